"""Frame times of the hole scene during scripted animation, on the real display.

Run under an X server (e.g. Xvfb) or with SDL_VIDEODRIVER=dummy:
    python tools/frame_probe.py --window 1920x1080 --window 3840x2160
Plays a deal animation, then draws and plays with every move animated, and
prints per window size: frames, median, p99 and max frame time, and the share
of frames over the 16.7 ms budget of a 60 Hz screen. Frames are not capped:
each figure is the time the game needs for the frame (events, update, paint,
present).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from golf_game.__main__ import window_size


def probe(size: tuple[int, int], seed: int) -> list[float]:
    import pygame

    from golf_game.app import App
    from golf_game.engine import Deal, Hole, Mode
    from golf_game.scenes.hole import HoleScene
    from golf_game.settings import Settings

    app = App(Settings(sound=False), size=size)

    def new_hole() -> tuple[Hole, str]:
        return Hole(Deal.from_seed(seed + 1), Mode.EASY), "next"

    hole = Hole(Deal.from_seed(seed), Mode.EASY)
    scene = HoleScene(app.context, hole, "probe", new_hole)
    app.stack.push(scene)
    times: list[float] = []

    def frame(events: list[pygame.event.Event]) -> None:
        start = time.perf_counter()
        app.step(1 / 60, events)
        times.append(time.perf_counter() - start)

    frame([])  # the first frame paints the whole table and fills the caches
    times.clear()
    while app.busy:
        frame([])
    for _ in range(40):
        moves = hole.legal_moves()
        if not moves:
            break
        move = moves[0]
        key = pygame.K_SPACE if move.is_draw else pygame.K_1 + (move.column or 0)
        frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
        while app.busy:
            frame([])
    app.shutdown()
    pygame.quit()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--window", type=window_size, action="append", required=True)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(
        f"{'window':>10} {'frames':>7} {'median ms':>10} {'p99 ms':>8} {'max ms':>8} {'>16.7ms':>8}"
    )
    for size in args.window:
        times = sorted(t * 1000 for t in probe(size, args.seed))
        p99 = times[min(len(times) - 1, round(0.99 * (len(times) - 1)))]
        over = sum(t > 1000 / 60 for t in times) / len(times)
        label = f"{size[0]}x{size[1]}"
        print(
            f"{label:>10} {len(times):>7} {statistics.median(times):>10.2f} {p99:>8.2f} "
            f"{times[-1]:>8.2f} {over:>8.1%}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
