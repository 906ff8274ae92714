"""The game's actions: what a player does, as plain values.

:class:`~golf_game.input.InputTranslator` makes them from pygame's events;
scenes handle them (never raw events), and the attract mode and the tests
make them directly. No pygame here, so anything may import these.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

Point = tuple[int, int]


class Command(enum.Enum):
    """Keyboard (and button) commands a scene understands."""

    PLAY_COLUMN = "play"
    DRAW = "draw"
    UNDO = "undo"
    REDO = "redo"
    HINT = "hint"
    PAUSE = "pause"
    FULLSCREEN = "fullscreen"
    MUTE = "mute"
    NEW = "new"
    END = "end"
    CONFIRM = "confirm"
    CARD = "card"
    BACKSPACE = "backspace"
    DELETE = "delete"
    """The Delete key: the character after the cursor of a text field."""
    LINE_START = "line start"
    LINE_END = "line end"
    """Home and End: the cursor of a text field to its first or last place."""
    PASTE = "paste"
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    NEXT = "next"
    OPERATOR = "operator"
    """Ctrl+Alt+Shift+Q: a kiosk operator wants to close the game (a PIN follows)."""
    VOICE = "voice"
    """V: spoken play on or off."""


START_COLUMNS = frozenset({0, 4})
"""Keys 1 (an arcade's player-one start) and 5 (its coin) play a column in a
hole; on a panel they are its main action (start a game on the menu)."""


@dataclass(frozen=True, slots=True)
class Tap:
    pos: Point


@dataclass(frozen=True, slots=True)
class DragStart:
    """A drag began at ``origin`` (where the pointer went down) and is now at ``pos``."""

    origin: Point
    pos: Point


@dataclass(frozen=True, slots=True)
class DragMove:
    pos: Point


@dataclass(frozen=True, slots=True)
class DragEnd:
    pos: Point


@dataclass(frozen=True, slots=True)
class DragCancel:
    """The drag ended without a drop (focus lost): put the card back."""


@dataclass(frozen=True, slots=True)
class Key:
    """A command; ``column`` (0-6) is set for :attr:`Command.PLAY_COLUMN`."""

    command: Command
    column: int | None = None


@dataclass(frozen=True, slots=True)
class Text:
    """Typed text, only while a scene asked for it (:attr:`InputTranslator.text_input`)."""

    text: str


@dataclass(frozen=True, slots=True)
class Resize:
    size: Point


@dataclass(frozen=True, slots=True)
class Quit:
    """The game is asked to close. ``window``: by the window's close button (or
    Alt+F4), which a kiosk ignores; otherwise by the system (SIGTERM from
    ``systemctl stop`` or a shutdown, SIGINT), which even a kiosk obeys."""

    window: bool = False


@dataclass(frozen=True, slots=True)
class FocusLost:
    pass


@dataclass(frozen=True, slots=True)
class Redraw:
    """The window's picture was lost (exposed): paint it all again."""


@dataclass(frozen=True, slots=True)
class Wake:
    """A background task finished: nothing to handle, but look at the tasks."""


Action = (
    Tap
    | DragStart
    | DragMove
    | DragEnd
    | DragCancel
    | Key
    | Text
    | Resize
    | Quit
    | FocusLost
    | Redraw
    | Wake
)
