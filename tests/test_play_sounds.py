"""tools/play_sounds.py: plays every effect, fails on any warning."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from golf_game.assets import SOUNDS_DIR
from golf_game.view.sound import Effect

TOOL = Path(__file__).resolve().parent.parent / "tools" / "play_sounds.py"


def run_tool(driver: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_AUDIODRIVER": driver}
    return subprocess.run(
        [sys.executable, str(TOOL)], capture_output=True, text=True, env=env, timeout=60
    )


def test_every_effect_plays_through_the_dummy_driver() -> None:
    result = run_tool("dummy")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"sounds from {SOUNDS_DIR}"
    assert lines[1:] == [f"played {effect.value}" for effect in Effect]


def test_no_audio_device_fails_and_says_why() -> None:
    result = run_tool("no-such-driver")
    assert result.returncode == 1
    assert "play_sounds: no audio device" in result.stderr
    assert "win not played" in result.stderr
