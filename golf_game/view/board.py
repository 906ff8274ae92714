"""Paints the hole: the table, the columns, stock, waste, HUD and buttons.

The scene describes what to show in a :class:`BoardPicture` (cards in flight
are left out of it and drawn as sprites on top); this module only paints it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..engine import Card
from ..lang import tr
from .layout import MIN_WINDOW, Button, Layout
from .theme import (
    BUTTON,
    BUTTON_TEXT,
    GOLD,
    HINT,
    TEXT,
    TEXT_DIM,
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
    waste_step: float = 0.0
    """The waste fan's step (see :meth:`Layout.waste_step`); 0: the widest."""
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
    _paint_buttons(surface, art, layout, picture.enabled)


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
    step = picture.waste_step or float(layout.waste_fan)
    tint = art.shape("tint", (layout.card_w, layout.card_h), (20, 40, 30), 34, layout.card_w * 0.08)
    for index, card in enumerate(shown):
        rect = layout.waste_slot(index, step)
        paint_card(surface, art, layout, card, rect, picture.four_colour)
        if index < len(shown) - 1:
            surface.blit(tint, rect)
    if picture.drop is not None and picture.drop[0]:
        # The card may go here: the top card rings, brighter once it is over it.
        top = layout.waste_slot(len(shown) - 1, step)
        _glow(surface, art, layout, top, DROP, 255 if picture.drop[1] else 150)


WIDEST_COUNTER = "+88"
"""The widest value of a header counter: a score of two digits and its sign
(a hole has at most 35 table cards, 16 stock cards and 51 moves)."""


def counter_images(
    art: Art, px: int, counters: tuple[tuple[str, str], ...]
) -> list[tuple[pygame.Surface, pygame.Surface]]:
    """Each header counter's label and value, drawn."""
    return [
        (art.text(label, round(px * 0.8), TEXT_DIM), art.text(value, px, TEXT, bold=True))
        for label, value in counters
    ]


def counter_positions(
    art: Art, px: int, x: int, images: list[tuple[pygame.Surface, pygame.Surface]]
) -> tuple[list[tuple[int, int]], int]:
    """Where each counter's label and value start, and where the counters end.
    Every value has the room of the widest a counter can show, so the header
    never shifts sideways when a number gains or loses a digit or its sign."""
    slot = art.text(WIDEST_COUNTER, px, TEXT, bold=True).get_width()
    places = []
    for label_img, value_img in images:
        value_x = x + label_img.get_width() + px // 3
        places.append((x, value_x))
        x = value_x + max(slot, value_img.get_width()) + px * 2 // 3 * 2
    return places, x


@dataclass(frozen=True)
class _HudPlan:
    """What the HUD paints where: the counters, the status, the title."""

    counters: list[tuple[pygame.Surface, pygame.Surface]]
    places: list[tuple[int, int]]
    rows: tuple[int, int]
    """The centre line of the counters and of the status and title."""
    status: tuple[pygame.Surface, int] | None
    title: tuple[pygame.Surface, pygame.Rect] | None


TITLE_SCALES = (0.85, 0.75, 0.65, 0.55)
"""The title's type against the HUD's: as large as fits beside the rest."""


def _plan_hud(art: Art, layout: Layout, picture: BoardPicture) -> _HudPlan:
    px = layout.text_px
    cy = second = layout.hud.centery
    if layout.hud_rows == 2:
        cy = layout.hud.y + layout.hud.h // 4
        second = layout.hud.bottom - layout.hud.h // 4
    images = counter_images(art, px, picture.counters)
    places, x = counter_positions(art, px, layout.hud.x, images)
    if layout.hud_rows == 2:
        x = layout.hud.x
    status = None
    if picture.status is not None:
        text, colour = picture.status
        status = (art.text(text, px, colour, bold=True), x)
        x += status[0].get_width() + px * 2 // 3 * 2
    title = None
    for scale in TITLE_SCALES:
        image = art.text(picture.title, round(px * scale), TEXT_DIM)
        rect = image.get_rect(midright=(layout.hud.right, second))
        if rect.left > x:
            title = (image, rect)
            break
    return _HudPlan(images, places, (cy, second), status, title)


def hud_title_rect(art: Art, layout: Layout, picture: BoardPicture) -> pygame.Rect | None:
    """Where the HUD draws the deal's name (``None``: it does not fit)."""
    title = _plan_hud(art, layout, picture).title
    return None if title is None else title[1]


def _paint_hud(surface: pygame.Surface, art: Art, layout: Layout, picture: BoardPicture) -> None:
    plan = _plan_hud(art, layout, picture)
    cy, second = plan.rows
    for (label_img, value_img), (label_x, value_x) in zip(plan.counters, plan.places, strict=True):
        surface.blit(label_img, label_img.get_rect(midleft=(label_x, cy)))
        surface.blit(value_img, value_img.get_rect(midleft=(value_x, cy)))
    if plan.status is not None:
        image, x = plan.status
        surface.blit(image, image.get_rect(midleft=(x, second)))
    if plan.title is not None:
        surface.blit(*plan.title)


def _paint_buttons(
    surface: pygame.Surface, art: Art, layout: Layout, enabled: frozenset[Button]
) -> None:
    if not layout.buttons:
        return
    first = next(iter(layout.buttons.values()))
    px = max(10, round(min(layout.text_px, first.h * 0.42)))
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
    if (old.waste, old.waste_step, old.drop) != (new.waste, new.waste_step, new.drop):
        regions.append(_waste_area(layout))
    if (old.counters, old.title, old.status) != (new.counters, new.title, new.status):
        regions.append(layout.hud)
    if (old.message, old.message_colour) != (new.message, new.message_colour):
        regions.append(layout.message)
    if old.enabled != new.enabled and layout.buttons:
        buttons = list(layout.buttons.values())
        regions.append(buttons[0].unionall(buttons[1:]))
    return regions
