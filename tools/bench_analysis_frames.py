"""Frame times of the hole scene while the solver works out par on the worker.

The analysis (golf_game/analysis.py) runs pure-Python search on the task
runner's thread, which competes with the frame loop for the GIL. This plays a
Medium hole at 60 Hz, headless: the deal animation, then draws made 0.1 s
apart while the search takes its slices in the idle gaps between them; with
and without the analysis, at Python's default switch interval and at the one
start-up sets (golf_game.launch); and prints a table.

    python tools/bench_analysis_frames.py [--runs 3] [--seed 2]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from golf_game import tasks as tasks_module
from golf_game.app import App
from golf_game.engine import Mode
from golf_game.launch import LaunchOptions, build
from golf_game.play import analysis as analysis_module
from golf_game.play import session as session_module
from golf_game.play.session import Start
from golf_game.saved.settings import Settings
from golf_game.saved.storage import Storage

DRAWS = 12
IDLE_FRAMES = 6


class NoAnalysis(analysis_module.HoleAnalysis):
    """The same scene with no search behind it: the baseline."""

    def _submit(self, *args: object, **kwargs: object) -> None:
        return


def frame_times(seed: int, with_analysis: bool, interval: float) -> dict[str, list[float]]:
    """Frame times of the deal animation, then of draws made while the search
    runs in the idle gaps between them."""
    session_module.HoleAnalysis = analysis_module.HoleAnalysis if with_analysis else NoAnalysis
    app = App(Settings(sound=False), size=(1920, 1080))
    session = build(app, Storage(tempfile.mkdtemp()), LaunchOptions(persist=False))
    sys.setswitchinterval(interval)
    game = session.new_game(Start(Mode.MEDIUM, 1, seed=seed))
    times: dict[str, list[float]] = {"deal": [], "draws": []}

    def frame(phase: str | None) -> None:
        start = time.perf_counter()
        app.step(1 / 60)
        spent = time.perf_counter() - start
        if phase is not None:
            times[phase].append(spent * 1000)
        time.sleep(max(0.0, 1 / 60 - spent))

    while app.busy:
        frame("deal")
    for _ in range(DRAWS):
        for _ in range(IDLE_FRAMES):
            frame(None)  # idle: the search takes its slices now
        if game.hole.stock_left:
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
            )
        frame("draws")
        while app.busy:
            frame("draws")
    app.shutdown()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    default = sys.getswitchinterval()
    rows = []
    for interval in (default, tasks_module.SWITCH_INTERVAL):
        for with_analysis in (False, True):
            runs = [frame_times(args.seed, with_analysis, interval) for _ in range(args.runs)]
            for phase in ("deal", "draws"):
                times = sorted(t for run in runs for t in run[phase])
                rows.append(
                    (
                        f"{interval * 1000:.1f} ms",
                        "par search" if with_analysis else "none (baseline)",
                        phase,
                        len(times),
                        statistics.median(times),
                        times[int(len(times) * 0.95)],
                        times[-1],
                        sum(t > 1000 / 60 for t in times) / len(times),
                    )
                )
    print(f"Medium deal {args.seed}, 1920x1080, {args.runs} runs per row")
    print("| switch interval | worker | animation | frames | median ms | p95 ms | max ms", end="")
    print(" | > 16.7 ms |")
    print("|---|---|---|---|---|---|---|---|")
    for interval_text, worker, phase, count, median, p95, worst, over in rows:
        print(
            f"| {interval_text} | {worker} | {phase} | {count} | {median:.2f} | {p95:.2f} "
            f"| {worst:.1f} | {over:.0%} |"
        )


if __name__ == "__main__":
    main()
