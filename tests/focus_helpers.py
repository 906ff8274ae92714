"""Playing with the focus alone: by keys, by a game controller's events, or
by ear (:class:`Listener`: a player who knows only what spoken play said)."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Hashable, Sequence
from weakref import WeakKeyDictionary

import pygame
from ui_helpers import settle

from golf_game.actions import Command
from golf_game.app import App
from golf_game.engine import Outcome
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.narrator import describe
from golf_game.scenes.panel import PanelScene
from golf_game.view.speech import spoken_label

Press = Callable[[Command], None]

KEYS = {
    Command.UP: pygame.K_UP,
    Command.DOWN: pygame.K_DOWN,
    Command.LEFT: pygame.K_LEFT,
    Command.RIGHT: pygame.K_RIGHT,
    Command.CONFIRM: pygame.K_RETURN,
    Command.PAUSE: pygame.K_ESCAPE,
    Command.HINT: pygame.K_h,
}
PAD = {
    Command.UP: pygame.CONTROLLER_BUTTON_DPAD_UP,
    Command.DOWN: pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    Command.LEFT: pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    Command.RIGHT: pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    Command.CONFIRM: pygame.CONTROLLER_BUTTON_A,
    Command.PAUSE: pygame.CONTROLLER_BUTTON_B,
    Command.HINT: pygame.CONTROLLER_BUTTON_X,
}


def key_press(command: Command) -> None:
    """Post the key of ``command``: down, then up."""
    code = KEYS[command]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0))


def pad_press(command: Command) -> None:
    """Post a game controller's button for ``command``: down, then up (no device)."""
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, instance_id=0, button=PAD[command]))


def focus_to(app: App, scene: HoleScene, name: object, press: Press) -> None:
    """Walk the hole's focus to the target ``name`` with the four directions."""
    for _ in range(40):
        here = scene.focus.current(scene.hole, scene.layout)
        assert here is not None
        if here.name == name:
            return
        there = next(t for t in scene.focus.targets(scene.hole, scene.layout) if t.name == name)
        if there.row != here.row:
            press(Command.DOWN if there.row > here.row else Command.UP)
        else:
            press(Command.RIGHT if there.rect.x > here.rect.x else Command.LEFT)
        app.step(0)
    raise AssertionError(f"the focus never reached {name!r}")


def play_hole_with(app: App, scene: HoleScene, press: Press) -> int:
    """Play the hole to its end with directions and Confirm only (the first
    legal move each time); returns the number of moves made."""
    press(Command.DOWN)  # the first press shows the ring
    app.step(0)
    moves = 0
    while not scene.hole.is_over:
        move = scene.hole.legal_moves()[0]
        focus_to(app, scene, "stock" if move.is_draw else move.column, press)
        before = scene.hole.moves_made
        press(Command.CONFIRM)
        app.step(0)
        assert scene.hole.moves_made == before + 1
        moves += 1
    return moves


def walk_to(
    app: App,
    label: str,
    press: Press,
    at: Callable[[], bool] | None = None,
    where: Callable[[], Hashable] | None = None,
    limit: int = 300,
) -> None:
    """Move a panel's focus to the button ``label`` with the four directions
    alone, as someone finding their way: every direction is tried from every
    place reached (going back by the moves already learnt) until it is there.
    ``at`` says it is there and ``where`` where the focus is (by default the
    scene's focus; a :class:`Listener` knows only what it heard)."""

    def focus() -> Hashable:
        scene = app.stack.top
        assert isinstance(scene, PanelScene)
        return scene.focus

    found = at or (lambda: focus() == label)
    place = where or focus
    # What was learnt of this screen's ways is kept for the next walk on it.
    learnt = MAPS.setdefault(app.stack.top, {})

    def go(command: Command) -> None:
        before = place()
        press(command)
        app.step(0)
        learnt.setdefault(before, {})[command] = place()

    def route() -> list[Command] | None:
        """The moves from here to the nearest place with a direction not yet tried."""
        paths: dict[Hashable, list[Command]] = {place(): []}
        queue = deque([place()])
        while queue:
            here = queue.popleft()
            tried = learnt.get(here, {})
            untried = [c for c in WALK if c not in tried]
            if untried:
                return [*paths[here], untried[0]]
            for command, there in tried.items():
                if there not in paths:
                    paths[there] = [*paths[here], command]
                    queue.append(there)
        return None

    if found():
        return
    press(Command.DOWN)  # the first press may only show the ring
    app.step(0)
    for _ in range(limit):
        if found():
            return
        moves = route()
        if moves is None:
            learnt.clear()  # the screen changed since (a button disabled): learn it again
            continue
        for command in moves:
            go(command)
            if found():
                return
    raise AssertionError(f"the focus never reached {label!r}")


WALK = (Command.UP, Command.DOWN, Command.LEFT, Command.RIGHT)
MAPS: WeakKeyDictionary[object, dict[Hashable, dict[Command, Hashable]]] = WeakKeyDictionary()
"""Each screen's ways learnt by :func:`walk_to`: where each direction led from where."""


RESULTS = frozenset({*(outcome.value for outcome in Outcome), "level with par"})
"""The clips that start a hole's spoken result (a deal ended at par says
only "level with par")."""


class Listener:
    """A player who cannot see the screen: every press is followed by what
    spoken play said, and :meth:`press` checks that it said something, named
    no unnamed "button", and ended with the focused thing."""

    def __init__(self, app: App, press: Press) -> None:
        self.app = app
        self._press = press
        self.lines: list[list[str]] = []
        self.last: list[str] = []
        """What was heard after the last press."""
        voice = app.context.voice
        assert voice.enabled, "spoken play is off"
        say = voice.say

        def heard(clips: Sequence[str], force: bool = False, after: bool = False) -> None:
            if clips and (voice.enabled or force):
                self.lines.append(list(clips))
            say(clips, force, after)

        voice.say = heard  # type: ignore[method-assign]

    def press(self, command: Command) -> None:
        mark = len(self.lines)
        self._press(command)
        self.app.step(0)
        settle(self.app)
        deadline = time.monotonic() + 10
        while self.thinking() and time.monotonic() < deadline:
            time.sleep(0.005)  # the hint is worked out on the worker thread
            self.app.step(0)
        self.last = [clip for line in self.lines[mark:] for clip in line]
        assert self.last, f"{command.value}: nothing was said"
        assert "button" not in self.last, f"{command.value}: an unnamed button: {self.last}"
        focus = self.focused()
        assert not focus or self.last[-len(focus) :] == focus, (self.last, focus)

    def thinking(self) -> bool:
        top = self.app.stack.top
        return isinstance(top, HoleScene) and top.thinking

    def focused(self) -> list[str]:
        """The words for what is focused now (what the press must end with)."""
        top = self.app.stack.top
        if isinstance(top, PanelScene):
            return top.spoken_focus()
        if isinstance(top, HoleScene) and not top.hole.is_over:
            target = top.focus.current(top.hole, top.layout)
            return [] if target is None else describe(top.hole, target.name)
        return []

    def heard(self, *clips: str) -> bool:
        """The last press was answered with ``clips`` first."""
        return self.last[: len(clips)] == list(clips)

    def walk_to(self, label: str) -> None:
        """Walk to the button ``label`` by ear."""
        name = spoken_label(label)
        walk_to(
            self.app,
            label,
            self.press,
            at=lambda: self.last[: len(name)] == name,
            where=lambda: tuple(self.last),
        )

    def play_hole(self) -> None:
        """Play the hole on screen by ear to its end: Confirm on a card said
        to be playable, else look right, then left, along the columns for
        one; none: down to the stock, draw, and up again. Ends when the
        result is heard."""
        self.press(Command.UP)  # the ring on the columns, or their card said
        for _ in range(300):
            if self.heard_result():
                return
            if self.at_stock():  # the ring went there (no card could be played)
                self.press(Command.UP)
            if self.last[-1] != "playable":
                self.along(Command.RIGHT, until="playable")
            if self.last[-1] != "playable":
                self.along(Command.LEFT, until="playable")
            if self.last[-1] == "playable":
                self.press(Command.CONFIRM)
                continue
            self.press(Command.DOWN)
            assert self.at_stock(), self.last
            self.press(Command.CONFIRM)
        raise AssertionError("the hole never ended")

    def heard_result(self) -> bool:
        """The last press was answered with the hole's result."""
        return bool(RESULTS & set(self.last))

    def at_stock(self) -> bool:
        """The last words ended on the stock ("stock", "twelve" or "stock empty")."""
        return self.last[-1] == "stock empty" or self.last[-2:-1] == ["stock"]

    def along(self, command: Command, until: str = "") -> None:
        """Press ``command`` until the same words come back (the edge), or
        until the words end with ``until``."""
        for _ in range(20):
            before = self.last
            self.press(command)
            if self.last == before or (until and self.last[-1] == until):
                return
        raise AssertionError(f"{command.value} never reached an edge")
