"""Write-behind saving: the frame loop queues the game, the worker writes it.

Only the newest write waits: moves made faster than the disk keeps up with
are saved once, as they stand. A clear (the game is over) is queued in order
with the saves before it.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any

from ..engine import Round
from ..tasks import TaskRunner
from .game_file import DealName, game_to_dict
from .records import Assists
from .storage import Storage

CLEAR = "clear"
"""A queued write that removes the saved game."""


class SaveQueue:
    """The saved game's pending write, flushed on ``tasks``' worker."""

    def __init__(self, storage: Storage, tasks: TaskRunner) -> None:
        self.storage = storage
        self.tasks = tasks
        self._write_lock = threading.Lock()
        self._disk_lock = threading.Lock()
        self._pending: dict[str, Any] | str | None = None

    def save(
        self,
        round_: Round,
        ident: str = "",
        assists: Mapping[int, Assists] | None = None,
        name: DealName | None = None,
    ) -> None:
        """Save the round on the worker: the frame loop only copies it to data."""
        self._queue(game_to_dict(round_, ident, assists, name))

    def clear(self) -> None:
        """Forget the saved game, in order with the saves queued before."""
        self._queue(CLEAR)

    def _queue(self, data: dict[str, Any] | str) -> None:
        with self._write_lock:
            queued = self._pending is not None
            self._pending = data
        if not queued:
            try:
                self.tasks.submit(lambda token: self.flush())
            except RuntimeError:
                self.flush()  # the runner has stopped: write it now

    def flush(self) -> None:
        """Write the queued save (or clear) now; called by the worker, and at exit.

        The frame loop only ever waits for the short queue lock, never for the
        disk; the disk lock keeps two flushes (the worker's and the one at
        exit) in order."""
        with self._disk_lock:
            with self._write_lock:
                data, self._pending = self._pending, None
            if data == CLEAR:
                self.storage.clear_game()
            elif isinstance(data, dict):
                self.storage.save_game_data(data)
