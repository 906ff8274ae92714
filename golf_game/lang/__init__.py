"""The languages of the visible texts: one table per language, keyed by the
English text (gettext's way: the English is the message id).

``tr("Hole {n} of {total}", n=2, total=9)`` gives the current language's
text with its placeholders filled; numbers among the values are written the
language's way (German: ``1.234`` and ``4,5``). :func:`plural` picks the
singular or plural text by a count; :func:`N_` marks a text kept in a
table and translated where it is shown. The current language is one
setting of the process, switched with :func:`set_language`: a screen built after the
switch is in the new language (the menu and the kiosk rebuild their screens
when they switch it). Log lines and command-line messages stay English and
never pass through here. This package never imports pygame.
"""

from __future__ import annotations

import datetime as _dt
import string
from collections.abc import Callable, Mapping

from . import de

ENGLISH = "en"
TABLES: Mapping[str, Mapping[str, str]] = {ENGLISH: {}, "de": de.TEXTS}
"""Each language's table, English text to that language's (English: empty)."""
LANGUAGES: tuple[str, ...] = tuple(TABLES)
NAMES = {ENGLISH: "English", "de": "Deutsch"}
"""Each language by its own name, as the language button shows it."""

_DECIMAL = {ENGLISH: ".", "de": ","}
_GROUP = {ENGLISH: ",", "de": "."}
_MONTHS = {
    ENGLISH: (
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ),
    "de": (
        "Januar",
        "Februar",
        "März",
        "April",
        "Mai",
        "Juni",
        "Juli",
        "August",
        "September",
        "Oktober",
        "November",
        "Dezember",
    ),
}

_current = ENGLISH


def language() -> str:
    """The current language's code ("en", "de")."""
    return _current


def set_language(code: str) -> bool:
    """Switch the current language; an unknown code changes nothing (False)."""
    global _current
    if code not in TABLES:
        return False
    _current = code
    return True


class Shown(str):
    """A text as :func:`tr` gives it, in the current language, that keeps the
    English it was made from (:attr:`english`, values filled in plainly): two
    English texts may share one translation ("Undo" and "Back" are both
    "Zurück"), so the shown text alone cannot tell which it was."""

    english: str

    def __new__(cls, text: str, english: str) -> Shown:
        shown = super().__new__(cls, text)
        shown.english = english
        return shown


def source(text: str) -> str:
    """The English ``text`` was made from: what spoken play, whose clips are
    English, says for a German label. That is :attr:`Shown.english` for a
    text from :func:`tr`, else ``text`` itself (a text put together some
    other way has no one English source)."""
    return text.english if isinstance(text, Shown) else text


def placeholders(text: str) -> set[str]:
    """The names of ``text``'s ``{placeholders}``."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def tr(message: str, /, **values: object) -> str:
    """``message`` (English) in the current language, ``values`` filled in,
    as a :class:`Shown` that keeps ``message``; a text missing from the
    table stays English (tests keep the tables full)."""
    text = TABLES[_current].get(message, message)
    if not values:
        return Shown(text, message)
    shown = text.format_map({key: _written(value) for key, value in values.items()})
    plain = {
        key: source(value) if isinstance(value, str) else value for key, value in values.items()
    }
    return Shown(shown, message.format_map(plain))


def N_(message: str, /) -> str:
    """Marks ``message`` as a text to translate where it is only named (a
    table of texts); :func:`tr` translates it where it is shown."""
    return message


def texts_when_read(module: str, makers: Mapping[str, Callable[[], str]]) -> Callable[[str], str]:
    """A module's ``__getattr__`` (PEP 562) that makes each of its text
    constants when it is read, so ``words.THINKING`` is always in the
    current language: ``__getattr__ = texts_when_read(__name__, MAKERS)``."""

    def read(name: str) -> str:
        make = makers.get(name)
        if make is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        return make()

    return read


def plural(n: int, one: str, many: str, /, **values: object) -> str:
    """``one`` or ``many`` by the count ``n`` (filled in as ``{n}``). English
    and German both take the singular for exactly one."""
    return tr(one if n == 1 else many, n=n, **values)


def _written(value: object) -> object:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return value
    return number(value)


def number(value: float, digits: int | None = None, signed: bool = False) -> str:
    """``value`` the current language's way: "1,234" and "4.5", or "1.234"
    and "4,5"; ``digits`` after the point if given; with ``signed`` a plus
    on positive values ("+2", never "+0")."""
    sign = "+" if signed and value else ""
    spec = f"{sign},.{digits}f" if digits is not None else f"{sign},"
    text = format(value, spec)
    group, point = _GROUP[_current], _DECIMAL[_current]
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


def percent(share: float) -> str:
    """A share as a percentage: "45%" / "45 %" (German puts a space before
    it), a :class:`Shown` that keeps the English way."""
    whole = round(share * 100)
    shown = f"{number(whole)}\u00a0%" if _current == "de" else f"{number(whole)}%"
    return Shown(shown, f"{whole}%")


def long_date(day: _dt.date) -> str:
    """ "December 1, 2026" / "1. Dezember 2026"."""
    month = _MONTHS[_current][day.month - 1]
    if _current == "de":
        return f"{day.day}. {month} {day.year}"
    return f"{month} {day.day}, {day.year}"


def short_date(day: _dt.date) -> str:
    """ "2026-12-01" / "01.12.2026": where room is short (the high-score table)."""
    if _current == "de":
        return f"{day.day:02d}.{day.month:02d}.{day.year}"
    return day.isoformat()


def moment_text(iso: str) -> str:
    """An ISO date and time as a reader writes it: "December 1, 2026, 14:05"
    / "1. Dezember 2026, 14:05 Uhr"; text that is no date and time is kept."""
    try:
        moment = _dt.datetime.fromisoformat(iso)
    except ValueError:
        return iso
    clock = f"{moment.hour:02d}:{moment.minute:02d}"
    day = long_date(moment.date())
    return f"{day}, {clock} Uhr" if _current == "de" else f"{day}, {clock}"


def short_date_text(iso: str) -> str:
    """:func:`short_date` of an ISO date's text; text that is no date is kept."""
    try:
        return short_date(_dt.date.fromisoformat(iso))
    except ValueError:
        return iso
