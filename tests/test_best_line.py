"""The best line: the solver's line replayed on a copy of the deal, skipped
with a key, and left with Esc back to the result."""

from __future__ import annotations

from pathlib import Path

import pygame
from screen_helpers import open_menu, play_best_line, tap
from ui_helpers import key

from golf_game.scenes.best_line import BestLineScene
from golf_game.scenes.result import ResultScene


def test_best_line_replays_the_solvers_line(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Easy")
    tap(app, "Start")
    game = session.game
    assert game is not None
    play_best_line(app, game)
    tap(app, "Best line")
    replay = app.stack.top
    assert isinstance(replay, BestLineScene)
    assert replay.hole is not game.hole
    key(pygame.K_SPACE)  # skip to the end
    app.step(0)
    assert game.analysis is not None and game.analysis.par_answer is not None
    assert replay.hole.score == game.analysis.par_answer.par
    key(pygame.K_ESCAPE)
    app.step(0)
    assert isinstance(app.stack.top, ResultScene)
    app.shutdown()
