"""Screen care: the closed card outside opening hours (or black), and static
pictures that move a few pixels now and then."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import FakeClock, Home, make_kiosk, tap_at

from golf_game.app import App
from golf_game.kiosk import Kiosk
from golf_game.saved.kiosk_config import ClosedScreen, KioskConfig, OpeningHours
from golf_game.scenes.closed import ClosedScene
from golf_game.scenes.hole import HoleScene
from golf_game.view.drift import AMPLITUDE_PX, SPOTS, STEP_SECONDS, drift, next_step

NINE_TO_SIX = OpeningHours(9 * 60, 18 * 60)


def at(clock: FakeClock, hour: int, minute: int = 0) -> None:
    clock.now = datetime(2026, 12, 1, hour, minute).timestamp()


def kiosk_at(
    tmp_path: Path, hour: int, screen: ClosedScreen = ClosedScreen.CARD
) -> tuple[App, Kiosk, FakeClock]:
    clock = FakeClock()
    at(clock, hour)
    config = KioskConfig(
        idle_seconds=7200, attract_seconds=7200, hours=NINE_TO_SIX, closed_screen=screen
    )
    app, kiosk = make_kiosk(tmp_path, clock, config=config)
    return app, kiosk, clock


def test_closing_time_puts_the_closed_card_up_and_opening_time_the_menu(tmp_path: Path) -> None:
    app, kiosk, clock = kiosk_at(tmp_path, 17)
    at(clock, 17, 59)
    app.step()
    assert isinstance(app.stack.top, HoleScene)  # still open: the visitor plays on
    at(clock, 18, 0)
    app.step()
    card = app.stack.top
    assert isinstance(card, ClosedScene) and len(app.stack) == 1 and not card.blank
    assert card.hours == "Open 09:00 to 18:00"
    assert kiosk.audits.total["idle_resets"] == 0  # closing is no idle reset
    # Touches do nothing; no attract mode, no idle reset all night.
    tap_at(app, (app.stack.size[0] // 2, app.stack.size[1] // 2))
    app.step()
    at(clock, 23, 30)
    app.step()
    assert app.stack.top is card
    at(clock, 8, 59)
    clock.now += 24 * 3600
    app.step()
    assert app.stack.top is card
    clock.now += 60
    app.step()
    assert isinstance(app.stack.top, Home)


def test_a_kiosk_started_at_night_starts_closed_and_can_be_black(tmp_path: Path) -> None:
    app, _, _ = kiosk_at(tmp_path, 3, ClosedScreen.BLANK)
    app.step()
    card = app.stack.top
    assert isinstance(card, ClosedScene) and card.blank
    surface = pygame.Surface(app.stack.size)
    surface.fill((255, 255, 255))
    card.draw(surface, True)
    assert pygame.transform.average_color(surface)[:3] == (0, 0, 0)
    assert card.wake_in is None  # black never needs to move


def test_always_open_is_never_closed(tmp_path: Path) -> None:
    clock = FakeClock()
    at(clock, 3)
    app, kiosk = make_kiosk(tmp_path, clock)
    app.step()
    assert not kiosk.is_closed() and isinstance(app.stack.top, HoleScene)


def test_the_drift_walks_a_small_circle_one_step_a_minute() -> None:
    spots = {drift(n * STEP_SECONDS + 1) for n in range(SPOTS)}
    assert len(spots) == SPOTS
    assert all(abs(dx) <= AMPLITUDE_PX and abs(dy) <= AMPLITUDE_PX for dx, dy in spots)
    assert drift(10.0) == drift(STEP_SECONDS - 1)  # still within one step
    assert drift(STEP_SECONDS * SPOTS + 5) == drift(5)  # and round again
    assert next_step(STEP_SECONDS * 3 + 20) == pytest.approx(STEP_SECONDS - 20)


def test_the_closed_card_moves_and_repaints_only_when_it_does(tmp_path: Path) -> None:
    app, _, clock = kiosk_at(tmp_path, 20)
    app.step()
    card = app.stack.top
    assert isinstance(card, ClosedScene)
    surface = pygame.Surface(app.stack.size)
    card.draw(surface, True)
    first = pygame.image.tobytes(surface, "RGB")
    assert card.draw(surface, False) == []
    clock.now += next_step(clock.now)
    assert card.draw(surface, False) == [surface.get_rect()]
    assert pygame.image.tobytes(surface, "RGB") != first
