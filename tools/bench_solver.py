"""Time the solver against a plain baseline on the same deals, and the hint.

    python tools/bench_solver.py --deals 100
    python tools/bench_solver.py --deals 40 --modes medium --hint-deals 20 --trace 3
    python tools/bench_solver.py --deals 30 --against main --hint-deals 1

For the first ``--deals`` reference deals of each mode (tests/data), in one
process, one deal at a time, each solver from scratch (the per-deal tables
dropped before each run):

- ``baseline``: a plain depth-first search for a win with a visited set on
  (column heights, cards drawn, waste rank), written below; verdict only.
- ``verdict``: this solver with ``verdict_only=True``.
- ``full``: this solver to the end: verdict, exact par and a par line.
- with ``--against REV``: the same two for the solver module as it was at
  git revision ``REV`` (``golf_game/engine/solver.py`` read with ``git
  show``), run side by side in this process, deal by deal, so an idea is
  measured against what it changes in one run; their pars must agree. It
  then replaces the plain DFS as the baseline.

Solver times are CPU time of this process (other processes share the cores);
one solve before the timed ones builds what every solve shares (the sweep's
masks of heights, once per process). Prints per mode the median, p99 and max
time per deal of each, and the ratio baseline / this solver. ``--trace N``:
the tracemalloc peak of the full solve on the N deals with the most
expansions (``--trace`` at least ``--deals``: every deal). The C solver is
not run here: the CSV's ``solve_ms`` column comes from another run on
another load, so it is no figure to set beside these;
../shared/solver_vs_c/measure.py times both solvers in one run. Then the
hint's latency over positions met in real play: ``--hint-deals`` deals
played by the greedy rule of tools/autoplay.py, a hint asked at every
position (wall-clock time, as a player waits), first cold (nothing solved
beforehand), then as the game asks it (the deal's par solve handed over with
``HintMemory.remember``).
Verdicts of all three are checked against each other and the reference.
"""

from __future__ import annotations

import csv
import importlib.util
import math
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from pathlib import Path
from tempfile import TemporaryDirectory
from types import ModuleType
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
from golf_game.engine.solver import solve
from golf_game.engine.verdict import Verdict

T = TypeVar("T")
ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
SOLVER_PATH = "golf_game/engine/solver.py"


class BadRevision(Exception):
    """The solver of a revision cannot be loaded; the message is shown as is."""


def solver_at(revision: str) -> ModuleType:
    """The solver module as it was at git ``revision``, loaded beside the
    current one (as ``golf_game.engine.solver_REV``, so its relative
    imports find this tree's engine)."""
    try:
        source = subprocess.run(
            ["git", "show", f"{revision}:{SOLVER_PATH}"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        message = getattr(error, "stderr", "") or str(error)
        raise BadRevision(f"cannot read {SOLVER_PATH} at {revision!r}: {message.strip()}") from None
    name = "golf_game.engine.solver_" + "".join(c if c.isalnum() else "_" for c in revision)
    with TemporaryDirectory() as folder:
        path = Path(folder) / "solver.py"
        path.write_text(source, encoding="utf-8")
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return module


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


def timed(function: Callable[[], T], module: ModuleType = solver) -> tuple[T, float]:
    """The value and the CPU time it took, in ms: CPU time, because other
    processes share the cores and would inflate wall-clock figures. The
    solver's per-deal tables are dropped first, so each run builds its own."""
    module._tables.cache_clear()
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


def bench_mode(
    mode: Mode,
    count: int,
    hint_count: int,
    hint_only: bool,
    trace: int,
    against: tuple[str, ModuleType] | None,
) -> list[str]:
    with (DATA / f"golf_{mode.value}.csv").open(newline="") as file:
        rows = list(csv.DictReader(file))[: max(count, hint_count)]
    deals = [Deal.from_fields(r["columns"], r["waste_start"], r["stock"]) for r in rows]
    lines = [] if hint_only else solver_lines(mode, rows[:count], deals[:count], trace, against)
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
    mode: Mode,
    rows: list[dict[str, str]],
    deals: list[Deal],
    trace: int,
    against: tuple[str, ModuleType] | None,
) -> list[str]:
    """Each contestant timed on each deal in turn. The baseline is the
    plain DFS, or the solver of ``against`` when given."""
    names = ["baseline (plain DFS)"] if against is None else [against[0]]
    names += ["this solver"]
    times: dict[str, list[float]] = {}
    expansions: dict[str, list[int]] = {name: [] for name in names}
    disagreements = par_disagreements = 0
    for row, deal in zip(rows, deals, strict=True):
        expected = row["verdict"] == "solvable"
        pars = set()
        if against is None:
            plain, ms = timed(lambda: baseline_winnable(deal, mode.rules))  # noqa: B023
            times.setdefault(f"{names[0]}, verdict only", []).append(ms)
            disagreements += plain != expected
        contestants = [(names[-1], solver)] if against is None else [against, (names[-1], solver)]
        for name, module in contestants:
            quick, ms = timed(
                lambda: module.Solver(deal, mode.rules, verdict_only=True).step(1 << 62),  # noqa: B023
                module,
            )
            times.setdefault(f"{name}, verdict only", []).append(ms)
            full, ms = timed(lambda: module.solve(deal, mode.rules), module)  # noqa: B023
            times.setdefault(f"{name}, verdict + par", []).append(ms)
            expansions[name].append(full.nodes)
            pars.add(full.par)
            verdicts = (quick.verdict is Verdict.WINNABLE, full.verdict is Verdict.WINNABLE)
            disagreements += any(v != expected for v in verdicts)
        par_disagreements += len(pars) > 1
    lines = [
        f"## {mode.value}: {len(rows)} reference deals, one process, times in ms",
        f"{'':36} {'median':>8} {'p99':>8} {'max':>8}",
    ]
    lines += [f"{name:36} {stats(values)}" for name, values in times.items()]
    for part in ("verdict only", "verdict + par"):
        old, new = f"{names[0]}, {part}", f"{names[-1]}, {part}"
        if old not in times:
            old = f"{names[0]}, verdict only"
        ratios = [b / max(t, 1e-3) for b, t in zip(times[old], times[new], strict=True)]
        of_medians = statistics.median(times[old]) / statistics.median(times[new])
        lines.append(
            f"{old} / {new}: median ratio per deal {statistics.median(ratios):.2f}x, "
            f"ratio of medians {of_medians:.2f}x, p99 {percentile(times[old], 0.99):.0f}"
            f" -> {percentile(times[new], 0.99):.0f} ms"
        )
    if against is not None:
        lines.append(
            f"nodes of the full solve (positions expanded, or found by a sweep): {against[0]} "
            f"{sum(expansions[against[0]]):,}, this solver {sum(expansions[names[-1]]):,}; "
            f"par disagreements: {par_disagreements}"
        )
    lines.append(f"verdict disagreements with the reference: {disagreements}")
    if trace:
        ours = expansions[names[-1]]
        heaviest = sorted(range(len(deals)), key=lambda i: -ours[i])[:trace]
        peaks = {i: traced_peak(deals[i], mode.rules) for i in heaviest}
        top = max(peaks, key=peaks.__getitem__)
        lines.append(
            f"tracemalloc peak of the full solve over the {len(peaks)} deals with the most "
            f"expansions: median {statistics.median(peaks.values()):.1f} MiB, max "
            f"{peaks[top]:.1f} MiB (deal {rows[top]['deal_id']}, {ours[top]:,} expansions)"
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
    parser.add_argument(
        "--against", metavar="REV", help="also time the solver of git revision REV (e.g. main)"
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
    try:
        against = None if args.against is None else (args.against, solver_at(args.against))
    except BadRevision as error:
        parser.error(str(error))
    solve(Deal.from_seed(1), Mode.EASY.rules)
    for mode in modes:
        lines = bench_mode(mode, args.deals, args.hint_deals, args.hint_only, args.trace, against)
        print("\n".join(lines), flush=True)
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
