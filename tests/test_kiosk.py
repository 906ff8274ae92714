"""Kiosk mode: no way out without the operator, idle reset, attract mode, and
timers that sleep instead of ticking."""

from __future__ import annotations

import threading
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import ATTRACT, IDLE, FakeClock, Home, idle_out, make_kiosk
from ui_helpers import finger, key, settle

from golf_game.app import App
from golf_game.input import InputTranslator
from golf_game.kiosk import LONG_PRESS_SECONDS, WARNING_SECONDS
from golf_game.scenes.attract import AttractScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.pause import PauseScene
from golf_game.scenes.pin import PinScene


def test_kiosk_window_fills_the_screen_without_a_frame(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[object, int]] = []
    set_mode = pygame.display.set_mode

    def recording(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
        calls.append((size, flags))
        return set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", recording)
    app, _ = make_kiosk(tmp_path, FakeClock())
    assert app.surface.get_size() == pygame.display.get_desktop_sizes()[0]
    # The desktop's own size: native pixels, no SCALED, no frame.
    assert calls == [((0, 0), pygame.FULLSCREEN | pygame.NOFRAME)]


def test_close_and_f11_do_nothing_and_escape_pauses_without_quit(tmp_path: Path) -> None:
    app, _ = make_kiosk(tmp_path, FakeClock())
    hole = app.stack.top
    size = app.surface.get_size()
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    key(pygame.K_ESCAPE)
    key(pygame.K_F11)
    app.running = True
    app.step()
    assert app.running  # the close request did not stop the loop
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and list(app.stack)[-2] is hole
    assert not any(label.startswith("Quit") for label in pause.buttons)
    assert app.surface.get_size() == size  # F11 did not leave full screen


def test_plain_q_or_ctrl_q_does_not_ask_for_the_pin(tmp_path: Path) -> None:
    app, _ = make_kiosk(tmp_path, FakeClock())
    key(pygame.K_q)
    key(pygame.K_q, pygame.KMOD_LCTRL)
    app.step()
    assert isinstance(app.stack.top, HoleScene)


def hold(app: App, clock: FakeClock, pos: tuple[int, int], seconds: float) -> None:
    finger(pygame.FINGERDOWN, pos, app.stack.size)
    app.step()
    clock.now += seconds
    app.step()


@pytest.mark.parametrize("corner", ["top-left", "top-right", "bottom-left", "bottom-right"])
def test_long_press_in_a_corner_asks_for_the_pin(tmp_path: Path, corner: str) -> None:
    clock = FakeClock()
    app, _ = make_kiosk(tmp_path, clock)
    w, h = app.stack.size
    pos = {"top-left": (2, 2), "top-right": (w - 3, 2), "bottom-left": (2, h - 3)}.get(
        corner, (w - 3, h - 3)
    )
    # The loop is told to wake when the press has lasted long enough.
    finger(pygame.FINGERDOWN, pos, app.stack.size)
    app.step()
    assert app.wait_timeout() == pytest.approx(LONG_PRESS_SECONDS)
    clock.now += LONG_PRESS_SECONDS
    app.step()
    pin = app.stack.top
    assert isinstance(pin, PinScene)
    # Lifting the finger afterwards presses nothing on the pad.
    finger(pygame.FINGERUP, pos, app.stack.size)
    app.step()
    assert app.stack.top is pin and pin.entered == ""


def test_short_or_central_presses_do_not(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _ = make_kiosk(tmp_path, clock)
    hold(app, clock, (2, 2), LONG_PRESS_SECONDS - 0.5)
    finger(pygame.FINGERUP, (2, 2), app.stack.size)
    app.step()
    w, h = app.stack.size
    hold(app, clock, (w // 2, h // 2), LONG_PRESS_SECONDS * 2)
    assert isinstance(app.stack.top, HoleScene)


def test_idle_goes_home_and_the_loop_is_told_when(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _ = make_kiosk(tmp_path, clock)
    first = app.stack.top
    assert isinstance(first, HoleScene)
    key(pygame.K_SPACE)
    app.step()
    assert first.hole.moves_made >= 1
    assert app.wait_timeout() == pytest.approx(IDLE)
    clock.now += IDLE - 1
    app.step()
    assert app.stack.top is first
    idle_out(app, clock, 1)
    assert isinstance(app.stack.top, Home) and len(app.stack) == 1
    # At home the next deadline is the attract mode's.
    assert app.wait_timeout() == pytest.approx(ATTRACT - IDLE - WARNING_SECONDS)


def test_clock_going_backwards_does_not_freeze_the_idle_timer(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _ = make_kiosk(tmp_path, clock)
    key(pygame.K_SPACE)
    app.step()
    assert isinstance(app.stack.top, HoleScene)
    clock.now -= 3 * 3600
    app.step()
    idle_out(app, clock)
    assert isinstance(app.stack.top, Home)


def test_idle_loop_sleeps_instead_of_ticking(tmp_path: Path) -> None:
    """The real loop, nothing moving: it must wait for events, not tick at 60 Hz."""
    app, _ = make_kiosk(tmp_path, FakeClock())
    settle(app)
    steps = 0
    original = app._step

    def counting(dt: float, actions: list[object]) -> list[pygame.Rect]:
        nonlocal steps
        steps += 1
        return original(dt, actions)  # type: ignore[arg-type]

    app._step = counting  # type: ignore[method-assign]
    app.shutdown = lambda: None  # type: ignore[method-assign]

    def stop() -> None:
        app.running = False
        InputTranslator.post_wake()

    timer = threading.Timer(0.6, stop)
    timer.start()
    app.run()
    timer.join()
    assert steps <= 3


def test_a_pin_pad_left_open_over_the_attract_mode_times_out(tmp_path: Path) -> None:
    clock = FakeClock()
    app, kiosk = make_kiosk(tmp_path, clock)
    idle_out(app, clock)
    clock.now += ATTRACT
    app.step()
    assert isinstance(app.stack.top, AttractScene)
    key(pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LALT | pygame.KMOD_LSHIFT)
    app.step()
    assert isinstance(app.stack.top, PinScene)
    clock.now += IDLE
    app.step()
    assert isinstance(app.stack.top, Home) and len(app.stack) == 1
    assert kiosk.at_home


def test_a_quit_from_the_system_still_ends_a_kiosk(tmp_path: Path) -> None:
    """SIGTERM (systemctl stop, shutdown) reaches SDL as a QUIT with no window close."""
    app, _ = make_kiosk(tmp_path, FakeClock())
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert not app.running
