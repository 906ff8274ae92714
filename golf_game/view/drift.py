"""Screen care: where a static picture sits, moved a pixel now and then.

A public screen that shows the same words in the same place for hours can
keep a ghost of them (burn-in on OLED and plasma panels, image retention on
some LCDs). :func:`drift` gives an offset that moves one pixel every
:data:`STEP_SECONDS`, snaking row by row over a small square and back, so a
picture drawn at ``rect.move(drift(now))`` never stays put for long and
spends as long at every spot of the square, yet never moves far or fast
enough to be noticed.

:class:`ScreenCare` applies it in kiosk mode to the parts of a screen that
stay put while it is used: the hole's header, message line and buttons
(:func:`drifted`), and the panels' widgets. The rectangles themselves move,
so what is hit-tested is always where it was drawn. :class:`DriftingCard`
paints the still screens (closed, out of order): a title over a line of
detail, centred, moved by the drift and repainted only when it moved.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import NamedTuple

import pygame

from .layout import Layout

STEP_SECONDS = 60.0
AMPLITUDE_PX = 4

Offset = tuple[int, int]


def drift(now: float, amplitude: int = AMPLITUDE_PX) -> Offset:
    """The offset at clock time ``now``, within ``amplitude`` px each way:
    step ``n`` (one every :data:`STEP_SECONDS`) is the ``n``-th spot of a
    walk along the rows of the square, turning at each end, then back along
    the same path; two steps in a row are never more than 1 px apart."""
    if amplitude <= 0:
        return 0, 0
    side = 2 * amplitude + 1
    spots = side * side
    step = math.floor(now / STEP_SECONDS) % (2 * (spots - 1))
    spot = step if step < spots else 2 * (spots - 1) - step
    row, column = divmod(spot, side)
    if row % 2:
        column = side - 1 - column
    return column - amplitude, row - amplitude


def next_step(now: float) -> float:
    """Seconds until :func:`drift` moves on (a scene's ``wake_in``)."""
    return STEP_SECONDS - (now % STEP_SECONDS)


def drifted(layout: Layout, offset: Offset) -> Layout:
    """``layout`` with its static parts (header, message line, buttons)
    moved by ``offset``; the cards stay where they are."""
    if offset == (0, 0) or layout.too_small:
        return layout
    return dataclasses.replace(
        layout,
        hud=layout.hud.move(offset),
        message=layout.message.move(offset),
        buttons={button: rect.move(offset) for button, rect in layout.buttons.items()},
    )


class ScreenCare:
    """The drift one screen is laid out with: none unless ``on`` (a kiosk)."""

    def __init__(self, clock: Callable[[], float], on: bool) -> None:
        self.clock = clock
        self.on = on
        self.offset: Offset = (0, 0)
        """The offset the screen was last laid out with."""

    def place(self) -> Offset:
        """The offset to lay the screen out with now (remembered for :meth:`due`)."""
        self.offset = drift(self.clock()) if self.on else (0, 0)
        return self.offset

    def due(self) -> bool:
        """The drift has moved on since the screen was laid out."""
        return self.on and drift(self.clock()) != self.offset


class CardLines(NamedTuple):
    """What a :class:`DriftingCard` shows: ``title`` with its bottom on the
    screen's centre, ``detail`` (if any) with its top ``gap`` px below it."""

    title: pygame.Surface
    detail: pygame.Surface | None
    gap: int


class DriftingCard:
    """A screen that shows one card for hours: its lines are centred on the
    screen and, when ``moving``, moved by :func:`drift`; the screen is painted
    afresh only when asked to (``full``) or when the drift moved on."""

    def __init__(self, clock: Callable[[], float], moving: bool) -> None:
        self.clock = clock
        self.moving = moving
        self._painted_at: Offset | None = None

    @property
    def wake_in(self) -> float | None:
        """When the card moves next (a scene's ``wake_in``); ``None``: never."""
        return next_step(self.clock()) if self.moving else None

    def draw(
        self,
        surface: pygame.Surface,
        full: bool,
        background: tuple[int, int, int],
        lines: Callable[[tuple[int, int]], CardLines | None],
    ) -> list[pygame.Rect]:
        """Paint ``background`` and the ``lines`` made for the surface's size
        (``None``: the background only); the areas painted, none if the
        picture on the surface is still the right one."""
        offset = drift(self.clock()) if self.moving else (0, 0)
        if not full and offset == self._painted_at:
            return []
        self._painted_at = offset
        surface.fill(background)
        w, h = surface.get_size()
        card = lines((w, h))
        if card is not None:
            x, y = w // 2 + offset[0], h // 2 + offset[1]
            surface.blit(card.title, card.title.get_rect(midbottom=(x, y)))
            if card.detail is not None:
                surface.blit(card.detail, card.detail.get_rect(midtop=(x, y + card.gap)))
        return [surface.get_rect()]
