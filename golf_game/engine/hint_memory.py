"""What hints learn about the last few deals, kept by whoever owns the hole
(the game's analysis of it) and passed to :func:`~golf_game.engine.hint.hint`.

Cheap to import (no solver tables): a hole scene makes one at once, and the
solver is loaded only when a search first runs.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .deal import Deal
from .hole import Move, Position, apply_move
from .rules import Rules

if TYPE_CHECKING:
    from .solver import Solver
    from .verdict import SolveResult, Verdict

REMEMBERED_DEALS = 4
REMEMBERED_SEARCHES = 2
"""Paused searches kept per deal: each holds the sets its sweep has reached
so far (up to about 8 MB), so only the last two positions asked about
resume."""


@dataclass
class Memo:
    """What is known about one deal: the rest of a par line (``exact``) or
    of a winning line (``winning``) from positions on solved lines, and
    searches to resume."""

    exact: dict[Position, tuple[tuple[Move, ...], Verdict, int]] = field(default_factory=dict)
    winning: dict[Position, tuple[Move, ...]] = field(default_factory=dict)
    searches: OrderedDict[Position, Solver] = field(default_factory=OrderedDict)


class HintMemory:
    """What hints have learnt about the last few deals: solved lines and
    unfinished searches. Not locked: use it from one thread (the worker
    thread, where both the hint and the game's par search run)."""

    def __init__(self) -> None:
        self._memos: OrderedDict[tuple[Deal, Rules], Memo] = OrderedDict()

    @property
    def deals(self) -> int:
        """How many deals are remembered (at most :data:`REMEMBERED_DEALS`)."""
        return len(self._memos)

    @property
    def deals_searching(self) -> int:
        """How many of them keep unfinished searches (big tables)."""
        return sum(1 for memo in self._memos.values() if memo.searches)

    def remember(
        self, deal: Deal, rules: Rules, result: SolveResult, position: Position | None = None
    ) -> None:
        """Let later hints use a solve already made from ``position`` (the deal's
        start by default), e.g. the one that gave the hole its par."""
        from .verdict import Verdict  # imported already by the search that solved it

        if result.complete or result.verdict is Verdict.WINNABLE:
            start = Position.start(deal) if position is None else position
            remember_line(self.memo(deal, rules), deal, rules, start, result)

    def forget(self) -> None:
        """Drop every remembered line and search."""
        self._memos.clear()

    def memo(self, deal: Deal, rules: Rules) -> Memo:
        """What is known about ``deal``, which becomes the most recent one."""
        key = (deal, rules)
        memo = self._memos.pop(key, None) or Memo()
        for other in self._memos.values():
            # Unfinished searches hold big tables: only the deal asked about now
            # resumes them, older deals keep just their (small) solved lines.
            other.searches.clear()
        self._memos[key] = memo
        while len(self._memos) > REMEMBERED_DEALS:
            self._memos.popitem(last=False)
        return memo


def remember_line(
    memo: Memo, deal: Deal, rules: Rules, position: Position, result: SolveResult
) -> None:
    assert result.par is not None
    line = result.line
    for index, move in enumerate(line):
        if result.complete:
            memo.exact[position] = (line[index:], result.verdict, result.par)
        else:
            memo.winning[position] = line[index:]
        position = apply_move(deal, rules, position, move)
    if result.complete:
        memo.exact[position] = ((), result.verdict, result.par)
