"""The table of Golf: winnable share, par and greedy wins per mode, as Markdown.

    python tools/solve.py --mode easy --seeds 1-20000 --jobs 2 --verdict-only > easy-v.csv
    python tools/solve.py --mode easy --seeds 1-2000 --jobs 2 > easy.csv
    python tools/golf_facts.py easy-v.csv easy.csv medium-v.csv medium.csv hard.csv

Reads the CSVs that tools/solve.py writes for ``--seeds`` (``deal_id`` is the
seed), one or more per mode: rows of the same mode and seed are merged, so
a cheap ``--verdict-only`` run can cover more seeds than a full one (par is
then known only for the seeds a full run solved). Prints per mode: the
deals, the winnable share with its 95% Wilson interval, the share won by
greedy play (the one-move-ahead rule of tools/autoplay.py, replayed here on
``Deal.from_seed``) over all of them; then how many deals have a par, the
mean and median par over those (all, and the winnable ones), and how many
deals have each par. Every verdict must be known (no unfinished solve) and
the files must agree. Bad input: one line on standard error, exit code 2.
"""

from __future__ import annotations

import csv
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from autoplay import greedy_move
from cli_args import EXIT_BAD_INPUT, OneLineParser
from solve import wilson

from golf_game.engine import Deal, Hole, Mode, Outcome


class BadInput(Exception):
    """The input cannot be used; the message is shown as is."""


VERDICTS = {"winnable": True, "unwinnable": False}


@dataclass(frozen=True)
class Facts:
    mode: Mode
    winnable: tuple[bool, ...]
    """Per seed, in seed order."""
    pars: tuple[int, ...]
    """Of the seeds with a par (a full solve), in seed order."""
    greedy_wins: int


@dataclass
class Seed:
    winnable: bool
    par: int | None


def greedy_wins(seed: int, mode: Mode) -> bool:
    hole = Hole(Deal.from_seed(seed), mode)
    while not hole.is_over:
        hole.play(greedy_move(hole))
    return hole.outcome is Outcome.WON


def read_rows(path: Path, seeds: dict[Mode, dict[int, Seed]]) -> None:
    """Merge one tools/solve.py CSV into ``seeds`` (mode -> seed -> what is known)."""
    try:
        with path.open(newline="", encoding="utf-8") as file:
            rows = list(csv.DictReader(file))
    except OSError as error:
        raise BadInput(f"cannot read {path}: {error.strerror}") from None
    if not rows:
        raise BadInput(f"{path} holds no deals")
    try:
        for line, row in enumerate(rows, start=2):
            mode = Mode.from_str(row["mode"])
            if row["verdict"] not in VERDICTS:
                raise BadInput(f"{path}, line {line}: no verdict (an unfinished solve)")
            winnable = VERDICTS[row["verdict"]]
            par = int(row["par"]) if row["par"] else None
            if par is not None and (par <= 0) != winnable:
                raise BadInput(f"{path}, line {line}: par {par} contradicts {row['verdict']}")
            seed = int(row["deal_id"])
            known = seeds.setdefault(mode, {}).get(seed)
            if known is None:
                seeds[mode][seed] = Seed(winnable, par)
            elif known.winnable != winnable or (None not in (known.par, par) and known.par != par):
                raise BadInput(f"{path}, line {line}: seed {seed} disagrees with another file")
            elif known.par is None:
                known.par = par
    except (KeyError, ValueError) as error:
        raise BadInput(f"{path}: not tools/solve.py output for seeds ({error})") from None


def read_facts(paths: Sequence[Path]) -> list[Facts]:
    seeds: dict[Mode, dict[int, Seed]] = {}
    for path in paths:
        read_rows(path, seeds)
    facts = []
    for mode in Mode:
        if mode not in seeds:
            continue
        known = sorted(seeds[mode].items())
        facts.append(
            Facts(
                mode,
                tuple(seed.winnable for _, seed in known),
                tuple(seed.par for _, seed in known if seed.par is not None),
                sum(greedy_wins(number, mode) for number, _ in known),
            )
        )
    return facts


def share(count: int, total: int) -> str:
    low, high = wilson(count, total)
    return f"{100 * count / total:.1f}% ({100 * max(0.0, low):.1f}-{100 * min(1.0, high):.1f}%)"


def table(facts: Sequence[Facts]) -> list[str]:
    lines = [
        "| mode | deals | winnable (95% interval) | won by greedy play (95% interval) "
        "| greedy, of the winnable | deals with a par | mean par | median par "
        "| mean par, winnable |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for fact in facts:
        total, winnable = len(fact.winnable), sum(fact.winnable)
        won = [par for par in fact.pars if par <= 0]
        par_cells = (
            f"{statistics.mean(fact.pars):+.2f} | {statistics.median(fact.pars):+g}"
            if fact.pars
            else "- | -"
        )
        lines.append(
            f"| {fact.mode.value} | {total} | {share(winnable, total)} "
            f"| {share(fact.greedy_wins, total)} "
            f"| {100 * fact.greedy_wins / max(1, winnable):.1f}% "
            f"| {len(fact.pars)} | {par_cells} "
            f"| {f'{statistics.mean(won):+.2f}' if won else '-'} |"
        )
    counts = [Counter(fact.pars) for fact in facts]
    values = sorted(set().union(*counts))
    if values:
        lines += [
            "",
            "| par | " + " | ".join(f"{f.mode.value} ({len(f.pars)})" for f in facts) + " |",
            "|---|" + "---|" * len(facts),
        ]
        for value in values:
            cells = " | ".join(str(count[value]) for count in counts)
            lines.append(f"| {value:+d} | {cells} |")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, help="tools/solve.py CSVs for seeds")
    args = parser.parse_args(argv)
    try:
        facts = read_facts(args.files)
    except BadInput as error:
        print(f"{parser.prog}: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print("\n".join(table(facts)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
