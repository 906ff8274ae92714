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
- Reading is defensive (docs/RELIABILITY.md, "Hostile world"): only a plain
  file is read (a FIFO, a device, a folder or a symlink to one is set aside
  unopened), it is opened without blocking, anything over
  :data:`~golf_game.saved.limits.MAX_FILE_BYTES` is set aside unread, every
  parse error is caught (the interpreter's integer digit limit, nesting,
  memory), a UTF-8 byte-order mark is allowed, and a single comma before a
  closing bracket (which editors add) is forgiven with a message. Messages
  quote at most a few dozen characters of a bad value, and every message
  also goes to the log.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import tempfile
import threading
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

from ..engine import Round
from .game_file import SavedGame, game_to_dict, saved_game_from_dict
from .limits import MAX_FILE_BYTES, MAX_MESSAGE, parse_json, quote, shorten
from .records import Records
from .settings import Settings

SCHEMA = 1
HOME_VARIABLE = "GOLF_GAME_HOME"
Loaded = TypeVar("Loaded", Settings, Records)
APP_NAME = "golf-game"
WARNINGS_SHOWN = 3
"""A file with many bad entries names this many in its message (and counts the rest)."""

log = logging.getLogger(__name__)


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


class Unreadable(Exception):
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

    def _note(self, message: str) -> None:
        """A message for the player, also written to the log (stderr, the
        journal): an operator must not have to read it off a public screen."""
        message = shorten(message, MAX_MESSAGE)
        log.warning("%s", message)
        self._messages.append(message)

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

    def update_records(self, change: Callable[[Records], Records]) -> str | None:
        """Apply ``change`` to the records under the lock and save them, unless
        it changed nothing (a recording key already counted, see
        :meth:`Records.record_hole`): the read, the change and the write are one step."""
        with self._lock:
            records = change(self.records)
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
            shown = "; ".join(shorten(text, MAX_MESSAGE // 2) for text in warnings[:WARNINGS_SHOWN])
            if len(warnings) > WARNINGS_SHOWN:
                shown += f"; and {len(warnings) - WARNINGS_SHOWN:,} more"
            self._set_aside(kind, f"had problems ({shown})", "the rest is kept")
            self._save(kind, loaded.to_dict())
        return loaded

    def _read(self, kind: _Kind) -> object | None:
        """The payload of ``kind``'s file, or ``None`` if there is none (or it
        was set aside)."""
        path = self.folder / kind.file
        try:
            raw = _read_plain_file(path)
            payload, forgiven = _payload(kind, raw)
        except FileNotFoundError:
            return None
        except Unreadable as error:
            self._set_aside(kind, str(error), "defaults are used")
            return None
        except OSError as error:
            if not os.path.lexists(path):
                return None
            reason = f"could not be read ({error.strerror or error})"
            self._set_aside(kind, reason, "defaults are used")
            return None
        if forgiven is not None:
            self._note(f"the {kind.label} file {forgiven}")
        return payload

    def _set_aside(self, kind: _Kind, reason: str, consequence: str) -> None:
        """Rename the file so a fresh one can be written, keeping the original.
        If even that fails, the file is never overwritten (saves report it)."""
        try:
            aside = self._move_aside(kind)
        except OSError as error:
            # Never write over a file we could not read: saves retry moving it.
            self._blocked.add(kind.file)
            self._note(
                f"the {kind.label} file {reason}, and could not be set aside ({error.strerror}); "
                f"{consequence}"
            )
            return
        self._note(f"the {kind.label} file {reason}; kept as {aside}; {consequence}")

    def _retry_set_aside(self, kind: _Kind) -> None:
        if os.path.lexists(self.folder / kind.file):
            aside = self._move_aside(kind)
            self._note(f"the unreadable {kind.label} file is now kept as {aside}")
        self._blocked.discard(kind.file)

    def _move_aside(self, kind: _Kind) -> Path:
        return set_aside(self.folder / kind.file, self._clock())

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
            self._note(f"{kind.label} saved again")
        return None

    def _fail(self, kind: _Kind, message: str) -> str:
        # Report each new failure once: a kiosk saving after every move must
        # not fill the screen with the same message.
        if self._last_failure.get(kind.file) != message:
            self._note(message)
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


def read_payload(path: Path, key: str) -> tuple[object, str | None] | None:
    """The ``key`` entry of the saved file at ``path`` (read as defensively as
    the game's own files) and a note of any forgiven comma; ``None`` if there
    is no file. Raises :class:`Unreadable` saying why not."""
    try:
        raw = _read_plain_file(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise Unreadable(f"could not be read ({error.strerror or error})") from None
    return _payload(_Kind(path.name, key, path.name), raw)


def save_payload(path: Path, key: str, payload: Any) -> str | None:
    """Write ``payload`` under ``key`` atomically: ``None``, or why it failed."""
    try:
        write_atomically(path, _to_json(_Kind(path.name, key, path.name), payload))
    except OSError as error:
        return f"could not save {path.name}: {error.strerror or error}"
    return None


def set_aside(path: Path, now: datetime) -> Path:
    """Rename ``path`` to a free ``<name>.bad-<time>`` beside it and return
    that; raises ``OSError`` if it cannot."""
    stamp = now.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.bad-{stamp}")
    number = 1
    while os.path.lexists(aside):
        number += 1
        aside = path.with_name(f"{path.name}.bad-{stamp}-{number}")
    os.replace(path, aside)
    return aside


def write_atomically(path: Path, data: str | bytes) -> None:
    """Write ``data`` (text as UTF-8) to ``path`` so that a power cut leaves
    the old file or the new one: a temporary file beside it, flushed and
    fsynced, then renamed over it. Raises ``OSError`` (the old file is then
    untouched)."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data.encode("utf-8") if isinstance(data, str) else data)
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


def _read_plain_file(path: Path) -> bytes:
    """The bytes of the plain file at ``path`` (a symlink to one is followed).

    Anything else is refused unopened (:class:`Unreadable`): reading a FIFO
    blocks for ever and a device such as ``/dev/zero`` never ends. The file
    is opened without blocking and checked again once open, in case it was
    swapped in between, and never read past :data:`MAX_FILE_BYTES`."""
    _check_plain(os.stat(path))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    handle = os.open(path, flags)
    try:
        _check_plain(os.fstat(handle))
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_FILE_BYTES:
            chunk = os.read(handle, MAX_FILE_BYTES + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(handle)
    if size > MAX_FILE_BYTES:
        raise Unreadable(f"is too large (over {MAX_FILE_BYTES // 1024} KB)")
    return b"".join(chunks)


def _check_plain(info: os.stat_result) -> None:
    mode = info.st_mode
    if stat.S_ISREG(mode):
        if info.st_size > MAX_FILE_BYTES:
            raise Unreadable(f"is too large ({info.st_size:,} bytes, at most {MAX_FILE_BYTES:,})")
        return
    kinds = (
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISFIFO, "a pipe (FIFO)"),
        (stat.S_ISCHR, "a device"),
        (stat.S_ISBLK, "a device"),
        (stat.S_ISSOCK, "a socket"),
    )
    what = next((name for test, name in kinds if test(mode)), "not a plain file")
    raise Unreadable(f"is {what}, not a plain file, and was not read")


def _payload(kind: _Kind, raw: bytes) -> tuple[object, str | None]:
    """The payload of a saved file and a note of any forgiven comma; raises
    :class:`Unreadable` saying why not."""
    try:
        # A byte-order mark (some Windows editors write one) is not part of the data.
        data, forgiven = parse_json(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise Unreadable("is not text (damaged)") from None
    except json.JSONDecodeError as error:
        raise Unreadable(f"is damaged or cut short ({error.msg}, line {error.lineno})") from None
    except ValueError:
        # Python refuses to turn more than 4,300 digits into an int (CVE-2020-10735).
        raise Unreadable("holds a number with too many digits") from None
    except RecursionError:
        raise Unreadable("is damaged (nested too deeply)") from None
    except MemoryError:
        raise Unreadable("is too large to read") from None
    if not isinstance(data, dict):
        raise Unreadable("has the wrong shape (not a table)")
    schema = data.get("schema")
    if type(schema) is not int or schema < 1:
        raise Unreadable(f"has no valid schema version ({quote(schema)})")
    if schema > SCHEMA:
        raise Unreadable(f"was written by a newer version of the game (schema {quote(schema)})")
    if kind.key not in data:
        raise Unreadable(f"has no {kind.key!r} entry")
    return data[kind.key], forgiven
