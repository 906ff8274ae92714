"""The warning assist: a move that throws a proved win away asks first."""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path

from screen_helpers import launch_game, play_keys, tap, wait_for_par

from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode, Move
from golf_game.engine.coach import Coach
from golf_game.engine.verdict import Verdict
from golf_game.launch import LaunchOptions
from golf_game.play.analysis import HoleAnalysis
from golf_game.play.game import Game
from golf_game.play.warning import throws_win
from golf_game.saved.settings import Settings
from golf_game.scenes.confirm import CANCEL, ConfirmScene
from golf_game.scenes.hole import HoleScene
from golf_game.tasks import TaskRunner
from golf_game.view import words

SEED = 14


def losing_line() -> tuple[list[Move], int]:
    """Medium deal #14 played by "first legal move", and the number of the
    move that threw its win away (found by the coach)."""
    hole = Hole(Deal.from_seed(SEED), Mode.MEDIUM)
    while not hole.is_over:
        hole.play(hole.legal_moves()[0])
    report = Coach(hole.deal, hole.rules, hole.moves()).run()
    assert report.first_losing_move
    return hole.moves(), report.first_losing_move


def wait_for_verdict(app: App | None, analysis: HoleAnalysis, hole: Hole) -> None:
    deadline = time.monotonic() + 60
    while analysis.verdict(hole.position) is None:
        assert time.monotonic() < deadline, "no verdict"
        time.sleep(0.005)
        if app is not None:
            app.step(0)


def test_only_the_move_that_loses_a_proved_win_is_flagged() -> None:
    moves, losing = losing_line()
    tasks = TaskRunner()
    hole = Hole.replay(Deal.from_seed(SEED), Mode.MEDIUM, moves[: losing - 1])
    analysis = HoleAnalysis(tasks, hole.deal, hole.rules)
    analysis.watch(hole.position)
    wait_for_verdict(None, analysis, hole)
    assert analysis.verdict(hole.position) is Verdict.WINNABLE
    assert throws_win(analysis, hole, moves[losing - 1])
    keeping = [m for m in hole.legal_moves() if not throws_win(analysis, hole, m)]
    assert keeping and moves[losing - 1] not in keeping
    tasks.shutdown()


def hole_before_the_losing_move(tmp_path: Path, warn: bool) -> tuple[App, Game, Move]:
    moves, losing = losing_line()
    settings = Settings(sound=False, reduced_motion=True, warn_before_losing=warn)
    app, session = launch_game(
        tmp_path, LaunchOptions(mode=Mode.MEDIUM, seed=SEED), settings=settings
    )
    game = session.game
    assert game is not None
    wait_for_par(app, game)
    play_keys(app, moves[: losing - 1])
    assert game.analysis is not None
    wait_for_verdict(app, game.analysis, game.hole)
    return app, game, moves[losing - 1]


def test_with_the_warning_on_the_losing_move_asks_and_can_be_kept(tmp_path: Path) -> None:
    app, game, move = hole_before_the_losing_move(tmp_path, warn=True)
    before = game.hole.position
    play_keys(app, [move])
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    assert question.question == words.WARN_QUESTION
    assert game.hole.position == before
    assert game.assists_of().warning == 1
    tap(app, CANCEL)
    assert isinstance(app.stack.top, HoleScene)
    assert game.hole.position == before
    play_keys(app, [move])
    tap(app, words.WARN_YES)
    assert game.hole.position != before and game.hole.moves()[-1] == move
    assert game.assists_of().warning == 2
    app.shutdown()


def test_with_the_warning_off_nothing_asks(tmp_path: Path) -> None:
    app, game, move = hole_before_the_losing_move(tmp_path, warn=False)
    play_keys(app, [move])
    assert isinstance(app.stack.top, HoleScene)
    assert game.hole.moves()[-1] == move
    assert game.assists_of().warning == 0
    app.shutdown()


def test_the_warning_is_off_by_default() -> None:
    assert Settings().warn_before_losing is False
    assert dataclasses.replace(Settings(), warn_before_losing=True).to_dict()["warn_before_losing"]
