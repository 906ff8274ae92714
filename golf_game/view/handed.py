"""The left-handed table: the hole's layout mirrored, so the stock and the
buttons sit where a left hand reaches them.

The stock, the waste's row, the message and the button row swap sides; the
columns stay in order (key 1 is still the leftmost column, as printed in
every rule and hint). Hit tests, painting and motion all read the same
rectangles, so nothing else needs to know.
"""

from __future__ import annotations

import dataclasses

import pygame

from .layout import Layout


def mirrored(rect: pygame.Rect, width: int) -> pygame.Rect:
    """``rect`` reflected across the middle of a window ``width`` wide."""
    return pygame.Rect(width - rect.right, rect.y, rect.w, rect.h)


def handed(layout: Layout, left_handed: bool) -> Layout:
    """``layout`` as it is, or mirrored for a left-handed player."""
    if not left_handed or layout.too_small:
        return layout
    width = layout.size[0]
    return dataclasses.replace(
        layout,
        stock=mirrored(layout.stock, width),
        waste=mirrored(layout.waste, width),
        message=mirrored(layout.message, width),
        buttons={button: mirrored(rect, width) for button, rect in layout.buttons.items()},
    )
