"""The operator menu on the real game: every change in use at once and saved,
resets asked twice, audits shown and exported, exit to the desktop."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import FakeClock, enter_pin
from screen_helpers import launch_game
from ui_helpers import key

from golf_game.app import App
from golf_game.engine import Mode
from golf_game.kiosk import Kiosk
from golf_game.launch import LaunchOptions
from golf_game.play.session import Session
from golf_game.saved.kiosk_config import ConfigFile, KioskConfig
from golf_game.saved.pin import DEFAULT_PIN
from golf_game.saved.settings import CardSize
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.operator import OperatorScene
from golf_game.scenes.out_of_order import OutOfOrderScene

CHORD = (pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LALT | pygame.KMOD_LSHIFT)


def open_operator(
    folder: Path, clock: FakeClock | None = None
) -> tuple[App, Session, Kiosk, OperatorScene]:
    app, session = launch_game(folder, LaunchOptions(), kiosk=True, clock=clock or FakeClock())
    kiosk = app.kiosk_mode
    assert isinstance(kiosk, Kiosk)
    menu = reopen(app)
    return app, session, kiosk, menu


def reopen(app: App) -> OperatorScene:
    """The operator's way in: the chord, then the PIN."""
    key(*CHORD)
    app.step()
    enter_pin(app, DEFAULT_PIN)
    menu = app.stack.top
    assert isinstance(menu, OperatorScene)
    return menu


def saved_config(folder: Path) -> KioskConfig:
    config, warnings = ConfigFile(folder / "kiosk.json").load()
    assert warnings == []
    return config


def test_idle_and_attract_steppers_take_effect_and_are_saved(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _, kiosk, menu = open_operator(tmp_path, clock=clock)
    menu.press("Times and modes")
    menu.press("Idle time -")
    assert kiosk.config.idle_seconds == 60 == saved_config(tmp_path).idle_seconds
    clock.now += 59
    app.step()
    assert app.stack.top is menu
    clock.now += 1  # the new idle time, at once
    app.step()
    assert isinstance(app.stack.top, MenuScene)
    menu = reopen(app)
    menu.press("Times and modes")
    for _ in range(20):
        menu.press("Idle time -")
    assert kiosk.config.idle_seconds == 10  # the lowest step, never below
    menu.press("Attract after +")
    assert saved_config(tmp_path).attract_seconds == 300
    shown = next(widget for widget in menu.widgets if widget.label == "Idle time")
    assert shown.value == "10 s" and shown.action is None


def test_allowed_modes_and_the_default_reach_the_visitors_menu(tmp_path: Path) -> None:
    app, session, kiosk, menu = open_operator(tmp_path)
    menu.press("Times and modes")
    menu.press("Easy")  # no longer allowed
    menu.press("Default mode")
    assert kiosk.config.modes == (Mode.MEDIUM, Mode.HARD)
    assert kiosk.config.default_mode is Mode.HARD
    assert session.settings.mode is Mode.HARD and session.modes == (Mode.MEDIUM, Mode.HARD)
    menu.press("Medium")
    menu.press("Hard")  # the last one stays
    assert kiosk.config.modes == (Mode.HARD,) and "at least one" in menu.message
    menu.back()
    menu.back()
    app.step()
    visitors = app.stack.top
    assert isinstance(visitors, MenuScene)
    labels = {widget.label for widget in visitors.widgets}
    assert "Hard" in labels and not {"Easy", "Medium"} & labels


def test_switches_take_effect_at_once(tmp_path: Path) -> None:
    app, session, _, menu = open_operator(tmp_path)
    menu.press("Times and modes")
    menu.press("Sound")
    assert app.context.sounds.enabled is True and session.settings.sound
    menu.press("Card size")
    assert app.context.settings.card_size is CardSize.LARGE
    menu.press("Winnable deals only")
    assert not session.settings.winnable_only
    menu.press("Attract sound")
    saved = saved_config(tmp_path)
    assert saved.sound and saved.attract_sound and not saved.winnable_only
    assert saved.card_size is CardSize.LARGE
    # The idle reset keeps the operator's choices (it undoes only visitors').
    session.restore_operator_settings()
    assert session.settings.card_size is CardSize.LARGE


def test_language_cycles_through_the_offered_ones(tmp_path: Path) -> None:
    _, _, kiosk, menu = open_operator(tmp_path)
    assert kiosk.languages == ("en", "de")
    menu.press("Times and modes")
    menu.press("Language")
    assert kiosk.config.language == "de" == saved_config(tmp_path).language
    menu.press("Sprache")  # the menu is German now
    assert kiosk.config.language == "en"


def test_opening_hours_steppers_and_open_all_day(tmp_path: Path) -> None:
    _, _, kiosk, menu = open_operator(tmp_path)
    menu.press("Screen and hours")
    menu.press("Closes -")
    assert kiosk.config.hours.to_text() == "00:00-23:30"
    for _ in range(18):
        menu.press("Opens +")
    assert saved_config(tmp_path).hours.to_text() == "09:00-23:30"
    menu.press("When closed")
    assert kiosk.config.closed_screen.value == "blank"
    menu.press("Open all day")
    assert kiosk.config.hours.always


def test_out_of_order_shows_the_message_and_back_in_order_the_menu(tmp_path: Path) -> None:
    app, _, kiosk, menu = open_operator(tmp_path)
    menu.press("Screen and hours")
    menu.press("Message")
    menu.press("Out of order")
    assert app.stack.top is menu  # the operator stays in their menu
    home = next(iter(app.stack))
    assert isinstance(home, OutOfOrderScene)
    assert home.lines()[0] == "Closed for maintenance" == kiosk.config.out_of_order_message
    menu.back()
    menu.back()
    assert app.stack.top is home
    # A restart keeps it out of order.
    app2, _ = launch_game(tmp_path, LaunchOptions(), kiosk=True, kiosk_config=kiosk.config)
    assert isinstance(app2.stack.top, OutOfOrderScene)
    menu = reopen(app)
    menu.press("Screen and hours")
    menu.press("Out of order")
    assert isinstance(next(iter(app.stack)), MenuScene)


def test_reset_audits_asks_twice_and_keeps_the_lifetime(tmp_path: Path) -> None:
    _, _, kiosk, menu = open_operator(tmp_path)
    audits = kiosk.audits
    menu.press("Audits")
    assert audits.total["pin_right"] == 1
    menu.press("Reset audits")
    menu.press("Sure? Reset audits")
    assert audits.total["pin_right"] == 1  # not yet
    menu.press("Export CSV")  # another button disarms it
    menu.press("Reset audits")
    menu.press("Sure? Reset audits")
    menu.press("Really? Reset audits")
    assert audits.total["pin_right"] == 0 and audits.lifetime["pin_right"] == 1
    assert audits.audits_reset is not None
    stored = json.loads((tmp_path / "audits.json").read_text())["audits"]
    assert stored["lifetime"]["pin_right"] == 1 and stored["total"]["pin_right"] == 0


def test_the_audits_page_shows_today_total_and_lifetime(tmp_path: Path) -> None:
    _, _, _, menu = open_operator(tmp_path)
    menu.press("Audits")
    labels = [widget.label for widget in menu.widgets]
    for name in ("Today", "Total", "Lifetime", "Holes started", "Average hole", "Time in use"):
        assert name in labels
    row = labels.index("Wrong / right PINs")
    assert labels[row + 1 : row + 4] == ["0 / 1"] * 3
    menu.press("Export CSV")
    assert (tmp_path / "audits.csv").exists() and "audits.csv" in menu.message


def test_the_kiosk_s_high_score_table_has_its_page(tmp_path: Path) -> None:
    _, _, kiosk, menu = open_operator(tmp_path)
    assert kiosk.has_high_scores
    assert any(widget.label == "High scores" for widget in menu.widgets)


def test_high_score_resets_reach_the_table_after_two_confirmations(tmp_path: Path) -> None:
    _, _, kiosk, menu = open_operator(tmp_path)
    asked: list[bool] = []
    kiosk.scores_reset = lambda everything: asked.append(everything) or "Reset"
    menu.refresh()
    menu.press("High scores")
    for label in ("", "Sure? ", "Really? "):
        menu.press(label + "Reset today's high scores")
    assert asked == [False] and kiosk.audits.scores_reset is not None


def test_exit_to_desktop_quits_and_the_idle_reset_closes_the_menu(tmp_path: Path) -> None:
    app, _, kiosk, menu = open_operator(tmp_path)
    app.running = True
    kiosk.go_home()
    assert isinstance(app.stack.top, MenuScene)
    menu = reopen(app)
    menu.press("Exit to desktop")
    assert not app.running


@pytest.mark.parametrize("size", [(1080, 1920), (1920, 1080), (1280, 800), (800, 600)])
@pytest.mark.parametrize("page", ["main", "play", "screen", "audits", "scores"])
def test_every_page_fits_the_screen_with_big_buttons(
    tmp_path: Path, size: tuple[int, int], page: str
) -> None:
    _, _, _, menu = open_operator(tmp_path)
    menu.resize(size)  # a kiosk's window is the screen's size
    menu.open(page)
    screen = pygame.Rect((0, 0), size)
    buttons = [widget for widget in menu.widgets if widget.action is not None]
    assert buttons
    for widget in menu.widgets:
        assert screen.contains(widget.rect), (widget.label, widget.rect)
    for widget in buttons:
        assert widget.rect.h >= menu.metrics.button_h * 0.9
    for index, widget in enumerate(buttons):
        for other in buttons[index + 1 :]:
            assert not widget.rect.colliderect(other.rect), (widget.label, other.label)
