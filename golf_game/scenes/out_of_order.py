"""The plain screen shown when the game keeps crashing (a crash loop).

Restarting the menu again and again would flicker at the players; this scene
stays still instead. It has no buttons and no animation: a kiosk operator
closes it with the usual operator exit (chord or corner press, then PIN); a
desktop player closes the window. On a kiosk, where it may stay up for days
(the operator's out-of-order switch), its words move a pixel a minute
(:mod:`golf_game.view.drift`) so they leave no ghost on the panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..lang import tr
from ..scene import Rects, Scene
from ..view.drift import CardLines, DriftingCard
from ..view.theme import TEXT, TEXT_DIM

if TYPE_CHECKING:
    from ..scene import Context

BACKGROUND = (30, 30, 34)


class OutOfOrderScene(Scene):
    def __init__(self, context: Context, log_path: str, message: str = "") -> None:
        """``message``: the operator's own words (the kiosk's out-of-order
        switch), or one of its menu's (shown in the current language)."""
        self.context = context
        self.log_path = log_path
        self.message = message
        self._card = DriftingCard(context.clock, moving=context.kiosk)

    @property
    def wake_in(self) -> float | None:
        return self._card.wake_in

    def lines(self) -> tuple[str, str]:
        if self.message:
            return tr(self.message), ""
        if self.context.kiosk:
            return tr("Out of order"), tr("Sorry! Please tell a member of staff.")
        return tr("Out of order"), tr(
            "The game keeps failing. Close it; {path} says why.", path=self.log_path
        )

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        # Drawn with plain fills and text only: the fewer parts, the fewer
        # ways for this last-resort screen to fail as well.
        return self._card.draw(surface, full, BACKGROUND, self._lines)

    def _lines(self, size: tuple[int, int]) -> CardLines:
        w, h = size
        title, detail = self.lines()
        art = self.context.art
        big = art.text(title, max(16, min(w, h) // 10), TEXT, bold=True)
        small = art.text(detail, max(12, min(w // 40, h // 24)), TEXT_DIM)
        if small.get_width() > w * 0.95:
            small = pygame.transform.smoothscale_by(small, w * 0.95 / small.get_width())
        return CardLines(big, small, big.get_height() // 3)
