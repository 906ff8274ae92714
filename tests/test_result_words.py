"""The words of a finished hole and of the score card: each fact once, one style."""

from __future__ import annotations

from golf_game.engine import Outcome
from golf_game.engine.grade import Grade
from golf_game.view import result_words, words


def test_the_score_line_names_score_and_par_once() -> None:
    assert result_words.score_and_par(14, 3) == "Score +14 \u00b7 Par +3"
    assert result_words.score_and_par(0, 0) == "Score 0 \u00b7 Par 0"
    assert result_words.score_and_par(-2, None) == "Score -2"


def test_the_golf_line_adds_what_the_score_line_does_not_say() -> None:
    assert result_words.golf_line(Outcome.STUCK, 14, 3) == "11 over par"
    assert result_words.golf_line(Outcome.STUCK, 4, 3) == "Bogey"
    assert result_words.golf_line(Outcome.WON, -2, -2) == "Par: the best this deal allows"
    # Par reached on a deal that cannot be cleared: the headline says it.
    assert result_words.golf_line(Outcome.STUCK, 3, 3) is None
    assert words.headline(Outcome.STUCK, 3, 3) == words.AT_PAR
    assert result_words.golf_line(Outcome.ENDED, 5, None) == result_words.PAR_WORKING


def test_the_small_print_repeats_nothing_said_above() -> None:
    grade = next(iter(Grade))
    assert result_words.result_detail(None, 48, 1, 1, 3) == "48 moves"
    alone = result_words.result_detail(grade, 1, 1, 1, 3)
    assert alone == f"{words.sentence(words.grade_words(grade))} \u00b7 1 move"
    # Hole 1's total is its score: said from hole 2 on.
    assert result_words.result_detail(None, 40, 1, 9, 11) == "Hole 1 of 9 \u00b7 40 moves"
    second = result_words.result_detail(None, 40, 2, 9, 11)
    assert second == "Hole 2 of 9 \u00b7 40 moves \u00b7 round total +11"


def test_the_score_card_line_and_the_practice_and_coach_lines() -> None:
    assert result_words.round_progress(2, 9) == "2 of 9 holes played"
    assert result_words.round_progress(9, 9) == "All 9 holes played"
    assert words.practice_over(Outcome.STUCK, 3) == (
        "Stuck. Score +3 in practice. Pause, then Back, to return."
    )
    assert words.practice_over(Outcome.WON, 0).startswith("Cleared! Score 0 in practice.")
    line = words.mistake_line(12, 3, "you drew; the 8 of hearts was better (it fits)", True)
    assert (
        line
        == "The mistake (move 12), cost 3 strokes: you drew; the 8 of hearts was better (it fits)"
    )
    assert result_words.best_line_done(0) == "Best line played. Score 0. Tap to go back."
