"""The "warn before throwing the win away" assist: whether a move turns a
position proved winnable into one proved lost.

Asked on the frame loop when the player makes a move, so it only uses what
is cheap: the hole's analysis (its proved verdicts), the solver's counting
test, and a verdict search of at most :data:`NODE_BUDGET` expansions (a few
milliseconds). It warns only on a proof: a move it cannot prove lost in
that budget is let through without a word.
"""

from __future__ import annotations

from ..engine import Hole, Move, apply_move
from .analysis import HoleAnalysis

NODE_BUDGET = 3_000


def throws_win(analysis: HoleAnalysis, hole: Hole, move: Move) -> bool:
    """Whether ``move`` (legal) loses the win the analysis proved for the
    hole's position."""
    from ..engine.solver import Solver, win_ruled_out
    from ..engine.verdict import Verdict

    if analysis.verdict(hole.position) is not Verdict.WINNABLE:
        return False
    child = apply_move(hole.deal, hole.rules, hole.position, move)
    known = analysis.verdict(child)
    if known is not None:
        return known is Verdict.UNWINNABLE
    if child.tableau_left == 0:
        return False
    if win_ruled_out(hole.deal, hole.rules, child):
        return True
    solver = Solver(hole.deal, hole.rules, child, verdict_only=True)
    return solver.step(NODE_BUDGET).verdict is Verdict.UNWINNABLE
