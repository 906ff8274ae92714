"""The kiosk's idle warning: "Still playing?" with a countdown before an idle
reset throws a visitor's hole away; any input keeps the game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import IDLE, FakeClock, Home, make_kiosk
from ui_helpers import finger, key

from golf_game.app import App
from golf_game.kiosk import WARNING_SECONDS, Kiosk
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.idle_warning import IdleWarningScene


def playing(tmp_path: Path) -> tuple[App, Kiosk, FakeClock, HoleScene]:
    """A kiosk with a visitor one move into a hole."""
    clock = FakeClock()
    app, kiosk = make_kiosk(tmp_path, clock)
    hole = app.stack.top
    assert isinstance(hole, HoleScene)
    key(pygame.K_SPACE)
    app.step()
    assert hole.hole.moves_made == 1
    return app, kiosk, clock, hole


def test_the_warning_counts_down_over_the_game_then_the_kiosk_goes_home(
    tmp_path: Path,
) -> None:
    app, kiosk, clock, hole = playing(tmp_path)
    assert WARNING_SECONDS >= 20
    clock.now += IDLE
    app.step()
    warning = app.stack.top
    assert isinstance(warning, IdleWarningScene) and kiosk.warning is warning
    assert not warning.opaque and hole in app.stack.visible()  # drawn over the hole
    assert warning.seconds_left == WARNING_SECONDS
    # The loop sleeps until the number shown changes, then until the reset.
    assert warning.wake_in == pytest.approx(1.0)
    assert app.wait_timeout() == pytest.approx(1.0)
    clock.now += 0.4
    assert warning.seconds_left == WARNING_SECONDS
    assert warning.wake_in == pytest.approx(0.6)
    clock.now += WARNING_SECONDS - 0.5
    app.step()
    assert app.stack.top is warning and warning.seconds_left == 1
    assert kiosk.audits.total["idle_resets"] == 0
    clock.now += 0.1
    app.step()
    assert isinstance(app.stack.top, Home) and len(app.stack) == 1
    assert kiosk.audits.total["idle_resets"] == 1


def test_the_countdown_is_painted_each_second_and_only_then(tmp_path: Path) -> None:
    app, _, clock, _ = playing(tmp_path)
    clock.now += IDLE
    app.step()
    warning = app.stack.top
    assert isinstance(warning, IdleWarningScene)
    surface = pygame.Surface(app.stack.size)
    assert warning.draw(surface, True) == [surface.get_rect()]
    assert warning.draw(surface, False) == []
    clock.now += 1
    assert warning.draw(surface, False) == [surface.get_rect()]


def tap(app: App) -> None:
    w, h = app.stack.size
    finger(pygame.FINGERDOWN, (w // 2, h // 2), app.stack.size)
    finger(pygame.FINGERUP, (w // 2, h // 2), app.stack.size)


def press_space(app: App) -> None:
    key(pygame.K_SPACE)


def click(app: App) -> None:
    w, h = app.stack.size
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(w // 2, h // 2), button=1, touch=False))


def wheel(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, touch=False))


INPUTS: dict[str, Callable[[App], None]] = {
    "touch": tap,
    "key": press_space,
    "mouse button": click,
    "mouse wheel": wheel,
}


@pytest.mark.parametrize("kind", sorted(INPUTS))
def test_any_input_keeps_the_game_and_restarts_the_idle_timer(tmp_path: Path, kind: str) -> None:
    app, kiosk, clock, hole = playing(tmp_path)
    clock.now += IDLE
    app.step()
    assert isinstance(app.stack.top, IdleWarningScene)
    clock.now += WARNING_SECONDS - 1
    INPUTS[kind](app)
    app.step()
    assert app.stack.top is hole and kiosk.warning is None
    # The input only answered the warning: it played nothing.
    assert hole.hole.moves_made == 1
    assert kiosk.audits.total["idle_resets"] == 0
    # The idle time counts again from that input: no reset when the old countdown ends.
    clock.now += IDLE - 1
    app.step()
    assert app.stack.top is hole
    clock.now += 1
    app.step()
    assert isinstance(app.stack.top, IdleWarningScene)


def test_input_that_makes_no_action_still_keeps_the_game(tmp_path: Path) -> None:
    """A device the game reads no action from (the pointer moving) still counts."""
    app, kiosk, clock, hole = playing(tmp_path)
    clock.now += IDLE
    app.step()
    assert kiosk.warning is not None
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    )
    app.step()
    assert app.stack.top is hole


def test_no_warning_at_home_the_attract_mode_follows(tmp_path: Path) -> None:
    app, kiosk, clock, _ = playing(tmp_path)
    kiosk.go_home(idle=False)
    clock.now += IDLE
    app.step()
    assert kiosk.warning is None and isinstance(app.stack.top, Home)


def test_a_pin_pad_left_open_goes_home_without_a_warning(tmp_path: Path) -> None:
    app, kiosk, clock, _ = playing(tmp_path)
    kiosk.ask_pin()
    clock.now += IDLE
    app.step()
    assert kiosk.warning is None and isinstance(app.stack.top, Home)
    assert kiosk.audits.total["idle_resets"] == 1
