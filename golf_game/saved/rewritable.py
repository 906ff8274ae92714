"""A saved file the game reads and writes back, kept aside when it was bad.

The kiosk's config and its high scores are read leniently (a wrong value is
replaced or dropped, with a warning) and written back on the next change.
What the game could not use as it was may still matter to the operator who
wrote it, so :class:`RewritableFile` renames such a file aside
(:func:`.storage.set_aside`) before the first save over it, once.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from .storage import Unreadable, read_payload, save_payload, set_aside


class RewritableFile:
    """The file at ``path`` holding one payload under ``key``; ``clock`` dates
    the name a bad file is kept under."""

    def __init__(self, path: Path, key: str, clock: Callable[[], datetime]) -> None:
        self.path = path
        self.key = key
        self.clock = clock
        self.keep_aside = False
        """What was read could not be used as it was: rename the file before
        writing over it. Set by :meth:`read`, or by the reader whose
        checks found faults in what it read."""

    def read(self) -> tuple[object, str | None] | None:
        """:func:`.storage.read_payload` of the file; raises :class:`Unreadable`
        (and the file will be kept aside) when it cannot be used at all."""
        try:
            return read_payload(self.path, self.key)
        except Unreadable:
            self.keep_aside = True
            raise

    def save(self, payload: object) -> tuple[str | None, Path | None]:
        """Write ``payload``, first renaming aside a file that could not be
        used: why saving failed (``None``: saved) and where the old file is
        now kept (``None``: it was not renamed)."""
        aside = None
        if self.keep_aside:
            try:
                aside = set_aside(self.path, self.clock())
            except FileNotFoundError:
                pass
            except OSError as error:
                return f"could not keep the old {self.path.name} aside: {error.strerror}", None
            self.keep_aside = False
        return save_payload(self.path, self.key, payload), aside
