"""Shared helpers for the UI tests: an app with a hole on it, and event posting."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode, Move
from golf_game.saved.settings import Settings
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.hole_hooks import HoleHooks
from golf_game.scenes.hole_input import HintFn, engine_hint

LAUNCHED: list[App] = []
"""Every app the helpers made; conftest shuts them down after each test, even
one that failed, so no worker thread or window leaks into the next test."""


def make_app(size: tuple[int, int] = (1280, 800), settings: Settings | None = None) -> App:
    app = App(settings or Settings(sound=False), size=size)
    LAUNCHED.append(app)
    pygame.event.clear()  # the window's own start-up events
    return app


def start_hole(
    app: App,
    deal: Deal | None = None,
    mode: Mode = Mode.MEDIUM,
    animate: bool = False,
    hint_fn: HintFn | None = engine_hint,
    hooks: HoleHooks | None = None,
) -> HoleScene:
    """A hole scene on ``app``; ``hooks`` default to a :class:`HookLog`'s."""
    hole = Hole(deal or Deal.from_seed(7), mode)
    scene = HoleScene(
        app.context,
        hole,
        "test",
        hooks=hooks or HookLog().hooks(),
        hint_fn=hint_fn,
        deal_animation=animate,
    )
    app.stack.push(scene)
    app.step(0)
    return scene


class HookLog:
    """Hole hooks that write down what the scene told the game, in order."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def hooks(self, menu: bool = False) -> HoleHooks:
        def note(name: str) -> Callable[..., None]:
            return lambda *_: self.calls.append(name)

        return HoleHooks(
            changed=note("changed"),
            over=note("over"),
            new=note("new"),
            card=note("card"),
            menu=note("menu") if menu else None,
        )


def settle(app: App, limit: int = 600) -> None:
    """Step frames until nothing moves."""
    for _ in range(limit):
        if not app.busy:
            return
        app.step(1 / 60)
    raise AssertionError("the animation never ended")


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))


def drag(start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    for i in range(1, steps + 1):
        pos = (
            start[0] + (end[0] - start[0]) * i // steps,
            start[1] + (end[1] - start[1]) * i // steps,
        )
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=False
            )
        )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))


def finger(kind: int, pos: tuple[int, int], size: tuple[int, int], finger_id: int = 1) -> None:
    pygame.event.post(
        pygame.event.Event(
            kind,
            x=pos[0] / size[0],
            y=pos[1] / size[1],
            dx=0.0,
            dy=0.0,
            finger_id=finger_id,
            touch_id=1,
            pressure=1.0,
        )
    )


def touch(pos: tuple[int, int], size: tuple[int, int], twins: str = "interleaved") -> None:
    """A tap by finger, plus the mouse twins SDL makes of it (``touch=True``).

    ``twins`` places them: "before" or "after" the finger events, "interleaved", or "none".
    """
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True)
    if twins == "before":
        pygame.event.post(down)
        pygame.event.post(up)
    finger(pygame.FINGERDOWN, pos, size)
    if twins == "interleaved":
        pygame.event.post(down)
    finger(pygame.FINGERUP, pos, size)
    if twins == "interleaved":
        pygame.event.post(up)
    if twins == "after":
        pygame.event.post(down)
        pygame.event.post(up)


def key(code: int, mod: int = 0) -> None:
    """A key pressed and let go (a key left down would repeat if it moves the focus)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, scancode=0))


def legal_play_deal(mode: Mode = Mode.MEDIUM) -> tuple[Deal, int]:
    """The first seeded deal with a play at the start, and that play's column."""
    for seed in range(1000):
        deal = Deal.from_seed(seed)
        plays = [m for m in Hole(deal, mode).legal_moves() if m.column is not None]
        if plays:
            assert plays[0].column is not None
            return deal, plays[0].column
    raise AssertionError("no deal with an opening play")


def illegal_column(hole: Hole) -> int:
    for column in range(7):
        if not hole.is_legal(Move.play(column)):
            return column
    raise AssertionError("every column is playable")
