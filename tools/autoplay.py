"""Play whole holes by a policy and compare with par.

    python tools/autoplay.py --mode medium --seeds 1-300 --policy hint
    python tools/autoplay.py --mode easy --seeds 1-300 --policy greedy --jobs 2

Policies: ``hint`` follows the hint (default budget, 40 ms a hint), handed
the solve that gave the deal its par, as the game does; ``hint-cold`` the
same without it; ``greedy`` is the one-move-ahead rule most Golf games ship
(play a legal card, preferring one after which another play is available;
else draw); ``random`` makes any legal move. ``--policy`` also takes a
comma-separated list (each deal is solved once for all). Each deal's par
comes from the exact solver. Per policy: the hint's latency (hint
policies), the solver-winnable deals won, then the line
``wins: W/N, mean score S, mean over par P``. Bad input: one line, exit 2.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

from cli_args import OneLineParser, parse_mode, parse_seeds

from golf_game.engine import Deal, Hole, Mode, Move, Outcome, apply_move, legal_moves
from golf_game.engine.hint import hint
from golf_game.engine.hint_memory import HintMemory
from golf_game.engine.solver import solve
from golf_game.engine.verdict import SolveResult, Verdict

POLICIES = ("hint", "hint-cold", "greedy", "random")


@dataclass(frozen=True)
class Played:
    seed: int
    won: bool
    score: int
    par: int
    winnable: bool
    hint_ms: tuple[float, ...]


def greedy_move(hole: Hole, moves: Sequence[Move] | None = None) -> Move:
    """Play a card, preferring one that leaves another play; else draw.
    ``moves``: choose among these (default: every legal move)."""
    moves = hole.legal_moves() if moves is None else moves
    plays = [m for m in moves if not m.is_draw]
    for move in plays:
        after = apply_move(hole.deal, hole.rules, hole.position, move)
        if any(not m.is_draw for m in legal_moves(hole.deal, hole.rules, after)):
            return move
    return plays[0] if plays else moves[0]


def play_deal(task: tuple[int, Mode, tuple[str, ...]]) -> list[Played]:
    """Solve the deal of ``seed`` once, then play it with each policy."""
    seed, mode, policies = task
    deal = Deal.from_seed(seed)
    solved = solve(deal, mode.rules)
    return [play(deal, seed, mode, policy, solved) for policy in policies]


def play(deal: Deal, seed: int, mode: Mode, policy: str, solved: SolveResult) -> Played:
    assert solved.par is not None
    memory = HintMemory()
    if policy == "hint":
        memory.remember(deal, mode.rules, solved)
    hole = Hole(deal, mode)
    rng = random.Random(seed)
    hint_ms: list[float] = []
    while not hole.is_over:
        if policy.startswith("hint"):
            start = time.perf_counter()
            suggestion = hint(deal, mode.rules, hole.position, memory=memory)
            hint_ms.append((time.perf_counter() - start) * 1000)
            assert suggestion is not None, "the hint was silent with a legal move"
            move = suggestion.move
        elif policy == "greedy":
            move = greedy_move(hole)
        else:
            move = rng.choice(hole.legal_moves())
        hole.play(move)
    return Played(
        seed,
        hole.outcome is Outcome.WON,
        hole.score,
        solved.par,
        solved.verdict is Verdict.WINNABLE,
        tuple(hint_ms),
    )


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def parse_policies(text: str) -> tuple[str, ...]:
    policies = tuple(name.strip() for name in text.split(","))
    unknown = [name for name in policies if name not in POLICIES]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown policy {unknown[0]!r}: choose from {', '.join(POLICIES)}"
        )
    return policies


def report(played: Sequence[Played]) -> list[str]:
    total = len(played)
    lines = []
    latencies = [ms for p in played for ms in p.hint_ms]
    if latencies:
        lines.append(
            f"hint latency over {len(latencies)} positions: median "
            f"{statistics.median(latencies):.1f} ms, p99 {percentile(latencies, 0.99):.1f} ms, "
            f"max {max(latencies):.1f} ms"
        )
    winnable = [p for p in played if p.winnable]
    lines.append(f"solver-winnable deals won: {sum(p.won for p in winnable)}/{len(winnable)}")
    lines.append(f"holes finished at par: {sum(p.score == p.par for p in played)}/{total}")
    wins = sum(p.won for p in played)
    mean_score = statistics.fmean(p.score for p in played)
    over_par = statistics.fmean(p.score - p.par for p in played)
    lines.append(f"wins: {wins}/{total}, mean score {mean_score:.2f}, mean over par {over_par:.2f}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", type=parse_mode, required=True, help="easy, medium or hard")
    parser.add_argument("--seeds", type=parse_seeds, required=True, help="deal seeds A-B")
    parser.add_argument("--policy", type=parse_policies, required=True, help=" or ".join(POLICIES))
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    tasks = [(seed, args.mode, args.policy) for seed in args.seeds]
    if args.jobs == 1:
        per_deal = list(map(play_deal, tasks))
    else:
        with multiprocessing.Pool(args.jobs) as pool:
            per_deal = pool.map(play_deal, tasks, chunksize=1)
    for index, policy in enumerate(args.policy):
        if len(args.policy) > 1:
            print(f"--- {args.mode.value}, policy {policy}")
        print("\n".join(report([deal[index] for deal in per_deal])), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
