"""Cards and ranks in the notation of RULES.md (``AS``, ``TD``, ``7C``)."""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass

from .errors import CardFormatError

RANK_CHARS = "A23456789TJQK"
"""Rank characters in rank order: index 0 is the Ace (rank 1)."""

ACE = 1
KING = 13
RANKS = range(ACE, KING + 1)


@functools.total_ordering
class Suit(enum.Enum):
    """The four suits. Golf ignores them; they exist to name and draw cards.

    Ordered (clubs, diamonds, hearts, spades) so that cards of the same rank
    sort instead of raising ``TypeError``.
    """

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def symbol(self) -> str:
        return {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}[self.value]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return SUITS.index(self) < SUITS.index(other)


SUITS = tuple(Suit)


def rank_name(rank: int) -> str:
    """The one-character name of a rank: ``1 -> "A"``, ``10 -> "T"``."""
    if rank not in RANKS:
        raise CardFormatError(f"rank {rank} is outside 1..13")
    return RANK_CHARS[rank - 1]


def rank_label(rank: int) -> str:
    """The rank as a player reads it: ``"10"`` rather than ``"T"``."""
    return "10" if rank == 10 else rank_name(rank)


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card. Immutable and hashable; ``str`` gives ``"7H"``."""

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if self.rank not in RANKS:
            raise CardFormatError(f"rank {self.rank} is outside 1..13")

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Parse ``"7H"``, ``"TD"`` or ``"10D"``; case-insensitive."""
        cleaned = text.strip().upper()
        if cleaned.startswith("10"):
            cleaned = "T" + cleaned[2:]
        if len(cleaned) != 2 or cleaned[0] not in RANK_CHARS:
            raise CardFormatError(f"unknown card {text!r}: expected rank then suit, like 7H or TD")
        try:
            suit = Suit(cleaned[1])
        except ValueError:
            raise CardFormatError(f"unknown card {text!r}: suit must be one of C D H S") from None
        return cls(RANK_CHARS.index(cleaned[0]) + 1, suit)

    @property
    def index(self) -> int:
        """A dense index 0..51, stable across runs (suit-major)."""
        return SUITS.index(self.suit) * 13 + self.rank - 1

    @property
    def label(self) -> str:
        """The card as a player reads it, with a suit symbol: ``"10♥"``."""
        return rank_label(self.rank) + self.suit.symbol

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 1] + self.suit.value

    def __repr__(self) -> str:
        return f"Card.from_str({str(self)!r})"


def full_deck() -> tuple[Card, ...]:
    """The 52 cards in a fixed order (suit-major, Ace to King)."""
    return tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse space-separated cards: ``"7H 2H JH"``."""
    return tuple(Card.from_str(part) for part in text.split())
