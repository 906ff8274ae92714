"""Every animation is drawn from its first position on the frame that starts
it, and eased from there, whatever time went by before the input came (an
idle wait of seconds, or one frame of a busy loop)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key, legal_play_deal, make_app, settle, start_hole

from golf_game.engine import Mode
from golf_game.saved.settings import Settings
from golf_game.view.hole_motion import DRAW_TIME, PLAY_TIME
from golf_game.view.tween import ease_out_cubic

FRAME = 1 / 60


@pytest.mark.parametrize("idle", [FRAME, 0.1, 2.0, 3600.0])
@pytest.mark.parametrize("move", ["play", "draw"])
def test_the_first_frame_after_a_key_shows_the_card_where_it_starts(idle: float, move: str) -> None:
    app = make_app(settings=Settings(sound=False))
    deal, column = legal_play_deal(Mode.MEDIUM)
    scene = start_hole(app, deal)
    settle(app)
    layout = scene.layout
    if move == "play":
        start = layout.card_rect(column, scene.hole.position.heights[column] - 1).topleft
        key(pygame.K_1 + column)
        duration = PLAY_TIME
    else:
        start = layout.stock.topleft
        key(pygame.K_SPACE)
        duration = DRAW_TIME
    app.step(idle)  # the loop woke after ``idle`` seconds of nothing moving
    (flight,) = scene.flights
    assert flight.tween.raw == 0.0
    assert flight.rect(layout).topleft == start
    app.step(FRAME)
    assert flight.tween.value == pytest.approx(ease_out_cubic(FRAME / duration))
    assert flight.rect(layout).topleft != start


def test_the_deal_starts_from_the_stock_on_its_first_frame() -> None:
    app = make_app(settings=Settings(sound=False))
    app.step(5.0)
    scene = start_hole(app, animate=True)
    assert scene.flights and all(flight.tween.elapsed == 0.0 for flight in scene.flights)
    assert all(
        flight.rect(scene.layout).topleft == scene.layout.stock.topleft for flight in scene.flights
    )
