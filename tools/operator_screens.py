"""Draw the kiosk operator's screens for docs/KIOSK.md, headless.

    python tools/operator_screens.py [--out docs/screenshots]

Writes ``operator-<page>-<W>x<H>.png`` for the operator menu's pages (main,
times and modes, screen and hours, audits) and the PIN pad, at 1080x1920 and
1920x1080. The audits show a scripted day of play (a fake clock), so the
numbers are the same on every run; nothing touches the real data folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode
from golf_game.kiosk import Kiosk
from golf_game.launch import LaunchOptions, build
from golf_game.saved.audits import Audits, Event, Seconds
from golf_game.saved.kiosk_config import KioskConfig, OpeningHours
from golf_game.saved.settings import Settings
from golf_game.saved.storage import Storage
from golf_game.scenes.flow import demo_hole
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.operator import OperatorScene
from golf_game.scenes.pin import PinScene

SIZES = ((1080, 1920), (1920, 1080))
PAGES = ("main", "play", "screen", "audits")


def scripted_audits(now: datetime) -> Audits:
    """A morning of play: 14 holes, most finished, a few given up."""
    clock = [now - timedelta(hours=3)]
    audits = Audits(None, lambda: clock[0])
    for index in range(14):
        audits.count(Event.HOLE_STARTED)
        if index % 5 == 4:
            audits.count(Event.HOLE_ABANDONED)
            continue
        audits.count(Event.HOLE_FINISHED)
        audits.add_seconds(Seconds.HOLES, 140 + 13 * index)
        if index % 3:
            audits.count(Event.HOLE_WON)
        clock[0] += timedelta(minutes=9)
    for event, times in ((Event.IDLE_RESET, 6), (Event.ATTRACT_START, 5), (Event.PIN_WRONG, 2)):
        audits.count(event, times)
    audits.count(Event.PIN_RIGHT)
    audits.add_seconds(Seconds.IN_USE, 2 * 3600 + 11 * 60)
    return audits


def shoot(out: Path, size: tuple[int, int], folder: Path) -> list[Path]:
    app = App(Settings(sound=False), size=size, data_folder=folder)
    # Drawn as a kiosk draws its scenes (no Quit on the menu under the pad), in
    # a window of the asked size rather than the dummy driver's full screen.
    app.context.kiosk = True
    written = []
    try:
        session = build(app, Storage(folder), LaunchOptions(persist=False, animate=False))
        now = datetime(2026, 12, 1, 12, 0)
        kiosk = Kiosk(
            app,
            home=lambda: MenuScene(app.context, session),
            demo=lambda: demo_hole(app.context, Hole(Deal.from_seed(7), Mode.MEDIUM), "demo"),
            config=KioskConfig(hours=OpeningHours(9 * 60, 20 * 60)),
            audits=scripted_audits(now),
            wall=lambda: now,
        )
        menu = OperatorScene(app.context, kiosk)
        app.stack.push(menu)
        for page in PAGES:
            menu.open(page)
            app.step(0)
            path = out / f"operator-{page}-{size[0]}x{size[1]}.png"
            pygame.image.save(app.render(), str(path))
            written.append(path)
        app.stack.pop()
        app.stack.push(PinScene(app.context, kiosk.pin, on_success=lambda: None))
        app.step(0)
        path = out / f"operator-pin-{size[0]}x{size[1]}.png"
        pygame.image.save(app.render(), str(path))
        written.append(path)
    finally:
        app.shutdown()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        with tempfile.TemporaryDirectory(prefix="golf-operator-") as folder:
            for path in shoot(args.out, size, Path(folder)):
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
