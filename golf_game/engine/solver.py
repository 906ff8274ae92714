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
import functools
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
# A stack item is (key << LAYER_BITS) | cards drawn.
LAYER_BITS = 5
LAYER_MASK = (1 << LAYER_BITS) - 1
FULL_LAYERS = STOCK_SIZE + 1
"""More draws than the stock holds: "not reached yet"."""
LOW_HEIGHT_BITS = 4 * HEIGHT_BITS
LOW_HEIGHTS = (1 << LOW_HEIGHT_BITS) - 1
# Columns are looked up two at a time: (0, 1), (2, 3), (4, 5), then 6.
COLUMN_GROUPS = ((0, 1), (2, 3), (4, 5), (6,))
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
    return tuple(
        sum((packed >> (HEIGHT_BITS * c)) & HEIGHT_MASK for c in range(4))
        for packed in range(1 << LOW_HEIGHT_BITS)
    )


_FOUR_SUMS = _tableau_table()


@dataclass(frozen=True, slots=True)
class _Tables:
    """Per deal and rules: what every lookup of the search needs.

    ``plays[g][(local heights << 4) | waste]``: the key changes of the legal
    plays from column group ``g``. ``exposed[g][local heights]``: bit ``r``
    set for each exposed rank ``r`` in the group. ``onto[r]``: bit ``x`` set
    for each rank ``x`` that may be played onto ``r``."""

    plays: tuple[tuple[tuple[int, ...], ...], ...]
    exposed: tuple[tuple[int, ...], ...]
    onto: tuple[int, ...]
    stock_ranks: tuple[int, ...]


@functools.lru_cache(maxsize=8)
def _tables(deal: Deal, rules: Rules) -> _Tables:
    onto = tuple(
        sum(1 << x for x in adjacent_ranks(r, rules)) if r else 0 for r in range(RANK_MASK + 1)
    )
    plays = []
    exposed = []
    for group in COLUMN_GROUPS:
        group_plays: list[tuple[int, ...]] = []
        group_exposed: list[int] = []
        for local in range(1 << (HEIGHT_BITS * 2)):
            heights = [(local >> (HEIGHT_BITS * i)) & HEIGHT_MASK for i in range(len(group))]
            ranks = [
                deal.columns[c][h - 1].rank if 0 < h <= COLUMN_HEIGHT else 0
                for c, h in zip(group, heights, strict=True)
            ]
            group_exposed.append(sum({1 << r for r in ranks if r}))
            for waste in range(RANK_MASK + 1):
                group_plays.append(
                    tuple(
                        rank - waste - (1 << (HEIGHT_BITS * c + RANK_BITS))
                        for c, rank in zip(group, ranks, strict=True)
                        if rank and onto[waste] >> rank & 1
                    )
                )
        plays.append(tuple(group_plays))
        exposed.append(tuple(group_exposed))
    return _Tables(tuple(plays), tuple(exposed), onto, tuple(card.rank for card in deal.stock))


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
        self._won = False
        self._result: SolveResult | None = None
        # best[key]: fewest cards drawn that reach the key; parent[key]: the
        # key it was reached from, as ``parent`` for a play or
        # ``~((parent << LAYER_BITS) | drawn)`` for draws.
        self._best: dict[int, int] = {}
        self._parent: dict[int, int] = {}
        self._start = 0
        # (key, cards drawn, score) of the best position met so far.
        self._found: tuple[int, int, int] | None = None
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
        position = self.position
        tables = _tables(self.deal, self.rules)
        group0, group1, group2, group3 = tables.plays
        exposed0, exposed1, exposed2, exposed3 = tables.exposed
        onto = tables.onto
        stock_ranks = tables.stock_ranks
        sums = _FOUR_SUMS
        best = self._best
        parent = self._parent
        drawn: dict[int, int] = {}

        start_layer = position.stock_index
        start = (_pack(position.heights) << RANK_BITS) | position.waste.rank
        self._start = start
        best[start] = start_layer
        best_left = score(position)
        self._found = (start, start_layer, best_left)
        if best_left <= 0:
            self._won = True
            return
        # A win found with ``bound`` cards drawn prunes every state with as
        # many drawn or more: it could only win with fewer stock cards left.
        bound = STOCK_SIZE + 1
        nodes = self._nodes
        limit = self._limit
        stack = [(start << LAYER_BITS) | start_layer]
        pop = stack.pop
        push = stack.append
        while stack:
            if nodes >= limit:
                self._nodes = nodes
                yield
                limit = self._limit
            item = pop()
            key = item >> LAYER_BITS
            layer = item & LAYER_MASK
            if layer >= bound or best[key] != layer:
                continue
            nodes += 1
            packed = key >> RANK_BITS
            if bound > STOCK_SIZE:
                left = sums[packed & LOW_HEIGHTS] + sums[packed >> LOW_HEIGHT_BITS]
                if left < best_left:
                    best_left = left
                    self._found = (key, layer, left)
            # Draws: from these heights, drawing any number of cards reaches
            # waste rank stock[t - 1] with t drawn, for every t up to where an
            # earlier chain from the same heights already reached. Only pairs
            # with a play are kept: the others only draw on, which the chain
            # covers.
            next_layer = layer + 1
            if next_layer < bound:
                chained = drawn.get(packed, FULL_LAYERS)
                if layer < chained:
                    drawn[packed] = layer
                    exposed = (
                        exposed0[packed & 0o77]
                        | exposed1[(packed >> 6) & 0o77]
                        | exposed2[(packed >> 12) & 0o77]
                        | exposed3[packed >> 18]
                    )
                    base = packed << RANK_BITS
                    top = min(chained, bound - 1)
                    for t in range(top, layer, -1):
                        rank = stock_ranks[t - 1]
                        if onto[rank] & exposed:
                            child = base | rank
                            known = best.get(child, FULL_LAYERS)
                            if t < known:
                                best[child] = t
                                parent[child] = ~((key << LAYER_BITS) | t)
                                push((child << LAYER_BITS) | t)
            # Plays, explored first (pushed last).
            waste = key & RANK_MASK
            for delta in (
                group0[key & 0x3FF]
                + group1[((key >> 6) & 0x3F0) | waste]
                + group2[((key >> 12) & 0x3F0) | waste]
                + group3[((key >> 18) & 0x70) | waste]
            ):
                child = key + delta
                if child <= RANK_MASK:
                    bound = layer
                    parent[child] = key
                    best[child] = layer
                    self._found = (child, layer, layer - STOCK_SIZE)
                    self._won = True
                    if layer <= start_layer:
                        self._nodes = nodes
                        return
                    continue
                if layer < best.get(child, FULL_LAYERS):
                    best[child] = layer
                    parent[child] = key
                    push(item + (delta << LAYER_BITS))
        self._nodes = nodes

    # --- results -----------------------------------------------------------

    def _line_to(self, key: int) -> tuple[Move, ...]:
        """Moves from the start to ``key`` along the parent links.

        The links are rebuilt backwards, then replayed forwards so each run
        of draws is counted from where the line really stands (a parent may
        have been reached with fewer draws after its child was linked)."""
        parent = self._parent
        steps: list[tuple[int, int]] = []
        while key != self._start:
            record = parent[key]
            if record >= 0:
                steps.append((key, -1))
                key = record
            else:
                info = ~record
                steps.append((key, info & LAYER_MASK))
                key = info >> LAYER_BITS
        moves: list[Move] = []
        layer = self.position.stock_index
        for child, drawn_to in reversed(steps):
            if drawn_to < 0:
                moves.append(Move.play(_played_column(key, child)))
            else:
                moves.extend([Move.draw()] * (drawn_to - layer))
                layer = drawn_to
            key = child
        return tuple(moves)

    def _make_result(self) -> SolveResult:
        if self._found is None:
            return SolveResult(Verdict.UNKNOWN, None, (), self._nodes, False)
        key = self._found[0]
        if self._won:
            verdict = Verdict.WINNABLE
        elif self._complete:
            verdict = Verdict.UNWINNABLE
        else:
            verdict = Verdict.UNKNOWN
        line = self._line_to(key)
        end = replay_line(self.deal, self.rules, self.position, line)
        return SolveResult(verdict, score(end), line, self._nodes, self._complete)


def _played_column(before: int, after: int) -> int:
    """The column a play came from, from the keys before and after it."""
    removed = (before >> RANK_BITS) - (after >> RANK_BITS)
    return (removed.bit_length() - 1) // HEIGHT_BITS


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
