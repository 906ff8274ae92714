"""Records and the unfinished game survive a restart; a damaged records file
is set aside and the game goes on."""

from __future__ import annotations

import json
from pathlib import Path

from screen_helpers import open_menu, play_best_line, tap

from golf_game.engine import Mode, Outcome
from golf_game.play.session import Start
from golf_game.saved.storage import Storage


def finish_one_hole(folder: Path) -> tuple[Outcome, int]:
    app, session, _ = open_menu(folder)
    tap(app, "Easy")
    tap(app, "1 hole")
    tap(app, "Start")
    game = session.game
    assert game is not None
    play_best_line(app, game)
    outcome, score = game.hole.outcome, game.hole.score
    tap(app, "Menu")
    app.shutdown()
    return outcome, score


def test_records_survive_a_restart(tmp_path: Path) -> None:
    outcome, score = finish_one_hole(tmp_path)
    finish_one_hole(tmp_path)
    stats = Storage(tmp_path).records.get(Mode.EASY, 1)
    assert stats.played == 2
    assert stats.best_score is not None and stats.best_score <= score
    assert stats.par_holes == 2
    assert (outcome is Outcome.WON) == (stats.won >= 1)


def test_a_corrupted_records_file_is_set_aside_and_play_goes_on(tmp_path: Path) -> None:
    (tmp_path / "records.json").write_text('{"schema": 1, "records": {"easy": [tru')
    app, session, menu = open_menu(tmp_path)
    assert "statistics file" in menu.message.lower()
    assert session.storage.records.get(Mode.EASY, 1).played == 0
    app.shutdown()
    finish_one_hole(tmp_path)
    assert Storage(tmp_path).records.get(Mode.EASY, 1).played == 1
    kept = list(tmp_path.glob("records.json.bad-*"))
    assert len(kept) == 1
    assert "tru" in kept[0].read_text()


def test_the_game_is_saved_after_every_move(tmp_path: Path) -> None:
    _app, session, _ = open_menu(tmp_path)
    game = session.new_game(Start(Mode.MEDIUM, 9, seed=12))
    game.hole.draw()
    game.save()
    session.flush()
    saved = json.loads((tmp_path / "game.json").read_text())["game"]
    assert saved["holes"][0]["steps"] == "T"
    restored = Storage(tmp_path).load_game()
    assert restored is not None and restored.hole.steps() == game.hole.steps()


def test_a_new_game_replaces_a_saved_finished_hole_and_records_it(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    game = session.new_game(Start(Mode.EASY, 1, seed=3))
    game.hole.end()
    game.save()
    app.shutdown()  # closed on the result screen
    app, session, _ = open_menu(tmp_path)
    assert session.saved is not None and session.saved.hole.is_over
    tap(app, "Start")
    assert session.storage.records.get(Mode.EASY, 1).played == 1
