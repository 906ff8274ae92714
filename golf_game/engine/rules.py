"""The three modes of RULES.md and the one adjacency rule every part uses."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .cards import ACE, KING
from .refusal import RefusalKind, adjacency_phrase


@dataclass(frozen=True, slots=True)
class Rules:
    """How Aces and Kings connect.

    ``wrap``: a King and an Ace are adjacent (Q K A 2 is a run).
    ``king_blocks``: nothing may be played onto a King on the waste.
    """

    wrap: bool
    king_blocks: bool


class Mode(enum.Enum):
    """The three game modes. Each carries its :class:`Rules` and a one-liner."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"

    @property
    def rules(self) -> Rules:
        return _RULES[self]

    @property
    def title(self) -> str:
        return self.value.capitalize()

    @property
    def description(self) -> str:
        return _DESCRIPTIONS[self]

    @classmethod
    def from_str(cls, text: str) -> Mode:
        try:
            return cls(text.strip().lower())
        except ValueError:
            names = ", ".join(m.value for m in cls)
            raise ValueError(f"unknown mode {text!r}: choose one of {names}") from None


_RULES = {
    Mode.EASY: Rules(wrap=True, king_blocks=False),
    Mode.MEDIUM: Rules(wrap=False, king_blocks=False),
    Mode.HARD: Rules(wrap=False, king_blocks=True),
}

_DESCRIPTIONS = {
    Mode.EASY: "Kings and Aces connect: Q K A 2 is a run.",
    Mode.MEDIUM: "No wrap: an Ace goes only on a 2, a King only on a Queen.",
    Mode.HARD: "Dead King: nothing may be played onto a King.",
}


def is_adjacent(waste_rank: int, card_rank: int, rules: Rules) -> bool:
    """Whether a card of ``card_rank`` may be played onto ``waste_rank``."""
    if rules.king_blocks and waste_rank == KING:
        return False
    gap = abs(waste_rank - card_rank)
    return gap == 1 or (rules.wrap and gap == KING - ACE)


def not_adjacent_kind(waste_rank: int, card_rank: int, rules: Rules) -> RefusalKind | None:
    """Why a card of ``card_rank`` may not go onto ``waste_rank``; ``None`` if it may."""
    if is_adjacent(waste_rank, card_rank, rules):
        return None
    if rules.king_blocks and waste_rank == KING:
        return RefusalKind.DEAD_KING
    if card_rank == waste_rank:
        return RefusalKind.SAME_RANK
    if {card_rank, waste_rank} == {ACE, KING}:
        return RefusalKind.NO_WRAP
    return RefusalKind.NOT_ADJACENT


def why_not_adjacent(waste_rank: int, card_rank: int, rules: Rules) -> str | None:
    """A player-readable reason the play is illegal, or ``None`` if it is legal."""
    kind = not_adjacent_kind(waste_rank, card_rank, rules)
    return None if kind is None else adjacency_phrase(kind, card_rank, waste_rank)


def adjacent_ranks(waste_rank: int, rules: Rules) -> tuple[int, ...]:
    """Every rank that may be played onto ``waste_rank``."""
    return tuple(r for r in range(ACE, KING + 1) if is_adjacent(waste_rank, r, rules))
