"""Background work off the frame loop: hints now, par and "still winnable" later.

One worker thread runs submitted jobs in order. A scene keeps the :class:`Task`
it got back and polls :attr:`Task.done` in ``update``; the runner calls
``notify`` when a job finishes so a loop that sleeps on events wakes up for it
(the app posts a wake-up event). A job takes a :class:`CancelToken` and should
check it between budgeted steps (``Solver.step(nodes)``) so a cancelled job
stops early; its result is dropped either way.

Background searches (the par, "still winnable", the grade, the coach, the
winnable-deal supply) go through :meth:`TaskRunner.run_search`, a slice per
job, and **one search runs at a time**: the most urgent one (:class:`Urgency`)
runs to its end before the next starts, so the game holds one search's tables,
not one per question (each holds its solver's tables, up to about 8 MB;
up to seven side by side were seen in a kiosk soak, 30 MB of tables). A
hint the player asks for is a plain job: it runs between two slices.
"""

from __future__ import annotations

import enum
import functools
import itertools
import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

T = TypeVar("T")

SWITCH_INTERVAL = 0.0005
"""Seconds a thread may hold the GIL while another waits for it."""

log = logging.getLogger(__name__)


class CancelToken:
    """Set by the owner of a task; read by the job between steps."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._on_cancel: list[Callable[[], None]] = []

    def cancel(self) -> None:
        with self._lock:
            self._event.set()
            callbacks, self._on_cancel = self._on_cancel, []
        for callback in callbacks:
            callback()

    def on_cancel(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` when the token is cancelled (at once if it is)."""
        with self._lock:
            if not self._event.is_set():
                self._on_cancel.append(callback)
                return
        callback()

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


class Urgency(enum.IntEnum):
    """Which background search runs first: the lowest value waiting."""

    PAR = 0
    """The hole's par and best line: the HUD, the hints and the attract demo
    wait for it."""
    ON_SCREEN = 1
    """"Still winnable" for the table as it stands; the coach's review of a
    finished hole."""
    GRADE = 2
    """The deal's grade, worked out from the par's line."""
    SUPPLY = 3
    """Winnable deals for later."""


SearchSlice = Callable[[], bool]
"""One slice of a search (run on the worker): ``True`` once the search is over."""


@dataclass(eq=False)
class _Search:
    urgency: Urgency
    order: int
    step: SearchSlice | None
    """``None`` once the search is over or dropped: nothing it held is kept."""
    restart: Callable[[], None] | None


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
        self._searches: list[_Search] = []
        self._current: _Search | None = None
        self._slice_queued = False
        self._order = itertools.count()

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

    def run_search(
        self,
        step: SearchSlice,
        token: CancelToken,
        urgency: Urgency,
        *,
        restart: Callable[[], None] | None = None,
    ) -> None:
        """Run a search a slice at a time on the worker, each slice held until
        the frame loop is idle (:meth:`submit_idle`), until ``step`` returns
        ``True``. One search runs at a time: the most urgent waiting (the
        oldest of equal urgency) starts when the one running ends, and runs to
        its own end. A search with ``restart`` may be put aside for a more
        urgent one instead: it is forgotten, then ``restart`` is called (on the
        worker) to ask again from the start. Cancelling ``token`` forgets the
        search at once (a slice running then finishes first), so what its
        ``step`` holds is let go; after :meth:`shutdown` nothing runs."""
        search = _Search(urgency, next(self._order), step, restart)
        with self._lock:
            self._searches.append(search)
        token.on_cancel(functools.partial(self._forget, search))
        self._next_search_slice()

    def _forget(self, search: _Search) -> None:
        with self._lock:
            search.step = search.restart = None
            if search in self._searches:
                self._searches.remove(search)
            if self._current is search:
                self._current = None

    def _choose(self) -> tuple[_Search | None, Callable[[], None] | None]:
        """The search to give the next slice, and the ``restart`` of one put
        aside for it (to call once the lock is released). Lock held."""
        if not self._searches:
            return None, None
        best = min(self._searches, key=lambda search: (search.urgency, search.order))
        current, put_aside = self._current, None
        if current is not None and current is not best:
            if current.restart is None:
                return current, None
            put_aside = current.restart
            current.step = current.restart = None
            self._searches.remove(current)
        self._current = best
        return best, put_aside

    def _next_search_slice(self) -> None:
        with self._lock:
            if self._slice_queued or not self._searches:
                return
            self._slice_queued = True
        try:
            self.submit_idle(self._search_slice)
        except RuntimeError:
            with self._lock:  # shut down: nothing runs any more
                self._searches.clear()
                self._current = None

    def _search_slice(self, token: CancelToken) -> None:
        with self._lock:
            search, put_aside = self._choose()
            run = search.step if search is not None else None
        if put_aside is not None:
            put_aside()
        over = True
        try:
            over = run is None or run()
        except Exception:
            log.error("background task failed", exc_info=True)
        finally:
            del run
            with self._lock:
                self._slice_queued = False
            if over and search is not None:
                self._forget(search)
        if not token.cancelled:
            self._next_search_slice()

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


def _libc_function(name: str, argtypes: list[type[Any]]) -> Callable[..., int] | None:
    """A function of glibc (returning an int), or ``None`` where the C library
    has none."""
    import ctypes

    try:
        function = getattr(ctypes.CDLL(None), name)
    except (OSError, AttributeError):
        return None
    function.argtypes = argtypes
    function.restype = ctypes.c_int
    return cast(Callable[..., int], function)


@functools.cache
def _malloc_trim() -> Callable[..., int] | None:
    import ctypes

    return _libc_function("malloc_trim", [ctypes.c_size_t])


M_MMAP_THRESHOLD = -3
"""glibc's mallopt parameter: blocks from this size on are mapped on their own."""
OWN_MAPPING_BYTES = 256 * 1024


def map_big_blocks_apart() -> None:
    """Have glibc map every block of 256 KB or more on its own, so it goes
    back to the system the moment it is freed.

    By default glibc raises that threshold each time such a block is freed
    (up to 32 MB), so surfaces (a card at 1080p is 130 KB, a full-screen
    layer 8 MB) and a search's tables soon came from the heap, and freed
    they stayed resident between blocks still in use: the heap of a 1080p
    kiosk soak kept 30-100 MB free but resident. Elsewhere this does nothing."""
    import ctypes

    mallopt = _libc_function("mallopt", [ctypes.c_int, ctypes.c_int])
    if mallopt is not None:
        mallopt(M_MMAP_THRESHOLD, OWN_MAPPING_BYTES)


def release_freed_memory() -> None:
    """Give memory freed by a finished search back to the system.

    glibc keeps what a worker thread frees in that thread's own arena, so the
    tens of MB of a par search's tables stayed resident for the rest of the
    run (docs/PERFORMANCE.md). Elsewhere this does nothing."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
