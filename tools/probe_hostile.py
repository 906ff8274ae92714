"""Probe the real game as a hostile world would (issue 17) and print a table.

Each probe starts ``python -m golf_game`` in a fresh data folder with SDL's
dummy drivers and checks what a kiosk needs:

- poisoned saved files (each of the three files): the game starts and runs,
  the log names the file (except for a BOM, which is read as the file it
  is), a damaged file is set aside, SIGTERM ends it with 143 and no
  traceback, and its peak RSS (VmHWM) is no more than ``--rss-margin-mb``
  above the highest of three clean starts measured in the same run;
- stop signals at random moments of start-up (once the game's handlers are
  in place: /proc's SigCgt), in a hole being dealt and analysed, and in a
  kiosk asleep at its menu: exit ``128 + N``, no traceback, gone within
  0.5 s; and, apart, signals before the interpreter reaches the game's
  first line (Python's own defaults apply there);
- no real display (SDL left to fall back to ``offscreen``): exit 1, one line;
- a kiosk window resized and moved by ``xdotool`` under Xvfb (if installed):
  it is back at 0,0 at the screen's size;
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
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from golf_game.engine import Deal

FILES = ("settings.json", "records.json", "game.json")
KEYS = {"settings.json": "settings", "records.json": "records", "game.json": "game"}
STOPS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
DEAL_3 = Deal.from_seed(3).to_line()


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


def catches_all(pid: int) -> bool:
    """Whether the game's stop-signal handlers are in place (/proc's SigCgt)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    for line in status.splitlines():
        if line.startswith("SigCgt:"):
            mask = int(line.split()[1], 16)
            return all(mask >> (number - 1) & 1 for number in STOPS)
    return False


class Game:
    """``python -m golf_game ARGS`` with its stderr collected by a thread."""

    def __init__(self, home: Path, args: list[str]) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "golf_game", *args],
            env=env_for(home),
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.lines.append(line)

    def wait_for(self, test: Callable[[], bool], timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while not test():
            if self.process.poll() is not None or time.monotonic() > deadline:
                return False
            time.sleep(0.002)
        return True

    def stop(self, number: int) -> tuple[int, float]:
        """Send ``number``; the exit code and the seconds it took."""
        sent = time.monotonic()
        self.process.send_signal(number)
        try:
            code = self.process.wait(timeout=20)
        finally:
            self.process.kill()
        took = time.monotonic() - sent
        self._reader.join(5)
        return code, took

    @property
    def err(self) -> str:
        return "".join(self.lines)


def wrapped(name: str, payload: str) -> str:
    return f'{{"schema": 1, "{KEYS[name]}": {payload}}}'


VALID = {
    "settings.json": '{"mode": "hard"}',
    "records.json": '{"easy": {}}',
    "game.json": json.dumps(
        {
            "mode": "medium",
            "hole_count": 1,
            "seed": 3,
            "hole_number": 1,
            "holes": [{"deal": DEAL_3, "steps": "", "locked": False}],
        }
    ),
}
"""A sound payload of each file, for the damage that must be read through."""

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
    "UTF-8 BOM": lambda p, n: p.write_bytes(b"\xef\xbb\xbf" + wrapped(n, VALID[n]).encode()),
    "trailing comma": lambda p, n: p.write_text(wrapped(n, VALID[n][:-1] + ",}")),
}


LABELS = {"settings.json": "settings", "records.json": "statistics", "game.json": "saved game"}
READ_AS_IS = ("UTF-8 BOM", "trailing comma")


def clean_start_rss() -> float:
    """Peak RSS (MB) of a kiosk started on an empty folder, once in its loop."""
    with tempfile.TemporaryDirectory(prefix="golf-probe-") as folder:
        game = Game(Path(folder), ["--kiosk"])
        time.sleep(4)
        rss = peak_rss_mb(game.process.pid)
        game.stop(signal.SIGTERM)
        return rss


def probe_file(name: str, poison: str, max_rss: float) -> tuple[bool, str]:
    with tempfile.TemporaryDirectory(prefix="golf-probe-") as folder:
        home = Path(folder)
        POISONS[poison](home / name, name)
        game = Game(home, ["--kiosk"])
        said = f"the {LABELS[name]} file"
        if poison == "UTF-8 BOM":
            time.sleep(3)  # nothing to say: wait for the start-up to be over
        elif not game.wait_for(lambda: said in game.err, 30):
            game.stop(signal.SIGKILL)
            return False, "nothing in the log"
        time.sleep(1)  # the rest of the start-up, into the loop
        if game.process.poll() is not None:
            return False, f"ended at start-up ({game.process.returncode})"
        rss = peak_rss_mb(game.process.pid)
        code, _ = game.stop(signal.SIGTERM)
        set_aside = bool(list(home.glob(f"{name}.bad-*")))
        if code != 128 + signal.SIGTERM or "Traceback" in game.err:
            return False, f"exit {code}"
        if rss > max_rss:
            return False, f"peak RSS {rss:.0f} MB"
        if set_aside == (poison in READ_AS_IS):
            return False, "set aside" if set_aside else "not set aside"
        return True, f"peak RSS {rss:.0f} MB"


SIGNAL_SECONDS = 0.5


def probe_signal(
    number: int, delay: float, args: list[str], early: bool = False
) -> tuple[bool, str]:
    """Send ``number`` ``delay`` s after the handlers are in place (``early``:
    after the process started, before they are)."""
    with tempfile.TemporaryDirectory(prefix="golf-probe-") as folder:
        game = Game(Path(folder), args)
        if early:
            time.sleep(delay)
            if catches_all(game.process.pid):
                game.stop(signal.SIGKILL)
                return True, "too late to be early: not counted"
        elif not game.wait_for(lambda: catches_all(game.process.pid), 30):
            game.stop(signal.SIGKILL)
            return False, "never caught the signals"
        else:
            time.sleep(delay)
        code, took = game.stop(number)
        clean = "Traceback" not in game.err
        if early:
            # Python's own defaults: the signal ends the process (-N), but
            # SIGINT raises KeyboardInterrupt with a traceback.
            return clean and code in (-number, 128 + number), f"exit {code}, traceback {not clean}"
        held = clean and code == 128 + number and took <= SIGNAL_SECONDS
        return held, f"exit {code} in {took:.2f} s"


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


def x_geometry(display: str, window: str) -> tuple[int, int, int, int]:
    info = subprocess.run(
        ["xwininfo", "-id", window],
        env={**os.environ, "DISPLAY": display},
        capture_output=True,
        text=True,
        check=False,
    ).stdout
    fields = {}
    for line in info.splitlines():
        name, _, value = line.strip().partition(":")
        fields[name] = value.strip()
    return tuple(  # type: ignore[return-value]
        int(fields.get(key, "-1"))
        for key in ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height")
    )


def probe_kiosk_window(tries: int) -> list[tuple[bool, str]]:
    """Under Xvfb: push the kiosk window around and check it takes the screen back."""
    if not all(shutil.which(tool) for tool in ("Xvfb", "xdotool", "xwininfo")):
        return []
    display = ":71"
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1280x720x24"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    results = []
    try:
        time.sleep(1)
        with tempfile.TemporaryDirectory(prefix="golf-probe-") as folder:
            env = {**env_for(Path(folder)), "DISPLAY": display, "SDL_FRAMEBUFFER_ACCELERATION": "0"}
            del env["SDL_VIDEODRIVER"]
            game = subprocess.Popen(
                [sys.executable, "-m", "golf_game", "--kiosk"], env=env, stderr=subprocess.DEVNULL
            )
            try:
                time.sleep(5)
                tree = subprocess.run(
                    ["xwininfo", "-root", "-tree"],
                    env={**os.environ, "DISPLAY": display},
                    capture_output=True,
                    text=True,
                    check=False,
                ).stdout
                window = next(
                    (line.split()[0] for line in tree.splitlines() if '"Golf' in line), ""
                )
                rng = random.Random(5)
                for _ in range(tries):
                    x_env = {**os.environ, "DISPLAY": display}
                    w, h = rng.randint(100, 1200), rng.randint(100, 700)
                    subprocess.run(
                        ["xdotool", "windowsize", window, str(w), str(h)], env=x_env, check=False
                    )
                    subprocess.run(
                        [
                            "xdotool",
                            "windowmove",
                            window,
                            str(rng.randint(1, 500)),
                            str(rng.randint(1, 300)),
                        ],
                        env=x_env,
                        check=False,
                    )
                    time.sleep(1.5)
                    geometry = x_geometry(display, window)
                    results.append((geometry == (0, 0, 1280, 720), f"left at {geometry}"))
                alive = game.poll() is None
                results.append((alive, "the game ended"))
            finally:
                game.kill()
                game.wait()
    finally:
        server.kill()
        server.wait()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--signals", type=int, default=5, help="moments per signal and phase")
    parser.add_argument("--rss-margin-mb", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    rows: list[tuple[str, int, int, str]] = []

    def add(probe: str, results: list[tuple[bool, str]]) -> None:
        held = sum(ok for ok, _ in results)
        notes = sorted({note for ok, note in results if not ok})
        rows.append((probe, len(results), held, "; ".join(notes)[:100]))

    baseline = max(clean_start_rss() for _ in range(3))
    limit = baseline + args.rss_margin_mb
    for poison in POISONS:
        add(f"saved file: {poison}", [probe_file(n, poison, limit) for n in FILES])
    for number in STOPS:
        name = signal.Signals(number).name
        early = [
            probe_signal(number, rng.uniform(0.0, 0.08), ["--kiosk"], early=True)
            for _ in range(args.signals)
        ]
        add(f"{name} before the game's first line", [r for r in early if "not counted" not in r[1]])
        start = [
            probe_signal(number, rng.uniform(0.0, 0.6), ["--kiosk", "--seed", "3"])
            for _ in range(args.signals)
        ]
        add(f"{name} during start-up (0-0.6 s after the handlers)", start)
        hole = [
            probe_signal(number, rng.uniform(1.0, 3.0), ["--seed", str(rng.randrange(10**6))])
            for _ in range(args.signals)
        ]
        add(f"{name} in a hole being analysed", hole)
        play = [
            probe_signal(number, rng.uniform(2.0, 4.0), ["--kiosk"]) for _ in range(args.signals)
        ]
        add(f"{name} while the kiosk sleeps", play)
    with tempfile.TemporaryDirectory(prefix="golf-probe-") as folder:
        home = Path(folder)
        result = run_cli(["--kiosk"], home, SDL_VIDEODRIVER="", DISPLAY=":97")
        add("no real display (offscreen fallback)", [(one_clear_line(result), "")])
        window = probe_kiosk_window(args.signals)
        if window:
            add("kiosk window resized and moved (Xvfb, xdotool)", window)
        for probe, held, note in probe_screenshots(home):
            add(probe, [(held, note)])
    print("| probe | tried | held | what did not hold |")
    print("|---|---|---|---|")
    for probe, tried, held, notes in rows:
        print(f"| {probe} | {tried} | {held} | {notes} |")
    print(
        f"\npeak RSS of a clean start: {baseline:.0f} MB (bound for poisoned files: {limit:.0f} MB)"
    )
    tried = sum(row[1] for row in rows)
    held = sum(row[2] for row in rows)
    print(f"\ntotal: {held} of {tried} held")
    return 0 if held == tried else 1


if __name__ == "__main__":
    sys.exit(main())
