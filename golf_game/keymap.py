"""Which key does what: the default keys, an arcade cabinet's encoder keys,
and the operator's own bindings from the settings file.

Defaults: the arrows and W/A/S/D move the focus, Enter confirms (Space too,
except in a hole where it draws), Esc and Backspace go back, 1-7 play a
column, H hints, U undoes. An arcade encoder sends its buttons as keys: left
Ctrl (button 1) confirms, left Alt (button 2) asks for the hint, Space
(button 3) draws or confirms, 1 (player start) and 5 (coin) start a game on
the menu. Left Ctrl and left Alt are also modifiers (Ctrl+Z undoes), so they
act when released, and only if no other key was pressed while they were
held: Ctrl+Z never confirms as well as undoing.

``"keys"`` in settings.json binds more keys, a key name (as pygame writes
it: ``"left ctrl"``, ``"x"``, ``"keypad enter"``) to a command (``"confirm"``,
``"hint"``, ``"undo"``, ... or ``"play 1"`` to ``"play 7"``); a bound key loses
its default meaning. A binding that names no key or no command is left out
with one line in the log, and the defaults stay.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Iterable

import pygame

from .actions import Command, Key

log = logging.getLogger(__name__)

_MOVES = {
    pygame.K_UP: Command.UP,
    pygame.K_DOWN: Command.DOWN,
    pygame.K_LEFT: Command.LEFT,
    pygame.K_RIGHT: Command.RIGHT,
    pygame.K_w: Command.UP,
    pygame.K_s: Command.DOWN,
    pygame.K_a: Command.LEFT,
    pygame.K_d: Command.RIGHT,
}

_PLAIN = {
    pygame.K_SPACE: Command.DRAW,
    pygame.K_u: Command.UNDO,
    pygame.K_h: Command.HINT,
    pygame.K_ESCAPE: Command.PAUSE,
    pygame.K_F11: Command.FULLSCREEN,
    pygame.K_m: Command.MUTE,
    pygame.K_v: Command.VOICE,
    pygame.K_n: Command.NEW,
    pygame.K_c: Command.CARD,
    pygame.K_BACKSPACE: Command.BACKSPACE,
    pygame.K_DELETE: Command.DELETE,
    pygame.K_HOME: Command.LINE_START,
    pygame.K_END: Command.LINE_END,
    pygame.K_TAB: Command.NEXT,
    pygame.K_RETURN: Command.CONFIRM,
    pygame.K_KP_ENTER: Command.CONFIRM,
    pygame.K_LCTRL: Command.CONFIRM,
    pygame.K_LALT: Command.HINT,
    **_MOVES,
}

RELEASE_KEYS = frozenset(
    {
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LGUI,
        pygame.K_RGUI,
    }
)
"""Modifier keys: bound to a command, they act on release, alone."""

_CTRL = {pygame.K_z: Command.UNDO, pygame.K_y: Command.REDO, pygame.K_v: Command.PASTE}

_COLUMN_KEYS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 8)}
_COLUMN_KEYS.update({getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, 8)})

COMMAND_NAMES = {command.value: command for command in Command if command is not Command.OPERATOR}
"""Commands a key may be bound to, by name (the operator's exit stays fixed)."""


def parse_binding(name: str, command: str) -> tuple[int, Key]:
    """The key code and action of one binding; ``ValueError`` says what is wrong."""
    try:
        with warnings.catch_warnings():
            # It warns before pygame.init(); SDL knows the names regardless.
            warnings.simplefilter("ignore")
            code = pygame.key.key_code(name)
    except ValueError:
        raise ValueError(f"no key is called {name!r}") from None
    words = command.split()
    if len(words) == 2 and words[0] == "play" and words[1] in "1234567" and len(words[1]) == 1:
        return code, Key(Command.PLAY_COLUMN, int(words[1]) - 1)
    found = COMMAND_NAMES.get(command)
    if found is None or found is Command.PLAY_COLUMN:
        raise ValueError(
            f"no command is called {command!r} (play 1 to play 7, or one of "
            f"{', '.join(sorted(set(COMMAND_NAMES) - {'play'}))})"
        )
    return code, Key(found)


class Keymap:
    """Key presses to actions: the defaults with the operator's bindings over them."""

    def __init__(self, bindings: Iterable[tuple[str, str]] = ()) -> None:
        self._plain: dict[int, Key] = {code: Key(command) for code, command in _PLAIN.items()}
        self._plain.update({code: Key(Command.PLAY_COLUMN, c) for code, c in _COLUMN_KEYS.items()})
        for name, command in bindings:
            try:
                code, key = parse_binding(name, command)
            except ValueError as error:
                log.warning("key %r -> %r ignored: %s; its default stays", name, command, error)
                continue
            self._plain[code] = key

    def press(self, key: int, mod: int) -> Key | None:
        """The action of a key press (``None``: none, or one that acts on release)."""
        if key in RELEASE_KEYS:
            return None
        ctrl = bool(mod & pygame.KMOD_CTRL)
        if key == pygame.K_q and ctrl and mod & pygame.KMOD_ALT and mod & pygame.KMOD_SHIFT:
            return Key(Command.OPERATOR)
        if ctrl:
            if key == pygame.K_z and mod & pygame.KMOD_SHIFT:
                return Key(Command.REDO)
            command = _CTRL.get(key)
            return Key(command) if command else None
        if mod & pygame.KMOD_ALT:
            return None  # Alt+F4 and the like belong to the window manager
        return self._plain.get(key)

    def release(self, key: int) -> Key | None:
        """The action of a modifier key let go with no other key meanwhile."""
        return self._plain.get(key) if key in RELEASE_KEYS else None
