"""Touch first: palms, several fingers, fast taps and lost releases on the
hole scene, with posted FINGER events. One action each, and no stuck drag."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import finger, legal_play_deal, make_app, settle, start_hole

from golf_game.actions import DragCancel, Tap
from golf_game.app import App
from golf_game.input import PALM_FINGERS, STALE_SECONDS, InputTranslator

SIZE = (1280, 800)


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def app() -> App:
    return make_app(SIZE)


def test_a_palm_does_nothing(app: App) -> None:
    scene = start_hole(app)
    stock = scene.layout.stock.center
    for number in range(PALM_FINGERS + 2):
        finger(pygame.FINGERDOWN, (stock[0] + number * 9, stock[1]), SIZE, finger_id=number)
    for number in range(PALM_FINGERS + 2):
        finger(pygame.FINGERUP, (stock[0] + number * 9, stock[1]), SIZE, finger_id=number)
    app.step()
    assert scene.hole.moves_made == 0
    # And the next single touch works again.
    finger(pygame.FINGERDOWN, stock, SIZE, finger_id=9)
    finger(pygame.FINGERUP, stock, SIZE, finger_id=9)
    app.step()
    assert scene.hole.moves_made == 1


def test_a_palm_landing_during_a_drag_puts_the_card_back(app: App) -> None:
    deal, column = legal_play_deal()
    scene = start_hole(app, deal)
    card = scene.layout.card_rect(column, 4).center
    finger(pygame.FINGERDOWN, card, SIZE, finger_id=1)
    finger(pygame.FINGERMOTION, (card[0] + 60, card[1] + 60), SIZE, finger_id=1)
    app.step()
    assert scene._drag is not None
    for number in range(2, PALM_FINGERS + 1):
        finger(pygame.FINGERDOWN, (card[0] + number * 40, card[1]), SIZE, finger_id=number)
    # The palm lifts last-finger-first, even over the waste: still no play.
    finger(pygame.FINGERUP, scene.layout.waste.center, SIZE, finger_id=1)
    for number in range(2, PALM_FINGERS + 1):
        finger(pygame.FINGERUP, (card[0] + number * 40, card[1]), SIZE, finger_id=number)
    app.step()
    settle(app)
    assert scene._drag is None
    assert scene.hole.moves_made == 0


def test_two_fingers_make_one_tap(app: App) -> None:
    scene = start_hole(app)
    stock = scene.layout.stock.center
    finger(pygame.FINGERDOWN, stock, SIZE, finger_id=1)
    finger(pygame.FINGERDOWN, stock, SIZE, finger_id=2)
    finger(pygame.FINGERUP, stock, SIZE, finger_id=2)
    finger(pygame.FINGERUP, stock, SIZE, finger_id=1)
    app.step()
    assert scene.hole.moves_made == 1


def test_very_fast_taps_are_one_draw_each(app: App) -> None:
    scene = start_hole(app, animate=True)
    stock = scene.layout.stock.center
    taps = 9
    for number in range(taps):
        # Alternate fingers, as a drumming hand does, all within one frame.
        finger(pygame.FINGERDOWN, stock, SIZE, finger_id=number % 2)
        finger(pygame.FINGERUP, stock, SIZE, finger_id=number % 2)
    app.step()
    settle(app)
    assert scene.hole.moves_made == taps
    assert scene.hole.stock_left == 16 - taps


def test_a_lost_release_does_not_block_later_touches() -> None:
    clock = Clock()
    translator = InputTranslator(SIZE, clock)

    def event(kind: int, finger_id: int) -> pygame.event.Event:
        return pygame.event.Event(
            kind, x=0.5, y=0.5, dx=0.0, dy=0.0, finger_id=finger_id, touch_id=1, pressure=1.0
        )

    translator.translate([event(pygame.FINGERDOWN, 1)])  # its FINGERUP never comes
    clock.now += STALE_SECONDS + 1
    actions = translator.translate([event(pygame.FINGERDOWN, 2), event(pygame.FINGERUP, 2)])
    assert actions == [Tap((640, 400))]


def test_a_lost_release_mid_drag_cancels_the_drag() -> None:
    clock = Clock()
    translator = InputTranslator(SIZE, clock)

    def event(kind: int, finger_id: int, x: float) -> pygame.event.Event:
        return pygame.event.Event(
            kind, x=x, y=0.5, dx=0.0, dy=0.0, finger_id=finger_id, touch_id=1, pressure=1.0
        )

    translator.translate([event(pygame.FINGERDOWN, 1, 0.2), event(pygame.FINGERMOTION, 1, 0.4)])
    clock.now += STALE_SECONDS + 1
    actions = translator.translate([event(pygame.FINGERDOWN, 2, 0.5)])
    assert actions == [DragCancel()]


def test_fingers_off_the_glass_stay_in_the_window() -> None:
    translator = InputTranslator(SIZE)
    down = pygame.event.Event(
        pygame.FINGERDOWN, x=1.3, y=-0.2, dx=0.0, dy=0.0, finger_id=1, touch_id=1, pressure=1.0
    )
    up = pygame.event.Event(
        pygame.FINGERUP, x=1.3, y=-0.2, dx=0.0, dy=0.0, finger_id=1, touch_id=1, pressure=1.0
    )
    assert translator.translate([down, up]) == [Tap((SIZE[0] - 1, 0))]


def test_focus_lost_forgets_fingers_held_down(app: App) -> None:
    scene = start_hole(app)
    stock = scene.layout.stock.center
    for number in range(PALM_FINGERS):
        finger(pygame.FINGERDOWN, stock, SIZE, finger_id=number)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.step()
    # The fingers were lifted elsewhere: a new touch is not part of a palm.
    finger(pygame.FINGERDOWN, stock, SIZE, finger_id=7)
    finger(pygame.FINGERUP, stock, SIZE, finger_id=7)
    app.step()
    assert scene.hole.moves_made == 1
