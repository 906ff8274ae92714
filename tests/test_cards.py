"""Cards: the two-character notation of RULES.md, indices, labels, errors."""

import pytest

from golf_game.engine import (
    ACE,
    KING,
    Card,
    CardFormatError,
    GolfError,
    Suit,
    full_deck,
    parse_cards,
    rank_label,
    rank_name,
)


def test_full_deck_has_52_distinct_cards_13_per_suit() -> None:
    deck = full_deck()
    assert len(deck) == 52
    assert len(set(deck)) == 52
    for suit in Suit:
        assert sorted(card.rank for card in deck if card.suit is suit) == list(range(ACE, KING + 1))


@pytest.mark.parametrize("card", full_deck(), ids=str)
def test_every_card_round_trips_through_its_text(card: Card) -> None:
    text = str(card)
    assert len(text) == 2
    assert Card.from_str(text) == card


def test_notation_uses_rank_then_suit_with_t_for_ten() -> None:
    assert str(Card(ACE, Suit.SPADES)) == "AS"
    assert str(Card(10, Suit.DIAMONDS)) == "TD"
    assert str(Card(7, Suit.CLUBS)) == "7C"
    assert str(Card(KING, Suit.HEARTS)) == "KH"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("td", Card(10, Suit.DIAMONDS)),
        ("10D", Card(10, Suit.DIAMONDS)),
        (" 7h ", Card(7, Suit.HEARTS)),
    ],
)
def test_parsing_is_lenient_about_case_spaces_and_10(text: str, expected: Card) -> None:
    assert Card.from_str(text) == expected


@pytest.mark.parametrize("text", ["", "7", "7X", "1H", "ZH", "7HH", "H7", "11H", "10"])
def test_unknown_card_text_raises_a_typed_error_naming_it(text: str) -> None:
    with pytest.raises(CardFormatError, match="unknown card") as raised:
        Card.from_str(text)
    assert repr(text) in str(raised.value)
    assert isinstance(raised.value, GolfError)
    assert isinstance(raised.value, ValueError)


@pytest.mark.parametrize("rank", [0, 14, -1])
def test_a_card_outside_ace_to_king_cannot_exist(rank: int) -> None:
    with pytest.raises(CardFormatError, match=f"rank {rank} is outside 1..13"):
        Card(rank, Suit.CLUBS)


def test_indices_are_dense_and_distinct() -> None:
    assert sorted(card.index for card in full_deck()) == list(range(52))


def test_cards_are_frozen_and_hashable() -> None:
    card = Card.from_str("7H")
    assert {card, Card.from_str("7H")} == {card}
    with pytest.raises(AttributeError):
        card.rank = 8  # type: ignore[misc]


def test_repr_is_a_constructor_call_that_rebuilds_the_card() -> None:
    card = Card.from_str("QS")
    assert repr(card) == "Card.from_str('QS')"
    assert eval(repr(card)) == card


def test_cards_sort_by_rank_then_suit_even_with_equal_ranks() -> None:
    ordered = sorted(reversed(full_deck()))
    assert [str(card) for card in ordered[:5]] == ["AC", "AD", "AH", "AS", "2C"]
    assert ordered[-1] == Card.from_str("KS")
    assert Card.from_str("7C") < Card.from_str("7S") <= Card.from_str("7S") < Card.from_str("8C")


def test_labels_are_what_a_player_reads() -> None:
    assert Card.from_str("TH").label == "10\u2665"
    assert Card.from_str("AS").label == "A\u2660"
    assert rank_label(10) == "10"
    assert rank_label(KING) == "K"
    assert [rank_name(r) for r in range(ACE, KING + 1)] == list("A23456789TJQK")


def test_rank_names_outside_the_deck_are_refused() -> None:
    with pytest.raises(CardFormatError):
        rank_name(14)
    with pytest.raises(CardFormatError):
        rank_label(0)


def test_suit_colours_and_symbols() -> None:
    assert {suit for suit in Suit if suit.is_red} == {Suit.DIAMONDS, Suit.HEARTS}
    assert len({suit.symbol for suit in Suit}) == 4


def test_parse_cards_reads_a_space_separated_list() -> None:
    assert parse_cards("7H 2H  jh") == (
        Card(7, Suit.HEARTS),
        Card(2, Suit.HEARTS),
        Card(11, Suit.HEARTS),
    )
    assert parse_cards("") == ()
    with pytest.raises(CardFormatError, match="'7X'"):
        parse_cards("7H 7X")
