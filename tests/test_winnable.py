"""Winnable-only deals: every seed offered is proven winnable by the solver."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from golf_game.engine import Deal, Hole, Mode, Outcome
from golf_game.engine.solver import solve
from golf_game.engine.verdict import Verdict
from golf_game.play.winnable import (
    WinnableSearch,
    WinnableSeed,
    cached_seeds,
    check_seed,
    find_winnable_seed,
    parse_cache,
    pick_cached,
)

ROOT = Path(__file__).resolve().parent.parent


def assert_proven(mode: Mode, entry: WinnableSeed) -> None:
    """The solver's line for the seed wins through the engine's own rules, at par."""
    deal = Deal.from_seed(entry.seed)
    result = solve(deal, mode.rules)
    assert result.verdict is Verdict.WINNABLE and result.par == entry.par
    hole = Hole.replay(deal, mode, result.line)
    assert hole.outcome is Outcome.WON and hole.score == entry.par


def test_the_search_finds_the_first_winnable_seed_from_its_start() -> None:
    start = 40
    found = find_winnable_seed(Mode.MEDIUM, start)
    assert found is not None and found.seed >= start
    assert_proven(Mode.MEDIUM, found)
    for skipped in range(start, found.seed):
        assert solve(Deal.from_seed(skipped), Mode.MEDIUM.rules).verdict is Verdict.UNWINNABLE


def test_small_slices_reach_the_same_seed() -> None:
    search = WinnableSearch(Mode.HARD, 40)
    slices = 0
    while search.step(nodes=50_000) is None:
        slices += 1
    assert slices > 0
    assert search.found == find_winnable_seed(Mode.HARD, 40)
    assert search.step() == search.found


def test_an_unproven_seed_is_not_offered() -> None:
    assert check_seed(Mode.EASY, 1, node_budget=1) is None
    search = WinnableSearch(Mode.EASY, 1, node_budget=10)
    for _ in range(3):
        search.step()
    assert search.found is None and search.ruled_out == 3
    assert find_winnable_seed(Mode.EASY, 1, max_seeds=2, node_budget=10) is None


def test_the_shipped_table_has_seeds_for_every_mode() -> None:
    table = cached_seeds()
    for mode in Mode:
        seeds = [entry.seed for entry in table[mode]]
        assert len(seeds) >= 9 and len(set(seeds)) == len(seeds)


@pytest.mark.parametrize("mode", list(Mode))
def test_a_sample_of_the_shipped_table_is_proven(mode: Mode) -> None:
    for entry in random.Random(mode.value).sample(cached_seeds()[mode], 2):
        assert_proven(mode, entry)


def test_pick_gives_different_seeds_from_the_table() -> None:
    picked = pick_cached(Mode.HARD, random.Random(3), 9)
    assert len({entry.seed for entry in picked}) == 9
    assert set(picked) <= set(cached_seeds()[Mode.HARD])
    assert len(pick_cached(Mode.HARD, random.Random(3), 10_000)) == len(cached_seeds()[Mode.HARD])


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"modes": []},
        {"modes": {"expert": []}},
        {"modes": {"easy": {}}},
        {"modes": {"easy": [[1]]}},
        {"modes": {"easy": [[1, "2"]]}},
    ],
)
def test_a_damaged_table_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        parse_cache(data)


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    tool = str(ROOT / "tools" / "make_winnable_seeds.py")
    return subprocess.run([sys.executable, tool, *args], capture_output=True, text=True)


def test_the_tool_writes_a_table_the_game_reads_and_checks_it(tmp_path: Path) -> None:
    out = tmp_path / "seeds.json"
    assert run_tool("--count", "2", "--modes", "easy", "--out", str(out)).returncode == 0
    data = json.loads(out.read_text())
    table = parse_cache(data)
    assert list(table) == [Mode.EASY] and len(table[Mode.EASY]) == 2
    assert_proven(Mode.EASY, table[Mode.EASY][0])

    assert run_tool("--check", "--out", str(out)).returncode == 0
    data["modes"]["easy"][1][1] -= 1
    out.write_text(json.dumps(data))
    checked = run_tool("--check", "--out", str(out))
    assert checked.returncode == 1 and str(table[Mode.EASY][1].seed) in checked.stdout
