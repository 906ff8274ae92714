"""The kiosk operator's settings: one frozen value and the file that holds it.

:class:`KioskConfig` is everything the operator menu changes (except the PIN,
:mod:`.pin`): the idle and attract times, the mode visitors start with and
the ones they may pick, winnable-only deals, sound and attract sound, card
size, language, opening hours and what the screen shows when closed, and the
out-of-order switch with its message.

:class:`ConfigFile` keeps it in ``kiosk.json`` in the data folder (or the
file given with ``--config``). The format is JSON, not TOML: the game writes
the file back whenever the operator changes something on screen, Python's
``tomllib`` only reads, and Python 3.10 (which the game supports) has no TOML
at all. A value that is wrong is replaced by its default with a warning; a
file that cannot be read gives defaults and a warning, and is kept as it is
until an on-screen change is saved (then it is renamed aside first).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import Mode
from ..lang import ENGLISH, LANGUAGES, N_
from .limits import quote
from .rewritable import RewritableFile
from .settings import CardSize, Settings, check_language
from .storage import Unreadable, read_payload

CONFIG_FILE = "kiosk.json"
KEY = "kiosk"
KIOSK_SECONDS = range(10, 24 * 60 * 60 + 1)
MAX_MESSAGE = 120
"""The longest out-of-order message (characters); a longer one is cut."""
DEFAULT_MESSAGE = N_("Out of order. Sorry!")
OLD_SETTINGS = {"kiosk_idle_seconds": "idle_seconds", "kiosk_attract_seconds": "attract_seconds"}
"""The kiosk's times as older versions kept them in settings.json."""


class ClosedScreen(enum.Enum):
    """What the screen shows outside opening hours."""

    CARD = "card"
    """A dim "closed" card."""
    BLANK = "blank"
    """Black."""


@dataclass(frozen=True, slots=True)
class OpeningHours:
    """Open from ``opens`` to ``closes`` (minutes after midnight, local time)
    every day; past midnight if ``closes`` is earlier. Equal: always open."""

    opens: int = 0
    closes: int = 0

    @property
    def always(self) -> bool:
        return self.opens == self.closes

    def is_open(self, moment: datetime) -> bool:
        if self.always:
            return True
        minute = moment.hour * 60 + moment.minute
        if self.opens < self.closes:
            return self.opens <= minute < self.closes
        return minute >= self.opens or minute < self.closes

    def seconds_to_change(self, moment: datetime) -> float | None:
        """Seconds from ``moment`` to the next opening or closing time
        (``None``: always open, nothing ever changes)."""
        if self.always:
            return None
        now = moment.hour * 3600 + moment.minute * 60 + moment.second + moment.microsecond / 1e6
        day = 24 * 3600
        return min((minutes * 60 - now) % day or day for minutes in (self.opens, self.closes))

    def to_text(self) -> str:
        """``"09:00-18:00"``, or ``"always"``."""
        if self.always:
            return "always"
        return f"{_clock_text(self.opens)}-{_clock_text(self.closes)}"

    @classmethod
    def from_text(cls, text: object) -> OpeningHours:
        """Read :meth:`to_text`'s form; raises ``ValueError``."""
        if not isinstance(text, str):
            raise ValueError('expected "HH:MM-HH:MM" or "always"')
        if text.strip().lower() == "always":
            return cls()
        parts = text.split("-")
        if len(parts) != 2:
            raise ValueError('expected "HH:MM-HH:MM" or "always"')
        opens, closes = (_minutes(part) for part in parts)
        return cls(opens, closes)


def _clock_text(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _minutes(text: str) -> int:
    hours, _, minutes = text.strip().partition(":")
    if not (hours.isascii() and hours.isdigit() and minutes.isascii() and minutes.isdigit()):
        raise ValueError('expected "HH:MM-HH:MM" or "always"')
    if len(hours) > 2 or len(minutes) != 2 or int(hours) > 23 or int(minutes) > 59:
        raise ValueError("times go from 00:00 to 23:59")
    return int(hours) * 60 + int(minutes)


@dataclass(frozen=True, slots=True)
class KioskConfig:
    """What the operator chose. ``modes`` are the modes visitors may pick
    (never empty; ``default_mode`` is one of them)."""

    idle_seconds: int = 90
    attract_seconds: int = 180
    default_mode: Mode = Mode.MEDIUM
    modes: tuple[Mode, ...] = tuple(Mode)
    winnable_only: bool = True
    sound: bool = True
    attract_sound: bool = False
    card_size: CardSize = CardSize.NORMAL
    language: str = ENGLISH
    """The operator's default language: a visitor's choice lasts until the idle reset."""
    languages: tuple[str, ...] = LANGUAGES
    """The languages visitors may pick on the menu (never empty; ``language`` is one)."""
    hours: OpeningHours = OpeningHours()
    closed_screen: ClosedScreen = ClosedScreen.CARD
    out_of_order: bool = False
    out_of_order_message: str = DEFAULT_MESSAGE
    voice: bool = False
    """Spoken play for every visitor (they may still turn it off with V)."""

    def __post_init__(self) -> None:
        if not self.modes:
            raise ValueError("visitors must be allowed at least one mode")
        if self.default_mode not in self.modes:
            raise ValueError(f"the default mode {self.default_mode.value} is not allowed")
        if self.language not in self.languages:
            raise ValueError(f"the default language {self.language} is not offered")

    def visitor_settings(self, settings: Settings) -> Settings:
        """``settings`` (the game's) with the operator's choices put on top:
        what a visitor starts with, and what the idle reset brings back."""
        return dataclasses.replace(
            settings,
            mode=self.default_mode,
            winnable_only=self.winnable_only,
            sound=self.sound,
            card_size=self.card_size,
            voice=self.voice,
            language=self.language,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "idle_seconds": self.idle_seconds,
            "attract_seconds": self.attract_seconds,
            "default_mode": self.default_mode.value,
            "modes": [mode.value for mode in self.modes],
            "winnable_only": self.winnable_only,
            "sound": self.sound,
            "attract_sound": self.attract_sound,
            "card_size": self.card_size.value,
            "language": self.language,
            "languages": list(self.languages),
            "hours": self.hours.to_text(),
            "closed_screen": self.closed_screen.value,
            "out_of_order": self.out_of_order,
            "out_of_order_message": self.out_of_order_message,
            "voice": self.voice,
        }

    @classmethod
    def from_dict(cls, data: object) -> tuple[KioskConfig, list[str]]:
        """The config from plain data and a warning for every value replaced
        by its default. Unknown keys are warned about too (a misspelt key in
        a hand-written file would otherwise be silently ignored)."""
        defaults = cls()
        if not isinstance(data, Mapping):
            return defaults, [f"the kiosk settings should be a table, not {type(data).__name__}"]
        values: dict[str, Any] = {}
        warnings: list[str] = []
        for name, raw in data.items():
            check = _CHECKS.get(name)
            if check is None:
                warnings.append(f"unknown kiosk setting {quote(name)} ignored")
                continue
            try:
                values[name] = check(raw)
            except ValueError as error:
                shown = defaults.to_dict()[name]
                warnings.append(f"{name}={quote(raw)} ignored ({error}); using {shown!r}")
        modes = values.get("modes", defaults.modes)
        mode = values.get("default_mode", defaults.default_mode)
        if mode not in modes:
            warnings.append(f"default_mode {mode.value} is not in modes; using {modes[0].value}")
            values["default_mode"] = modes[0]
        languages = values.get("languages", defaults.languages)
        language = values.get("language", defaults.language)
        if language not in languages:
            warnings.append(f"language {language} is not in languages; using {languages[0]}")
            values["language"] = languages[0]
        return cls(**values), warnings


def _check_bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("expected true or false")
    return value


def _check_seconds(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError("expected a whole number of seconds")
    if value not in KIOSK_SECONDS:
        raise ValueError(f"expected {KIOSK_SECONDS.start} to {KIOSK_SECONDS[-1]}")
    return value


def _check_mode(value: object) -> Mode:
    if not isinstance(value, str):
        raise ValueError("expected a mode name")
    return Mode.from_str(value)


def _check_modes(value: object) -> tuple[Mode, ...]:
    if not isinstance(value, list) or not value or len(value) > len(Mode):
        raise ValueError("expected a list of one to three mode names")
    chosen = {_check_mode(item) for item in value}
    return tuple(mode for mode in Mode if mode in chosen)


def _check_enum(kind: type[enum.Enum]) -> Callable[[object], Any]:
    def check(value: object) -> Any:
        for member in kind:
            if value == member.value:
                return member
        raise ValueError(f"expected one of {', '.join(str(m.value) for m in kind)}")

    return check


def _check_languages(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not value or len(value) > len(LANGUAGES):
        raise ValueError(f"expected a list of one or more of {', '.join(LANGUAGES)}")
    chosen = {check_language(item) for item in value}
    return tuple(code for code in LANGUAGES if code in chosen)


def _check_message(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError("expected text")
    text = " ".join(value.split())
    if not text:
        raise ValueError("expected some words")
    return text[:MAX_MESSAGE]


_CHECKS: dict[str, Callable[[object], Any]] = {
    "idle_seconds": _check_seconds,
    "attract_seconds": _check_seconds,
    "default_mode": _check_mode,
    "modes": _check_modes,
    "winnable_only": _check_bool,
    "sound": _check_bool,
    "attract_sound": _check_bool,
    "card_size": _check_enum(CardSize),
    "language": check_language,
    "languages": _check_languages,
    "hours": OpeningHours.from_text,
    "closed_screen": _check_enum(ClosedScreen),
    "out_of_order": _check_bool,
    "out_of_order_message": _check_message,
    "voice": _check_bool,
}


class ConfigFile:
    """The kiosk's config on disk. :meth:`load` never raises; :meth:`save`
    returns ``None`` or a one-line message."""

    def __init__(
        self,
        path: Path,
        clock: Callable[[], datetime] = datetime.now,
        old_settings: Path | None = None,
    ) -> None:
        """``old_settings``: a settings.json whose kiosk times an older version
        kept there move here while there is no config file."""
        self.path = path
        self.old_settings = old_settings
        self._file = RewritableFile(path, KEY, clock)

    def load(self) -> tuple[KioskConfig, list[str]]:
        """The config in the file (defaults if there is none) and warnings."""
        try:
            found = self._file.read()
        except Unreadable as error:
            return KioskConfig(), [f"{self.path} {error}; the kiosk uses its defaults"]
        if found is None:
            return self._from_old_settings()
        data, forgiven = found
        config, warnings = KioskConfig.from_dict(data)
        self._file.keep_aside = bool(warnings)
        notes = [forgiven] if forgiven else []
        return config, [f"{self.path}: {warning}" for warning in notes + warnings]

    def _from_old_settings(self) -> tuple[KioskConfig, list[str]]:
        """No config file yet: take the idle and attract times an older
        version kept in :attr:`old_settings`, and write them here."""
        if self.old_settings is None:
            return KioskConfig(), []
        try:
            found = read_payload(self.old_settings, "settings")
        except Unreadable:
            found = None  # the game's Storage reports it
        old = found[0] if found is not None else None
        if not isinstance(old, Mapping):
            return KioskConfig(), []
        data = {new: old[key] for key, new in OLD_SETTINGS.items() if key in old}
        if not data:
            return KioskConfig(), []
        config, warnings = KioskConfig.from_dict(data)
        problem = self.save(config)
        moved = f"{', '.join(sorted(data))} taken from {self.old_settings.name}"
        return config, [f"{self.path}: {warning}" for warning in [moved, *warnings]] + (
            [problem] if problem else []
        )

    def save(self, config: KioskConfig) -> str | None:
        """Write ``config``; a file that could not be used is renamed aside first."""
        problem, aside = self._file.save(config.to_dict())
        if problem is None and aside is not None:
            return f"the old {self.path.name} is kept as {aside.name}"
        return problem
