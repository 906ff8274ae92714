"""Resident memory of the game over its first seconds, sampled in-process.

Opens the game as ``golf-game --mode medium --seed 1`` does (SDL's dummy
driver unless SDL_VIDEODRIVER is set), paints the first frame, then runs
frames at 60 Hz as the loop does and prints, every half second, the
resident memory (VmRSS) and the Python objects' memory (tracemalloc)::

    .venv/bin/python tools/memory_timeline.py --size 1920x1080 --seconds 5
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import tracemalloc
from collections.abc import Sequence


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="memory_timeline.py", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--size", default="1920x1080", help="window size WxH")
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    tracemalloc.start()
    started = time.perf_counter()
    from golf_game.__main__ import window_size
    from golf_game.app import App
    from golf_game.engine import Mode
    from golf_game.launch import LaunchOptions, build
    from golf_game.saved.storage import Storage

    try:
        size = window_size(args.size)
    except argparse.ArgumentTypeError as error:
        print(f"memory_timeline.py: {error}", file=sys.stderr)
        return 2
    storage = Storage()
    app = App(storage.settings, size=size)
    build(app, storage, LaunchOptions(mode=Mode.MEDIUM, seed=1))
    app.step(0.0)
    print("| s | RSS MB | Python objects MB (tracemalloc) | animating |")
    print("|---|---|---|---|")

    def row(now: float) -> None:
        traced = tracemalloc.get_traced_memory()[0] / 2**20
        print(f"| {now - started:.1f} | {rss_mb():.1f} | {traced:.1f} | {app.busy} |")

    row(time.perf_counter())
    last = time.perf_counter()
    mark = 0.5
    while (now := time.perf_counter()) - started < args.seconds:
        app.step(min(now - last, 0.1))
        last = now
        if now - started >= mark:
            mark += 0.5
            row(now)
        time.sleep(1 / 60)
    print(f"peak Python objects: {tracemalloc.get_traced_memory()[1] / 2**20:.1f} MB")
    app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
