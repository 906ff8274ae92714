"""The real game process in a hostile world: signals at start-up and in play,
a display that is not there, a kiosk window pushed around, and --screenshot
paths that cannot be written (issue 17). Real processes, a few seconds each."""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from golf_game.__main__ import main
from golf_game.app import App
from golf_game.saved.settings import Settings

STOPS = [signal.SIGTERM, signal.SIGINT, signal.SIGHUP]


def game_env(home: Path, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "GOLF_GAME_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        **extra,
    }


@contextlib.contextmanager
def game(home: Path, *args: str) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "golf_game", *args],
        env=game_env(home),
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        yield process
    finally:
        process.kill()
        process.wait()


def catches(pid: int, number: int) -> bool:
    """Whether the process has a handler for signal ``number`` (/proc's SigCgt)."""
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("SigCgt:"):
                return bool(int(line.split()[1], 16) >> (number - 1) & 1)
    return False


def wait_until_catching(process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 20
    while not all(catches(process.pid, number) for number in STOPS):
        assert process.poll() is None and time.monotonic() < deadline
        time.sleep(0.002)


needs_proc = pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc")


@needs_proc
@pytest.mark.parametrize("number", STOPS, ids=lambda number: number.name)
def test_a_stop_signal_during_start_up_ends_it_cleanly(tmp_path: Path, number: int) -> None:
    """Sent the moment the handlers are in place, while pygame and the scenes
    are still loading: never lost, no traceback, exit 128 + N."""
    with game(tmp_path, "--kiosk", "--seed", "3") as process:
        wait_until_catching(process)
        process.send_signal(number)
        assert process.wait(timeout=20) == 128 + number
        assert process.stderr is not None
        assert "Traceback" not in process.stderr.read()


@pytest.mark.parametrize("number", STOPS, ids=lambda number: number.name)
def test_a_stop_signal_wakes_the_sleeping_loop_at_once(tmp_path: Path, number: int) -> None:
    """The game asleep in SDL's event wait (a kiosk menu waits minutes for the
    attract timer): the signal ends it without waiting for input."""
    with game(tmp_path, "--kiosk") as process:
        time.sleep(2.5)
        assert process.poll() is None
        process.send_signal(number)
        # Far below the 90 s idle timer that would otherwise wake the loop.
        assert process.wait(timeout=10) == 128 + number
        assert process.stderr is not None
        err = process.stderr.read()
        assert "Traceback" not in err and f"stopping on {signal.Signals(number).name}" in err


def test_a_quit_handled_by_the_first_frame_is_not_lost(tmp_path: Path) -> None:
    app = App(Settings(sound=False), size=(640, 480), data_folder=tmp_path)
    frames = 0
    original = app._step

    def counting(*args: object) -> object:
        nonlocal frames
        frames += 1
        return original(*args)  # type: ignore[arg-type]

    try:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        app.step(0)  # the first frame, before the loop, handles the quit
        app._step = counting  # type: ignore[method-assign]
        app.run()  # returns at once: it does not set the running flag back
        assert frames == 0
    finally:
        app.shutdown()


# --- no real display ------------------------------------------------------------------


def test_a_fallback_to_the_offscreen_driver_is_an_error(tmp_path: Path) -> None:
    env = game_env(tmp_path, DISPLAY=":97")  # no X server there
    del env["SDL_VIDEODRIVER"]
    assert not Path("/tmp/.X11-unix/X97").exists()
    result = subprocess.run(
        [sys.executable, "-m", "golf_game", "--kiosk"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 1
    [line] = [text for text in result.stderr.splitlines() if text.startswith("golf-game")]
    assert "no real display" in line and "SDL_VIDEODRIVER=" in line


def test_the_offscreen_driver_asked_for_by_name_runs(tmp_path: Path) -> None:
    with game(tmp_path) as process:
        time.sleep(2)
        assert process.poll() is None  # dummy, asked for in game_env: runs
        process.terminate()
        assert process.wait(timeout=10) == 128 + signal.SIGTERM


# --- a kiosk window pushed around -----------------------------------------------------


def test_a_kiosk_window_resized_or_moved_takes_the_full_screen_back(tmp_path: Path) -> None:
    app = App(Settings(sound=False), kiosk=True, data_folder=tmp_path)
    try:
        full = app.surface.get_size()
        pygame.display.set_mode((640, 480))
        app.step(0, [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=640, y=480)])
        assert app.surface.get_size() == full == pygame.display.get_surface().get_size()
        opened: list[object] = []
        real = pygame.display.set_mode

        def counting(*args: object) -> pygame.Surface:
            opened.append(args)
            return real(*args)  # type: ignore[arg-type]

        pygame.display.set_mode = counting  # type: ignore[assignment]
        try:
            app.step(0, [pygame.event.Event(pygame.WINDOWMOVED, x=0, y=0)])
            assert opened == []  # where it belongs: nothing to do
            app.step(0, [pygame.event.Event(pygame.WINDOWMOVED, x=200, y=90)])
            assert opened == [((0, 0), pygame.FULLSCREEN | pygame.NOFRAME)]
        finally:
            pygame.display.set_mode = real
    finally:
        app.shutdown()


# --- --screenshot paths ---------------------------------------------------------------


def shoot(path: str | bytes, home: Path, *extra: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "golf_game", "--scene", "menu", *extra, "--screenshot", path],
        env=game_env(home),
        capture_output=True,
        timeout=60,
        check=False,
    )


def one_line(result: subprocess.CompletedProcess[bytes]) -> str:
    err = result.stderr.decode(errors="replace")
    assert "Traceback" not in err
    [line] = err.strip().splitlines()
    assert line.startswith("golf-game:") and len(line) < 320
    return line


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda tmp: str(tmp / "folder.png"), 2),
        (lambda tmp: "/proc/hostile.png", 1),
        (lambda tmp: "/sys/hostile.png", 1),
        (lambda tmp: str(tmp / ("n" * 300 + ".png")), 2),
        (lambda tmp: str(tmp) + "/d" * 65000 + ".png", 2),
    ],
    ids=["a folder", "/proc", "/sys", "a 300-char name", "a 128 KiB path"],
)
def test_a_screenshot_that_cannot_be_written_gives_one_line(
    tmp_path: Path, make: object, code: int
) -> None:
    (tmp_path / "folder.png").mkdir()
    result = shoot(make(tmp_path), tmp_path)  # type: ignore[operator]
    assert result.returncode == code
    one_line(result)


def test_a_screenshot_name_that_is_not_utf8_is_written_under_that_name(tmp_path: Path) -> None:
    name = os.fsencode(tmp_path) + b"/\xff\xfe-shot.png"
    result = shoot(name, tmp_path)
    assert result.returncode == 0, result.stderr
    assert os.listdir(os.fsencode(tmp_path)) == [b"\xff\xfe-shot.png"]


def test_kiosk_with_screenshot_is_refused(tmp_path: Path) -> None:
    result = shoot(str(tmp_path / "k.png"), tmp_path, "--kiosk")
    assert result.returncode == 2 and "leave out --kiosk" in one_line(result)
    assert not (tmp_path / "k.png").exists()


def test_a_full_disk_is_an_error_and_leaves_no_picture(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def full(handle: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    out = tmp_path / "full.png"
    assert main(["--scene", "menu", "--window", "640x480", "--screenshot", str(out)]) == 1
    assert "No space left on device" in capsys.readouterr().err
    assert os.listdir(tmp_path) == []  # no 0-byte picture, no temporary file left


@pytest.mark.parametrize("options", ["size=16k", "ro"])
def test_a_real_full_or_read_only_mount(tmp_path: Path, options: str) -> None:
    mount = tmp_path / "mnt"
    mount.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(mount)], capture_output=True
    )
    if mounted.returncode:
        pytest.skip("mounting needs root")
    try:
        result = shoot(str(mount / "x.png"), tmp_path)
        assert result.returncode == 1
        assert ("No space" if options != "ro" else "Read-only") in one_line(result)
        assert os.listdir(mount) == []
    finally:
        subprocess.run(["umount", str(mount)], check=True)


def test_a_128_kib_seed_is_echoed_shortly(tmp_path: Path) -> None:
    result = shoot(str(tmp_path / "s.png"), tmp_path, "--seed", "9" * 131_000)
    assert result.returncode == 2
    assert "131,000 characters" in one_line(result)
