"""The background task runner: jobs off the frame loop, with a wake-up call."""

from __future__ import annotations

import threading
import time

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
