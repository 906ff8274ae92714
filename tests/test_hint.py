"""The hint: always a legal move while one exists, draws when only a draw
keeps the win, and following it wins the deals the solver proves winnable."""

from __future__ import annotations

import csv
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from golf_game.engine import COLUMNS, Deal, Hole, Mode, Outcome, Position, apply_move, legal_moves
from golf_game.engine.hint import Certainty, forget, hint, remember
from golf_game.engine.solver import Verdict, solve

DATA = Path(__file__).parent / "data"


@pytest.fixture(autouse=True)
def fresh_memory() -> Iterator[None]:
    forget()
    yield
    forget()


def random_play_positions(mode: Mode, seed: int) -> list[tuple[Deal, Position]]:
    """Every position met while playing a deal with random moves."""
    deal = Deal.from_seed(seed)
    hole = Hole(deal, mode)
    rng = random.Random(seed)
    positions = [(deal, hole.position)]
    while not hole.is_over:
        hole.play(rng.choice(hole.legal_moves()))
        positions.append((deal, hole.position))
    return positions


@pytest.mark.parametrize("mode", list(Mode))
def test_a_legal_move_with_a_reason_whenever_one_exists(mode: Mode) -> None:
    for seed in (11, 12):
        for deal, position in random_play_positions(mode, seed):
            legal = legal_moves(deal, mode.rules, position)
            suggestion = hint(deal, mode.rules, position, time_budget_ms=5)
            if not legal:
                assert suggestion is None
                continue
            assert suggestion is not None
            assert suggestion.move in legal
            assert suggestion.reason.strip()


def test_no_hint_once_the_tableau_is_cleared() -> None:
    deal = Deal.from_seed(4)
    won = Position((0,) * COLUMNS, 5, deal.stock[4])
    assert hint(deal, Mode.EASY.rules, won) is None


def test_suggests_the_draw_when_only_a_draw_keeps_the_win() -> None:
    # Found by searching small positions: one play is legal, but only drawing
    # first keeps a win. The test checks that claim with the solver itself.
    deal = Deal.from_seed(655)
    rules = Mode.MEDIUM.rules
    position = Position((1, 0, 1, 0, 3, 2, 0), 11, deal.stock[10])
    legal = legal_moves(deal, rules, position)
    plays = [move for move in legal if not move.is_draw]
    assert plays and len(legal) > len(plays)
    for play in plays:
        after = apply_move(deal, rules, position, play)
        assert solve(deal, rules, after).verdict is Verdict.UNWINNABLE
    suggestion = hint(deal, rules, position)
    assert suggestion is not None
    assert suggestion.move.is_draw
    assert suggestion.certainty is Certainty.PROVED
    assert suggestion.keeps_win is True
    assert "draw" in suggestion.reason


def follow_hints(deal: Deal, mode: Mode, budget_ms: float) -> Hole:
    hole = Hole(deal, mode)
    while not hole.is_over:
        suggestion = hint(deal, mode.rules, hole.position, time_budget_ms=budget_ms)
        assert suggestion is not None
        hole.play(suggestion.move)
    return hole


@pytest.mark.parametrize("mode", list(Mode))
def test_following_the_hint_wins_at_par(mode: Mode) -> None:
    with (DATA / f"golf_{mode.value}.csv").open(newline="") as file:
        solvable = [row for row in csv.DictReader(file) if row["verdict"] == "solvable"]
    for row in solvable[:3]:
        deal = Deal.from_fields(row["columns"], row["waste_start"], row["stock"])
        solved = solve(deal, mode.rules)
        assert solved.verdict is Verdict.WINNABLE
        forget()
        remember(deal, mode.rules, solved)
        hole = follow_hints(deal, mode, budget_ms=40)
        assert hole.outcome is Outcome.WON, f"deal {row['deal_id']}"
        assert hole.score == solved.par, f"deal {row['deal_id']}"


def test_following_the_hint_without_a_prior_solve_wins_with_time_to_think() -> None:
    deal = Deal.from_seed(2)
    mode = Mode.MEDIUM
    solved = solve(deal, mode.rules)
    assert solved.verdict is Verdict.WINNABLE
    forget()
    hole = follow_hints(deal, mode, budget_ms=60_000)
    assert hole.outcome is Outcome.WON
    assert hole.score == solved.par


def test_a_hopeless_position_says_so() -> None:
    deal = Deal.from_seed(655)
    rules = Mode.MEDIUM.rules
    position = Position((1, 0, 1, 0, 3, 2, 0), 11, deal.stock[10])
    after = apply_move(deal, rules, position, legal_moves(deal, rules, position)[0])
    suggestion = hint(deal, rules, after)
    assert suggestion is not None
    assert suggestion.keeps_win is False
    assert "no win" in suggestion.reason


def test_only_the_deal_asked_about_last_keeps_unfinished_searches() -> None:
    # A kiosk plays deal after deal for weeks: old deals' search tables must go.
    from golf_game.engine import hint as hint_module

    rules = Mode.MEDIUM.rules
    for seed in (1, 2, 3):
        deal = Deal.from_seed(seed)
        hint(deal, rules, Position.start(deal), time_budget_ms=0.5)
    assert len(hint_module._memos) == 3
    holding = [memo for memo in hint_module._memos.values() if memo.searches]
    assert len(holding) <= 1
