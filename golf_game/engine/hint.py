"""The hint: the move to make now, why, and how sure it is.

Exact when the solver finishes inside the time budget (the first move of a
line that reaches par, so following hints never throws a win away); otherwise
a short lookahead that prefers the play opening the longest run.
"""

from __future__ import annotations

import enum
import time
from dataclasses import dataclass

from .deal import Deal
from .hole import Move, Position, apply_move, legal_moves, moved_card
from .rules import Rules
from .solver import Solver, Verdict

SLICE_NODES = 1000


class Certainty(enum.Enum):
    PROVED = "proved"
    ESTIMATE = "estimate"


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move with a reason a player reads.

    ``keeps_win``: whether the deal stays winnable after the move (``None``
    when not proved either way)."""

    move: Move
    reason: str
    certainty: Certainty
    keeps_win: bool | None


def _run_length(deal: Deal, rules: Rules, position: Position, line: tuple[Move, ...]) -> int:
    """How many plays ``line`` makes before its first draw."""
    count = 0
    for move in line:
        if move.is_draw:
            break
        count += 1
    return count


def _longest_run(deal: Deal, rules: Rules, position: Position, depth: int) -> int:
    """The longest run of plays from ``position``, searched ``depth`` deep."""
    if depth == 0:
        return 0
    best = 0
    for move in legal_moves(deal, rules, position):
        if move.is_draw:
            continue
        best = max(
            best, 1 + _longest_run(deal, rules, apply_move(deal, rules, position, move), depth - 1)
        )
    return best


def hint(
    deal: Deal, rules: Rules, position: Position, *, time_budget_ms: float = 40.0
) -> Hint | None:
    """The move to make from ``position``; ``None`` only when no move is legal."""
    moves = legal_moves(deal, rules, position)
    if not moves:
        return None
    deadline = time.perf_counter() + time_budget_ms / 1000
    solver = Solver(deal, rules, position)
    result = solver.step(SLICE_NODES)
    while not result.complete and time.perf_counter() < deadline:
        result = solver.step(SLICE_NODES)
    if result.complete:
        move = result.line[0] if result.line else moves[0]
        won = result.verdict is Verdict.WINNABLE
        card = moved_card(deal, position, move)
        if move.is_draw:
            reason = "draw: it leads to the best score" if won else "draw: no play does better"
        else:
            run = _run_length(deal, rules, position, result.line)
            reason = f"plays the {card.label if card else ''} and opens a run of {run}"
        return Hint(move, reason, Certainty.PROVED, won)
    plays = [m for m in moves if not m.is_draw]
    if not plays:
        return Hint(moves[0], "draw: no card can be played", Certainty.ESTIMATE, None)
    scored = [
        (_longest_run(deal, rules, apply_move(deal, rules, position, m), 6), m) for m in plays
    ]
    run, move = max(scored, key=lambda item: item[0])
    card = moved_card(deal, position, move)
    label = card.label if card else ""
    return Hint(move, f"plays the {label} and opens a run of {run + 1}", Certainty.ESTIMATE, None)
