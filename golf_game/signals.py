"""SIGTERM, SIGINT and SIGHUP end the game at once and cleanly.

Python runs a signal handler only between two bytecodes of the main thread,
and the main thread spends an idle game asleep in SDL's event wait (a C call
that may last minutes: the attract timer, or for ever on a desk). So the
handler alone would wait for the next touch, and SIGINT would end in a
``KeyboardInterrupt`` traceback. Instead the low-level handler also writes
to a pipe (:func:`signal.set_wakeup_fd`), a small thread reading that pipe
posts an event, the event wait returns, the handler runs and marks the stop,
and the loop ends: the saved game is written and the process exits with
``128 + signal number`` (:data:`golf_game.exits`), which a service manager
can tell from an operator's exit (docs/KIOSK.md).

Installed first thing by the command line (before the engine and pygame
load), so a signal during start-up is kept until the loop can see it, and
taken away again when the command line returns (tests call it in-process).
"""

from __future__ import annotations

import logging
import os
import signal
import sys
import threading
from typing import Any

log = logging.getLogger(__name__)

STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name)
)


class Stopped(BaseException):
    """Raised by the handler while the game is still starting (importing
    pygame and the scenes takes most of a second on a busy machine): nothing
    needs saving yet, so start-up is abandoned at once. A ``BaseException``,
    so that no ``except Exception`` on the way swallows it."""


class StopSignals:
    """Catches the stop signals; :attr:`received` is the first one caught.

    While :attr:`starting` is True a signal also raises :class:`Stopped`;
    once the game has something to save the command line sets it False and
    the loop ends by itself."""

    def __init__(self) -> None:
        self.received: int | None = None
        self.starting = True
        self._reader, self._writer = os.pipe()
        os.set_blocking(self._writer, False)
        self._previous: dict[int, Any] = {}
        self._previous_fd = -1

    def install(self) -> None:
        """Catch the stop signals from now on (main thread only). A signal
        may raise :class:`Stopped` already while this runs."""
        threading.Thread(target=self._relay, name="signal-wake", daemon=True).start()
        self._previous_fd = signal.set_wakeup_fd(self._writer, warn_on_full_buffer=False)
        for number in STOP_SIGNALS:
            self._previous[number] = signal.getsignal(number)
            signal.signal(number, self._caught)

    def uninstall(self) -> None:
        """Put back the handlers found at :meth:`install`; the relay thread
        ends. Once only: later calls do nothing."""
        if self._writer < 0:
            return
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        self._previous.clear()
        signal.set_wakeup_fd(self._previous_fd)
        os.close(self._writer)  # the relay reads the end of the pipe and returns
        self._writer = -1

    def _caught(self, number: int, frame: object) -> None:
        if self.received is None:
            self.received = number
            log.warning("stopping on %s", signal.Signals(number).name)
        if self.starting:
            raise Stopped

    def _relay(self) -> None:
        """Wake the loop for every signal byte written to the pipe."""
        with os.fdopen(self._reader, "rb", buffering=0) as pipe:
            while pipe.read(64):
                if "pygame" in sys.modules:  # else no loop is there to wake yet
                    from .input import InputTranslator

                    InputTranslator.post_wake()

    @property
    def exit_code(self) -> int | None:
        """``128 + signal number`` if a stop signal came, else ``None``."""
        return None if self.received is None else 128 + self.received
