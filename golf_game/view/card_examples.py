"""Drawn example cards that show a rule: a row of cards in the table's own
art, some fanned like the waste, some ringed (fits / does not fit), with a
caption under them. How to play uses them; so can any screen that teaches
(the kiosk's attract mode).

An :class:`Example` is a value; :func:`paint_example` draws it into a
rectangle at the largest card size that fits, so it works from a small
window to 4K.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

from ..engine import Card
from .layout import CARD_RATIO
from .theme import GOLD, TEXT, WARN, Art, Colour, wrap


class Mark(enum.Enum):
    """What a ring round an example card says."""

    NONE = "none"
    FITS = "fits"
    REFUSED = "refused"
    TOP = "top"
    """The waste's top card, what the next card must fit: drawn plain, it
    stands left of the arrow."""


MARK_COLOURS: dict[Mark, Colour] = {Mark.FITS: GOLD, Mark.REFUSED: WARN}
CAPTION_LINES = 2.8
"""The height a caption may take, in lines of its type (two lines and a gap)."""
MARK_SIGNS = {Mark.FITS: "\u2713", Mark.REFUSED: "\u2717"}


@dataclass(frozen=True)
class Group:
    """Cards side by side; ``fan`` > 0 overlaps them like the waste (the share
    of a card's width each one shows of the card under it)."""

    cards: tuple[Card, ...]
    marks: tuple[Mark, ...] = ()
    fan: float = 0.0

    def mark(self, index: int) -> Mark:
        return self.marks[index] if index < len(self.marks) else Mark.NONE

    def width(self, card_w: int, gap: int) -> int:
        if not self.cards:
            return 0
        step = round(card_w * self.fan) if self.fan else card_w + gap
        return step * (len(self.cards) - 1) + card_w


@dataclass(frozen=True)
class Example:
    """Groups of cards left to right, an arrow between each pair of groups,
    and a caption under them."""

    groups: tuple[Group, ...]
    caption: str = ""
    arrow: str = "\u2192"


def card_size_for(example: Example, rect: pygame.Rect, caption_px: int) -> tuple[int, int]:
    """The largest card (w, h) with which ``example`` fits in ``rect``."""
    caption_h = round(caption_px * CAPTION_LINES) if example.caption else 0
    card_h = max(8, round((rect.h - caption_h) / 1.15))  # room for a badge under the card
    card_w = round(card_h / CARD_RATIO)
    total = _width(example, card_w)
    if total > rect.w:
        card_w = max(6, card_w * rect.w // total)
        while card_w > 6 and _width(example, card_w) > rect.w:
            card_w -= 1  # the gaps and rings do not shrink in proportion
    return card_w, round(card_w * CARD_RATIO)


def _width(example: Example, card_w: int) -> int:
    gap = max(2, card_w // 8)
    arrow_w = card_w // 2 if len(example.groups) > 1 else 0
    groups = sum(group.width(card_w, gap) for group in example.groups)
    rings = 2 * ring_width(card_w)
    return groups + rings + (arrow_w + 2 * gap) * (len(example.groups) - 1)


def ring_width(card_w: int) -> int:
    """How thick the ring round a marked card is."""
    return max(3, card_w // 14)


def paint_example(
    surface: pygame.Surface,
    art: Art,
    example: Example,
    rect: pygame.Rect,
    caption_px: int,
    four_colour: bool = False,
    size: tuple[int, int] | None = None,
) -> pygame.Rect:
    """Draw ``example`` centred in ``rect`` (with cards of ``size``, or the
    largest that fit); returns the area it covers."""
    card_w, card_h = size or card_size_for(example, rect, caption_px)
    gap = max(2, card_w // 8)
    arrow_w = card_w // 2
    x = rect.centerx - _width(example, card_w) // 2 + ring_width(card_w)
    y = rect.y
    used = pygame.Rect(x, y, 0, 0)
    for number, group in enumerate(example.groups):
        if number:
            x += gap
            arrow = art.text(example.arrow, max(10, card_h // 4), TEXT, bold=True)
            surface.blit(arrow, arrow.get_rect(center=(x + arrow_w // 2, y + card_h // 2)))
            x += arrow_w + gap
        step = round(card_w * group.fan) if group.fan else card_w + gap
        for index, card in enumerate(group.cards):
            where = pygame.Rect(x + index * step, y, card_w, card_h)
            surface.blit(art.card(card, card_w, card_h, four_colour), where)
            _paint_mark(surface, art, group.mark(index), where)
            used.union_ip(where)
        x += group.width(card_w, gap)
    if example.caption:
        # The caption under the cards, in two lines where one is too wide.
        font = art.font(caption_px)
        ring = ring_width(card_w)
        below = y + card_h + ring + max(ring, where_badge(card_w) // 2) + caption_px // 4
        for line in wrap(example.caption, font, rect.w):
            img = art.text(line, caption_px, TEXT)
            place = img.get_rect(midtop=(rect.centerx, below))
            surface.blit(img, place)
            used.union_ip(place)
            below += font.get_linesize()
    return used


def _paint_mark(surface: pygame.Surface, art: Art, mark: Mark, where: pygame.Rect) -> None:
    colour = MARK_COLOURS.get(mark)
    if colour is None:
        return
    pad = ring_width(where.w)
    ring = art.shape(
        "glow", (where.w + 2 * pad, where.h + 2 * pad), colour, 235, where.w * 0.12, width=pad
    )
    surface.blit(ring, (where.x - pad, where.y - pad))
    sign = MARK_SIGNS.get(mark)
    if sign is None:
        return
    px = max(10, where.w // 4)
    side = where_badge(where.w)
    badge = pygame.Rect(0, 0, side, side)
    badge.center = (where.centerx, where.bottom + pad // 2)  # on the ring, clear of the card
    surface.blit(art.shape("badge", badge.size, colour, 255, badge.h / 2), badge)
    img = art.text(sign, px, (20, 30, 25), bold=True)
    surface.blit(img, img.get_rect(center=badge.center))


def where_badge(card_w: int) -> int:
    """The side of the round badge (tick or cross) on a ringed card."""
    return round(max(10, card_w // 4) * 1.5)
