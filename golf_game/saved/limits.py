"""How much of a saved file (or any outside value) the game will take in.

A hostile or damaged file must never stop the game or eat its memory, and a
bad value must never be echoed whole: a 200,000-character setting drawn as
one line of text costs hundreds of megabytes. These caps are far above what
the game itself ever writes (a whole 9-hole round is about 4 KB). A file's
JSON is read as leniently as its intent is plain (:func:`parse_json`).
"""

from __future__ import annotations

import json

MAX_FILE_BYTES = 256 * 1024
"""A saved file larger than this is set aside unread."""

MAX_TEXT = 1000
"""Longest string a saved file may hold in any one field the game reads."""

QUOTE_CHARS = 40
"""How much of a bad value a message shows."""

MAX_MESSAGE = 240
"""Longest message about saved data (the screen and the log show it)."""


def shorten(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, with an ellipsis and the length
    left out if it was longer."""
    if len(text) <= limit:
        return text
    return f"{text[: max(0, limit - 1)]}\u2026 ({len(text):,} characters)"


def quote(value: object, limit: int = QUOTE_CHARS) -> str:
    """``repr(value)`` for a message, at most about ``limit`` characters.

    Never builds the whole repr of something huge: a long string is cut
    before it is quoted, and a table or list is named by its size."""
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return f"{value[:limit]!r}\u2026 ({len(value):,} characters)"
    if isinstance(value, dict | list | tuple | set) and len(value) > 8:
        return f"a {type(value).__name__} of {len(value):,} items"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return "a number too long to show"
    try:
        return shorten(repr(value), limit)
    except ValueError:  # a number nested inside is past the interpreter's digit limit
        return f"a {type(value).__name__} that cannot be shown"


def parse_json(text: str) -> tuple[object, str | None]:
    """JSON ``text`` and, if one comma before a closing bracket had to be
    forgiven, a note saying where. Raises what :func:`json.loads` raises."""
    try:
        return json.loads(text), None
    except json.JSONDecodeError as error:
        comma = _comma_before(text, error.pos)
        if comma is None:
            raise
        # Only that one comma: a second problem raises as usual.
        data = json.loads(text[:comma] + text[comma + 1 :])
        line = text.count("\n", 0, comma) + 1
        return data, (
            f"has a comma before a closing bracket on line {line}, which JSON does not "
            "allow; it was read as if the comma were not there"
        )


def _comma_before(text: str, position: int) -> int | None:
    """Where the comma is if the parser stopped at a closing bracket right after
    one (``{"a": 1,}``), else ``None``. The parser stops only outside strings,
    so the comma found is never part of a value."""
    if position >= len(text) or text[position] not in "}]":
        return None
    before = text[:position].rstrip()
    return len(before) - 1 if before.endswith(",") else None
