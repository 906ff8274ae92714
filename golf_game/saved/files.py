"""The kiosk operator's small JSON files: read defensively, written atomically.

Each file is ``{"schema": 1, "<key>": ...}`` like the game's own files
(:mod:`.storage`). Reading takes regular files only, opened without blocking
and at most :data:`MAX_BYTES` long, and accepts a UTF-8 byte-order mark (an
editor may add one); anything else raises :class:`FileProblem` saying why in
a few words. Writing goes through :func:`.storage.write_atomically`.
"""

from __future__ import annotations

import json
import os
import stat
from datetime import datetime
from pathlib import Path
from typing import Any

from .storage import SCHEMA, write_atomically

MAX_BYTES = 1 << 20
"""No operator file is near this; a larger one is damaged (or a device)."""
SHOWN_CHARS = 40
"""How much of a bad value a message quotes."""


class FileProblem(Exception):
    """The file cannot be used; the text says why (one short line)."""


def shorten(value: object) -> str:
    """``repr(value)`` cut to :data:`SHOWN_CHARS` characters for a message."""
    text = repr(value)
    return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 3] + "..."


def read_payload(path: Path, key: str) -> object | None:
    """The ``key`` entry of the file at ``path``, ``None`` if there is no file."""
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return None
    except OSError as error:
        raise FileProblem(f"could not be opened ({error.strerror or error})") from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem("is not a regular file")
        if info.st_size > MAX_BYTES:
            raise FileProblem(f"is too large ({info.st_size} bytes)")
        raw = os.read(handle, MAX_BYTES + 1)
    except OSError as error:
        raise FileProblem(f"could not be read ({error.strerror or error})") from None
    finally:
        os.close(handle)
    return parse_payload(raw, key)


def parse_payload(raw: bytes, key: str) -> object:
    """The ``key`` entry of a file's bytes; raises :class:`FileProblem`."""
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise FileProblem("is not text") from None
    except json.JSONDecodeError as error:
        raise FileProblem(f"is not valid JSON ({error.msg}, line {error.lineno})") from None
    except (RecursionError, ValueError, MemoryError):
        raise FileProblem("is damaged (nested too deeply or a huge number)") from None
    if not isinstance(data, dict):
        raise FileProblem("is not a JSON table")
    schema = data.get("schema")
    if type(schema) is not int or not 1 <= schema <= SCHEMA:
        raise FileProblem(f"has no schema this version knows ({shorten(schema)})")
    if key not in data:
        raise FileProblem(f"has no {key!r} entry")
    return data[key]


def save_payload(path: Path, key: str, payload: Any) -> str | None:
    """Write ``payload`` under ``key`` atomically: ``None``, or why it failed."""
    text = json.dumps({"schema": SCHEMA, key: payload}, indent=2, ensure_ascii=False) + "\n"
    try:
        write_atomically(path, text)
    except OSError as error:
        return f"could not save {path.name}: {error.strerror or error}"
    return None


def set_aside(path: Path, now: datetime) -> Path:
    """Rename ``path`` to ``<name>.bad-<time>`` (a free name) and return it.
    Raises ``OSError`` if it cannot."""
    stamp = now.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.bad-{stamp}")
    number = 1
    while aside.exists():
        number += 1
        aside = path.with_name(f"{path.name}.bad-{stamp}-{number}")
    os.replace(path, aside)
    return aside
