"""Painting a hole by areas: the table where it changed or where a card
moved, then the moving cards over it, then the confetti.

There is no cached copy of the table: the window's own buffer holds it, and
any area to restore (under a card that moved, or where the table changed) is
painted afresh with :func:`paint_board` clipped to it, which costs little
(0.05 ms for a small area, 0.9 ms for a card-sized one at 4K) and saves a
window-sized surface (8 MB at 1080p, 32 MB at 4K). What the painter keeps
from frame to frame is what it needs to find those areas: the picture it
painted last, where each moving card was, and the few pixels under each
confetti bit.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .board import BoardPicture, changed_regions, paint_board
from .layout import Layout
from .sprites import Confetti
from .theme import Art

Sprite = tuple[object, pygame.Rect, Callable[[pygame.Surface], None]]
"""A moving card: an identity kept from frame to frame, the area it covers,
and its painter."""


def merge_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Join rectangles whose union is no bigger than the two apart (they overlap a lot).

    Fewer areas mean each moving card is painted fewer times; where merged
    areas still overlap, the painter repaints the overlap from the table up.
    """
    merged: list[pygame.Rect] = []
    for rect in sorted(rects, key=lambda r: (r.x, r.y)):
        for index, other in enumerate(merged):
            union = other.union(rect)
            if union.w * union.h <= other.w * other.h + rect.w * rect.h:
                merged[index] = union
                break
        else:
            merged.append(rect)
    return merged


class HolePainter:
    """Paints one hole scene's frames into the window, area by area."""

    def __init__(self) -> None:
        self.painted: BoardPicture | None = None
        """The table painted last (``None``: nothing yet, paint it all)."""
        self._last_sprites: dict[object, pygame.Rect] = {}
        self._under_confetti: list[tuple[pygame.Rect, pygame.Surface]] = []

    def forget(self) -> None:
        """The next frame paints everything (a new size)."""
        self.painted = None

    def paint(
        self,
        surface: pygame.Surface,
        art: Art,
        layout: Layout,
        picture: BoardPicture,
        sprites: list[Sprite],
        confetti: Confetti | None,
        full: bool,
    ) -> list[pygame.Rect]:
        """Paint the frame; return the areas of the window that changed."""
        screen = surface.get_rect()
        if picture is self.painted:
            regions: list[pygame.Rect] | None = []
        elif self.painted is None:
            regions = None
        else:
            regions = changed_regions(layout, self.painted, picture)
        self.painted = picture
        lifted = self._lift_confetti(surface)
        sprites = [(key, rect.clip(screen), paint) for key, rect, paint in sprites]
        last = self._last_sprites
        self._last_sprites = {key: rect for key, rect, _ in sprites}
        if full or regions is None:
            paint_board(surface, art, layout, picture)
            for _, _, paint in sprites:
                paint(surface)
            self._drop_confetti(surface, confetti)
            return [screen]
        # Repaint only where something moved, plus the table areas that changed.
        dirty = list(regions)
        for key, rect in self._last_sprites.items():
            before = last.get(key)
            if before != rect:
                dirty.append(rect if before is None else rect.union(before))
        dirty.extend(rect for key, rect in last.items() if key not in self._last_sprites)
        dirty = merge_rects([rect.clip(screen) for rect in dirty if rect.colliderect(screen)])
        # Area by area: the table, then the cards over it. Where two areas overlap
        # the second repaints the overlap from the table up, so nothing is
        # painted twice (a shadow would darken).
        for rect in dirty:
            paint_board(surface, art, layout, picture, clip=rect)
            surface.set_clip(rect)
            for _, bounds, paint in sprites:
                if bounds.colliderect(rect):
                    paint(surface)
        surface.set_clip(None)
        return dirty + lifted + self._drop_confetti(surface, confetti)

    def _lift_confetti(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Put back what each confetti bit covered in the last frame, last bit
        first. The bits lie over everything, so keeping the few pixels under
        each is far cheaper than repainting the table under ninety of them."""
        under, self._under_confetti = self._under_confetti, []
        for rect, pixels in reversed(under):
            surface.blit(pixels, rect)
        return [rect for rect, _ in under]

    def _drop_confetti(
        self, surface: pygame.Surface, confetti: Confetti | None
    ) -> list[pygame.Rect]:
        """Paint the confetti over the finished frame, keeping what it covers."""
        if confetti is None:
            return []
        screen = surface.get_rect()
        for rect, colour in confetti.pieces():
            bit = rect.clip(screen)
            if bit.w and bit.h:
                self._under_confetti.append((bit, surface.subsurface(bit).copy()))
                surface.fill(colour, bit)
        return [rect for rect, _ in self._under_confetti]
