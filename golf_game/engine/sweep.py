"""Exact par by a sweep over every position at once, one stock card at a time.

A position is (column heights, cards drawn, waste rank); with the heights
written as one base-6 number (0 to 5 cards a column, column 0 lowest), a
*set* of heights is one Python int with a bit per number: 6^7 = 279,936
bits, 35 KB. The sweep keeps, per waste rank, the set of heights reached
so far, and grows all of them together with a few whole-int operations:

- *Plays.* Column c's top card has rank r exactly where the column's
  digit is a height whose card is of rank r: a mask fixed by the deal.
  Playing it from every position of waste rank w that takes r is
  ``(reached[w] & mask) >> 6**c`` (one card fewer in column c), landing on
  waste rank r. Applied to the positions found in the last round until no
  new one appears, this closes the positions reachable without a draw.
- *Draws.* Any position reached so far may draw until the next stock card:
  the heights met so far, with the waste rank of that card.

Rounds of draws go in order, so the first round that empties the tableau
is a win leaving the most stock: **par, proved by the rounds before it**.
If no round does, par is the fewest cards among all heights met (a player
can always draw on to the end): a mask per card count finds it. The sweep
costs about the same on every deal, won or lost (no bound to get lucky
or unlucky with). A line is walked back from the end through the sets
kept after each round: a parent holds one card more and was reached with
no more draws, or has the same heights one draw earlier; each step back
adds a card or takes a draw away, so the walk ends at the start.
"""

from __future__ import annotations

import abc
import functools
from collections.abc import Generator

from .cards import ACE, KING
from .deal import COLUMN_HEIGHT, COLUMNS, STOCK_SIZE, Deal
from .hole import Move, Position, apply_move, score
from .rules import Rules, adjacent_ranks
from .verdict import SolveResult, Verdict

HEIGHT_RADIX = COLUMN_HEIGHT + 1
COLUMN_STEPS = tuple(HEIGHT_RADIX**c for c in range(COLUMNS))
"""How much the heights' number drops when column c loses a card."""
HEIGHT_STATES = HEIGHT_RADIX**COLUMNS
RANKS = range(ACE, KING + 1)
OPERATION_NODES = 10
"""What the sweep counts for one of its set operations (a play from every
position of a waste rank at once): about the time of that many expansions
of the solver's depth-first probe, so node budgets keep their meaning.
(Counting the positions found instead cost a quarter of the sweep's time:
``int.bit_count`` on a 35 KB int is as dear as a shift.)"""


@functools.cache
def _digit_masks() -> tuple[tuple[int, ...], ...]:
    """``masks[c][h]``: every heights' number whose column ``c`` holds ``h``
    cards (the same for every deal; built once, 42 ints of 35 KB, by
    doubling a period's pattern: short steps, no long hold of the GIL)."""
    whole = (1 << HEIGHT_STATES) - 1
    masks = []
    for step in COLUMN_STEPS:
        row = []
        for height in range(HEIGHT_RADIX):
            mask, length = ((1 << step) - 1) << (height * step), step * HEIGHT_RADIX
            while length < HEIGHT_STATES:
                mask |= mask << length
                length *= 2
            row.append(mask & whole)
        masks.append(tuple(row))
    return tuple(masks)


@functools.cache
def _size_masks() -> tuple[int, ...]:
    """``masks[k]``: every heights' number holding ``k`` cards in all."""
    sizes = [1]  # over the numbers of no column yet: the empty sum
    for step in COLUMN_STEPS:
        grown = [0] * (len(sizes) + COLUMN_HEIGHT)
        for height in range(HEIGHT_RADIX):
            for count, mask in enumerate(sizes):
                grown[count + height] |= mask << (height * step)
        sizes = grown
    return tuple(sizes)


def _pack(heights: tuple[int, ...]) -> int:
    """The heights as one base-6 number (column 0 lowest)."""
    return sum(height * step for height, step in zip(heights, COLUMN_STEPS, strict=True))


def moves_along(steps: list[tuple[int, int]], first: int) -> tuple[Move, ...]:
    """The moves of a line walked back from its end, ``steps`` last move
    first: ``(column, -1)`` a play, ``(-1, t)`` draws on until ``t`` cards are
    drawn. Counted forwards from ``first`` drawn, where the line really
    stands (a parent may have been reached with fewer draws)."""
    moves: list[Move] = []
    layer = first
    for column, drawn_to in reversed(steps):
        if column >= 0:
            moves.append(Move.play(column))
        else:
            moves.extend([Move.draw()] * (drawn_to - layer))
            layer = drawn_to
    return tuple(moves)


def _has(bits: int, index: int) -> bool:
    return bits >> index & 1 == 1


class Search(abc.ABC):
    """What :class:`~.solver.Solver` drives, the sweep and its probe alike:
    ``run()`` is a generator that pauses once ``_nodes`` reaches ``_limit``
    (the solver sets it before each step); ``make_result()`` reads what is
    known; ``_complete``: the answer is exact."""

    def __init__(self, deal: Deal, rules: Rules, position: Position) -> None:
        self.deal = deal
        self.rules = rules
        self.position = position
        self._nodes = 0
        self._limit = 0
        self._complete = False

    @abc.abstractmethod
    def run(self) -> Generator[None, None, None]: ...

    @abc.abstractmethod
    def make_result(self) -> SolveResult: ...


class Sweep(Search):
    """The sweep from one position; it pauses between passes of plays
    (``_nodes``: see ``OPERATION_NODES``)."""

    def __init__(self, deal: Deal, rules: Rules, position: Position) -> None:
        super().__init__(deal, rules, position)
        self._start = _pack(position.heights)
        self._onto = [frozenset(adjacent_ranks(r, rules)) for r in range(KING + 1)]
        # After each round of draws t: the heights reached per waste rank
        # (index 0 unused) with at most t drawn.
        self._rounds: dict[int, tuple[int, ...]] = {}
        self._end: tuple[int, int, int] | None = None
        """(heights' number, waste rank, draws) of the par position once known."""
        self._won = False
        self._result: SolveResult | None = None

    def run(self) -> Generator[None, None, None]:
        deal = self.deal
        digits = _digit_masks()
        onto = self._onto
        # Per rank r: the waste ranks that take it and, per column holding
        # a card of rank r, (the heights where that card is on top, the step).
        plan: list[tuple[int, tuple[int, ...], tuple[tuple[int, int], ...]]] = []
        for rank in RANKS:
            takers = tuple(w for w in RANKS if rank in onto[w])
            columns: list[tuple[int, int]] = []
            for c, (column, step) in enumerate(zip(deal.columns, COLUMN_STEPS, strict=True)):
                mask = 0
                for height in range(1, COLUMN_HEIGHT + 1):
                    if column[height - 1].rank == rank:
                        mask |= digits[c][height]
                if mask:
                    columns.append((mask, step))
            if takers and columns:
                plan.append((rank, takers, tuple(columns)))
        stock = [card.rank for card in deal.stock]
        reached = [0] * (KING + 1)
        first = self.position.stock_index
        waste = self.position.waste.rank
        front = {waste: 1 << self._start}
        reached[waste] = every = 1 << self._start
        if not self._start:  # the tableau is already clear
            self._rounds[first] = tuple(reached)
            self._end, self._won, self._complete = (0, waste, first), True, True
            return
        for drawn in range(first, STOCK_SIZE + 1):
            if drawn > first:
                waste = stock[drawn - 1]
                new = every ^ (every & reached[waste])
                reached[waste] |= new
                front = {waste: new} if new else {}
            while front:
                if self._nodes >= self._limit:
                    yield
                found: dict[int, int] = {}
                for rank, takers, moves in plan:
                    source = 0
                    for w in takers:
                        source |= front.get(w, 0)
                    if not source:
                        continue
                    landed = 0
                    for mask, step in moves:
                        landed |= (source & mask) >> step
                    self._nodes += OPERATION_NODES * len(moves)
                    # The new ones: x ^ (x & y), ten times cheaper than
                    # x & ~y on ints this long (no negative int to make).
                    landed ^= landed & reached[rank]
                    if landed:
                        found[rank] = landed
                front = found
                for rank, landed in found.items():
                    reached[rank] |= landed
                    every |= landed
                    if landed & 1:
                        self._rounds[drawn] = tuple(reached)
                        self._end, self._won = (0, rank, drawn), True
                        self._complete = True
                        return
            self._rounds[drawn] = tuple(reached)
        fewest = next(k for k, mask in enumerate(_size_masks()) if every & mask)
        bits = every & _size_masks()[fewest]
        heights = (bits & -bits).bit_length() - 1
        waste = next(r for r in RANKS if _has(reached[r], heights))
        self._end = (heights, waste, STOCK_SIZE)
        self._complete = True

    def _line(self) -> tuple[Move, ...]:
        """Moves from the start to the par position, walked back through
        the rounds' sets and replayed forwards (see the module's notes)."""
        assert self._end is not None
        heights, waste, drawn = self._end
        columns = self.deal.columns
        onto = self._onto
        first = self.position.stock_index
        start_waste = self.position.waste.rank
        steps: list[tuple[int, int]] = []  # (column played, -1) or (-1, drawn to)
        while not (heights == self._start and waste == start_waste and drawn == first):
            reached = self._rounds[drawn]
            if drawn > first and _has(self._rounds[drawn - 1][waste], heights):
                drawn -= 1  # the same position, reached one draw earlier
                continue
            parent = None
            for column, step in enumerate(COLUMN_STEPS):
                height = heights // step % HEIGHT_RADIX
                if height == COLUMN_HEIGHT or columns[column][height].rank != waste:
                    continue
                above = heights + step
                for before in RANKS:
                    if waste in onto[before] and _has(reached[before], above):
                        parent = (above, before, column)
                        break
                if parent is not None:
                    break
            if parent is not None:
                heights, waste, column = parent
                steps.append((column, -1))
                continue
            # A draw: the same heights were reached with one draw fewer.
            assert drawn > first and self.deal.stock[drawn - 1].rank == waste
            below = self._rounds[drawn - 1]
            steps.append((-1, drawn))
            drawn -= 1
            waste = next(r for r in RANKS if _has(below[r], heights))
        return moves_along(steps, first)

    def make_result(self) -> SolveResult:
        """What is known: before the end only how far it got (UNKNOWN).
        Once complete, the line is walked once and the rounds' sets let go."""
        if not self._complete:
            return SolveResult(Verdict.UNKNOWN, None, (), self._nodes, False)
        if self._result is None:
            line = self._line()
            end = replay_line(self.deal, self.rules, self.position, line)
            verdict = Verdict.WINNABLE if self._won else Verdict.UNWINNABLE
            self._result = SolveResult(verdict, score(end), line, self._nodes, True)
            self._rounds = {}
        return self._result


def replay_line(deal: Deal, rules: Rules, position: Position, line: tuple[Move, ...]) -> Position:
    """The position after ``line``, each move checked by the engine."""
    for move in line:
        position = apply_move(deal, rules, position, move)
    return position
