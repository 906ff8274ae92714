"""The board painter: which areas change between two pictures, and that
repainting only those areas gives the same pixels as painting it all."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
from ui_helpers import make_app

from golf_game.engine import Deal, Hole, Mode
from golf_game.view.board import BoardPicture, changed_regions, paint_board
from golf_game.view.hole_picture import hole_picture
from golf_game.view.layout import Layout, compute_layout
from golf_game.view.theme import TEXT_DIM

SIZE = (1280, 800)


def picture(
    hole: Hole, message: str = "", hint_button: bool = True, **options: Any
) -> BoardPicture:
    """The picture of ``hole`` (``options``: more of :func:`hole_picture`'s)."""
    return hole_picture(
        hole,
        set(),
        title="test",
        message=message or "message",
        message_colour=TEXT_DIM,
        status=None,
        par=None,
        hint=None,
        hint_button=hint_button,
        legal_highlight=False,
        four_colour=False,
        **options,
    )


def layout() -> Layout:
    return compute_layout(SIZE)


def test_the_same_picture_changes_nothing() -> None:
    hole = Hole(Deal.from_seed(7), Mode.MEDIUM)
    assert changed_regions(layout(), picture(hole), picture(hole)) == []


def test_a_draw_changes_the_stock_waste_and_counters_only() -> None:
    hole = Hole(Deal.from_seed(7), Mode.MEDIUM)
    before = picture(hole)
    hole.draw()
    grid = layout()
    regions = changed_regions(grid, before, picture(hole))
    assert regions is not None
    assert any(region.contains(grid.stock) for region in regions)
    assert any(region.contains(grid.waste) for region in regions)
    assert grid.hud in regions
    assert not any(region.colliderect(grid.card_rect(3, 0)) for region in regions)


def test_a_new_colour_scheme_or_a_tiny_window_repaints_everything() -> None:
    hole = Hole(Deal.from_seed(7), Mode.MEDIUM)
    old = picture(hole)
    assert changed_regions(layout(), old, dataclasses.replace(old, four_colour=True)) is None
    assert changed_regions(compute_layout((320, 200)), old, picture(hole, "other")) is None


def test_repainting_the_changed_areas_gives_the_whole_picture() -> None:
    app = make_app(SIZE)
    art, grid = app.context.art, layout()
    hole = Hole(Deal.from_seed(7), Mode.MEDIUM)
    old = picture(hole)
    hole.draw()
    hole.play(hole.legal_moves()[0])  # a play or a second draw: more areas change
    new = picture(hole, "a new message")
    by_areas = pygame.Surface(SIZE)
    paint_board(by_areas, art, grid, old)
    regions = changed_regions(grid, old, new)
    assert regions
    for region in regions:
        paint_board(by_areas, art, grid, new, clip=region)
    whole = pygame.Surface(SIZE)
    paint_board(whole, art, grid, new)
    assert pygame.image.tobytes(by_areas, "RGB") == pygame.image.tobytes(whole, "RGB")
