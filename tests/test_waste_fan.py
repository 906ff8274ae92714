"""The waste shows the whole run, moves only with the card that lands, and
rings while a card that may go there is dragged; playable cards ring too."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import illegal_column, legal_play_deal, make_app, start_hole

from golf_game.actions import DragMove, DragStart
from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode, Move
from golf_game.saved.settings import Settings
from golf_game.scenes.hole import HoleScene
from golf_game.view.board import glow_pad
from golf_game.view.hole_motion import HoleMotion
from golf_game.view.layout import Layout, compute_layout


@pytest.fixture
def app() -> App:
    application = make_app((1920, 1080))
    yield application
    application.shutdown()


def exposed(scene: HoleScene, column: int) -> pygame.Rect:
    return scene.layout.card_rect(column, scene.hole.position.heights[column] - 1)


def test_the_picture_holds_the_whole_run(app: App) -> None:
    scene = start_hole(app)
    for _ in range(6):
        scene.hole.play(Move.draw())
    picture = scene.picture()
    assert picture.waste == scene.hole.waste_cards()
    assert len(picture.waste) == 7


def full_fan() -> tuple[Layout, Hole]:
    """A hole whose waste has outgrown its row: every new card closes the fan up."""
    layout = compute_layout((1280, 800))
    hole = Hole(Deal.from_seed(7), Mode.MEDIUM)
    room = int((layout.waste.w - layout.card_w) / layout.waste_fan) + 1
    for _ in range(room + 2):
        hole.play(Move.draw())
    return layout, hole


def test_the_fan_closes_up_with_the_flight_not_after_it() -> None:
    layout, hole = full_fan()
    count = len(hole.waste_cards())
    before, after = layout.waste_offsets(count - 1), layout.waste_offsets(count)[:-1]
    assert after[-1] < before[-1]  # the row is full: this card closes the fan up
    motion = HoleMotion(reduced=False)
    motion.draw(hole.waste_top, hole, layout)
    (flight,) = motion.flights
    assert flight.end == layout.waste_top(count).topleft
    assert motion.fan(hole, layout) == before
    motion.advance(flight.tween.duration / 2)
    assert after[-1] < motion.fan(hole, layout)[-1] < before[-1]
    motion.advance(flight.tween.duration)
    assert motion.fan(hole, layout) == layout.waste_offsets(count)


def test_undo_opens_the_fan_with_the_card_leaving() -> None:
    layout, hole = full_fan()
    card = hole.waste_top
    count = len(hole.waste_cards())
    hole.undo()
    motion = HoleMotion(reduced=False)
    motion.undo(card, Move.draw(), hole, layout)
    (flight,) = motion.flights
    assert flight.start == layout.waste_top(count).topleft
    assert motion.fan(hole, layout) == layout.waste_offsets(count)[:-1]


def test_a_playable_card_being_dragged_rings_the_waste(app: App) -> None:
    deal, column = legal_play_deal()
    scene = start_hole(app, deal)
    start = exposed(scene, column).center
    scene.handle(DragStart(start, start))
    assert scene.picture().drop == (True, False)
    before = app.render()
    over = scene.layout.waste_top(1).center
    scene.handle(DragMove((over[0], over[1])))
    # The card now hangs over the waste: the ring is brighter.
    drop = scene.picture().drop
    assert drop == (True, True)
    after = app.render()
    ring = scene.layout.waste_top(1).inflate(2, 2).topleft
    assert before.get_at(ring) != after.get_at(ring)


def test_an_unplayable_card_being_dragged_does_not(app: App) -> None:
    scene = start_hole(app)
    column = illegal_column(scene.hole)
    start = exposed(scene, column).center
    scene.handle(DragStart(start, start))
    scene.handle(DragMove(scene.layout.waste_top(1).center))
    picture = scene.picture()
    assert picture.drop == (False, True)
    assert column not in picture.legal


def test_playable_cards_ring_by_default_and_clearly() -> None:
    app = make_app((1920, 1080), Settings(sound=False))
    try:
        deal, column = legal_play_deal()
        scene = start_hole(app, deal)
        assert column in scene.picture().legal
        layout = scene.layout
        assert glow_pad(layout) >= layout.card_w // 15
        # The ring shows in the felt just outside the card's edge.
        rect = exposed(scene, column)
        point = (rect.left - glow_pad(layout) // 2, rect.centery)
        app.step(0)
        ringed = app.render().get_at(point)
        off = make_app((1920, 1080), Settings(sound=False, legal_highlight=False))
        plain_scene = start_hole(off, deal)
        off.step(0)
        plain = off.render().get_at(point)
        assert plain_scene.picture().legal == frozenset()
        assert sum(abs(a - b) for a, b in zip(ringed[:3], plain[:3], strict=True)) > 150
        off.shutdown()
    finally:
        app.shutdown()
