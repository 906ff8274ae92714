"""Rounds: 1 or 9 holes, the seed sequence, the running total and locking."""

import pytest
from builders import clearable_deal, clearing_columns

from golf_game.engine import (
    ROUND_LENGTHS,
    STOCK_SIZE,
    Deal,
    Hole,
    IllegalMoveError,
    Mode,
    Outcome,
    Round,
    hole_seeds,
)


def win(hole: Hole) -> None:
    for column in clearing_columns():
        hole.play_column(column)


def test_round_lengths_are_one_and_nine() -> None:
    assert ROUND_LENGTHS == (1, 9)
    for count in (0, 2, 18):
        with pytest.raises(ValueError, match=f"a round has 1 or 9 holes, not {count}"):
            Round(Mode.EASY, hole_count=count)


def test_hole_seeds_start_with_the_round_seed_and_are_reproducible() -> None:
    seeds = hole_seeds(42, 9)
    assert len(seeds) == 9
    assert seeds[0] == 42
    assert hole_seeds(42, 9) == seeds
    assert len(set(seeds)) == 9
    assert hole_seeds(43, 9) != seeds
    assert hole_seeds(42, 1) == (42,)


def test_a_one_hole_round_plays_the_deal_of_its_seed() -> None:
    game = Round(Mode.MEDIUM, hole_count=1, seed=17)
    assert game.hole.deal == Deal.from_seed(17)
    assert game.hole.mode is Mode.MEDIUM
    assert game.hole_number == 1
    assert game.is_last_hole
    assert not game.is_complete
    assert game.results() == []
    assert game.total == 0


def test_a_one_hole_round_is_complete_when_its_hole_is_over() -> None:
    game = Round(Mode.EASY, hole_count=1, first_deal=clearable_deal())
    win(game.hole)
    assert game.is_complete
    [result] = game.results()
    assert (result.number, result.outcome, result.score) == (1, Outcome.WON, -STOCK_SIZE)
    assert result.moves == len(clearing_columns())
    assert result.deal == clearable_deal()
    assert game.total == -STOCK_SIZE
    with pytest.raises(IllegalMoveError, match="this was the last hole of the round"):
        game.next_hole()


def test_no_hole_is_added_past_the_last_even_with_a_deal_supplied() -> None:
    game = Round(Mode.EASY, hole_count=1, seed=3)
    game.hole.end()
    with pytest.raises(IllegalMoveError, match="last hole"):
        game.next_hole(Deal.from_seed(4))
    assert game.hole_number == 1
    assert not game.hole.locked


def test_a_nine_hole_round_deals_each_hole_from_the_seed_sequence() -> None:
    game = Round(Mode.HARD, hole_count=9, seed=5)
    deals = [game.hole.deal]
    while not game.is_last_hole:
        game.hole.end()
        deals.append(game.next_hole().deal)
    assert deals == [Deal.from_seed(seed) for seed in hole_seeds(5, 9)]
    assert game.hole_number == 9
    assert all(hole.mode is Mode.HARD for hole in game.holes)


def test_the_running_total_sums_the_finished_holes() -> None:
    game = Round(Mode.EASY, hole_count=9, seed=1, first_deal=clearable_deal())
    win(game.hole)
    assert game.total == -STOCK_SIZE
    game.next_hole()
    assert game.total == -STOCK_SIZE, "an unfinished hole does not count yet"
    tableau_left = game.hole.tableau_left
    game.hole.end()
    assert game.total == -STOCK_SIZE + tableau_left
    for _ in range(7):
        game.next_hole().end()
    assert game.is_complete
    results = game.results()
    assert [r.number for r in results] == list(range(1, 10))
    assert game.total == sum(r.score for r in results) == sum(h.score for h in game.holes)


def test_next_hole_refuses_while_the_hole_is_unfinished() -> None:
    game = Round(Mode.MEDIUM, hole_count=9, seed=2)
    game.hole.draw()
    with pytest.raises(IllegalMoveError, match="finish this hole before starting the next"):
        game.next_hole()
    assert game.hole_number == 1
    assert not game.hole.locked


def test_a_finished_hole_can_be_undone_until_the_next_hole_starts() -> None:
    game = Round(Mode.EASY, hole_count=9, seed=2, first_deal=clearable_deal())
    win(game.hole)
    game.hole.undo()
    assert game.hole.outcome is Outcome.PLAYING
    assert game.results() == []
    with pytest.raises(IllegalMoveError, match="finish this hole"):
        game.next_hole()
    game.hole.redo()
    first = game.hole
    second = game.next_hole()
    assert first.locked and not first.can_undo
    with pytest.raises(IllegalMoveError, match="the hole is locked"):
        first.undo()
    assert first.outcome is Outcome.WON
    assert not second.locked
    second.draw()
    second.undo()
    assert second.moves_made == 0


def test_a_supplied_deal_is_used_for_the_next_hole() -> None:
    game = Round(Mode.EASY, hole_count=9, seed=8)
    game.hole.end()
    chosen = Deal.from_seed(1234)
    assert game.next_hole(chosen).deal == chosen
    assert game.hole_number == 2


def test_restart_hole_deals_the_same_deal_afresh() -> None:
    round_ = Round(Mode.EASY, 9, seed=4)
    deal = round_.hole.deal
    round_.hole.draw()
    round_.hole.undo()  # something to redo: a restart forgets it too
    round_.hole.draw()
    again = round_.restart_hole()
    assert again is round_.hole and again.deal == deal
    assert again.moves_made == 0 and not again.can_undo and not again.can_redo
    assert round_.hole_number == 1


def test_a_locked_hole_cannot_be_restarted() -> None:
    round_ = Round(Mode.EASY, 9, seed=4)
    round_.hole.end()
    round_.next_hole()
    round_.holes[0].lock()
    assert round_.hole_number == 2
    round_.restart_hole()  # the current (second) hole may be
    locked = Round(Mode.EASY, 1, seed=4)
    locked.hole.lock()
    with pytest.raises(IllegalMoveError, match="locked"):
        locked.restart_hole()
