"""Draw the kiosk's screens for docs/KIOSK.md, headless.

    python tools/operator_screens.py [--out docs/screenshots]

Writes ``operator-<page>-<W>x<H>.png`` for the operator menu's pages (main,
times and modes, screen and hours, audits, high scores) and the PIN pad, and
``kiosk-<screen>-<W>x<H>.png`` for the visitor's idle warning (over a hole)
and the high-score table, at 1080x1920 and 1920x1080. The audits show a
scripted day of play and the table a scripted morning's scores (a fake
clock), so the pictures are the same on every run; nothing touches the real
data folder.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from golf_game.app import App
from golf_game.engine import Mode
from golf_game.kiosk import WARNING_SECONDS, Kiosk
from golf_game.launch import LaunchOptions, build
from golf_game.play.session import Start
from golf_game.saved.audits import Audits, Event, Seconds
from golf_game.saved.highscores import HighScoreFile, HighScores, Kind
from golf_game.saved.kiosk_config import KioskConfig, OpeningHours
from golf_game.saved.settings import Settings
from golf_game.saved.storage import Storage
from golf_game.scenes.flow import demo_hole
from golf_game.scenes.high_scores import HighScoreScene
from golf_game.scenes.idle_warning import IdleWarningScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.operator import OperatorScene
from golf_game.scenes.pin import PinScene
from golf_game.view.drift import STEP_SECONDS, drift

SIZES = ((1080, 1920), (1920, 1080))
STILL = 40 * STEP_SECONDS
"""The middle of the drift's walk over its square: no offset."""
PAGES = ("main", "play", "screen", "audits", "scores")


assert drift(STILL) == (0, 0)


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


def scripted_scores(now: datetime) -> HighScores:
    """Yesterday's and this morning's best holes and rounds of Medium."""
    day = [now - timedelta(days=1)]
    scores = HighScores(HighScoreFile(None, lambda: day[0]))
    for initials, strokes, par in (("ACE", -6, -6), ("JO!", -3, -5), ("MAX", 2, -1)):
        scores.add(Mode.MEDIUM, Kind.HOLE, initials, strokes, par)
    scores.add(Mode.MEDIUM, Kind.ROUND, "RUN", -14, -30)
    day[0] = now
    for initials, strokes, par in (("KIM", -4, -4), ("BOB", -2, -3), ("???", 1, -2)):
        scores.add(Mode.MEDIUM, Kind.HOLE, initials, strokes, par)
    scores.add(Mode.MEDIUM, Kind.ROUND, "LEA", -9, -25)
    return scores


def shoot(out: Path, size: tuple[int, int], folder: Path) -> list[Path]:
    # A clock that stands still where screen care's drift is nil: the same
    # pictures on every run, with nothing moved off its place.
    app = App(Settings(sound=False), size=size, data_folder=folder, clock=lambda: STILL)
    # Drawn as a kiosk draws its scenes (no Quit on the menu under the pad), in
    # a window of the asked size rather than the dummy driver's full screen.
    app.context.kiosk = True
    written = []
    try:
        session = build(app, Storage(folder), LaunchOptions(persist=False, animate=False))
        now = datetime(2026, 12, 1, 12, 0)
        scores = scripted_scores(now)
        kiosk = Kiosk(
            app,
            home=lambda: MenuScene(app.context, session),
            demo=lambda: demo_hole(app.context, Mode.MEDIUM, random.Random(7)),
            config=KioskConfig(hours=OpeningHours(9 * 60, 20 * 60)),
            audits=scripted_audits(now),
            high_scores=scores,
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
        app.stack.pop()
        app.stack.push(HighScoreScene(app.context, lambda: scores.table, Mode.MEDIUM))
        app.step(0)
        path = out / f"kiosk-high-scores-{size[0]}x{size[1]}.png"
        pygame.image.save(app.render(), str(path))
        written.append(path)
        app.stack.pop()
        # A visitor's hole, three moves in, and the warning over it with 13 s to go.
        game = session.new_game(Start(Mode.MEDIUM, 1, seed=7))
        for _ in range(3):
            game.hole.play(game.hole.legal_moves()[0])
        app.stack.push(IdleWarningScene(app.context, app.clock() + WARNING_SECONDS - 7))
        app.step(0)
        path = out / f"kiosk-idle-warning-{size[0]}x{size[1]}.png"
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
