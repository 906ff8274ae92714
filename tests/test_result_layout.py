"""The result of a hole lies in the clear part of the table: the cards left
in the columns and the waste's top card (what stranded the player) stay in
sight at every common screen size, and the veil leaves them bright."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from screen_helpers import launch_game, play_best_line, play_keys

from golf_game.app import App
from golf_game.engine import Mode
from golf_game.play.game import Game
from golf_game.play.session import Start
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.result import ResultScene
from golf_game.view.clear_space import around, clear_rects

SIZES = [(1920, 1080), (1280, 800), (1080, 1920), (800, 600), (3840, 2160)]
SMALLEST = (800, 600)


def test_clear_rects_are_the_maximal_rectangles_round_what_is_kept() -> None:
    area = pygame.Rect(0, 0, 100, 60)
    keep = [pygame.Rect(40, 20, 20, 20)]
    found = clear_rects(area, keep)
    assert sorted(map(tuple, found)) == sorted(
        [(0, 0, 40, 60), (60, 0, 40, 60), (0, 0, 100, 20), (0, 40, 100, 20)]
    )
    assert found[0].w * found[0].h >= found[-1].w * found[-1].h
    # A gap keeps them that far away; nothing kept leaves the whole area.
    assert all(r.collidelist([keep[0].inflate(10, 10)]) < 0 for r in clear_rects(area, keep, 5))
    assert clear_rects(area, []) == [area]
    assert clear_rects(area, [area]) == []


def test_the_veil_covers_all_but_the_holes_once() -> None:
    area = pygame.Rect(0, 0, 200, 100)
    holes = [pygame.Rect(10, 10, 30, 50), pygame.Rect(100, 40, 50, 80)]
    pieces = around(area, holes)
    covered = sum(p.w * p.h for p in pieces)
    hole_area = sum(h.clip(area).w * h.clip(area).h for h in holes)
    assert covered == area.w * area.h - hole_area
    assert all(p.collidelist(holes) < 0 and area.contains(p) for p in pieces)
    assert not any(a.colliderect(b) for i, a in enumerate(pieces) for b in pieces[i + 1 :])


def cards_in_sight(app: App, game: Game) -> tuple[ResultScene, list[pygame.Rect]]:
    """The result on top, and the rects of the cards left in the columns and
    of the waste's top card as the hole under it draws them."""
    hole_scene = next(s for s in app.stack if isinstance(s, HoleScene))
    result = app.stack.top
    assert isinstance(result, ResultScene)
    layout, hole = hole_scene.layout, game.hole
    cards = [
        layout.card_rect(column, index)
        for column in range(len(layout.columns))
        for index in range(len(hole.column_cards(column)))
    ]
    return result, [*cards, layout.waste_top(len(hole.waste_cards()))]


def lost_hole(tmp_path: Path) -> tuple[App, Game]:
    """Medium deal 7 played by taking the first legal move each time: stuck
    with 11 cards in five columns of different depths."""
    app, session = launch_game(tmp_path, size=SIZES[0])
    game = session.new_game(Start(Mode.MEDIUM, 1, seed=7))
    app.step(0)
    while not game.hole.is_over:
        play_keys(app, [game.hole.legal_moves()[0]])
    app.step(0)
    assert game.hole.tableau_left == 11
    return app, game


def test_a_lost_hole_s_cards_stay_in_sight_at_every_size(tmp_path: Path) -> None:
    app, game = lost_hole(tmp_path)
    for size in SIZES:
        app.stack.resize(size)
        result, cards = cards_in_sight(app, game)
        assert result.panel is not None
        if size == SMALLEST:
            # The layout's documented second choice: at 800x600 the hole's
            # larger cards leave no room for the whole result beside the
            # waste, so only the columns' cards are kept in sight there.
            cards = cards[:-1]
        assert result.panel.collidelist(cards) < 0, f"the result hides a card at {size}"
        assert pygame.Rect((0, 0), size).contains(result.panel)
        # The veil leaves each of them bright.
        assert all(any(b.contains(card) for b in result._bright) for card in cards)
    app.shutdown()


def brightest(picture: pygame.Surface, rect: pygame.Rect) -> int:
    """The brightest pixel (sum of its channels) on a grid over ``rect``."""
    points = [
        (rect.x + rect.w * i // 8, rect.y + rect.h * j // 8)
        for i in range(1, 8)
        for j in range(1, 8)
    ]
    return max(sum(picture.get_at(point)[:3]) for point in points)


def test_the_veil_is_left_off_the_cards_the_hole_ended_on(tmp_path: Path) -> None:
    app, game = lost_hole(tmp_path)
    hole_scene = next(s for s in app.stack if isinstance(s, HoleScene))
    layout, hole = hole_scene.layout, game.hole
    picture = app.render()
    # Each column's last card (the whole face shows) and the waste's top
    # card: a card face is near white, through the veil it would be grey.
    faces = [
        layout.card_rect(column, len(hole.column_cards(column)) - 1)
        for column in range(len(layout.columns))
        if hole.column_cards(column)
    ]
    faces.append(layout.waste_top(len(hole.waste_cards())))
    assert all(brightest(picture, face) > 3 * 200 for face in faces)
    app.shutdown()


@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920)])
def test_a_won_hole_leaves_the_last_card_played_in_sight(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app, session = launch_game(tmp_path, size=size)
    game = session.new_game(Start(Mode.MEDIUM, 1, seed=2))
    app.step(0)
    play_best_line(app, game)
    assert game.hole.tableau_left == 0
    result, cards = cards_in_sight(app, game)
    assert result.panel is not None and result.panel.collidelist(cards) < 0
    app.shutdown()
