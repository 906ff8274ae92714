"""The words of a finished hole and of a round's score card, each fact said
once: the headline names the outcome (or par reached), the score line the
score and par, the golf line what the two make, the small print the rest.

Kept apart from :mod:`golf_game.view.words` (the words of the whole game,
which these reuse) so that each stays one screenful of a job. Functions take
values, never text to pick apart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Outcome
from .words import against_par, count, grade_words, reached_par, score_words, sentence, strokes

if TYPE_CHECKING:
    from ..engine.grade import Grade

SEPARATOR = " \u00b7 "
"""Between the facts of one line: "Score +4 \u00b7 Par +3"."""

PAR_WORKING = "Par: the solver is still working it out"


def score_and_par(score: int, par: int | None) -> str:
    """The score line: "Score +4 \u00b7 Par +3" (the score alone while par is unknown)."""
    if par is None:
        return score_words(score)
    return f"{score_words(score)}{SEPARATOR}Par {strokes(par)}"


def golf_line(outcome: Outcome, score: int, par: int | None) -> str | None:
    """Under the score line: what score and par make in golf's words
    ("Bogey", "11 over par"), the solver's progress while par is unknown,
    and nothing where the headline has said it ("Par! ...")."""
    if par is None:
        return PAR_WORKING
    if reached_par(outcome, score, par):
        return None
    return against_par(score, par)


def result_detail(grade: Grade | None, moves: int, hole: int, holes: int, total: int) -> str:
    """The small print: the hole of the round, the deal's grade, the moves,
    and the round's total from hole 2 on (on hole 1 it is the score above)."""
    parts = [f"hole {hole} of {holes}"] if holes > 1 else []
    if grade is not None:
        parts.append(grade_words(grade))
    parts.append(count(moves, "move"))
    if holes > 1 and hole > 1:
        parts.append(f"round total {strokes(total)}")
    return sentence(SEPARATOR.join(parts))


NEXT_HOLE = "Next hole"
SCORE_CARD = "Score card"
NEW_DEAL = "New deal"


def round_progress(finished: int, holes: int) -> str:
    """The score card's line under the table (whose Total column has the
    sums): how far the round has got."""
    if finished >= holes:
        return f"All {holes} holes played"
    return f"{finished} of {holes} holes played"
