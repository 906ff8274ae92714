"""Helpers for the menu, round and score card tests: a game on a temp folder."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

import pygame
from ui_helpers import LAUNCHED, click, key

from golf_game.app import App
from golf_game.engine import Move
from golf_game.input import monotonic
from golf_game.launch import LaunchOptions, build
from golf_game.play.game import Game
from golf_game.play.session import Session
from golf_game.saved.kiosk_config import CONFIG_FILE, ConfigFile, KioskConfig
from golf_game.saved.settings import Settings
from golf_game.saved.storage import Storage
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.panel import PanelScene


def launch_game(
    folder: Path,
    options: LaunchOptions | None = None,
    *,
    size: tuple[int, int] = (1280, 800),
    settings: Settings | None = None,
    kiosk: bool = False,
    clock: Callable[[], float] = monotonic,
    kiosk_config: KioskConfig | None = None,
) -> tuple[App, Session]:
    """The game started as ``golf-game`` starts it (:func:`golf_game.launch.build`),
    on ``folder``, with one first frame painted. A kiosk gets ``kiosk_config``
    (default: silent) in its ``kiosk.json``."""
    if kiosk:
        config = kiosk_config or KioskConfig(sound=False)
        assert ConfigFile(folder / CONFIG_FILE).save(config) is None
    app = App(
        settings or Settings(sound=False, reduced_motion=True),
        size=size,
        kiosk=kiosk,
        clock=clock,
        data_folder=folder,
    )
    LAUNCHED.append(app)
    pygame.event.clear()  # the window's own start-up events
    session = build(app, Storage(folder), options or LaunchOptions())
    app.step(0)
    return app, session


def open_menu(
    folder: Path, size: tuple[int, int] = (1280, 800), kiosk: bool = False
) -> tuple[App, Session, MenuScene]:
    """The game on ``folder`` with the menu on screen. A fixed seed: the same
    deals, and the same test time, on every run."""
    app, session = launch_game(folder, LaunchOptions(rng=random.Random(5)), size=size, kiosk=kiosk)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return app, session, menu


def tap(app: App, label: str) -> None:
    """Click the button called ``label`` on the top scene, through the event queue."""
    scene = app.stack.top
    assert isinstance(scene, PanelScene), scene
    widget = scene.button(label)
    assert widget.enabled, f"{label} is greyed"
    click(widget.rect.center)
    app.step(0)


def wait_for_par(app: App, game: Game, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while game.analysis is None or game.analysis.par_answer is None:
        assert time.monotonic() < deadline, "no par from the solver"
        time.sleep(0.005)
        app.step(0)


def play_keys(app: App, moves: tuple[Move, ...] | list[Move]) -> None:
    """Make ``moves`` with the keyboard: 1-7 play a column, Space draws."""
    for move in moves:
        code = pygame.K_SPACE if move.column is None else getattr(pygame, f"K_{move.column + 1}")
        key(code)
        app.step(0)


def play_best_line(app: App, game: Game) -> None:
    """Play the current hole along the solver's line, then on to its end."""
    wait_for_par(app, game)
    assert game.analysis is not None and game.analysis.par_answer is not None
    play_keys(app, game.analysis.par_answer.line)
    while not game.hole.is_over:
        play_keys(app, [game.hole.legal_moves()[-1]])
    app.step(0)
