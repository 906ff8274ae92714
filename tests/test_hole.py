"""A hole in play: every rule and illegal case of RULES.md, outcome, score,
undo and redo, locking, and the move notation."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from builders import clearable_deal, clearing_columns, make_deal

from golf_game.engine import (
    END,
    STOCK_SIZE,
    TABLEAU_SIZE,
    Card,
    Deal,
    GolfError,
    Hole,
    IllegalMoveError,
    Mode,
    Move,
    MoveFormatError,
    Outcome,
    Position,
    apply_move,
    board_outcome,
    exposed_card,
    illegal_reason,
    legal_moves,
    moved_card,
    parse_move,
    parse_moves,
    parse_steps,
    score,
    steps_to_str,
)

ALL_MODES = pytest.mark.parametrize("mode", Mode)


def card(text: str) -> Card:
    return Card.from_str(text)


def snapshot(hole: Hole) -> tuple[object, ...]:
    """Everything a failed action must leave untouched."""
    return (
        hole.position,
        hole.steps(),
        hole.outcome,
        hole.score,
        hole.can_undo,
        hole.can_redo,
        hole.waste_cards(),
        hole.legal_moves(),
    )


def refused(hole: Hole, action: Callable[[], object], match: str) -> None:
    """``action`` raises IllegalMoveError matching ``match`` and changes nothing."""
    before = snapshot(hole)
    with pytest.raises(IllegalMoveError, match=match):
        action()
    assert snapshot(hole) == before


def play_out(hole: Hole, columns: list[int]) -> None:
    for column in columns:
        hole.play_column(column)


NOTHING_ON_A_5 = dict(enumerate(["9C", "9D", "9H", "9S", "TC", "TD", "TH"]))
"""Seven exposed cards of which none may go on a 5, in any mode."""


def empty_stock_deal(last_draw: str, exposed: dict[int, str]) -> Deal:
    """A deal whose last stock card is ``last_draw``; ``exposed`` replaces
    some of the exposed cards of :data:`NOTHING_ON_A_5`."""
    return make_deal("JC", {**NOTHING_ON_A_5, **exposed}, last_draws=last_draw)


# --- move notation -------------------------------------------------------------


def test_moves_print_in_rules_notation_and_repr_rebuilds_them() -> None:
    assert str(Move.draw()) == "T"
    assert str(Move.play(3)) == "3"
    assert Move.draw().is_draw and not Move.play(0).is_draw
    for move in [Move.draw(), *(Move.play(c) for c in range(7))]:
        assert Move.from_str(str(move)) == move
        assert eval(repr(move)) == move


@pytest.mark.parametrize(
    ("text", "move", "named"),
    [
        ("T:8H", Move.draw(), "8H"),
        ("3:7S", Move.play(3), "7S"),
        ("t", Move.draw(), None),
        ("0", Move.play(0), None),
        (" 6:td ", Move.play(6), "TD"),
    ],
)
def test_move_tokens_parse_with_or_without_a_card(text: str, move: Move, named: str | None) -> None:
    assert parse_move(text) == (move, None if named is None else card(named))


@pytest.mark.parametrize("text", ["7", "X", "", "10", "-1", "3:7X", "3:", "T:"])
def test_bad_move_tokens_raise_a_typed_error_naming_them(text: str) -> None:
    with pytest.raises(MoveFormatError, match="move") as raised:
        parse_move(text)
    assert repr(text) in str(raised.value)
    assert isinstance(raised.value, GolfError)


@pytest.mark.parametrize("column", [-1, 7])
def test_a_move_names_one_of_the_seven_columns(column: int) -> None:
    with pytest.raises(MoveFormatError, match=f"column {column} is outside 0..6"):
        Move.play(column)


def test_move_lists_parse_in_order() -> None:
    assert parse_moves("T:8H 3:7S 4") == [
        (Move.draw(), card("8H")),
        (Move.play(3), card("7S")),
        (Move.play(4), None),
    ]


# --- the start of a hole -------------------------------------------------------------


def test_a_hole_starts_with_35_in_the_tableau_16_in_the_stock_and_the_waste_card() -> None:
    deal = Deal.from_seed(3)
    hole = Hole(deal, Mode.MEDIUM)
    assert hole.position == Position.start(deal)
    assert hole.tableau_left == TABLEAU_SIZE
    assert hole.stock_left == STOCK_SIZE
    assert hole.waste_top == deal.waste_start
    assert hole.waste_cards() == (deal.waste_start,)
    assert hole.stock_cards() == deal.stock
    assert hole.moves_made == 0
    assert hole.outcome is Outcome.PLAYING
    assert not hole.can_undo and not hole.can_redo


def test_legal_moves_list_plays_in_column_order_then_the_draw() -> None:
    deal = make_deal("7C", {0: "8C", 1: "2H", 2: "6D", 3: "7H", 4: "8S"})
    hole = Hole(deal, Mode.EASY)
    assert hole.legal_moves() == [Move.play(0), Move.play(2), Move.play(4), Move.draw()]
    assert legal_moves(deal, Mode.EASY.rules, hole.position) == hole.legal_moves()


# --- adjacency in play, per mode -------------------------------------------------


@pytest.mark.parametrize(
    ("waste", "run"), [("QH", "KS AD 2C"), ("2H", "AD KS QC")], ids=["Q-K-A-2", "2-A-K-Q"]
)
def test_easy_chains_wrap_over_king_and_ace(waste: str, run: str) -> None:
    cards = run.split()
    hole = Hole(make_deal(waste, dict(enumerate(cards))), Mode.EASY)
    for column, text in enumerate(cards):
        assert hole.play_column(column) == card(text)
    assert hole.waste_top == card(cards[-1])


def test_medium_plays_king_on_queen_and_queen_on_king_but_never_wraps() -> None:
    hole = Hole(make_deal("QH", {0: "KS", 1: "AD", 2: "QC"}), Mode.MEDIUM)
    hole.play_column(0)
    refused(hole, lambda: hole.play_column(1), "AD is not adjacent to KS: Kings and Aces do not")
    assert hole.play_column(2) == card("QC")
    hole = Hole(make_deal("AH", {0: "KS"}), Mode.MEDIUM)
    refused(hole, lambda: hole.play_column(0), "KS is not adjacent to AH")


def test_hard_plays_a_king_on_a_queen_then_nothing_follows_it() -> None:
    hole = Hole(make_deal("QH", {0: "KS", 1: "AD", 2: "QC"}), Mode.HARD)
    hole.play_column(0)
    for column, name in [(1, "AD"), (2, "QC")]:
        refused(
            hole,
            lambda column=column: hole.play_column(column),
            f"{name} is not adjacent to KS: nothing may be played onto a King in Hard mode",
        )
    assert hole.legal_moves() == [Move.draw()]


@pytest.mark.parametrize(
    ("mode", "playable"), [(Mode.EASY, [0, 1]), (Mode.MEDIUM, [0]), (Mode.HARD, [])]
)
def test_a_starting_king_on_the_waste(mode: Mode, playable: list[int]) -> None:
    hole = Hole(make_deal("KS", {0: "QH", 1: "AD", 2: "JC"}), mode)
    assert hole.legal_moves() == [*map(Move.play, playable), Move.draw()]
    assert hole.outcome is Outcome.PLAYING


@pytest.mark.parametrize(
    ("mode", "playable"), [(Mode.EASY, [0, 1]), (Mode.MEDIUM, [0]), (Mode.HARD, [])]
)
def test_a_drawn_king_on_the_waste(mode: Mode, playable: list[int]) -> None:
    hole = Hole(make_deal("5S", {0: "QH", 1: "AD", 2: "JC"}, stock="KS"), mode)
    assert hole.draw() == card("KS")
    assert hole.legal_moves() == [*map(Move.play, playable), Move.draw()]


@ALL_MODES
def test_the_last_card_a_king_played_onto_a_queen_wins(mode: Mode) -> None:
    hole = Hole(clearable_deal(), mode)
    columns = clearing_columns()
    play_out(hole, columns[:-1])
    assert hole.tableau_left == 1
    assert hole.waste_top.rank == 12
    king = hole.exposed_card(columns[-1])
    assert king is not None and king.rank == 13
    assert hole.legal_moves() == [Move.play(columns[-1]), Move.draw()]
    assert hole.play_column(columns[-1]) == king
    assert hole.outcome is Outcome.WON


@ALL_MODES
def test_an_ace_never_ends_a_run(mode: Mode) -> None:
    hole = Hole(make_deal("3S", {0: "2C", 1: "AD", 2: "2H", 3: "3C"}), mode)
    play_out(hole, [0, 1, 2, 3])
    assert [str(c) for c in hole.waste_cards()] == ["3S", "2C", "AD", "2H", "3C"]


@ALL_MODES
def test_direction_may_change_at_any_time(mode: Mode) -> None:
    hole = Hole(make_deal("7S", {0: "8C", 1: "7D", 2: "6H"}), mode)
    play_out(hole, [0, 1, 2])
    assert hole.waste_top == card("6H")


# --- illegal plays -------------------------------------------------------------


@ALL_MODES
def test_a_card_two_ranks_away_is_refused_with_the_reason(mode: Mode) -> None:
    hole = Hole(make_deal("9C", {0: "7H"}), mode)
    refused(hole, lambda: hole.play_column(0), "^7H is not adjacent to 9C: a 7 is not one rank")


@ALL_MODES
def test_the_same_rank_is_refused_with_the_reason(mode: Mode) -> None:
    hole = Hole(make_deal("7C", {0: "7H"}), mode)
    refused(hole, lambda: hole.play_column(0), "^7H is not adjacent to 7C: .*same rank")


@ALL_MODES
def test_only_the_exposed_card_of_a_column_is_played(mode: Mode) -> None:
    deal = make_deal("9D", {0: "6H 8C 5S"})
    hole = Hole(deal, mode)
    refused(hole, lambda: hole.play_column(0), "5S is not adjacent to 9D")
    assert Move.play(0) not in hole.legal_moves()
    hole = Hole(make_deal("TD", {0: "6H 8C 9S"}), mode)
    assert hole.play_column(0) == card("9S")
    assert hole.play_column(0) == card("8C")
    assert hole.column_cards(0)[-1] == card("6H")
    refused(hole, lambda: hole.play_column(0), "6H is not adjacent to 8C")


@ALL_MODES
def test_an_empty_column_cannot_be_played_and_stays_empty(mode: Mode) -> None:
    hole = Hole(make_deal("AD", {0: "6C 5C 4C 3C 2C", 1: "7H"}), mode)
    play_out(hole, [0] * 5)
    assert hole.column_cards(0) == ()
    assert hole.exposed_card(0) is None
    refused(hole, lambda: hole.play_column(0), "column 1 is empty")
    hole.play_column(1)
    assert Move.play(0) not in hole.legal_moves()


@ALL_MODES
def test_a_draw_from_an_empty_stock_is_refused_while_a_play_remains(mode: Mode) -> None:
    deal = empty_stock_deal("5S", {0: "6H"})
    hole = Hole(deal, mode)
    for _ in range(STOCK_SIZE):
        hole.draw()
    assert hole.stock_left == 0
    assert hole.outcome is Outcome.PLAYING
    assert hole.legal_moves() == [Move.play(0)]
    refused(hole, hole.draw, "^the stock is empty$")


@ALL_MODES
def test_the_stock_never_recycles(mode: Mode) -> None:
    deal = Deal.from_seed(11)
    hole = Hole(deal, mode)
    drawn = [hole.draw() for _ in range(STOCK_SIZE)]
    assert tuple(drawn) == deal.stock
    assert Move.draw() not in hole.legal_moves()


# --- how a hole ends --------------------------------------------------------------


@ALL_MODES
def test_won_the_moment_the_35th_card_leaves_even_with_stock_left(mode: Mode) -> None:
    hole = Hole(clearable_deal(), mode)
    columns = clearing_columns()
    play_out(hole, columns[:-1])
    assert hole.outcome is Outcome.PLAYING
    hole.play_column(columns[-1])
    assert hole.outcome is Outcome.WON
    assert hole.is_over
    assert hole.stock_left == STOCK_SIZE
    assert hole.score == -STOCK_SIZE
    assert hole.legal_moves() == []
    refused(hole, hole.draw, "the hole is over: the tableau is cleared")
    refused(hole, hole.end, r"the hole is already over \(won\)")


@ALL_MODES
def test_cleared_with_an_empty_stock_scores_zero(mode: Mode) -> None:
    hole = Hole(clearable_deal(), mode)
    for _ in range(STOCK_SIZE):
        hole.draw()
    play_out(hole, clearing_columns())
    assert hole.outcome is Outcome.WON
    assert hole.score == 0


@ALL_MODES
def test_stuck_only_once_the_stock_is_empty_and_no_play_is_left(mode: Mode) -> None:
    hole = Hole(empty_stock_deal("5S", {}), mode)
    for _ in range(STOCK_SIZE - 1):
        hole.draw()
    assert hole.outcome is Outcome.PLAYING
    hole.draw()
    assert hole.outcome is Outcome.STUCK
    assert hole.is_over
    assert hole.score == TABLEAU_SIZE
    assert hole.legal_moves() == []
    refused(hole, hole.draw, "the hole is over: no move is left")
    refused(hole, lambda: hole.play_column(0), "the hole is over: no move is left")
    refused(hole, hole.end, r"already over \(stuck\)")


def test_hard_is_stuck_on_a_king_drawn_last_even_with_a_queen_exposed() -> None:
    hole = Hole(empty_stock_deal("KS", {0: "QH"}), Mode.HARD)
    for _ in range(STOCK_SIZE):
        hole.draw()
    assert hole.outcome is Outcome.STUCK
    assert Hole.replay(hole.deal, Mode.MEDIUM, hole.moves()).outcome is Outcome.PLAYING


@ALL_MODES
def test_empty_stock_with_a_play_left_is_still_playing_until_the_play_is_made(
    mode: Mode,
) -> None:
    hole = Hole(empty_stock_deal("5S", {0: "6H"}), mode)
    for _ in range(STOCK_SIZE):
        hole.draw()
    assert hole.outcome is Outcome.PLAYING
    assert board_outcome(hole.deal, hole.rules, hole.position) is Outcome.PLAYING
    hole.play_column(0)
    assert hole.outcome is Outcome.STUCK
    assert board_outcome(hole.deal, hole.rules, hole.position) is Outcome.STUCK


@pytest.mark.parametrize("moves_first", [0, 3])
@ALL_MODES
def test_the_player_may_end_at_any_time(mode: Mode, moves_first: int) -> None:
    hole = Hole(clearable_deal(), mode)
    play_out(hole, clearing_columns()[:moves_first])
    hole.end()
    assert hole.outcome is Outcome.ENDED
    assert hole.is_over
    assert hole.score == TABLEAU_SIZE - moves_first
    assert hole.moves_made == moves_first
    assert hole.steps()[-1] is END
    assert hole.legal_moves() == []
    refused(hole, hole.draw, "the hole is over: it was ended")
    refused(hole, lambda: hole.play_column(0), "the hole is over: it was ended")
    refused(hole, hole.end, r"already over \(ended\)")


def test_the_player_may_end_with_an_empty_stock_and_a_play_left() -> None:
    hole = Hole(empty_stock_deal("5S", {0: "6H"}), Mode.EASY)
    for _ in range(STOCK_SIZE):
        hole.draw()
    hole.end()
    assert hole.outcome is Outcome.ENDED


# --- scoring ----------------------------------------------------------------------


def test_not_cleared_scores_one_per_tableau_card_left() -> None:
    hole = Hole(clearable_deal(), Mode.EASY)
    play_out(hole, clearing_columns()[:-2])
    hole.end()
    assert hole.score == 2


@pytest.mark.parametrize(("drawn", "expected"), [(0, -16), (10, -6), (16, 0)])
def test_cleared_scores_minus_one_per_stock_card_left(drawn: int, expected: int) -> None:
    cleared = Position((0,) * 7, drawn, card("KS"))
    assert score(cleared) == expected


@pytest.mark.parametrize("heights", [(5,) * 7, (0, 0, 0, 0, 0, 0, 1), (2, 0, 0, 0, 0, 3, 0)])
def test_uncleared_score_ignores_the_stock(heights: tuple[int, ...]) -> None:
    for drawn in (0, 16):
        assert score(Position(heights, drawn, card("KS"))) == sum(heights)


# --- undo and redo ------------------------------------------------------------------


@ALL_MODES
def test_undo_takes_back_a_play_and_redo_makes_it_again(mode: Mode) -> None:
    hole = Hole(clearable_deal(), mode)
    start = snapshot(hole)
    played = hole.play_column(0)
    after = snapshot(hole)
    assert hole.undo() == Move.play(0)
    assert snapshot(hole)[:3] == start[:3]
    assert hole.column_cards(0)[-1] == played
    assert hole.can_redo
    assert hole.redo() == Move.play(0)
    assert snapshot(hole) == after


@ALL_MODES
def test_undo_takes_back_a_draw(mode: Mode) -> None:
    deal = Deal.from_seed(5)
    hole = Hole(deal, mode)
    hole.draw()
    hole.draw()
    assert hole.undo() == Move.draw()
    assert hole.stock_cards() == deal.stock[1:]
    assert hole.waste_top == deal.stock[0]
    assert hole.redo() == Move.draw()
    assert hole.waste_top == deal.stock[1]


@ALL_MODES
def test_undo_takes_back_an_end(mode: Mode) -> None:
    hole = Hole(clearable_deal(), mode)
    hole.play_column(0)
    hole.end()
    assert hole.undo() is END
    assert hole.outcome is Outcome.PLAYING
    assert hole.moves_made == 1
    assert hole.redo() is END
    assert hole.outcome is Outcome.ENDED
    hole.undo()
    hole.play_column(0)
    assert hole.outcome is Outcome.PLAYING


def test_a_won_hole_can_be_undone_and_won_again() -> None:
    hole = Hole(clearable_deal(), Mode.HARD)
    play_out(hole, clearing_columns())
    hole.undo()
    assert hole.outcome is Outcome.PLAYING
    assert hole.tableau_left == 1
    hole.redo()
    assert hole.outcome is Outcome.WON


def test_undo_is_unlimited_back_to_the_start() -> None:
    deal = clearable_deal()
    hole = Hole(deal, Mode.EASY)
    hole.draw()
    hole.undo()
    play_out(hole, clearing_columns())
    positions = list(hole.positions())
    for expected in reversed(positions[:-1]):
        hole.undo()
        assert hole.position == expected
    assert hole.position == Position.start(deal)
    assert not hole.can_undo
    refused(hole, hole.undo, "nothing to undo")
    for expected in positions[1:]:
        hole.redo()
        assert hole.position == expected
    refused(hole, hole.redo, "nothing to redo")


def test_a_new_move_clears_the_redo_list_but_a_refused_one_does_not() -> None:
    hole = Hole(make_deal("5S", {0: "6H", 1: "4D", 2: "9C"}), Mode.MEDIUM)
    hole.play_column(0)
    hole.undo()
    refused(hole, lambda: hole.play_column(2), "9C is not adjacent to 5S")
    assert hole.can_redo
    hole.play_column(1)
    assert not hole.can_redo


# --- locking --------------------------------------------------------------------


def test_a_locked_hole_refuses_every_change() -> None:
    hole = Hole(clearable_deal(), Mode.EASY)
    hole.play_column(0)
    hole.end()
    hole.undo()
    hole.lock()
    assert hole.locked
    assert not hole.can_undo and not hole.can_redo
    assert hole.legal_moves() == []
    for action in (hole.undo, hole.redo, hole.draw, hole.end, lambda: hole.play_column(0)):
        refused(hole, action, "the hole is locked")


# --- history, notation and replay -----------------------------------------------


def test_notation_steps_and_waste_record_what_happened() -> None:
    deal = make_deal("TD", {0: "8C 9S"}, stock="JH")
    hole = Hole(deal, Mode.EASY)
    hole.play_column(0)
    hole.draw()
    hole.end()
    assert hole.notation() == "0:9S T:JH"
    assert hole.moves() == [Move.play(0), Move.draw()]
    assert hole.steps() == [Move.play(0), Move.draw(), END]
    assert hole.moves_made == 2
    assert hole.waste_cards() == (card("TD"), card("9S"), card("JH"))


def test_saved_steps_round_trip_and_replay_to_the_same_hole() -> None:
    hole = Hole(clearable_deal(), Mode.MEDIUM)
    play_out(hole, clearing_columns()[:7])
    hole.draw()
    hole.end()
    text = steps_to_str(hole.steps())
    assert text.endswith(" T END")
    assert parse_steps(text) == hole.steps()
    again = Hole.replay(hole.deal, hole.mode, parse_steps(text))
    assert (again.position, again.outcome, again.score) == (hole.position, hole.outcome, hole.score)


def test_replay_raises_at_an_illegal_step() -> None:
    deal = make_deal("9C", {0: "7H"})
    with pytest.raises(IllegalMoveError, match="7H is not adjacent to 9C"):
        Hole.replay(deal, Mode.EASY, [Move.play(0)])
    with pytest.raises(IllegalMoveError, match="it was ended"):
        Hole.replay(deal, Mode.EASY, [END, Move.draw()])


# --- the pure functions ----------------------------------------------------------


def test_apply_move_returns_a_new_position_and_refuses_illegal_moves() -> None:
    deal = make_deal("TD", {0: "8C 9S", 1: "8H"}, stock="JH")
    rules = Mode.EASY.rules
    start = Position.start(deal)
    assert str(illegal_reason(deal, rules, start, Move.play(1))) == (
        "8H is not adjacent to TD: an 8 is not one rank away from 10"
    )
    after = apply_move(deal, rules, start, Move.play(0))
    assert after == Position((4, 5, 5, 5, 5, 5, 5), 0, card("9S"))
    assert start == Position.start(deal)
    assert illegal_reason(deal, rules, after, Move.play(0)) is None
    assert illegal_reason(deal, rules, after, Move.draw()) is None
    assert apply_move(deal, rules, after, Move.draw()) == Position(after.heights, 1, card("JH"))
    with pytest.raises(IllegalMoveError, match=r"^8H is not adjacent to TD"):
        apply_move(deal, rules, start, Move.play(1))


def test_moved_card_and_exposed_card() -> None:
    deal = make_deal("TD", {0: "8C 9S"}, stock="JH")
    start = Position.start(deal)
    assert exposed_card(deal, start, 0) == card("9S")
    assert moved_card(deal, start, Move.play(0)) == card("9S")
    assert moved_card(deal, start, Move.draw()) == card("JH")
    assert moved_card(deal, Position(start.heights, STOCK_SIZE, card("TD")), Move.draw()) is None
    assert exposed_card(deal, Position((0,) * 7, 0, card("TD")), 3) is None


def test_positions_are_small_hashable_values() -> None:
    deal = Deal.from_seed(2)
    start = Position.start(deal)
    assert start.stock_left == STOCK_SIZE
    assert start.tableau_left == TABLEAU_SIZE
    assert {start, Position.start(deal)} == {start}
    with pytest.raises(AttributeError):
        start.stock_index = 3  # type: ignore[misc]
