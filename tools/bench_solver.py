"""Time the solver against a plain baseline on the same deals, and the hint.

    python tools/bench_solver.py --deals 100
    python tools/bench_solver.py --deals 40 --modes medium --hint-deals 20 --trace 3

For the first ``--deals`` reference deals of each mode (tests/data), in one
process, one deal at a time, each solver from scratch (the per-deal tables
dropped before each run):

- ``baseline``: a plain depth-first search for a win with a visited set on
  (column heights, cards drawn, waste rank), written below; verdict only.
- ``verdict``: this solver with ``verdict_only=True``.
- ``full``: this solver to the end: verdict, exact par and a par line.

Solver times are CPU time of this process (other processes share the
cores). Prints per mode the median, p99 and max time per deal of each, and
the ratio baseline / this solver. ``--trace N``: the tracemalloc peak of the
full solve on the N deals with the most expansions (tracemalloc makes the
solver about 30 times slower). The C solver is not run here: the CSV's
``solve_ms`` column comes from another run on another load, so it is no
figure to set beside these; ../shared/solver_vs_c/measure.py times both
solvers in one run. Then the hint's latency over positions met in real
play: ``--hint-deals`` deals played by the greedy rule of tools/autoplay.py,
a hint asked at every position (wall-clock time, as a player waits), first
cold (nothing solved beforehand), then as the game asks it (the deal's par
solve handed over with ``HintMemory.remember``).
Verdicts of all three are checked against each other and the reference.
"""

from __future__ import annotations

import csv
import math
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from cli_args import OneLineParser

from golf_game.engine import (
    COLUMN_HEIGHT,
    COLUMNS,
    STOCK_SIZE,
    Deal,
    Hole,
    Mode,
    Move,
    Rules,
    apply_move,
    is_adjacent,
    legal_moves,
    solver,
)
from golf_game.engine.hint import hint
from golf_game.engine.hint_memory import HintMemory
from golf_game.engine.solver import Solver, solve
from golf_game.engine.verdict import Verdict

T = TypeVar("T")
DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def baseline_winnable(deal: Deal, rules: Rules) -> bool:
    """Plain depth-first search for any win, with a visited set on (column
    heights, cards drawn, waste rank): no dominance, no bounds."""
    ranks = [[card.rank for card in column] for column in deal.columns]
    stock = [card.rank for card in deal.stock]
    start = ((COLUMN_HEIGHT,) * COLUMNS, 0, deal.waste_start.rank)
    visited = {start}
    stack = [start]
    while stack:
        heights, drawn, waste = stack.pop()
        children = []
        if drawn < STOCK_SIZE:
            children.append((heights, drawn + 1, stock[drawn]))
        for column in range(COLUMNS):
            height = heights[column]
            if height and is_adjacent(waste, ranks[column][height - 1], rules):
                lower = (*heights[:column], height - 1, *heights[column + 1 :])
                if not any(lower):
                    return True
                children.append((lower, drawn, ranks[column][height - 1]))
        for child in children:
            if child not in visited:
                visited.add(child)
                stack.append(child)
    return False


def timed(function: Callable[[], T]) -> tuple[T, float]:
    """The value and the CPU time it took, in ms: CPU time, because other
    processes share the cores and would inflate wall-clock figures. The
    solver's per-deal tables are dropped first, so each run builds its own."""
    solver._tables.cache_clear()
    start = time.process_time()
    value = function()
    return value, (time.process_time() - start) * 1000


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def stats(values: Sequence[float]) -> str:
    return f"{statistics.median(values):8.1f} {percentile(values, 0.99):8.1f} {max(values):8.1f}"


def greedy(deal: Deal, rules: Rules, hole: Hole) -> Move:
    moves = hole.legal_moves()
    plays = [m for m in moves if not m.is_draw]
    for move in plays:
        after = apply_move(deal, rules, hole.position, move)
        if any(not m.is_draw for m in legal_moves(deal, rules, after)):
            return move
    return plays[0] if plays else moves[0]


def hint_latencies(deals: Sequence[Deal], mode: Mode, handed_over: bool) -> list[float]:
    latencies = []
    for deal in deals:
        memory = HintMemory()
        if handed_over:
            memory.remember(deal, mode.rules, solve(deal, mode.rules))
        hole = Hole(deal, mode)
        while not hole.is_over:
            start = time.perf_counter()
            hint(deal, mode.rules, hole.position, memory=memory)
            latencies.append((time.perf_counter() - start) * 1000)
            hole.play(greedy(deal, mode.rules, hole))
    return latencies


def traced_peak(deal: Deal, rules: Rules) -> float:
    """The tracemalloc peak of a full solve, in MiB."""
    solver._tables.cache_clear()
    tracemalloc.start()
    try:
        solve(deal, rules)
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def bench_mode(mode: Mode, count: int, hint_count: int, hint_only: bool, trace: int) -> list[str]:
    with (DATA / f"golf_{mode.value}.csv").open(newline="") as file:
        rows = list(csv.DictReader(file))[: max(count, hint_count)]
    deals = [Deal.from_fields(r["columns"], r["waste_start"], r["stock"]) for r in rows]
    lines = [] if hint_only else solver_lines(mode, rows[:count], deals[:count], trace)
    hint_deals = deals[:hint_count]
    for handed_over, label in ((False, "cold"), (True, "par solve handed over")):
        latencies = hint_latencies(hint_deals, mode, handed_over)
        lines.append(
            f"{mode.value} hint latency ({label}), {len(latencies)} positions of "
            f"{len(hint_deals)} greedy games: median {statistics.median(latencies):.1f} ms, "
            f"p99 {percentile(latencies, 0.99):.1f} ms, max {max(latencies):.1f} ms"
        )
    return lines


def solver_lines(
    mode: Mode, rows: list[dict[str, str]], deals: list[Deal], trace: int
) -> list[str]:
    times: dict[str, list[float]] = {"baseline": [], "verdict": [], "full": []}
    expansions = []
    disagreements = 0
    for row, deal in zip(rows, deals, strict=True):
        plain, ms = timed(lambda: baseline_winnable(deal, mode.rules))  # noqa: B023
        times["baseline"].append(ms)
        quick, ms = timed(
            lambda: Solver(deal, mode.rules, verdict_only=True).step(1 << 62)  # noqa: B023
        )
        times["verdict"].append(ms)
        full, ms = timed(lambda: solve(deal, mode.rules))  # noqa: B023
        times["full"].append(ms)
        expansions.append(full.nodes)
        expected = row["verdict"] == "solvable"
        verdicts = (plain, quick.verdict is Verdict.WINNABLE, full.verdict is Verdict.WINNABLE)
        disagreements += any(v != expected for v in verdicts)
    lines = [
        f"## {mode.value}: {len(rows)} reference deals, one process, times in ms",
        f"{'':28} {'median':>8} {'p99':>8} {'max':>8}",
        f"{'baseline (plain DFS)':28} {stats(times['baseline'])}",
        f"{'this solver, verdict only':28} {stats(times['verdict'])}",
        f"{'this solver, verdict + par':28} {stats(times['full'])}",
    ]
    for name in ("verdict", "full"):
        ratios = [b / max(t, 1e-3) for b, t in zip(times["baseline"], times[name], strict=True)]
        of_medians = statistics.median(times["baseline"]) / statistics.median(times[name])
        lines.append(
            f"baseline / {name}: median ratio per deal {statistics.median(ratios):.1f}x, "
            f"ratio of medians {of_medians:.1f}x"
        )
    lines.append(f"verdict disagreements with the reference: {disagreements}")
    if trace:
        heaviest = sorted(range(len(deals)), key=lambda i: -expansions[i])[:trace]
        peaks = [
            (rows[i]["deal_id"], expansions[i], traced_peak(deals[i], mode.rules)) for i in heaviest
        ]
        lines.append(
            "tracemalloc peak of the full solve, the deals with the most expansions: "
            + ", ".join(f"deal {d} ({n:,} expansions) {p:.1f} MiB" for d, n, p in peaks)
        )
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100, help="deals per mode (default 100)")
    parser.add_argument("--hint-deals", type=int, default=20, help="games for the hint latency")
    parser.add_argument(
        "--modes", default="easy,medium,hard", help="comma-separated modes (default all)"
    )
    parser.add_argument("--hint-only", action="store_true", help="only the hint's latency")
    parser.add_argument(
        "--trace", type=int, default=0, help="tracemalloc peaks of the N heaviest deals per mode"
    )
    args = parser.parse_args(argv)
    if args.deals < 1 or args.hint_deals < 1:
        parser.error("--deals and --hint-deals must be at least 1")
    if args.trace < 0:
        parser.error("--trace must be at least 0")
    try:
        modes = [Mode.from_str(name) for name in args.modes.split(",")]
    except ValueError as error:
        parser.error(str(error))
    for mode in modes:
        lines = bench_mode(mode, args.deals, args.hint_deals, args.hint_only, args.trace)
        print("\n".join(lines), flush=True)
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
