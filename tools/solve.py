"""Solve deals exactly: verdict, par and a line for each, as CSV.

    python tools/solve.py --mode medium tests/data/golf_medium.csv --jobs 2 > out.csv
    python tools/solve.py --mode hard --seeds 1-300

Deals come from a CSV (columns deal_id, columns, waste_start, stock; others
are ignored) or from seeds (``Deal.from_seed``). Writes
``deal_id,mode,verdict,par,solution,nodes,ms`` to standard output, a
progress bar and a summary to standard error: the solvable share with its
95% interval, CPU time per deal (median, p99, max) and, when the CSV has a
``verdict`` column (the reference files do), how many verdicts agree with it.
``--verdict-only`` stops each search once the verdict is known (par is then
only the best met). ``--trace`` runs each solve under tracemalloc and adds
its peak of Python heap (``heap_mib``) to the rows and the summary (times
then include tracemalloc's cost). Bad input: one line on standard error, exit code 2.
"""

from __future__ import annotations

import csv
import dataclasses
import math
import multiprocessing
import statistics
import sys
import time
import tracemalloc
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from cli_args import EXIT_BAD_INPUT, OneLineParser, parse_mode, parse_seeds

from golf_game.engine import Deal, GolfError, Mode, Move, Position, apply_move, moved_card
from golf_game.engine.solver import Solver
from golf_game.engine.verdict import Verdict

DEAL_COLUMNS = ("deal_id", "columns", "waste_start", "stock")
OUTPUT_COLUMNS = ("deal_id", "mode", "verdict", "par", "solution", "nodes", "ms")
REFERENCE_VERDICTS = {"solvable": Verdict.WINNABLE, "unsolvable": Verdict.UNWINNABLE}


class BadInput(Exception):
    """The input cannot be used; the message is shown as is."""


@dataclass(frozen=True)
class Task:
    deal_id: str
    deal: Deal
    mode: Mode
    verdict_only: bool
    reference: Verdict | None
    trace: bool = False


@dataclass(frozen=True)
class Solved:
    deal_id: str
    verdict: Verdict
    par: int | None
    solution: str
    nodes: int
    ms: float
    reference: Verdict | None
    heap_mib: float | None = None


def read_deals(path: Path, mode: Mode, verdict_only: bool) -> list[Task]:
    try:
        with path.open(newline="", encoding="utf-8") as file:
            reader = csv.DictReader(file)
            missing = [name for name in DEAL_COLUMNS if name not in (reader.fieldnames or [])]
            if missing:
                raise BadInput(f"{path}: missing column(s) {', '.join(missing)}")
            tasks = []
            for line, row in enumerate(reader, start=2):
                try:
                    deal = Deal.from_fields(row["columns"], row["waste_start"], row["stock"])
                except (GolfError, AttributeError) as error:
                    raise BadInput(f"{path}, line {line}: {error}") from None
                reference = REFERENCE_VERDICTS.get((row.get("verdict") or "").strip())
                tasks.append(Task(row["deal_id"], deal, mode, verdict_only, reference))
    except OSError as error:
        raise BadInput(f"cannot read {path}: {error.strerror}") from None
    except (csv.Error, UnicodeDecodeError) as error:
        raise BadInput(f"{path} is not a readable CSV: {error}") from None
    if not tasks:
        raise BadInput(f"{path} holds no deals")
    return tasks


def notation(deal: Deal, mode: Mode, position: Position, line: Sequence[Move]) -> str:
    """The line as ``T:8H 3:7S ...``, each move checked by the engine."""
    tokens = []
    for move in line:
        tokens.append(f"{move}:{moved_card(deal, position, move)}")
        position = apply_move(deal, mode.rules, position, move)
    return " ".join(tokens)


def run(task: Task) -> Solved:
    # CPU time of this worker: other processes share the cores.
    if task.trace:
        tracemalloc.start()
    start = time.process_time()
    solver = Solver(task.deal, task.mode.rules, verdict_only=task.verdict_only)
    result = solver.step(1 << 62)
    ms = (time.process_time() - start) * 1000
    heap_mib = None
    if task.trace:
        heap_mib = tracemalloc.get_traced_memory()[1] / 2**20
        tracemalloc.stop()
    # Verdict-only rows carry no par, even when the search happened to
    # prove one: tools/golf_facts.py counts pars over full runs only (the
    # ones proved on the way are not a fair sample).
    par = result.par if result.complete and not task.verdict_only else None
    solution = notation(task.deal, task.mode, Position.start(task.deal), result.line)
    return Solved(
        task.deal_id, result.verdict, par, solution, result.nodes, ms, task.reference, heap_mib
    )


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def wilson(successes: int, total: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    z = 1.96
    share = successes / total
    centre = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total))
    low, high = centre - half / (1 + z * z / total), centre + half / (1 + z * z / total)
    return max(0.0, low), min(1.0, high)  # exact at 0 and 1 (no rounding to -0.0%)


def progress(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    sys.stderr.flush()


def results(tasks: list[Task], jobs: int) -> Iterator[Solved]:
    if jobs == 1:
        yield from map(run, tasks)
        return
    with multiprocessing.Pool(jobs) as pool:
        yield from pool.imap(run, tasks)


def summary(solved: list[Solved], mode: Mode) -> list[str]:
    total = len(solved)
    wins = sum(s.verdict is Verdict.WINNABLE for s in solved)
    unknown = sum(s.verdict is Verdict.UNKNOWN for s in solved)
    low, high = wilson(wins, total)
    times = [s.ms for s in solved]
    lines = [
        f"{mode.value}: {total} deals, solvable {wins}/{total} = {100 * wins / total:.1f}% "
        f"(95% interval {100 * low:.1f}-{100 * high:.1f}%), unknown {unknown}",
        f"CPU time per deal: median {statistics.median(times):.1f} ms, "
        f"p99 {percentile(times, 0.99):.1f} ms, max {max(times):.1f} ms",
    ]
    heaps = [s for s in solved if s.heap_mib is not None]
    if heaps:
        top = max(heaps, key=lambda s: s.heap_mib or 0.0)
        lines.append(
            f"tracemalloc peak per solve: median "
            f"{statistics.median(s.heap_mib or 0.0 for s in heaps):.2f} MiB, max "
            f"{top.heap_mib:.2f} MiB (deal {top.deal_id})"
        )
    checked = [s for s in solved if s.reference is not None]
    if checked:
        disagree = [s.deal_id for s in checked if s.verdict is not s.reference]
        lines.append(
            f"agreement with the reference verdicts: {len(checked) - len(disagree)}/{len(checked)}"
            + (f" (disagree: {' '.join(disagree[:20])})" if disagree else "")
        )
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", type=parse_mode, required=True, help="easy, medium or hard")
    parser.add_argument("file", nargs="?", type=Path, help="CSV of deals")
    parser.add_argument("--seeds", type=parse_seeds, help="deal seeds A-B instead of a file")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--verdict-only", action="store_true", help="stop at the verdict")
    parser.add_argument("--trace", action="store_true", help="tracemalloc peak of each solve")
    args = parser.parse_args(argv)
    if (args.file is None) == (args.seeds is None):
        parser.error("give either a CSV file or --seeds A-B")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    mode: Mode = args.mode
    try:
        if args.file is not None:
            tasks = read_deals(args.file, mode, args.verdict_only)
        else:
            tasks = [
                Task(str(seed), Deal.from_seed(seed), mode, args.verdict_only, None)
                for seed in args.seeds
            ]
    except BadInput as error:
        print(f"{parser.prog}: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.trace:
        tasks = [dataclasses.replace(task, trace=True) for task in tasks]
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(OUTPUT_COLUMNS + (("heap_mib",) if args.trace else ()))
    solved: list[Solved] = []
    for done, item in enumerate(results(tasks, args.jobs), start=1):
        solved.append(item)
        par = "" if item.par is None else item.par
        row = (item.deal_id, mode.value, item.verdict.value, par, item.solution, item.nodes)
        traced = () if item.heap_mib is None else (f"{item.heap_mib:.2f}",)
        writer.writerow((*row, f"{item.ms:.1f}", *traced))
        progress(done, len(tasks))
    sys.stderr.write("\n" + "\n".join(summary(solved, mode)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
