"""A deal's identity (mode, deal number or daily date, hole n of 9) is on
screen always: after Continue, in a daily round, at 1000x900; the first deal
of a first run and a kiosk's deals can be won; a deal that cannot be cleared
shows its target, not a verdict."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
from screen_helpers import launch_game, open_menu, play_best_line, tap, wait_for_par
from ui_helpers import key

from golf_game.engine import Mode, Outcome
from golf_game.engine.daily import today
from golf_game.launch import LaunchOptions
from golf_game.play.session import Start
from golf_game.play.winnable import cached_seeds
from golf_game.saved.storage import Storage
from golf_game.scenes.hole import HoleScene
from golf_game.view import words
from golf_game.view.hud import hud_title_rect
from golf_game.view.theme import GOLD, TEXT


def hole_scene(app: object) -> HoleScene:
    top = app.stack.top  # type: ignore[attr-defined]
    assert isinstance(top, HoleScene), top
    return top


def test_continue_keeps_the_deal_number_and_the_daily_label(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    game = session.new_game(Start.daily_deal(Mode.HARD, 9))
    game.hole.end()
    game.next_hole()
    app.step(0)
    title = f"Hard - Daily {today().isoformat()} - hole 2 of 9"
    assert hole_scene(app).title == title
    key(pygame.K_SPACE)
    app.step(0)
    session.to_menu()
    session.flush()
    app.shutdown()
    app, session, _ = open_menu(tmp_path)
    tap(app, "Continue")
    assert hole_scene(app).title == title


def test_a_seeded_round_names_its_deal_on_every_hole(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    game = session.new_game(Start(Mode.MEDIUM, 9, seed=77))
    assert hole_scene(app).title == "Medium - Deal #77 - hole 1 of 9"
    game.hole.end()
    game.next_hole()
    app.step(0)
    assert hole_scene(app).title == "Medium - Deal #77 - hole 2 of 9"


def test_the_title_is_drawn_at_1000x900_and_in_portrait(tmp_path: Path) -> None:
    for size in [(1000, 900), (800, 600), (1080, 1920)]:
        app, session = launch_game(tmp_path / f"{size}", LaunchOptions(seed=2147483000), size=size)
        session.new_game(Start.daily_deal(Mode.MEDIUM, 9))
        app.step(0)
        scene = hole_scene(app)
        rect = hud_title_rect(app.context.art, scene.layout, scene.picture())
        assert rect is not None, size
        assert scene.layout.hud.contains(rect), size
        app.shutdown()


def test_the_first_deal_of_a_first_run_can_be_won_in_every_mode(tmp_path: Path) -> None:
    for mode in Mode:
        app, session, _ = open_menu(tmp_path / mode.value)
        game = session.new_game(Start(mode, 1))
        assert game.winnable and game.round.seed in {s.seed for s in cached_seeds()[mode]}
        assert hole_scene(app).title.startswith(f"{mode.title} - Winnable deal #")
        second = session.new_game(Start(mode, 1))
        assert not second.winnable  # only the first; the setting decides after it
        app.shutdown()


def test_a_played_folder_is_not_a_first_run(tmp_path: Path) -> None:
    Storage(tmp_path).update_records(lambda r: r.record_hole(Mode.EASY, 1, Outcome.STUCK, 3, None))
    _app, session, _ = open_menu(tmp_path)
    assert not session.new_game(Start(Mode.EASY, 1)).winnable


def test_a_kiosk_deals_winnable_deals(tmp_path: Path) -> None:
    Storage(tmp_path).update_records(lambda r: r.record_hole(Mode.EASY, 1, Outcome.STUCK, 3, None))
    _app, session = launch_game(tmp_path, LaunchOptions(rng=random.Random(3)), kiosk=True)
    for _ in range(3):
        game = session.new_game(Start(Mode.MEDIUM, 1))
        assert game.winnable and game.round.seed in {s.seed for s in cached_seeds()[Mode.MEDIUM]}


def test_a_deal_that_cannot_be_cleared_shows_a_target_and_par_is_a_success(
    tmp_path: Path,
) -> None:
    app, session, _ = open_menu(tmp_path)
    game = session.new_game(Start(Mode.HARD, 1, seed=4))  # cannot be cleared; par +6
    scene = hole_scene(app)
    wait_for_par(app, game)
    deadline = time.monotonic() + 60
    while scene.picture().status is None:
        assert time.monotonic() < deadline, "no verdict from the solver"
        time.sleep(0.005)
        app.step(0)
    assert scene.picture().status == (words.best_possible(6), TEXT)
    play_best_line(app, game)
    assert game.hole.outcome is not Outcome.WON and game.hole.score == 6
    assert scene.message == words.AT_PAR and scene.message_colour == GOLD
