"""The warning assist's question, asked before a move that throws the win
away (see :mod:`golf_game.play.warning` for when)."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Hole, Move
from ..play.analysis import HoleAnalysis
from ..play.warning import throws_win
from ..saved.records import Assist
from ..scene import Context
from ..view import words
from .confirm import ConfirmScene


def warn_before_losing(
    context: Context,
    analysis: HoleAnalysis | None,
    hole: Hole,
    move: Move,
    count: Callable[[Assist], None],
    play_anyway: Callable[[], None],
) -> bool:
    """With the warning assist on, ask before ``move`` if it throws the win
    away (counted as an assist; the go answer calls ``play_anyway``).
    Whether it asked."""
    if not context.settings.warn_before_losing or analysis is None:
        return False
    if not throws_win(analysis, hole, move):
        return False
    count(Assist.WARNING)
    question = ConfirmScene(
        context, words.WARN_QUESTION, words.WARN_DETAIL, words.WARN_YES, play_anyway
    )
    context.stack.push(question)
    return True
