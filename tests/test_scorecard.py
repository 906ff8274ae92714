"""The score card of a round, reached from the hole during play."""

from __future__ import annotations

from pathlib import Path

import pygame
from screen_helpers import open_menu, tap
from ui_helpers import key

from golf_game.app import App
from golf_game.engine import Mode
from golf_game.play.game import Game
from golf_game.play.session import Session, Start
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.panel import Widget
from golf_game.scenes.scorecard import ScorecardScene
from golf_game.view.theme import GOLD
from golf_game.view.words import strokes


def test_the_score_card_is_reachable_during_a_round(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path)
    tap(app, "9 holes")
    tap(app, "Start")
    hole = app.stack.top
    assert isinstance(hole, HoleScene)
    key(pygame.K_c)
    app.step(0)
    card = app.stack.top
    assert isinstance(card, ScorecardScene)
    assert card.cells()[0][1] == "..."
    tap(app, "Back to the hole")
    assert app.stack.top is hole
    app.shutdown()


def play_round_to_its_end(session: Session, play_a_card: bool) -> Game:
    """A 9-hole round whose holes are ended at once (35 strokes each), or
    after one play each where one is legal (fewer)."""
    game = session.new_game(Start(Mode.EASY, 9, seed=11))
    for number in range(1, 10):
        plays = [move for move in game.hole.legal_moves() if move.column is not None]
        if play_a_card and plays:
            game.hole.play(plays[0])
        game.hole.end()
        if number < 9:
            game.next_hole()
    return game


def best_line_of_the_final_card(app: App, game: Game) -> Widget:
    game.show_card()
    app.step(0)
    card = app.stack.top
    assert isinstance(card, ScorecardScene)
    return next(w for w in card.widgets if "round" in w.label.lower() and "card" not in w.label)


def test_the_final_score_card_celebrates_a_new_best_round(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    first = play_round_to_its_end(session, play_a_card=False)
    line = best_line_of_the_final_card(app, first)
    assert line.label == "Your first Easy round: +315, the round to beat"
    assert line.colour == GOLD
    tap(app, "Menu")  # leaving the card records the round
    assert session.storage.records.get(Mode.EASY, 9).best_round == 315
    same = play_round_to_its_end(session, play_a_card=False)
    assert best_line_of_the_final_card(app, same).label == "Level with your best round: +315"
    tap(app, "Menu")
    better = play_round_to_its_end(session, play_a_card=True)
    assert better.round.total < 315
    line = best_line_of_the_final_card(app, better)
    assert line.label.startswith(f"New best round! {strokes(better.round.total)}, ")
    assert line.label.endswith(f"{315 - better.round.total} strokes better") and line.colour == GOLD


def test_mid_round_the_card_names_the_best_round_so_far(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    game = session.new_game(Start(Mode.EASY, 9, seed=11))
    line = best_line_of_the_final_card(app, game)
    assert line.label == "Best round so far: none yet - this could be it"
    assert line.colour != GOLD
