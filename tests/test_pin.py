"""The operator's PIN pad: the right PIN quits, wrong ones lock the pad for a
while, Cancel closes it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from kiosk_helpers import FakeClock, enter_pin, make_kiosk, tap_at
from ui_helpers import key

from golf_game.scenes.hole import HoleScene
from golf_game.scenes.pin import CANCEL, LOCK_SECONDS, MAX_TRIES, PROMPT, PinScene


def test_operator_chord_then_right_pin_quits(tmp_path: Path) -> None:
    app, _ = make_kiosk(tmp_path, FakeClock(), pin="97531")
    app.running = True
    key(pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LALT | pygame.KMOD_LSHIFT)
    app.step()
    assert isinstance(app.stack.top, PinScene)
    enter_pin(app, "2468")
    assert app.running
    pin = app.stack.top
    assert isinstance(pin, PinScene) and pin.message == "Wrong PIN"
    enter_pin(app, "97531")
    assert not app.running


def test_wrong_pins_lock_the_pad_then_cancel_closes_it(tmp_path: Path) -> None:
    clock = FakeClock()
    app, kiosk = make_kiosk(tmp_path, clock)
    kiosk.ask_pin()
    app.step()
    for _ in range(MAX_TRIES):
        enter_pin(app, "1111")
    pin = app.stack.top
    assert isinstance(pin, PinScene) and pin.locked_for > 0
    enter_pin(app, "2468")  # ignored while locked
    assert app.stack.top is pin
    assert app.wait_timeout() == pytest.approx(pin.locked_for)
    tap_at(app, pin.keys[CANCEL].center)
    app.step()
    assert isinstance(app.stack.top, HoleScene)


def test_a_wrong_pin_is_an_error_until_the_lock_runs_out(tmp_path: Path) -> None:
    clock = FakeClock()
    app, kiosk = make_kiosk(tmp_path, clock)
    kiosk.ask_pin()
    app.step()
    pin = app.stack.top
    assert isinstance(pin, PinScene) and not pin.error and pin.message == PROMPT
    for _ in range(MAX_TRIES):
        enter_pin(app, "1111")
    assert pin.error and pin.message.startswith("Wrong PIN")
    clock.now += LOCK_SECONDS
    pin.update(0.0)  # the pad itself: the kiosk's idle timer would close it now
    assert not pin.error and pin.message == PROMPT and pin.locked_for == 0
