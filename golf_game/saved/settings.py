"""The player's settings: one frozen value, read from and written to plain data.

Reading never raises: a value of the wrong type or out of range falls back to
its default and leaves a warning the screen can show, so a hand-edited or
damaged settings file can never stop the game (a kiosk must start regardless).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import ROUND_LENGTHS, Mode


class CardSize(enum.Enum):
    """How much of the space the layout allows the cards take."""

    NORMAL = "normal"
    LARGE = "large"

    @property
    def scale(self) -> float:
        # Normal leaves a margin of felt around the cards; large fills the table.
        return 0.9 if self is CardSize.NORMAL else 1.0


DEFAULT_KIOSK_PIN = "2468"
"""The operator PIN a kiosk ships with; change it in settings.json."""

PIN_LENGTHS = range(4, 9)
KIOSK_SECONDS = range(10, 24 * 60 * 60 + 1)


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the player (or a kiosk operator) can choose.

    ``kiosk_idle_seconds``: with no input for this long, the kiosk goes back to
    the menu. ``kiosk_attract_seconds``: after this long without input, it
    plays deals by itself until touched. ``kiosk_pin``: 4 to 8 digits, asked
    before a kiosk closes; the default is :data:`DEFAULT_KIOSK_PIN`.
    """

    mode: Mode = Mode.MEDIUM
    holes: int = 1
    hints: bool = True
    legal_highlight: bool = False
    sound: bool = True
    reduced_motion: bool = False
    card_size: CardSize = CardSize.NORMAL
    four_colour: bool = False
    high_contrast: bool = False
    winnable_only: bool = False
    kiosk_idle_seconds: int = 90
    kiosk_attract_seconds: int = 180
    kiosk_pin: str = DEFAULT_KIOSK_PIN

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (enums as their names)."""
        data = dataclasses.asdict(self)
        data["mode"] = self.mode.value
        data["card_size"] = self.card_size.value
        return data

    @classmethod
    def from_dict(cls, data: object) -> tuple[Settings, list[str]]:
        """Settings from plain data, and a warning for every value replaced by
        its default. Unknown keys are ignored (they may come from a newer
        version); missing keys take their default silently."""
        defaults = cls()
        if not isinstance(data, Mapping):
            return defaults, [f"settings should be a table, not {type(data).__name__}"]
        values: dict[str, Any] = {}
        warnings: list[str] = []
        for field in dataclasses.fields(cls):
            if field.name not in data:
                continue
            raw = data[field.name]
            try:
                values[field.name] = _CHECKS[field.name](raw)
            except ValueError as error:
                default = getattr(defaults, field.name)
                shown = default.value if isinstance(default, enum.Enum) else default
                warnings.append(f"setting {field.name}={raw!r} ignored ({error}); using {shown!r}")
        return cls(**values), warnings


def _check_bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("expected true or false")
    return value


def _check_int(allowed: range) -> Callable[[object], int]:
    def check(value: object) -> int:
        # bool is an int subclass, but true is no number of holes or seconds
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError("expected a whole number")
        if value not in allowed:
            raise ValueError(f"expected {allowed.start} to {allowed[-1]}")
        return value

    return check


def _check_holes(value: object) -> int:
    for holes in ROUND_LENGTHS:
        if type(value) is int and value == holes:
            return holes
    raise ValueError(f"expected one of {', '.join(map(str, ROUND_LENGTHS))}")


def _check_mode(value: object) -> Mode:
    if not isinstance(value, str):
        raise ValueError("expected a mode name")
    return Mode.from_str(value)


def _check_card_size(value: object) -> CardSize:
    for size in CardSize:
        if value == size.value:
            return size
    raise ValueError(f"expected one of {', '.join(size.value for size in CardSize)}")


def _check_pin(value: object) -> str:
    if not isinstance(value, str) or not value.isascii() or not value.isdigit():
        raise ValueError("expected a string of digits")
    if len(value) not in PIN_LENGTHS:
        raise ValueError(f"expected {PIN_LENGTHS.start} to {PIN_LENGTHS[-1]} digits")
    return value


_CHECKS: dict[str, Callable[[object], Any]] = {
    "mode": _check_mode,
    "holes": _check_holes,
    "hints": _check_bool,
    "legal_highlight": _check_bool,
    "sound": _check_bool,
    "reduced_motion": _check_bool,
    "card_size": _check_card_size,
    "four_colour": _check_bool,
    "high_contrast": _check_bool,
    "winnable_only": _check_bool,
    "kiosk_idle_seconds": _check_int(KIOSK_SECONDS),
    "kiosk_attract_seconds": _check_int(KIOSK_SECONDS),
    "kiosk_pin": _check_pin,
}
