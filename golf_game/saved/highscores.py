"""The kiosk's high-score table, the arcade way: three initials, a score, a date.

Per mode and per kind of play (a single hole, a 9-hole round) the table keeps
the :data:`PLACES` best entries of all time and of today. Lower strokes are
better; a tie keeps the older entry above (it was there first). Each entry
also keeps the par it was played against, so screens can show "against par".

:class:`Table` is a pure value: :meth:`Table.add`, :meth:`Table.reset_today`
and :meth:`Table.reset_all` return new tables. :class:`HighScoreFile` keeps one
in ``highscores.json`` in the data folder, written atomically and read as
defensively as the game's other files (:mod:`.storage`): an entry that is
wrong is dropped with a warning, a file that cannot be read gives an empty
table and a warning and is renamed aside before it is written over.

Initials are :data:`ALPHABET` letters, and never one of :data:`BLOCKED`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from pathlib import Path
from typing import Any

from ..engine import Mode
from .rewritable import RewritableFile
from .storage import Unreadable

SCORES_FILE = "highscores.json"
KEY = "highscores"
PLACES = 5
INITIALS = 3
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ!?*-."
"""What initials are made of: A-Z and a few symbols (no keyboard needed)."""
NOBODY = "???"
"""The initials of an entry nobody named (the picker timed out)."""
BLOCKED = frozenset(
    {
        "ASS", "CNT", "COC", "COK", "CUM", "CUN", "DIC", "DIK", "DIX", "FAG",
        "FCK", "FKU", "FUC", "FUK", "FUQ", "FUX", "GAS", "HOE", "JEW", "JIZ",
        "KKK", "KUM", "NAZ", "NGR", "NIG", "PIS", "POO", "PUS", "SEX", "SHT",
        "SUK", "TIT", "TWT", "VAG", "WTF", "XXX",
    }
)  # fmt: skip
"""Three-letter combinations the table refuses: slurs, swearing and sex words
(with their common misspellings), and a few that read as such on a public screen."""


class Kind(enum.Enum):
    """What an entry scores: one hole, or a 9-hole round's total."""

    HOLE = "hole"
    ROUND = "round"


def initials_problem(initials: str) -> str | None:
    """Why ``initials`` cannot go on the table, or ``None``."""
    if len(initials) != INITIALS or any(c not in ALPHABET for c in initials):
        return f"initials are {INITIALS} of {ALPHABET}"
    if initials in BLOCKED:
        return "those initials are not allowed"
    return None


@dataclass(frozen=True, slots=True)
class Entry:
    initials: str
    strokes: int
    par: int | None
    day: str
    """ISO date, e.g. ``2026-12-01``."""

    @property
    def against_par(self) -> int | None:
        return None if self.par is None else self.strokes - self.par

    def to_dict(self) -> dict[str, Any]:
        return {
            "initials": self.initials,
            "strokes": self.strokes,
            "par": self.par,
            "day": self.day,
        }

    @classmethod
    def from_dict(cls, data: object) -> Entry:
        """Raises ``ValueError`` saying what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("an entry is not an object")
        initials, strokes, par, day = (data.get(k) for k in ("initials", "strokes", "par", "day"))
        if not isinstance(initials, str) or initials_problem(initials) is not None:
            raise ValueError(f"bad initials {initials!r}")
        if not isinstance(strokes, int) or not _small_int(strokes):
            raise ValueError(f"bad strokes {strokes!r}")
        if par is not None and (not isinstance(par, int) or not _small_int(par)):
            raise ValueError(f"bad par {par!r}")
        if not isinstance(day, str) or not _is_day(day):
            raise ValueError(f"bad day {day!r}")
        return cls(initials, strokes, par, day)


def _small_int(value: int) -> bool:
    """Not a bool, and no bigger than any score could be."""
    return not isinstance(value, bool) and abs(value) <= 1000


def _is_day(text: str) -> bool:
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


Board = tuple[Entry, ...]
"""Best first, at most :data:`PLACES`."""


def _placed(board: Board, entry: Entry) -> Board:
    """``board`` with ``entry`` in its place (ties: below the older entries)."""
    at = sum(1 for old in board if old.strokes <= entry.strokes)
    return (*board[:at], entry, *board[at:])[:PLACES]


@dataclass(frozen=True, slots=True)
class Table:
    """Every board: ``all_time`` and ``today`` by (mode, kind). ``day`` is the
    day the ``today`` boards belong to."""

    day: str
    all_time: dict[tuple[Mode, Kind], Board] = field(default_factory=dict)
    today: dict[tuple[Mode, Kind], Board] = field(default_factory=dict)

    def on(self, day: str) -> Table:
        """This table as seen on ``day``: a new day starts with empty today boards."""
        return self if day == self.day else Table(day, self.all_time, {})

    def boards(self, mode: Mode, kind: Kind) -> tuple[Board, Board]:
        """Today's board and the all-time board."""
        key = (mode, kind)
        return self.today.get(key, ()), self.all_time.get(key, ())

    def makes_it(self, mode: Mode, kind: Kind, strokes: int) -> bool:
        """Whether ``strokes`` would get onto today's board (and so maybe the all-time one)."""
        today, _ = self.boards(mode, kind)
        return len(today) < PLACES or strokes < today[-1].strokes

    def add(self, mode: Mode, kind: Kind, entry: Entry) -> Table:
        table = self.on(entry.day)
        key = (mode, kind)
        today, ever = table.boards(mode, kind)
        return Table(
            table.day,
            {**table.all_time, key: _placed(ever, entry)},
            {**table.today, key: _placed(today, entry)},
        )

    def reset_today(self) -> Table:
        return replace(self, today={})

    def reset_all(self) -> Table:
        return Table(self.day)

    def to_dict(self) -> dict[str, Any]:
        def boards(which: dict[tuple[Mode, Kind], Board]) -> dict[str, Any]:
            return {
                f"{mode.value}/{kind.value}": [e.to_dict() for e in board]
                for (mode, kind), board in which.items()
            }

        return {"day": self.day, "all_time": boards(self.all_time), "today": boards(self.today)}

    @classmethod
    def from_dict(cls, data: object, day: str) -> tuple[Table, list[str]]:
        """The table in ``data`` as seen on ``day``, and warnings for what was dropped."""
        warnings: list[str] = []
        if not isinstance(data, dict):
            return cls(day), ["the high scores are not an object; starting afresh"]
        saved_day = data.get("day")
        if not isinstance(saved_day, str):
            warnings.append("the high scores have no day; today's are dropped")
            saved_day = ""
        tables = [_boards(data.get(name), name, warnings) for name in ("all_time", "today")]
        return cls(saved_day, tables[0], tables[1]).on(day), warnings


def _boards(data: object, name: str, warnings: list[str]) -> dict[tuple[Mode, Kind], Board]:
    found: dict[tuple[Mode, Kind], Board] = {}
    if not isinstance(data, dict):
        if data is not None:
            warnings.append(f"high scores: {name} is not an object; dropped")
        return found
    for label, entries in data.items():
        try:
            mode_name, kind_name = str(label).split("/")
            key = (Mode(mode_name), Kind(kind_name))
        except ValueError:
            warnings.append(f"high scores: unknown board {str(label)[:40]!r}; dropped")
            continue
        if not isinstance(entries, list):
            warnings.append(f"high scores: {label} is not a list; dropped")
            continue
        board: Board = ()
        for item in entries[: PLACES * 4]:
            try:
                board = _placed(board, Entry.from_dict(item))
            except ValueError as error:
                warnings.append(f"high scores: {label}: {error}; dropped")
        found[key] = board
    return found


class HighScoreFile:
    """The table on disk. :meth:`load` never raises; :meth:`save` returns
    ``None`` or a one-line message. ``path`` ``None``: nothing is written."""

    def __init__(self, path: Path | None, clock: Callable[[], datetime] = datetime.now) -> None:
        self.path = path
        self.clock = clock
        self._file = RewritableFile(path, KEY, clock) if path is not None else None

    def today(self) -> str:
        return self.clock().date().isoformat()

    def load(self) -> tuple[Table, list[str]]:
        day = self.today()
        if self._file is None:
            return Table(day), []
        try:
            found = self._file.read()
        except Unreadable as error:
            return Table(day), [f"{self.path} {error}; the high scores start afresh"]
        if found is None:
            return Table(day), []
        data, forgiven = found
        table, warnings = Table.from_dict(data, day)
        self._file.keep_aside = bool(warnings)
        return table, [w for w in [forgiven, *warnings] if w]

    def save(self, table: Table) -> str | None:
        if self._file is None:
            return None
        problem, _ = self._file.save(table.to_dict())
        return problem


class HighScores:
    """The table in use and its file: what the kiosk and the operator menu call.
    Every change is saved at once; each returns ``None`` or why saving failed."""

    def __init__(self, file: HighScoreFile) -> None:
        self.file = file
        self._table, self.warnings = file.load()

    @property
    def table(self) -> Table:
        """The table as of today (a new day has empty today boards)."""
        self._table = self._table.on(self.file.today())
        return self._table

    def makes_it(self, mode: Mode, kind: Kind, strokes: int) -> bool:
        return self.table.makes_it(mode, kind, strokes)

    def add(
        self, mode: Mode, kind: Kind, initials: str, strokes: int, par: int | None
    ) -> str | None:
        if initials_problem(initials) is not None:
            initials = NOBODY
        entry = Entry(initials, strokes, par, self.file.today())
        return self._use(self.table.add(mode, kind, entry))

    def reset_today(self) -> str | None:
        return self._use(self.table.reset_today())

    def reset_all(self) -> str | None:
        return self._use(self.table.reset_all())

    def _use(self, table: Table) -> str | None:
        self._table = table
        return self.file.save(table)
