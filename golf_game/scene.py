"""The scene contract: what every scene implements and what it is given.

A :class:`Scene` handles game actions (never raw events), advances its
animations in ``update(dt)`` and paints in ``draw``. Drawing never changes game
state, and the same state and animation time always paint the same picture.
Scenes sit on a :class:`SceneStack`: the top one gets the input and the
updates; overlays (pause, results) are pushed over the hole and drawn over it.
A :class:`Context` is all a scene gets from the app, through its constructor.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pygame

from .actions import Action
from .saved.settings import Settings
from .tasks import TaskRunner
from .view.sound import Sounds
from .view.theme import Art
from .view.voice import Voice

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

    @property
    def wake_in(self) -> float | None:
        """Seconds until the scene needs an update without input (a timer),
        or ``None``; the loop sleeps until then instead of ticking."""
        return None

    def crash_details(self) -> list[str]:
        """Lines for a crash report that let the game be replayed (deal, moves)."""
        return []

    @property
    def notice_area(self) -> pygame.Rect | None:
        """Where a notice may cover this scene without hiding a card or a
        button (``None``: the default strip near the top will do)."""
        return None

    @property
    def wants_text(self) -> bool:
        """True while the scene takes typed text (:class:`~golf_game.actions.Text`);
        the app reads it whenever the top scene may have changed."""
        return False


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

    @property
    def notice_area(self) -> pygame.Rect | None:
        """The top scene's place for notices (see :attr:`Scene.notice_area`)."""
        return self._scenes[-1].notice_area if self._scenes else None

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
class FocusState:
    """Whether the focus ring shows: from the first arrow (or D-pad) press on,
    on every screen, until a tap (pointer players see no ring)."""

    shown: bool = False


@dataclass
class Context:
    """What every scene gets through its constructor: no globals."""

    stack: SceneStack
    settings: Settings
    art: Art
    sounds: Sounds
    tasks: TaskRunner
    clock: Callable[[], float]
    """The game's clock: timers and frame times read it (the soak test fakes it)."""
    kiosk: bool
    """A public touchscreen: no Quit, and no way out but the operator's PIN."""
    quit: Callable[[], None]
    """End the game (the menu's Quit, the last hole's Quit)."""
    toggle_sound: Callable[[], None]
    """Sound on or off, saved like any other setting."""
    focus: FocusState = field(default_factory=FocusState)
    """Shared by every scene, so the ring is never lost when the screen changes."""
    voice: Voice = field(default_factory=lambda: Voice(enabled=False))
    """Spoken play: says clips named by :mod:`golf_game.view.words`."""
