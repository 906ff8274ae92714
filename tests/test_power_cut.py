"""A hole is recorded exactly once whatever moment the power goes (issue 17).

Real game processes (tests/power_cut_game.py: the game's session, storage
and worker thread) finish a hole and are killed with SIGKILL at every disk
step of recording it and clearing the saved game, and at timed moments
around them; a second process then starts a new game over what was left, as
a player would. Whatever the moment, the records count the hole once.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from golf_game.engine import Mode
from golf_game.saved.storage import Storage

GAME = Path(__file__).with_name("power_cut_game.py")
DISK_STEPS = 5
"""More than the steps after "ready" (records: fsync, replace, folder fsync;
the saved game: unlink): the last cases are not killed at all."""
TIMED_KILLS_MS = (0.0, 1.0, 3.0)

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL")


def game(folder: Path, what: str, kill_at: int = 0) -> subprocess.Popen[str]:
    env = {**os.environ, "GOLF_KILL_AT": str(kill_at)}
    return subprocess.Popen(
        [sys.executable, str(GAME), str(folder), what],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )


def wait_ready(process: subprocess.Popen[str]) -> None:
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "ready"


def test_a_hole_is_counted_once_whatever_moment_the_power_goes(tmp_path: Path) -> None:
    folders: list[Path] = []
    first: list[subprocess.Popen[str]] = []
    for step in range(1, DISK_STEPS + 1):
        folders.append(tmp_path / f"step-{step}")
        first.append(game(folders[-1], "finish", kill_at=step))
    for process in first:
        wait_ready(process)
    for delay in TIMED_KILLS_MS:
        folders.append(tmp_path / f"after-{delay}ms")
        process = game(folders[-1], "finish")
        wait_ready(process)
        time.sleep(delay / 1000)
        process.send_signal(signal.SIGKILL)
        first.append(process)
    killed = 0
    for process in first:
        killed += process.wait(timeout=30) == -signal.SIGKILL
    assert killed >= DISK_STEPS - 1  # the cuts did land inside the recording
    second = [game(folder, "again") for folder in folders]
    for process in second:
        out, _ = process.communicate(timeout=30)
        assert process.returncode == 0 and out.split() == ["done"]
    for folder in folders:
        stats = Storage(folder).records.get(Mode.EASY, 1)
        assert stats.played == 1, f"{folder.name}: the hole was counted {stats.played} times"
