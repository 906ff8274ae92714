"""Soak test: the real game, headless, under random input for a while.

    python tools/soak.py --seconds 600 [--kiosk] [--seed N] [--max-growth-mb 48]
    python tools/soak.py --seconds 600 --kiosk --window 1920x1080   # held at 1080p
    python tools/soak.py --sim-seconds 5 --seed 3        # short and repeatable (tests)

Drives the game's own scenes (started exactly as ``golf-game`` starts them)
with SDL's dummy video and audio drivers and a stream of random input: taps
anywhere and on the cards, stock and buttons, drags, key presses (including
Esc, F11 and the operator chord), window resizes between 640x480 and
3840x2160, focus loss, window close requests (kiosk only), touch bursts of up
to eight fingers (some never lifted), and idle gaps of up to four minutes.
In kiosk mode it also holds a finger in a corner (the operator's way to the
PIN pad, whose keys the random taps then press: the operator menu must never
open), answers about half the idle warnings with a touch (the game must be
kept), and picks letters on the high-score initials picker.

The game runs on a simulated clock that this script advances itself: frames
step 1/60 s while something moves, and an idle game jumps straight to its
next deadline, so idle timeouts, attract mode and animations all run much
faster than real time. ``--seconds`` is real (wall-clock) time.

Prints events sent, frames drawn, holes finished, idle warnings shown and
answered, PIN pads opened, initials pickers shown and what was entered on
them, the attract demo's moves (kiosk), simulated time, peak memory
(the process's peak RSS, VmHWM, and with ``--trace`` tracemalloc's peak of
Python allocations), the live RSS sampled through the run and memory growth,
and ends with ``exceptions: N``. Exit code 1 if N > 0 or the
growth exceeds ``--max-growth-mb``; 2 for bad arguments.

Memory is measured at each tenth of the run in a fixed state (window
1280x800, art caches emptied, heap trimmed). ``--window WxH`` holds the
window at that size instead (no random resizes: a kiosk's screen never
changes size) and measures there, so the figures are a real kiosk's (but a
kiosk opens the full screen, and SDL's dummy driver has only 1024x768: for a
kiosk at 1920x1080 run the soak on an X server of that size, e.g. ``Xvfb :77
-screen 0 1920x1080x24`` with ``DISPLAY=:77 SDL_VIDEODRIVER=x11``; the line
"drawn at" says which sizes the game drew at). RSS
still swings by 100 MB or more from one checkpoint to the next, because the
solver's analysis of the hole being played (on its worker thread) holds tens
of MB while it runs, so the growth reported is that of the floor: the lowest
RSS of the second half of the run minus the lowest RSS of the first half
after warm-up. A leak raises the floor; a busy solver at one checkpoint does
not.

The live RSS is read from /proc every quarter second of wall time as the game
runs (art caches as they are, searches running): its lowest and highest
figure in each tenth of the run say what a kiosk really holds. tracemalloc is
off unless ``--trace`` (or ``--show-growth``) asks for it: it keeps a record
of every Python allocation, which costs about as much memory again as the
heap it traces, so RSS figures taken with it overstate the game's own.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import logging
import math
import os
import random
import resource
import shutil
import sys
import tempfile
import time
import traceback
import tracemalloc
from collections import Counter
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.pop("GOLF_GAME_DEBUG", None)  # the crash guard must count, not raise

import pygame

from golf_game.app import App
from golf_game.kiosk import LONG_PRESS_SECONDS, Kiosk
from golf_game.launch import LaunchOptions, build
from golf_game.saved.highscores import NOBODY
from golf_game.saved.kiosk_config import CONFIG_FILE, ConfigFile, KioskConfig
from golf_game.saved.pin import PinGuard
from golf_game.saved.settings import Settings
from golf_game.saved.storage import Storage
from golf_game.scenes.attract import AttractScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.idle_warning import IdleWarningScene
from golf_game.scenes.initials import InitialsScene
from golf_game.scenes.operator import OperatorScene
from golf_game.scenes.pin import PinScene

MIN_SIZE = (640, 480)
MAX_SIZE = (3840, 2160)
WARM_UP_SHARE = 0.2
"""RSS is taken as the baseline once this share of the run has passed: the
caches (card images per size, fonts) have filled by then."""
DEFAULT_MAX_GROWTH_MB = 48
CHECKPOINTS = 10
LIVE_EVERY = 0.25
"""Wall-clock seconds between two readings of the live RSS."""
MAX_REAL_WAIT = 3.0
"""Real seconds an idle gap may wait for background tasks (hint, par search,
the attract demo's line) per screen: the simulated clock stands still meanwhile."""
DEFAULT_WINDOW = (1280, 800)
SOAK_PIN = "97531864"
"""Eight digits: random taps on the PIN pad will not find it."""


class SimClock:
    def __init__(self) -> None:
        self.now = 10_000.0

    def __call__(self) -> float:
        return self.now


class TaskErrors(logging.Handler):
    """Counts errors logged by background tasks (they never reach the loop)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        if record.getMessage().startswith("background task failed"):
            self.count += 1
            print(self.format(record), file=sys.stderr)


def trim_heap() -> None:
    """Hand freed heap back to the system (glibc), so RSS shows live memory
    rather than what the allocator keeps after freeing big surfaces."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


def measure(app: App, kiosk: bool, window: tuple[int, int]) -> tuple[float, float]:
    """RSS and traced Python memory (MB) in a state that does not depend on
    the run's luck: the window at ``window``, the art caches (each bounded by
    its budget) emptied, the heap trimmed."""
    flags = 0 if kiosk else pygame.RESIZABLE
    pygame.display.set_mode(window, flags)
    app.step(0, [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=window[0], y=window[1])])
    art = app.context.art
    for cache in (art._cards, art._shapes, art._texts, art._fonts):
        cache.clear()
    trim_heap()
    return rss_mb(), tracemalloc.get_traced_memory()[0] / 2**20


class LiveRss:
    """The process's RSS read every :data:`LIVE_EVERY` wall-clock seconds,
    lowest and highest per tenth of the run."""

    def __init__(self, progress: Callable[[], float]) -> None:
        self.progress = progress
        self.low = [math.inf] * CHECKPOINTS
        self.high = [0.0] * CHECKPOINTS
        self._next = 0.0

    def sample(self) -> None:
        now = time.perf_counter()
        if now < self._next:
            return
        self._next = now + LIVE_EVERY
        tenth = min(CHECKPOINTS - 1, max(0, int(self.progress() * CHECKPOINTS)))
        mb = rss_mb()
        self.low[tenth] = min(self.low[tenth], mb)
        self.high[tenth] = max(self.high[tenth], mb)

    def row(self, figures: list[float]) -> str:
        return " ".join(f"{mb:.0f}" if math.isfinite(mb) and mb else "-" for mb in figures)


def rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class Driver:
    """Makes random input and counts what it sent."""

    def __init__(self, app: App, rng: random.Random, kiosk: bool, resizes: bool = True) -> None:
        self.app = app
        self.rng = rng
        self.kiosk = kiosk
        self.resizing = resizes
        """Resize the window at random (off: it is held at its size)."""
        self.events = 0
        self.resizes = 0
        self.idle_gaps = 0
        self.corner_holds = 0
        self.next_finger = 100

    def post(self, event_type: int, **fields: object) -> None:
        pygame.event.post(pygame.event.Event(event_type, **fields))
        self.events += 1

    # --- where to touch ---------------------------------------------------------

    def random_point(self) -> tuple[int, int]:
        w, h = self.app.stack.size
        return self.rng.randrange(w), self.rng.randrange(h)

    def useful_point(self) -> tuple[int, int]:
        """A card, the stock, the waste or a button of the hole on screen, or a
        button of the menu or of an overlay."""
        top = self.app.stack.top
        widgets = [
            widget.rect
            for widget in getattr(top, "widgets", [])
            if widget.action is not None and widget.rect.w
        ]
        if widgets:
            rect = self.rng.choice(widgets)
            return rect.centerx, rect.centery
        if not isinstance(top, HoleScene) or top.layout.too_small:
            return self.random_point()
        layout = top.layout
        targets = [layout.stock, layout.waste, *layout.buttons.values()]
        for column, height in enumerate(top.hole.position.heights):
            if height:
                # Exposed cards most of all: that is where holes get played.
                targets.extend([layout.card_rect(column, height - 1)] * 3)
        rect = self.rng.choice(targets)
        return rect.centerx, rect.centery

    # --- gestures -------------------------------------------------------------------

    def finger(self, kind: int, pos: tuple[int, int], finger_id: int) -> None:
        w, h = self.app.stack.size
        self.post(
            kind,
            x=pos[0] / w,
            y=pos[1] / h,
            dx=0.0,
            dy=0.0,
            finger_id=finger_id,
            touch_id=1,
            pressure=1.0,
        )

    def tap(self, pos: tuple[int, int]) -> None:
        if self.rng.random() < 0.6:
            finger_id = self.next_finger
            self.next_finger += 1
            self.finger(pygame.FINGERDOWN, pos, finger_id)
            # SDL's mouse twin of the touch, which must be ignored.
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True)
            self.finger(pygame.FINGERUP, pos, finger_id)
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True)
        else:
            button = 1 if self.rng.random() < 0.9 else self.rng.choice([2, 3, 4, 5])
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)

    def drag(self) -> None:
        start = self.useful_point()
        top = self.app.stack.top
        if isinstance(top, HoleScene) and self.rng.random() < 0.5:
            end = top.layout.waste.center
        else:
            end = self.random_point()
        steps = self.rng.randint(2, 8)
        finger_id = self.next_finger
        self.next_finger += 1
        self.finger(pygame.FINGERDOWN, start, finger_id)
        for i in range(1, steps + 1):
            pos = (
                start[0] + (end[0] - start[0]) * i // steps,
                start[1] + (end[1] - start[1]) * i // steps,
            )
            self.finger(pygame.FINGERMOTION, pos, finger_id)
        if self.rng.random() < 0.9:
            self.finger(pygame.FINGERUP, end, finger_id)

    def touch_burst(self) -> None:
        fingers = [self.next_finger + i for i in range(self.rng.randint(2, 8))]
        self.next_finger += len(fingers)
        spots = {finger_id: self.random_point() for finger_id in fingers}
        for finger_id in fingers:
            self.finger(pygame.FINGERDOWN, spots[finger_id], finger_id)
        for finger_id in self.rng.sample(fingers, len(fingers)):
            self.finger(pygame.FINGERMOTION, self.random_point(), finger_id)
        for finger_id in self.rng.sample(fingers, len(fingers)):
            if self.rng.random() < 0.95:  # a few releases are lost, as SDL loses them
                self.finger(pygame.FINGERUP, spots[finger_id], finger_id)

    def key(self) -> None:
        keys = [
            (pygame.K_SPACE, 0),
            *[(getattr(pygame, f"K_{n}"), 0) for n in range(1, 8)],
            (pygame.K_u, 0),
            (pygame.K_z, pygame.KMOD_LCTRL),
            (pygame.K_y, pygame.KMOD_LCTRL),
            (pygame.K_h, 0),
            (pygame.K_n, 0),
            (pygame.K_m, 0),
            (pygame.K_RETURN, 0),
            (pygame.K_ESCAPE, 0),
            (pygame.K_a, 0),
        ]
        if self.kiosk:
            # Harmless in kiosk mode (ignored); on a desk F11 is allowed too.
            keys.append((pygame.K_F11, 0))
            keys.append((pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LALT | pygame.KMOD_LSHIFT))
        code, mod = self.rng.choice(keys)
        self.post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)

    def corner_hold(self, clock: SimClock) -> None:
        """A finger held in a corner for the operator's long press (the kiosk
        then shows its PIN pad; the random taps after it press its keys)."""
        w, h = self.app.stack.size
        corner = (self.rng.choice([2, w - 3]), self.rng.choice([2, h - 3]))
        finger_id = self.next_finger
        self.next_finger += 1
        self.finger(pygame.FINGERDOWN, corner, finger_id)
        step_app(self.app, 1 / 60)
        clock.now += LONG_PRESS_SECONDS + 0.1
        step_app(self.app, 1 / 60)
        self.finger(pygame.FINGERUP, corner, finger_id)
        self.corner_holds += 1

    def resize(self) -> None:
        size = (
            self.rng.randint(MIN_SIZE[0], MAX_SIZE[0]),
            self.rng.randint(MIN_SIZE[1], MAX_SIZE[1]),
        )
        if self.rng.random() < 0.3:
            size = self.rng.choice([(1920, 1080), (1080, 1920), (3840, 2160), (1280, 800)])
        flags = 0 if self.kiosk else pygame.RESIZABLE
        pygame.display.set_mode(size, flags)
        self.post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
        self.resizes += 1

    def act(self, clock: SimClock) -> None:
        """One random gesture."""
        roll = self.rng.random()
        if isinstance(self.app.stack.top, InitialsScene) and roll < 0.5:
            # A visitor who made the table picks letters (and OK once it is on).
            self.tap(self.useful_point())
        elif self.kiosk and roll < 0.01:
            self.corner_hold(clock)
        elif roll < 0.35:
            self.tap(self.useful_point())
        elif roll < 0.55:
            self.tap(self.random_point())
        elif roll < 0.65:
            self.drag()
        elif roll < 0.8:
            self.key()
        elif roll < 0.86:
            self.touch_burst()
        elif roll < 0.89 and self.resizing:
            self.resize()
        elif roll < 0.92:
            self.post(pygame.WINDOWFOCUSLOST)
            self.post(pygame.WINDOWFOCUSGAINED)
        elif roll < 0.93 and self.kiosk:
            # The window's close button: a kiosk ignores it.
            self.post(pygame.WINDOWCLOSE)
            self.post(pygame.QUIT)
        elif roll < 0.94:
            self.post(pygame.WINDOWEXPOSED)
        else:
            self.tap(self.useful_point())


def window_size(text: str) -> tuple[int, int]:
    """``"1920x1080"`` as (1920, 1080), within the sizes the soak resizes to."""
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, like 1920x1080: {text!r}")
    size = (int(width), int(height))
    if not all(low <= n <= high for low, n, high in zip(MIN_SIZE, size, MAX_SIZE, strict=True)):
        raise argparse.ArgumentTypeError(
            f"from {MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIZE[0]}x{MAX_SIZE[1]}: {text!r}"
        )
    return size


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    length = parser.add_mutually_exclusive_group(required=True)
    length.add_argument("--seconds", type=float, help="wall-clock seconds to run")
    length.add_argument(
        "--sim-seconds",
        type=float,
        help="simulated game seconds to run instead (the same run on every machine: tests)",
    )
    parser.add_argument("--kiosk", action="store_true", help="run the game in kiosk mode")
    parser.add_argument(
        "--window",
        type=window_size,
        metavar="WxH",
        help="hold the window at this size (no random resizes) and measure memory there "
        "(default: random resizes, memory measured at 1280x800)",
    )
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument(
        "--max-growth-mb",
        type=float,
        default=DEFAULT_MAX_GROWTH_MB,
        help=f"fail if RSS grows more than this after warm-up (default {DEFAULT_MAX_GROWTH_MB})",
    )
    parser.add_argument(
        "--show-growth",
        type=int,
        default=0,
        metavar="N",
        help="print the N Python allocation sites that grew most after warm-up (implies --trace)",
    )
    parser.add_argument(
        "--trace",
        action="store_true",
        help="trace Python allocations with tracemalloc (their peak is printed; it costs "
        "about as much memory again as the heap it traces, so RSS rises with it)",
    )
    args = parser.parse_args(argv)
    if (args.seconds or args.sim_seconds) <= 0:
        parser.error("--seconds and --sim-seconds must be positive")
    return args


def run(
    seconds: float | None,
    kiosk: bool,
    seed: int,
    max_growth_mb: float,
    show_growth: int = 0,
    sim_seconds: float | None = None,
    held: tuple[int, int] | None = None,
    trace: bool = False,
) -> int:
    """Soak for ``seconds`` of wall time, or else ``sim_seconds`` of game time;
    ``held``: the window stays at this size (no random resizes)."""
    window = held or DEFAULT_WINDOW
    rng = random.Random(seed)
    errors = TaskErrors()
    logging.getLogger("golf_game").addHandler(errors)
    logging.getLogger("golf_game").setLevel(logging.ERROR)
    folder = Path(tempfile.mkdtemp(prefix="golf-soak-"))
    settings = Settings(sound=False)
    clock = SimClock()
    trace = trace or show_growth > 0
    if trace:
        tracemalloc.start()
    config = KioskConfig(idle_seconds=30, attract_seconds=60, sound=False)
    ConfigFile(folder / CONFIG_FILE).save(config)
    pin = PinGuard.load(folder)
    pin.set_pin(SOAK_PIN)
    storage = Storage(folder)
    storage.save_settings(settings)
    app = App(settings, size=window, kiosk=kiosk, clock=clock, data_folder=folder)
    # Started as golf-game starts it: the menu, and a first game over it.
    build(app, storage, LaunchOptions(seed=seed), pin=pin)
    driver = Driver(app, rng, kiosk, resizes=held is None)
    escaped = 0
    holes_finished = 0
    attract_moves = 0
    counted: set[int] = set()
    attract_seen: set[int] = set()
    operator_menus = 0
    warnings: set[int] = set()
    warnings_answered = 0
    games_lost_to_an_answer = 0
    pin_pads: set[int] = set()
    pickers: dict[int, InitialsScene] = {}
    entered: list[str] = []
    line_moves = 0

    def note_kiosk_scenes() -> None:
        """Count the idle warnings, PIN pads and initials pickers that came on screen."""
        top = app.stack.top
        if isinstance(top, IdleWarningScene):
            warnings.add(id(top))
        elif isinstance(top, PinScene):
            pin_pads.add(id(top))
        elif isinstance(top, InitialsScene) and id(top) not in pickers:
            pickers[id(top)] = top
            done = top.done

            def note(initials: str) -> None:
                entered.append(initials)
                done(initials)

            top.done = note

    def answer_the_warning() -> int:
        """A touch on the idle warning: 1 if it did not keep the game under it."""
        under = list(app.stack)[-2]
        driver.tap(driver.random_point())
        escaped = step_app(app, 1 / 60)
        return escaped + (app.stack.top is not under)

    start = time.perf_counter()
    deadline = start + (seconds if seconds is not None else 24 * 3600)
    sim_start = clock.now

    def progress() -> float:
        """The share of the run done: by wall time, or by simulated time."""
        if seconds is not None:
            return (time.perf_counter() - start) / seconds
        assert sim_seconds is not None
        return (clock.now - sim_start) / sim_seconds

    live = LiveRss(progress)
    sizes: Counter[tuple[int, int]] = Counter()
    baseline: float | None = None
    traced_baseline = 0.0
    snapshot: tracemalloc.Snapshot | None = None
    trend: list[float] = []
    while progress() < 1:
        live.sample()
        sizes[app.stack.size] += 1
        if rng.random() < 0.02:
            # Walk away: no input for a while (idle reset and attract mode in a kiosk).
            gap = rng.uniform(5, 240)
            driver.idle_gaps += 1
            end = clock.now + gap
            if sim_seconds is not None:
                end = min(end, sim_start + sim_seconds)
            real_wait_until = min(deadline, time.perf_counter() + MAX_REAL_WAIT)
            answer = rng.random() < 0.5
            waiting_on = app.stack.top
            while clock.now < end and not app.busy and time.perf_counter() < deadline:
                if app.stack.top is not waiting_on:
                    # A new screen (the attract mode): its tasks get their own moment.
                    waiting_on = app.stack.top
                    real_wait_until = min(deadline, time.perf_counter() + MAX_REAL_WAIT)
                wait = app.wait_timeout()
                live.sample()
                if app.tasks.busy and time.perf_counter() < real_wait_until:
                    # A task (a hint, the par search, the demo's line) runs in
                    # real time on its thread: give it a moment, as the loop would.
                    time.sleep(0.005)
                    escaped += step_app(app, 0.0)
                    continue
                step = min(end - clock.now, wait if wait is not None else gap)
                clock.now += max(step, 1 / 60)
                escaped += step_app(app, 1 / 60)
                note_kiosk_scenes()
                if answer and isinstance(app.stack.top, IdleWarningScene):
                    # The visitor was there after all: the touch must keep the game.
                    warnings_answered += 1
                    games_lost_to_an_answer += answer_the_warning()
                    break
                while app.busy and clock.now < end:
                    clock.now += 1 / 60
                    escaped += step_app(app, 1 / 60)
        else:
            for _ in range(rng.randint(1, 3)):
                driver.act(clock)
            frames = rng.randint(1, 20)
            for _ in range(frames):
                clock.now += 1 / 60
                escaped += step_app(app, 1 / 60)
        for scene in app.stack:
            # The hole stays under its result overlay; the attract mode's are not counted.
            hole = scene.hole if isinstance(scene, HoleScene) else None
            if hole is not None and hole.is_over and id(hole) not in counted:
                counted.add(id(hole))
                holes_finished += 1
        note_kiosk_scenes()
        top = app.stack.top
        if isinstance(top, AttractScene) and id(top) not in attract_seen:
            attract_seen.add(id(top))
        if isinstance(top, AttractScene):
            attract_moves = max(attract_moves, top.moves_played)
            line_moves = max(line_moves, len(top.line_played))
        if isinstance(top, OperatorScene):
            # Random taps found the PIN: that must never happen.
            operator_menus += 1
            top.back()
        if progress() >= (len(trend) + 1) / CHECKPOINTS:
            trend.append(measure(app, kiosk, window)[0])
        if baseline is None and progress() >= WARM_UP_SHARE:
            baseline, traced_baseline = measure(app, kiosk, window)
            snapshot = tracemalloc.take_snapshot() if show_growth else None
    end_rss, traced_end = measure(app, kiosk, window)
    if snapshot is not None:
        print("Python allocations that grew most after warm-up:")
        for stat in tracemalloc.take_snapshot().compare_to(snapshot, "lineno")[:show_growth]:
            print(f"  {stat}")
    _, peak_traced = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    peak_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    traced = f"tracemalloc {peak_traced / 2**20:.1f} MB, " if trace else ""
    trend.append(end_rss)
    warm = round(WARM_UP_SHARE * CHECKPOINTS)
    half = CHECKPOINTS // 2
    first, second = trend[warm - 1 : half], trend[half:]
    growth = min(second) - min(first) if first and second else 0.0
    crashes = app.guard.count
    kiosk_hooks = app.kiosk_mode
    idle_resets = 0
    if isinstance(kiosk_hooks, Kiosk):
        idle_resets = int(kiosk_hooks.audits.total["idle_resets"])
    exceptions = escaped + crashes + errors.count + operator_menus + games_lost_to_an_answer
    lines = [
        f"mode: {'kiosk' if kiosk else 'desktop'}, seed {seed}, window "
        + (f"held at {window[0]}x{window[1]}" if held else "resized at random"),
        f"wall time: {time.perf_counter() - start:.0f} s, simulated time: "
        f"{clock.now - sim_start:.0f} s",
        f"events sent: {driver.events}",
        f"frames drawn: {app.frames_drawn}",
        f"holes finished: {holes_finished}",
        f"window resizes: {driver.resizes}, idle gaps: {driver.idle_gaps}",
        "drawn at: "
        + ", ".join(
            f"{w}x{h} {count / sizes.total():.0%}" for (w, h), count in sizes.most_common(3)
        ),
        f"notices shown: {len(app.notices.history)}",
        f"idle warnings shown: {len(warnings)}, answered: {warnings_answered}, "
        f"games lost to an answer: {games_lost_to_an_answer}, idle resets: {idle_resets}",
        f"initials pickers: {len(pickers)}, entries made: {len(entered)}, "
        f"with initials: {sum(name != NOBODY for name in entered)} "
        f"({' '.join(name for name in entered if name != NOBODY) or '-'})",
        f"peak memory: {traced}RSS {peak_rss:.0f} MB",
        f"memory growth: {growth:+.1f} MB (RSS floor, second half minus first half after "
        f"warm-up; bound {max_growth_mb:.0f} MB); end minus warm-up: RSS "
        f"{end_rss - (baseline or end_rss):+.1f} MB"
        + (f", Python heap {traced_end - traced_baseline:+.1f} MB" if trace else ""),
        f"RSS (MB, at each tenth of the run and the end): {' '.join(f'{mb:.0f}' for mb in trend)}",
        f"live RSS (MB, lowest in each tenth): {live.row(live.low)}",
        f"live RSS (MB, highest in each tenth): {live.row(live.high)}",
        f"crash guard recoveries: {crashes}, escaped: {escaped}, task errors: {errors.count}",
        f"exceptions: {exceptions}",
    ]
    if kiosk:
        lines.insert(
            5,
            f"attract mode: {len(attract_seen)} times, {attract_moves} moves at most, "
            f"{line_moves} of them the solver's line",
        )
        wrong = app.kiosk_mode.pin.failures if isinstance(app.kiosk_mode, Kiosk) else 0
        lines.insert(
            6,
            f"operator menu reached: {operator_menus}, PIN pads opened: {len(pin_pads)} "
            f"({driver.corner_holds} corner holds), wrong PINs in a row: {wrong}",
        )
    print("\n".join(lines), flush=True)
    app.shutdown()
    if (folder / "crash.log").exists():
        print(f"crash log: {folder / 'crash.log'}")
    else:
        shutil.rmtree(folder, ignore_errors=True)
    return 1 if exceptions or growth > max_growth_mb else 0


def step_app(app: App, dt: float) -> int:
    """One frame; 1 if an exception escaped the game (it never should)."""
    try:
        app.step(dt)
    except Exception:
        traceback.print_exc()
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    return run(
        args.seconds,
        args.kiosk,
        args.seed,
        args.max_growth_mb,
        args.show_growth,
        args.sim_seconds,
        args.window,
        args.trace,
    )


if __name__ == "__main__":
    sys.exit(main())
