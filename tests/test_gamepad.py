"""Game controllers without a device: synthetic events, hot-plug, stick and repeat."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import IDLE, FakeClock, make_kiosk

from golf_game.actions import Command, Key
from golf_game.gamepad import AXIS_MAX, REPEAT_DELAY, REPEAT_EVERY
from golf_game.input import InputTranslator
from golf_game.scenes.hole import HoleScene

SIZE = (800, 600)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def event(kind: int, **fields: object) -> pygame.event.Event:
    return pygame.event.Event(kind, **fields)


def pad(button: int, down: bool = True) -> pygame.event.Event:
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return event(kind, instance_id=3, button=button)


@pytest.mark.parametrize(
    ("button", "command"),
    [
        (pygame.CONTROLLER_BUTTON_A, Command.CONFIRM),
        (pygame.CONTROLLER_BUTTON_B, Command.PAUSE),
        (pygame.CONTROLLER_BUTTON_X, Command.HINT),
        (pygame.CONTROLLER_BUTTON_Y, Command.UNDO),
        (pygame.CONTROLLER_BUTTON_START, Command.PAUSE),
        (pygame.CONTROLLER_BUTTON_DPAD_LEFT, Command.LEFT),
    ],
)
def test_controller_buttons(button: int, command: Command) -> None:
    assert InputTranslator(SIZE).translate([pad(button)]) == [Key(command)]


def test_a_button_without_a_use_does_nothing() -> None:
    assert InputTranslator(SIZE).translate([pad(pygame.CONTROLLER_BUTTON_GUIDE)]) == []


def test_plugging_in_a_device_that_is_gone_never_crashes(caplog: pytest.LogCaptureFixture) -> None:
    translator = InputTranslator(SIZE)
    with caplog.at_level(logging.WARNING, logger="golf_game.gamepad"):
        assert translator.translate([event(pygame.JOYDEVICEADDED, device_index=42)]) == []
    assert "controller 42 could not be opened" in caplog.text
    assert translator.gamepads.count == 0
    unplugged = [event(pygame.JOYDEVICEREMOVED, instance_id=42), pad(pygame.CONTROLLER_BUTTON_A)]
    assert translator.translate(unplugged) == [Key(Command.CONFIRM)]


def test_the_stick_counts_past_its_dead_zone_and_repeats_while_held() -> None:
    clock = Clock()
    translator = InputTranslator(SIZE, clock)
    axis = pygame.CONTROLLER_AXIS_LEFTX

    def stick(share: float) -> list[object]:
        motion = event(
            pygame.CONTROLLERAXISMOTION, instance_id=3, axis=axis, value=int(share * AXIS_MAX)
        )
        return list(translator.translate([motion]))

    assert stick(0.3) == []  # inside the dead zone: a stick at rest wobbles
    assert stick(0.9) == [Key(Command.RIGHT)]
    assert stick(0.95) == []  # still right: no second move
    assert translator.deadline() == pytest.approx(100 + REPEAT_DELAY)
    clock.now += REPEAT_DELAY
    assert translator.translate([]) == [Key(Command.RIGHT)]
    clock.now += REPEAT_EVERY / 2
    assert translator.translate([]) == []
    clock.now += REPEAT_EVERY / 2
    assert translator.translate([]) == [Key(Command.RIGHT)]
    assert stick(0.1) == []  # let go: the repeat stops
    assert translator.deadline() is None
    clock.now += 5
    assert translator.translate([]) == []
    assert stick(-0.8) == [Key(Command.LEFT)]


def test_controller_input_keeps_a_kiosk_awake_but_stick_noise_does_not() -> None:
    clock = Clock()
    translator = InputTranslator(SIZE, clock)
    clock.now = 200.0
    noise = event(pygame.JOYAXISMOTION, instance_id=5, axis=0, value=0.1)
    translator.translate([noise])
    assert translator.last_input == 100.0
    clock.now = 300.0
    translator.translate([event(pygame.JOYBUTTONDOWN, instance_id=5, button=0)])
    assert translator.last_input == 300.0


def test_a_raw_joystick_hat_and_buttons() -> None:
    translator = InputTranslator(SIZE)
    hat = [event(pygame.JOYHATMOTION, instance_id=5, hat=0, value=(0, 1))]
    assert translator.translate(hat) == [Key(Command.UP)]
    release = [event(pygame.JOYHATMOTION, instance_id=5, hat=0, value=(0, 0))]
    assert translator.translate(release) == []
    assert translator.deadline() is None
    buttons = [event(pygame.JOYBUTTONDOWN, instance_id=5, button=b) for b in (0, 1, 2, 3, 9, 5)]
    assert translator.translate(buttons) == [
        Key(Command.CONFIRM),
        Key(Command.PAUSE),
        Key(Command.HINT),
        Key(Command.UNDO),
        Key(Command.PAUSE),
    ]


def test_a_controller_keeps_a_kiosk_from_its_idle_reset(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _ = make_kiosk(tmp_path, clock)
    hole = app.stack.top
    assert isinstance(hole, HoleScene)
    clock.now += IDLE - 1
    app.step(0, [pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)])  # only a controller touched
    clock.now += IDLE - 1
    app.step(0, [pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, down=False)])
    assert app.stack.top is hole  # 2 x IDLE - 2 seconds on, still playing
    clock.now += IDLE
    app.step(0, [])
    assert app.stack.top is not hole  # no input at all: the idle reset came
