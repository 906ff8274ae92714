"""A short, seeded soak: the real game under random input reports no exception."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parent.parent / "tools" / "soak.py"
SHORT_KIOSK = ["--sim-seconds", "5", "--seed", "3", "--kiosk", "--window", "1080x1920"]


def test_five_simulated_seconds_of_random_input_in_kiosk_mode(tmp_path: Path) -> None:
    env = {**os.environ, "GOLF_GAME_HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, str(TOOL), *SHORT_KIOSK],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    lines = result.stdout.strip().splitlines()
    figures = dict(line.split(": ", 1) for line in lines if ": " in line)
    assert result.returncode == 0, result.stdout + result.stderr
    assert lines[-1] == "exceptions: 0"
    assert figures["mode"] == "kiosk, seed 3, window held at 1080x1920"
    assert figures["window resizes"].startswith("0,")
    assert int(figures["events sent"]) > 100
    assert int(figures["frames drawn"]) > 0
    # Random taps on the PIN pad (the chord is among the keys) never open the operator menu.
    assert figures["operator menu reached"].startswith("0,")
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    "arguments",
    [
        ["--seconds", "-1"],
        ["--seconds", "1", "--window", "1920"],
        ["--seconds", "1", "--window", "9x9"],
    ],
)
def test_bad_arguments_exit_2(arguments: list[str]) -> None:
    result = subprocess.run(
        [sys.executable, str(TOOL), *arguments],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()[-1]) < 200  # one clear line
