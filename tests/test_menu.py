"""The menu driven by posted clicks: games start in each mode and length,
Continue resumes, daily and winnable-only deals, the arrow keys, and Quit
hides in a kiosk."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from screen_helpers import open_menu, tap
from ui_helpers import click, key

from golf_game.engine import Deal, Mode
from golf_game.engine.daily import daily_seed, today
from golf_game.play.winnable import cached_seeds
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.pause import QUIT, PauseScene


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


def test_quit_is_hidden_in_a_kiosk(tmp_path: Path) -> None:
    app, _, menu = open_menu(tmp_path, kiosk=True)
    with pytest.raises(KeyError):
        menu.button("Quit")
    app.shutdown()
    app, _, menu = open_menu(tmp_path / "desk")
    assert menu.button("Quit").enabled


def test_the_menu_fits_every_button_on_screen_and_big_enough(tmp_path: Path) -> None:
    for size in [(1920, 1080), (1080, 1920), (800, 600), (3840, 2160), (1366, 768), (768, 1024)]:
        app, _, menu = open_menu(tmp_path, size=size)
        screen = pygame.Rect((0, 0), size)
        buttons = [w for w in menu.widgets if w.action is not None]
        labels = {w.label for w in buttons}
        assert labels == {
            *(mode.title for mode in Mode),
            *("1 hole", "9 holes", "Start", "Continue", "Daily deal", "Deal number"),
            *("Statistics", "Settings", "How to play", "Language", "Quit"),
        }
        for widget in buttons:
            assert screen.contains(widget.rect), (size, widget.label)
            assert widget.rect.h >= menu.metrics.button_h * 0.95
        for i, a in enumerate(buttons):
            for b in buttons[i + 1 :]:
                assert not a.rect.colliderect(b.rect), (a.label, b.label)
        app.shutdown()


def test_the_daily_deal_is_the_days_seed_in_the_chosen_mode(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Hard")
    tap(app, "Daily deal")
    assert session.game is not None
    assert session.game.round.mode is Mode.HARD
    assert session.game.hole.deal == Deal.from_seed(daily_seed(today(), Mode.HARD))


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
