"""The three modes and the one adjacency rule, checked over every rank pair."""

import itertools

import pytest

from golf_game.engine import ACE, KING, Mode, Rules, adjacent_ranks, is_adjacent, why_not_adjacent

RANKS = range(ACE, KING + 1)
QUEEN = 12


def expected_adjacent(waste: int, card: int, mode: Mode) -> bool:
    """The RULES.md table, written out case by case rather than as a formula."""
    if mode is Mode.HARD and waste == KING:
        return False
    if abs(waste - card) == 1:
        return True
    return mode is Mode.EASY and {waste, card} == {ACE, KING}


@pytest.mark.parametrize("mode", Mode)
def test_adjacency_matches_the_rules_table_for_every_rank_pair(mode: Mode) -> None:
    for waste, card in itertools.product(RANKS, RANKS):
        assert is_adjacent(waste, card, mode.rules) == expected_adjacent(waste, card, mode), (
            f"{mode.value}: {card} on {waste}"
        )


@pytest.mark.parametrize("mode", Mode)
def test_one_rank_up_or_down_is_adjacent_in_the_middle_of_the_deck(mode: Mode) -> None:
    assert is_adjacent(7, 8, mode.rules)
    assert is_adjacent(7, 6, mode.rules)
    assert is_adjacent(2, ACE, mode.rules)
    assert is_adjacent(ACE, 2, mode.rules)


@pytest.mark.parametrize("mode", Mode)
def test_two_away_and_same_rank_are_never_adjacent(mode: Mode) -> None:
    assert not is_adjacent(7, 9, mode.rules)
    assert not is_adjacent(9, 7, mode.rules)
    for rank in RANKS:
        assert not is_adjacent(rank, rank, mode.rules)


def test_easy_wraps_king_to_ace_both_ways() -> None:
    rules = Mode.EASY.rules
    assert is_adjacent(KING, ACE, rules)
    assert is_adjacent(ACE, KING, rules)
    assert adjacent_ranks(KING, rules) == (ACE, QUEEN)
    assert adjacent_ranks(ACE, rules) == (2, KING)


def test_medium_does_not_wrap_but_queen_and_king_connect_both_ways() -> None:
    rules = Mode.MEDIUM.rules
    assert not is_adjacent(KING, ACE, rules)
    assert not is_adjacent(ACE, KING, rules)
    assert is_adjacent(KING, QUEEN, rules)
    assert is_adjacent(QUEEN, KING, rules)
    assert adjacent_ranks(KING, rules) == (QUEEN,)
    assert adjacent_ranks(ACE, rules) == (2,)


def test_hard_allows_a_king_on_a_queen_but_nothing_on_a_king() -> None:
    rules = Mode.HARD.rules
    assert is_adjacent(QUEEN, KING, rules)
    assert adjacent_ranks(KING, rules) == ()
    assert not is_adjacent(KING, ACE, rules)
    assert not is_adjacent(ACE, KING, rules)


@pytest.mark.parametrize("mode", Mode)
def test_adjacent_ranks_lists_exactly_the_legal_ranks(mode: Mode) -> None:
    for waste in RANKS:
        expected = tuple(card for card in RANKS if expected_adjacent(waste, card, mode))
        assert adjacent_ranks(waste, mode.rules) == expected


@pytest.mark.parametrize("mode", Mode)
def test_why_not_adjacent_is_none_exactly_when_adjacent(mode: Mode) -> None:
    for waste, card in itertools.product(RANKS, RANKS):
        reason = why_not_adjacent(waste, card, mode.rules)
        assert (reason is None) == is_adjacent(waste, card, mode.rules)


def test_reasons_say_why_in_player_words() -> None:
    medium, hard = Mode.MEDIUM.rules, Mode.HARD.rules
    assert why_not_adjacent(9, 7, medium) == "a 7 is not one rank away from 9"
    assert why_not_adjacent(10, 10, medium) == "a 10 cannot go on a 10: same rank"
    assert why_not_adjacent(8, 8, medium) == "an 8 cannot go on an 8: same rank"
    assert why_not_adjacent(5, ACE, medium) == "an A is not one rank away from 5"
    assert why_not_adjacent(KING, ACE, medium) == "Kings and Aces do not connect in this mode"
    assert why_not_adjacent(KING, QUEEN, hard) == "nothing may be played onto a King in Hard mode"


def test_each_mode_carries_its_rules() -> None:
    assert Mode.EASY.rules == Rules(wrap=True, king_blocks=False)
    assert Mode.MEDIUM.rules == Rules(wrap=False, king_blocks=False)
    assert Mode.HARD.rules == Rules(wrap=False, king_blocks=True)


@pytest.mark.parametrize("mode", Mode)
def test_mode_names_round_trip_and_describe_themselves(mode: Mode) -> None:
    assert Mode.from_str(mode.value) is mode
    assert Mode.from_str(f" {mode.value.upper()} ") is mode
    assert mode.title == mode.value.capitalize()
    assert mode.description


def test_unknown_mode_names_the_choices() -> None:
    with pytest.raises(ValueError, match="unknown mode 'putt': choose one of easy, medium, hard"):
        Mode.from_str("putt")
