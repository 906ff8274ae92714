"""The winnable-seed supply: the shipped table at once, then its own search."""

from __future__ import annotations

import random
import time

from golf_game.engine import Deal, Mode
from golf_game.engine.solver import solve
from golf_game.engine.verdict import Verdict
from golf_game.play.winnable import POOL_LOW, WinnableSupply, cached_seeds
from golf_game.tasks import TaskRunner


def test_seeds_come_from_the_table_without_repeats() -> None:
    tasks = TaskRunner()
    supply = WinnableSupply(tasks, random.Random(3))
    table = {entry.seed for entry in cached_seeds()[Mode.MEDIUM]}
    taken = [supply.take(Mode.MEDIUM) for _ in range(5)]
    seeds = [entry.seed for entry in taken if entry is not None]
    assert len(seeds) == 5 == len(set(seeds))
    assert set(seeds) <= table
    tasks.shutdown()


def test_the_search_tops_up_the_pool_with_proven_seeds() -> None:
    tasks = TaskRunner()
    supply = WinnableSupply(tasks, random.Random(4))
    table = len(cached_seeds()[Mode.EASY])
    for _ in range(table - POOL_LOW + 1):
        supply.take(Mode.EASY)
    deadline = time.monotonic() + 60
    while supply.ready(Mode.EASY) < POOL_LOW:
        assert time.monotonic() < deadline, "the search found too few seeds"
        time.sleep(0.02)
    table_seeds = {entry.seed for entry in cached_seeds()[Mode.EASY]}
    found = supply.take(Mode.EASY)
    while found is not None and found.seed in table_seeds:
        found = supply.take(Mode.EASY)
    assert found is not None
    result = solve(Deal.from_seed(found.seed), Mode.EASY.rules)
    assert result.verdict is Verdict.WINNABLE
    assert result.par == found.par
    tasks.shutdown()
