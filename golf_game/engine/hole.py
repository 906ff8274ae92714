"""A hole in play: positions, moves, undo and redo, outcome and score.

The rules live in pure functions of ``(deal, rules, position)`` so the solver,
the hint and the screens all ask the same questions; :class:`Hole` adds the
history (undo, redo, ending by the player, locking) on top.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .cards import Card
from .deal import COLUMN_HEIGHT, COLUMNS, STOCK_SIZE, Deal
from .errors import MoveFormatError
from .refusal import IllegalMoveError, Refusal, RefusalKind
from .rules import Mode, Rules, is_adjacent, not_adjacent_kind

DRAW_CHAR = "T"


@dataclass(frozen=True, slots=True)
class Move:
    """A play from a column (``column`` 0..6) or a draw (``column is None``).

    ``str`` gives the notation of RULES.md: ``"T"`` or ``"3"``.
    """

    column: int | None = None

    def __post_init__(self) -> None:
        if self.column is not None and not 0 <= self.column < COLUMNS:
            raise MoveFormatError(f"column {self.column} is outside 0..{COLUMNS - 1}")

    @classmethod
    def draw(cls) -> Move:
        return cls(None)

    @classmethod
    def play(cls, column: int) -> Move:
        return cls(column)

    @property
    def is_draw(self) -> bool:
        return self.column is None

    @classmethod
    def from_str(cls, text: str) -> Move:
        """Parse ``"T"``, ``"3"``, ``"T:8H"`` or ``"3:7S"`` (the card is ignored;
        use :func:`parse_move` to keep it)."""
        return parse_move(text)[0]

    def __str__(self) -> str:
        return DRAW_CHAR if self.column is None else str(self.column)

    def __repr__(self) -> str:
        return "Move.draw()" if self.column is None else f"Move.play({self.column})"


def parse_move(text: str) -> tuple[Move, Card | None]:
    """Parse one move token, returning the move and the card it names, if any."""
    head, sep, tail = text.strip().partition(":")
    head = head.strip().upper()
    card = None
    if sep:
        try:
            card = Card.from_str(tail)
        except ValueError as error:
            raise MoveFormatError(f"move {text!r}: {error}") from None
    if head == DRAW_CHAR:
        return Move.draw(), card
    if len(head) == 1 and head.isdigit() and int(head) < COLUMNS:
        return Move.play(int(head)), card
    raise MoveFormatError(f"unknown move {text!r}: expected T or a column 0-{COLUMNS - 1}")


def parse_moves(text: str) -> list[tuple[Move, Card | None]]:
    """Parse a space-separated move list such as ``"T:8H 3:7S 4"``."""
    return [parse_move(token) for token in text.split()]


class Outcome(enum.Enum):
    """Where a hole stands."""

    PLAYING = "playing"
    WON = "won"
    STUCK = "stuck"
    ENDED = "ended"

    @property
    def is_over(self) -> bool:
        return self is not Outcome.PLAYING


@dataclass(frozen=True, slots=True)
class Position:
    """A position within a fixed deal: how many cards remain in each column,
    how many stock cards have been drawn, and the waste's top card.

    Small and hashable, so it serves as the undo record, the solver's key and
    for equality."""

    heights: tuple[int, ...]
    stock_index: int
    waste: Card

    @classmethod
    def start(cls, deal: Deal) -> Position:
        return cls((COLUMN_HEIGHT,) * COLUMNS, 0, deal.waste_start)

    @property
    def stock_left(self) -> int:
        return STOCK_SIZE - self.stock_index

    @property
    def tableau_left(self) -> int:
        return sum(self.heights)


def exposed_card(deal: Deal, position: Position, column: int) -> Card | None:
    """The playable card of ``column``, or ``None`` once the column is empty."""
    height = position.heights[column]
    return deal.columns[column][height - 1] if height else None


def can_play(deal: Deal, rules: Rules, position: Position, column: int) -> bool:
    card = exposed_card(deal, position, column)
    return card is not None and is_adjacent(position.waste.rank, card.rank, rules)


def board_outcome(deal: Deal, rules: Rules, position: Position) -> Outcome:
    """WON, STUCK or PLAYING: a pure function of the position."""
    if position.tableau_left == 0:
        return Outcome.WON
    if position.stock_left:
        return Outcome.PLAYING
    if any(can_play(deal, rules, position, c) for c in range(COLUMNS)):
        return Outcome.PLAYING
    return Outcome.STUCK


def score(position: Position) -> int:
    """Strokes for the hole if it ended here: tableau cards left, or minus the
    unused stock cards once the tableau is cleared."""
    return -position.stock_left if position.tableau_left == 0 else position.tableau_left


def legal_moves(deal: Deal, rules: Rules, position: Position) -> list[Move]:
    """Every legal move, plays in column order, then the draw if allowed."""
    if position.tableau_left == 0:
        return []
    moves = [Move.play(c) for c in range(COLUMNS) if can_play(deal, rules, position, c)]
    if position.stock_left:
        moves.append(Move.draw())
    return moves


def illegal_reason(deal: Deal, rules: Rules, position: Position, move: Move) -> Refusal | None:
    """Why ``move`` is illegal here (its ``str`` reads as a sentence); ``None`` if legal."""
    if position.tableau_left == 0:
        return Refusal(RefusalKind.CLEARED)
    if move.column is None:
        return None if position.stock_left else Refusal(RefusalKind.EMPTY_STOCK)
    card = exposed_card(deal, position, move.column)
    if card is None:
        return Refusal(RefusalKind.EMPTY_COLUMN, column=move.column)
    kind = not_adjacent_kind(position.waste.rank, card.rank, rules)
    if kind is None:
        return None
    return Refusal(kind, card, position.waste, move.column)


def apply_move(deal: Deal, rules: Rules, position: Position, move: Move) -> Position:
    """The position after ``move``; raises :class:`IllegalMoveError` if illegal."""
    refusal = illegal_reason(deal, rules, position, move)
    if refusal is not None:
        raise IllegalMoveError(refusal)
    if move.column is None:
        return Position(
            position.heights, position.stock_index + 1, deal.stock[position.stock_index]
        )
    column = move.column
    height = position.heights[column]
    heights = (*position.heights[:column], height - 1, *position.heights[column + 1 :])
    return Position(heights, position.stock_index, deal.columns[column][height - 1])


def moved_card(deal: Deal, position: Position, move: Move) -> Card | None:
    """The card ``move`` would put on the waste from ``position``."""
    if move.column is None:
        return deal.stock[position.stock_index] if position.stock_left else None
    return exposed_card(deal, position, move.column)


class _End:
    """The player's "End" action: a history step that is not a board move."""

    def __str__(self) -> str:
        return "END"

    def __repr__(self) -> str:
        return "END"


END = _End()
Step = Move | _End


class Hole:
    """One hole being played: a deal, a mode, and the history of steps.

    Undo and redo are unlimited until :meth:`lock`. Every method either
    applies fully or raises :class:`IllegalMoveError` and changes nothing.
    """

    def __init__(self, deal: Deal, mode: Mode) -> None:
        self.deal = deal
        self.mode = mode
        self.rules = mode.rules
        self._position = Position.start(deal)
        self._past: list[tuple[Step, Position]] = []
        self._future: list[Step] = []
        self._locked = False

    # --- queries ---------------------------------------------------------

    @property
    def position(self) -> Position:
        return self._position

    @property
    def waste_top(self) -> Card:
        return self._position.waste

    @property
    def stock_left(self) -> int:
        return self._position.stock_left

    @property
    def tableau_left(self) -> int:
        return self._position.tableau_left

    @property
    def ended_by_player(self) -> bool:
        return bool(self._past) and self._past[-1][0] is END

    @property
    def moves_made(self) -> int:
        """Plays and draws made (an End is not a move)."""
        return len(self._past) - (1 if self.ended_by_player else 0)

    @property
    def locked(self) -> bool:
        return self._locked

    @property
    def outcome(self) -> Outcome:
        if self.ended_by_player:
            return Outcome.ENDED
        return board_outcome(self.deal, self.rules, self._position)

    @property
    def is_over(self) -> bool:
        return self.outcome.is_over

    @property
    def score(self) -> int:
        return score(self._position)

    def exposed_card(self, column: int) -> Card | None:
        return exposed_card(self.deal, self._position, column)

    def column_cards(self, column: int) -> tuple[Card, ...]:
        """The cards still in ``column``, top first, exposed card last."""
        return self.deal.columns[column][: self._position.heights[column]]

    def stock_cards(self) -> tuple[Card, ...]:
        """The cards still in the stock, next to be drawn first."""
        return self.deal.stock[self._position.stock_index :]

    def waste_cards(self) -> tuple[Card, ...]:
        """Every card on the waste, bottom (the starting card) first."""
        cards = [self.deal.waste_start]
        for step, before in self._past:
            if isinstance(step, Move):
                card = moved_card(self.deal, before, step)
                assert card is not None
                cards.append(card)
        return tuple(cards)

    def legal_moves(self) -> list[Move]:
        # A locked hole lists no move, as play() would refuse every one.
        if self.is_over or self._locked:
            return []
        return legal_moves(self.deal, self.rules, self._position)

    def is_legal(self, move: Move) -> bool:
        return self.why_illegal(move) is None

    def why_illegal(self, move: Move) -> Refusal | None:
        """Why ``move`` cannot be made now, or ``None`` if it can."""
        if self._locked:
            return Refusal(RefusalKind.LOCKED)
        if self.ended_by_player:
            return Refusal(RefusalKind.ENDED)
        if board_outcome(self.deal, self.rules, self._position) is Outcome.STUCK:
            return Refusal(RefusalKind.STUCK)
        return illegal_reason(self.deal, self.rules, self._position, move)

    def why_not_playable(self, column: int, index: int) -> Refusal | None:
        """Why the card at ``index`` (0 at the top) of ``column`` cannot be
        played now, or ``None`` if it can. Only the last card of a column is
        ever playable: a card below it is covered."""
        if index < self._position.heights[column] - 1:
            card = self.deal.columns[column][index]
            return Refusal(RefusalKind.COVERED, card, self._position.waste, column)
        return self.why_illegal(Move.play(column))

    def moves(self) -> list[Move]:
        """The plays and draws made so far, in order."""
        return [step for step, _ in self._past if isinstance(step, Move)]

    def steps(self) -> list[Step]:
        """Everything done so far, including a final End."""
        return [step for step, _ in self._past]

    def replay_details(self) -> list[str]:
        """Lines that let this hole be replayed (a crash report's): mode, deal, steps."""
        return [
            f"mode: {self.mode.value}",
            f"deal: {self.deal.to_line()}",
            f"steps: {steps_to_str(self.steps())}",
        ]

    def notation(self) -> str:
        """The moves so far as ``"T:8H 3:7S ..."``."""
        tokens = []
        for step, before in self._past:
            if isinstance(step, Move):
                tokens.append(f"{step}:{moved_card(self.deal, before, step)}")
        return " ".join(tokens)

    # --- actions ---------------------------------------------------------

    def play(self, move: Move) -> Card:
        """Make ``move`` and return the card it put on the waste."""
        refusal = self.why_illegal(move)
        if refusal is not None:
            raise IllegalMoveError(refusal)
        before = self._position
        self._position = apply_move(self.deal, self.rules, before, move)
        self._past.append((move, before))
        self._future.clear()
        return self._position.waste

    def play_column(self, column: int) -> Card:
        return self.play(Move.play(column))

    def draw(self) -> Card:
        return self.play(Move.draw())

    def end(self) -> None:
        """End the hole now (give up); scored with the cards left."""
        if self._locked:
            raise IllegalMoveError(Refusal(RefusalKind.LOCKED))
        if self.is_over:
            raise IllegalMoveError(f"the hole is already over ({self.outcome.value})")
        self._past.append((END, self._position))
        self._future.clear()

    @property
    def can_undo(self) -> bool:
        return bool(self._past) and not self._locked

    @property
    def can_redo(self) -> bool:
        return bool(self._future) and not self._locked

    def undo(self) -> Step:
        """Take back the last step (a move or an End) and return it."""
        if self._locked:
            raise IllegalMoveError(Refusal(RefusalKind.LOCKED))
        if not self._past:
            raise IllegalMoveError("nothing to undo")
        step, before = self._past.pop()
        self._position = before
        self._future.append(step)
        return step

    def redo(self) -> Step:
        """Make again the last undone step and return it."""
        if self._locked:
            raise IllegalMoveError(Refusal(RefusalKind.LOCKED))
        if not self._future:
            raise IllegalMoveError("nothing to redo")
        step = self._future[-1]
        future = self._future[:-1]
        if isinstance(step, Move):
            self.play(step)
        else:
            self.end()
        self._future = future
        return step

    def lock(self) -> None:
        """Forbid any further change (the next hole of a round has started)."""
        self._locked = True

    # --- replay ------------------------------------------------------------

    @classmethod
    def replay(cls, deal: Deal, mode: Mode, steps: Iterable[Step]) -> Hole:
        """A hole with ``steps`` made in order; raises on the first illegal one."""
        hole = cls(deal, mode)
        for step in steps:
            if isinstance(step, Move):
                hole.play(step)
            else:
                hole.end()
        return hole

    def positions(self) -> Iterator[Position]:
        """Every position from the start to now."""
        for step, before in self._past:
            if isinstance(step, Move):
                yield before
        yield self._position


def parse_steps(text: str) -> list[Step]:
    """Parse a saved step list: move tokens and an optional final ``END``."""
    steps: list[Step] = []
    for token in text.split():
        steps.append(END if token.upper() == "END" else parse_move(token)[0])
    return steps


def steps_to_str(steps: Iterable[Step]) -> str:
    return " ".join(str(step) for step in steps)
