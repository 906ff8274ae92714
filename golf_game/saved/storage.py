"""Settings, records and the unfinished game on disk: versioned, atomic, forgiving.

Three JSON files live in one folder (see :func:`default_folder`), each
``{"schema": 1, "<kind>": ...}``. The rules that keep a kiosk running:

- Every write goes to a temporary file in the same folder, is flushed and
  fsynced, then replaces the old file in one step, so a power cut leaves
  either the old file or the new one, never half of one.
- A file that cannot be understood (not JSON, truncated, the wrong shape, a
  newer schema, values out of range) is renamed aside, e.g.
  ``records.json.bad-20261130-104500``, never deleted or overwritten; the game
  goes on with defaults (or what could be kept) and says so in a message.
- A write that fails (folder unwritable, disk full) raises nothing: the call
  returns a message, the data stays in memory, and every later save retries.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

from ..engine import Mode, Outcome, Round
from .game_file import SavedGame, game_to_dict, saved_game_from_dict
from .records import NO_ASSISTS, Assists, Records
from .settings import Settings

SCHEMA = 1
HOME_VARIABLE = "GOLF_GAME_HOME"
Loaded = TypeVar("Loaded", Settings, Records)
APP_NAME = "golf-game"


@dataclass(frozen=True, slots=True)
class _Kind:
    """One of the saved files: its name, its key in the JSON and its label
    in messages the player reads."""

    file: str
    key: str
    label: str


SETTINGS = _Kind("settings.json", "settings", "settings")
RECORDS = _Kind("records.json", "records", "statistics")
GAME = _Kind("game.json", "game", "saved game")
KINDS = (SETTINGS, RECORDS, GAME)


def default_folder() -> Path:
    """``$GOLF_GAME_HOME`` if set, else the user's data folder for the game
    (e.g. ``~/.local/share/golf-game`` on Linux)."""
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return Path(home)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


class _Unreadable(Exception):
    """A saved file that must be set aside; the text says why."""


class Storage:
    """The game's saved data in one folder.

    Constructing it reads settings and records (never raising); read the
    results from :attr:`settings` and :attr:`records`, and any warnings from
    :meth:`take_messages`. Every ``save_*`` call returns ``None`` on success
    or a one-line message for the player. Safe to call from several threads.
    """

    def __init__(
        self,
        folder: str | os.PathLike[str] | None = None,
        *,
        clock: Callable[[], datetime] = datetime.now,
    ) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        self._clock = clock
        self._messages: list[str] = []
        self._unsaved: dict[str, str] = {}
        self._last_failure: dict[str, str] = {}
        self._blocked: set[str] = set()
        # The ui may save from its worker thread while the frame loop reads.
        self._lock = threading.RLock()
        self._remove_stale_temp_files()
        self.settings = self._load(SETTINGS, Settings)
        self.records = self._load(RECORDS, Records)

    # --- messages ------------------------------------------------------------

    def take_messages(self) -> list[str]:
        """Warnings and failures not yet shown to the player (then forgotten)."""
        with self._lock:
            messages, self._messages = self._messages, []
            return messages

    @property
    def unsaved(self) -> tuple[str, ...]:
        """Labels of the data whose last save failed (kept for a retry)."""
        with self._lock:
            return tuple(kind.label for kind in KINDS if kind.file in self._unsaved)

    # --- settings and records --------------------------------------------------

    def save_settings(self, settings: Settings) -> str | None:
        with self._lock:
            self.settings = settings
            return self._save(SETTINGS, settings.to_dict())

    def save_records(self, records: Records) -> str | None:
        with self._lock:
            self.records = records
            return self._save(RECORDS, records.to_dict())

    def record_hole(
        self,
        mode: Mode,
        hole_count: int,
        outcome: Outcome,
        score: int,
        par: int | None,
        *,
        assists: Assists = NO_ASSISTS,
        abandoned: bool = False,
        key: str | None = None,
    ) -> str | None:
        """Add a hole that can no longer be undone (or was abandoned) to the
        records and save them; the ``key`` goes into the same write, and a
        key already recorded is not counted again."""
        with self._lock:
            records = self.records.record_hole(
                mode, hole_count, outcome, score, par, assists=assists, abandoned=abandoned, key=key
            )
            return None if records is self.records else self.save_records(records)

    def record_round(
        self, mode: Mode, total: int, par_total: int | None, *, key: str | None = None
    ) -> str | None:
        """Add a completed 9-hole round to the records and save them (once per ``key``)."""
        with self._lock:
            records = self.records.record_round(mode, total, par_total, key=key)
            return None if records is self.records else self.save_records(records)

    # --- the unfinished game -----------------------------------------------------

    def save_game(self, game: Round) -> str | None:
        """Save the round as it stands; call after every move."""
        return self.save_game_data(game_to_dict(game))

    def save_game_data(self, data: dict[str, Any]) -> str | None:
        """Save a round already turned into data by :func:`game_to_dict`.

        The fsyncs of a save take milliseconds; a frame loop can take the
        data at once (it reads the live round) and hand this call to a
        worker thread. Saves from one worker stay in order."""
        with self._lock:
            return self._save(GAME, data)

    def load_game(self) -> Round | None:
        """The saved round, replayed through the engine, or ``None`` if there is
        none. One that cannot be restored is set aside with a message."""
        saved = self.load_saved()
        return None if saved is None else saved.round

    def load_saved(self) -> SavedGame | None:
        """The saved round with its identity and assists (see :meth:`load_game`)."""
        with self._lock:
            if GAME.file in self._unsaved:
                # The last save failed: the game in memory is newer than the file.
                return saved_game_from_dict(json.loads(self._unsaved[GAME.file])[GAME.key])
            payload = self._read(GAME)
            if payload is None:
                return None
            try:
                return saved_game_from_dict(payload)
            except ValueError as error:
                self._set_aside(GAME, f"could not be restored ({error})", "a new game starts")
                return None

    def clear_game(self) -> str | None:
        """Forget the saved game (the round is over and recorded)."""
        with self._lock:
            self._unsaved.pop(GAME.file, None)
            if GAME.file in self._blocked:
                # An unreadable saved game that could not be set aside is kept.
                return None
            try:
                (self.folder / GAME.file).unlink(missing_ok=True)
            except OSError as error:
                return self._fail(GAME, f"could not remove the saved game: {error}")
            self._last_failure.pop(GAME.file, None)
            return None

    # --- reading -------------------------------------------------------------

    def _load(self, kind: _Kind, value: type[Loaded]) -> Loaded:
        """``kind``'s file as a ``value`` (its default if there is none); entries
        that had problems are dropped, the file set aside and the rest written back."""
        data = self._read(kind)
        if data is None:
            return value()
        loaded, warnings = value.from_dict(data)
        if warnings:
            self._set_aside(kind, f"had problems ({'; '.join(warnings)})", "the rest is kept")
            self._save(kind, loaded.to_dict())
        return loaded

    def _read(self, kind: _Kind) -> object | None:
        """The payload of ``kind``'s file, or ``None`` if there is none (or it
        was set aside)."""
        path = self.folder / kind.file
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as error:
            if not path.exists():
                return None
            reason = f"could not be read ({error.strerror or error})"
            self._set_aside(kind, reason, "defaults are used")
            return None
        try:
            return _payload(kind, raw)
        except _Unreadable as error:
            self._set_aside(kind, str(error), "defaults are used")
            return None

    def _set_aside(self, kind: _Kind, reason: str, consequence: str) -> None:
        """Rename the file so a fresh one can be written, keeping the original.
        If even that fails, the file is never overwritten (saves report it)."""
        try:
            aside = self._move_aside(kind)
        except OSError as error:
            # Never write over a file we could not read: saves retry moving it.
            self._blocked.add(kind.file)
            self._messages.append(
                f"the {kind.label} file {reason}, and could not be set aside ({error.strerror}); "
                f"{consequence}"
            )
            return
        self._messages.append(f"the {kind.label} file {reason}; kept as {aside}; {consequence}")

    def _retry_set_aside(self, kind: _Kind) -> None:
        if (self.folder / kind.file).exists():
            aside = self._move_aside(kind)
            self._messages.append(f"the unreadable {kind.label} file is now kept as {aside}")
        self._blocked.discard(kind.file)

    def _move_aside(self, kind: _Kind) -> Path:
        path = self.folder / kind.file
        stamp = self._clock().strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{kind.file}.bad-{stamp}")
        number = 1
        while aside.exists():
            number += 1
            aside = path.with_name(f"{kind.file}.bad-{stamp}-{number}")
        os.replace(path, aside)
        return aside

    # --- writing -------------------------------------------------------------

    def _save(self, kind: _Kind, payload: Any) -> str | None:
        """Write ``kind`` and retry any earlier failed writes."""
        self._unsaved[kind.file] = _to_json(kind, payload)
        failure = None
        for other in KINDS:
            if other.file in self._unsaved:
                result = self._write(other)
                if other is kind:
                    failure = result
        return failure

    def _write(self, kind: _Kind) -> str | None:
        try:
            if kind.file in self._blocked:
                self._retry_set_aside(kind)
            self._write_atomically(kind.file, self._unsaved[kind.file])
        except OSError as error:
            reason = error.strerror or str(error)
            return self._fail(kind, f"could not save {kind.label}: {reason}")
        del self._unsaved[kind.file]
        if self._last_failure.pop(kind.file, None) is not None:
            self._messages.append(f"{kind.label} saved again")
        return None

    def _fail(self, kind: _Kind, message: str) -> str:
        # Report each new failure once: a kiosk saving after every move must
        # not fill the screen with the same message.
        if self._last_failure.get(kind.file) != message:
            self._messages.append(message)
        self._last_failure[kind.file] = message
        return message

    def _write_atomically(self, name: str, text: str) -> None:
        write_atomically(self.folder / name, text)

    def _remove_stale_temp_files(self) -> None:
        """A power cut during a write can leave a temporary file behind; the
        real file is intact, so the leftover is only clutter."""
        for kind in KINDS:
            with suppress(OSError):
                for leftover in self.folder.glob(f".{kind.file}.*.tmp"):
                    with suppress(OSError):
                        leftover.unlink()


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a power cut leaves the old file or
    the new one: a temporary file beside it, flushed and fsynced, then renamed
    over it. Raises ``OSError`` (the old file is then untouched)."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(folder)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself survive a power cut (POSIX only; Windows
    cannot open a folder for fsync and commits renames on its own)."""
    if os.name != "posix":
        return
    with suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def _to_json(kind: _Kind, payload: Any) -> str:
    return json.dumps({"schema": SCHEMA, kind.key: payload}, indent=2, ensure_ascii=False) + "\n"


def _payload(kind: _Kind, raw: bytes) -> object:
    """The payload of a saved file; raises :class:`_Unreadable` saying why not."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise _Unreadable("is not text (damaged)") from None
    except json.JSONDecodeError as error:
        raise _Unreadable(f"is damaged or cut short ({error.msg}, line {error.lineno})") from None
    except RecursionError:
        raise _Unreadable("is damaged (nested too deeply)") from None
    if not isinstance(data, dict):
        raise _Unreadable("has the wrong shape (not a table)")
    schema = data.get("schema")
    if type(schema) is not int or schema < 1:
        raise _Unreadable(f"has no valid schema version ({schema!r})")
    if schema > SCHEMA:
        raise _Unreadable(f"was written by a newer version of the game (schema {schema})")
    if kind.key not in data:
        raise _Unreadable(f"has no {kind.key!r} entry")
    return data[kind.key]
