"""The window and the main loop over the scene stack (:mod:`golf_game.scene`).

The loop sleeps in SDL's event wait whenever no scene animates, so an idle
game costs no CPU; it ticks at 60 Hz only while something moves. Background
jobs (:mod:`golf_game.tasks`) wake it with an event when they finish, and
timers (a notice to hide, a kiosk's idle timeout, a scene's ``wake_in``) set
the wait's timeout, so no timer polls.

Every scene call goes through the crash guard (:mod:`golf_game.guard`): an
unexpected exception is logged with the deal and moves, and the game goes
back to its home scene (the menu) instead of exiting.

For tests and tools the loop is driven by hand: :meth:`App.step` takes a time
step and optional raw events (otherwise it drains the queue), and
:meth:`App.render` paints the whole stack onto a surface.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path

import pygame

from .actions import Action, Command, Key, Moved, Quit, Redraw, Resize
from .desktop import prepare_environment, window_icon
from .guard import CrashGuard, debug_enabled
from .input import InputTranslator, monotonic
from .keymap import Keymap
from .lang import set_language, tr
from .saved.settings import Settings
from .saved.storage import default_folder
from .scene import Context, Rects, Scene, SceneStack
from .scenes.out_of_order import OutOfOrderScene
from .signals import StopSignals
from .tasks import TaskRunner
from .view.density import measured_px_per_mm
from .view.layout import set_display_density
from .view.notice import Notices
from .view.sound import Sounds
from .view.theme import Art
from .view.voice import Voice

log = logging.getLogger(__name__)

FPS = 60
MAX_STEP = 0.1
"""Longest time step an animation sees, so a stall does not skip a whole tween."""


class KioskHooks:
    """What the app asks of kiosk mode (:class:`golf_game.kiosk.Kiosk`)."""

    def intercept(self, action: Action) -> bool:
        """True if kiosk mode took the action (the scenes never see it)."""
        raise NotImplementedError

    def tick(self) -> None:
        """Check the idle and long-press timers (once a frame)."""
        raise NotImplementedError

    def deadline(self) -> float | None:
        """When :meth:`tick` must next run without input (game clock)."""
        raise NotImplementedError

    def crashed(self) -> None:
        """The app recovered from a crash (the audits count it)."""


class App:
    """The window, the loop, the scene stack and the services scenes share."""

    def __init__(
        self,
        settings: Settings,
        size: tuple[int, int] = (1280, 800),
        fullscreen: bool = False,
        title: str = "Golf Solitaire",
        *,
        kiosk: bool = False,
        clock: Callable[[], float] = monotonic,
        data_folder: Path | None = None,
        stop: StopSignals | None = None,
    ) -> None:
        """``stop``: the stop signals caught since start-up (the command line
        installs them); the loop ends once one came."""
        prepare_environment()
        # Only what the game uses: pygame.init() would also start the joystick
        # and other subsystems, about 6 ms more before the window opens. Sounds
        # opens the mixer itself.
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(title)
        icon = window_icon()
        if icon is not None:
            pygame.display.set_icon(icon)  # before the window opens, as SDL asks
        self.clock = clock
        """The game's clock: timers and frame times read it (the soak test fakes it)."""
        self.data_folder = data_folder if data_folder is not None else default_folder()
        self._windowed_size = size
        self._fullscreen = fullscreen or kiosk
        self._kiosk_window = kiosk
        self._kiosk_size = (0, 0)
        """The full screen's size, as the kiosk window last opened."""
        self.surface = self._open_window()
        set_display_density(measured_px_per_mm())
        self.input = InputTranslator(self.surface.get_size(), clock, Keymap(settings.keys))
        self.tasks = TaskRunner(notify=InputTranslator.post_wake, hold_idle_jobs=True)
        self.stack = SceneStack(self.surface.get_size())
        self.context = Context(
            stack=self.stack,
            settings=settings,
            art=Art(),
            sounds=Sounds(enabled=settings.sound),
            voice=Voice(settings.voice, settings.voice_volume / 100),
            tasks=self.tasks,
            clock=clock,
            kiosk=kiosk,
            quit=self.quit,
            toggle_sound=self.toggle_sound,
        )
        self.running = True
        """False once a Quit was handled: :meth:`run` ends (or never starts)."""
        self.stop = stop
        self.frames_drawn = 0
        self.notices = Notices(clock)
        self.guard = CrashGuard(lambda: self.data_folder, clock)
        self.home: Callable[[], Scene] | None = None
        """Makes the scene the game returns to after a crash (the menu)."""
        self.message_source: Callable[[], list[str]] | None = None
        """Where messages for the player come from besides the app (the saved
        data's failures); read each frame and shown as notices."""
        self.kiosk_mode: KioskHooks | None = None
        """Idle timers and operator exit (:mod:`golf_game.kiosk`)."""
        self.change_settings: Callable[[Settings], None] = self.apply_settings
        """How a settings change made outside the Settings page (the M key, the
        pause overlay's Sound) is applied; the session makes it save them too."""
        self.on_exit: Callable[[], None] | None = None
        """Called at shutdown before the task runner stops (write what is queued)."""
        self._notice_rect: pygame.Rect | None = None
        self._report_startup_problems()

    def install(
        self,
        *,
        home: Callable[[], Scene],
        kiosk: KioskHooks | None = None,
        messages: Callable[[], list[str]] | None = None,
        change_settings: Callable[[Settings], None] | None = None,
        on_exit: Callable[[], None] | None = None,
    ) -> None:
        """What the app calls back, handed over once by :mod:`golf_game.launch`:
        the home scene's maker, kiosk mode, the saved data's messages, how a
        settings change is kept, and what to write at exit."""
        self.home = home
        self.kiosk_mode = kiosk
        self.message_source = messages
        if change_settings is not None:
            self.change_settings = change_settings
        self.on_exit = on_exit

    def _out_of_order(self) -> Scene:
        """The scene shown when crashes repeat (a crash loop)."""
        return OutOfOrderScene(self.context, str(self.guard.log_path))

    def notify(self, text: str) -> None:
        """Show a short message over every scene (what the game could not do)."""
        log.warning("%s", text)
        self.notices.add(text)

    def _report_startup_problems(self) -> None:
        # No audio device is no notice: the first hole says so (Sounds.tell_missing).
        if not self.context.art.suit_glyphs:
            self.notify(tr("A font file is missing: using a plain font (suits shown as letters)"))

    # --- window ---------------------------------------------------------------

    def _open_window(self) -> pygame.Surface:
        if self._kiosk_window:
            # Native resolution (SCALED is slow without a GPU), no frame to drag or close.
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN | pygame.NOFRAME)
            self._kiosk_size = surface.get_size()
            return surface
        if self._fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        with warnings.catch_warnings():
            # Leaving full screen, X without a window manager first hands back
            # a screen-sized window (pygame warns "forcibly resized"); asking
            # once more gets the size asked for.
            warnings.simplefilter("ignore", RuntimeWarning)
            surface = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            if surface.get_size() != self._windowed_size:
                surface = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        return surface

    def toggle_fullscreen(self) -> None:
        if not self._fullscreen:
            self._windowed_size = self.surface.get_size()
        self._fullscreen = not self._fullscreen
        self.surface = self._open_window()
        self._resized(self.surface.get_size())

    def keep_full_screen(self, size: tuple[int, int], pos: tuple[int, int] = (0, 0)) -> None:
        """A kiosk window that was resized or moved (a window manager, a
        stray key combination, a display change) takes the full screen back."""
        if (size, pos) != (self._kiosk_size, (0, 0)):
            log.warning("kiosk window at %s, %s: taking the full screen back", pos, size)
            # SDL still counts the window as full screen, so asking for full
            # screen again does nothing (and it ignores moves of a full-screen
            # window): leave full screen for a moment, put the window in the
            # corner at the screen's size, then go back.
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)  # "forcibly resized"
                pygame.display.set_mode(self._kiosk_size, pygame.NOFRAME)
                pygame.display.set_window_position((0, 0))
                self.surface = self._open_window()
            self._resized(self.surface.get_size())

    def apply_settings(self, settings: Settings) -> None:
        """The one way settings are put to use: scenes, sounds and the art's contrast."""
        if settings.keys != self.context.settings.keys:
            self.input.keymap = Keymap(settings.keys)
        self.context.settings = settings
        self.context.sounds.enabled = settings.sound
        voice = self.context.voice
        voice.enabled, voice.volume = settings.voice, settings.voice_volume / 100
        if settings.voice:
            voice.prepare()
        self.context.art.set_high_contrast(settings.high_contrast)
        set_language(settings.language)

    def toggle_voice(self) -> None:
        """Spoken play on or off (the V key), kept like any other setting."""
        on = not self.context.settings.voice
        self.change_settings(replace(self.context.settings, voice=on))
        self.context.voice.say(["voice on" if on else "voice off"], force=True)

    def toggle_sound(self) -> None:
        """Sound on or off, kept like any other setting (:attr:`change_settings`)."""
        self.change_settings(replace(self.context.settings, sound=not self.context.sounds.enabled))

    def _resized(self, size: tuple[int, int]) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.surface = surface
        self.input.window_size = size
        self.stack.resize(size)

    # --- the loop ---------------------------------------------------------------

    @property
    def stopped(self) -> bool:
        """A stop signal (SIGTERM, SIGINT, SIGHUP) came."""
        return self.stop is not None and self.stop.received is not None

    @property
    def busy(self) -> bool:
        """Whether the loop must tick: a scene on the stack is animating."""
        return any(scene.animating for scene in self.stack)

    def next_deadline(self) -> float | None:
        """The game-clock time the loop must wake at without input, or ``None``."""
        now = self.clock()
        deadlines = [self.notices.deadline(), self.input.deadline()]
        if self.kiosk_mode is not None:
            deadlines.append(self.kiosk_mode.deadline())
        top = self.stack.top
        wake = top.wake_in if top is not None else None
        if wake is not None:
            deadlines.append(now + max(0.0, wake))
        found = [deadline for deadline in deadlines if deadline is not None]
        return min(found) if found else None

    def wait_timeout(self) -> float | None:
        """How long the idle loop may sleep: until the next deadline."""
        deadline = self.next_deadline()
        return None if deadline is None else max(0.0, deadline - self.clock())

    def run(self) -> None:
        """Play until the last scene leaves, the window closes or a stop
        signal comes (a Quit handled before, even by the first frame, ends it
        at once: the flag is never set back)."""
        clock = pygame.time.Clock()
        last = self.clock()
        try:
            while self.running and len(self.stack) and not self.stopped:
                if self.busy:
                    clock.tick(FPS)
                    actions = self.input.poll(wait=False)
                else:
                    if not self.context.voice.busy:
                        self.context.sounds.rest()
                    actions = self.input.poll(wait=True, timeout=self.wait_timeout())
                now = self.clock()
                self._step(now - last, actions)
                last = now
        finally:
            self.shutdown()

    def step(
        self, dt: float = 1 / FPS, events: Iterable[pygame.event.Event] | None = None
    ) -> Rects:
        """One frame by hand: translate ``events`` (or drain the queue), update, draw."""
        actions = self.input.poll() if events is None else self.input.translate(events)
        return self._step(dt, actions)

    def run_frames(self, count: int, dt: float = 1 / FPS) -> None:
        """``count`` frames by hand, reading the queue before each."""
        for _ in range(count):
            self.step(dt)

    def _step(self, dt: float, actions: list[Action]) -> Rects:
        # A clock that jumps (backwards or by hours) must not run animations
        # backwards or skip them: one frame sees at most MAX_STEP.
        dt = min(max(dt, 0.0), MAX_STEP)
        # Time passes first, for what was already moving; then the input, so
        # an animation it starts is drawn from its first position in this
        # frame, whatever time went by before (an idle wait, a frame's dt).
        top = self.stack.top
        if top is not None:
            self._guarded(f"{type(top).__name__}.update", top.update, dt)
        for action in actions:
            if not self._guarded("handle", self.dispatch, action):
                break  # the stack was rebuilt: the rest was meant for the old scenes
        if self.kiosk_mode is not None:
            self._guarded("kiosk timers", self.kiosk_mode.tick)
        if self.message_source is not None:
            for message in self._guarded_messages():
                # The saved data logs its own messages (it knows them first).
                self.notices.add(message[:1].upper() + message[1:])
        if self.notices.advance():
            self.stack.changed = True
        top = self.stack.top
        self.input.text_input = top is not None and top.wants_text
        try:
            rects = self._present()
        except Exception as error:
            if debug_enabled():
                raise
            self._recover(error, "draw")
            rects = []
        if not self.busy:
            # Nothing moves: background searches may have the GIL now.
            self.tasks.release_idle()
        return rects

    def _guarded_messages(self) -> list[str]:
        source = self.message_source
        if source is None:
            return []
        try:
            return source()
        except Exception as error:
            if debug_enabled():
                raise
            log.error("messages could not be read: %r", error)
            return []

    def _guarded(self, where: str, function: Callable[..., object], *args: object) -> bool:
        """Call ``function``; on an unexpected error recover (False) instead of exiting."""
        try:
            function(*args)
        except Exception as error:
            if debug_enabled():
                raise
            self._recover(error, where)
            return False
        return True

    def _recover(self, error: Exception, where: str) -> None:
        """Log the crash with what is needed to replay it, then go home (or,
        in a crash loop, to the out-of-order scene)."""
        details: list[str] = []
        for scene in self.stack:
            details.append(f"scene {type(scene).__name__}")
            try:
                details.extend(f"  {line}" for line in scene.crash_details())
            except Exception as problem:
                details.append(f"  (no details: {problem!r})")
        loop = self.guard.record(error, where, details)
        if self.kiosk_mode is not None:
            try:
                self.kiosk_mode.crashed()
            except Exception as problem:
                log.error("the crash could not be counted: %r", problem)
        log.error("recovered from an error in %s: %r (crash #%d)", where, error, self.guard.count)
        self.input.reset()
        self._clear_stack()
        makers = [self._out_of_order]
        if not loop and self.home is not None:
            makers.insert(0, self.home)
        for make in makers:
            try:
                self.stack.push(make())
                break
            except Exception as problem:
                if debug_enabled():
                    raise
                log.error("could not open %r after a crash: %r", make, problem)
                self._clear_stack()
        if not loop:
            self.notify(tr("Something went wrong, so the game started over. Sorry!"))
        if self.guard.last_log_error is not None:
            self.notify(tr("Could not write crash.log: {error}", error=self.guard.last_log_error))

    def _clear_stack(self) -> None:
        """Empty the stack; a scene that fails to close is dropped all the same."""
        while len(self.stack):
            try:
                self.stack.pop()
            except Exception as problem:
                log.error("a scene failed to close: %r", problem)

    def dispatch(self, action: Action) -> None:
        """Handle the app-wide actions; give the rest to the top scene."""
        if self.kiosk_mode is not None and self.kiosk_mode.intercept(action):
            return
        if isinstance(action, Quit):
            self.running = False
            return
        if isinstance(action, Resize):
            if self._kiosk_window:
                # Before the scenes see it: they never lay out a squeezed kiosk.
                self.keep_full_screen(action.size)
            if not self._kiosk_window or action.size == self._kiosk_size:
                self._resized(action.size)
            return
        if isinstance(action, Moved):
            if self._kiosk_window:
                self.keep_full_screen(self.surface.get_size(), action.pos)
            return
        if isinstance(action, Redraw):
            self.stack.changed = True
            return
        if isinstance(action, Key) and action.command is Command.FULLSCREEN:
            self.toggle_fullscreen()
            return
        if isinstance(action, Key) and action.command is Command.MUTE:
            self.toggle_sound()
        if isinstance(action, Key) and action.command is Command.VOICE:
            self.toggle_voice()
            return
        top = self.stack.top
        if top is not None:
            top.handle(action)

    def _present(self) -> Rects:
        full = self.stack.changed
        self.stack.changed = False
        rects = self.stack.draw(self.surface, full)
        if rects or self._notice_rect is not None or self.notices.current is not None:
            rects = self._paint_notice(rects)
        if rects:
            self.frames_drawn += 1
            if full:
                pygame.display.flip()
            else:
                pygame.display.update(rects)
        return rects

    def _paint_notice(self, rects: Rects) -> Rects:
        """Keep the notice on top of whatever the scenes repainted."""
        art = self.context.art
        rect = self.notices.rect(self.surface.get_size(), art, self.stack.notice_area)
        if rect != self._notice_rect:
            # Shown, hidden or changed: the scenes under it need painting again.
            self._notice_rect = rect
            self.stack.changed = True
            if rect is None:
                return rects
            rects = [*rects, rect]
        if rect is not None and any(rect.colliderect(r) for r in rects):
            self.notices.paint(self.surface, art, self.stack.notice_area)
        return rects

    def render(self, surface: pygame.Surface | None = None) -> pygame.Surface:
        """Paint the whole stack onto ``surface`` (a new one of the window's size)."""
        target = surface if surface is not None else pygame.Surface(self.stack.size)
        self.stack.draw(target, True)
        self.notices.paint(target, self.context.art, self.stack.notice_area)
        self.stack.changed = True  # the window itself was not painted
        return target

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        self._clear_stack()
        if self.on_exit is not None:
            # The task runner stops even if the queued save failed.
            try:
                self.on_exit()
            except Exception:
                if debug_enabled():
                    raise
                log.exception("the exit hook failed")
        self.tasks.shutdown()
