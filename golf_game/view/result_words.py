"""The words of a finished hole and of a round's score card, each fact said
once: the headline names the outcome (or par reached), the score line the
score and par, the golf line what the two make, the small print the rest.

Kept apart from :mod:`golf_game.view.words` (the words of the whole game,
which these reuse) so that each stays one screenful of a job. Functions take
values, never text to pick apart; every text comes in the current language
(:mod:`golf_game.lang`), the constants (``result_words.NEXT_HOLE``) made when
read, as in :mod:`.words`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine import Outcome
from ..lang import texts_when_read, tr
from .words import against_par, count, grade_words, reached_par, score_words, sentence, strokes

if TYPE_CHECKING:
    from ..engine.grade import Grade

SEPARATOR = " \u00b7 "
"""Between the facts of one line: "Score +4 \u00b7 Par +3"."""


def score_and_par(score: int, par: int | None) -> str:
    """The score line: "Score +4 \u00b7 Par +3" (the score alone while par is unknown)."""
    if par is None:
        return score_words(score)
    return f"{score_words(score)}{SEPARATOR}{tr('Par {par}', par=strokes(par))}"


def golf_line(outcome: Outcome, score: int, par: int | None) -> str | None:
    """Under the score line: what score and par make in golf's words
    ("Bogey", "11 over par"), the solver's progress while par is unknown,
    and nothing where the headline has said it ("Par! ...")."""
    if par is None:
        return tr("Par: the solver is still working it out")
    if reached_par(outcome, score, par):
        return None
    return against_par(score, par)


def result_detail(grade: Grade | None, moves: int, hole: int, holes: int, total: int) -> str:
    """The small print: the hole of the round, the deal's grade, the moves,
    and the round's total from hole 2 on (on hole 1 it is the score above)."""
    parts = [tr("hole {n} of {total}", n=hole, total=holes)] if holes > 1 else []
    if grade is not None:
        parts.append(grade_words(grade))
    parts.append(count(moves, "move"))
    if holes > 1 and hole > 1:
        parts.append(tr("round total {total}", total=strokes(total)))
    return sentence(SEPARATOR.join(parts))


def round_progress(finished: int, holes: int) -> str:
    """The score card's line under the table (whose Total column has the
    sums): how far the round has got."""
    if finished >= holes:
        return tr("All {n} holes played", n=holes)
    return tr("{n} of {total} holes played", n=finished, total=holes)


_CONSTANTS: dict[str, Callable[[], str]] = {
    "PAR_WORKING": lambda: tr("Par: the solver is still working it out"),
    "NEXT_HOLE": lambda: tr("Next hole"),
    "SCORE_CARD": lambda: tr("Score card"),
    "NEW_DEAL": lambda: tr("New deal"),
}


__getattr__ = texts_when_read(__name__, _CONSTANTS)
"""The text constants in the current language, made when read (PEP 562)."""


def best_line_done(score: int) -> str:
    return tr("Best line played. {score}. Tap to go back.", score=score_words(score))


def best_line_state(move: int, last: int, paused: bool, speed: int) -> str:
    """Where the replay is, whether it waits, and its speed when not 1."""
    where = tr("Best line: move {n} of {total}.", n=move, total=last)
    if paused:
        where += " " + tr("Paused.")
    if speed != 1:
        where += " " + tr("Speed {n}x.", n=speed)
    return where
