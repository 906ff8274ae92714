"""``golf-game --screenshot FILE.png --scene ...``: any scene drawn headless.

Nothing is saved: the screenshot's game lives in a throw-away folder. A hole
or round that must be finished first (result, score card) is played out along
the solver's line (see :mod:`golf_game.engine.autoplay`), and the picture waits for
the solver's par so it shows what a player would see.

The picture is encoded in memory, written to a temporary file beside the
target, flushed to the disk and only then moved into place, so a full disk
or a folder that takes no files gives one line and exit code 1, never a
0-byte picture or a traceback.
"""

from __future__ import annotations

import io
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pygame

from .app import App
from .engine.autoplay import play_out
from .launch import LaunchOptions, build
from .play.game import Game
from .play.session import Session, Start
from .saved.limits import quote
from .saved.settings import Settings
from .saved.storage import Storage, write_atomically

PAR_WAIT_S = 60.0
DEFAULT_SEED = 7


def step_until(app: App, done: Callable[[], bool], timeout: float = PAR_WAIT_S) -> None:
    """Step the app (its worker answers between steps) until ``done()`` or ``timeout``."""
    deadline = time.monotonic() + timeout
    while not done() and time.monotonic() < deadline:
        time.sleep(0.005)
        app.step(0)


def wait_for_par(app: App, game: Game) -> None:
    """Step the app until the solver has given the current hole's par."""
    step_until(app, lambda: game.par() is not None)


def wait_for_review(app: App, game: Game) -> None:
    """Step the app until the finished hole's grade and the coach's whole
    review are in: the result screen shows both as they arrive, so a picture
    taken before would depend on how fast the worker ran."""

    def settled() -> bool:
        analysis, coaching = game.analysis, game.coaching
        report = coaching.report if coaching is not None else None
        graded = analysis is not None and analysis.grade is not None
        return graded and report is not None and report.done

    step_until(app, settled)


def finish_hole(app: App, game: Game) -> None:
    """Play the current hole to its end, as its scene would after each move."""
    wait_for_par(app, game)
    analysis = game.analysis
    answer = analysis.par_answer if analysis is not None else None
    hole = game.hole
    if answer is not None and not hole.moves_made:
        for move in answer.line:
            hole.play(move)
    play_out(hole)
    game.save()


def take_screenshot(options: LaunchOptions, scene: str, size: tuple[int, int], path: Path) -> int:
    """Draw ``scene`` of the game ``options`` name into the PNG at ``path``."""
    with tempfile.TemporaryDirectory(prefix="golf-shot-") as folder:
        storage = Storage(folder)
        app = App(Settings(sound=False), size=size)
        try:
            menu_only = replace(options, seed=None, deal=None, daily=False)
            session = build(app, storage, replace(menu_only, persist=False, animate=False))
            if scene != "menu":
                shoot_game(app, session, options, scene)
            app.step(0)
            picture = app.render()
        finally:
            app.shutdown()
    try:
        write_png(picture, path)
    except OSError as error:
        reason = error.strerror or str(error)
        print(f"golf-game: could not write {quote(str(path))}: {reason}", file=sys.stderr)
        return 1
    return 0


def write_png(picture: pygame.Surface, path: Path) -> None:
    """Write ``picture`` to ``path`` whole or not at all; raises :class:`OSError`.

    The name is used as bytes as given (``os.fsencode``), so a name that is
    not valid UTF-8 is written under that very name."""
    encoded = io.BytesIO()
    pygame.image.save(picture, encoded, "picture.png")
    write_atomically(path, encoded.getvalue())


def shoot_game(app: App, session: Session, options: LaunchOptions, scene: str) -> None:
    mode = options.mode or session.settings.mode
    holes = 9 if scene == "scorecard" else (options.holes or 1)
    if options.deal is not None:
        start = Start(mode, 1, deal=options.deal)
    elif options.daily:
        start = Start.daily_deal(mode, holes)
    else:
        seed = options.seed if options.seed is not None else DEFAULT_SEED
        start = Start(mode, holes, seed=seed)
    game = session.new_game(start)
    if scene == "hole":
        return
    if scene == "result":
        finish_hole(app, game)
        game.show_result()
        wait_for_review(app, game)
        return
    for _ in range(game.hole_count - 1):
        finish_hole(app, game)
        game.next_hole()
    finish_hole(app, game)
    game.show_result()
    game.show_card()
