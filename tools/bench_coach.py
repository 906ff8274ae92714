"""How long the coach takes to review a played hole.

    nice -n 10 python tools/bench_coach.py --seeds 1-60 --baseline 8

Plays each seeded deal to its end with autoplay policies (``greedy``: the
one-move-ahead rule; ``random``: any legal move; ``hint``: the hint with the
par solve handed over), then times the coach on the line (CPU time of this
process, stepped 5,000 expansions at a time as the game's worker does),
and when its first report (where the win was lost) came. The game hands the
coach the par solve it made anyway, so the main figures exclude it; the
``+ par solve`` column adds it.
``--baseline N``: for the first N greedy holes per mode, the plain way in the
same run (a full solve of every position of the line) and the median of the
per-hole ratios. Prints one table row per mode and policy.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

from autoplay import greedy_move, percentile
from cli_args import OneLineParser, parse_seeds

from golf_game.engine import Deal, Hole, Mode, Move
from golf_game.engine.coach import Coach
from golf_game.engine.hint import hint
from golf_game.engine.hint_memory import HintMemory
from golf_game.engine.solver import solve
from golf_game.engine.verdict import SolveResult

POLICIES = ("greedy", "random", "hint")
STEP_NODES = 5_000
"""Expansions per step, as the game's worker runs it."""


@dataclass(frozen=True)
class Timed:
    moves: int
    coach_ms: float
    verdicts_ms: float
    par_ms: float
    nodes: int
    exact: bool


def play_line(deal: Deal, mode: Mode, policy: str, seed: int, solved: SolveResult) -> list[Move]:
    memory = HintMemory()
    if policy == "hint":
        memory.remember(deal, mode.rules, solved)
    hole = Hole(deal, mode)
    rng = random.Random(seed)
    while not hole.is_over:
        if policy == "greedy":
            move = greedy_move(hole)
        elif policy == "random":
            move = rng.choice(hole.legal_moves())
        else:
            suggestion = hint(deal, mode.rules, hole.position, memory=memory)
            assert suggestion is not None
            move = suggestion.move
        hole.play(move)
    return hole.moves()


def cpu_ms(since: float) -> float:
    return (time.process_time() - since) * 1000


def time_coach(
    deal: Deal, mode: Mode, moves: list[Move], solved: SolveResult, par_ms: float
) -> Timed:
    start = time.process_time()
    coach = Coach(deal, mode.rules, moves, start=solved)
    verdicts_ms = None
    while True:
        report = coach.step(STEP_NODES).report
        if report is not None and verdicts_ms is None:
            verdicts_ms = cpu_ms(start)
        if report is not None and report.done:
            break
    assert verdicts_ms is not None
    return Timed(len(moves), cpu_ms(start), verdicts_ms, par_ms, report.nodes, report.complete)


def time_baseline(deal: Deal, mode: Mode, moves: list[Move]) -> float:
    """Every position of the line solved in full, one after another."""
    hole = Hole(deal, mode)
    start = time.process_time()
    for move in [*moves, None]:
        solve(deal, mode.rules, hole.position)
        if move is not None:
            hole.play(move)
    return cpu_ms(start)


def row(mode: Mode, policy: str, timed: Sequence[Timed]) -> str:
    coach = [t.coach_ms for t in timed]
    total = [t.coach_ms + t.par_ms for t in timed]
    moves = [t.moves for t in timed]
    exact = sum(t.exact for t in timed)
    verdicts = [t.verdicts_ms for t in timed]
    return (
        f"| {mode.value} | {policy} | {len(timed)} | {statistics.median(moves):.0f} / {max(moves)} "
        f"| {statistics.median(verdicts):.0f} / {percentile(verdicts, 0.99):.0f} "
        f"| {statistics.median(coach):.0f} / {percentile(coach, 0.99):.0f} / {max(coach):.0f} "
        f"| {statistics.median(total):.0f} / {percentile(total, 0.99):.0f} "
        f"| {statistics.median(t.nodes for t in timed):.0f} | {exact}/{len(timed)} |"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="bench_coach.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=parse_seeds, default=range(1, 61), help="deal seeds A-B")
    parser.add_argument("--baseline", type=int, default=8, help="greedy holes per mode (default 8)")
    parser.add_argument(
        "--policy", default=",".join(POLICIES), help=f"comma-separated, from {', '.join(POLICIES)}"
    )
    args = parser.parse_args(argv)
    policies = [name.strip() for name in args.policy.split(",")]
    if any(name not in POLICIES for name in policies):
        parser.error(f"--policy: choose from {', '.join(POLICIES)}")
    if args.baseline < 0:
        parser.error("--baseline must be at least 0")
    print(
        "| mode | policy | holes | moves median / max | first losing move known, ms median / p99 "
        "| coach ms median / p99 / max "
        "| coach + par solve ms median / p99 | nodes median | all exact |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    ratios: dict[Mode, list[tuple[float, float]]] = {mode: [] for mode in Mode}
    for mode in Mode:
        timed: dict[str, list[Timed]] = {policy: [] for policy in policies}
        for seed in args.seeds:
            deal = Deal.from_seed(seed)
            start = time.process_time()
            solved = solve(deal, mode.rules)
            par_ms = cpu_ms(start)
            for policy in policies:
                moves = play_line(deal, mode, policy, seed, solved)
                result = time_coach(deal, mode, moves, solved, par_ms)
                timed[policy].append(result)
                if policy == "greedy" and len(ratios[mode]) < args.baseline:
                    ratios[mode].append(
                        (time_baseline(deal, mode, moves), result.coach_ms + par_ms)
                    )
        for policy in policies:
            print(row(mode, policy, timed[policy]), flush=True)
    for mode, pairs in ratios.items():
        if pairs:
            plain = statistics.median(p for p, _ in pairs)
            ours = statistics.median(o for _, o in pairs)
            ratio = statistics.median(p / max(o, 0.001) for p, o in pairs)
            print(
                f"{mode.value}: baseline (every position solved) over {len(pairs)} greedy holes: "
                f"median {plain:.0f} ms against {ours:.0f} ms for the coach incl. the par solve; "
                f"median ratio {ratio:.1f}x"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
