"""Kiosk mode: a public touchscreen that strangers cannot close or break.

:class:`Kiosk` plugs into the app (:class:`golf_game.app.KioskHooks`;
:mod:`golf_game.launch` installs it):

- Closing the window and F11 do nothing (SIGTERM from the system still
  ends the game cleanly: ``systemctl stop``, a shutdown). An operator closes the game
  with Ctrl+Alt+Shift+Q or a press held :data:`LONG_PRESS_SECONDS` in a
  corner of the screen, then the PIN (:mod:`golf_game.saved.pin`) on an
  on-screen number pad; the right one opens the operator menu
  (:mod:`golf_game.scenes.operator`), which this class serves.
- After ``idle_seconds`` (:class:`~golf_game.saved.kiosk_config.KioskConfig`)
  without input a "Still playing?" warning counts down :data:`WARNING_SECONDS`
  over the game (:mod:`golf_game.scenes.idle_warning`); any input from any
  device keeps the game, and when the countdown runs out the game goes back
  to the home scene (the menu; the hole was saved after its last move, so
  Continue resumes it). After
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
from .actions import Action, Command, DragStart, Key, Quit, Tap, Text
from .app import App, KioskHooks
from .lang import LANGUAGES, set_language, tr
from .play.game import Game
from .saved.audits import Audits, Event, Seconds
from .saved.highscores import NOBODY, HighScores, Kind
from .saved.kiosk_config import ClosedScreen, ConfigFile, KioskConfig
from .saved.pin import PinGuard
from .saved.storage import save_payload
from .scene import Scene
from .scenes.attract import AttractScene, Page
from .scenes.closed import ClosedScene
from .scenes.help import HelpScene
from .scenes.high_scores import HighScoreScene
from .scenes.hole import HoleScene
from .scenes.idle_warning import IdleWarningScene
from .scenes.initials import InitialsScene
from .scenes.operator import OperatorScene
from .scenes.out_of_order import OutOfOrderScene
from .scenes.pin import PinScene
from .view import kiosk_words as words

log = logging.getLogger(__name__)

LONG_PRESS_SECONDS = 3.0
CORNER_SHARE = 0.08
"""A corner is this share of the window's shorter side (at least CORNER_MIN_PX)."""
CORNER_MIN_PX = 48

HEALTH_FILE = "health.json"
HEALTH_SECONDS = 60.0
ATTRACT_SCORES_SECONDS = 8.0
ATTRACT_HELP_SECONDS = 15.0
"""How long the attract mode shows today's high scores and how to play."""
WARNING_SECONDS = 20.0
"""How long the idle warning counts down (WCAG 2.2.1 asks for at least 20 s)."""

VISITOR_INPUT = (Tap, DragStart, Key, Text)
"""What a person does (a finished task's wake-up or a resize is not a visit)."""

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
        high_scores: HighScores | None = None,
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
        self.pin = pin or PinGuard.load(folder, lambda: wall().timestamp())
        self.pin.audits = self.audits
        if self.pin.is_default:
            log.warning("kiosk: the default operator PIN is in use: change it (docs/KIOSK.md)")
        self.languages = LANGUAGES
        """The languages the operator may offer (those with a table)."""
        self.scores_reset: Callable[[bool], str] | None = None
        """Resets today's (False) or all (True) high scores: the high-score
        table (the visitor side) installs it; until then the operator menu
        has no High scores page."""
        self.high_scores = high_scores
        if high_scores is not None:
            self.scores_reset = self._reset_high_scores
        self._offered: set[tuple[int, int]] = set()
        """The (round, hole number) results already offered the table."""
        self._initials: InitialsScene | None = None
        self.home_scene: Scene | None = None
        self._attract_scene: Scene | None = None
        self._pin: Scene | None = None
        self._warning: IdleWarningScene | None = None
        self._warned_input = 0.0
        """The translator's last-input time when the warning went up: any
        later input, from any device, keeps the game."""
        self._visit_start: float | None = None
        self._started = app.clock()
        self._next_health = self._started
        self._exported_day = ""

    def attract(self) -> Scene:
        """Demo holes, and between them today's high scores and how to play."""
        context = self.app.context
        pages: list[Page] = []
        scores = self.high_scores
        if scores is not None:

            def table() -> Scene:
                return HighScoreScene(context, lambda: scores.table, context.settings.mode)

            pages.append((table, ATTRACT_SCORES_SECONDS))
        pages.append((lambda: HelpScene(context), ATTRACT_HELP_SECONDS))
        return AttractScene(context, self.demo, pages)

    def pin_scene(self) -> Scene:
        return PinScene(self.app.context, self.pin, on_success=self.open_operator_menu)

    def open_operator_menu(self) -> None:
        """The right PIN: the pad gives way to the operator menu."""
        log.warning("kiosk: the operator menu is open")
        self.app.stack.replace(OperatorScene(self.app.context, self))

    # --- the operator menu's desk (scenes.operator.OperatorDesk) ---------------------

    def change(self, config: KioskConfig) -> str | None:
        before, self.config = self.config, config
        # Out of order (or back), or a new default language: a fresh home.
        switched = (config.out_of_order, config.language) != (before.out_of_order, before.language)
        if isinstance(self.home_scene, ClosedScene):
            # The closed card under the menu shows the hours (or is black): new ones at once.
            closed = (config.hours, config.closed_screen)
            switched = switched or closed != (before.hours, before.closed_screen)
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
        return problem or tr("Written to {path}", path=str(self.app.data_folder / "audits.csv"))

    @property
    def has_high_scores(self) -> bool:
        return self.scores_reset is not None

    def reset_scores(self, everything: bool) -> str | None:
        if self.scores_reset is None:
            return tr("There is no high-score table")
        self.audits.note_scores_reset()
        return self.scores_reset(everything)

    def _reset_high_scores(self, everything: bool) -> str:
        scores = self.high_scores
        if scores is None:
            return tr("There is no high-score table")
        problem = scores.reset_all() if everything else scores.reset_today()
        done = tr("All high scores cleared") if everything else tr("Today's high scores cleared")
        return problem or done

    # --- the high-score table -------------------------------------------------------

    def offer_high_score(self, game: Game) -> None:
        """A hole's result is on screen: if it (or the round it ends) makes the
        table, the initials picker goes over it, once per hole."""
        scores, hole = self.high_scores, game.hole
        number = game.round.hole_number
        key = (id(game.round), number)
        if scores is None or not hole.is_over or key in self._offered:
            return
        self._offered.add(key)
        mode = game.round.mode
        entries = [(Kind.HOLE, hole.score, game.par(number))]
        if game.hole_count > 1 and game.round.is_complete:
            entries.append((Kind.ROUND, game.round.total, game.par_total()))
        entries = [e for e in entries if scores.makes_it(mode, e[0], e[1])]
        if not entries:
            return

        def done(initials: str) -> None:
            for kind, strokes, par in entries:
                problem = scores.add(mode, kind, initials, strokes, par)
                if problem is not None:
                    log.warning("kiosk: %s", problem)
            if self._initials is not None and self._initials in list(self.app.stack):
                while self.app.stack.top is not self._initials:
                    self.app.stack.pop()
                self.app.stack.pop()
                if initials != NOBODY:
                    # The arcade way: the table, with the new entry on it.
                    table = HighScoreScene(self.app.context, lambda: scores.table, mode)
                    self.app.stack.push(table)
            self._initials = None

        self._initials = InitialsScene(self.app.context, done)
        self.app.stack.push(self._initials)

    def exit_to_desktop(self) -> None:
        log.warning("kiosk: the operator closes the game")
        self.app.quit()

    # --- scenes -------------------------------------------------------------------

    def make_home(self) -> Scene:
        """The menu; or the operator's out-of-order screen while it is switched
        on, or the closed card outside the opening hours."""
        if self.config.out_of_order:
            log.warning("kiosk: switched out of order by the operator")
            message = self.config.out_of_order_message
            self.home_scene = OutOfOrderScene(self.app.context, "", message=message)
        elif self.is_closed():
            log.info("kiosk: closed (opening hours %s)", self.config.hours.to_text())
            opens, closes = self.config.hours.to_text().split("-")
            blank = self.config.closed_screen is ClosedScreen.BLANK
            hours = words.opening_hours(opens, closes)
            self.home_scene = ClosedScene(self.app.context, hours, blank=blank)
        else:
            self.home_scene = self.home()
        return self.home_scene

    def is_closed(self) -> bool:
        """Outside the operator's opening hours (local wall time)."""
        return not self.config.hours.is_open(self.wall())

    def go_home(self, idle: bool = True) -> None:
        """Back to a fresh home scene (the menu), closing everything above it;
        ``idle`` False: the operator switched the kiosk out of order (or back)."""
        if idle:
            log.info("kiosk idle: back to the menu")
            self.audits.count(Event.IDLE_RESET)
            self._visit_ends()
        self._attract_quiet(False)
        self._warning = None
        if self._initials is not None:
            self._initials.give_up()  # the visitor has gone: the entry is nobody's
        self.app.input.reset()
        set_language(self.config.language)  # a visitor's choice ends with the visit
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
        """The out-of-order screen or the closed card: the visitors' timers rest."""
        return isinstance(self.app.stack.top, (OutOfOrderScene, ClosedScene))

    def ask_pin(self) -> None:
        """Show the operator's PIN pad (once, over whatever is on screen)."""
        if self._pin is not None and self._pin in list(self.app.stack):
            return
        self.app.input.reset()
        self._pin = self.pin_scene()
        self.app.stack.push(self._pin)

    # --- KioskHooks -------------------------------------------------------------------

    def intercept(self, action: Action) -> bool:
        if self._input_keeps_the_game():
            # The touch that answers "Still playing?" plays nothing itself.
            return True
        if isinstance(action, VISITOR_INPUT):
            if self._visit_start is None:
                self._visit_start = self.app.clock()
            if self.attracting:
                # A visitor stops the attract mode: their game has the sound setting's say.
                self._attract_quiet(False)
        if isinstance(action, Quit) and action.window:
            log.info("kiosk: the window's close button is ignored")
            return True
        if isinstance(action, Key):
            if action.command is Command.OPERATOR:
                self.ask_pin()
                return True
            # F11 would leave full screen. Back (Esc, a controller's B) goes
            # back as anywhere: a hole's pause has no Quit in a kiosk.
            return action.command is Command.FULLSCREEN
        return False

    @property
    def warning(self) -> IdleWarningScene | None:
        """The idle warning, while it is on screen."""
        return self._warning if self._warning is self.app.stack.top else None

    def _warn(self, now: float) -> None:
        self._warned_input = self.app.input.last_input
        self._warning = IdleWarningScene(self.app.context, now + WARNING_SECONDS)
        self.app.stack.push(self._warning)

    def _input_keeps_the_game(self) -> bool:
        """Close the idle warning if input came since it went up."""
        warning = self.warning
        if warning is None or self.app.input.last_input == self._warned_input:
            return False
        log.info("kiosk: the visitor is still playing")
        self.app.stack.pop()
        self._warning = None
        self.app.input.reset()
        return True

    def _attract_quiet(self, quiet: bool) -> None:
        """The attract mode is silent unless the operator turned its sound on."""
        context = self.app.context
        context.sounds.enabled = context.settings.sound and not quiet

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
        change = self.config.hours.seconds_to_change(self.wall())
        if change is not None:
            # Opening or closing time: on the second, not at the next heartbeat.
            times.append(self.app.clock() + change)
        held = self.app.input.held
        if held is not None and self._in_corner(held[0]):
            times.append(held[1] + LONG_PRESS_SECONDS)
        warning = self.warning
        if warning is not None:
            times.append(warning.ends)
        elif not (self.attracting or self._out_of_order()):
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
        showing_closed = isinstance(self.app.stack.top, ClosedScene)
        operator = isinstance(self.app.stack.top, (PinScene, OperatorScene))
        if self.is_closed() != showing_closed and not (self.config.out_of_order or operator):
            # Closing time (the visitor's game was saved), or opening time.
            self.go_home(idle=False)
            return
        if self.attracting or self._out_of_order():
            return
        warning = self.warning
        if warning is not None:
            if not self._input_keeps_the_game() and now >= warning.ends:
                self.go_home()
            return
        idle, attract = self._timers()
        quiet = now - input_.last_input
        if not self.at_home:
            if quiet >= idle:
                if isinstance(self.app.stack.top, (PinScene, OperatorScene)):
                    self.go_home()  # the operator's screens: no visitor's game to keep
                else:
                    self._warn(now)
        elif quiet >= attract:
            log.info("kiosk idle: attract mode")
            self.audits.count(Event.ATTRACT_START)
            self._visit_ends()
            self._attract_quiet(not self.config.attract_sound)
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
