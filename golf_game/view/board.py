"""Paints the hole: the table, the columns, stock, waste, HUD and buttons.

The scene describes what to show in a :class:`BoardPicture` (cards in flight
are left out of it and drawn as sprites on top); this module only paints it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..engine import Card
from ..lang import tr
from .hud import plan_hud
from .layout import MIN_WINDOW, Button, Layout
from .theme import (
    BUTTON,
    BUTTON_TEXT,
    GOLD,
    HINT,
    TEXT,
    Art,
    Colour,
    shadow_drop,
    wrap,
)

Drop = tuple[bool, bool] | None
"""(the dragged card may go on the waste, it is over the waste now)."""

DROP = (120, 230, 140)
"""The waste's ring while a card that may go there is dragged."""


@dataclass(frozen=True)
class BoardPicture:
    columns: tuple[tuple[Card, ...], ...]
    """The cards to draw in each column (top first); cards in flight left out."""
    exposed: tuple[bool, ...]
    """Per column: whether its last card shown is really its exposed card."""
    stock_count: int
    waste: tuple[Card, ...]
    """Waste cards to show, oldest first: the whole run, fanned."""
    counters: tuple[tuple[str, str], ...]
    """The header's counters, (label, value)."""
    title: str
    message: str
    message_colour: Colour
    enabled: frozenset[Button]
    legal: frozenset[int] = frozenset()
    hint_column: int | None = None
    hint_stock: bool = False
    four_colour: bool = False
    status: tuple[str, Colour] | None = None
    """A word from the solver beside the counters ("Winnable"), in its colour."""
    waste_fan: tuple[int, ...] = ()
    """Where each shown waste card lies right of the waste row's left edge
    (see :meth:`Layout.waste_offsets`); empty: as laid out for their number."""
    counter_room: tuple[str, ...] = ()
    """Per counter, the widest value it may show (beyond :data:`WIDEST_COUNTER`)."""
    drop: Drop = None
    """While a card is dragged: whether the waste takes it, and whether it is over it."""


def paint_too_small(surface: pygame.Surface, art: Art) -> None:
    art.paint_felt(surface, surface.get_rect())
    w, h = surface.get_size()
    px = max(10, min(w, h) // 18)
    lines = (
        tr("Window too small"),
        tr("make it at least {w} x {h}", w=str(MIN_WINDOW[0]), h=str(MIN_WINDOW[1])),
    )
    y = h // 2 - px
    for line in lines:
        img = art.text(line, px, TEXT, bold=line == lines[0])
        surface.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += round(px * 1.4)


def paint_card(
    surface: pygame.Surface,
    art: Art,
    layout: Layout,
    card: Card | None,
    rect: pygame.Rect,
    four_colour: bool,
    lifted: bool = False,
) -> None:
    """One card (``None``: its back) with its shadow; ``lifted`` casts a longer one."""
    w, h = layout.card_w, layout.card_h
    if lifted:
        drop = lifted_drop(h)
        shadow = art.shape("shadow", (w, h), (0, 0, 0), 90, w * 0.08)
        surface.blit(shadow, (rect.x + drop // 2, rect.y + drop))
    surface.blit(art.card(card, w, h, four_colour), rect)


def _blank_below_index(
    surface: pygame.Surface,
    art: Art,
    layout: Layout,
    card: Card | None,
    rect: pygame.Rect,
    four_colour: bool,
) -> None:
    """Where a column's step is taller than a card's index (portrait), cover
    the big suit showing under the index with the card's own blank face: a
    band of the sprite just above the big suit, stretched down to the next card."""
    band = layout.offset - layout.index_h
    if band <= 0 or card is None:
        return
    sprite = art.card(card, layout.card_w, layout.card_h, four_colour)
    strip = max(1, layout.card_h // 20)
    source = pygame.Rect(0, layout.index_h - strip, layout.card_w, strip)
    blank = pygame.transform.scale(sprite.subsurface(source), (layout.card_w, band))
    surface.blit(blank, (rect.x, rect.y + layout.index_h))


def lifted_drop(h: int) -> int:
    return max(1, round(h * 0.05))


def sprite_bounds(layout: Layout, rect: pygame.Rect, lifted: bool) -> pygame.Rect:
    """Everything :func:`paint_card` may touch for a card at ``rect``."""
    drop = lifted_drop(layout.card_h) if lifted else shadow_drop(layout.card_h)
    return rect.inflate(2, 2).union(rect.move(drop // 2, drop).inflate(2, 2))


def _slot(surface: pygame.Surface, art: Art, layout: Layout, rect: pygame.Rect) -> None:
    outline = art.shape(
        "slot",
        rect.size,
        (255, 255, 255),
        60,
        layout.card_w * 0.08,
        width=max(1, layout.card_w // 60),
    )
    surface.blit(outline, rect)


def _glow(
    surface: pygame.Surface,
    art: Art,
    layout: Layout,
    rect: pygame.Rect,
    colour: Colour,
    strength: int,
) -> None:
    pad = glow_pad(layout)
    size = (rect.w + 2 * pad, rect.h + 2 * pad)
    ring = art.shape("glow", size, colour, strength, layout.card_w * 0.12, width=pad)
    surface.blit(ring, (rect.x - pad, rect.y - pad))


def glow_pad(layout: Layout) -> int:
    """How thick a ring around a card is: easy to see from a step back."""
    return max(3, layout.card_w // 14)


def paint_board(
    surface: pygame.Surface,
    art: Art,
    layout: Layout,
    picture: BoardPicture,
    clip: pygame.Rect | None = None,
) -> None:
    """Paint the table; with ``clip``, only that area (pygame skips the rest cheaply)."""
    surface.set_clip(clip)
    try:
        _paint_board(surface, art, layout, picture)
    finally:
        surface.set_clip(None)


def _paint_board(surface: pygame.Surface, art: Art, layout: Layout, picture: BoardPicture) -> None:
    if layout.too_small:
        paint_too_small(surface, art)
        return
    clip = surface.get_clip()
    art.paint_felt(surface, clip)
    w, h = layout.card_w, layout.card_h
    covered_tint = art.shape("tint", (w, h), (20, 40, 30), 34, w * 0.08)

    for column, cards in enumerate(picture.columns):
        rects = layout.columns[column]
        if not cards:
            _slot(surface, art, layout, rects[0])
        for index, card in enumerate(cards):
            rect = rects[index]
            is_exposed = index == len(cards) - 1 and picture.exposed[column]
            paint_card(surface, art, layout, card, rect, picture.four_colour)
            if not is_exposed:
                _blank_below_index(surface, art, layout, card, rect, picture.four_colour)
                surface.blit(covered_tint, rect)
        if cards and picture.exposed[column]:
            exposed_rect = rects[len(cards) - 1]
            if picture.hint_column == column:
                _glow(surface, art, layout, exposed_rect, HINT, 255)
            elif column in picture.legal:
                _glow(surface, art, layout, exposed_rect, GOLD, 235)

    _paint_stock(surface, art, layout, picture)
    _paint_waste(surface, art, layout, picture)
    _paint_hud(surface, art, layout, picture)
    _paint_message(surface, art, layout, picture)
    paint_buttons(surface, art, layout, picture.enabled)


def _paint_stock(surface: pygame.Surface, art: Art, layout: Layout, picture: BoardPicture) -> None:
    rect = layout.stock
    if picture.stock_count == 0:
        _slot(surface, art, layout, rect)
    else:
        # A few backs stacked a pixel or two apart show the pile's thickness.
        layers = min(4, (picture.stock_count + 3) // 4)
        step = max(1, layout.card_w // 50)
        for layer in range(layers - 1, -1, -1):
            paint_card(surface, art, layout, None, rect.move(-layer * step, -layer * step), False)
    if picture.hint_stock:
        lift = 3 * max(1, layout.card_w // 50)
        _glow(surface, art, layout, rect.union(rect.move(-lift, -lift)), HINT, 255)
    # The count sits on the pile itself, so it cannot collide with anything.
    badge_px = max(10, round(layout.text_px * 0.9))
    badge = art.text(str(picture.stock_count), badge_px, TEXT, bold=True)
    plate = badge.get_rect(center=(rect.centerx, rect.bottom - layout.card_h // 5))
    plate = plate.inflate(badge_px, badge_px // 3)
    surface.blit(art.shape("badge", plate.size, (0, 0, 0), 150, plate.h / 2), plate)
    surface.blit(badge, badge.get_rect(center=plate.center))


def _paint_message(
    surface: pygame.Surface, art: Art, layout: Layout, picture: BoardPicture
) -> None:
    """The message in as many lines as its box holds, centred; a long reason
    in a small box gets smaller type rather than cut words."""
    box = layout.message
    px = layout.text_px
    while True:
        font = art.font(px)
        lines = wrap(picture.message, font, box.w)
        line_h = font.get_linesize()
        widest = max((font.size(line)[0] for line in lines), default=0)
        if (len(lines) * line_h <= box.h and widest <= box.w) or px <= 9:
            break
        px -= max(1, px // 10)
    y = box.centery - len(lines) * line_h // 2
    for line in lines:
        img = art.text(line, px, picture.message_colour)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += line_h


def _paint_waste(surface: pygame.Surface, art: Art, layout: Layout, picture: BoardPicture) -> None:
    shown = picture.waste
    if not shown:
        _slot(surface, art, layout, layout.waste_top(0))
        return
    fan = picture.waste_fan
    if len(fan) != len(shown):
        fan = layout.waste_offsets(len(shown))
    tint = art.shape("tint", (layout.card_w, layout.card_h), (20, 40, 30), 34, layout.card_w * 0.08)
    for index, (card, offset) in enumerate(zip(shown, fan, strict=True)):
        rect = layout.waste_rect(offset)
        paint_card(surface, art, layout, card, rect, picture.four_colour)
        if index < len(shown) - 1:
            surface.blit(tint, rect)
    if picture.drop is not None and picture.drop[0]:
        # The card may go here: the top card rings, brighter once it is over it.
        top = layout.waste_rect(fan[-1])
        _glow(surface, art, layout, top, DROP, 255 if picture.drop[1] else 150)


def _paint_hud(surface: pygame.Surface, art: Art, layout: Layout, picture: BoardPicture) -> None:
    for image, rect in plan_hud(art, layout, picture).items:
        surface.blit(image, rect)


def paint_buttons(
    surface: pygame.Surface, art: Art, layout: Layout, enabled: frozenset[Button]
) -> None:
    if not layout.buttons:
        return
    first = next(iter(layout.buttons.values()))
    px = max(10, round(min(layout.text_px, first.h * 0.42)))
    # One size for every label, the largest at which the longest fits its button.
    room = first.w - first.h // 3
    while px > 10 and max(art.font(px, bold=True).size(b.value)[0] for b in layout.buttons) > room:
        px -= 1
    for button, rect in layout.buttons.items():
        on = button in enabled
        plate = art.shape("button", rect.size, BUTTON, 235 if on else 90, rect.h * 0.25)
        surface.blit(plate, rect)
        ink = BUTTON_TEXT if on else (70, 90, 80)
        label = art.fitted_text(tr(button.value), px, ink, rect.w - rect.h // 4, bold=True)
        surface.blit(label, label.get_rect(center=rect.center))


def _column_area(layout: Layout, column: int) -> pygame.Rect:
    rects = layout.columns[column]
    pad = max(2, layout.card_w // 22) + 2
    area = rects[0].union(rects[-1]).inflate(2 * pad, 2 * pad)
    return area.union(area.move(0, round(layout.card_h * 0.02) + 2))


def _stock_area(layout: Layout) -> pygame.Rect:
    pad = max(2, layout.card_w // 22) + 2
    lift = 4 * max(1, layout.card_w // 50)
    area = layout.stock.inflate(2 * pad, 2 * pad)
    return area.union(area.move(-lift, -lift)).union(area.move(0, layout.card_h // 30 + 2))


def _waste_area(layout: Layout) -> pygame.Rect:
    pad = glow_pad(layout) + 2
    area = layout.waste.inflate(2 * pad, 2 * pad)
    return area.union(area.move(0, layout.card_h // 30 + 2))


def changed_regions(
    layout: Layout, old: BoardPicture, new: BoardPicture
) -> list[pygame.Rect] | None:
    """The areas to repaint to turn ``old`` into ``new``; ``None`` means all of it."""
    if layout.too_small or old.four_colour != new.four_colour:
        return None
    regions = []
    for column in range(len(new.columns)):
        marks_old = (column in old.legal, old.hint_column == column)
        marks_new = (column in new.legal, new.hint_column == column)
        if (
            old.columns[column] != new.columns[column]
            or old.exposed[column] != new.exposed[column]
            or marks_old != marks_new
        ):
            regions.append(_column_area(layout, column))
    if (old.stock_count, old.hint_stock) != (new.stock_count, new.hint_stock):
        regions.append(_stock_area(layout))
    if (old.waste, old.waste_fan, old.drop) != (new.waste, new.waste_fan, new.drop):
        regions.append(_waste_area(layout))
    if (old.counters, old.title, old.status) != (new.counters, new.title, new.status):
        regions.append(layout.hud)
    if (old.message, old.message_colour) != (new.message, new.message_colour):
        regions.append(layout.message)
    if old.enabled != new.enabled and layout.buttons:
        buttons = list(layout.buttons.values())
        regions.append(buttons[0].unionall(buttons[1:]))
    return regions
