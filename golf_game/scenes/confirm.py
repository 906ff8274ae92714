"""A question over the scene below with two answers: go ahead, or not; and
the one the warning assist asks before a move that throws the win away."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..engine import Hole, Move
from ..play.analysis import HoleAnalysis
from ..play.warning import throws_win
from ..saved.records import Assist
from ..scene import Context
from ..view import words
from ..view.theme import TEXT
from .panel import Metrics, PanelScene, Widget, text_line

MAX_WIDTH_MM = 120


class ConfirmScene(PanelScene):
    """``question`` with ``yes`` (runs ``on_yes`` after closing) and ``no``
    (just closes, as Esc does)."""

    overlay = True

    def __init__(
        self, context: Context, question: str, yes: str, no: str, on_yes: Callable[[], None]
    ) -> None:
        super().__init__(context)
        self.question = question
        self.yes_label = yes
        self.no_label = no
        self.on_yes = on_yes

    def confirm(self) -> None:
        """Enter: the safe answer."""
        self.back()

    def yes(self) -> None:
        self.context.stack.pop()
        self.on_yes()

    def build(self, m: Metrics) -> None:
        w, h = m.size
        width = min(round(MAX_WIDTH_MM * m.ppm), w - 4 * m.margin)
        line_h = round(m.text_px * 2.2)
        left = (w - width) // 2
        top = (h - line_h - 2 * m.gap - m.button_h) // 2
        question = text_line(self.question, pygame.Rect(left, top, width, line_h), 1.3, TEXT, True)
        self.widgets.append(question)
        row = [Widget(self.no_label, self.back, primary=True), Widget(self.yes_label, self.yes)]
        self.place_rows([row], pygame.Rect(left, top + line_h + m.gap, width, 0))
        self.finish_panel()


def warn_before_losing(
    context: Context,
    analysis: HoleAnalysis | None,
    hole: Hole,
    move: Move,
    count: Callable[[Assist], None],
    play_anyway: Callable[[], None],
) -> bool:
    """With the warning assist on, ask before ``move`` if it throws the win
    away (counted as an assist; Yes calls ``play_anyway``). Whether it asked."""
    if not context.settings.warn_before_losing or analysis is None:
        return False
    if not throws_win(analysis, hole, move):
        return False
    count(Assist.WARNING)
    context.stack.push(
        ConfirmScene(context, words.WARN_QUESTION, words.WARN_YES, words.WARN_NO, play_anyway)
    )
    return True
