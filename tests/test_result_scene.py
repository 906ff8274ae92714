"""The result overlay over a finished hole: Undo goes back into it."""

from __future__ import annotations

from pathlib import Path

from screen_helpers import open_menu, play_best_line, play_keys, tap

from golf_game.engine import Mode
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.result import ResultScene


def test_undo_on_the_result_goes_back_into_the_hole(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Easy")
    tap(app, "Start")
    game = session.game
    assert game is not None
    play_best_line(app, game)
    assert isinstance(app.stack.top, ResultScene)
    moves = game.hole.moves_made
    tap(app, "Undo")
    assert isinstance(app.stack.top, HoleScene)
    assert not game.hole.is_over
    assert game.hole.moves_made == moves - 1
    # Finishing again shows the result again; leaving records the hole once.
    play_keys(app, [game.hole.legal_moves()[0]])
    while not game.hole.is_over:
        play_keys(app, [game.hole.legal_moves()[-1]])
    app.step(0)
    assert isinstance(app.stack.top, ResultScene)
    tap(app, "Menu")
    assert isinstance(app.stack.top, MenuScene)
    assert session.storage.records.get(Mode.EASY, 1).played == 1
    app.shutdown()
