"""Winnable-only deals: seeds whose deal the solver proves winnable.

Two sources, so the player never waits:

- a small precomputed table, ``assets/data/winnable_seeds.json`` (made by
  ``tools/make_winnable_seeds.py``, found like every bundled file through
  :mod:`golf_game.assets`), with each seed's par, for the first deals at once;
- a search that checks one seed per call within a node budget
  (:class:`WinnableSearch`), for a task runner to call off the frame loop.

:class:`WinnableSupply` hands them out: the table first, then what a
background search finds, a slice per idle job. It is the least urgent of
the runner's searches (:meth:`TaskRunner.run_search`, one at a time): any
other search puts it aside, and the seed it was checking is checked again
from its start afterwards, so it never holds a solver table while another
search runs.

A seed whose search runs out of budget counts as not winnable: only a proof
is good enough, and a node budget (not a time budget) keeps the choice the
same on every machine.

The solver (and :mod:`golf_game.assets`) is imported on first use, not
with this module: the game imports this module before its first frame, and a
search only starts after it (tools/bench_startup.py).
"""

from __future__ import annotations

import functools
import json
import random
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..engine import Deal, Mode
from ..engine.round import SEED_MAX
from ..tasks import CancelToken, TaskRunner, Urgency

if TYPE_CHECKING:
    from ..engine.solver import Solver

DEFAULT_NODE_BUDGET = 2_000_000
CACHE_FILE = "winnable_seeds.json"


@dataclass(frozen=True, slots=True)
class WinnableSeed:
    """A seed proven winnable in a mode, and the deal's par there."""

    seed: int
    par: int


def check_seed(
    mode: Mode, seed: int, *, node_budget: int = DEFAULT_NODE_BUDGET
) -> WinnableSeed | None:
    """The seed and its par if the solver proves its deal winnable in ``mode``
    within ``node_budget`` expansions; ``None`` if unwinnable or unproven."""
    from ..engine.solver import solve
    from ..engine.verdict import Verdict

    result = solve(Deal.from_seed(seed), mode.rules, node_budget=node_budget)
    if result.verdict is not Verdict.WINNABLE or not result.complete or result.par is None:
        return None
    return WinnableSeed(seed, result.par)


class WinnableSearch:
    """Finds the first winnable seed from ``start`` on, a slice at a time.

    Each :meth:`step` runs the solver for at most ``nodes`` expansions, moving
    on to the next seed when one is decided or has used ``node_budget``
    expansions, so a task runner can spread the search over frames or run it
    in a worker thread."""

    def __init__(self, mode: Mode, start: int, *, node_budget: int = DEFAULT_NODE_BUDGET) -> None:
        self.mode = mode
        self.node_budget = node_budget
        self.seed = start
        self.ruled_out = 0
        self.found: WinnableSeed | None = None
        self._solver = _new_solver(start, mode)

    def step(self, nodes: int | None = None) -> WinnableSeed | None:
        """Search for up to ``nodes`` expansions (default: until the current
        seed is decided); the winnable seed once found (then no more work)."""
        if self.found is not None:
            return self.found
        from ..engine.verdict import Verdict

        spent = self._solver.result().nodes
        result = self._solver.step(min(nodes or self.node_budget, self.node_budget - spent))
        if result.complete and result.verdict is Verdict.WINNABLE and result.par is not None:
            self.found = WinnableSeed(self.seed, result.par)
        elif result.complete or result.nodes >= self.node_budget:
            self.ruled_out += 1
            self.seed += 1
            self._solver = _new_solver(self.seed, self.mode)
        return self.found


def _new_solver(seed: int, mode: Mode) -> Solver:
    from ..engine.solver import Solver

    return Solver(Deal.from_seed(seed), mode.rules)


def find_winnable_seed(
    mode: Mode, start: int, *, max_seeds: int = 1000, node_budget: int = DEFAULT_NODE_BUDGET
) -> WinnableSeed | None:
    """Run a :class:`WinnableSearch` to the end, over at most ``max_seeds``
    seeds (for tools and the command line, where blocking is fine)."""
    search = WinnableSearch(mode, start, node_budget=node_budget)
    while search.step() is None and search.ruled_out < max_seeds:
        pass
    return search.found


def parse_cache(data: object) -> dict[Mode, tuple[WinnableSeed, ...]]:
    """The seeds per mode of the cache file's data; raises :class:`ValueError`."""
    if not isinstance(data, dict) or not isinstance(data.get("modes"), dict):
        raise ValueError("the winnable seed table has no 'modes' table")
    table: dict[Mode, tuple[WinnableSeed, ...]] = {}
    for name, entries in data["modes"].items():
        mode = Mode.from_str(name)
        if not isinstance(entries, list):
            raise ValueError(f"{name}: expected a list of [seed, par] pairs")
        seeds = []
        for entry in entries:
            if (
                not isinstance(entry, list)
                or len(entry) != 2
                or not all(type(value) is int for value in entry)
            ):
                raise ValueError(f"{name}: {entry!r} is not a [seed, par] pair")
            seeds.append(WinnableSeed(entry[0], entry[1]))
        table[mode] = tuple(seeds)
    return table


@functools.cache
def cached_seeds() -> Mapping[Mode, tuple[WinnableSeed, ...]]:
    """The shipped table of winnable seeds; empty if it is missing or damaged
    (the search still works, the first deal just takes longer)."""
    from ..assets import bundled

    try:
        text = bundled("data", CACHE_FILE).read_text(encoding="utf-8")
        return MappingProxyType(parse_cache(json.loads(text)))
    except (OSError, ValueError):
        return MappingProxyType({})


def pick_cached(mode: Mode, rng: random.Random, count: int = 1) -> list[WinnableSeed]:
    """``count`` different winnable seeds for ``mode`` from the shipped table,
    at once (fewer if the table is short or missing)."""
    seeds = cached_seeds().get(mode, ())
    return rng.sample(seeds, min(count, len(seeds)))


POOL_LOW = 12
"""Winnable seeds kept ready per mode before the background search tops up."""
SEARCH_SLICE = 20_000


class WinnableSupply:
    """Proven winnable seeds, at once: the shipped table first (shuffled), then
    seeds a background search finds, a slice per job on the task runner."""

    def __init__(self, tasks: TaskRunner, rng: random.Random) -> None:
        self.tasks = tasks
        self.rng = rng
        self._lock = threading.Lock()
        self._pools: dict[Mode, list[WinnableSeed]] = {}
        self._searching: set[Mode] = set()
        self._token = CancelToken()

    def _pool(self, mode: Mode) -> list[WinnableSeed]:
        """The mode's seeds, the table read on first use (not before the
        first frame). Lock held."""
        if not self._pools:
            for each in Mode:
                pool = list(cached_seeds().get(each, ()))
                self.rng.shuffle(pool)
                self._pools[each] = pool
        return self._pools[mode]

    def ready(self, mode: Mode) -> int:
        with self._lock:
            return len(self._pool(mode))

    def take(self, mode: Mode, grade: str = "any") -> WinnableSeed | None:
        """A winnable seed not handed out before, or ``None`` if none is ready
        yet (the table is missing and the search has found nothing so far).
        ``grade`` (a grade's name, or "any"): one of the table's seeds of that
        grade while any is left, else any seed (its grade shows in play)."""
        with self._lock:
            pool = self._pool(mode)
            found = None
            if pool:
                found = pool.pop(self._index_of_grade(pool, mode, grade))
            low = len(pool) < POOL_LOW and mode not in self._searching
            if low:
                self._searching.add(mode)
        if low:
            self._search(WinnableSearch(mode, self.rng.randrange(SEED_MAX)))
        return found

    @staticmethod
    def _index_of_grade(pool: list[WinnableSeed], mode: Mode, grade: str) -> int:
        """Where in ``pool`` the next seed of ``grade`` is (the last one if none)."""
        if grade != "any":
            from .grades import shipped_grades

            known = shipped_grades().get(mode, {})
            for index in range(len(pool) - 1, -1, -1):
                found = known.get(pool[index].seed)
                if found is not None and found.value == grade:
                    return index
        return len(pool) - 1

    def _search(self, search: WinnableSearch) -> None:
        def step() -> bool:
            found = search.step(SEARCH_SLICE)
            if found is None:
                return False
            with self._lock:
                pool = self._pool(search.mode)
                pool.insert(0, found)
                more = len(pool) < POOL_LOW
                if not more:
                    self._searching.discard(search.mode)
            if more:
                self._search(WinnableSearch(search.mode, found.seed + 1))
            return True

        def restart() -> None:
            self._search(WinnableSearch(search.mode, search.seed))

        self.tasks.run_search(step, self._token, Urgency.SUPPLY, restart=restart)
