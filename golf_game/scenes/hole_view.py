"""A scene that shows a hole through a :class:`HoleScene` it owns (the best
line, a practice attempt): the scene interface passed on to it, so each
owner says only what it does differently."""

from __future__ import annotations

import pygame

from ..engine import Hole
from ..scene import Rects, Scene
from .hole import HoleScene


class HoleView(Scene):
    """Passes the scene interface on to :attr:`hole_scene`."""

    hole_scene: HoleScene

    @property
    def hole(self) -> Hole:
        return self.hole_scene.hole

    @property
    def animating(self) -> bool:
        return self.hole_scene.animating

    @property
    def notice_area(self) -> pygame.Rect | None:
        return self.hole_scene.notice_area

    def finish_animations(self) -> None:
        self.hole_scene.finish_animations()

    def resize(self, size: tuple[int, int]) -> None:
        self.hole_scene.resize(size)

    def pause(self) -> None:
        self.hole_scene.pause()

    def close(self) -> None:
        self.hole_scene.close()

    def crash_details(self) -> list[str]:
        return self.hole_scene.crash_details()

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        return self.hole_scene.draw(surface, full)

    def update(self, dt: float) -> None:
        self.hole_scene.update(dt)
