"""The exact Golf solver: verdict, par and a line for any position, in any mode.

A position is (column heights, cards drawn, waste rank): only the waste's
rank matters for what follows, never its suit. Two searches answer:

- **The sweep** (:mod:`.sweep`) gives verdict, exact par and a par line: it
  grows the sets of every position reached, as big ints, one round of
  draws at a time; the first round that empties the tableau is par. About
  the same cost on every deal (tens of ms), won or lost.
- **The probe** (:class:`_Probe`), first: a depth-first search for any win,
  plays before draws, cut by counting bounds (:func:`_lower_bound`): a
  tableau card whose rank has no adjacent rank left anywhere, or more
  cards of some ranks than cards that could take them, can never all be
  played. It finds most of Easy's wins in a few hundred expansions; after
  ``PROBE_NODES`` (the verdict alone) or ``FULL_PROBE_NODES`` without one,
  the sweep answers. Dominance keeps it small: a position with fewer cards
  drawn is at least as good as the same heights and waste rank with more
  drawn (whenever the second draws, the first draws the cards in between
  and catches up), so each (heights, waste rank) is searched once per
  improvement of its fewest draws.

The probe's key is one int: the seven heights as digits of a base-6 number
(0 to 5 cards each), above a 4-bit waste rank, so every key indexes one byte
of a 4.5 MB table holding the fewest draws that reached it. Its lines are
rebuilt backwards from that table alone (any position reached with no more
draws is a parent). Every line is checked by the engine's
:func:`apply_move` before it is returned.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import operator
import time
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from typing import TypeVar

from .cards import ACE, KING
from .deal import COLUMN_HEIGHT, COLUMNS, STOCK_SIZE, Deal
from .errors import GolfError
from .hole import Move, Position, score
from .rules import Rules, adjacent_ranks
from .sweep import (
    COLUMN_STEPS,
    HEIGHT_RADIX,
    HEIGHT_STATES,
    Search,
    Sweep,
    _pack,
    moves_along,
    replay_line,
)
from .verdict import SolveResult, Verdict

__all__ = ["Solver", "replay_line", "solve", "win_ruled_out"]

RANK_BITS = 4
RANK_MASK = (1 << RANK_BITS) - 1  # 0xF
PAIR_RADIX = HEIGHT_RADIX * HEIGHT_RADIX  # 36
"""Columns are looked up two at a time: (0, 1), (2, 3), (4, 5), then 6."""
COLUMN_GROUPS = ((0, 1), (2, 3), (4, 5), (6,))
PAIR1 = PAIR_RADIX  # 36: the heights of columns 2, 3 are (key >> 4) // 36 % 36
PAIR2 = PAIR_RADIX * PAIR_RADIX  # 1296
PAIR3 = PAIR2 * PAIR_RADIX  # 46656: column 6 is (key >> 4) // 46656
KEYS = HEIGHT_STATES << RANK_BITS  # 4,478,976 keys from the deal's start, a byte each
STEP_COLUMN = {step: c for c, step in enumerate(COLUMN_STEPS)}
# A stack item of the search is (key << LAYER_BITS) | cards drawn.
LAYER_BITS = 5
LAYER_MASK = (1 << LAYER_BITS) - 1  # 0x1F
NEVER = STOCK_SIZE + 1
"""More draws than the stock holds: "not reached" / "no win known". The
byte tables hold ``NEVER - drawn`` (0: not reached)."""
KEY_BITS = (KEYS - 1).bit_length()  # 23
ITEM_MASK = (1 << (KEY_BITS + LAYER_BITS)) - 1
TIME_SLICE_NODES = 2000
"""Expansions between checks of the wall clock in :func:`solve`."""
UNLIMITED = 1 << 62
PROBE_NODES = 4_000
"""Expansions of the verdict's depth-first probe before the sweep takes
over. Easy's won deals mostly show a win within a few hundred (in the order
of :func:`_order_plays`); past that the sweep, about 30 ms on any deal,
is cheaper than searching on."""
FULL_PROBE_NODES = 500
"""The probe's expansions before a full solve's sweep: a win it meets (not
yet par) is the answer while the sweep runs, which knows nothing before its
end. A few ms; a hint on a short budget keeps a proved winning move."""
COUNT_BITS = 6
COUNT_MASK = (1 << COUNT_BITS) - 1  # 0x3F
# Parity counts: four 8-bit fields (see _tables' weight()).
PARITY_BITS = 8
PARITY_MASK = (1 << PARITY_BITS) - 1  # 0xFF
ODD_SHIFT, BREAKER_SHIFT, ENDER_SHIFT = PARITY_BITS, 2 * PARITY_BITS, 3 * PARITY_BITS  # 8, 16, 24
# A guard bit on top of each rank's count field: subtracting a small count
# from a field with its guard set never borrows from the next field.
SET_SIZES = 3
"""The taker count is checked for sets of 1, 2, 3 ranks r, r + 2, r + 4
(written out in :func:`_lower_bound`)."""
SET_GUARDS = tuple(
    sum(1 << (COUNT_BITS * r + COUNT_BITS - 1) for r in range(ACE, KING + 3 - 2 * size))
    for size in range(1, SET_SIZES + 1)
)
RANKS = KING - ACE + 1
CYCLE_SHIFT = COUNT_BITS * RANKS  # 78
"""With the King-Ace wrap (Easy) the ranks form a cycle. The takers' check
then runs on counts written three times over (fields 1-39, rank ``r`` at
fields ``r``, ``r + 13`` and ``r + 26``), so every set of ranks ``r, r + 2,
...`` going round the cycle is one stretch of fields around the middle copy
(fields 14-26). Sets of 1 to 6 ranks: a seventh would hold a neighbour of
every rank."""
CYCLE_SET_SIZES = 6
PROBE_CYCLE_SET_SIZES = 3
"""The probe checks cyclic sets of 1 to 3 ranks only: it looks for a win,
not a proof, and the wider sets cost more per expansion than the few
positions they cut save (300 Easy verdicts, each run both ways in turn:
median per deal 0.94x with 3)."""
CYCLE_SPREAD = sum(1 << (COUNT_BITS * f + COUNT_BITS - 1) for f in range(3 * RANKS + 1))
CYCLE_CHECK = sum(1 << (COUNT_BITS * f + COUNT_BITS - 1) for f in range(RANKS + 1, 2 * RANKS + 1))


def _cycled(packed: int) -> int:
    """Per-rank counts written three times over (see ``CYCLE_SHIFT``)."""
    return packed + (packed << CYCLE_SHIFT) + (packed << (2 * CYCLE_SHIFT))


def _split(packed: int) -> tuple[int, int, int, int]:
    """The four column groups' local heights of a heights' number."""
    return packed % PAIR1, packed // PAIR1 % PAIR1, packed // PAIR2 % PAIR1, packed // PAIR3


def _rank_counts(ranks: Iterable[int]) -> int:
    """How many of each rank, in ``COUNT_BITS``-bit fields (rank ``r`` at bit
    ``COUNT_BITS * r``)."""
    packed = 0
    for rank in ranks:
        packed += 1 << (COUNT_BITS * rank)
    return packed


def _between(ranks: tuple[int, ...], value: Callable[[int], int]) -> tuple[tuple[int, ...], ...]:
    """``table[t][u]``: the sum of ``value`` over ``ranks[t:u]`` (0 if u <= t),
    as differences of running sums (each field of a sum only grows)."""
    sums = [0, *itertools.accumulate(value(rank) for rank in ranks)]
    return tuple(
        tuple(sums[u] - sums[t] if u > t else 0 for u in range(len(sums))) for t in range(len(sums))
    )


@dataclass(frozen=True, slots=True)
class _Tables:
    """Per deal and rules, everything the inner loops look up.

    For column group ``g`` and its local heights (``h0 + 6 h1``):
    ``plays[g][(local << 4) | waste]`` the key changes of the legal plays;
    ``exposed[g][local]`` bit ``r`` set for each rank exposed;
    ``counts[g][local]`` the cards still in the columns per rank, in 6-bit
    fields (field ``r`` at bit ``6 r``); ``window[t][u]`` the same for the
    stock cards drawn between ``t`` and ``u`` cards drawn (``stock[t:u]``).
    ``onto[r]``: bit ``x`` set for each rank ``x`` that may be played onto
    ``r``; ``shifts``: how to turn per-rank counts of cards into per-rank
    counts of the cards they may take (see :func:`_lower_bound`).
    ``parity[g][local]``: the cards still in the group's columns, packed as
    ``enders << 24 | breakers << 16 | odd << 8 | even`` (see
    :func:`_lower_bound`); ``sizes[g][local]`` how many they are.
    ``starts[t][u]``: the stock cards of ``stock[t:u]`` a run can start on,
    packed as ``(odd << 8) | even``; ``waste_starts[r]`` the same for a waste of rank ``r``.
    ``cyclic``: the King and the Ace are neighbours (Easy); then ``counts``,
    ``window`` and ``waste_counts`` (the waste's count field) are written
    three times over (:func:`_cycled`)."""

    plays: tuple[tuple[tuple[int, ...], ...], ...]
    exposed: tuple[tuple[int, ...], ...]
    counts: tuple[tuple[int, ...], ...]
    onto: tuple[int, ...]
    shifts: tuple[int, int]
    stock_ranks: tuple[int, ...]
    window: tuple[tuple[int, ...], ...]
    parity: tuple[tuple[int, ...], ...]
    sizes: tuple[tuple[int, ...], ...]
    starts: tuple[tuple[int, ...], ...]
    waste_starts: tuple[int, ...]
    waste_counts: tuple[int, ...]
    cyclic: bool


_T = TypeVar("_T")


def _by_local(
    group: tuple[int, ...], per_column: list[list[_T]], combine: Callable[[_T, _T], _T]
) -> list[_T]:
    """A column group's table over its local heights (``h0 + 6 h1``):
    ``per_column[c][h]`` of its columns, combined."""
    first = per_column[group[0]]
    if len(group) == 1:
        return list(first)
    return [combine(low, high) for high in per_column[group[1]] for low in first]


def _add_rows(low: list[tuple[int, ...]], high: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Two columns' plays per waste rank, side by side."""
    return list(map(operator.add, low, high))


@functools.lru_cache(maxsize=16)
def _tables(deal: Deal, rules: Rules) -> _Tables:
    cyclic = rules.wrap
    fields: Callable[[int], int] = _cycled if cyclic else int
    onto = tuple(
        sum(1 << x for x in adjacent_ranks(r, rules)) if r else 0 for r in range(RANK_MASK + 1)
    )
    # A rank breaks parity when a rank of the same parity may follow it
    # (Easy: Q K A 2, the King and the Ace).
    breaks = [any(onto[x] >> r & 1 for x in range(2 - r % 2, RANK_MASK + 1, 2)) for r in range(14)]

    def start_weight(rank: int) -> int:
        """What a run started on this rank adds to the odd / even budget."""
        if not onto[rank]:
            return 0
        return 1 << ODD_SHIFT if rank % 2 else 1

    def weight(rank: int) -> int:
        """A card's share of the parity counts (see :func:`_lower_bound`)."""
        return (
            (0 if onto[rank] else 1 << ENDER_SHIFT)
            + (1 << BREAKER_SHIFT if breaks[rank] else 0)
            + (1 << ODD_SHIFT if rank % 2 else 1)
        )

    # Per column and height: the exposed rank's bit, the counts of the
    # cards left, and the key change of playing onto each waste rank.
    heights = range(HEIGHT_RADIX)
    column_exposed = []
    column_counts = []
    column_parity = []
    column_plays: list[list[list[tuple[int, ...]]]] = []
    for c, column in enumerate(deal.columns):
        shift = COLUMN_STEPS[c] << RANK_BITS
        left = [column[:h] for h in heights]
        column_exposed.append([1 << cards[-1].rank if cards else 0 for cards in left])
        column_counts.append([fields(_rank_counts(card.rank for card in cards)) for cards in left])
        column_parity.append([sum(weight(card.rank) for card in cards) for cards in left])
        column_plays.append(
            [
                [
                    (cards[-1].rank - waste - shift,)
                    if cards and ACE <= waste <= KING and onto[waste] >> cards[-1].rank & 1
                    else ()
                    for waste in range(RANK_MASK + 1)
                ]
                for cards in left
            ]
        )
    plays = []
    for group in COLUMN_GROUPS:
        rows: list[list[tuple[int, ...]]] = _by_local(group, column_plays, _add_rows)
        plays.append(tuple(itertools.chain.from_iterable(rows)))
    exposed = tuple(tuple(_by_local(g, column_exposed, operator.or_)) for g in COLUMN_GROUPS)
    counts = tuple(tuple(_by_local(g, column_counts, operator.add)) for g in COLUMN_GROUPS)
    parity = tuple(tuple(_by_local(g, column_parity, operator.add)) for g in COLUMN_GROUPS)
    column_sizes = [list(heights)] * COLUMNS
    sizes = tuple(tuple(_by_local(g, column_sizes, operator.add)) for g in COLUMN_GROUPS)

    # Which ranks a card takes without the wrap: one up, one down, as masks
    # of whole count fields (the cyclic check counts both neighbours).
    full = (1 << COUNT_BITS) - 1
    up = full * _rank_counts(r for r in range(ACE, KING) if onto[r] >> (r + 1) & 1)
    down = full * _rank_counts(r for r in range(ACE + 1, KING + 1) if onto[r] >> (r - 1) & 1)
    stock_ranks = tuple(card.rank for card in deal.stock)
    return _Tables(
        plays=tuple(plays),
        exposed=tuple(exposed),
        counts=tuple(counts),
        onto=onto,
        shifts=(up, down),
        stock_ranks=stock_ranks,
        window=_between(stock_ranks, lambda rank: fields(1 << (COUNT_BITS * rank))),
        parity=tuple(parity),
        sizes=sizes,
        starts=_between(stock_ranks, start_weight),
        waste_starts=tuple(start_weight(r) if r else 0 for r in range(RANK_MASK + 1)),
        waste_counts=tuple(fields(1 << (COUNT_BITS * r)) for r in range(RANK_MASK + 1)),
        cyclic=cyclic,
    )


Bound = Callable[[int, int, int, int, int, int, int], int]


def _lower_bound(tables: _Tables, cycle_sets: int = CYCLE_SET_SIZES) -> Bound:
    """``bound(low, mid, high, last, waste, layer, upto)``: a lower
    bound on the tableau cards left at the end from the position with those
    group heights (see :func:`_split`) and waste rank, ``layer`` cards
    drawn, if at most ``upto`` are drawn in all; zero when a win is not ruled
    out.

    Parity: a run of plays alternates odd and even ranks (ranks differ by
    one), so it holds at most one more even card than odd, and only when it
    starts on an odd card (the waste top now, or a stock card drawn before
    ``upto``); likewise for odd cards, plus one per card of a rank that may
    follow its own parity (the King and Ace of Easy). What the runs cannot
    absorb stays on the tableau. Run enders: nothing follows a King in Hard,
    so each run plays at most one. Takers: every tableau card is played onto
    a card of a rank that takes it (the waste top, a stock card drawn before
    ``upto``, or another tableau card), and each card takes only one, so for
    each set of ranks r, r + 2, ... the cards that could take one of them
    must be at least as many as the tableau cards of those ranks (Hall's
    condition): sets of 1 to 3 ranks without the wrap, of 1 to
    ``cycle_sets`` ranks round the cycle of ranks with it (every neighbour
    counted as a taker, which only weakens the check where a dead King
    takes nothing)."""
    parity0, parity1, parity2, parity3 = tables.parity
    counts0, counts1, counts2, counts3 = tables.counts
    starts_between, waste_starts = tables.starts, tables.waste_starts
    window, waste_counts, cyclic = tables.window, tables.waste_counts, tables.cyclic
    # Cyclic sets of 2 to 6 ranks: (shift of the set's last rank, of its
    # taker past it).
    cycle_steps = tuple(
        (2 * (size - 1) * COUNT_BITS, (2 * size - 1) * COUNT_BITS)
        for size in range(2, cycle_sets + 1)
    )
    up, down = tables.shifts
    guard1, guard2, guard3 = SET_GUARDS

    # The field shifts and masks are written as literals (ODD_SHIFT 8,
    # BREAKER_SHIFT 16, ENDER_SHIFT 24, PARITY_MASK 0xFF; a test checks
    # them): this runs at every expansion.
    def bound(low: int, mid: int, high: int, last: int, waste: int, layer: int, upto: int) -> int:
        counts = parity0[low] + parity1[mid] + parity2[high] + parity3[last]
        starts = starts_between[layer][upto] + waste_starts[waste]
        odd = (counts >> 8) & 0xFF
        even = counts & 0xFF
        excess = odd - even - ((counts >> 16) & 0xFF) - (starts & 0xFF)
        if excess > 0:
            return excess
        excess = even - odd - (starts >> 8)
        if excess > 0:
            return excess
        excess = (counts >> 24) - (starts >> 8) - (starts & 0xFF)
        if excess > 0:
            return excess
        tableau = counts0[low] + counts1[mid] + counts2[high] + counts3[last]
        alive = tableau + window[layer][upto] + waste_counts[waste]
        if cyclic:
            # Field r: the cards of ranks r, r + 2, ... round the cycle and
            # the cards of the ranks next to them (each guard absorbs its
            # own field's borrow).
            needed = tableau
            takers = (alive << COUNT_BITS) + (alive >> COUNT_BITS)
            if ((takers | CYCLE_SPREAD) - needed) & CYCLE_CHECK != CYCLE_CHECK:
                return 1
            for last_shift, outer_shift in cycle_steps:
                needed += tableau >> last_shift
                takers += alive >> outer_shift
                if ((takers | CYCLE_SPREAD) - needed) & CYCLE_CHECK != CYCLE_CHECK:
                    return 1
            return 0
        # Field r: the cards of ranks r, r + 2, ... (1, 2 or 3 ranks) and the
        # cards that could take one of them; the edges take only inward.
        # Written out set size by set size: the bound runs at every node.
        down_alive = alive & down
        takers = (alive & up) << COUNT_BITS
        if ((takers + (down_alive >> COUNT_BITS) | guard1) - tableau) & guard1 != guard1:
            return 1
        needed = tableau + (tableau >> (2 * COUNT_BITS))
        takers += alive >> COUNT_BITS
        if ((takers + (down_alive >> (3 * COUNT_BITS)) | guard2) - needed) & guard2 != guard2:
            return 1
        needed += tableau >> (4 * COUNT_BITS)
        takers += alive >> (3 * COUNT_BITS)
        if ((takers + (down_alive >> (5 * COUNT_BITS)) | guard3) - needed) & guard3 != guard3:
            return 1
        return 0

    return bound


class Solver:
    """A resumable exact search from one position (the deal's start by default).

    ``step(n)`` runs up to ``n`` more expansions and returns what is known;
    once ``complete`` the result never changes. First the depth-first probe
    below looks for a quick win (``PROBE_NODES`` expansions for the verdict
    alone, ``FULL_PROBE_NODES`` otherwise); the sweep (:mod:`.sweep`) then
    gives the exact answer, unless the verdict alone was asked and is
    known, or the probe proved par. While the sweep runs, the result is
    the probe's. The searches do not point back
    here, so a solver dropped unfinished frees its tables at once (a
    generator holding its own owner is a cycle, kept until the cyclic
    collector runs: 16 paused tables, 33 MiB, were found alive that way in
    a soak)."""

    def __init__(
        self,
        deal: Deal,
        rules: Rules,
        position: Position | None = None,
        *,
        verdict_only: bool = False,
    ) -> None:
        self.deal = deal
        self.verdict_only = verdict_only
        self.rules = rules
        self.position = Position.start(deal) if position is None else position
        heights = self.position.heights
        if len(heights) != COLUMNS or not all(0 <= h <= COLUMN_HEIGHT for h in heights):
            raise GolfError(f"not a position of this deal: heights {heights}")
        if not 0 <= self.position.stock_index <= STOCK_SIZE:
            raise GolfError(f"not a position of this deal: stock index {self.position.stock_index}")
        self._finished = False
        self._result: SolveResult | None = None
        self._probed: SolveResult | None = None
        self._search: Search = _Probe(
            deal, rules, self.position, PROBE_NODES if verdict_only else FULL_PROBE_NODES
        )
        self._steps = self._search.run()

    # --- public ------------------------------------------------------------

    def step(self, node_budget: int) -> SolveResult:
        """Run up to ``node_budget`` more expansions; return the best so far."""
        if not self._finished:
            search = self._search
            search._limit = search._nodes + max(1, node_budget)
            self._result = None
            try:
                next(self._steps)
            except StopIteration:
                if isinstance(search, _Probe) and (
                    search.gave_up or not (self.verdict_only or search._complete)
                ):
                    # The sweep answers, within what is left of this step's
                    # budget; until it ends, the probe's answer stands.
                    self._probed = search.make_result()
                    search._reach = bytearray()
                    self._search = Sweep(self.deal, self.rules, self.position)
                    self._search._nodes, self._search._limit = search._nodes, search._limit
                    self._steps = self._search.run()
                    return self.step(search._limit - search._nodes)
                self._finished = True
                # The answer is read once; then the tables may go.
                self.result()
                if isinstance(search, _Probe):
                    search._reach = bytearray()
        return self.result()

    @property
    def finished(self) -> bool:
        """Whether the search has nothing left to do (``complete``, or the
        verdict is known in ``verdict_only`` mode)."""
        return self._finished

    def result(self) -> SolveResult:
        if self._result is None:
            result = self._search.make_result()
            if not result.complete and self._probed is not None:
                result = dataclasses.replace(self._probed, nodes=result.nodes)
            self._result = result
        return self._result


class _Probe(Search):
    """A depth-first search for any win (the verdict), plays before draws,
    cut by the counting bounds; it gives up after ``budget`` expansions."""

    def __init__(self, deal: Deal, rules: Rules, position: Position, budget: int) -> None:
        super().__init__(deal, rules, position)
        self.budget = budget
        self.gave_up = False
        self._start = (_pack(position.heights) << RANK_BITS) | position.waste.rank
        # reach[key]: NEVER minus the fewest draws that reached key (0: not
        # reached), allocated by the first step.
        self._reach = bytearray()
        # The best end met so far and its score; ``_won``: a win was met.
        self._found_key = self._start
        self._found_score = score(position)
        self._won = False
        self._proved_unwinnable = False

    # --- the search ----------------------------------------------------------

    def run(self) -> Generator[None, None, None]:
        if self._found_score <= 0:
            self._won = self._complete = True
        else:
            self._complete = yield from self._search()

    def _search(self) -> Generator[None, None, bool]:
        """Depth first, plays first: returns whether the answer is par (a
        win that needed no draw, or no win and a single card left met), or
        gives up (``gave_up``) after its budget of expansions without a
        win."""
        tables = _tables(self.deal, self.rules)
        group0, group1, group2, group3 = tables.plays
        exposed0, exposed1, exposed2, exposed3 = tables.exposed
        sizes0, sizes1, sizes2, sizes3 = tables.sizes
        onto = tables.onto
        stock_ranks = tables.stock_ranks
        lower_bound = _lower_bound(tables, PROBE_CYCLE_SET_SIZES)
        # Only Easy's deals are mostly won (93%), found sooner in this order.
        ordered = self.budget if self.rules.wrap else 0
        # reach[key], drawn[heights]: NEVER minus the fewest draws reaching
        # the key / drawing from those heights (0: never). No column grows,
        # so no key is above the start's heights: a late position gets
        # smaller tables.
        start_layer = self.position.stock_index
        start = self._start
        self._reach = reach = bytearray((start | RANK_MASK) + 1)
        drawn = bytearray((start >> RANK_BITS) + 1)
        reach[start] = NEVER - start_layer
        best_left = self._found_score
        nodes = self._nodes
        limit = self._limit
        give_up = nodes + self.budget
        stack = [(start << LAYER_BITS) | start_layer]
        pop = stack.pop
        push = stack.append
        # The loop below is written out: the table lookups, the key's split
        # into column groups (PAIR1 36, PAIR2 1296, PAIR3 46656) and
        # RANK_MASK (15) inline, no helper calls but the bound. Measured:
        # each helper call or attribute lookup per expansion costs 5-10%.
        while stack:
            if nodes >= limit:
                self._nodes = nodes
                yield
                limit = self._limit
            if nodes >= give_up:
                self._nodes = nodes
                self.gave_up = True
                return False
            item = pop()
            key = item >> LAYER_BITS
            layer = item & LAYER_MASK
            spare = NEVER - layer
            if reach[key] != spare:
                continue
            nodes += 1
            packed = key >> RANK_BITS
            waste = key & 15
            low = packed % 36
            mid = packed // 36 % 36
            high = packed // 1296 % 36
            last = packed // 46656
            left = sizes0[low] + sizes1[mid] + sizes2[high] + sizes3[last]
            if left < best_left:
                best_left = left
                self._found_key, self._found_score = key, left
            if lower_bound(low, mid, high, last, waste, layer, STOCK_SIZE):
                continue
            # Draws: drawing one or more cards from these heights reaches
            # waste rank stock[t - 1] with t drawn, for each t up to where
            # a chain from the same heights already reached. Pairs with no
            # play are skipped: they can only draw on, which the chain
            # covers.
            if layer < STOCK_SIZE:
                chained = drawn[packed]
                if chained < spare:
                    drawn[packed] = spare
                    exposed = exposed0[low] | exposed1[mid] | exposed2[high] | exposed3[last]
                    base = packed << RANK_BITS
                    for t in range(min(NEVER - chained, STOCK_SIZE), layer, -1):
                        rank = stock_ranks[t - 1]
                        if onto[rank] & exposed:
                            child = base | rank
                            if reach[child] < NEVER - t:
                                reach[child] = NEVER - t
                                push((child << LAYER_BITS) | t)
            # Plays, explored first (pushed last).
            mark = len(stack)
            for delta in (
                group0[(low << 4) | waste]
                + group1[(mid << 4) | waste]
                + group2[(high << 4) | waste]
                + group3[(last << 4) | waste]
            ):
                child = key + delta
                if child <= 15:
                    reach[child] = spare
                    self._won = True
                    self._found_key, self._found_score = child, layer - STOCK_SIZE
                    self._nodes = nodes
                    return layer <= start_layer
                if reach[child] < spare:
                    reach[child] = spare
                    push(item + (delta << LAYER_BITS))
            else:
                if nodes < ordered and len(stack) > mark + 1:
                    _order_plays(stack, mark, tables.plays, packed)
        # Every position the bounds allow was searched: no win, and an
        # unwinnable deal leaves a card at least, so one card left is par.
        self._nodes = nodes
        self._proved_unwinnable = True
        return best_left <= 1

    # --- results -----------------------------------------------------------

    def _line_to(self, key: int) -> tuple[Move, ...]:
        """Moves from the start to ``key``, rebuilt backwards from the table:
        any position reached with no more draws than ``key`` and one play
        before it, or with the same heights and fewer draws (a run of draws
        ending on ``key``'s waste), is a parent. Each step back either draws
        fewer or holds one card more, so the walk ends at the start. The
        moves are then counted forwards from where the line really stands
        (a parent may have been reached with fewer draws)."""
        reach = self._reach
        tables = _tables(self.deal, self.rules)
        onto, stock_ranks = tables.onto, tables.stock_ranks
        columns = self.deal.columns
        steps: list[tuple[int, int]] = []
        while key != self._start:
            spare = reach[key]
            layer = NEVER - spare
            packed, waste = key >> RANK_BITS, key & RANK_MASK
            parent = -1
            for column, step in enumerate(COLUMN_STEPS):
                height = packed // step % HEIGHT_RADIX
                above = (packed + step) << RANK_BITS
                if (
                    height == COLUMN_HEIGHT
                    or above >= len(reach)
                    or columns[column][height].rank != waste
                ):
                    continue
                for rank in range(ACE, KING + 1):
                    if onto[rank] >> waste & 1 and reach[above | rank] >= spare:
                        parent = above | rank
                        break
                if parent >= 0:
                    steps.append((column, -1))
                    break
            if parent < 0:
                # A run of draws: from the fewest draws these heights met.
                base = packed << RANK_BITS
                parent = max(
                    (base | rank for rank in range(ACE, KING + 1) if reach[base | rank] > spare),
                    key=reach.__getitem__,
                )
                assert stock_ranks[layer - 1] == waste
                steps.append((-1, layer))
            key = parent
        return moves_along(steps, self.position.stock_index)

    def make_result(self) -> SolveResult:
        if not self._nodes and not self._complete:
            return SolveResult(Verdict.UNKNOWN, None, (), 0, False)
        line = self._line_to(self._found_key)
        end = replay_line(self.deal, self.rules, self.position, line)
        if self._won:
            verdict = Verdict.WINNABLE
        elif self._proved_unwinnable:
            verdict = Verdict.UNWINNABLE
        else:
            verdict = Verdict.UNKNOWN
        return SolveResult(verdict, score(end), line, self._nodes, self._complete)


def _order_plays(
    stack: list[int], mark: int, plays: tuple[tuple[tuple[int, ...], ...], ...], packed: int
) -> None:
    """Reorder the plays pushed from ``packed`` (``stack[mark:]``) so the
    play leaving the most plays (a longer run) is explored first (pushed
    last), then the one from the tallest column (unburying it early), then
    the highest column: halves the median search to a first win on Easy."""
    group0, group1, group2, group3 = plays
    ranked = []
    for pushed in stack[mark:]:
        child = pushed >> LAYER_BITS
        waste = child & RANK_MASK
        low, mid, high, last = _split(child >> RANK_BITS)
        follow = len(
            group0[(low << RANK_BITS) | waste]
            + group1[(mid << RANK_BITS) | waste]
            + group2[(high << RANK_BITS) | waste]
            + group3[(last << RANK_BITS) | waste]
        )
        step = packed - (child >> RANK_BITS)
        height = packed // step % HEIGHT_RADIX
        promise = (follow * HEIGHT_RADIX + height) * COLUMNS + STEP_COLUMN[step]
        ranked.append((promise << (KEY_BITS + LAYER_BITS)) | pushed)
    ranked.sort()
    stack[mark:] = [order & ITEM_MASK for order in ranked]


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
    remaining = UNLIMITED if node_budget is None else node_budget
    if time_budget_ms is None:
        return solver.step(remaining)
    deadline = time.perf_counter() + time_budget_ms / 1000
    while True:
        chunk = min(TIME_SLICE_NODES, remaining)
        result = solver.step(chunk)
        remaining -= chunk
        if result.complete or remaining <= 0 or time.perf_counter() >= deadline:
            return result


def win_ruled_out(deal: Deal, rules: Rules, position: Position) -> bool:
    """Whether a quick count proves no win is left from ``position`` (the
    bounds the search cuts with; ``False`` means "not ruled out")."""
    if position.tableau_left == 0:
        return False
    bound = _lower_bound(_tables(deal, rules))
    groups = _split(_pack(position.heights))
    return bound(*groups, position.waste.rank, position.stock_index, STOCK_SIZE) > 0
