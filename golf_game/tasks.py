"""Background work off the frame loop: hints now, par and "still winnable" later.

One worker thread runs submitted jobs in order. A scene keeps the :class:`Task`
it got back and polls :attr:`Task.done` in ``update``; the runner calls
``notify`` when a job finishes so a loop that sleeps on events wakes up for it
(the app posts a wake-up event). A job takes a :class:`CancelToken` and should
check it between budgeted steps (``Solver.step(nodes)``) so a cancelled job
stops early; its result is dropped either way.
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Generic, TypeVar, cast

T = TypeVar("T")

SWITCH_INTERVAL = 0.0005
"""Seconds a thread may hold the GIL while another waits for it."""

log = logging.getLogger(__name__)


class CancelToken:
    """Set by the owner of a task; read by the job between steps."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()


class Task(Generic[T]):
    """The handle a scene keeps for one submitted job."""

    def __init__(self, future: Future[T], token: CancelToken) -> None:
        self._future = future
        self._token = token

    @property
    def done(self) -> bool:
        return self._future.done()

    @property
    def cancelled(self) -> bool:
        return self._token.cancelled

    def cancel(self) -> None:
        self._token.cancel()
        self._future.cancel()

    def result(self) -> T:
        """The job's return value; re-raises its exception. Only once ``done``."""
        return self._future.result(timeout=0)

    def error(self) -> BaseException | None:
        return self._future.exception(timeout=0) if self._future.done() else None


class TaskRunner:
    """Runs jobs on one worker thread, so the frame loop never waits for them."""

    def __init__(
        self, notify: Callable[[], None] | None = None, hold_idle_jobs: bool = False
    ) -> None:
        self._notify = notify
        self._hold_idle = hold_idle_jobs
        self._idle: list[Callable[[CancelToken], object]] = []
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="golf-task")
        self._pending: set[Future[Any]] = set()
        self._lock = threading.Lock()

    def submit(self, job: Callable[[CancelToken], T]) -> Task[T]:
        token = CancelToken()
        future: Future[T] = self._pool.submit(job, token)
        with self._lock:
            self._pending.add(future)
        future.add_done_callback(self._finished)
        return Task(future, token)

    def submit_idle(self, job: Callable[[CancelToken], object]) -> None:
        """Run ``job`` once the frame loop has nothing moving (it calls
        :meth:`release_idle`), so a background search never competes with an
        animation for the GIL. Without ``hold_idle_jobs`` it is queued at once.
        Fire and forget: such a job reports through its own state."""
        if not self._hold_idle:
            self.submit(job)
            return
        with self._lock:
            self._idle.append(job)

    def release_idle(self) -> None:
        """The frame loop is idle: queue the jobs held by :meth:`submit_idle`."""
        with self._lock:
            held, self._idle = self._idle, []
        for job in held:
            try:
                self.submit(job)
            except RuntimeError:
                return  # shut down: nothing runs any more

    @property
    def busy(self) -> bool:
        with self._lock:
            return bool(self._pending)

    def _finished(self, future: Future[Any]) -> None:
        with self._lock:
            self._pending.discard(future)
        if not future.cancelled() and future.exception() is not None:
            log.error("background task failed", exc_info=future.exception())
        if self._notify is not None:
            self._notify()

    def shutdown(self) -> None:
        """Stop taking jobs; queued jobs are dropped, a running one is not waited for."""
        self._pool.shutdown(wait=False, cancel_futures=True)


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or ``None`` where the C library has none."""
    import ctypes

    try:
        function = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None
    function.argtypes = [ctypes.c_size_t]
    function.restype = ctypes.c_int
    return cast(Callable[[int], int], function)


def release_freed_memory() -> None:
    """Give memory freed by a finished search back to the system.

    glibc keeps what a worker thread frees in that thread's own arena, so the
    tens of MB of a par search's tables stayed resident for the rest of the
    run (docs/PERFORMANCE.md). Elsewhere this does nothing."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
