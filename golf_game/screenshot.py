"""``golf-game --screenshot FILE.png --scene ...``: any scene drawn headless.

Nothing is saved: the screenshot's game lives in a throw-away folder. A hole
or round that must be finished first (result, score card) is played out along
the solver's line (see :mod:`golf_game.engine.autoplay`), and the picture waits for
the solver's par so it shows what a player would see.
"""

from __future__ import annotations

import tempfile
import time
from dataclasses import replace
from pathlib import Path

import pygame

from .app import App
from .engine.autoplay import play_out
from .launch import LaunchOptions, build
from .play.game import Game
from .play.session import Session, Start
from .saved.settings import Settings
from .saved.storage import Storage

PAR_WAIT_S = 60.0
DEFAULT_SEED = 7


def wait_for_par(app: App, game: Game, timeout: float = PAR_WAIT_S) -> None:
    """Step the app until the solver has given the current hole's par."""
    deadline = time.monotonic() + timeout
    while game.par() is None and time.monotonic() < deadline:
        time.sleep(0.005)
        app.step(0)


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
            pygame.image.save(app.render(), str(path))
        finally:
            app.shutdown()
    return 0


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
        return
    for _ in range(game.hole_count - 1):
        finish_hole(app, game)
        game.next_hole()
    finish_hole(app, game)
    game.show_result()
    game.show_card()
