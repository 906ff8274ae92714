"""The hole's header: the counters, the solver's status and the deal's title,
laid out to fit the HUD's box at every size without moving as values change.

Each counter keeps the room of the widest value it may show and the status
the room of the widest thing it may say, so a number gaining a digit, the
par arriving or the status changing moves nothing else. Landscape is one
line (two on squarish windows); portrait puts each counter's label over its
value, with the status and the title in a row below.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from . import words
from .layout import Layout
from .theme import TEXT, TEXT_DIM, Art, Colour


class HudText(Protocol):
    """What the header shows (a :class:`~golf_game.view.board.BoardPicture`)."""

    @property
    def counters(self) -> tuple[tuple[str, str], ...]: ...

    @property
    def counter_room(self) -> tuple[str, ...]: ...

    @property
    def status(self) -> tuple[str, Colour] | None: ...

    @property
    def title(self) -> str: ...


WIDEST_COUNTER = "+88"
"""The widest value of a header counter: a score of two digits and its sign
(a hole has at most 35 table cards, 16 stock cards and 51 moves)."""
HUD_SCALES = (1.0, 0.9, 0.8, 0.7, 0.6)
"""The HUD's type against the layout's: the largest at which all of it fits."""
TITLE_SCALES = (0.85, 0.75, 0.65, 0.55)
"""The title's type against the HUD's: as large as fits beside the rest."""


@dataclass(frozen=True)
class HudPlan:
    """What the HUD paints where."""

    items: tuple[tuple[pygame.Surface, pygame.Rect], ...]
    slots: tuple[pygame.Rect, ...]
    """Per counter, the room its value has: the same whatever the value."""
    title: pygame.Rect | None


def plan_hud(art: Art, layout: Layout, picture: HudText) -> HudPlan:
    """The HUD at the largest type at which the counters, the widest status
    and the title all fit its box; failing that, at the smallest (the title
    still shows: a deal's identity is always on screen)."""
    plan = _plan_rows if layout.hud_rows == 3 else _plan_row
    for scale in HUD_SCALES:
        fitted = plan(art, layout, picture, scale, False)
        if fitted is not None:
            return fitted
    forced = plan(art, layout, picture, HUD_SCALES[-1], True)
    assert forced is not None
    return forced


def _counter_room(art: Art, px: int, picture: HudText, index: int, value_w: int) -> int:
    """The room for counter ``index``'s value: the widest it may show."""
    widest = (WIDEST_COUNTER, *picture.counter_room[index : index + 1])
    return max(value_w, *(art.text(text, px, TEXT, bold=True).get_width() for text in widest))


STATUS_SCALES = (1.0, 0.9, 0.8, 0.7)
"""The status's type against the HUD's: a long word shrinks to the room it has."""


def _status_room(art: Art, px: int) -> int:
    """The room kept for the status: the widest it may say at its least size,
    so the title and the counters keep their size and place as it changes."""
    least = round(px * STATUS_SCALES[-1])
    return max(art.text(text, least, TEXT, bold=True).get_width() for text in words.statuses())


def _plan_row(
    art: Art, layout: Layout, picture: HudText, scale: float, force: bool
) -> HudPlan | None:
    """Landscape: the counters from the left, then the status, the title at
    the right; with two rows, the status and the title in the second."""
    box = layout.hud
    px = max(9, round(layout.text_px * scale))
    cy = second = box.centery
    if layout.hud_rows == 2:
        cy, second = box.y + box.h // 4, box.bottom - box.h // 4
    space = px * 4 // 3
    items, slots = [], []
    x = box.x
    for index, (label, value) in enumerate(picture.counters):
        label_img = art.text(label, round(px * 0.8), TEXT_DIM)
        value_img = art.text(value, px, TEXT, bold=True)
        items.append((label_img, label_img.get_rect(midleft=(x, cy))))
        value_x = x + label_img.get_width() + px // 3
        room = _counter_room(art, px, picture, index, value_img.get_width())
        items.append((value_img, value_img.get_rect(midleft=(value_x, cy))))
        slots.append(pygame.Rect(value_x, box.y, room, box.h))
        x = value_x + room + space
    if layout.hud_rows == 2:
        if x - space > box.right and not force:
            return None
        x = box.x
    return _status_and_title(art, picture, px, (x, box.right, second), items, slots, force)


def _status_and_title(
    art: Art,
    picture: HudText,
    px: int,
    line: tuple[int, int, int],
    items: list[tuple[pygame.Surface, pygame.Rect]],
    slots: list[pygame.Rect],
    force: bool,
) -> HudPlan | None:
    """The plan with the status from ``line``'s left and the title at its
    right (left, right, centre y), if both fit beside each other."""
    left, right, cy = line
    room = _status_room(art, px)
    for scale in TITLE_SCALES:
        title = art.text(picture.title, round(px * scale), TEXT_DIM)
        title_rect = title.get_rect(midright=(right, cy))
        if title_rect.left >= left + room + px:
            break
    else:
        if not force:
            return None
    shown = [*items, (title, title_rect)]
    if picture.status is not None:
        text, colour = picture.status
        for scale in STATUS_SCALES:
            image = art.text(text, round(px * scale), colour, bold=True)
            if image.get_width() <= title_rect.left - px - left:
                break
        shown.append((image, image.get_rect(midleft=(left, cy))))
    return HudPlan(tuple(shown), tuple(slots), title_rect)


def _plan_rows(
    art: Art, layout: Layout, picture: HudText, scale: float, force: bool
) -> HudPlan | None:
    """Portrait: each counter in a column of its own, its label over its
    value; the status and the title in the row below. A column is as wide as
    its label or the widest value it may show, and what is left is shared
    out, so nothing moves as values change."""
    box = layout.hud
    px = max(9, round(layout.text_px * scale))
    value_px = round(px * 1.2)
    rows = (box.y + round(box.h * 0.13), box.y + round(box.h * 0.43), box.y + round(box.h * 0.84))
    shown = []
    for index, (label, value) in enumerate(picture.counters):
        label_img = art.text(label, round(px * 0.8), TEXT_DIM)
        value_img = art.text(value, value_px, TEXT, bold=True)
        room = _counter_room(art, value_px, picture, index, value_img.get_width())
        shown.append((label_img, value_img, room, max(room, label_img.get_width())))
    leftover = box.w - sum(width for *_, width in shown)
    if leftover < len(shown) * px // 2 and not force:
        return None
    share = max(0, leftover) // max(1, len(shown))
    items, slots = [], []
    x = box.x
    for label_img, value_img, room, width in shown:
        centre = x + (width + share) // 2
        items.append((label_img, label_img.get_rect(center=(centre, rows[0]))))
        items.append((value_img, value_img.get_rect(center=(centre, rows[1]))))
        slots.append(pygame.Rect(centre - room // 2, box.y, room, rows[1] - box.y))
        x += width + share
    # The row below has its own type size: a long title need not shrink the counters.
    line = (box.x, box.right, rows[2])
    for tail_scale in HUD_SCALES:
        tail_px = max(9, round(layout.text_px * min(scale, tail_scale)))
        last = tail_scale == HUD_SCALES[-1]
        plan = _status_and_title(art, picture, tail_px, line, items, slots, last)
        if plan is not None:
            return plan
    raise AssertionError("the last size is forced")


def hud_title_rect(art: Art, layout: Layout, picture: HudText) -> pygame.Rect | None:
    """Where the HUD draws the deal's name."""
    return plan_hud(art, layout, picture).title
