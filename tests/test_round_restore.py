"""Round.restore: a saved round comes back exactly, and bad saves are refused."""

import pytest

from golf_game.engine import END, Deal, Hole, IllegalMoveError, Mode, Outcome, Round


def play_until_over(hole: Hole) -> None:
    """Play the first legal move until the hole ends (any finished hole will do)."""
    while not hole.is_over:
        hole.play(hole.legal_moves()[0])


def test_restore_rebuilds_locked_holes_and_the_hole_in_progress() -> None:
    original = Round(Mode.HARD, 9, seed=41)
    play_until_over(original.hole)
    original.next_hole()
    original.hole.draw()
    original.hole.end()
    original.next_hole()
    original.hole.draw()
    saved = [(hole.deal, hole.steps()) for hole in original.holes]

    restored = Round.restore(Mode.HARD, 9, 41, saved)

    assert restored.hole_number == 3
    assert [h.locked for h in restored.holes] == [True, True, False]
    assert [h.position for h in restored.holes] == [h.position for h in original.holes]
    assert restored.results() == original.results()
    assert restored.holes[1].outcome is Outcome.ENDED
    assert restored.next_seed() == original.next_seed()
    restored.hole.undo()
    assert restored.hole.moves_made == 0


def test_restored_finished_last_hole_stays_open_to_undo() -> None:
    original = Round(Mode.EASY, 1, seed=7)
    play_until_over(original.hole)
    restored = Round.restore(Mode.EASY, 1, 7, [(original.hole.deal, original.hole.steps())])
    assert restored.is_complete
    assert restored.hole.can_undo


def test_restore_keeps_a_deal_that_is_not_the_seed_deal() -> None:
    deal = Deal.from_seed(999)
    restored = Round.restore(Mode.MEDIUM, 9, 5, [(deal, [])])
    assert restored.hole.deal == deal
    assert restored.seeds == Round(Mode.MEDIUM, 9, 5).seeds


def test_restore_refuses_an_unfinished_earlier_hole() -> None:
    deal = Deal.from_seed(1)
    with pytest.raises(IllegalMoveError, match="unfinished"):
        Round.restore(Mode.MEDIUM, 9, 1, [(deal, []), (Deal.from_seed(2), [])])


@pytest.mark.parametrize("count", [0, 2])
def test_restore_refuses_a_wrong_number_of_holes(count: int) -> None:
    hole = (Deal.from_seed(3), [END])
    with pytest.raises(ValueError, match="hole"):
        Round.restore(Mode.MEDIUM, 1, 3, [hole] * count)


def test_restore_refuses_an_illegal_step() -> None:
    deal = Deal.from_seed(4)
    with pytest.raises(IllegalMoveError):
        Round.restore(Mode.MEDIUM, 1, 4, [(deal, [END, END])])
