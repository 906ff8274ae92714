"""A task runner whose searches' slices the test runs itself, one at a time,
and a count of the solver tables alive."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from typing import TypeVar

from golf_game.engine.solver import Solver
from golf_game.tasks import CancelToken, Task, TaskRunner

T = TypeVar("T")


class StepRunner(TaskRunner):
    """Holds idle jobs (the searches' slices) until the test runs them, one
    at a time, on the test's thread."""

    def __init__(self) -> None:
        super().__init__()
        self.jobs: list[Callable[[CancelToken], object]] = []

    def submit_idle(self, job: Callable[[CancelToken], object]) -> None:
        self.jobs.append(job)

    def run_one(self) -> None:
        self.jobs.pop(0)(CancelToken())

    def submit(self, job: Callable[[CancelToken], T]) -> Task[T]:
        """A plain job (a hint, a chore) runs at once, on the test's thread."""
        future: Future[T] = Future()
        future.set_result(job(CancelToken()))
        return Task(future, CancelToken())


def tables_alive(besides: Iterable[Solver] = ()) -> int:
    """Solvers alive now that have searched (so hold their tables: the probe's
    or the sweep's), but for those of ``besides``."""
    left_out = {id(each) for each in besides}
    return sum(
        1
        for found in gc.get_objects()
        if isinstance(found, Solver) and found._search._nodes and id(found) not in left_out
    )
