"""The one reader of pygame events: mouse, touch and keys become game actions.

Scenes never see raw events. A pointer (the left mouse button or the first
finger on a touchscreen) becomes :class:`Tap` when it is released near where it
went down, or :class:`DragStart` / :class:`DragMove` / :class:`DragEnd` once it
moves further. SDL also sends a mouse event for every touch, marked with
``event.touch``; those twins are dropped so a tap is handled once. While one
finger drives, other fingers are ignored, and a lost focus ends a drag, so no
drag stays stuck. Three or more fingers at once are a palm (or a child's whole
hand): the press is dropped and nothing happens until every finger is lifted.
"""

from __future__ import annotations

import contextlib
import functools
import math
import time
from collections.abc import Callable, Iterable
from typing import cast

import pygame

from .actions import (
    Action,
    DragCancel,
    DragEnd,
    DragMove,
    DragStart,
    FocusLost,
    Key,
    Moved,
    Point,
    Quit,
    Redraw,
    Resize,
    Tap,
    Text,
    Wake,
)
from .gamepad import DIRECTIONS, GAMEPAD_EVENTS, Gamepads, Repeat
from .keymap import Keymap
from .view.density import sdl_library


@functools.cache
def wake_event() -> int:
    """The event type a finished background task posts (registered on first use,
    not when this module is imported)."""
    return pygame.event.custom_type()


_USER_EVENTS = frozenset(
    {
        pygame.KEYDOWN,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEMOTION,
        pygame.FINGERDOWN,
        pygame.FINGERUP,
        pygame.FINGERMOTION,
        pygame.MOUSEWHEEL,
    }
)
"""Events a person makes: they keep a kiosk awake."""

# A press that moves less than this share of the window's shorter side is a tap:
# fingers wobble, and a tap must not turn into a drag.
DRAG_THRESHOLD = 0.012
MIN_DRAG_PX = 6
PALM_FINGERS = 3
"""This many fingers down at once is a palm, not a gesture: nothing happens."""
STALE_SECONDS = 10.0
"""A finger with no news for this long when another one lands has lost its
release event (SDL drops them sometimes): the new finger takes over."""


def key_action(key: int, mod: int) -> Key | None:
    """The command for a key press with the default keys (``None``: no use)."""
    return DEFAULT_KEYMAP.press(key, mod)


DEFAULT_KEYMAP = Keymap()


WaitFunction = Callable[[None, int], int]


@functools.cache
def _find_sdl_wait() -> WaitFunction | None:
    """SDL's own ``SDL_WaitEventTimeout``, from the SDL library pygame has loaded.

    ``pygame.event.wait()`` polls the queue every millisecond (a thousand
    wake-ups a second while idle). SDL's ``SDL_WaitEvent`` sleeps in the video
    driver until an event arrives (X11 waits on its socket), and
    ``pygame.event.post`` from a worker thread wakes it; the timeout wakes it
    for the next deadline (kiosk idle timers, a message to hide), so no timer
    needs a polling loop. Called with NULL it leaves the event in the queue
    for ``pygame.event.get``. Linux only (:func:`sdl_library`); elsewhere the
    caller falls back to pygame.
    """
    import ctypes

    library = sdl_library()
    if library is None:
        return None
    try:
        function = library.SDL_WaitEventTimeout
    except AttributeError:
        return None
    function.argtypes = [ctypes.c_void_p, ctypes.c_int]
    function.restype = ctypes.c_int
    return cast(WaitFunction, function)


def monotonic() -> float:
    """``time.monotonic``, looked up at each call (tests move the clock)."""
    return time.monotonic()


class InputTranslator:
    """Turns pygame events into :data:`Action` values; keeps the pointer state."""

    def __init__(
        self,
        window_size: Point,
        clock: Callable[[], float] | None = None,
        keymap: Keymap = DEFAULT_KEYMAP,
    ) -> None:
        clock = clock or monotonic
        self.keymap = keymap
        """Key presses to actions (the operator's bindings: :mod:`golf_game.keymap`)."""
        self.gamepads = Gamepads(clock)
        self.key_repeat = Repeat(clock)
        """An arrow key held down moves again and again, as a held D-pad does
        (SDL's own key repeat stays off: it would not follow the game's clock)."""
        self._modifier: int | None = None
        """A modifier key pressed alone so far: it acts when released."""
        self.window_size = window_size
        self.clock = clock
        self._pointer: int | str | None = None  # "mouse" or a finger id
        self._origin: Point = (0, 0)
        self._dragging = False
        self.text_input = False
        """Set by a scene that takes typed text (the deal entry): text events
        become :class:`Text` actions. Off elsewhere, so typing "1" in a hole
        is one key press, not also a piece of text."""
        self._pressed_at = 0.0
        self._fingers: dict[str, float] = {}  # fingers down -> when last heard of
        self._palm = False
        self._closing = False
        self.last_input = clock()
        """The game clock's time of the last key, mouse, finger or controller input."""

    @property
    def held(self) -> tuple[Point, float] | None:
        """Where and since when the pointer is pressed without moving (a long press)."""
        if self._pointer is None or self._dragging:
            return None
        return self._origin, self._pressed_at

    def reset(self) -> None:
        """Forget the press in progress: its release does nothing (a long press
        that opened the operator PIN, or the game going back to the menu)."""
        self._cancel()

    # --- reading the queue (the only calls to pygame.event in the game) -----

    def poll(self, wait: bool = False, timeout: float | None = None) -> list[Action]:
        """Actions from every queued event; with ``wait``, sleep until one comes
        or ``timeout`` seconds pass (``None``: no limit)."""
        events = pygame.event.get()
        if wait and not events:
            # SDL takes an int of milliseconds; -1 waits for ever.
            ms = -1 if timeout is None else min(2**31 - 1, max(1, math.ceil(timeout * 1000)))
            sdl_wait = _find_sdl_wait()
            if sdl_wait is not None:
                if sdl_wait(None, ms) == 1:
                    events = pygame.event.get()
            else:
                first = pygame.event.wait(max(0, ms))
                events = [first] if first.type != pygame.NOEVENT else []
                events.extend(pygame.event.get())
        return self.translate(events)

    @staticmethod
    def post_wake() -> None:
        """Wake a loop sleeping in :meth:`poll` (safe from a worker thread)."""
        # Once the display has closed there is no loop left to wake.
        with contextlib.suppress(pygame.error):
            pygame.event.post(pygame.event.Event(wake_event()))

    # --- translation ----------------------------------------------------------

    def translate(self, events: Iterable[pygame.event.Event]) -> list[Action]:
        actions: list[Action] = []
        for event in events:
            actions.extend(self._translate(event))
        repeats = self.gamepads.repeat.due() + self.key_repeat.due()
        if repeats:
            self.last_input = self.clock()
        return actions + repeats

    def deadline(self) -> float | None:
        """When a held key or controller direction repeats next (``None``: none held)."""
        times = [self.gamepads.repeat.deadline(), self.key_repeat.deadline()]
        return min((t for t in times if t is not None), default=None)

    def _translate(self, event: pygame.event.Event) -> list[Action]:
        kind = event.type
        if kind in _USER_EVENTS:
            self.last_input = self.clock()
        if kind == pygame.WINDOWCLOSE:
            # SDL sends this before the QUIT of a window being closed; a QUIT
            # without it comes from a signal.
            self._closing = True
            return []
        if kind == pygame.QUIT:
            window, self._closing = self._closing, False
            return [Quit(window=window)]
        if kind == wake_event():
            return [Wake()]
        if kind == pygame.TEXTINPUT:
            return [Text(event.text)] if self.text_input and event.text else []
        if kind == pygame.KEYDOWN:
            self._modifier = event.key
            typed = getattr(event, "unicode", "")
            if (
                self.text_input
                and typed.isprintable()
                and typed
                and not event.mod & pygame.KMOD_CTRL
            ):
                return []  # a character being typed (its TEXTINPUT follows), not a command
            action = self.keymap.press(event.key, event.mod)
            if action is not None and action.command in DIRECTIONS:
                return self.key_repeat.hold(action.command, event.key)
            return [action] if action else []
        if kind == pygame.KEYUP:
            self.key_repeat.release(event.key)
            alone, self._modifier = self._modifier == event.key, None
            action = self.keymap.release(event.key) if alone else None
            return [action] if action else []
        if kind in GAMEPAD_EVENTS:
            person, actions = self.gamepads.translate(event)
            if person:
                self.last_input = self.clock()
            return actions
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if getattr(event, "touch", False):
                return []  # SDL's twin of a finger event, already handled
            return self._mouse(event)
        if kind in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            return self._finger(event)
        if kind == pygame.WINDOWSIZECHANGED:
            self.window_size = (event.x, event.y)
            return [Resize(self.window_size)]
        if kind == pygame.WINDOWMOVED:
            return [Moved((event.x, event.y))]
        if kind == pygame.WINDOWFOCUSLOST:
            # Fingers lifted while another window had the focus send no release.
            self._fingers.clear()
            self._palm = False
            self.key_repeat.release()  # and keys held then send no release either
            return [*self._cancel(), FocusLost()]
        if kind == pygame.WINDOWEXPOSED:
            return [Redraw()]
        return []

    def _mouse(self, event: pygame.event.Event) -> list[Action]:
        if event.type == pygame.MOUSEMOTION:
            return self._move("mouse", event.pos) if self._pointer == "mouse" else []
        if event.button != 1:
            return []  # no right click or wheel anywhere: a kiosk has neither
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._down("mouse", event.pos)
        return self._up("mouse", event.pos)

    def _finger(self, event: pygame.event.Event) -> list[Action]:
        width, height = self.window_size
        # SDL normalises to 0..1, but a finger dragged off the glass can report beyond.
        x = min(1.0, max(0.0, float(event.x)))
        y = min(1.0, max(0.0, float(event.y)))
        pos = (min(width - 1, round(x * width)), min(height - 1, round(y * height)))
        finger = f"finger-{event.touch_id}-{event.finger_id}"
        now = self.clock()
        actions: list[Action] = []
        if event.type == pygame.FINGERUP:
            self._fingers.pop(finger, None)
        else:
            actions = self._forget_stale_fingers(now, keep=finger)
            self._fingers[finger] = now
        if self._palm:
            self._palm = bool(self._fingers)
            return actions
        if len(self._fingers) >= PALM_FINGERS:
            self._palm = True
            return [*actions, *self._cancel()]
        if event.type == pygame.FINGERDOWN:
            return [*actions, *self._down(finger, pos)]
        if self._pointer != finger:
            return actions
        if event.type == pygame.FINGERMOTION:
            return self._move(finger, pos)
        return self._up(finger, pos)

    def _forget_stale_fingers(self, now: float, keep: str) -> list[Action]:
        actions: list[Action] = []
        for finger, heard in list(self._fingers.items()):
            # A clock that went backwards makes every finger stale too.
            if finger != keep and not 0 <= now - heard < STALE_SECONDS:
                del self._fingers[finger]
                if self._pointer == finger:
                    actions.extend(self._cancel())
        return actions

    def _down(self, pointer: str, pos: Point) -> list[Action]:
        actions: list[Action] = []
        if self._pointer == pointer:
            # A press without the release of the one before (SDL lost it).
            actions = self._cancel()
        if self._pointer is not None:
            return []  # a second finger (or the mouse while a finger is down)
        self._pointer = pointer
        self._origin = pos
        self._dragging = False
        self._pressed_at = self.clock()
        return actions

    def _move(self, pointer: str, pos: Point) -> list[Action]:
        if self._dragging:
            return [DragMove(pos)]
        threshold = max(MIN_DRAG_PX, DRAG_THRESHOLD * min(self.window_size))
        dx, dy = pos[0] - self._origin[0], pos[1] - self._origin[1]
        if dx * dx + dy * dy < threshold * threshold:
            return []
        self._dragging = True
        return [DragStart(self._origin, pos)]

    def _up(self, pointer: str, pos: Point) -> list[Action]:
        if self._pointer != pointer:
            return []
        self._pointer = None
        if self._dragging:
            self._dragging = False
            return [DragEnd(pos)]
        return [Tap(self._origin)]

    def _cancel(self) -> list[Action]:
        was_dragging = self._dragging
        self._pointer = None
        self._dragging = False
        return [DragCancel()] if was_dragging else []
