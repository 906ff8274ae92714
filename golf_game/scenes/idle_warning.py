"""The kiosk's idle warning: "Still playing?" over the visitor's game, with a countdown.

The kiosk (:mod:`golf_game.kiosk`) pushes this overlay when nobody has
touched the screen for the operator's idle time, instead of throwing the
game away at once. Any input keeps the game (the kiosk takes the input and
closes the overlay); when the countdown runs out the kiosk goes back to the
menu. This scene only shows the time left: the decisions are the kiosk's.

It draws only when the whole second shown changes, and reports ``wake_in``
so the loop sleeps between those seconds.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ..scene import Rects, Scene
from ..view import kiosk_words as words
from ..view.theme import GOLD, TEXT

if TYPE_CHECKING:
    from ..scene import Context

SHADE = (0, 0, 0, 170)


class IdleWarningScene(Scene):
    """Counts down to ``ends`` (the app's clock)."""

    opaque = False

    def __init__(self, context: Context, ends: float) -> None:
        self.context = context
        self.ends = ends
        self._shown: int | None = None

    @property
    def seconds_left(self) -> int:
        """Whole seconds left, rounded up (0 once the time is over)."""
        return max(0, math.ceil(self.ends - self.context.clock()))

    @property
    def wake_in(self) -> float | None:
        left = self.ends - self.context.clock()
        if left <= 0:
            return None
        # The next moment the whole second shown changes.
        return left - math.floor(left - 1e-9)

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        left = self.seconds_left
        if not full and left == self._shown:
            return []
        self._shown = left
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill(SHADE)
        surface.blit(shade, (0, 0))
        art = self.context.art
        unit = min(w, h)
        lines = [
            art.text(words.STILL_PLAYING, max(20, unit // 9), GOLD, bold=True),
            art.text(words.KEEP_GAME, max(16, unit // 16), TEXT, bold=True),
            art.text(str(left), max(32, unit // 4), TEXT, bold=True),
            art.text(words.idle_countdown(left), max(14, unit // 26), TEXT),
        ]
        lines = [_fit(line, w * 0.92) for line in lines]
        gap = unit // 40
        y = (h - sum(line.get_height() for line in lines) - gap * (len(lines) - 1)) // 2
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(w // 2, y)))
            y += line.get_height() + gap
        return [surface.get_rect()]


def _fit(picture: pygame.Surface, width: float) -> pygame.Surface:
    """``picture``, shrunk to ``width`` if it is wider (a narrow portrait screen)."""
    if picture.get_width() <= width:
        return picture
    return pygame.transform.smoothscale_by(picture, width / picture.get_width())
