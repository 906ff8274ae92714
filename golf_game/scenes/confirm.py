"""The question asked before something the player cannot take back: it
names what would be lost, with a large Cancel (Esc and Enter cancel too)
and the action itself smaller beside it. One scene for every such question:
a new deal over a started one, a new game over the saved one, a restart."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..lang import N_, tr
from ..play.game import stake
from ..play.session import Session, Start
from ..scene import Context
from ..view import words
from ..view.theme import TEXT, TEXT_DIM
from .panel import Metrics, PanelScene, Widget, text_line, wrap_words

MAX_WIDTH_MM = 150
CANCEL = N_("Cancel")


class ConfirmScene(PanelScene):
    """``question`` (e.g. "Abandon hole 2 of 9?") and ``detail`` over the
    scene below; ``go`` (labelled ``go_label``, an English text :func:`tr`
    translates) runs only once the player chose it, after this overlay has
    left the stack."""

    overlay = True
    veil = 170
    panel_alpha = 252

    def __init__(
        self,
        context: Context,
        question: str,
        detail: str,
        go_label: str,
        go: Callable[[], None],
    ) -> None:
        self.question = question
        self.detail = detail
        self.go_label = go_label
        self.go = go
        super().__init__(context)

    def _go(self) -> None:
        self.context.stack.pop()
        self.go()

    def confirm(self) -> None:
        """Enter keeps what the player has: the safe answer."""
        self.back()

    def build(self, m: Metrics) -> None:
        w, h = m.size
        width = min(round(MAX_WIDTH_MM * m.ppm), w - 4 * m.margin)
        title_h = round(m.title_px * 1.6)
        line_h = round(m.text_px * 1.6)
        cancel_h = round(m.button_h * 1.5)
        lines = wrap_words(self.context.art.font(m.text_px), self.detail, width)
        total = title_h + len(lines) * line_h + 2 * m.gap + cancel_h + m.gap + m.button_h
        top = max(m.margin, (h - total) // 2)
        left = (w - width) // 2
        self.widgets.append(
            text_line(self.question, pygame.Rect(left, top, width, title_h), 1.5, TEXT, True)
        )
        y = top + title_h
        for line in lines:
            self.widgets.append(text_line(line, pygame.Rect(left, y, width, line_h), 1.0, TEXT_DIM))
            y += line_h
        self.place_rows(
            [[Widget(tr(CANCEL), self.back, primary=True)], [Widget(tr(self.go_label), self._go)]],
            pygame.Rect(left, y + 2 * m.gap, width, 0),
            [cancel_h, m.button_h],
        )
        self.finish_panel()


def ask(
    context: Context,
    question: tuple[str, str] | None,
    go_label: str,
    go: Callable[[], None],
) -> None:
    """Ask ``question`` (its words and detail) before ``go``; with nothing
    to lose (``None``) go at once."""
    if question is None:
        go()
        return
    context.stack.push(ConfirmScene(context, *question, go_label, go))


def start_over_saved(context: Context, session: Session, start: Start) -> None:
    """Start ``start``; first ask if it would end the saved game behind Continue."""
    saved = session.saved
    at_stake = None if saved is None else stake(saved)
    question = None if at_stake is None else words.replace_saved_question(at_stake)

    def begin() -> None:
        session.new_game(start)

    ask(context, question, N_("New game"), begin)
