"""The menu driven by posted clicks: games start in each mode and length,
settings persist, deals are typed, and Quit hides in a kiosk."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from screen_helpers import open_menu, tap
from ui_helpers import click, key

from golf_game.engine import Deal, DealFormatError, Mode
from golf_game.engine.daily import daily_seed, today
from golf_game.play.winnable import cached_seeds
from golf_game.saved.settings import CardSize
from golf_game.saved.storage import Storage
from golf_game.scenes.deal_entry import DealEntryScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.pause import QUIT, SOUND, PauseScene
from golf_game.scenes.settings import CHOICES, SettingsScene
from golf_game.scenes.stats import StatsScene


@pytest.mark.parametrize("holes", [1, 9])
def test_start_a_game_in_every_mode(tmp_path: Path, holes: int) -> None:
    app, session, menu = open_menu(tmp_path)
    for mode in Mode:
        tap(app, mode.title)
        tap(app, f"{holes} hole{'s' if holes > 1 else ''}")
        tap(app, "Start")
        assert isinstance(app.stack.top, HoleScene)
        game = session.game
        assert game is not None
        assert (game.round.mode, game.round.hole_count) == (mode, holes)
        # Pause, then Menu, back to the menu with the unfinished game kept.
        key(pygame.K_ESCAPE)
        app.step(0)
        pause = app.stack.top
        assert isinstance(pause, PauseScene)
        click(pause.buttons[QUIT].center)
        app.step(0)
        assert app.stack.top is menu
        assert session.saved is game.round
        assert menu.button("Continue").enabled
    app.shutdown()


def test_continue_resumes_the_hole_where_it_was(tmp_path: Path) -> None:
    app, session, menu = open_menu(tmp_path)
    assert not menu.button("Continue").enabled
    tap(app, "Start")
    hole = app.stack.top
    assert isinstance(hole, HoleScene)
    key(pygame.K_SPACE)
    key(pygame.K_SPACE)
    app.step(0)
    steps = hole.hole.steps()
    session.to_menu()
    app.step(0)
    app.shutdown()
    # A new run of the game on the same folder: the saved hole comes back.
    app, session, menu = open_menu(tmp_path)
    assert session.saved is not None
    tap(app, "Continue")
    scene = app.stack.top
    assert isinstance(scene, HoleScene)
    assert scene.hole.steps() == steps
    app.shutdown()


def test_quit_is_hidden_in_a_kiosk(tmp_path: Path) -> None:
    app, _, menu = open_menu(tmp_path, kiosk=True)
    with pytest.raises(KeyError):
        menu.button("Quit")
    app.shutdown()
    app, _, menu = open_menu(tmp_path / "desk")
    assert menu.button("Quit").enabled
    app.shutdown()


def test_every_setting_toggles_and_is_saved_at_once(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path)
    tap(app, "Settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    before = app.context.settings
    for label, _, _, _ in CHOICES:
        tap(app, label)
    after = Storage(tmp_path).settings
    for _, field, _, _ in CHOICES:
        assert getattr(after, field) != getattr(before, field), field
    assert after.card_size is CardSize.LARGE
    assert app.context.sounds.enabled is after.sound
    assert app.context.art.high_contrast is after.high_contrast
    key(pygame.K_ESCAPE)
    app.step(0)
    assert isinstance(app.stack.top, MenuScene)
    app.shutdown()


def test_a_deal_number_typed_on_the_pad_starts_that_deal(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Hard")
    tap(app, "Deal number")
    assert isinstance(app.stack.top, DealEntryScene)
    for digit in "4071":
        tap(app, digit)
    tap(app, "\u232b")
    tap(app, "Play")
    assert session.game is not None
    assert session.game.hole.deal == Deal.from_seed(407)
    assert session.game.round.mode is Mode.HARD
    app.shutdown()


def test_a_pasted_deal_line_plays_that_deal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    line = Deal.from_seed(99).to_line()
    monkeypatch.setattr("golf_game.scenes.deal_entry.clipboard_text", lambda: f"  {line}\n")
    app, session, _ = open_menu(tmp_path)
    tap(app, "Deal number")
    key(pygame.K_v, pygame.KMOD_CTRL)
    app.step(0)
    key(pygame.K_RETURN)
    app.step(0)
    assert session.game is not None
    assert session.game.hole.deal == Deal.from_seed(99)
    app.shutdown()


@pytest.mark.parametrize(
    "text",
    [
        # 51 cards: the stock is one short.
        Deal.from_seed(1).to_line().rsplit(" ", 1)[0],
        # A duplicate: the waste card again as the last stock card.
        Deal.from_seed(1).to_line().rsplit(" ", 1)[0] + " " + str(Deal.from_seed(1).waste_start),
        "not a deal at all",
    ],
)
def test_a_bad_deal_line_shows_the_engines_message(tmp_path: Path, text: str) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Deal number")
    scene = app.stack.top
    assert isinstance(scene, DealEntryScene)
    assert app.input.text_input
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(0)
    assert scene.text == text
    tap(app, "Play")
    with pytest.raises(DealFormatError) as error:
        Deal.from_line(text)
    assert scene.message.lower() == str(error.value).lower()
    assert app.stack.top is scene
    assert session.game is None
    app.render()
    app.shutdown()


def test_a_deal_number_out_of_range_is_refused(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Deal number")
    scene = app.stack.top
    assert isinstance(scene, DealEntryScene)
    scene.type("99999999999")
    tap(app, "Play")
    assert "0 to" in scene.message
    assert session.game is None
    app.shutdown()


def test_text_is_typed_only_on_the_deal_entry(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path)
    assert not app.input.text_input
    tap(app, "Deal number")
    assert app.input.text_input
    key(pygame.K_ESCAPE)
    app.step(0)
    assert not app.input.text_input
    app.shutdown()


def test_the_menu_fits_every_button_on_screen_and_big_enough(tmp_path: Path) -> None:
    for size in [(1920, 1080), (1080, 1920), (800, 600), (3840, 2160), (1366, 768), (768, 1024)]:
        app, _, menu = open_menu(tmp_path, size=size)
        screen = pygame.Rect((0, 0), size)
        buttons = [w for w in menu.widgets if w.action is not None]
        labels = {w.label for w in buttons}
        assert labels == {
            *(mode.title for mode in Mode),
            *("1 hole", "9 holes", "Start", "Continue", "Daily deal", "Deal number"),
            *("Statistics", "Settings", "How to play", "Quit"),
        }
        for widget in buttons:
            assert screen.contains(widget.rect), (size, widget.label)
            assert widget.rect.h >= menu.metrics.button_h * 0.95
        for i, a in enumerate(buttons):
            for b in buttons[i + 1 :]:
                assert not a.rect.colliderect(b.rect), (a.label, b.label)
        app.shutdown()


def test_statistics_show_and_go_back(tmp_path: Path) -> None:
    app, _, menu = open_menu(tmp_path)
    tap(app, "Statistics")
    assert isinstance(app.stack.top, StatsScene)
    tap(app, "Back")
    assert app.stack.top is menu
    app.shutdown()


def test_the_daily_deal_is_the_days_seed_in_the_chosen_mode(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Hard")
    tap(app, "Daily deal")
    assert session.game is not None
    assert session.game.round.mode is Mode.HARD
    assert session.game.hole.deal == Deal.from_seed(daily_seed(today(), Mode.HARD))
    app.shutdown()


def test_winnable_only_deals_come_from_proven_seeds_at_once(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Settings")
    tap(app, "Winnable deals only")
    key(pygame.K_ESCAPE)
    app.step(0)
    tap(app, "Easy")
    tap(app, "9 holes")
    tap(app, "Start")
    game = session.game
    assert game is not None
    proven = {entry.seed: entry.par for entry in cached_seeds()[Mode.EASY]}
    assert game.round.seed in proven
    # The par is known before any search: it came with the seed.
    assert game.par() == proven[game.round.seed]
    app.shutdown()


def test_the_arrow_keys_walk_the_menu_and_enter_presses(tmp_path: Path) -> None:
    app, _, menu = open_menu(tmp_path)
    assert menu.focus is None
    key(pygame.K_DOWN)  # the first arrow shows the focus on the main action
    app.step(0)
    assert menu.focus == "Start"
    key(pygame.K_UP)
    app.step(0)
    assert menu.focus in {"1 hole", "9 holes"}
    key(pygame.K_UP)
    key(pygame.K_UP)
    key(pygame.K_UP)
    app.step(0)
    assert menu.focus == "Easy"
    key(pygame.K_RETURN)
    app.step(0)
    assert menu.mode is Mode.EASY
    key(pygame.K_TAB)
    app.step(0)
    assert menu.focus == "Medium"
    app.render()
    app.shutdown()


def test_the_pause_overlays_sound_and_the_m_key_are_saved(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path)
    tap(app, "Start")
    assert isinstance(app.stack.top, HoleScene)
    key(pygame.K_m)
    app.step(0)
    assert Storage(tmp_path).settings.sound is app.context.sounds.enabled is True
    key(pygame.K_ESCAPE)
    app.step(0)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(pause.buttons[SOUND].center)
    app.step(0)
    assert Storage(tmp_path).settings.sound is app.context.sounds.enabled is False
    assert app.context.settings.sound is False
    app.shutdown()
