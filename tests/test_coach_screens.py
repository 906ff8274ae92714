"""The coach on the result screen: the review arrives after the result, Try
again plays on from just before a mistake without touching the recorded
score, the best line starts where the player left it, the daily share."""

from __future__ import annotations

import time
from pathlib import Path

from screen_helpers import launch_game, play_keys, tap, wait_for_par

from golf_game.actions import Tap
from golf_game.app import App
from golf_game.engine import Hole, Mode, Move, Outcome
from golf_game.engine.coach import CoachReport
from golf_game.launch import LaunchOptions
from golf_game.play.game import Game
from golf_game.scenes.best_line import BestLineScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.practice import PracticeScene
from golf_game.scenes.result import ResultScene
from golf_game.view import words


def greedy_line(hole: Hole) -> list[Move]:
    """Plays before draws, the first legal one: loses most deals."""
    probe = Hole(hole.deal, hole.mode)
    while not probe.is_over:
        probe.play(probe.legal_moves()[0])
    return probe.moves()


def lost_hole(tmp_path: Path, seed: int = 14) -> tuple[App, Game, ResultScene]:
    app, session = launch_game(tmp_path, LaunchOptions(mode=Mode.MEDIUM, seed=seed))
    game = session.game
    assert game is not None
    wait_for_par(app, game)
    play_keys(app, greedy_line(game.hole))
    app.step(0)
    result = app.stack.top
    assert isinstance(result, ResultScene)
    return app, game, result


def wait_for_review(app: App, result: ResultScene, timeout: float = 120.0) -> CoachReport:
    deadline = time.monotonic() + timeout
    while not ((report := result.coaching.report) and report.done):
        assert time.monotonic() < deadline, "the coach never finished"
        time.sleep(0.005)
        app.step(0)
    app.step(0)
    return report


def labels(result: ResultScene) -> list[str]:
    return [widget.label for widget in result.widgets]


def test_the_review_fills_the_result_in_after_it_shows(tmp_path: Path) -> None:
    app, game, result = lost_hole(tmp_path)
    report = wait_for_review(app, result)
    assert report.first_losing_move
    verdict = words.coach_verdict(
        report.first_losing_move, len(report.moves), report.strokes_lost, report.complete
    )
    assert verdict in labels(result)
    assert words.retry_label(report.first_losing_move) in labels(result)
    assert result._strip is not None and len(result._marks) == game.hole.moves_made
    app.shutdown()


def test_a_tap_on_a_mark_chooses_that_mistake(tmp_path: Path) -> None:
    app, _game, result = lost_hole(tmp_path)
    report = wait_for_review(app, result)
    other = next(r.number for r in report.mistakes if r.number != report.first_losing_move)
    result.handle(Tap(result._marks[other - 1].center))
    assert result._chosen_number() == other
    assert words.retry_label(other) in labels(result)
    app.shutdown()


def test_try_again_starts_just_before_the_mistake_and_keeps_the_score(tmp_path: Path) -> None:
    app, game, result = lost_hole(tmp_path)
    report = wait_for_review(app, result)
    number = result._chosen_number()
    assert number == report.first_losing_move
    score, before = game.hole.score, list(game.hole.positions())[number - 1]
    tap(app, words.retry_label(number))
    practice = app.stack.top
    assert isinstance(practice, PracticeScene)
    assert practice.hole.position == before
    assert practice.hole.moves() == game.hole.moves()[: number - 1]
    # Play the practice out its own way; the game's hole is untouched.
    play_keys(app, [practice.hole.legal_moves()[-1]] * 3)
    assert game.hole.score == score and game.hole.outcome is Outcome.STUCK
    assert game.assists_of().retry == 1
    practice.leave()
    assert app.stack.top is result
    tap(app, "Menu")
    assert isinstance(app.stack.top, MenuScene)
    stats = game.session.storage.records.get(Mode.MEDIUM, 1)
    assert stats.played == 1 and stats.score_sum == score
    app.shutdown()


def test_the_best_line_starts_where_the_players_line_left_it(tmp_path: Path) -> None:
    app, game, result = lost_hole(tmp_path)
    report = wait_for_review(app, result)
    left = report.first_mistake
    assert left is not None and left.mistake is not None
    tap(app, "Best line")
    replay = app.stack.top
    assert isinstance(replay, BestLineScene)
    assert replay.hole.moves() == game.hole.moves()[: left.number - 1]
    assert replay.line == left.mistake.line
    replay.skip()
    assert replay.hole.score == left.before.exact
    app.shutdown()


def test_the_daily_result_is_shared_on_screen_without_a_clipboard(tmp_path: Path) -> None:
    app, session = launch_game(tmp_path, LaunchOptions(mode=Mode.EASY, daily=True))
    game = session.game
    assert game is not None and game.daily is not None
    wait_for_par(app, game)
    play_keys(app, greedy_line(game.hole))
    app.step(0)
    result = app.stack.top
    assert isinstance(result, ResultScene)
    tap(app, "Share")
    assert result.shared_text is not None
    assert result.shared_text.startswith(f"Golf daily {game.daily.isoformat()} Easy: ")
    assert result.shared_text in labels(result)
    app.shutdown()


def test_the_assists_used_are_shown_beside_the_score(tmp_path: Path) -> None:
    app, _game, result = lost_hole(tmp_path)
    report = wait_for_review(app, result)
    tap(app, words.retry_label(report.first_losing_move))
    practice = app.stack.top
    assert isinstance(practice, PracticeScene)
    practice.leave()
    app.step(0)
    assert any(label.endswith(words.assists_used(0, 0, 1)) for label in labels(result))
    assert words.assists_used(2, 1, 2) == "(2 hints, 1 warning, 2 retries)"
    app.shutdown()
