"""Probe the real game as a hostile world would (issue 17) and print a table.

Each probe starts ``python -m golf_game`` in a fresh data folder with SDL's
dummy drivers and checks what a kiosk needs:

- poisoned saved files (each of the three files): the game starts and runs,
  SIGTERM ends it with 143 and no traceback, its peak RSS (VmHWM) stays under
  ``--max-rss-mb``, and the file was set aside (or read, for a BOM or one
  trailing comma);
- stop signals at random moments of start-up and of play: exit ``128 + N``,
  no traceback, gone within 0.5 s of the signal;
- no real display (SDL left to fall back to ``offscreen``): exit 1, one line;
- bad ``--screenshot`` paths: one line and a non-zero exit, or the picture
  written under the name asked for.

    python tools/probe_hostile.py               # every probe, about 2-4 minutes
    python tools/probe_hostile.py --signals 3   # fewer signal moments per signal

Exit code 1 if any probe did not hold.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

FILES = ("settings.json", "records.json", "game.json")
KEYS = {"settings.json": "settings", "records.json": "records", "game.json": "game"}
STOPS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


def env_for(home: Path, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "GOLF_GAME_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        **extra,
    }


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def wrapped(name: str, payload: str) -> str:
    return f'{{"schema": 1, "{KEYS[name]}": {payload}}}'


POISONS: dict[str, Callable[[Path, str], None]] = {
    "5000-digit int": lambda p, n: p.write_text(wrapped(n, '{"x": ' + "7" * 5000 + "}")),
    "/dev/zero symlink": lambda p, n: p.symlink_to("/dev/zero"),
    "/dev/urandom symlink": lambda p, n: p.symlink_to("/dev/urandom"),
    "FIFO": lambda p, n: os.mkfifo(p),
    "folder": lambda p, n: p.mkdir(),
    "50 MB string": lambda p, n: p.write_text(wrapped(n, '{"steps": "' + "T " * 25_000_000 + '"}')),
    "200,000-char value": lambda p, n: p.write_text(
        wrapped(n, json.dumps({"mode": "x" * 200_000}))
    ),
    "2 MB key": lambda p, n: p.write_text(wrapped(n, json.dumps({"k" * 2_000_000: 1}))),
    "UTF-8 BOM": lambda p, n: p.write_bytes(b"\xef\xbb\xbf" + wrapped(n, "{}").encode()),
    "trailing comma": lambda p, n: p.write_text(wrapped(n, '{"mode": "hard",}')),
}


def probe_file(name: str, poison: str, max_rss: float) -> tuple[bool, str]:
    with tempfile.TemporaryDirectory(prefix="golf-probe-") as folder:
        home = Path(folder)
        POISONS[poison](home / name, name)
        game = subprocess.Popen(
            [sys.executable, "-m", "golf_game", "--kiosk"],
            env=env_for(home),
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            time.sleep(2.5)
            if game.poll() is not None:
                return False, f"ended at start-up ({game.returncode})"
            rss = peak_rss_mb(game.pid)
            game.terminate()
            code = game.wait(timeout=20)
        finally:
            game.kill()
        err = game.stderr.read() if game.stderr else ""
        if code != 128 + signal.SIGTERM or "Traceback" in err:
            return False, f"exit {code}"
        if rss > max_rss:
            return False, f"peak RSS {rss:.0f} MB"
        logged = "golf-game: WARNING" in err
        if not logged:
            return False, "nothing in the log"
        return True, f"{rss:.0f} MB"


def probe_signal(number: int, delay: float, args: list[str]) -> tuple[bool, str]:
    with tempfile.TemporaryDirectory(prefix="golf-probe-") as folder:
        game = subprocess.Popen(
            [sys.executable, "-m", "golf_game", *args],
            env=env_for(Path(folder)),
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            time.sleep(delay)
            sent = time.monotonic()
            game.send_signal(number)
            code = game.wait(timeout=20)
            took = time.monotonic() - sent
        finally:
            game.kill()
        err = game.stderr.read() if game.stderr else ""
        # Before the interpreter reaches the game's first line the default
        # action applies (-N): the process ends all the same.
        clean = code in (128 + number, -number) and "Traceback" not in err
        return clean and took <= 0.5, f"exit {code} in {took:.2f} s"


def run_cli(
    args: list[str | bytes], home: Path, **extra: str
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "golf_game", *args],
        env=env_for(home, **extra),
        capture_output=True,
        timeout=120,
        check=False,
    )


def one_clear_line(result: subprocess.CompletedProcess[bytes]) -> bool:
    lines = result.stderr.decode(errors="replace").strip().splitlines()
    return (
        result.returncode != 0
        and len(lines) == 1
        and lines[0].startswith("golf-game:")
        and len(lines[0]) < 320
    )


def probe_screenshots(home: Path) -> list[tuple[str, bool, str]]:
    (home / "folder.png").mkdir()
    bad = {
        "a folder": str(home / "folder.png"),
        "/proc": "/proc/probe.png",
        "/sys": "/sys/probe.png",
        "a 300-char name": str(home / ("n" * 300 + ".png")),
        "a 128 KiB path": str(home) + "/d" * 65000 + ".png",
    }
    found = []
    for label, path in bad.items():
        result = run_cli(["--scene", "menu", "--screenshot", path], home)
        found.append((f"--screenshot {label}", one_clear_line(result), str(result.returncode)))
    for label, options in (("full disk", "size=16k"), ("read-only mount", "ro")):
        mount = home / label.replace(" ", "-")
        mount.mkdir()
        mounted = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(mount)], capture_output=True
        )
        if mounted.returncode:
            found.append((f"--screenshot on a {label}", False, "not tried (mount needs root)"))
            continue
        try:
            result = run_cli(["--scene", "menu", "--screenshot", str(mount / "x.png")], home)
            held = one_clear_line(result) and not os.listdir(mount)
            found.append((f"--screenshot on a {label}", held, str(result.returncode)))
        finally:
            subprocess.run(["umount", str(mount)], check=False)
    name = os.fsencode(home) + b"/\xff-probe.png"
    result = run_cli(["--scene", "menu", "--screenshot", name], home)
    found.append(("--screenshot invalid UTF-8 name", os.path.exists(name), str(result.returncode)))
    result = run_cli(["--kiosk", "--screenshot", str(home / "k.png")], home)
    found.append(("--kiosk with --screenshot", one_clear_line(result), str(result.returncode)))
    result = run_cli(["--seed", "9" * 131_000], home)
    found.append(("a 128 KiB --seed", one_clear_line(result), str(result.returncode)))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--signals", type=int, default=5, help="moments per signal and phase")
    parser.add_argument("--max-rss-mb", type=float, default=400.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    rows: list[tuple[str, int, int, str]] = []

    def add(probe: str, results: list[tuple[bool, str]]) -> None:
        held = sum(ok for ok, _ in results)
        notes = sorted({note for ok, note in results if not ok})
        rows.append((probe, len(results), held, "; ".join(notes)[:80]))

    for poison in POISONS:
        add(f"saved file: {poison}", [probe_file(n, poison, args.max_rss_mb) for n in FILES])
    for number in STOPS:
        name = signal.Signals(number).name
        start = [
            probe_signal(number, rng.uniform(0.0, 1.0), ["--kiosk", "--seed", "3"])
            for _ in range(args.signals)
        ]
        add(f"{name} during start-up (0-1 s)", start)
        play = [
            probe_signal(number, rng.uniform(2.0, 4.0), ["--kiosk"]) for _ in range(args.signals)
        ]
        add(f"{name} while the kiosk sleeps", play)
    with tempfile.TemporaryDirectory(prefix="golf-probe-") as folder:
        home = Path(folder)
        result = run_cli(["--kiosk"], home, SDL_VIDEODRIVER="", DISPLAY=":97")
        add("no real display (offscreen fallback)", [(one_clear_line(result), "")])
        for probe, held, note in probe_screenshots(home):
            add(probe, [(held, note)])
    print("| probe | tried | held | what did not hold |")
    print("|---|---|---|---|")
    for probe, tried, held, notes in rows:
        print(f"| {probe} | {tried} | {held} | {notes} |")
    tried = sum(row[1] for row in rows)
    held = sum(row[2] for row in rows)
    print(f"\ntotal: {held} of {tried} held")
    return 0 if held == tried else 1


if __name__ == "__main__":
    sys.exit(main())
