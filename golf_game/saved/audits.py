"""The kiosk's bookkeeping (audits): what happened, per day and in total.

:class:`Audits` counts :class:`Event` values and adds up seconds (a hole's
time, time in use) three ways: per local day, in total since the operator
last reset the audits, and over the kiosk's whole life (never reset).
Every change is saved at once to ``audits.json`` (atomically); :meth:`csv_text`
is the same as a table for fleet tools (``audits.csv``). The clock is given,
so a test can script a whole day.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from .files import FileProblem, read_payload, save_payload, set_aside, shorten
from .storage import write_atomically

AUDITS_FILE = "audits.json"
CSV_FILE = "audits.csv"
KEY = "audits"
DAYS_KEPT = 400
"""Days older than this many are dropped from the per-day table (the totals keep them)."""


class Event(enum.Enum):
    """Something the audits count; the value names its column."""

    HOLE_STARTED = "holes_started"
    HOLE_FINISHED = "holes_finished"
    HOLE_WON = "holes_won"
    HOLE_ABANDONED = "holes_abandoned"
    IDLE_RESET = "idle_resets"
    ATTRACT_START = "attract_starts"
    CRASH_RECOVERED = "crashes_recovered"
    PIN_RIGHT = "pin_right"
    PIN_WRONG = "pin_wrong"


class Seconds(enum.Enum):
    """Time the audits add up; the value names its column."""

    HOLES = "hole_seconds"
    """Time from a hole's deal to its end, for finished holes."""
    IN_USE = "use_seconds"
    """Time from a visitor's first input to their last before the kiosk went idle."""


COLUMNS = tuple(e.value for e in Event) + tuple(s.value for s in Seconds)
Tally = dict[str, float]


def empty() -> Tally:
    return dict.fromkeys(COLUMNS, 0)


def average_hole_seconds(tally: Mapping[str, float]) -> float | None:
    """Mean time of a finished hole, ``None`` before the first."""
    finished = tally[Event.HOLE_FINISHED.value]
    return tally[Seconds.HOLES.value] / finished if finished else None


class Audits:
    """The counts, kept in ``path`` (``None``: in memory only)."""

    def __init__(
        self, path: Path | None = None, clock: Callable[[], datetime] = datetime.now
    ) -> None:
        self.path = path
        self._clock = clock
        self.days: dict[str, Tally] = {}
        """Per local date (``YYYY-MM-DD``)."""
        self.total = empty()
        """Since :attr:`audits_reset`."""
        self.lifetime = empty()
        """Since the kiosk first ran; :meth:`reset` leaves it alone."""
        self.audits_reset: str | None = None
        self.scores_reset: str | None = None
        self.last_crash: str | None = None
        """When these happened last (local time, ISO format)."""
        self.last_failure: str | None = None
        """Why the last save failed (``None``: it worked)."""

    # --- counting ------------------------------------------------------------------

    def count(self, event: Event, times: int = 1) -> None:
        if event is Event.CRASH_RECOVERED:
            self.last_crash = self._stamp()
        self._add(event.value, times)

    def add_seconds(self, kind: Seconds, seconds: float) -> None:
        if math.isfinite(seconds) and seconds > 0:
            self._add(kind.value, seconds)

    def _add(self, column: str, amount: float) -> None:
        day = self._clock().date().isoformat()
        for tally in (self.days.setdefault(day, empty()), self.total, self.lifetime):
            tally[column] += amount
        for old in sorted(self.days)[:-DAYS_KEPT]:
            del self.days[old]
        self.save()

    def today(self) -> Tally:
        return dict(self.days.get(self._clock().date().isoformat(), empty()))

    def reset(self) -> None:
        """The operator's reset: days and total start again; lifetime stays."""
        self.days = {}
        self.total = empty()
        self.audits_reset = self._stamp()
        self.save()

    def note_scores_reset(self) -> None:
        self.scores_reset = self._stamp()
        self.save()

    def now(self) -> datetime:
        """The audits' clock (local time)."""
        return self._clock()

    def _stamp(self) -> str:
        return self._clock().isoformat(timespec="seconds")

    # --- on disk -------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "days": self.days,
            "total": self.total,
            "lifetime": self.lifetime,
            "audits_reset": self.audits_reset,
            "scores_reset": self.scores_reset,
            "last_crash": self.last_crash,
        }

    def read(self, data: object) -> list[str]:
        """Take the counts in ``data`` (:meth:`to_dict`'s form); returns a
        warning for each part that had to be dropped."""
        if not isinstance(data, Mapping):
            return [f"the audits should be a table, not {type(data).__name__}"]
        warnings: list[str] = []
        days = data.get("days", {})
        if isinstance(days, Mapping):
            for day, tally in days.items():
                if _is_date(day):
                    self.days[day] = _tally(tally, f"day {shorten(day)}", warnings)
                else:
                    warnings.append(f"audits for {shorten(day)} dropped (not a date)")
        else:
            warnings.append("the audits' days were not a table")
        self.total = _tally(data.get("total", {}), "total", warnings)
        self.lifetime = _tally(data.get("lifetime", {}), "lifetime", warnings)
        for name in ("audits_reset", "scores_reset", "last_crash"):
            value = data.get(name)
            if value is None or (isinstance(value, str) and _is_time(value)):
                setattr(self, name, value)
            else:
                warnings.append(f"{name}={shorten(value)} dropped")
        return warnings

    def load(self) -> list[str]:
        """Read :attr:`path` (nothing there: all zero). A file that cannot be
        read is renamed aside and counting starts again; warnings say so."""
        if self.path is None:
            return []
        try:
            data = read_payload(self.path, KEY)
        except FileProblem as error:
            return [f"{self.path.name} {error}; {self._set_aside()}"]
        if data is None:
            return []
        warnings = self.read(data)
        return [f"{self.path.name}: {warning}" for warning in warnings]

    def _set_aside(self) -> str:
        assert self.path is not None
        try:
            aside = set_aside(self.path, self._clock())
        except OSError as error:
            return f"could not set it aside ({error.strerror}); counting starts again"
        return f"kept as {aside.name}; counting starts again"

    def save(self) -> None:
        if self.path is not None:
            self.last_failure = save_payload(self.path, KEY, self.to_dict())

    # --- export --------------------------------------------------------------------

    def csv_text(self) -> str:
        """One row per day, then the total since the last reset and the lifetime."""
        header = ["period", *COLUMNS, "average_hole_seconds"]
        rows = [header]
        since = f"total since {self.audits_reset}" if self.audits_reset else "total"
        named = [*sorted(self.days.items()), (since, self.total), ("lifetime", self.lifetime)]
        for name, tally in named:
            average = average_hole_seconds(tally)
            cells = [_number(tally[column]) for column in COLUMNS]
            rows.append([name, *cells, "" if average is None else _number(average)])
        return "".join(",".join(row) + "\n" for row in rows)

    def export_csv(self, folder: Path) -> str | None:
        """Write :meth:`csv_text` to ``audits.csv`` in ``folder``: ``None``, or why not."""
        try:
            write_atomically(folder / CSV_FILE, self.csv_text())
        except OSError as error:
            return f"could not write {CSV_FILE}: {error.strerror or error}"
        return None


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def _is_date(text: object) -> bool:
    if not isinstance(text, str) or len(text) != 10:
        return False
    try:
        datetime.strptime(text, "%Y-%m-%d")
    except ValueError:
        return False
    return True


def _is_time(text: str) -> bool:
    if len(text) > 40:
        return False
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


def _tally(data: object, name: str, warnings: list[str]) -> Tally:
    tally = empty()
    if not isinstance(data, Mapping):
        warnings.append(f"audits {name} dropped (not a table)")
        return tally
    for column in COLUMNS:
        value = data.get(column, 0)
        valid = isinstance(value, (int, float)) and not isinstance(value, bool)
        if valid and math.isfinite(value) and 0 <= value < 1e15:
            tally[column] = value
        else:
            warnings.append(f"audits {name} {column}={shorten(value)} dropped")
    return tally
