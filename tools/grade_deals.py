"""Calibrate the deal grades: the share of deals won without a hint, per grade.

    nice -n 10 python tools/grade_deals.py --seeds 1-120 --jobs 2

For each seeded deal and mode: the solver's par and verdict, the deal's
character (golf_game/engine/grade.py: the share of *narrow* positions along
the par line, where only one move keeps a win), and whether each of three
autoplay policies, stand-ins for players who take no hint, wins it:

- ``greedy``: the one-move-ahead rule most Golf games ship (tools/autoplay.py);
- ``careful``: the same, but never a move the solver's quick counting test
  proves loses the win (a player who sees dead ends);
- ``glance``: the hint with no time to think (``time_budget_ms=0``): one
  slice of 250 expansions, else its lookahead for the longest run (a player
  who reads endgames but guesses early);
- ``think``: the hint with 10 ms a move, no solve handed over (a strong
  player; time-bound, so it plays a little worse on a loaded machine).

Deals: by default the seeds of the shipped winnable-deal table (all
winnable: the deals winnable-only play serves), or ``--seeds A-B``.

Prints, per mode, the narrow share's tertiles over the winnable deals (what
the thresholds were fitted to), then per grade with the thresholds in
grade.py: winnable deals, and the share each policy won. ``--csv FILE`` also writes
one row per deal and mode, and ``--from FILE`` retabulates such a file with
the thresholds in grade.py now (no replay); ``--write-grades FILE`` writes
the grades as the game reads them (assets/data/deal_grades.json).
"""

from __future__ import annotations

import csv
import json
import multiprocessing
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from autoplay import greedy_move
from cli_args import OneLineParser, parse_seeds

from golf_game.engine import Deal, Hole, Mode, Move, Outcome, apply_move
from golf_game.engine.grade import Character, Grade, Grader
from golf_game.engine.hint import hint
from golf_game.engine.solver import solve, win_ruled_out
from golf_game.play.winnable import cached_seeds

POLICIES = ("greedy", "careful", "glance", "think")
THINK_MS = 10.0


@dataclass(frozen=True)
class Graded:
    seed: int
    mode: Mode
    character: Character
    grade: Grade
    won: tuple[bool, ...]


def careful_move(hole: Hole) -> Move:
    """Greedy's rule, among the moves not proved to lose the win."""
    deal, rules, position = hole.deal, hole.rules, hole.position
    legal = hole.legal_moves()
    open_moves = [
        m for m in legal if not win_ruled_out(deal, rules, apply_move(deal, rules, position, m))
    ]
    return greedy_move(hole, open_moves or legal)


def hint_move(hole: Hole, budget_ms: float) -> Move:
    suggestion = hint(hole.deal, hole.rules, hole.position, time_budget_ms=budget_ms)
    assert suggestion is not None
    return suggestion.move


def wins(deal: Deal, mode: Mode, policy: str) -> bool:
    hole = Hole(deal, mode)
    while not hole.is_over:
        if policy == "greedy":
            move = greedy_move(hole)
        elif policy == "careful":
            move = careful_move(hole)
        else:
            move = hint_move(hole, 0.0 if policy == "glance" else THINK_MS)
        hole.play(move)
    return hole.outcome is Outcome.WON


def grade_deal(task: tuple[int, Mode]) -> Graded:
    seed, mode = task
    deal = Deal.from_seed(seed)
    solved = solve(deal, mode.rules)
    character = Grader(deal, mode.rules, solved).run()
    won = tuple(wins(deal, mode, policy) for policy in POLICIES)
    return Graded(seed, mode, character, character.grade(mode), won)


def tertiles(values: Sequence[float]) -> tuple[float, float]:
    ordered = sorted(values)
    return ordered[len(ordered) // 3], ordered[2 * len(ordered) // 3]


def report(mode: Mode, graded: Sequence[Graded]) -> list[str]:
    winnable = [g for g in graded if g.character.winnable]
    shares = [g.character.narrow_share for g in winnable]
    low, high = tertiles(shares) if shares else (0.0, 0.0)
    lines = [
        f"{mode.value}: {len(graded)} deals, {len(winnable)} winnable; narrow share median "
        f"{statistics.median(shares) if shares else 0:.2f}, tertiles {low:.2f} / {high:.2f}",
        "| mode | grade | deals | " + " | ".join(f"{p} won" for p in POLICIES) + " |",
        "|---|---|---|" + "---|" * len(POLICIES),
    ]
    if len(winnable) < len(graded):
        lines.insert(
            1, f"(the {len(graded) - len(winnable)} unwinnable deals, Fiendish by rule, left out)"
        )
    for grade in Grade:
        group = [g for g in winnable if g.grade is grade]
        if not group:
            lines.append(f"| {mode.value} | {grade.title} | 0 |" + " - |" * len(POLICIES))
            continue
        cells = []
        for index in range(len(POLICIES)):
            won = sum(g.won[index] for g in group)
            cells.append(f"{won}/{len(group)} = {100 * won / len(group):.0f}%")
        lines.append(f"| {mode.value} | {grade.title} | {len(group)} | " + " | ".join(cells) + " |")
    return lines


def write_csv(path: Path, graded: Sequence[Graded]) -> None:
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(
            (
                "seed",
                "mode",
                "winnable",
                "par",
                "choices",
                "narrow",
                "first_moves",
                "first_moves_winning",
                "grade",
                *POLICIES,
            )
        )
        for g in graded:
            c = g.character
            writer.writerow(
                (
                    g.seed,
                    g.mode.value,
                    c.winnable,
                    c.par,
                    c.choices,
                    c.narrow,
                    c.first_moves,
                    c.first_moves_winning,
                    g.grade.value,
                    *map(int, g.won),
                )
            )


def read_csv(path: Path) -> list[Graded]:
    """Deals graded by an earlier run (``--csv``), regraded with the
    thresholds in grade.py now."""
    graded = []
    with path.open(newline="", encoding="utf-8") as file:
        for row in csv.DictReader(file):
            mode = Mode.from_str(row["mode"])
            character = Character(
                row["winnable"] == "True",
                int(row["par"]),
                0,
                int(row["choices"]),
                int(row["narrow"]),
                int(row["first_moves"]),
                int(row["first_moves_winning"]),
            )
            won = tuple(row[policy] == "1" for policy in POLICIES)
            graded.append(Graded(int(row["seed"]), mode, character, character.grade(mode), won))
    return graded


def write_grades(path: Path, graded: Sequence[Graded]) -> None:
    """The grade of every deal graded, per mode, as the game reads it
    (assets/data/deal_grades.json: the winnable-only deals' grades)."""
    table: dict[str, dict[str, str]] = {mode.value: {} for mode in Mode}
    for g in graded:
        table[g.mode.value][str(g.seed)] = g.grade.value
    data = {"schema": 1, "made_by": "tools/grade_deals.py --write-grades", "modes": table}
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="grade_deals.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=parse_seeds, help="deal seeds A-B (default: the table)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--csv", type=Path, help="also write one row per deal here")
    parser.add_argument("--from", dest="source", type=Path, help="retabulate an earlier --csv")
    parser.add_argument("--write-grades", type=Path, help="also write the grades as JSON here")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.source is not None:
        try:
            graded = read_csv(args.source)
        except (OSError, KeyError, ValueError) as error:
            parser.error(f"--from {args.source}: cannot read it ({error})")
        for mode in Mode:
            print("\n".join(report(mode, [g for g in graded if g.mode is mode])))
        if args.write_grades is not None:
            write_grades(args.write_grades, graded)
        return 0
    if args.seeds is None:
        table = cached_seeds()
        tasks = [(entry.seed, mode) for mode in Mode for entry in table.get(mode, ())]
    else:
        tasks = [(seed, mode) for mode in Mode for seed in args.seeds]
    if args.jobs == 1:
        graded = list(map(grade_deal, tasks))
    else:
        with multiprocessing.Pool(args.jobs) as pool:
            graded = pool.map(grade_deal, tasks, chunksize=1)
    for mode in Mode:
        print("\n".join(report(mode, [g for g in graded if g.mode is mode])), flush=True)
    if args.csv is not None:
        write_csv(args.csv, graded)
    if args.write_grades is not None:
        write_grades(args.write_grades, graded)
    return 0


if __name__ == "__main__":
    sys.exit(main())
