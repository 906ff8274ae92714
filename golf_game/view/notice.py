"""Notices: short messages over every scene, for what the game could not do.

The app shows them (a save that failed, no audio device, a missing font, a
crash it recovered from) in a strip near the top of the window for
:data:`NOTICE_SECONDS`, one after another. They expire on the game's clock, and
the app's loop wakes for the expiry instead of polling.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

import pygame

from .theme import PANEL, WARN, Art, wrap

NOTICE_SECONDS = 6.0
MAX_QUEUED = 5
"""Older notices beyond this are dropped: a flood of failures must not queue
minutes of messages."""


class Notices:
    """A queue of messages; the first one shows until it expires."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._queue: deque[str] = deque(maxlen=MAX_QUEUED)
        self._shown_at: float | None = None
        self.history: list[str] = []
        """Every message ever shown (tests and the soak read it)."""

    def add(self, text: str) -> None:
        if text in self._queue:
            return
        self._queue.append(text)
        self.history.append(text)
        del self.history[:-100]

    @property
    def current(self) -> str | None:
        return self._queue[0] if self._queue else None

    def deadline(self) -> float | None:
        """When the message on screen should go (``None``: nothing shown)."""
        if not self._queue:
            return None
        if self._shown_at is None:
            return self._clock()
        return self._shown_at + NOTICE_SECONDS

    def advance(self) -> bool:
        """Drop an expired message, start the timer of a new one; True if what
        is shown changed (the window must be repainted)."""
        if not self._queue:
            return False
        now = self._clock()
        if self._shown_at is None or now < self._shown_at:
            # Newly shown, or the clock jumped backwards: start its time now.
            changed = self._shown_at is None
            self._shown_at = now
            return changed
        if now - self._shown_at < NOTICE_SECONDS:
            return False
        self._queue.popleft()
        self._shown_at = now if self._queue else None
        return True

    def rect(
        self, size: tuple[int, int], art: Art, area: pygame.Rect | None = None
    ) -> pygame.Rect | None:
        """What the current notice covers (``None``: nothing to show). ``area``:
        the scene's place for it, all of which it takes (the notice fits in it,
        wrapped, in smaller type if need be); else a strip near the top."""
        plan = self._plan(size, art, area)
        if plan is None:
            return None
        return plan[2] if area is None else area

    def _plan(
        self, size: tuple[int, int], art: Art, area: pygame.Rect | None
    ) -> tuple[int, list[str], pygame.Rect] | None:
        """The notice's type size, its lines and its box."""
        text = self.current
        if text is None:
            return None
        w, h = size
        px = _font_px(size)
        # No place given: a strip from 1/12 of the height, room for three lines.
        place = area or pygame.Rect(w // 40, h // 12, w - w // 20, round(px * 4.2))
        while True:
            font = art.font(px, bold=True)
            pad = max(4, font.get_linesize() // 3)
            lines = wrap(text, font, place.w - 2 * pad)
            widest = max(font.size(line)[0] for line in lines)
            tall = len(lines) * font.get_linesize() + pad
            if (tall <= place.h and widest <= place.w - 2 * pad) or px <= 9:
                break
            px -= max(1, px // 10)
        box = pygame.Rect(0, 0, min(place.w, widest + 2 * pad), min(place.h, tall))
        if area is None:
            box.midtop = place.midtop
        else:
            box.center = place.center
        return px, lines, box

    def paint(
        self, surface: pygame.Surface, art: Art, area: pygame.Rect | None = None
    ) -> pygame.Rect | None:
        """Paint the current message (opaque, so painting it twice looks the same)."""
        plan = self._plan(surface.get_size(), art, area)
        if plan is None:
            return None
        px, lines, rect = plan
        if area is not None:
            # What the scene showed there (its own message) gives way to the notice.
            art.paint_felt(surface, area)
        surface.fill(PANEL, rect)
        pygame.draw.rect(surface, WARN, rect, width=max(1, px // 12))
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip))
        line_h = art.font(px, bold=True).get_linesize()
        y = rect.centery - len(lines) * line_h // 2
        for line in lines:
            image = art.text(line, px, WARN, bold=True)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += line_h
        surface.set_clip(clip)
        return rect if area is None else area


def _font_px(size: tuple[int, int]) -> int:
    return max(12, min(size) // 36)
