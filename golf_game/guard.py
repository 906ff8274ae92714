"""The crash guard: a bug inside a scene is logged and survived, never fatal.

The app calls :meth:`CrashGuard.record` when a scene's ``handle``, ``update``
or ``draw`` raises. The guard appends a report to ``crash.log`` in the data
folder (the time, the error, the scenes on the stack, each scene's deal line
and move list so the game can be replayed, and the traceback) and says
whether this is a crash loop (:data:`LOOP_CRASHES` within
:data:`LOOP_SECONDS`), in which case the app shows a plain "out of order"
scene instead of restarting the menu again and again.

Setting ``GOLF_GAME_DEBUG=1`` makes the app re-raise instead, for debugging.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections import deque
from collections.abc import Callable
from contextlib import suppress
from datetime import datetime
from pathlib import Path

DEBUG_VARIABLE = "GOLF_GAME_DEBUG"
LOG_NAME = "crash.log"
LOOP_CRASHES = 3
LOOP_SECONDS = 60.0
MAX_LOG_BYTES = 1_000_000
"""Past this size the log is renamed to ``crash.log.1`` (one old copy is kept),
so a kiosk crashing for weeks cannot fill its disk."""


def debug_enabled() -> bool:
    """Whether errors should propagate (``GOLF_GAME_DEBUG=1``) instead of being survived."""
    return os.environ.get(DEBUG_VARIABLE, "") not in ("", "0")


class CrashGuard:
    """Counts crashes on the game's clock and writes their reports."""

    def __init__(
        self,
        folder: Path | Callable[[], Path],
        clock: Callable[[], float],
        wall_clock: Callable[[], datetime] = datetime.now,
    ) -> None:
        self._folder = folder
        self._clock = clock
        self._wall_clock = wall_clock
        self._times: deque[float] = deque(maxlen=LOOP_CRASHES)
        self.count = 0
        self.last_log_error: str | None = None

    @property
    def log_path(self) -> Path:
        folder = self._folder() if callable(self._folder) else self._folder
        return folder / LOG_NAME

    def record(self, error: BaseException, where: str, details: list[str]) -> bool:
        """Log one crash; True if it makes a crash loop."""
        self.count += 1
        now = self._clock()
        # A clock that jumped backwards must not leave older crashes "in the future".
        while self._times and self._times[-1] > now:
            self._times.pop()
        self._times.append(now)
        self._write(error, where, details)
        return len(self._times) == LOOP_CRASHES and now - self._times[0] <= LOOP_SECONDS

    def _write(self, error: BaseException, where: str, details: list[str]) -> None:
        stamp = self._wall_clock().isoformat(timespec="seconds")
        lines = [
            f"=== {stamp} crash #{self.count} in {where}: {type(error).__name__}: {error}",
            *details,
            "".join(traceback.format_exception(type(error), error, error.__traceback__)).rstrip(),
            "",
        ]
        path = self.log_path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
                os.replace(path, path.with_name(LOG_NAME + ".1"))
            with path.open("a", encoding="utf-8") as file:
                file.write("\n".join(lines) + "\n")
            self.last_log_error = None
        except OSError as problem:
            self.last_log_error = problem.strerror or str(problem)
            # The report still reaches stderr (and the system journal on a kiosk).
            with suppress(OSError, ValueError):
                sys.stderr.write("\n".join(lines) + "\n")
