"""The command line answers --version and --help before any screen exists."""

import subprocess
import sys
from importlib import metadata

from golf_game import __version__


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "golf_game", *args], capture_output=True, text=True, timeout=60
    )


def test_version_prints_the_package_version_and_exits_0() -> None:
    result = run_cli("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"golf-game {__version__}"


def test_help_describes_the_options_and_exits_0() -> None:
    result = run_cli("--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: golf-game")
    assert "--mode" in result.stdout
    assert "--version" in result.stdout


def test_the_package_and_its_metadata_agree_on_the_version() -> None:
    assert metadata.version("golf-game") == __version__
