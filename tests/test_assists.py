"""Assists per hole: hints asked for are counted on the hole, saved with the
game, and recorded with the hole; wins without help are kept apart."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pygame
import pytest
from screen_helpers import open_menu, play_best_line, tap
from ui_helpers import key

from golf_game.app import App
from golf_game.engine import Mode, Outcome
from golf_game.play.game import Game
from golf_game.play.session import Session, Start
from golf_game.saved.records import NO_ASSISTS, Assist, Assists, Records, Stats
from golf_game.saved.storage import Storage


def test_assists_count_each_kind_apart() -> None:
    assists = NO_ASSISTS.add(Assist.HINT).add(Assist.HINT).add(Assist.RETRY)
    assert (assists.hint, assists.warning, assists.retry) == (2, 0, 1)
    assert assists.any and not NO_ASSISTS.any
    assert Assists.from_dict(assists.to_dict()) == assists


@pytest.mark.parametrize("data", [[1], {"hint": -1}, {"hint": "2"}, {"cheat": 1}, {"hint": True}])
def test_damaged_assists_are_refused(data: object) -> None:
    with pytest.raises(ValueError):
        Assists.from_dict(data)


def test_wins_with_and_without_help_and_hints_are_counted() -> None:
    hinted = Assists(hint=3)
    records = (
        Records()
        .record_hole(Mode.EASY, 1, Outcome.WON, -2, None)
        .record_hole(Mode.EASY, 1, Outcome.WON, 0, None, assists=hinted)
        .record_hole(Mode.EASY, 1, Outcome.STUCK, 4, None, assists=Assists(hint=1))
        .record_hole(Mode.EASY, 1, Outcome.WON, -1, None, assists=Assists(warning=1))
    )
    stats = records.get(Mode.EASY, 1)
    assert (stats.won, stats.won_unassisted, stats.won_assisted) == (3, 1, 2)
    assert stats.hints == 4 and stats.hints_per_hole == pytest.approx(1.0)


def test_records_written_before_assists_existed_still_load() -> None:
    old = Stats(played=2, won=1, score_sum=3, best_score=-1, current_streak=0, best_streak=1)
    data = {
        name: value
        for name, value in old.to_dict().items()
        if name not in {"abandoned", "won_unassisted", "hints"}
    }
    records, warnings = Records.from_dict({"easy": {"1": data}})
    assert warnings == [] and records.get(Mode.EASY, 1) == old


@pytest.mark.parametrize(
    "change", [{"won_unassisted": 3}, {"hints": -1}, {"abandoned": 2}, {"won_unassisted": True}]
)
def test_contradicting_assist_counts_are_refused(change: dict[str, object]) -> None:
    stats = Stats(played=2, won=1, score_sum=3, best_score=-1, best_streak=1, won_unassisted=1)
    with pytest.raises(ValueError):
        Stats.from_dict({**stats.to_dict(), **change})


def wait_for_hint(app: App, session: Session) -> None:
    deadline = time.monotonic() + 30
    scene = app.stack.top
    while getattr(scene, "thinking", False):
        assert time.monotonic() < deadline, "the hint never came"
        time.sleep(0.005)
        app.step(0)


def started_game(folder: Path) -> tuple[App, Session, Game]:
    app, session, _ = open_menu(folder)
    tap(app, "Easy")
    tap(app, "1 hole")
    tap(app, "Start")
    assert session.game is not None
    return app, session, session.game


def test_a_hint_request_counts_on_the_hole_and_is_saved_with_it(tmp_path: Path) -> None:
    app, session, game = started_game(tmp_path)
    key(pygame.K_h)
    app.step(0)
    assert game.assists_of() == Assists(hint=1)
    key(pygame.K_h)  # the same position again: the hint already shown is not a new one
    app.step(0)
    wait_for_hint(app, session)
    assert game.assists_of().hint == 1
    key(pygame.K_SPACE)
    app.step(0)
    key(pygame.K_h)
    app.step(0)
    wait_for_hint(app, session)
    assert game.assists_of().hint == 2
    session.flush()
    saved = json.loads((tmp_path / "game.json").read_text())["game"]
    assert saved["holes"][0]["assists"] == {"hint": 2}
    kept = Storage(tmp_path).load_saved()
    assert kept is not None and kept.assists == {1: Assists(hint=2)}
    assert kept.ident == game.ident


def test_hints_are_recorded_with_the_finished_hole(tmp_path: Path) -> None:
    app, session, game = started_game(tmp_path)
    key(pygame.K_h)
    app.step(0)
    wait_for_hint(app, session)
    play_best_line(app, game)
    won = game.hole.outcome is Outcome.WON
    tap(app, "Menu")
    stats = Storage(tmp_path).records.get(Mode.EASY, 1)
    assert (stats.played, stats.hints, stats.won, stats.won_unassisted) == (1, 1, won, 0)


def test_the_same_hole_is_recorded_once_whatever_asks(tmp_path: Path) -> None:
    _app, session, _ = open_menu(tmp_path)
    game = session.new_game(Start(Mode.EASY, 1, seed=3))
    game.hole.end()
    game.record_current()
    again = Game(session, game.round, game.name, ident=game.ident)
    again.record_current()  # as after a power cut: the saved game still holds the hole
    assert session.storage.records.get(Mode.EASY, 1).played == 1
    assert Storage(tmp_path).records.has(game.record_key(1))
