"""The main loop and the scene stack.

A :class:`Scene` handles game actions (never raw events), advances its
animations in ``update(dt)`` and paints in ``draw``. Drawing never changes game
state, and the same state and animation time always paint the same picture.
Scenes sit on a :class:`SceneStack`: the top one gets the input and the
updates; overlays (pause, results) are pushed over the hole and drawn over it.

The loop sleeps in ``pygame.event.wait()`` whenever no scene animates, so an idle
game costs no CPU; it ticks at 60 Hz only while something moves. Background
jobs (:mod:`golf_game.tasks`) wake it with an event when they finish.

For tests and tools the loop is driven by hand: :meth:`App.step` takes a time
step and optional raw events (otherwise it drains the queue), and
:meth:`App.render` paints the whole stack onto a surface.
"""

from __future__ import annotations

import logging
import os
import time
import warnings
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

import pygame

from .input import Action, Command, InputTranslator, Key, Quit, Redraw, Resize
from .settings import Settings
from .tasks import TaskRunner
from .view.sound import Sounds
from .view.theme import Art

log = logging.getLogger(__name__)

FPS = 60
MAX_STEP = 0.1
"""Longest time step an animation sees, so a stall does not skip a whole tween."""

Rects = list[pygame.Rect]


class Scene:
    """The interface every scene implements. Defaults do nothing.

    ``draw(surface, full)`` paints and returns the areas it changed: with
    ``full`` it must paint every pixel (and return the whole surface); without,
    it may paint only what changed since its last draw, and returns ``[]`` when
    nothing did.
    """

    opaque = True
    """False for overlays: the scenes below are drawn first."""

    def handle(self, action: Action) -> None:
        """React to one game action (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Advance animations and poll background tasks by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        raise NotImplementedError

    def resize(self, size: tuple[int, int]) -> None:
        """The window has a new size (also called once when pushed)."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """This scene is on top again."""

    def finish_animations(self) -> None:
        """Jump every running animation to its end (input arrived, or a screenshot)."""

    @property
    def animating(self) -> bool:
        """True while the scene needs frames without input (the loop then ticks)."""
        return False

    def close(self) -> None:
        """The scene left the stack for good: cancel its tasks."""


class SceneStack:
    """Push, pop and replace scenes; the top one is active."""

    def __init__(self, size: tuple[int, int]) -> None:
        self._scenes: list[Scene] = []
        self.size = size
        self.changed = True
        """True when the picture must be painted in full (the stack changed)."""

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        """The scenes bottom first (a copy: the stack may change meanwhile)."""
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        scene.resize(self.size)
        self._scenes.append(scene)
        self.changed = True

    def pop(self) -> Scene:
        scene = self._scenes.pop()
        scene.close()
        if self._scenes:
            self._scenes[-1].resume()
        self.changed = True
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (a new hole for the old one)."""
        if self._scenes:
            self._scenes.pop().close()
        scene.resize(self.size)
        self._scenes.append(scene)
        self.changed = True

    def clear(self) -> None:
        while self._scenes:
            self.pop()

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self._scenes:
            scene.resize(size)
        self.changed = True

    def visible(self) -> list[Scene]:
        """The scenes to paint, bottom first: the top down to the first opaque one."""
        start = 0
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                start = index
                break
        return self._scenes[start:]

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        scenes = self.visible()
        if not scenes:
            surface.fill((0, 0, 0))
            return [surface.get_rect()]
        if len(scenes) == 1:
            return scenes[0].draw(surface, full)
        # Overlays: anything that changes repaints the lot, so layers stay in order.
        if full or any(scene.draw(surface, False) for scene in scenes):
            for scene in scenes:
                scene.draw(surface, True)
            return [surface.get_rect()]
        return []


@dataclass
class Context:
    """What every scene gets through its constructor: no globals."""

    stack: SceneStack
    settings: Settings
    art: Art
    sounds: Sounds
    tasks: TaskRunner
    app: App


def no_gpu() -> bool:
    """Whether SDL would end up with a software renderer: no DRI device."""
    return not os.path.exists("/dev/dri")


def prepare_environment() -> None:
    """Set SDL hints before pygame opens the display."""
    if no_gpu():
        # Without a GPU SDL's framebuffer "acceleration" is a software renderer
        # plus an extra copy of every frame; the plain surface path is faster.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


class App:
    """The window, the loop, the scene stack and the services scenes share."""

    def __init__(
        self,
        settings: Settings,
        size: tuple[int, int] = (1280, 800),
        fullscreen: bool = False,
        title: str = "Golf Solitaire",
    ) -> None:
        prepare_environment()
        # Only what the game uses: pygame.init() would also start the joystick
        # and other subsystems, about 6 ms more before the window opens. Sounds
        # opens the mixer itself.
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(title)
        self._windowed_size = size
        self._fullscreen = fullscreen
        self.surface = self._open_window()
        self.input = InputTranslator(self.surface.get_size())
        self.tasks = TaskRunner(notify=InputTranslator.post_wake, hold_idle_jobs=True)
        self.stack = SceneStack(self.surface.get_size())
        self.context = Context(
            stack=self.stack,
            settings=settings,
            art=Art(),
            sounds=Sounds(enabled=settings.sound),
            tasks=self.tasks,
            app=self,
        )
        self.running = False
        self.frames_drawn = 0
        self.exit_hooks: list[Callable[[], None]] = []
        """Called at shutdown before the task runner stops (write what is queued)."""

    # --- window ---------------------------------------------------------------

    def _open_window(self) -> pygame.Surface:
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

    def _resized(self, size: tuple[int, int]) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.surface = surface
        self.input.window_size = size
        self.stack.resize(size)

    # --- the loop ---------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """Whether the loop must tick: a scene on the stack is animating."""
        return any(scene.animating for scene in self.stack)

    def run(self) -> None:
        """Play until the last scene leaves or the window closes."""
        self.running = True
        clock = pygame.time.Clock()
        last = time.perf_counter()
        try:
            while self.running and len(self.stack):
                if self.busy:
                    clock.tick(FPS)
                    actions = self.input.poll(wait=False)
                else:
                    self.context.sounds.rest()
                    actions = self.input.poll(wait=True)
                now = time.perf_counter()
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
        for action in actions:
            self.dispatch(action)
        top = self.stack.top
        if top is not None:
            top.update(min(dt, MAX_STEP))
        rects = self._present()
        if not self.busy:
            # Nothing moves: background searches may have the GIL now.
            self.tasks.release_idle()
        return rects

    def dispatch(self, action: Action) -> None:
        """Handle the app-wide actions; give the rest to the top scene."""
        if isinstance(action, Quit):
            self.running = False
            return
        if isinstance(action, Resize):
            self._resized(action.size)
            return
        if isinstance(action, Redraw):
            self.stack.changed = True
            return
        if isinstance(action, Key) and action.command is Command.FULLSCREEN:
            self.toggle_fullscreen()
            return
        if isinstance(action, Key) and action.command is Command.MUTE:
            self.context.sounds.enabled = not self.context.sounds.enabled
        top = self.stack.top
        if top is not None:
            top.handle(action)

    def _present(self) -> Rects:
        full = self.stack.changed
        self.stack.changed = False
        rects = self.stack.draw(self.surface, full)
        if rects:
            self.frames_drawn += 1
            if full:
                pygame.display.flip()
            else:
                pygame.display.update(rects)
        return rects

    def render(self, surface: pygame.Surface | None = None) -> pygame.Surface:
        """Paint the whole stack onto ``surface`` (a new one of the window's size)."""
        target = surface if surface is not None else pygame.Surface(self.stack.size)
        self.stack.draw(target, True)
        self.stack.changed = True  # the window itself was not painted
        return target

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        self.stack.clear()
        for hook in self.exit_hooks:
            hook()
        self.tasks.shutdown()
