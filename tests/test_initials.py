"""The initials picker and the kiosk's high-score offer: letters by touch or
focus ring, the block list, and "???" when the visitor walks away."""

from __future__ import annotations

import random
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest
from kiosk_helpers import FakeClock, make_kiosk, tap_at
from screen_helpers import launch_game, play_keys, tap
from ui_helpers import key, make_app

from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode
from golf_game.engine.autoplay import play_out
from golf_game.kiosk import WARNING_SECONDS, Kiosk
from golf_game.launch import LaunchOptions
from golf_game.play.session import Session
from golf_game.saved.highscores import NOBODY, Entry, HighScoreFile, HighScores, Kind, Table
from golf_game.scenes.high_scores import HighScoreScene
from golf_game.scenes.idle_warning import IdleWarningScene
from golf_game.scenes.initials import InitialsScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.result import ResultScene
from golf_game.view import kiosk_words as words
from golf_game.view.layout import px_per_mm


def picker(app: App) -> tuple[InitialsScene, list[str]]:
    given: list[str] = []
    scene = InitialsScene(app.context, given.append)
    app.stack.push(scene)
    app.step(0)
    return scene, given


def test_three_letters_by_touch_then_ok(tmp_path: Path) -> None:
    app = make_app()
    scene, given = picker(app)
    assert not scene.button("OK").enabled and not scene.button("Delete").enabled
    for letter in "JOX":
        tap_at(app, scene.button(letter).rect.center)
        app.step(0)
    assert scene.initials == "JOX"
    assert not scene.button("A").enabled  # three is all
    tap_at(app, scene.button("Delete").rect.center)
    app.step(0)
    tap_at(app, scene.button("E").rect.center)
    app.step(0)
    assert scene.initials == "JOE" and scene.button("OK").enabled
    tap_at(app, scene.button("OK").rect.center)
    app.step(0)
    assert given == ["JOE"]


@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920), (800, 480)])
def test_every_key_is_a_big_touch_target_on_screen(size: tuple[int, int]) -> None:
    app = make_app(size)
    scene, _ = picker(app)
    screen = pygame.Rect((0, 0), size)
    keys = [w for w in scene.widgets if w.action is not None]
    assert len(keys) == len("ABCDEFGHIJKLMNOPQRSTUVWXYZ!?*-.") + 2
    for widget in keys:
        assert screen.contains(widget.rect)
        assert min(widget.rect.size) >= 9 * px_per_mm(size) - 1
    for a in keys:
        assert not any(a.rect.colliderect(b.rect) for b in keys if b is not a)


def test_blocked_initials_cannot_be_accepted(tmp_path: Path) -> None:
    app = make_app()
    scene, given = picker(app)
    for letter in "ASS":
        scene.press(letter)
    assert not scene.button("OK").enabled and "not allowed" in scene.message
    key(pygame.K_RETURN)
    app.step(0)
    assert given == [] and not scene.finished


def test_the_focus_ring_picks_letters_without_touch(tmp_path: Path) -> None:
    app = make_app()
    scene, given = picker(app)
    key(pygame.K_RIGHT)  # the ring appears
    app.step(0)
    first = scene.focus
    key(pygame.K_RETURN)
    app.step(0)
    key(pygame.K_RIGHT)
    app.step(0)
    key(pygame.K_RETURN)
    app.step(0)
    assert first is not None and len(scene.initials) == 2
    key(pygame.K_ESCAPE)  # Esc takes a letter back, never skips the table
    app.step(0)
    assert len(scene.initials) == 1 and app.stack.top is scene
    assert given == []


def kiosk_hole(tmp_path: Path, clock: FakeClock) -> tuple[App, Session, Kiosk]:
    """A kiosk with a visitor's hole played to its end."""
    app, session = launch_game(
        tmp_path, LaunchOptions(rng=random.Random(5)), kiosk=True, clock=clock
    )
    kiosk = app.kiosk_mode
    assert isinstance(kiosk, Kiosk) and isinstance(app.stack.top, MenuScene)
    tap(app, "Start")
    game = session.game
    assert game is not None
    while not game.hole.is_over:
        play_keys(app, [game.hole.legal_moves()[-1]])
    app.step(0)
    return app, session, kiosk


def test_a_hole_that_makes_the_table_offers_the_picker_once(tmp_path: Path) -> None:
    clock = FakeClock()
    app, session, kiosk = kiosk_hole(tmp_path, clock)
    scene = app.stack.top
    assert isinstance(scene, InitialsScene)
    for letter in "ABC":
        scene.press(letter)
    scene.press("OK")
    table = app.stack.top
    assert isinstance(table, HighScoreScene)  # the table, with the new entry on it
    assert any(w.label.startswith("1. ABC") for w in table.widgets)
    tap_at(app, (2, app.stack.size[1] // 2))  # a tap off its buttons closes it
    app.step(0)
    assert isinstance(app.stack.top, ResultScene)
    assert kiosk.high_scores is not None
    game = session.game
    assert game is not None
    today, ever = kiosk.high_scores.table.boards(game.round.mode, Kind.HOLE)
    assert [e.initials for e in today] == ["ABC"] == [e.initials for e in ever]
    assert ever[0].strokes == game.hole.score
    # Showing the same result again (Continue after an idle reset) asks no more.
    kiosk.offer_high_score(game)
    assert isinstance(app.stack.top, ResultScene)


def test_a_visitor_who_walks_away_leaves_question_marks(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _, kiosk = kiosk_hole(tmp_path, clock)
    assert isinstance(app.stack.top, InitialsScene)
    app.stack.top.press("Z")
    clock.now += kiosk.config.idle_seconds
    app.step(0)
    assert isinstance(app.stack.top, IdleWarningScene)  # the warning comes first
    clock.now += WARNING_SECONDS
    app.step(0)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack) == 1
    assert kiosk.high_scores is not None
    _, ever = kiosk.high_scores.table.boards(Mode.MEDIUM, Kind.HOLE)
    assert [e.initials for e in ever] == [NOBODY]
    assert kiosk.audits.total["idle_resets"] == 1


def test_the_operator_menu_resets_today_or_everything(tmp_path: Path) -> None:
    clock = FakeClock()
    _, _, kiosk = kiosk_hole(tmp_path, clock)
    assert kiosk.has_high_scores and kiosk.high_scores is not None
    kiosk.high_scores.add(Mode.MEDIUM, Kind.HOLE, "XYZ", 1, None)
    assert kiosk.reset_scores(False) == "Today's high scores cleared"
    today, ever = kiosk.high_scores.table.boards(Mode.MEDIUM, Kind.HOLE)
    assert today == () and len(ever) == 1
    assert kiosk.reset_scores(True) == "All high scores cleared"
    assert kiosk.high_scores.table.boards(Mode.MEDIUM, Kind.HOLE) == ((), ())


@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920)])
def test_the_table_shows_each_mode_s_boards_on_screen(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    table = Table("2026-12-01")
    table = table.add(Mode.EASY, Kind.HOLE, Entry("ABC", -2, 1, "2026-12-01"))
    table = table.add(Mode.HARD, Kind.ROUND, Entry("XYZ", 30, 25, "2026-12-01"))
    app = make_app(size)
    scene = HighScoreScene(app.context, lambda: table, Mode.EASY)
    app.stack.push(scene)
    app.step(0)
    labels = [w.label for w in scene.widgets]
    assert labels.count("1. ABC  -2  (par +1)  2026-12-01") == 2  # today and ever, the par
    assert not any("XYZ" in label for label in labels)
    assert labels.count(words.NO_SCORES) == 2  # no rounds in Easy yet
    screen = pygame.Rect((0, 0), size)
    assert all(screen.contains(w.rect) for w in scene.widgets)
    scene.press(Mode.HARD.title)
    labels = [w.label for w in scene.widgets]
    assert labels.count("1. XYZ  +30  (par +25)  2026-12-01") == 2
    assert scene.button(Mode.HARD.title).chosen


def test_the_last_hole_of_a_round_offers_both_boards(tmp_path: Path) -> None:
    _, kiosk = make_kiosk(tmp_path, FakeClock())
    kiosk.high_scores = HighScores(HighScoreFile(None))
    hole = Hole(Deal.from_seed(11), Mode.HARD)
    play_out(hole)
    round_ = SimpleNamespace(hole_number=9, mode=Mode.HARD, is_complete=True, total=40)
    game = SimpleNamespace(
        hole=hole, round=round_, hole_count=9, par=lambda n: None, par_total=lambda: 33
    )
    kiosk.offer_high_score(game)  # type: ignore[arg-type]
    picker = kiosk.app.stack.top
    assert isinstance(picker, InitialsScene)
    for letter in "RND":
        picker.press(letter)
    picker.press("OK")
    table = kiosk.high_scores.table
    (hole_entry,) = table.boards(Mode.HARD, Kind.HOLE)[1]
    (round_entry,) = table.boards(Mode.HARD, Kind.ROUND)[1]
    assert hole_entry.strokes == hole.score and hole_entry.par is None
    assert (round_entry.initials, round_entry.strokes, round_entry.against_par) == ("RND", 40, 7)
