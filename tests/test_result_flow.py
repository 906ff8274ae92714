"""The result of a hole through the real scenes: the headline and its colour
follow the values (par on a deal that cannot be cleared is a success), each
fact is said once in one style, and in a round the next hole is one tap (or
one Enter) away, with the score card beside it."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
from focus_helpers import key_press
from screen_helpers import launch_game, play_best_line, play_keys, tap, wait_for_par
from ui_helpers import key

from golf_game.actions import Command
from golf_game.app import App
from golf_game.engine import Mode, Outcome
from golf_game.play.game import Game
from golf_game.play.session import Start
from golf_game.scenes.best_line import BestLineScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.panel import PanelScene
from golf_game.scenes.result import ResultScene
from golf_game.scenes.scorecard import ScorecardScene
from golf_game.view import words
from golf_game.view.theme import GOLD, TEXT, WARN

OLD_FORMS = (
    re.compile(r"[+-](\d+): \1 (over|under) par"),  # "+11: 11 over par"
    re.compile(r"\(\d+ (over|under) par\)"),  # "+11 (11 over par)"
    re.compile(r"\bscore [+-]?\d"),  # "score +0" in a sentence
    re.compile(r"\+0\b"),
    re.compile(r"\b(Bogey|Birdie|Eagle|Par): \d+ (over|under) par"),  # a word and its meaning
    re.compile(r"\bEsc\b|\bpress\b", re.IGNORECASE),  # a key a touch screen has not
)


def labels(scene: PanelScene) -> list[str]:
    return [widget.label for widget in scene.widgets]


def no_old_forms(texts: list[str]) -> None:
    for text in texts:
        for form in OLD_FORMS:
            assert not form.search(text), f"{text!r} says it the old way ({form.pattern})"


def finish_by_keys(app: App, game: Game) -> ResultScene:
    """Play the first legal move until the hole is over; the result comes up."""
    while not game.hole.is_over:
        play_keys(app, [game.hole.legal_moves()[0]])
    app.step(0)
    result = app.stack.top
    assert isinstance(result, ResultScene)
    return result


def main_buttons(scene: PanelScene) -> list[str]:
    return [w.label for w in scene.widgets if w.primary and w.action is not None]


def test_par_on_a_deal_that_cannot_be_cleared_is_headlined_as_a_success(tmp_path: Path) -> None:
    app, session = launch_game(tmp_path)
    game = session.new_game(Start(Mode.MEDIUM, 1, seed=7))
    app.step(0)
    play_best_line(app, game)
    hole, par = game.hole, game.par()
    assert hole.outcome is Outcome.STUCK and par is not None and hole.score == par > 0
    result = app.stack.top
    assert isinstance(result, ResultScene)
    headline = result.widgets[0]
    assert headline.label == words.AT_PAR and headline.colour == GOLD
    shown = labels(result)
    assert "Stuck" not in shown
    assert f"Score {words.strokes(par)} \u00b7 Par {words.strokes(par)}" in shown
    # The headline says par once: no second line about it.
    assert sum("Par" in text and "best" in text for text in shown) == 1
    no_old_forms(shown)
    # The best line ends with its score written the same way.
    tap(app, "Best line")
    replay = app.stack.top
    assert isinstance(replay, BestLineScene)
    key(pygame.K_END)
    app.step(0)
    message = replay.hole_scene.message
    assert message == f"Best line played. Score {words.strokes(par)}. Tap to go back."
    no_old_forms([message])
    app.shutdown()


def test_a_hole_stuck_over_par_says_the_strokes_once_in_a_plain_colour(tmp_path: Path) -> None:
    app, session = launch_game(tmp_path)
    game = session.new_game(Start(Mode.MEDIUM, 1, seed=7))
    app.step(0)
    wait_for_par(app, game)
    result = finish_by_keys(app, game)
    par, score = game.par(), game.hole.score
    assert par is not None and score - par not in words.GOLF_WORDS
    headline = result.widgets[0]
    assert headline.label == "Stuck" and headline.colour == TEXT != WARN
    shown = labels(result)
    assert f"Score {words.strokes(score)} \u00b7 Par {words.strokes(par)}" in shown
    assert f"{score - par} over par" in shown
    assert not any(f"{score - par:+d}" in text for text in shown)
    # The small print repeats neither the score (as cards left) nor the round total.
    assert not any("cards left" in text or "total" in text for text in shown)
    no_old_forms(shown)
    assert main_buttons(result) == ["New deal"]
    app.shutdown()


def test_in_a_round_the_next_hole_is_one_tap_or_one_enter_away(tmp_path: Path) -> None:
    app, session = launch_game(tmp_path)
    game = session.new_game(Start(Mode.EASY, 9, seed=11))
    app.step(0)
    result = finish_by_keys(app, game)
    assert main_buttons(result) == ["Next hole"]
    assert result.button("Score card").enabled
    no_old_forms(labels(result))
    # The first arrow shows the focus on the main button; Enter takes it.
    key_press(Command.DOWN)
    app.step(0)
    assert result.focus == "Next hole"
    first = game.round.hole
    key_press(Command.CONFIRM)
    app.step(0)
    assert game.round.hole_number == 2 and first.locked
    assert isinstance(app.stack.top, HoleScene)
    # The score card is one tap from the result, and the next hole one from there.
    finish_by_keys(app, game)
    tap(app, "Score card")
    card = app.stack.top
    assert isinstance(card, ScorecardScene)
    no_old_forms(labels(card))
    assert "2 of 9 holes played" in labels(card)
    tap(app, "Next hole")
    assert game.round.hole_number == 3
    app.shutdown()


def test_the_last_hole_s_main_button_is_the_final_score_card(tmp_path: Path) -> None:
    app, session = launch_game(tmp_path)
    game = session.new_game(Start(Mode.EASY, 9, seed=11))
    for _ in range(8):
        game.hole.end()
        game.next_hole()
    app.step(0)
    result = finish_by_keys(app, game)
    assert main_buttons(result) == ["Score card"]
    assert "Next hole" not in labels(result)
    detail = next(text for text in labels(result) if text.startswith("Hole 9 of 9"))
    assert f"round total {words.strokes(game.round.total)}" in detail
    result.confirm()
    app.step(0)
    card = app.stack.top
    assert isinstance(card, ScorecardScene)
    assert main_buttons(card) == ["New round"]
    assert "All 9 holes played" in labels(card)
    no_old_forms(labels(card))
    app.shutdown()
