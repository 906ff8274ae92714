"""The background task runner: jobs off the frame loop, with a wake-up call."""

from __future__ import annotations

import gc
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Callable
from pathlib import Path

import pytest
from task_helpers import StepRunner

from golf_game.tasks import CancelToken, TaskRunner, Urgency


def wait_for(condition, seconds: float = 5.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.005)
    return True


def test_result_and_notify() -> None:
    woken = threading.Event()
    runner = TaskRunner(notify=woken.set)
    task = runner.submit(lambda token: 6 * 7)
    assert wait_for(lambda: task.done)
    assert task.result() == 42
    assert woken.wait(5)
    assert wait_for(lambda: not runner.busy)
    runner.shutdown()


def test_cancel_stops_a_stepping_job() -> None:
    runner = TaskRunner()
    steps: list[int] = []

    def job(token: CancelToken) -> int:
        while not token.cancelled:
            steps.append(1)
            time.sleep(0.001)
        return len(steps)

    task = runner.submit(job)
    assert wait_for(lambda: bool(steps))
    task.cancel()
    assert wait_for(lambda: task.done)
    assert task.cancelled
    runner.shutdown()


def test_a_failing_job_reports_its_error() -> None:
    runner = TaskRunner()

    def job(token: CancelToken) -> int:
        raise ValueError("no")

    task = runner.submit(job)
    assert wait_for(lambda: task.done)
    assert isinstance(task.error(), ValueError)
    runner.shutdown()


def test_idle_jobs_wait_for_the_loop_to_be_idle() -> None:
    runner = TaskRunner(hold_idle_jobs=True)
    ran: list[int] = []
    runner.submit_idle(lambda token: ran.append(1))
    time.sleep(0.05)
    assert ran == []
    runner.release_idle()
    deadline = time.monotonic() + 5
    while not ran:
        assert time.monotonic() < deadline
        time.sleep(0.005)
    assert ran == [1]
    runner.shutdown()


def test_without_holding_idle_jobs_run_at_once() -> None:
    runner = TaskRunner()
    ran: list[int] = []
    runner.submit_idle(lambda token: ran.append(1))
    deadline = time.monotonic() + 5
    while not ran:
        assert time.monotonic() < deadline
        time.sleep(0.005)
    assert ran == [1]
    runner.shutdown()


FREED_BLOCK = """
import sys
from golf_game.tasks import map_big_blocks_apart

def rss_mb():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS"))

if sys.argv[1] == "apart":
    map_big_blocks_apart()
first = bytearray(24 << 20)  # freed, it makes glibc raise its threshold past it
small = bytearray(1 << 10)
del first
before = rss_mb()
block = bytearray(16 << 20)  # a search's tables, a screen of surfaces
after = bytearray(1 << 10)  # a block after it: the heap's top cannot shrink past it
del block
print(rss_mb() - before)
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_big_block_goes_back_to_the_system_once_freed() -> None:
    def resident_after_free(how: str) -> float:
        run = subprocess.run(
            [sys.executable, "-c", FREED_BLOCK, how], capture_output=True, text=True, check=True
        )
        return float(run.stdout)

    if resident_after_free("default") < 8:
        pytest.skip("this C library hands freed blocks back anyway")
    assert resident_after_free("apart") < 1


class Counted:
    """A search of ``slices`` slices that logs each one under its name."""

    def __init__(self, name: str, slices: int, log: list[str]) -> None:
        self.name, self.left, self.log = name, slices, log
        self.token = CancelToken()

    def step(self) -> bool:
        self.log.append(self.name)
        self.left -= 1
        return self.left == 0


def test_searches_run_one_at_a_time_each_to_its_end_the_most_urgent_next() -> None:
    runner = StepRunner()
    log: list[str] = []
    grade = Counted("grade", 3, log)
    runner.run_search(grade.step, grade.token, Urgency.GRADE)
    runner.run_one()
    for name, urgency in (("supply", Urgency.SUPPLY), ("watch", Urgency.ON_SCREEN)):
        search = Counted(name, 2, log)
        runner.run_search(search.step, search.token, urgency)
    par = Counted("par", 2, log)
    runner.run_search(par.step, par.token, Urgency.PAR)
    while runner.jobs:
        assert len(runner.jobs) == 1  # one slice queued at a time, never one per search
        runner.run_one()
    assert log == ["grade"] * 3 + ["par"] * 2 + ["watch"] * 2 + ["supply"] * 2


def test_a_search_that_can_restart_is_put_aside_for_a_more_urgent_one() -> None:
    runner = StepRunner()
    log: list[str] = []
    supply = Counted("supply", 3, log)
    again = Counted("supply again", 3, log)
    held = weakref.ref(supply)

    def restart() -> None:
        runner.run_search(again.step, again.token, Urgency.SUPPLY)

    runner.run_search(supply.step, supply.token, Urgency.SUPPLY, restart=restart)
    del supply
    runner.run_one()
    par = Counted("par", 2, log)
    runner.run_search(par.step, par.token, Urgency.PAR)
    runner.run_one()
    assert held() is None  # put aside, and let go
    while runner.jobs:
        runner.run_one()
    assert log == ["supply", "par", "par"] + ["supply again"] * 3


def test_a_cancelled_search_is_let_go_at_once() -> None:
    runner = StepRunner()
    log: list[str] = []
    waiting, running = Counted("waiting", 5, log), Counted("running", 5, log)
    runner.run_search(running.step, running.token, Urgency.PAR)
    runner.run_search(waiting.step, waiting.token, Urgency.GRADE)
    runner.run_one()
    searches = [weakref.ref(running), weakref.ref(waiting)]
    tokens = [running.token, waiting.token]
    del running, waiting
    gc.disable()  # freed by the cancel itself, not by the cyclic collector
    try:
        for token in tokens:
            token.cancel()
        assert [search() for search in searches] == [None, None]
    finally:
        gc.enable()
    while runner.jobs:
        runner.run_one()
    assert log == ["running"]


def test_on_the_worker_one_search_is_under_way_at_a_time() -> None:
    runner = TaskRunner()
    under_way: set[int] = set()
    most: list[int] = []
    ended: list[int] = []
    all_ended = threading.Event()
    urgencies = [Urgency.SUPPLY, Urgency.GRADE, Urgency.PAR, Urgency.PAR]

    def search(name: int, slices: int) -> Callable[[], bool]:
        left = [slices]

        def step() -> bool:
            under_way.add(name)
            most.append(len(under_way))
            left[0] -= 1
            if left[0]:
                return False
            under_way.discard(name)
            ended.append(name)
            if len(ended) == len(urgencies):
                all_ended.set()
            return True

        return step

    for name, urgency in enumerate(urgencies):
        runner.run_search(search(name, 20), CancelToken(), urgency)
    # Plain jobs (hints) run between the slices meanwhile.
    hints = [runner.submit(lambda token: 7) for _ in range(20)]
    assert all_ended.wait(30)
    assert wait_for(lambda: all(task.done for task in hints))
    assert len(most) == 80 and max(most) == 1
    # The supply ends first if its first slice ran before the others came;
    # else last. The rest by urgency, the oldest first.
    assert ended in ([0, 2, 3, 1], [2, 3, 1, 0])
    runner.shutdown()
