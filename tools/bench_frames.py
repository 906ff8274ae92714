"""Frame time of the game during scripted play, at one window size.

    python tools/bench_frames.py --size 1920x1080 [--json] [--profile FILE.prof]

Plays a winnable reference deal through the real App, the hole started the way
the game starts one (its par and "still winnable" searches run on the worker
between moves), as a player would: the deal animation, every play and draw of a
winning line by key presses, an undo and a redo, a refused play (the card
shakes), keys pressed during an animation, two hints (one asked while a card
flies), and the win celebration. Key presses go through SDL's event queue, so
each frame costs what it costs in the game: event pumping, update, drawing and
presenting (flip or update of dirty rectangles).

Only frames that painted something are counted: when nothing moves the game's
loop sleeps and paints nothing. The game time advances 1/60 s per frame, so
every run paints the same frames whatever the machine; the wall time of each
frame is what is measured, and the main thread's CPU time beside it.
SDL_VIDEODRIVER picks the driver (x11 under Xvfb, or dummy for drawing alone);
tools/bench.py runs this once per size and driver.
"""

from __future__ import annotations

import argparse
import cProfile
import csv
import json
import os
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
REFERENCE_DEALS = REPO / "tests" / "data" / "golf_medium.csv"
STEP = 1 / 60
# A player presses the next key once the card has landed, except every
# HURRY_EVERY-th move, pressed HURRY_AFTER frames into the previous animation.
HURRY_EVERY = 7
HURRY_AFTER = 5
# Longest wait for one animation or one hint, so a bug cannot hang the bench.
MAX_ANIMATION_FRAMES = 600
MAX_HINT_WAIT_S = 5.0
HINT_AFTER_MOVES = (4, 20)
# This hint is asked while the card played just before is still flying: the
# hint's search runs on a worker thread and must not stall those frames.
HINT_DURING_ANIMATION = 20


def parse_size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench_frames.py", description=__doc__)
    parser.add_argument("--size", type=parse_size, default=(1920, 1080), metavar="WxH")
    parser.add_argument("--json", action="store_true", help="print every frame time as JSON")
    parser.add_argument("--profile", type=Path, help="write a cProfile of the play to FILE")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(REPO))

    profiler = cProfile.Profile() if args.profile else None
    played = play(args.size, profiler)
    if profiler is not None:
        profiler.dump_stats(args.profile)
    if args.json:
        print(json.dumps(asdict(played)))
    else:
        frame_ms, hint_ms = played.frame_ms, played.hint_ms
        ordered = sorted(frame_ms)
        print(
            f"{len(frame_ms)} frames at {args.size[0]}x{args.size[1]} "
            f"({os.environ.get('SDL_VIDEODRIVER', 'default')}): "
            f"median {ordered[len(ordered) // 2]:.1f} ms, max {ordered[-1]:.1f} ms; "
            f"hint shown after {', '.join(f'{ms:.0f}' for ms in hint_ms)} ms"
        )
    return 0


def winning_line() -> tuple[str, list[str]]:
    """The first winnable reference deal (as one line of text) and its solution."""
    with REFERENCE_DEALS.open(newline="") as handle:
        for row in csv.DictReader(handle):
            if row["verdict"] == "solvable" and row["solution"]:
                deal = ",".join((row["columns"], row["waste_start"], row["stock"]))
                return deal, row["solution"].split()
    raise SystemExit(f"bench_frames: no winnable deal in {REFERENCE_DEALS}")


@dataclass(frozen=True)
class Played:
    frame_ms: list[float]
    """Wall time of each frame that painted: what the player waits for."""
    frame_cpu_ms: list[float]
    """The main thread's CPU time in each of those frames: the game's own cost,
    without time spent waiting for a core on a busy machine (or for the X server)."""
    hint_ms: list[float]
    """From the H key to the hint on screen, per hint asked."""


def play(size: tuple[int, int], profiler: cProfile.Profile | None) -> Played:
    import pygame

    from golf_game.app import App
    from golf_game.engine import Deal, Mode, Move, parse_move
    from golf_game.launch import LaunchOptions, build
    from golf_game.saved.storage import Storage
    from golf_game.scenes.hole import HoleScene

    deal_text, solution = winning_line()
    # The hole starts the way the game starts one (the menu below it, the
    # hole's par and "still winnable" searches on the worker between moves).
    storage = Storage()
    app = App(storage.settings, size=size)
    deal = Deal.from_line(deal_text)
    build(app, storage, LaunchOptions(mode=Mode.MEDIUM, deal=deal, persist=False))
    scene = app.stack.top
    if not isinstance(scene, HoleScene):
        raise SystemExit("bench_frames: the game did not open the hole")
    hole = scene.hole
    frame_ms: list[float] = []
    frame_cpu_ms: list[float] = []
    hint_ms: list[float] = []

    def frame() -> bool:
        """One frame through the real queue; True when it painted."""
        if profiler is not None:
            profiler.enable()
        start, start_cpu = time.perf_counter(), time.thread_time()
        painted = bool(app.step(STEP))
        spent = (time.perf_counter() - start) * 1000
        spent_cpu = (time.thread_time() - start_cpu) * 1000
        if profiler is not None:
            profiler.disable()
        if painted:
            frame_ms.append(spent)
            frame_cpu_ms.append(spent_cpu)
        return painted

    def settle(limit: int = MAX_ANIMATION_FRAMES) -> None:
        for _ in range(limit):
            frame()
            if not app.busy:
                return

    def press(key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))

    def key_for(move: Move) -> int:
        return pygame.K_SPACE if move.column is None else pygame.K_1 + move.column

    def ask_hint(waiting: Callable[[], bool]) -> None:
        press(pygame.K_h)
        asked = time.perf_counter()
        while waiting() and time.perf_counter() - asked < MAX_HINT_WAIT_S:
            if not frame():
                time.sleep(0.001)  # the game's loop sleeps here too
        hint_ms.append((time.perf_counter() - asked) * 1000)
        settle()

    settle()  # the deal
    for number, token in enumerate(solution, start=1):
        move, _ = parse_move(token)
        press(key_for(move))
        if number % HURRY_EVERY == 0:
            for _ in range(HURRY_AFTER):
                frame()
        elif number != HINT_DURING_ANIMATION:
            settle()
        if number == 3:
            press(pygame.K_u)
            settle()
            press(pygame.K_y, pygame.KMOD_LCTRL)
            settle()
        if number == 5:
            refused = next(
                (c for c in range(7) if hole.why_illegal(Move.play(c)) is not None), None
            )
            if refused is not None:
                press(pygame.K_1 + refused)
                settle()
        if number in HINT_AFTER_MOVES:
            ask_hint(lambda: scene.hint is None)
    settle()  # the win celebration
    if not hole.outcome.is_over:
        raise SystemExit("bench_frames: the scripted line did not finish the hole")
    app.shutdown()
    pygame.quit()
    return Played(frame_ms, frame_cpu_ms, hint_ms)


if __name__ == "__main__":
    sys.exit(main())
