"""The background task runner: jobs off the frame loop, with a wake-up call."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from golf_game.tasks import CancelToken, TaskRunner


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
