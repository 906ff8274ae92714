"""The best line: the solver's line replayed on a copy of the deal, skipped
with a key, and left with Esc back to the result."""

from __future__ import annotations

from pathlib import Path

import pygame
from screen_helpers import open_menu, play_best_line, tap
from ui_helpers import click, key

from golf_game.app import App
from golf_game.play.game import Game
from golf_game.scenes.best_line import BestLineScene
from golf_game.scenes.result import ResultScene
from golf_game.view.layout import REPLAY_BUTTONS, Button


def replay_of_a_won_hole(tmp_path: Path) -> tuple[App, Game, BestLineScene]:
    """An Easy hole won along the solver's line, and its best line opened."""
    app, session, _ = open_menu(tmp_path)
    tap(app, "Easy")
    tap(app, "Start")
    game = session.game
    assert game is not None
    play_best_line(app, game)
    tap(app, "Best line")
    replay = app.stack.top
    assert isinstance(replay, BestLineScene)
    return app, game, replay


def test_best_line_replays_the_solvers_line(tmp_path: Path) -> None:
    app, game, replay = replay_of_a_won_hole(tmp_path)
    assert replay.hole is not game.hole
    key(pygame.K_END)  # skip to the end
    app.step(0)
    assert game.analysis is not None and game.analysis.par_answer is not None
    assert replay.hole.score == game.analysis.par_answer.par
    key(pygame.K_ESCAPE)
    app.step(0)
    assert isinstance(app.stack.top, ResultScene)
    app.shutdown()


def press(app: App, replay: BestLineScene, button: Button) -> None:
    click(replay.hole_scene.layout.buttons[button].center)
    app.step(0)


def test_the_replay_steps_back_and_on_pauses_and_changes_speed(tmp_path: Path) -> None:
    app, _, replay = replay_of_a_won_hole(tmp_path)
    layout = replay.hole_scene.layout
    assert set(layout.buttons) == set(REPLAY_BUTTONS)
    # The replay says its buttons always answer: here nothing is to undo yet.
    assert set(REPLAY_BUTTONS) <= replay.hole_scene.picture().enabled
    press(app, replay, Button.STEP_ON)
    press(app, replay, Button.STEP_ON)
    assert replay.paused and replay.played == 2
    assert replay.hole.moves() == list(replay.line[:2])
    # Paused, time passes and nothing moves.
    for _ in range(30):
        app.step(0.1)
    assert replay.played == 2
    assert "Paused." in replay.hole_scene.message
    press(app, replay, Button.STEP_BACK)
    assert replay.played == 1 and replay.hole.moves() == list(replay.line[:1])
    key(pygame.K_LEFT)
    key(pygame.K_LEFT)  # never before where the line starts
    app.step(0)
    assert replay.played == 0 and replay.hole.moves() == []
    key(pygame.K_RIGHT)
    app.step(0)
    assert replay.played == 1
    press(app, replay, Button.SPEED)
    press(app, replay, Button.SPEED)
    assert replay.speed == 4 and "Speed 4x." in replay.hole_scene.message
    key(pygame.K_DOWN)
    app.step(0)
    assert replay.speed == 2
    press(app, replay, Button.PLAY_PAUSE)
    assert not replay.paused
    for _ in range(40):
        app.step(0.1)
    assert replay.played > 1
    press(app, replay, Button.SKIP)
    assert replay.done and replay.hole.moves() == list(replay.line)
    assert set(REPLAY_BUTTONS) <= replay.hole_scene.picture().enabled  # and the hole is over
    key(pygame.K_ESCAPE)
    app.step(0)
    assert isinstance(app.stack.top, ResultScene)
    app.shutdown()
