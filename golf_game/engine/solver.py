"""The exact Golf solver: verdict, par and a line for any position, in any mode.

Why it is small: a position is (column heights, stock index, waste rank) (only
the waste's rank matters for what follows, never its suit), and a position
with fewer stock cards drawn *dominates* the same heights and waste rank with
more drawn: whenever the second one draws, the first can draw the cards
between and catch up exactly. So the search only has to know, for every pair
(heights, waste rank), the fewest draws that reach it. It runs layer by layer
in the stock index: layer ``t`` holds the pairs first reached with ``t`` cards
drawn. Its seeds are the heights already met paired with the rank of stock
card ``t`` (drawing, possibly several cards, from wherever those heights were
met), and the rest of the layer is their closure under plays, explored depth
first. Consequences:

- The first layer in which the tableau empties gives the win that leaves the
  most stock cards: verdict, par and a winning line come out of one pass and
  the search stops there.
- Without a win the search is exhaustive, and par is the fewest tableau cards
  met anywhere (a player may always draw on until the hole ends).
- Each pair keeps a parent link (the play made, or "drew from the layer where
  these heights were first met"), so any line is rebuilt from the table.

A state key is one int: the seven heights in 3 bits each, shifted above a
4-bit waste rank. The search is a generator paused every ``node_budget``
expansions, so :meth:`Solver.step` can be called from a frame loop.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Generator
from dataclasses import dataclass

from .deal import COLUMN_HEIGHT, COLUMNS, STOCK_SIZE, Deal
from .errors import GolfError
from .hole import Move, Position, apply_move, score
from .rules import Rules, adjacent_ranks

RANK_BITS = 4
HEIGHT_BITS = 3
RANK_MASK = (1 << RANK_BITS) - 1
HEIGHT_MASK = (1 << HEIGHT_BITS) - 1
# A parent record: (parent key << 4) | column for a play; for a draw seed,
# (((parent key << 5) | parent layer) << 4) | DRAWN.
RECORD_BITS = 4
LAYER_BITS = 5
DRAWN = 8
START = -1
# Expansions between checks of the wall clock in :func:`solve`.
TIME_SLICE_NODES = 2000


class Verdict(enum.Enum):
    WINNABLE = "winnable"
    UNWINNABLE = "unwinnable"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What the solver knows about a position.

    ``par``: the best score reachable (minus the most stock cards left at a
    win; otherwise the fewest tableau cards left). Exact when ``complete``;
    before that, the best score met so far, or ``None`` if nothing was met.
    ``line``: moves from the position that reach ``par`` (a winning line when
    the verdict is WINNABLE)."""

    verdict: Verdict
    par: int | None
    line: tuple[Move, ...]
    nodes: int
    complete: bool


def _pack(heights: tuple[int, ...]) -> int:
    packed = 0
    for column, height in enumerate(heights):
        packed |= height << (HEIGHT_BITS * column)
    return packed


def _tableau_table() -> tuple[int, ...]:
    """Sum of four packed heights, for every 12-bit value."""
    sums = []
    for packed in range(1 << (4 * HEIGHT_BITS)):
        sums.append(sum((packed >> (HEIGHT_BITS * c)) & HEIGHT_MASK for c in range(4)))
    return tuple(sums)


_FOUR_SUMS = _tableau_table()
_LOW_BITS = (1 << (4 * HEIGHT_BITS)) - 1


def _tableau_left(packed: int) -> int:
    return _FOUR_SUMS[packed & _LOW_BITS] + _FOUR_SUMS[packed >> (4 * HEIGHT_BITS)]


class Solver:
    """A resumable exact search from one position.

    ``step(n)`` runs up to ``n`` more expansions and returns what is known;
    once ``complete`` the result never changes."""

    def __init__(self, deal: Deal, rules: Rules, position: Position | None = None) -> None:
        self.deal = deal
        self.rules = rules
        self.position = Position.start(deal) if position is None else position
        if len(self.position.heights) != COLUMNS or not all(
            0 <= h <= COLUMN_HEIGHT for h in self.position.heights
        ):
            raise GolfError(f"not a position of this deal: heights {self.position.heights}")
        if not 0 <= self.position.stock_index <= STOCK_SIZE:
            raise GolfError(f"not a position of this deal: stock index {self.position.stock_index}")
        self._nodes = 0
        self._limit = 0
        self._complete = False
        self._result: SolveResult | None = None
        self._seen: dict[int, int] = {}
        self._best_key = -1
        self._best_layer = 0
        self._best_score: int | None = None
        self._search = self._run()

    # --- public ------------------------------------------------------------

    def step(self, node_budget: int) -> SolveResult:
        """Run up to ``node_budget`` more expansions; return the best so far."""
        if not self._complete:
            self._limit = self._nodes + max(1, node_budget)
            self._result = None
            try:
                next(self._search)
            except StopIteration:
                self._complete = True
        return self.result()

    def result(self) -> SolveResult:
        if self._result is None:
            self._result = self._make_result()
        return self._result

    # --- the search ----------------------------------------------------------

    def _run(self) -> Generator[None, None, None]:
        deal, rules, position = self.deal, self.rules, self.position
        seen = self._seen
        first_layer = position.stock_index
        start_packed = _pack(position.heights)
        start = (start_packed << RANK_BITS) | position.waste.rank
        seen[start] = START
        self._best_key, self._best_layer = start, first_layer
        self._best_score = score(position)
        if start_packed == 0:
            return

        # play[(c << 7) | (height << 4) | waste] = key change of playing column
        # c onto that waste rank at that height, 0 when the play is illegal.
        play = [0] * (COLUMNS << 7)
        # exposed[(c << 3) | height] = rank of the exposed card (0 if empty).
        exposed = [0] * (COLUMNS << 3)
        adjacent = [adjacent_ranks(w, rules) if w else () for w in range(RANK_MASK + 1)]
        for c in range(COLUMNS):
            shift = HEIGHT_BITS * c + RANK_BITS
            for height in range(1, COLUMN_HEIGHT + 1):
                rank = deal.columns[c][height - 1].rank
                exposed[(c << 3) | height] = rank
                for waste in range(1, RANK_MASK + 1):
                    if rank in adjacent[waste]:
                        play[(c << 7) | (height << 4) | waste] = rank - waste - (1 << shift)
        shifts = tuple((HEIGHT_BITS * c, c << 7, c) for c in range(COLUMNS))
        stock_ranks = [card.rank for card in deal.stock]

        # first[packed] = (key << 5) | layer of the first pair met with these heights.
        first: dict[int, int] = {start_packed: (start << LAYER_BITS) | first_layer}
        # by_rank[r]: heights met so far whose exposed cards include rank r.
        by_rank: list[list[int]] = [[] for _ in range(RANK_MASK + 1)]

        def register(packed: int) -> None:
            for c in range(COLUMNS):
                rank = exposed[(c << 3) | ((packed >> (HEIGHT_BITS * c)) & HEIGHT_MASK)]
                if rank:
                    by_rank[rank].append(packed)

        register(start_packed)
        best_left = _tableau_left(start_packed)
        nodes = self._nodes
        limit = self._limit
        stack: list[int] = [start]
        for layer in range(first_layer, STOCK_SIZE + 1):
            if layer > first_layer:
                drawn = stock_ranks[layer - 1]
                for rank in adjacent[drawn]:
                    for packed in by_rank[rank]:
                        key = (packed << RANK_BITS) | drawn
                        if key not in seen:
                            seen[key] = (first[packed] << RECORD_BITS) | DRAWN
                            stack.append(key)
            pop = stack.pop
            push = stack.append
            while stack:
                if nodes >= limit:
                    self._nodes = nodes
                    yield
                    limit = self._limit
                key = pop()
                nodes += 1
                waste = key & RANK_MASK
                for shift, base, column in shifts:
                    delta = play[base | ((key >> shift) & 0x70) | waste]
                    if delta:
                        child = key + delta
                        if child in seen:
                            continue
                        seen[child] = (key << RECORD_BITS) | column
                        packed = child >> RANK_BITS
                        if packed in first:
                            push(child)
                            continue
                        first[packed] = (child << LAYER_BITS) | layer
                        if packed == 0:
                            self._nodes = nodes
                            self._best_key, self._best_layer = child, layer
                            self._best_score = layer - STOCK_SIZE
                            return
                        left = _tableau_left(packed)
                        if left < best_left:
                            best_left = left
                            self._best_key, self._best_layer = child, layer
                            self._best_score = left
                        register(packed)
                        push(child)
        self._nodes = nodes

    # --- results -----------------------------------------------------------

    def _line_to(self, key: int, layer: int) -> tuple[Move, ...]:
        seen = self._seen
        moves: list[Move] = []
        while True:
            record = seen[key]
            if record == START:
                break
            kind = record & RANK_MASK
            if kind == DRAWN:
                info = record >> RECORD_BITS
                parent_layer = info & ((1 << LAYER_BITS) - 1)
                moves.extend([Move.draw()] * (layer - parent_layer))
                layer = parent_layer
                key = info >> LAYER_BITS
            else:
                moves.append(Move.play(kind))
                key = record >> RECORD_BITS
        moves.reverse()
        return tuple(moves)

    def _make_result(self) -> SolveResult:
        if self._best_score is None:
            return SolveResult(Verdict.UNKNOWN, None, (), self._nodes, False)
        won = self._best_key >> RANK_BITS == 0
        if won:
            verdict = Verdict.WINNABLE
        elif self._complete:
            verdict = Verdict.UNWINNABLE
        else:
            verdict = Verdict.UNKNOWN
        line = self._line_to(self._best_key, self._best_layer)
        return SolveResult(verdict, self._best_score, line, self._nodes, self._complete or won)


def replay_line(deal: Deal, rules: Rules, position: Position, line: tuple[Move, ...]) -> Position:
    """The position after ``line``, each move checked by the engine."""
    for move in line:
        position = apply_move(deal, rules, position, move)
    return position


def solve(
    deal: Deal,
    rules: Rules,
    position: Position | None = None,
    *,
    node_budget: int | None = None,
    time_budget_ms: float | None = None,
) -> SolveResult:
    """Solve from ``position`` (the deal's start by default) within the
    budgets given (none: run to the end)."""
    solver = Solver(deal, rules, position)
    if time_budget_ms is None:
        return solver.step(node_budget if node_budget is not None else 1 << 62)
    deadline = time.perf_counter() + time_budget_ms / 1000
    remaining = node_budget if node_budget is not None else 1 << 62
    while True:
        chunk = min(TIME_SLICE_NODES, remaining)
        result = solver.step(chunk)
        remaining -= chunk
        if result.complete or remaining <= 0 or time.perf_counter() >= deadline:
            return result
