"""Refusals as values: every kind the rules give, in every mode where it
applies, with the cards and column it names, its sentence, and the error
that carries it."""

from __future__ import annotations

import pytest
from builders import clearable_deal, clearing_columns, make_deal

from golf_game.engine import (
    COLUMN_HEIGHT,
    STOCK_SIZE,
    Card,
    Hole,
    IllegalMoveError,
    Mode,
    Move,
    Position,
    Refusal,
    RefusalKind,
    illegal_reason,
)

ALL_MODES = pytest.mark.parametrize("mode", Mode)


def card(text: str) -> Card:
    return Card.from_str(text)


def refused_play(hole: Hole, column: int, expected: Refusal) -> None:
    """Playing ``column`` is refused with ``expected``, by the query and by the error."""
    assert hole.why_illegal(Move.play(column)) == expected
    with pytest.raises(IllegalMoveError) as caught:
        hole.play_column(column)
    assert caught.value.refusal == expected
    assert str(caught.value) == str(expected)


@ALL_MODES
def test_not_adjacent(mode: Mode) -> None:
    hole = Hole(make_deal("9C", {0: "7H"}), mode)
    expected = Refusal(RefusalKind.NOT_ADJACENT, card("7H"), card("9C"), 0)
    refused_play(hole, 0, expected)
    assert str(expected) == "7H is not adjacent to 9C: a 7 is not one rank away from 9"


@ALL_MODES
def test_same_rank(mode: Mode) -> None:
    hole = Hole(make_deal("8C", {2: "8H"}), mode)
    expected = Refusal(RefusalKind.SAME_RANK, card("8H"), card("8C"), 2)
    refused_play(hole, 2, expected)
    assert str(expected) == "8H is not adjacent to 8C: an 8 cannot go on an 8: same rank"


@pytest.mark.parametrize("mode", [Mode.MEDIUM, Mode.HARD])
def test_no_wrap_king_onto_ace(mode: Mode) -> None:
    hole = Hole(make_deal("AC", {1: "KH"}), mode)
    expected = Refusal(RefusalKind.NO_WRAP, card("KH"), card("AC"), 1)
    refused_play(hole, 1, expected)
    assert str(expected) == "KH is not adjacent to AC: Kings and Aces do not connect in this mode"


def test_no_wrap_ace_onto_king_in_medium_only() -> None:
    deal = make_deal("KC", {1: "AH"})
    refused_play(
        Hole(deal, Mode.MEDIUM), 1, Refusal(RefusalKind.NO_WRAP, card("AH"), card("KC"), 1)
    )
    # In Hard the King blocks the waste first.
    refused_play(
        Hole(deal, Mode.HARD), 1, Refusal(RefusalKind.DEAD_KING, card("AH"), card("KC"), 1)
    )
    assert Hole(deal, Mode.EASY).why_illegal(Move.play(1)) is None


def test_dead_king_only_in_hard() -> None:
    deal = make_deal("KC", {4: "QH"})
    expected = Refusal(RefusalKind.DEAD_KING, card("QH"), card("KC"), 4)
    refused_play(Hole(deal, Mode.HARD), 4, expected)
    assert (
        str(expected) == "QH is not adjacent to KC: nothing may be played onto a King in Hard mode"
    )
    for mode in (Mode.EASY, Mode.MEDIUM):
        assert Hole(deal, mode).why_illegal(Move.play(4)) is None


@ALL_MODES
def test_empty_column(mode: Mode) -> None:
    hole = Hole(clearable_deal(), mode)
    for column in clearing_columns()[:COLUMN_HEIGHT]:
        hole.play_column(column)
    expected = Refusal(RefusalKind.EMPTY_COLUMN, column=0)
    refused_play(hole, 0, expected)
    assert str(expected) == "column 1 is empty"


@ALL_MODES
def test_empty_stock(mode: Mode) -> None:
    deal = make_deal("9C", {0: "TH"})
    position = Position(Position.start(deal).heights, STOCK_SIZE, card("9C"))
    expected = Refusal(RefusalKind.EMPTY_STOCK)
    assert illegal_reason(deal, mode.rules, position, Move.draw()) == expected
    assert str(expected) == "the stock is empty"


@ALL_MODES
def test_covered(mode: Mode) -> None:
    deal = make_deal("9C", {3: "5D TH"})
    hole = Hole(deal, mode)
    assert hole.why_not_playable(3, COLUMN_HEIGHT - 2) == Refusal(
        RefusalKind.COVERED, card("5D"), card("9C"), 3
    )
    top = deal.columns[3][0]
    refusal = hole.why_not_playable(3, 0)
    assert refusal == Refusal(RefusalKind.COVERED, top, card("9C"), 3)
    assert str(refusal) == f"{top} is covered: only the last card of a column can be played"
    # The last card answers as a play of its column would.
    assert hole.why_not_playable(3, COLUMN_HEIGHT - 1) is None
    hole.draw()
    assert hole.why_not_playable(3, COLUMN_HEIGHT - 1) == hole.why_illegal(Move.play(3))


@ALL_MODES
def test_cleared(mode: Mode) -> None:
    hole = Hole(clearable_deal(), mode)
    for column in clearing_columns():
        hole.play_column(column)
    expected = Refusal(RefusalKind.CLEARED)
    assert hole.why_illegal(Move.draw()) == expected
    refused_play(hole, 6, expected)
    assert str(expected) == "the hole is over: the tableau is cleared"


@ALL_MODES
def test_stuck(mode: Mode) -> None:
    nothing_on_a_5 = dict(enumerate(["9C", "9D", "9H", "9S", "TC", "TD", "TH"]))
    hole = Hole(make_deal("JC", nothing_on_a_5, last_draws="5S"), mode)
    for _ in range(STOCK_SIZE):
        hole.draw()
    expected = Refusal(RefusalKind.STUCK)
    refused_play(hole, 0, expected)
    assert hole.why_illegal(Move.draw()) == expected
    assert str(expected) == "the hole is over: no move is left"


@ALL_MODES
def test_ended(mode: Mode) -> None:
    hole = Hole(make_deal("9C", {0: "TH"}), mode)
    hole.end()
    expected = Refusal(RefusalKind.ENDED)
    refused_play(hole, 0, expected)
    assert str(expected) == "the hole is over: it was ended"


@ALL_MODES
def test_locked(mode: Mode) -> None:
    hole = Hole(make_deal("9C", {0: "TH"}), mode)
    hole.draw()
    hole.lock()
    expected = Refusal(RefusalKind.LOCKED)
    refused_play(hole, 0, expected)
    for action in (hole.undo, hole.end):
        with pytest.raises(IllegalMoveError) as caught:
            action()
        assert caught.value.refusal == expected
    assert str(expected) == "the hole is locked"


def test_messages_without_a_refusal_carry_none() -> None:
    hole = Hole(make_deal("9C", {0: "TH"}), Mode.EASY)
    with pytest.raises(IllegalMoveError, match="nothing to undo") as caught:
        hole.undo()
    assert caught.value.refusal is None


def test_text_writes_the_cards_as_asked() -> None:
    refusal = Refusal(RefusalKind.NOT_ADJACENT, card("KC"), card("7H"), 0)
    assert refusal.text(lambda c: c.label) == (
        f"{card('KC').label} is not adjacent to {card('7H').label}: a K is not one rank away from 7"
    )
    covered = Refusal(RefusalKind.COVERED, card("TS"), card("7H"), 2)
    assert covered.text(lambda c: c.label).startswith(card("TS").label + " is covered")


def test_every_kind_has_a_sentence() -> None:
    for kind in RefusalKind:
        refusal = Refusal(kind, card("5D"), card("9C"), 3)
        assert str(refusal) and "{" not in str(refusal)
