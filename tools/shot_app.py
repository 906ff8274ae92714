"""A game on a throw-away folder for the screenshot tools, its first deal dealt."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from golf_game.app import App
from golf_game.launch import LaunchOptions, build
from golf_game.play.game import Game
from golf_game.play.session import Start
from golf_game.saved.settings import Settings
from golf_game.saved.storage import Storage
from golf_game.screenshot import wait_for_par


@contextmanager
def game_on_screen(
    size: tuple[int, int], settings: Settings, start: Start
) -> Iterator[tuple[App, Game]]:
    """The app at ``size`` with ``start``'s game on screen, once its par is
    known; nothing it saves outlives the block."""
    with tempfile.TemporaryDirectory(prefix="golf-tool-shot-") as folder:
        app = App(settings, size=size)
        try:
            session = build(app, Storage(folder), LaunchOptions(persist=False, animate=False))
            game = session.new_game(start)
            wait_for_par(app, game)
            yield app, game
        finally:
            app.shutdown()


def save_frame(app: App, path: Path) -> None:
    """A few frames for what was just changed to settle, then the picture."""
    for _ in range(3):
        app.step(0)
    pygame.image.save(app.render(), str(path))
