"""How far a card has gone in the first frame drawn after a key press.

    python tools/motion_first_frame.py [--moves 12] [--idle 0.4]

Runs the game's real loop (``App.run``: it sleeps in SDL's wait between
moves, as it does for a player) on a hole, and a second thread presses keys
through SDL's event queue, each after ``--idle`` seconds of nothing moving:
plays where one is legal, draws otherwise. Every frame the loop presents is
recorded with the progress of the flying card (0 = where it started, 1 =
where it lands, along its eased path). The table gives, per kind of move,
the median and worst progress of the first frame drawn after the key, the
median number of frames to land and the flight's median time on screen.
The issue's method (a screen capture every 5 ms under X) saw about 0.8 for a
play and 0.7 for a draw on the first frame; a glide starts at 0.

SDL_VIDEODRIVER picks the driver (dummy by default). The package is imported
from the normal path, so ``PYTHONPATH=/other/checkout`` measures another
version of the game with the same script.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field


@dataclass
class Press:
    kind: str
    at: float
    frames: list[tuple[float, float]] = field(default_factory=list)
    """(seconds since the key, progress of the flight) per presented frame."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=12)
    parser.add_argument("--idle", type=float, default=0.4)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    import tempfile

    import pygame

    import golf_game
    from golf_game.app import App
    from golf_game.launch import LaunchOptions, build
    from golf_game.saved.settings import Settings
    from golf_game.saved.storage import Storage
    from golf_game.scenes.hole import HoleScene

    app = App(Settings(sound=False), size=(1280, 800))
    with tempfile.TemporaryDirectory() as folder:
        build(app, Storage(folder), LaunchOptions(seed=args.seed, persist=False, animate=False))
        presses: list[Press] = []
        present = app._present

        def recording_present() -> object:
            rects = present()
            scene = app.stack.top
            if presses and isinstance(scene, HoleScene):
                moving = [f for f in scene.flights if not f.wobble]
                if moving:
                    press = presses[-1]
                    press.frames.append((time.monotonic() - press.at, moving[0].tween.value))
            return rects

        app._present = recording_present  # type: ignore[method-assign]

        def presser() -> None:
            for _ in range(args.moves):
                deadline = time.monotonic() + 10
                while app.busy and time.monotonic() < deadline:
                    time.sleep(0.005)
                time.sleep(args.idle)
                scene = app.stack.top
                if not isinstance(scene, HoleScene) or scene.hole.is_over:
                    break
                moves = scene.hole.legal_moves()
                plays = [move for move in moves if move.column is not None]
                move = plays[0] if plays else moves[0]
                code = pygame.K_SPACE if move.column is None else pygame.K_1 + move.column
                presses.append(
                    Press("play" if move.column is not None else "draw", time.monotonic())
                )
                pygame.event.post(
                    pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
                )
            time.sleep(0.5)
            pygame.event.post(pygame.event.Event(pygame.QUIT))

        thread = threading.Thread(target=presser, daemon=True)
        thread.start()
        app.run()
        thread.join()

    print(f"package: {os.path.dirname(golf_game.__file__)}")
    print(
        f"{'move':<6}{'count':>6}{'first frame (median)':>22}{'(worst)':>9}"
        f"{'frames':>8}{'on screen ms':>14}"
    )
    for kind in ("play", "draw"):
        mine = [press for press in presses if press.kind == kind and press.frames]
        if not mine:
            continue
        first = [press.frames[0][1] for press in mine]
        frames = [len(press.frames) for press in mine]
        spans = [(press.frames[-1][0] - press.frames[0][0]) * 1000 for press in mine]
        print(
            f"{kind:<6}{len(mine):>6}{statistics.median(first):>22.2f}{max(first):>9.2f}"
            f"{statistics.median(frames):>8.0f}{statistics.median(spans):>14.0f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
