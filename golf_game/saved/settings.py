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
from ..lang import ENGLISH, LANGUAGES
from .limits import quote

ANY_GRADE = "any"
DEAL_GRADES = (ANY_GRADE, "gentle", "tricky", "fiendish")
"""The grade choices of winnable-only deals (the engine's grade names)."""


class CardSize(enum.Enum):
    """How much of the space the layout allows the cards take."""

    NORMAL = "normal"
    LARGE = "large"

    @property
    def large(self) -> bool:
        return self is CardSize.LARGE


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the player can choose. A kiosk operator's choices are in
    :class:`~golf_game.saved.kiosk_config.KioskConfig`, the PIN in
    :mod:`golf_game.saved.pin`."""

    mode: Mode = Mode.MEDIUM
    holes: int = 1
    hints: bool = True
    legal_highlight: bool = True
    sound: bool = True
    reduced_motion: bool = False
    card_size: CardSize = CardSize.NORMAL
    four_colour: bool = False
    high_contrast: bool = False
    winnable_only: bool = False
    warn_before_losing: bool = False
    """The assist that asks before a move that throws a winnable deal away."""
    deal_grade: str = ANY_GRADE
    """The grade winnable-only deals are chosen from: "any", or a grade's name."""
    keys: tuple[tuple[str, str], ...] = ()
    """The operator's key bindings, key name to command (golf_game/keymap.py
    checks the names; a bad one is logged and the default kept)."""
    voice: bool = False
    """Spoken play: the game says the focused card, each move and the result."""
    voice_volume: int = 80
    """The voice's loudness in percent, apart from the effects."""
    left_handed: bool = False
    """The stock and the buttons on the other side (view/handed.py)."""
    zen: bool = False
    """No score, par or winnability during a hole; the result shows them."""
    language: str = ENGLISH
    """The language of the visible texts (a code of :data:`golf_game.lang.LANGUAGES`)."""

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (enums as their names)."""
        data = dataclasses.asdict(self)
        data["mode"] = self.mode.value
        data["card_size"] = self.card_size.value
        data["keys"] = dict(self.keys)
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
                warnings.append(
                    f"setting {field.name}={quote(raw)} ignored ({error}); using {shown!r}"
                )
        return cls(**values), warnings


def _check_bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("expected true or false")
    return value


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


def _check_grade(value: object) -> str:
    if value not in DEAL_GRADES:
        raise ValueError(f"expected one of {', '.join(DEAL_GRADES)}")
    return str(value)


def _check_percent(value: object) -> int:
    if type(value) is not int or not 0 <= value <= 100:
        raise ValueError("expected a whole number from 0 to 100")
    return value


def check_language(value: object) -> str:
    """A language code the game has a table for ("en", "de")."""
    if value not in LANGUAGES:
        raise ValueError(f"expected one of {', '.join(LANGUAGES)}")
    return str(value)


def _check_keys(value: object) -> tuple[tuple[str, str], ...]:
    if not isinstance(value, Mapping) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    ):
        raise ValueError('expected a table of key names to commands, e.g. {"x": "hint"}')
    return tuple(sorted(value.items()))


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
    "warn_before_losing": _check_bool,
    "deal_grade": _check_grade,
    "keys": _check_keys,
    "voice": _check_bool,
    "voice_volume": _check_percent,
    "left_handed": _check_bool,
    "zen": _check_bool,
    "language": check_language,
}
