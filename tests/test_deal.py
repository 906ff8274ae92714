"""Deals: seeds, the one-line notation, PySolFC board text and malformed input."""

import csv
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from builders import make_deal

from golf_game.engine import (
    COLUMN_HEIGHT,
    COLUMNS,
    STOCK_SIZE,
    TABLEAU_SIZE,
    Card,
    Deal,
    DealFormatError,
    GolfError,
    full_deck,
)

DATA = Path(__file__).parent / "data"
BOARD_EXAMPLE = DATA / "pysolfc_board_example.txt"
BOARD_EXAMPLE_DEAL_ID = "4"


def reference_row(mode: str, deal_id: str) -> dict[str, str]:
    with (DATA / f"golf_{mode}.csv").open(newline="") as file:
        return next(row for row in csv.DictReader(file) if row["deal_id"] == deal_id)


def test_sizes_add_up_to_one_deck() -> None:
    assert COLUMNS * COLUMN_HEIGHT == TABLEAU_SIZE == 35
    assert TABLEAU_SIZE + 1 + STOCK_SIZE == 52


@pytest.mark.parametrize("seed", [0, 1, 7, 2**31 - 1])
def test_a_seeded_deal_is_a_whole_deck_in_the_right_shape(seed: int) -> None:
    deal = Deal.from_seed(seed)
    assert len(deal.columns) == COLUMNS
    assert all(len(column) == COLUMN_HEIGHT for column in deal.columns)
    assert len(deal.stock) == STOCK_SIZE
    assert sorted(deal.all_cards()) == sorted(full_deck())


def test_the_same_seed_gives_the_same_deal() -> None:
    assert Deal.from_seed(12345) == Deal.from_seed(12345)
    assert Deal.from_seed(12345).to_line() == Deal.from_seed(12345).to_line()


def test_different_seeds_give_different_deals() -> None:
    lines = {Deal.from_seed(seed).to_line() for seed in range(200)}
    assert len(lines) == 200


def test_dealing_leaves_the_global_random_generator_alone() -> None:
    random.seed(99)
    state = random.getstate()
    Deal.from_seed(5)
    assert random.getstate() == state
    random.seed(1)
    first = Deal.from_seed(3)
    random.seed(2)
    assert Deal.from_seed(3) == first


@pytest.mark.parametrize("seed", range(20))
def test_one_line_notation_round_trips(seed: int) -> None:
    deal = Deal.from_seed(seed)
    assert Deal.from_line(deal.to_line()) == deal
    assert Deal.from_fields(*deal.fields()) == deal
    assert str(deal) == deal.to_line()


def test_one_line_notation_lists_columns_top_to_exposed_then_waste_then_stock() -> None:
    deal = make_deal("TH", {0: "JD 5H KH AS 4H"}, stock="8H 2C")
    columns, waste, stock = deal.fields()
    assert columns.split("|")[0] == "JD 5H KH AS 4H"
    assert waste == "TH"
    assert stock.split()[:2] == ["8H", "2C"]


@pytest.mark.parametrize("mode", ["easy", "medium", "hard"])
def test_reference_rows_load_as_the_deal_they_describe(mode: str) -> None:
    row = reference_row(mode, "1")
    deal = Deal.from_fields(row["columns"], row["waste_start"], row["stock"])
    assert deal.fields() == (row["columns"], row["waste_start"], row["stock"])
    assert deal.columns[0][-1] == Card.from_str(row["columns"].split("|")[0].split()[-1])
    assert deal.stock[0] == Card.from_str(row["stock"].split()[0])


@pytest.mark.parametrize("mode", ["easy", "medium", "hard"])
def test_the_pysolfc_board_example_is_deal_4_of_the_reference_files(mode: str) -> None:
    row = reference_row(mode, BOARD_EXAMPLE_DEAL_ID)
    expected = Deal.from_fields(row["columns"], row["waste_start"], row["stock"])
    assert Deal.from_board(BOARD_EXAMPLE.read_text()) == expected


def test_board_text_round_trips_byte_for_byte_on_the_example() -> None:
    text = BOARD_EXAMPLE.read_text()
    assert Deal.from_board(text).to_board() == text


@pytest.mark.parametrize("seed", range(10))
def test_board_text_round_trips(seed: int) -> None:
    deal = Deal.from_seed(seed)
    assert Deal.from_board(deal.to_board()) == deal


def test_board_text_starts_with_talon_in_draw_order_then_the_waste() -> None:
    deal = make_deal("3H", stock="7H 2H")
    lines = deal.to_board().splitlines()
    assert lines[0].startswith("Talon: 7H 2H ")
    assert lines[1] == "Foundations: 3H"
    assert len(lines) == 2 + COLUMNS


def test_board_text_ignores_blank_and_comment_lines() -> None:
    deal = Deal.from_seed(8)
    text = "# a comment\n\n" + deal.to_board().replace("\n", "\n\n")
    assert Deal.from_board(text) == deal


# --- malformed deals ---------------------------------------------------------

FIELDS = Deal.from_seed(4).fields()
CARDS = FIELDS[2].split()


def test_51_cards_is_refused_naming_the_short_stock() -> None:
    with pytest.raises(DealFormatError, match="the stock has 15 cards, expected 16"):
        Deal.from_fields(FIELDS[0], FIELDS[1], " ".join(CARDS[:-1]))


def test_53_cards_is_refused_naming_the_long_stock() -> None:
    with pytest.raises(DealFormatError, match="the stock has 17 cards, expected 16"):
        Deal.from_fields(FIELDS[0], FIELDS[1], " ".join([*CARDS, CARDS[0]]))


def test_a_column_of_the_wrong_height_is_refused_naming_the_column() -> None:
    columns = FIELDS[0].split("|")
    columns[2] += " " + CARDS[0]
    with pytest.raises(DealFormatError, match="column 3 has 6 cards, expected 5"):
        Deal.from_fields("|".join(columns), FIELDS[1], " ".join(CARDS[1:]))


def test_a_duplicate_card_is_refused_naming_the_card() -> None:
    stock = [*CARDS[:-1], FIELDS[1]]
    with pytest.raises(DealFormatError, match=f"duplicate card {FIELDS[1]}"):
        Deal.from_fields(FIELDS[0], FIELDS[1], " ".join(stock))


def test_an_unknown_card_is_refused_naming_the_text() -> None:
    with pytest.raises(DealFormatError, match="unknown card '1X'"):
        Deal.from_fields(FIELDS[0], FIELDS[1], " ".join([*CARDS[:-1], "1X"]))


@pytest.mark.parametrize("count", [6, 8])
def test_the_wrong_number_of_columns_is_refused(count: int) -> None:
    columns = FIELDS[0].split("|")
    text = "|".join(columns[:count] if count < COLUMNS else [*columns, columns[0]])
    with pytest.raises(
        DealFormatError, match=f"expected 7 columns separated by '\\|', got {count}"
    ):
        Deal.from_fields(text, FIELDS[1], FIELDS[2])


@pytest.mark.parametrize(("waste", "count"), [("", 0), ("3H 4H", 2)])
def test_the_waste_must_be_exactly_one_card(waste: str, count: int) -> None:
    with pytest.raises(DealFormatError, match=f"expected one waste card, got {count}"):
        Deal.from_fields(FIELDS[0], waste, FIELDS[2])


def test_a_line_needs_exactly_three_fields() -> None:
    with pytest.raises(DealFormatError, match=r"three comma-separated fields.*got 2 field"):
        Deal.from_line(",".join(FIELDS[:2]))


def test_a_deal_built_directly_is_validated_too() -> None:
    deal = Deal.from_seed(4)
    with pytest.raises(DealFormatError, match="a deal has 7 columns, got 6"):
        Deal(deal.columns[:6], deal.waste_start, deal.stock)
    with pytest.raises(DealFormatError, match="duplicate card"):
        Deal(deal.columns, deal.stock[0], deal.stock)


@pytest.mark.parametrize(
    ("edit", "match"),
    [
        (lambda lines: lines[1:], "no 'Talon:' line"),
        (lambda lines: [lines[0], *lines[2:]], "'Foundations:' line with one card"),
        (lambda lines: lines[:-1], "a deal has 7 columns, got 6"),
        (lambda lines: [*lines[:-1], lines[-1] + " ZZ"], "unknown card 'ZZ'"),
    ],
    ids=["no talon", "no foundations", "six columns", "unknown card"],
)
def test_malformed_board_text_is_refused_naming_the_problem(
    edit: Callable[[list[str]], list[str]], match: str
) -> None:
    lines = Deal.from_seed(4).to_board().splitlines()
    with pytest.raises(DealFormatError, match=match):
        Deal.from_board("\n".join(edit(lines)))


def test_deal_errors_are_golf_errors_and_value_errors() -> None:
    with pytest.raises(GolfError):
        Deal.from_line("nonsense")
    with pytest.raises(ValueError):
        Deal.from_line("nonsense")
