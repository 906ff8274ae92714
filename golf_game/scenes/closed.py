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
from ..view.drift import drift, next_step

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
        self._painted_at: tuple[int, int] | None = None

    @property
    def wake_in(self) -> float | None:
        return None if self.blank else next_step(self.context.clock())

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        offset = (0, 0) if self.blank else drift(self.context.clock())
        if not full and offset == self._painted_at:
            return []
        self._painted_at = offset
        surface.fill((0, 0, 0))
        if self.blank:
            return [surface.get_rect()]
        w, h = surface.get_size()
        art = self.context.art
        unit = min(w, h)
        x, y = w // 2 + offset[0], h // 2 + offset[1]
        title = art.text(words.CLOSED, max(18, unit // 10), DIM_TEXT, bold=True)
        surface.blit(title, title.get_rect(midbottom=(x, y)))
        if self.hours:
            line = art.text(self.hours, max(12, unit // 30), DIMMER_TEXT)
            surface.blit(line, line.get_rect(midtop=(x, y + unit // 40)))
        return [surface.get_rect()]
