"""The coach strip: the player's line as one mark per move, coloured by what
the move cost (plays tall, draws short), the mistakes marked and the chosen
one ringed. Drawing only: the values come from the engine's coach."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .theme import GOLD, Colour

if TYPE_CHECKING:
    from ..engine.coach import CoachReport, MoveReview

KEPT: Colour = (120, 200, 145)
"""A move that kept the position's value."""
UNKNOWN: Colour = (95, 118, 104)
"""Not settled yet."""
COSTLY: Colour = (255, 170, 90)
LOSING: Colour = (240, 70, 60)
"""The move that threw the win away."""
MAX_MARK_PX = 28


def mark_colour(review: MoveReview, losing: bool) -> Colour:
    if losing:
        return LOSING
    if review.cost:
        return COSTLY
    if review.after.exact is None or review.before.exact is None:
        return UNKNOWN
    return KEPT


def mark_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where each of ``count`` marks goes in ``area``, centred."""
    if count <= 0:
        return []
    pitch = min(MAX_MARK_PX, max(3, area.w // count))
    gap = max(1, pitch // 5)
    left = area.centerx - pitch * count // 2
    return [pygame.Rect(left + i * pitch, area.y, pitch - gap, area.h) for i in range(count)]


def paint_strip(
    surface: pygame.Surface,
    area: pygame.Rect,
    report: CoachReport | None,
    moves: int,
    chosen: int | None,
) -> list[pygame.Rect]:
    """Paint the strip for a line of ``moves`` moves; return the marks' rects
    (one per move, in order) for tapping."""
    rects = mark_rects(area, moves)
    losing = report.first_losing_move if report is not None else None
    for number, rect in enumerate(rects, start=1):
        if report is None:
            colour = UNKNOWN
            draw = False
        else:
            review = report.moves[number - 1]
            colour = mark_colour(review, number == losing)
            draw = review.move.is_draw
        mark = rect if not draw else pygame.Rect(rect.x, rect.centery, rect.w, rect.h // 2)
        pygame.draw.rect(surface, colour, mark, border_radius=max(1, rect.w // 4))
        if number == chosen:
            ring = rect.inflate(4, 6)
            pygame.draw.rect(surface, GOLD, ring, width=2, border_radius=max(1, rect.w // 3))
    return rects
