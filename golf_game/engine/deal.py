"""A deal: the fixed layout a hole starts from.

Reproducible from an integer seed with a private ``random.Random``; reads and
writes the one-line notation of RULES.md and the PySolFC / black-hole-solver
board text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import Card, full_deck, parse_cards
from .errors import CardFormatError, DealFormatError

COLUMNS = 7
COLUMN_HEIGHT = 5
TABLEAU_SIZE = COLUMNS * COLUMN_HEIGHT
STOCK_SIZE = 16


@dataclass(frozen=True, slots=True)
class Deal:
    """Seven columns of five (top first, exposed card last), a waste card and a
    16-card stock in draw order. Validated on construction."""

    columns: tuple[tuple[Card, ...], ...]
    waste_start: Card
    stock: tuple[Card, ...]

    def __post_init__(self) -> None:
        if len(self.columns) != COLUMNS:
            raise DealFormatError(f"a deal has {COLUMNS} columns, got {len(self.columns)}")
        for number, column in enumerate(self.columns, start=1):
            if len(column) != COLUMN_HEIGHT:
                raise DealFormatError(
                    f"column {number} has {len(column)} cards, expected {COLUMN_HEIGHT}"
                )
        if len(self.stock) != STOCK_SIZE:
            raise DealFormatError(f"the stock has {len(self.stock)} cards, expected {STOCK_SIZE}")
        seen: set[Card] = set()
        for card in self.all_cards():
            if card in seen:
                raise DealFormatError(f"duplicate card {card}")
            seen.add(card)

    def all_cards(self) -> tuple[Card, ...]:
        """Every card of the deal: columns, then waste, then stock."""
        tableau = tuple(card for column in self.columns for card in column)
        return (*tableau, self.waste_start, *self.stock)

    # --- seeds -----------------------------------------------------------

    @classmethod
    def from_seed(cls, seed: int) -> Deal:
        """The deal for ``seed``: the same on every machine and Python 3.10+."""
        deck = list(full_deck())
        random.Random(seed).shuffle(deck)
        columns = tuple(
            tuple(deck[c * COLUMN_HEIGHT : (c + 1) * COLUMN_HEIGHT]) for c in range(COLUMNS)
        )
        return cls(columns, deck[TABLEAU_SIZE], tuple(deck[TABLEAU_SIZE + 1 :]))

    # --- one-line notation -------------------------------------------------

    @classmethod
    def from_fields(cls, columns: str, waste_start: str, stock: str) -> Deal:
        """Build from the three CSV fields of RULES.md's notation."""
        parts = columns.split("|")
        if len(parts) != COLUMNS:
            raise DealFormatError(f"expected {COLUMNS} columns separated by '|', got {len(parts)}")
        try:
            parsed_columns = tuple(parse_cards(part) for part in parts)
            waste = parse_cards(waste_start)
            parsed_stock = parse_cards(stock)
        except CardFormatError as error:
            raise DealFormatError(str(error)) from None
        if len(waste) != 1:
            raise DealFormatError(f"expected one waste card, got {len(waste)}")
        return cls(parsed_columns, waste[0], parsed_stock)

    @classmethod
    def from_line(cls, line: str) -> Deal:
        """Parse ``columns,waste_start,stock`` (the CSV fields joined by commas)."""
        fields = line.strip().split(",")
        if len(fields) != 3:
            raise DealFormatError(
                "a deal line is 'columns,waste,stock' (three comma-separated fields), "
                f"got {len(fields)} field(s)"
            )
        return cls.from_fields(*fields)

    def fields(self) -> tuple[str, str, str]:
        """The three fields ``(columns, waste_start, stock)`` as text."""
        columns = "|".join(" ".join(map(str, column)) for column in self.columns)
        return columns, str(self.waste_start), " ".join(map(str, self.stock))

    def to_line(self) -> str:
        """The one-line notation: ``columns,waste_start,stock``."""
        return ",".join(self.fields())

    def __str__(self) -> str:
        return self.to_line()

    # --- PySolFC / black-hole-solver board text ----------------------------

    @classmethod
    def from_board(cls, text: str) -> Deal:
        """Parse board text: a ``Talon:`` line (draw order), a ``Foundations:``
        line (the waste card) and seven column lines (top card first)."""
        talon: tuple[Card, ...] | None = None
        waste: tuple[Card, ...] | None = None
        columns: list[tuple[Card, ...]] = []
        try:
            for raw in text.splitlines():
                line = raw.strip()
                if not line or line.startswith("#"):
                    continue
                head, _, rest = line.partition(":")
                if rest and head.strip().lower() == "talon":
                    talon = parse_cards(rest)
                elif rest and head.strip().lower() == "foundations":
                    waste = parse_cards(rest)
                else:
                    columns.append(parse_cards(line))
        except CardFormatError as error:
            raise DealFormatError(str(error)) from None
        if talon is None:
            raise DealFormatError("board text has no 'Talon:' line")
        if waste is None or len(waste) != 1:
            raise DealFormatError("board text needs a 'Foundations:' line with one card")
        return cls(tuple(columns), waste[0], talon)

    def to_board(self) -> str:
        """Board text that PySolFC and black-hole-solver read."""
        lines = ["Talon: " + " ".join(map(str, self.stock)), f"Foundations: {self.waste_start}"]
        lines += [" ".join(map(str, column)) for column in self.columns]
        return "\n".join(lines) + "\n"
