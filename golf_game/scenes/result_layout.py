"""Where the result of a hole lies: in the clear part of the table, so that
the cards left in the columns and the waste's top card (what stranded the
player) stay in sight.

The result is laid out either stacked (its words above its buttons) or side
by side (words left, buttons right: a wide, low band), and goes into the
first clear rectangle it fits, trying first to keep the columns and the
waste's top card clear, then the columns only, then nothing (the middle of
the screen, as a last resort on a tiny window).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ..engine import Hole
from ..view.clear_space import clear_rects
from ..view.layout import Layout
from .panel import Metrics, Widget

STACKED_MM = (95, 150)
"""The stacked result's narrowest and widest, in millimetres."""
SIDE_MM = (150, 240)
TEXT_SHARE = 0.56
"""Of a side-by-side result's width, the words' column."""
MOST_PER_ROW = 3


@dataclass(frozen=True)
class Plan:
    """The result's content area (the panel is this plus a margin): the
    words' column and the buttons' (the same one, stacked, for a ``side`` of
    ``False``; side by side otherwise)."""

    frame: pygame.Rect
    side: bool
    text_w: int
    button_x: int

    @property
    def button_w(self) -> int:
        return self.frame.right - self.button_x


def plan_at(frame: pygame.Rect, side: bool, gap: int) -> Plan:
    if not side:
        return Plan(frame, False, frame.w, frame.x)
    text_w = round((frame.w - gap) * TEXT_SHARE)
    return Plan(frame, True, text_w, frame.x + text_w + gap)


def keep_clear(layout: Layout, hole: Hole) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """What must stay in sight: each column's cards left, and the waste's top card."""
    columns = []
    for column in range(len(layout.columns)):
        height = len(hole.column_cards(column))
        if height:
            first, last = layout.card_rect(column, 0), layout.card_rect(column, height - 1)
            columns.append(first.union(last))
    waste = len(hole.waste_cards())
    return columns, [layout.waste_top(waste)] if waste else []


def table_area(layout: Layout, m: Metrics) -> pygame.Rect:
    """The screen below the hole's header (its identity stays in sight),
    a gap in from the edges."""
    w, h = m.size
    top = layout.hud.bottom
    return pygame.Rect(m.gap, top, w - 2 * m.gap, h - top - m.gap)


def flow(
    widgets: Sequence[Widget], width: int, gap: int, least: Callable[[Widget], int]
) -> list[list[Widget]]:
    """``widgets`` in rows across ``width``, in order, as many to a row as
    fit side by side at equal widths (``least``: a widget's narrowest)."""
    rows: list[list[Widget]] = []
    for widget in widgets:
        if rows and len(rows[-1]) < MOST_PER_ROW:
            trial = [*rows[-1], widget]
            each = (width - (len(trial) - 1) * gap) // len(trial)
            if all(least(w) <= each for w in trial):
                rows[-1] = trial
                continue
        rows.append([widget])
    return rows


def choose(
    m: Metrics,
    keep_sets: Sequence[tuple[pygame.Rect, Sequence[pygame.Rect]]],
    height_of: Callable[[Plan], int],
) -> Plan:
    """The first plan that fits, trying each (area, rects to keep clear) in
    turn, stacked before side by side; ``height_of`` is the content's height
    in a plan (whose frame's height does not matter yet)."""
    for area, keep in keep_sets:
        regions = clear_rects(area, keep, m.gap)
        for side in (False, True):
            narrowest, widest = (round(mm * m.ppm) for mm in (SIDE_MM if side else STACKED_MM))
            fits: list[tuple[int, pygame.Rect, int]] = []
            for region in regions:
                room = region.inflate(-2 * m.margin, -2 * m.margin)
                width = min(widest, room.w)
                if width < narrowest:
                    continue
                height = height_of(plan_at(pygame.Rect(0, 0, width, 0), side, m.gap))
                if height <= room.h:
                    fits.append((width, room, height))
            if fits:
                # The widest result (the first, largest region among equals).
                width, room, height = max(fits, key=lambda fit: fit[0])
                frame = pygame.Rect(0, 0, width, height)
                frame.center = room.center
                return plan_at(frame, side, m.gap)
    w, h = m.size
    width = min(round(STACKED_MM[1] * m.ppm), w - 2 * m.margin)
    plan = plan_at(pygame.Rect(0, 0, width, 0), False, m.gap)
    height = height_of(plan)
    top = max(m.margin, (h - height) // 2)
    return plan_at(pygame.Rect((w - width) // 2, top, width, height), False, m.gap)
