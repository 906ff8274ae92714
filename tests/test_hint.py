"""The hint: always a legal move while one exists, draws when only a draw
keeps the win, and following it wins the deals the solver proves winnable."""

from __future__ import annotations

import csv
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from golf_game.engine import COLUMNS, Deal, Hole, Mode, Outcome, Position, apply_move, legal_moves
from golf_game.engine.hint import Certainty, hint
from golf_game.engine.hint_memory import HintMemory
from golf_game.engine.solver import solve
from golf_game.engine.verdict import Verdict

DATA = Path(__file__).parent / "data"


@pytest.fixture
def memory() -> Iterator[HintMemory]:
    """A fresh memory of the hints, shared by one test's calls (as a hole's
    hints share their analysis's)."""
    yield HintMemory()


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
def test_a_legal_move_with_a_reason_whenever_one_exists(mode: Mode, memory: HintMemory) -> None:
    for seed in (11, 12):
        for deal, position in random_play_positions(mode, seed):
            legal = legal_moves(deal, mode.rules, position)
            suggestion = hint(deal, mode.rules, position, time_budget_ms=5, memory=memory)
            if not legal:
                assert suggestion is None
                continue
            assert suggestion is not None
            assert suggestion.move in legal
            assert suggestion.reason.strip()


def test_no_hint_once_the_tableau_is_cleared(memory: HintMemory) -> None:
    deal = Deal.from_seed(4)
    won = Position((0,) * COLUMNS, 5, deal.stock[4])
    assert hint(deal, Mode.EASY.rules, won, memory=memory) is None


def test_suggests_the_draw_when_only_a_draw_keeps_the_win(memory: HintMemory) -> None:
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
    suggestion = hint(deal, rules, position, memory=memory)
    assert suggestion is not None
    assert suggestion.move.is_draw
    assert suggestion.certainty is Certainty.PROVED
    assert suggestion.keeps_win is True
    assert "draw" in suggestion.reason


def follow_hints(deal: Deal, mode: Mode, budget_ms: float, memory: HintMemory) -> Hole:
    hole = Hole(deal, mode)
    while not hole.is_over:
        suggestion = hint(deal, mode.rules, hole.position, time_budget_ms=budget_ms, memory=memory)
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
        memory = HintMemory()
        memory.remember(deal, mode.rules, solved)
        hole = follow_hints(deal, mode, budget_ms=40, memory=memory)
        assert hole.outcome is Outcome.WON, f"deal {row['deal_id']}"
        assert hole.score == solved.par, f"deal {row['deal_id']}"


def test_following_the_hint_without_a_prior_solve_wins_with_time_to_think() -> None:
    deal = Deal.from_seed(2)
    mode = Mode.MEDIUM
    solved = solve(deal, mode.rules)
    assert solved.verdict is Verdict.WINNABLE
    hole = follow_hints(deal, mode, budget_ms=60_000, memory=HintMemory())
    assert hole.outcome is Outcome.WON
    assert hole.score == solved.par


def test_a_hopeless_position_says_so(memory: HintMemory) -> None:
    deal = Deal.from_seed(655)
    rules = Mode.MEDIUM.rules
    position = Position((1, 0, 1, 0, 3, 2, 0), 11, deal.stock[10])
    after = apply_move(deal, rules, position, legal_moves(deal, rules, position)[0])
    suggestion = hint(deal, rules, after, memory=memory)
    assert suggestion is not None
    assert suggestion.keeps_win is False
    assert "no win" in suggestion.reason


def test_only_the_deal_asked_about_last_keeps_unfinished_searches(memory: HintMemory) -> None:
    # A kiosk plays deal after deal for weeks: old deals' search tables must go.
    rules = Mode.MEDIUM.rules
    for seed in (1, 2, 3):
        deal = Deal.from_seed(seed)
        hint(deal, rules, Position.start(deal), time_budget_ms=0.5, memory=memory)
    assert memory.deals == 3
    assert memory.deals_searching <= 1


def test_the_memory_keeps_only_the_last_deals_and_forgets_on_request(memory: HintMemory) -> None:
    from golf_game.engine.hint_memory import REMEMBERED_DEALS

    rules = Mode.EASY.rules
    for seed in range(REMEMBERED_DEALS + 2):
        deal = Deal.from_seed(seed)
        hint(deal, rules, Position.start(deal), time_budget_ms=0.5, memory=memory)
    assert memory.deals == REMEMBERED_DEALS
    memory.forget()
    assert memory.deals == 0 and memory.deals_searching == 0
