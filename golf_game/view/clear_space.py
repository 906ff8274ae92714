"""Where on the table a panel can lie without hiding what the player must
still see (the cards left in the columns, the waste's top card).

A handful of rectangles to keep clear gives a handful of candidate edges,
so every maximal clear rectangle is found by trying each pair of left and
right edges with each pair of top and bottom ones: a few thousand cheap
tests, done once per layout.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import pairwise

import pygame


def clear_rects(area: pygame.Rect, keep: Sequence[pygame.Rect], gap: int = 0) -> list[pygame.Rect]:
    """The rectangles inside ``area`` that overlap none of ``keep`` (each
    grown by ``gap``) and cannot grow any way: largest first, and among
    equals the one nearest the bottom of ``area`` first. Remembered for the
    last few questions: a result asks the same one at every refresh."""
    found = _clear(tuple(area), tuple(tuple(rect) for rect in keep), gap)
    return [pygame.Rect(rect) for rect in found]


Box = tuple[int, int, int, int]


@lru_cache(maxsize=16)
def _clear(area_box: Box, keep: tuple[Box, ...], gap: int) -> tuple[Box, ...]:
    area = pygame.Rect(area_box)
    blocks = [pygame.Rect(box).inflate(2 * gap, 2 * gap).clip(area) for box in keep]
    blocks = [block for block in blocks if block.w > 0 and block.h > 0]
    xs = sorted({area.left, area.right, *(b.left for b in blocks), *(b.right for b in blocks)})
    ys = sorted({area.top, area.bottom, *(b.top for b in blocks), *(b.bottom for b in blocks)})
    found: list[pygame.Rect] = []
    for i, left in enumerate(xs):
        for right in xs[i + 1 :]:
            for j, top in enumerate(ys):
                for bottom in ys[j + 1 :]:
                    rect = pygame.Rect(left, top, right - left, bottom - top)
                    if rect.collidelist(blocks) >= 0:
                        break  # a taller one from this top overlaps too
                    if _maximal(rect, area, blocks):
                        found.append(rect)
    found.sort(key=lambda r: (-r.w * r.h, -r.bottom))
    return tuple((r.x, r.y, r.w, r.h) for r in found)


def _maximal(rect: pygame.Rect, area: pygame.Rect, blocks: Sequence[pygame.Rect]) -> bool:
    """True when ``rect`` cannot grow by one pixel on any side and stay clear."""
    grown = (
        pygame.Rect(rect.x - 1, rect.y, 1, rect.h),
        pygame.Rect(rect.right, rect.y, 1, rect.h),
        pygame.Rect(rect.x, rect.y - 1, rect.w, 1),
        pygame.Rect(rect.x, rect.bottom, rect.w, 1),
    )
    return all(not area.contains(edge) or edge.collidelist(blocks) >= 0 for edge in grown)


def around(area: pygame.Rect, holes: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles that together cover ``area`` except ``holes``, band by band
    (a veil over the table with the cards that matter left bright)."""
    cut = [hole.clip(area) for hole in holes]
    cut = [hole for hole in cut if hole.w > 0 and hole.h > 0]
    ys = sorted({area.top, area.bottom, *(h.top for h in cut), *(h.bottom for h in cut)})
    pieces: list[pygame.Rect] = []
    for top, bottom in pairwise(ys):
        x = area.left
        for hole in sorted(
            (h for h in cut if h.top <= top and h.bottom >= bottom), key=lambda h: h.x
        ):
            if hole.left > x:
                pieces.append(pygame.Rect(x, top, hole.left - x, bottom - top))
            x = max(x, hole.right)
        if x < area.right:
            pieces.append(pygame.Rect(x, top, area.right - x, bottom - top))
    return pieces
