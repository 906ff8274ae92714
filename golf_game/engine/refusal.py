"""Why a move is refused, as a value: a kind plus the cards and column it
concerns. The screens word it for players (``view/words.py``); ``str`` gives
the engine's own sentence in RULES.md notation, for tools, logs and tests."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from .cards import Card, rank_label
from .errors import GolfError


class RefusalKind(enum.Enum):
    """Every reason the rules give for refusing a play or a draw."""

    NOT_ADJACENT = "not adjacent"
    """The card is more than one rank away from the waste card."""
    SAME_RANK = "same rank"
    NO_WRAP = "no wrap"
    """A King onto an Ace or an Ace onto a King where they do not connect."""
    DEAD_KING = "dead king"
    """Anything onto a King in a mode where a King blocks the waste."""
    EMPTY_COLUMN = "empty column"
    EMPTY_STOCK = "empty stock"
    COVERED = "covered"
    """A card below the last one of its column."""
    CLEARED = "cleared"
    STUCK = "stuck"
    ENDED = "ended"
    """The player ended the hole."""
    LOCKED = "locked"
    """A later hole of the round has begun."""

    @property
    def is_adjacency(self) -> bool:
        """The card and the waste card do not fit together."""
        return self in _ADJACENCY


_ADJACENCY = frozenset(
    {RefusalKind.NOT_ADJACENT, RefusalKind.SAME_RANK, RefusalKind.NO_WRAP, RefusalKind.DEAD_KING}
)


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refused move. ``card`` is the card the move would have moved (or
    the covered card), ``waste`` the waste card it would go onto, ``column``
    the column played from (0..6); each is ``None`` where it does not apply."""

    kind: RefusalKind
    card: Card | None = None
    waste: Card | None = None
    column: int | None = None

    def text(self, card_label: Callable[[Card], str] = str) -> str:
        """The reason as a sentence, with cards written by ``card_label``."""
        kind = self.kind
        if kind.is_adjacency:
            assert self.card is not None and self.waste is not None
            card, waste = card_label(self.card), card_label(self.waste)
            reason = adjacency_phrase(kind, self.card.rank, self.waste.rank)
            return f"{card} is not adjacent to {waste}: {reason}"
        if kind is RefusalKind.COVERED:
            assert self.card is not None
            return (
                f"{card_label(self.card)} is covered: only the last card of a column can be played"
            )
        if kind is RefusalKind.EMPTY_COLUMN:
            assert self.column is not None
            return f"column {self.column + 1} is empty"
        return _FIXED[kind]

    def __str__(self) -> str:
        return self.text()


_FIXED = {
    RefusalKind.EMPTY_STOCK: "the stock is empty",
    RefusalKind.CLEARED: "the hole is over: the tableau is cleared",
    RefusalKind.STUCK: "the hole is over: no move is left",
    RefusalKind.ENDED: "the hole is over: it was ended",
    RefusalKind.LOCKED: "the hole is locked",
}


def adjacency_phrase(kind: RefusalKind, card_rank: int, waste_rank: int) -> str:
    """Why a card of ``card_rank`` does not fit on ``waste_rank``, by ranks only."""
    card, waste = rank_label(card_rank), rank_label(waste_rank)
    if kind is RefusalKind.DEAD_KING:
        return "nothing may be played onto a King in Hard mode"
    if kind is RefusalKind.SAME_RANK:
        return f"{_article(card)} {card} cannot go on {_article(waste)} {waste}: same rank"
    if kind is RefusalKind.NO_WRAP:
        return "Kings and Aces do not connect in this mode"
    return f"{_article(card)} {card} is not one rank away from {waste}"


def _article(label: str) -> str:
    """ "an A", "an 8": the ranks whose spoken name starts with a vowel."""
    return "an" if label in ("A", "8") else "a"


class IllegalMoveError(GolfError):
    """A move that the rules do not allow in the current position.

    Nothing is changed when this is raised. ``refusal`` says why as a value
    when the rules refused a play or a draw (``None`` for an undo with
    nothing to undo and the like, which only have their message).
    """

    def __init__(self, message: str | Refusal) -> None:
        super().__init__(str(message))
        self.refusal: Refusal | None = None if isinstance(message, str) else message
