"""Hand-made deals for edge cases: choose the cards that matter, fill the rest.

Every deal built here is a real, validated :class:`Deal` of 52 distinct cards,
so the engine under test sees nothing it would not see in play.
"""

from __future__ import annotations

from collections.abc import Mapping

from golf_game.engine import (
    COLUMN_HEIGHT,
    COLUMNS,
    STOCK_SIZE,
    Card,
    Deal,
    full_deck,
    parse_cards,
)


def make_deal(
    waste: str,
    columns: Mapping[int, str] | None = None,
    stock: str = "",
    last_draws: str = "",
) -> Deal:
    """A deal with the chosen cards and unused cards everywhere else.

    ``columns`` maps a column index to the cards at its exposed end, listed top
    to exposed like RULES.md (``{0: "6H 9C"}`` puts 9C exposed with 6H above
    it); filler cards go above them. ``stock`` lists the first cards drawn
    and ``last_draws`` the last ones; filler cards are drawn in between.
    """
    chosen_columns = {c: parse_cards(text) for c, text in (columns or {}).items()}
    chosen_stock = parse_cards(stock)
    chosen_end = parse_cards(last_draws)
    waste_card = Card.from_str(waste)
    used = {
        waste_card,
        *chosen_stock,
        *chosen_end,
        *(card for cards in chosen_columns.values() for card in cards),
    }
    filler = iter(card for card in full_deck() if card not in used)
    built_columns = []
    for c in range(COLUMNS):
        bottom = chosen_columns.get(c, ())
        top = tuple(next(filler) for _ in range(COLUMN_HEIGHT - len(bottom)))
        built_columns.append(top + bottom)
    middle = tuple(next(filler) for _ in range(STOCK_SIZE - len(chosen_stock) - len(chosen_end)))
    return Deal(tuple(built_columns), waste_card, chosen_stock + middle + chosen_end)


def clearable_deal() -> Deal:
    """A deal whose whole tableau clears by playing column 0 down, then column
    1, and so on to column 6, in every mode.

    The run is 4, then 3 2 3 ... Q, J ... A, 2 ... Q and finally a King onto a
    Queen (legal even in Hard, where it is the last card). The stock's last
    card is a 2, adjacent to the first tableau card (a 3), so drawing the
    whole stock first and then playing the run also clears the tableau.
    """
    ranks = [3, *range(2, 13), *range(11, 0, -1), *range(2, 13), 13]
    waste_rank = 4
    deck = list(full_deck())
    waste = _take(deck, waste_rank)
    run = [_take(deck, rank) for rank in ranks]
    last_draw = _take(deck, 2)
    stock = (*deck, last_draw)
    columns = tuple(
        tuple(reversed(run[c * COLUMN_HEIGHT : (c + 1) * COLUMN_HEIGHT])) for c in range(COLUMNS)
    )
    return Deal(columns, waste, stock)


def clearing_columns() -> list[int]:
    """The column of each play that clears :func:`clearable_deal`, in order."""
    return [c for c in range(COLUMNS) for _ in range(COLUMN_HEIGHT)]


def _take(deck: list[Card], rank: int) -> Card:
    card = next(card for card in deck if card.rank == rank)
    deck.remove(card)
    return card
