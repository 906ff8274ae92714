"""Play a hole by itself: screenshots of a finished hole or round, tests that
drive whole rounds through the scenes, and anything else that needs a game
played.

It follows the solver's line to par from where the hole stands, which is what
a proved hint suggests at every step, but costs one search per hole instead
of one per move. If the search does not finish within its budget, each move
comes from the engine's hint instead.
"""

from __future__ import annotations

from . import Hole, Move
from .hint import hint
from .solver import solve

NODE_BUDGET = 2_000_000
HINT_BUDGET_MS = 40.0


def best_moves(hole: Hole, node_budget: int = NODE_BUDGET) -> list[Move]:
    """Moves that take the hole from where it stands to the end, as well as
    the solver (or, past its budget, the hint) can."""
    if hole.is_over:
        return []
    result = solve(hole.deal, hole.rules, hole.position, node_budget=node_budget)
    if result.complete:
        return list(result.line)
    probe = Hole.replay(hole.deal, hole.mode, hole.steps())
    moves = []
    while not probe.is_over:
        suggestion = hint(probe.deal, probe.rules, probe.position, time_budget_ms=HINT_BUDGET_MS)
        if suggestion is None:
            break
        probe.play(suggestion.move)
        moves.append(suggestion.move)
    return moves


def play_out(hole: Hole, node_budget: int = NODE_BUDGET) -> None:
    """Play the hole to its end (a line to par may stop short of the end:
    then the player's usual way on, drawing, finishes it)."""
    for move in best_moves(hole, node_budget):
        hole.play(move)
    while not hole.is_over:
        hole.play(hole.legal_moves()[-1])
