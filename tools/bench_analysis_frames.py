"""Frame times of the hole scene while the solver works out par on the worker.

The analysis (golf_game/analysis.py) runs pure-Python search on the task
runner's thread, which competes with the frame loop for the GIL. This plays
the first 1.5 s of a Medium hole (the deal animation, while the par search
runs) at 60 Hz, headless, with and without the analysis, at Python's default
switch interval and at the one TaskRunner sets, and prints a table.

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

from golf_game import analysis as analysis_module
from golf_game import session as session_module
from golf_game import tasks as tasks_module
from golf_game.app import App
from golf_game.engine import Mode
from golf_game.scenes.menu import MenuScene
from golf_game.session import Session, Start
from golf_game.settings import Settings
from golf_game.storage import Storage

FRAMES = 90


class NoAnalysis(analysis_module.HoleAnalysis):
    """The same scene with no search behind it: the baseline."""

    def _submit(self, *args: object, **kwargs: object) -> None:
        return


def frame_times(seed: int, with_analysis: bool, interval: float) -> list[float]:
    tasks_module.SWITCH_INTERVAL = interval
    session_module.HoleAnalysis = analysis_module.HoleAnalysis if with_analysis else NoAnalysis
    app = App(Settings(sound=False), size=(1920, 1080))
    session = Session(app.context, Storage(tempfile.mkdtemp()), persist=False)
    app.stack.push(MenuScene(app.context, session))
    session.new_game(Start(Mode.MEDIUM, 1, seed=seed))
    times = []
    for _ in range(FRAMES):
        start = time.perf_counter()
        app.step(1 / 60)
        spent = time.perf_counter() - start
        times.append(spent * 1000)
        time.sleep(max(0.0, 1 / 60 - spent))
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
            times = sorted(
                t for _ in range(args.runs) for t in frame_times(args.seed, with_analysis, interval)
            )
            rows.append(
                (
                    f"{interval * 1000:.1f} ms",
                    "par search" if with_analysis else "none (baseline)",
                    statistics.median(times),
                    times[int(len(times) * 0.95)],
                    times[-1],
                    sum(t > 1000 / 60 for t in times) / len(times),
                )
            )
    print(f"Medium deal {args.seed}, 1920x1080, {args.runs} x {FRAMES} frames per row")
    print("| switch interval | worker | median ms | p95 ms | max ms | > 16.7 ms |")
    print("|---|---|---|---|---|---|")
    for interval_text, worker, median, p95, worst, over in rows:
        print(
            f"| {interval_text} | {worker} | {median:.2f} | {p95:.2f} | {worst:.1f} | {over:.0%} |"
        )


if __name__ == "__main__":
    main()
