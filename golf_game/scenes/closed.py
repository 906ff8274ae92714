"""The kiosk outside the operator's opening hours: a dim "Closed" card, or black.

The kiosk (:mod:`golf_game.kiosk`) shows this scene instead of the menu while
the hours say closed, and the menu again when they open. Touches do nothing
here (the operator's exit still works: the kiosk takes it first). The card is
dim, and it moves a few pixels every minute (:mod:`golf_game.view.drift`) so
hours of the same words leave no ghost on the panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..scene import Rects, Scene
from ..view import kiosk_words as words
from ..view.drift import CardLines, DriftingCard

if TYPE_CHECKING:
    from ..scene import Context

DIM_TEXT = (90, 96, 92)
DIMMER_TEXT = (60, 66, 62)


class ClosedScene(Scene):
    """``hours``: the opening hours' words (empty: none shown); ``blank``: black only."""

    def __init__(self, context: Context, hours: str, blank: bool = False) -> None:
        self.context = context
        self.hours = hours
        self.blank = blank
        self._card = DriftingCard(context.clock, moving=not blank)

    @property
    def wake_in(self) -> float | None:
        return self._card.wake_in

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        return self._card.draw(surface, full, (0, 0, 0), self._lines)

    def _lines(self, size: tuple[int, int]) -> CardLines | None:
        if self.blank:
            return None
        art = self.context.art
        unit = min(size)
        title = art.text(words.CLOSED, max(18, unit // 10), DIM_TEXT, bold=True)
        hours = art.text(self.hours, max(12, unit // 30), DIMMER_TEXT) if self.hours else None
        return CardLines(title, hours, unit // 40)
