"""Nothing a player has made is thrown away on one tap: New mid-hole, New
round from pause, Restart deal, and Start / Daily deal / Deal number over a
saved game each ask first, naming what is lost, with a large Cancel; and the
abandoned hole counts in the statistics as a loss."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from screen_helpers import open_menu, tap
from ui_helpers import key

from golf_game.app import App
from golf_game.engine import Mode
from golf_game.play.game import Game
from golf_game.play.session import Session
from golf_game.saved.records import Assists
from golf_game.saved.storage import Storage
from golf_game.scenes.confirm import CANCEL, ConfirmScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.pause import RESTART, PauseScene


def start(folder: Path, holes: int = 1) -> tuple[App, Session, Game]:
    app, session, _ = open_menu(folder)
    tap(app, "Easy")
    tap(app, "1 hole" if holes == 1 else "9 holes")
    tap(app, "Start")
    assert session.game is not None
    return app, session, session.game


def move(app: App) -> None:
    key(pygame.K_SPACE)
    app.step(0)


def question(app: App) -> ConfirmScene:
    top = app.stack.top
    assert isinstance(top, ConfirmScene), top
    return top


def test_new_mid_hole_asks_and_cancel_keeps_the_hole(tmp_path: Path) -> None:
    app, session, game = start(tmp_path)
    move(app)
    steps = game.hole.steps()
    key(pygame.K_n)
    app.step(0)
    asked = question(app)
    assert asked.question == "Abandon this deal?"
    assert "1 move" in asked.detail and "loss" in asked.detail
    cancel, go = asked.button(CANCEL), asked.button("New deal")
    assert cancel.primary and cancel.rect.h > go.rect.h  # the safe answer is the big one
    tap(app, CANCEL)
    assert session.game is game and game.hole.steps() == steps
    assert isinstance(app.stack.top, HoleScene)
    assert session.storage.records.get(Mode.EASY, 1).played == 0


@pytest.mark.parametrize("answer", [pygame.K_RETURN, pygame.K_ESCAPE])
def test_enter_and_esc_on_the_question_keep_the_game(tmp_path: Path, answer: int) -> None:
    app, session, game = start(tmp_path)
    move(app)
    key(pygame.K_n)
    app.step(0)
    question(app)
    key(answer)
    app.step(0)
    assert session.game is game and isinstance(app.stack.top, HoleScene)


def test_new_confirmed_counts_the_abandoned_hole_as_a_loss(tmp_path: Path) -> None:
    app, session, game = start(tmp_path)
    move(app)
    left = game.hole.score
    key(pygame.K_n)
    app.step(0)
    tap(app, "New deal")
    assert session.game is not None and session.game is not game
    stats = Storage(tmp_path).records.get(Mode.EASY, 1)
    assert (stats.played, stats.won, stats.abandoned, stats.score_sum) == (1, 0, 1, left)
    assert stats.current_streak == 0


def test_new_before_the_first_move_asks_nothing_and_counts_nothing(tmp_path: Path) -> None:
    app, session, game = start(tmp_path)
    key(pygame.K_n)
    app.step(0)
    assert isinstance(app.stack.top, HoleScene) and session.game is not game
    assert session.storage.records.get(Mode.EASY, 1).played == 0


def pause(app: App) -> PauseScene:
    key(pygame.K_ESCAPE)
    app.step(0)
    top = app.stack.top
    assert isinstance(top, PauseScene)
    return top


def test_new_round_from_pause_in_a_round_names_the_hole(tmp_path: Path) -> None:
    app, session, game = start(tmp_path, holes=9)
    game.hole.end()
    game.next_hole()
    app.step(0)
    move(app)
    pause(app)
    tap(app, "New round")
    asked = question(app)
    assert asked.question == "Abandon hole 2 of 9?"
    assert "1 hole" in asked.detail
    tap(app, CANCEL)
    assert session.game is game and game.round.hole_number == 2


def test_restart_deal_plays_the_same_deal_again_as_a_new_attempt(tmp_path: Path) -> None:
    app, session, game = start(tmp_path)
    deal = game.hole.deal
    move(app)
    pause(app)
    tap(app, RESTART)
    assert question(app).question == "Restart this deal?"
    tap(app, "Restart")
    assert session.game is game and game.hole.deal is deal
    assert game.hole.moves_made == 0 and not game.hole.can_redo
    assert game.assists_of() == Assists(retry=1)
    stats = session.storage.records.get(Mode.EASY, 1)
    assert (stats.played, stats.abandoned) == (1, 1)
    # The new attempt is recorded apart from the one abandoned.
    game.hole.end()
    game.finish()
    assert session.storage.records.get(Mode.EASY, 1).played == 2


@pytest.mark.parametrize("how", ["Start", "Daily deal", "Deal number"])
def test_a_new_game_over_the_saved_one_asks_first(tmp_path: Path, how: str) -> None:
    app, session, game = start(tmp_path, holes=9)
    move(app)
    session.to_menu()
    app.step(0)
    tap(app, how)
    if how == "Deal number":
        for digit in "42":
            tap(app, digit)
        tap(app, "Play")
    asked = question(app)
    assert asked.question == "Replace your saved game?"
    assert "Easy, hole 1 of 9" in asked.detail
    tap(app, CANCEL)
    assert session.saved is game.round and session.game is None
    top = app.stack.top
    assert top is not None and not isinstance(top, HoleScene)


def test_a_hint_on_a_finished_round_hole_names_card_not_new(tmp_path: Path) -> None:
    app, _session, game = start(tmp_path, holes=9)
    game.hole.end()
    scene = app.stack.top
    while not isinstance(scene, HoleScene):
        app.stack.pop()
        scene = app.stack.top
    key(pygame.K_h)
    app.step(0)
    assert "Card" in scene.message and "New" not in scene.message
