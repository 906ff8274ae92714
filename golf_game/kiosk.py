"""Kiosk mode: a public touchscreen that strangers cannot close or break.

:class:`Kiosk` plugs into the app (:class:`golf_game.app.KioskHooks`;
:mod:`golf_game.launch` installs it):

- Closing the window, Esc and F11 do nothing (SIGTERM from the system still
  ends the game cleanly: ``systemctl stop``, a shutdown). An operator closes the game
  with Ctrl+Alt+Shift+Q or a press held :data:`LONG_PRESS_SECONDS` in a
  corner of the screen, then the PIN (:mod:`golf_game.saved.pin`) on an
  on-screen number pad; the right one opens the operator menu
  (:mod:`golf_game.scenes.operator`), which this class serves.
- After ``idle_seconds`` (:class:`~golf_game.saved.kiosk_config.KioskConfig`)
  without input the game goes back to the home scene (the menu; the hole was
  saved after its last move, so Continue resumes it). After
  ``attract_seconds`` an attract scene plays deals by itself until someone
  touches the screen.
- The audits count idle resets, attract starts, crashes recovered and time in
  use; ``health.json`` is written every :data:`HEALTH_SECONDS` and the
  audits' CSV once a day.

Timers run on the app's clock and are reported through :meth:`deadline`, so
the loop sleeps until the next one is due instead of polling.
"""

from __future__ import annotations

import logging
import os
import shutil
from collections.abc import Callable
from datetime import datetime

from . import __version__
from .actions import Action, Command, Key, Quit
from .app import App, KioskHooks
from .saved.audits import Audits, Event, Seconds
from .saved.files import save_payload
from .saved.kiosk_config import ConfigFile, KioskConfig
from .saved.pin import PinGuard
from .scene import Scene
from .scenes.attract import AttractScene
from .scenes.hole import HoleScene
from .scenes.operator import OperatorScene
from .scenes.out_of_order import OutOfOrderScene
from .scenes.pin import PinScene

log = logging.getLogger(__name__)

LONG_PRESS_SECONDS = 3.0
CORNER_SHARE = 0.08
"""A corner is this share of the window's shorter side (at least CORNER_MIN_PX)."""
CORNER_MIN_PX = 48

HEALTH_FILE = "health.json"
HEALTH_SECONDS = 60.0
LANGUAGES: tuple[str, ...] = ("en",)
"""The languages the operator may choose (the visitor side adds its tables)."""

SceneMaker = Callable[[], Scene]


class Kiosk(KioskHooks):
    """Idle timers, the attract mode, the operator exit and menu, the audits
    and the heartbeat for one app.

    ``config_file`` is where the operator's on-screen changes are saved
    (``None``: kept in memory); ``on_config`` puts a changed config to use in
    the session. ``pin`` and ``audits`` default to ones kept in the app's data
    folder. ``wall`` is the local wall clock (days, opening hours, the CSV).
    """

    def __init__(
        self,
        app: App,
        home: SceneMaker,
        demo: Callable[[], HoleScene],
        *,
        config: KioskConfig | None = None,
        config_file: ConfigFile | None = None,
        on_config: Callable[[KioskConfig], None] | None = None,
        pin: PinGuard | None = None,
        audits: Audits | None = None,
        wall: Callable[[], datetime] = datetime.now,
    ) -> None:
        """``home`` builds the menu, ``demo`` the attract mode's holes."""
        self.app = app
        self.home = home
        self.demo = demo
        self.config = config or KioskConfig()
        self.config_file = config_file
        self.on_config = on_config
        self.wall = wall
        folder = app.data_folder
        self.audits = audits or Audits(None, wall)
        self.pin = pin or PinGuard(folder, lambda: wall().timestamp())
        self.pin.audits = self.audits
        self.languages = LANGUAGES
        self.scores_reset: Callable[[bool], str] | None = None
        """Resets today's (False) or all (True) high scores, once there is a table."""
        self.home_scene: Scene | None = None
        self._attract_scene: Scene | None = None
        self._pin: Scene | None = None
        self._visit_start: float | None = None
        self._started = app.clock()
        self._next_health = self._started
        self._exported_day = ""

    def attract(self) -> Scene:
        return AttractScene(self.app.context, self.demo)

    def pin_scene(self) -> Scene:
        return PinScene(self.app.context, self.pin, on_success=self.open_operator_menu)

    def open_operator_menu(self) -> None:
        """The right PIN: the pad gives way to the operator menu."""
        log.warning("kiosk: the operator menu is open")
        self.app.stack.replace(OperatorScene(self.app.context, self))

    # --- the operator menu's desk (scenes.operator.OperatorDesk) ---------------------

    def change(self, config: KioskConfig) -> str | None:
        switched = config.out_of_order != self.config.out_of_order
        self.config = config
        if self.on_config is not None:
            self.on_config(config)
        if switched:
            # The new home goes under the operator menu, which stays on top.
            menu = self.app.stack.top
            self.go_home(idle=False)
            if menu is not None:
                self.app.stack.push(menu)
        problem = None if self.config_file is None else self.config_file.save(config)
        if problem is not None:
            log.warning("kiosk: %s", problem)
        return problem

    def export_audits(self) -> str:
        problem = self.audits.export_csv(self.app.data_folder)
        return problem or f"Written to {self.app.data_folder / 'audits.csv'}"

    def reset_scores(self, everything: bool) -> str | None:
        if self.scores_reset is None:
            return "There is no high-score table yet"
        self.audits.note_scores_reset()
        return self.scores_reset(everything)

    def exit_to_desktop(self) -> None:
        log.warning("kiosk: the operator closes the game")
        self.app.quit()

    # --- scenes -------------------------------------------------------------------

    def make_home(self) -> Scene:
        """The menu, or the operator's out-of-order screen while it is switched on."""
        if self.config.out_of_order:
            log.warning("kiosk: switched out of order by the operator")
            message = self.config.out_of_order_message
            self.home_scene = OutOfOrderScene(self.app.context, "", message=message)
        else:
            self.home_scene = self.home()
        return self.home_scene

    def go_home(self, idle: bool = True) -> None:
        """Back to a fresh home scene (the menu), closing everything above it;
        ``idle`` False: the operator switched the kiosk out of order (or back)."""
        if idle:
            log.info("kiosk idle: back to the menu")
            self.audits.count(Event.IDLE_RESET)
            self._visit_ends()
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
        if self._visit_start is None:
            self._visit_start = self.app.clock()
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

    def crashed(self) -> None:
        self.audits.count(Event.CRASH_RECOVERED)

    def _visit_ends(self) -> None:
        """A visitor has gone (the kiosk went idle): add their time in use."""
        if self._visit_start is not None:
            used = self.app.input.last_input - self._visit_start
            self.audits.add_seconds(Seconds.IN_USE, used)
            self._visit_start = None

    def _timers(self) -> tuple[float, float]:
        idle = float(self.config.idle_seconds)
        return idle, max(idle, float(self.config.attract_seconds))

    def deadline(self) -> float | None:
        times = [self._next_health]
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
        if now >= self._next_health:
            self._heartbeat(now)
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
            self.audits.count(Event.ATTRACT_START)
            self._visit_ends()
            self._attract_scene = self.attract()
            self.app.stack.push(self._attract_scene)

    def _in_corner(self, pos: tuple[int, int]) -> bool:
        w, h = self.app.stack.size
        size = max(CORNER_MIN_PX, round(CORNER_SHARE * min(w, h)))
        x, y = pos
        return (x < size or x >= w - size) and (y < size or y >= h - size)

    # --- the heartbeat --------------------------------------------------------------

    def _heartbeat(self, now: float) -> None:
        """Write health.json, and the audits' CSV once a day."""
        self._next_health = max(now, self._next_health) + HEALTH_SECONDS
        folder = self.app.data_folder
        wall = self.wall()
        try:
            free: int | None = shutil.disk_usage(folder).free
        except OSError:
            free = None
        health = {
            "version": __version__,
            "pid": os.getpid(),
            "written": wall.isoformat(timespec="seconds"),
            "uptime_seconds": round(now - self._started),
            "last_crash": self.audits.last_crash,
            "free_disk_bytes": free,
            "out_of_order": self.config.out_of_order,
            "default_pin": self.pin.is_default,
            "operator_exit_closed": self.pin.closed,
        }
        problem = save_payload(folder / HEALTH_FILE, "health", health)
        if problem is not None:
            log.warning("kiosk: %s", problem)
        day = wall.date().isoformat()
        if day != self._exported_day:
            self._exported_day = day
            problem = self.audits.export_csv(folder)
            if problem is not None:
                log.warning("kiosk: %s", problem)
