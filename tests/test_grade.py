"""Deal grades: the character of a deal from its par line, and the grade."""

from __future__ import annotations

import pytest

from golf_game.engine import Deal, Mode, Position, apply_move, legal_moves
from golf_game.engine.grade import THRESHOLDS, Character, Grade, Grader
from golf_game.engine.solver import Solver, solve
from golf_game.engine.verdict import Verdict


def character(narrow: int, choices: int = 20, *, winnable: bool = True) -> Character:
    return Character(winnable, -2 if winnable else 3, 40, choices, narrow, 3, 2)


@pytest.mark.parametrize("mode", list(Mode))
def test_the_grade_rises_with_the_share_of_narrow_positions(mode: Mode) -> None:
    tricky, fiendish = THRESHOLDS[mode]
    assert 0 < tricky < fiendish < 1
    grades = [character(narrow).grade(mode) for narrow in range(21)]
    assert grades == sorted(grades, key=list(Grade).index)
    assert grades[0] is Grade.GENTLE and grades[-1] is Grade.FIENDISH
    assert character(round(20 * tricky + 0.5)).grade(mode) is Grade.TRICKY


def test_an_unwinnable_deal_is_fiendish() -> None:
    assert character(0, 0, winnable=False).grade(Mode.EASY) is Grade.FIENDISH


def test_grades_read_from_text() -> None:
    assert Grade.from_str(" Tricky ") is Grade.TRICKY
    assert Grade.GENTLE.title == "Gentle"
    with pytest.raises(ValueError, match="unknown grade"):
        Grade.from_str("brutal")


def test_the_character_counts_what_the_par_line_meets() -> None:
    mode, deal = Mode.EASY, Deal.from_seed(5)
    solved = solve(deal, mode.rules)
    assert solved.verdict is Verdict.WINNABLE
    found = Grader(deal, mode.rules, solved).run()
    # Recount by hand: each par-line position with a choice, and how many
    # of its moves keep a win (full verdict searches, no counting test).
    position, choices, narrow = Position.start(deal), 0, 0
    for best in solved.line:
        legal = legal_moves(deal, mode.rules, position)
        if len(legal) > 1:
            keeping = sum(
                Solver(
                    deal,
                    mode.rules,
                    apply_move(deal, mode.rules, position, move),
                    verdict_only=True,
                )
                .step(1 << 62)
                .verdict
                is Verdict.WINNABLE
                for move in legal
            )
            choices += 1
            narrow += keeping == 1
        position = apply_move(deal, mode.rules, position, best)
    assert (found.choices, found.narrow) == (choices, narrow)
    assert found.first_moves == len(legal_moves(deal, mode.rules, Position.start(deal)))
    assert 1 <= found.first_moves_winning <= found.first_moves
    assert found.par == solved.par and found.line_length == len(solved.line)


def test_grading_in_slices_gives_the_same_character() -> None:
    mode, deal = Mode.MEDIUM, Deal.from_seed(8)
    whole = Grader(deal, mode.rules).run()
    assert whole.winnable
    grader = Grader(deal, mode.rules)
    steps = 0
    while (found := grader.step(2_000)) is None:
        steps += 1
    assert steps > 1
    assert found == whole


def test_an_unwinnable_deal_has_no_narrow_positions_to_count() -> None:
    mode, deal = Mode.MEDIUM, Deal.from_seed(1)
    found = Grader(deal, mode.rules).run()
    assert not found.winnable
    assert found.grade(mode) is Grade.FIENDISH
    assert found.par == solve(deal, mode.rules).par
