"""Playing with the focus alone: by keys, or by a game controller's events."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from golf_game.actions import Command
from golf_game.app import App
from golf_game.scenes.hole import HoleScene

Press = Callable[[Command], None]

KEYS = {
    Command.UP: pygame.K_UP,
    Command.DOWN: pygame.K_DOWN,
    Command.LEFT: pygame.K_LEFT,
    Command.RIGHT: pygame.K_RIGHT,
    Command.CONFIRM: pygame.K_RETURN,
    Command.PAUSE: pygame.K_ESCAPE,
}
PAD = {
    Command.UP: pygame.CONTROLLER_BUTTON_DPAD_UP,
    Command.DOWN: pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    Command.LEFT: pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    Command.RIGHT: pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    Command.CONFIRM: pygame.CONTROLLER_BUTTON_A,
    Command.PAUSE: pygame.CONTROLLER_BUTTON_B,
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
