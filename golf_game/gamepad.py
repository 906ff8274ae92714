"""Game controllers and USB joysticks: their buttons, D-pad and left stick
become the same actions as keys.

A controller SDL knows (Xbox, PlayStation, Switch Pro and most others) is
opened as a game controller, whose buttons have standard names: A confirms,
B goes back (pause in a hole), X asks for the hint, Y undoes, Start pauses,
the D-pad and the left stick move the focus. Any other joystick (an arcade
stick's USB encoder) is read raw: its hat and first two axes move, button 0
confirms, 1 goes back, 2 hints, 3 undoes, 7 and 9 (Start on most pads)
pause. A direction held repeats after :data:`REPEAT_DELAY`, every
:data:`REPEAT_EVERY` (:class:`Repeat`, which held arrow keys use too); the
stick counts only past :data:`DEAD_ZONE`.

Devices are opened when SDL says they arrived (also at start-up for those
already plugged in) and forgotten when they leave; a device that fails to
open is logged and skipped, so unplugging or a broken pad never stops the game.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Hashable

import pygame

from .actions import Action, Command, Key

log = logging.getLogger(__name__)

DEAD_ZONE = 0.5
"""Share of the stick's travel before it counts as a direction."""
RELEASE_ZONE = 0.35
"""Back under this share, the stick is centred again (no chatter at the edge)."""
REPEAT_DELAY = 0.4
REPEAT_EVERY = 0.15
"""A held direction moves again after 0.4 s, then about seven times a second:
a step at a time for a tap, across a row of seven columns in about a second."""
AXIS_MAX = 32767

_CONTROLLER_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: Command.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: Command.PAUSE,
    pygame.CONTROLLER_BUTTON_X: Command.HINT,
    pygame.CONTROLLER_BUTTON_Y: Command.UNDO,
    pygame.CONTROLLER_BUTTON_START: Command.PAUSE,
    pygame.CONTROLLER_BUTTON_DPAD_UP: Command.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Command.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Command.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Command.RIGHT,
}
_JOYSTICK_BUTTONS = {
    0: Command.CONFIRM,
    1: Command.PAUSE,
    2: Command.HINT,
    3: Command.UNDO,
    7: Command.PAUSE,
    9: Command.PAUSE,
}
DIRECTIONS = frozenset({Command.UP, Command.DOWN, Command.LEFT, Command.RIGHT})
_STICK_AXES = {
    pygame.CONTROLLER_AXIS_LEFTX: (Command.LEFT, Command.RIGHT),
    pygame.CONTROLLER_AXIS_LEFTY: (Command.UP, Command.DOWN),
}
"""The left stick's axes (0 and 1, as on a raw joystick): minus, plus."""

GAMEPAD_EVENTS = frozenset(
    {
        pygame.JOYDEVICEADDED,
        pygame.JOYDEVICEREMOVED,
        pygame.JOYBUTTONDOWN,
        pygame.JOYBUTTONUP,
        pygame.JOYHATMOTION,
        pygame.JOYAXISMOTION,
        pygame.CONTROLLERBUTTONDOWN,
        pygame.CONTROLLERBUTTONUP,
        pygame.CONTROLLERAXISMOTION,
    }
)


def _controller_module() -> object | None:
    """pygame's game-controller API (``pygame._sdl2.controller``), if it works here."""
    try:
        from pygame._sdl2 import controller

        controller.init()
    except (ImportError, pygame.error) as error:
        log.info("game controllers read as plain joysticks: %s", error)
        return None
    return controller


class Repeat:
    """The one direction held down (by a key, a D-pad, a hat or a stick) and
    when it next repeats. ``source`` names what holds it (a key code, a
    stick's axis), so letting go of something else does not stop it."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._held: Command | None = None
        self._source: Hashable = None
        self._at: float | None = None

    def hold(self, command: Command, source: Hashable) -> list[Action]:
        """``command`` now, and again while it is held."""
        self._held, self._source = command, source
        self._at = self.clock() + REPEAT_DELAY
        return [Key(command)]

    def release(self, source: Hashable = None) -> None:
        """Stop repeating what ``source`` holds (``None``: whatever is held)."""
        if source is None or source == self._source:
            self._held, self._source, self._at = None, None, None

    def deadline(self) -> float | None:
        """When the held direction next repeats (``None``: nothing held)."""
        return self._at

    def due(self) -> list[Action]:
        """The repeat of the held direction, if it is due now."""
        if self._held is None or self._at is None or self.clock() < self._at:
            return []
        self._at = self.clock() + REPEAT_EVERY
        return [Key(self._held)]


class Gamepads:
    """The plugged-in controllers and what their held direction repeats."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._devices: dict[int, object] = {}
        """Open devices by instance id (kept so they stay open)."""
        self._controllers: set[int] = set()
        """Those opened as game controllers: their raw joystick events are twins."""
        self.repeat = Repeat(clock)
        self._stick: dict[tuple[int, int], Command | None] = {}
        with contextlib.suppress(pygame.error):
            pygame.joystick.init()
        self._controller = _controller_module()

    @property
    def count(self) -> int:
        return len(self._devices)

    def translate(self, event: pygame.event.Event) -> tuple[bool, list[Action]]:
        """Whether a person did something, and the actions, for one device event."""
        kind = event.type
        if kind == pygame.JOYDEVICEADDED:
            self._open(event.device_index)
            return True, []
        if kind == pygame.JOYDEVICEREMOVED:
            self._close(event.instance_id)
            return False, []
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            down = kind == pygame.CONTROLLERBUTTONDOWN
            return True, self._button(_CONTROLLER_BUTTONS.get(event.button), down)
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(event.instance_id, event.axis, event.value / AXIS_MAX)
        if getattr(event, "instance_id", None) in self._controllers:
            return False, []  # the raw twin of a game controller's event
        if kind in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            down = kind == pygame.JOYBUTTONDOWN
            return True, self._button(_JOYSTICK_BUTTONS.get(event.button), down)
        if kind == pygame.JOYHATMOTION:
            return True, self._hat(event.value)
        if kind == pygame.JOYAXISMOTION:
            return self._axis(event.instance_id, event.axis, float(event.value))
        return False, []

    def _open(self, index: int) -> None:
        try:
            controller = self._controller
            if controller is not None and controller.is_controller(index):  # type: ignore[attr-defined]
                pad = controller.Controller(index)  # type: ignore[attr-defined]
                instance = pad.as_joystick().get_instance_id()
                self._controllers.add(instance)
            else:
                pad = pygame.joystick.Joystick(index)
                instance = pad.get_instance_id()
        except (pygame.error, IndexError, ValueError) as error:
            log.warning("controller %s could not be opened: %s", index, error)
            return
        self._devices[instance] = pad
        log.info("controller plugged in: %s", pad.name)

    def _close(self, instance: int) -> None:
        pad = self._devices.pop(instance, None)
        self._controllers.discard(instance)
        self._stick = {k: v for k, v in self._stick.items() if k[0] != instance}
        self.repeat.release()
        if pad is not None:
            log.info("controller unplugged: %s", instance)

    def _button(self, command: Command | None, down: bool) -> list[Action]:
        if command is None:
            return []
        if not down:
            self.repeat.release(command)
            return []
        if command in DIRECTIONS:
            return self.repeat.hold(command, command)
        return [Key(command)]

    def _hat(self, value: tuple[int, int]) -> list[Action]:
        x, y = value
        if y:
            return self.repeat.hold(Command.UP if y > 0 else Command.DOWN, "hat")
        if x:
            return self.repeat.hold(Command.LEFT if x < 0 else Command.RIGHT, "hat")
        self.repeat.release("hat")
        return []

    def _axis(self, instance: int, axis: int, share: float) -> tuple[bool, list[Action]]:
        directions = _STICK_AXES.get(axis)
        if directions is None:
            return False, []
        was = self._stick.get((instance, axis))
        if abs(share) < (RELEASE_ZONE if was is not None else DEAD_ZONE):
            if was is not None:
                self._stick[(instance, axis)] = None
                self.repeat.release((instance, axis))
            return False, []
        now = directions[share > 0]
        if now == was:
            return True, []
        self._stick[(instance, axis)] = now
        return True, self.repeat.hold(now, (instance, axis))
