"""Kiosk mode: a public touchscreen that strangers cannot close or break.

:class:`Kiosk` plugs into the app (:class:`golf_game.app.KioskHooks`;
:mod:`golf_game.launch` installs it):

- Closing the window, Esc and F11 do nothing (SIGTERM from the system still
  ends the game cleanly: ``systemctl stop``, a shutdown). An operator closes the game
  with Ctrl+Alt+Shift+Q or a press held :data:`LONG_PRESS_SECONDS` in a
  corner of the screen, then the PIN from the settings file
  (``kiosk_pin``) on an on-screen number pad.
- After ``kiosk_idle_seconds`` without input the game goes back to the home
  scene (the menu; the hole was saved after its last move, so Continue
  resumes it). After ``kiosk_attract_seconds`` an attract scene plays deals
  by itself until someone touches the screen.

Timers run on the app's clock and are reported through :meth:`deadline`, so
the loop sleeps until the next one is due instead of polling.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from .actions import Action, Command, Key, Quit
from .app import App, KioskHooks
from .scene import Scene
from .scenes.attract import AttractScene
from .scenes.hole import HoleScene
from .scenes.out_of_order import OutOfOrderScene
from .scenes.pin import PinScene

log = logging.getLogger(__name__)

LONG_PRESS_SECONDS = 3.0
CORNER_SHARE = 0.08
"""A corner is this share of the window's shorter side (at least CORNER_MIN_PX)."""
CORNER_MIN_PX = 48

SceneMaker = Callable[[], Scene]


class Kiosk(KioskHooks):
    """Idle timers, the attract mode and the operator exit for one app."""

    def __init__(self, app: App, home: SceneMaker, demo: Callable[[], HoleScene]) -> None:
        """``home`` builds the menu, ``demo`` the attract mode's holes."""
        self.app = app
        self.home = home
        self.demo = demo
        self.home_scene: Scene | None = None
        self._attract_scene: Scene | None = None
        self._pin: Scene | None = None

    def attract(self) -> Scene:
        return AttractScene(self.app.context, self.demo)

    def pin_scene(self) -> Scene:
        context = self.app.context
        return PinScene(context, context.settings.kiosk_pin, on_success=context.quit)

    # --- scenes -------------------------------------------------------------------

    def make_home(self) -> Scene:
        self.home_scene = self.home()
        return self.home_scene

    def go_home(self) -> None:
        """Back to a fresh home scene (the menu), closing everything above it."""
        log.info("kiosk idle: back to the menu")
        self.app.input.reset()
        home = self.make_home()  # first: it may leave the game on screen for Continue
        while len(self.app.stack):
            self.app.stack.pop()
        self.app.stack.push(home)

    @property
    def at_home(self) -> bool:
        stack = self.app.stack
        return len(stack) == 1 and stack.top is self.home_scene

    @property
    def attracting(self) -> bool:
        """The attract mode is on screen (a PIN pad over it still times out)."""
        return self._attract_scene is not None and self.app.stack.top is self._attract_scene

    def _out_of_order(self) -> bool:
        return isinstance(self.app.stack.top, OutOfOrderScene)

    def ask_pin(self) -> None:
        """Show the operator's PIN pad (once, over whatever is on screen)."""
        if self._pin is not None and self._pin in list(self.app.stack):
            return
        self.app.input.reset()
        self._pin = self.pin_scene()
        self.app.stack.push(self._pin)

    # --- KioskHooks -------------------------------------------------------------------

    def intercept(self, action: Action) -> bool:
        if isinstance(action, Quit) and action.window:
            log.info("kiosk: the window's close button is ignored")
            return True
        if isinstance(action, Key):
            if action.command is Command.OPERATOR:
                self.ask_pin()
                return True
            # Esc would open the pause menu's Quit; F11 would leave full screen.
            return action.command in (Command.FULLSCREEN, Command.PAUSE)
        return False

    def _timers(self) -> tuple[float, float]:
        settings = self.app.context.settings
        idle = float(settings.kiosk_idle_seconds)
        return idle, max(idle, float(settings.kiosk_attract_seconds))

    def deadline(self) -> float | None:
        times = []
        held = self.app.input.held
        if held is not None and self._in_corner(held[0]):
            times.append(held[1] + LONG_PRESS_SECONDS)
        if not (self.attracting or self._out_of_order()):
            idle, attract = self._timers()
            last = self.app.input.last_input
            times.append(last + (attract if self.at_home else idle))
        return min(times) if times else None

    def tick(self) -> None:
        input_ = self.app.input
        now = self.app.clock()
        if input_.last_input > now:
            # The clock went backwards: count idle time from now, not from "the future".
            input_.last_input = now
        held = input_.held
        if held is not None and self._in_corner(held[0]) and now - held[1] >= LONG_PRESS_SECONDS:
            self.ask_pin()
            return
        if self.attracting or self._out_of_order():
            return
        idle, attract = self._timers()
        quiet = now - input_.last_input
        if not self.at_home:
            if quiet >= idle:
                self.go_home()
        elif quiet >= attract:
            log.info("kiosk idle: attract mode")
            self._attract_scene = self.attract()
            self.app.stack.push(self._attract_scene)

    def _in_corner(self, pos: tuple[int, int]) -> bool:
        w, h = self.app.stack.size
        size = max(CORNER_MIN_PX, round(CORNER_SHARE * min(w, h)))
        x, y = pos
        return (x < size or x >= w - size) and (y < size or y >= h - size)
