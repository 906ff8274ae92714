"""The pure rules engine of Golf Solitaire (never imports pygame).

Cards, the three modes and their adjacency rule, deals, holes with undo,
rounds, and (in :mod:`.solver` and :mod:`.hint`) the exact solver and hint.
"""

from .cards import ACE, KING, Card, Suit, full_deck, parse_cards, rank_label, rank_name
from .deal import COLUMN_HEIGHT, COLUMNS, STOCK_SIZE, TABLEAU_SIZE, Deal
from .errors import (
    CardFormatError,
    DealFormatError,
    GolfError,
    MoveFormatError,
)
from .hole import (
    END,
    Hole,
    Move,
    Outcome,
    Position,
    Step,
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
from .refusal import IllegalMoveError, Refusal, RefusalKind
from .round import ROUND_LENGTHS, HoleResult, Round, hole_seeds
from .rules import Mode, Rules, adjacent_ranks, is_adjacent, why_not_adjacent

__all__ = [
    "ACE",
    "COLUMNS",
    "COLUMN_HEIGHT",
    "END",
    "KING",
    "ROUND_LENGTHS",
    "STOCK_SIZE",
    "TABLEAU_SIZE",
    "Card",
    "CardFormatError",
    "Deal",
    "DealFormatError",
    "GolfError",
    "Hole",
    "HoleResult",
    "IllegalMoveError",
    "Mode",
    "Move",
    "MoveFormatError",
    "Outcome",
    "Position",
    "Refusal",
    "RefusalKind",
    "Round",
    "Rules",
    "Step",
    "Suit",
    "adjacent_ranks",
    "apply_move",
    "board_outcome",
    "exposed_card",
    "full_deck",
    "hole_seeds",
    "illegal_reason",
    "is_adjacent",
    "legal_moves",
    "moved_card",
    "parse_cards",
    "parse_move",
    "parse_moves",
    "parse_steps",
    "rank_label",
    "rank_name",
    "score",
    "steps_to_str",
    "why_not_adjacent",
]
