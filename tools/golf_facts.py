"""The table of Golf: winnable share, par and greedy wins per mode, as Markdown.

    python tools/solve.py --mode easy --seeds 1-20000 --jobs 2 > easy.csv
    python tools/golf_facts.py easy.csv medium.csv hard.csv

Reads the CSV that tools/solve.py writes for ``--seeds`` (``deal_id`` is the
seed), one file per mode, and prints per mode: the deals, the winnable share
with its 95% Wilson interval, the mean and median par (all deals and
winnable ones), the share won by greedy play (the one-move-ahead rule of
tools/autoplay.py, replayed here on ``Deal.from_seed``), then how many deals
have each par. Every row must hold a finished solve (a par). Bad input: one
line on standard error, exit code 2.
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


@dataclass(frozen=True)
class Facts:
    mode: Mode
    pars: tuple[int, ...]
    greedy_wins: int

    @property
    def winnable(self) -> int:
        return sum(par <= 0 for par in self.pars)


def greedy_wins(seed: int, mode: Mode) -> bool:
    hole = Hole(Deal.from_seed(seed), mode)
    while not hole.is_over:
        hole.play(greedy_move(hole))
    return hole.outcome is Outcome.WON


def read_facts(path: Path) -> Facts:
    try:
        with path.open(newline="", encoding="utf-8") as file:
            rows = list(csv.DictReader(file))
    except OSError as error:
        raise BadInput(f"cannot read {path}: {error.strerror}") from None
    if not rows:
        raise BadInput(f"{path} holds no deals")
    try:
        modes = {Mode.from_str(row["mode"]) for row in rows}
        if len(modes) != 1:
            raise BadInput(f"{path}: one mode per file, found {len(modes)}")
        mode = modes.pop()
        pars = []
        wins = 0
        for line, row in enumerate(rows, start=2):
            if not row["par"]:
                raise BadInput(f"{path}, line {line}: no par (an unfinished solve)")
            pars.append(int(row["par"]))
            wins += greedy_wins(int(row["deal_id"]), mode)
    except (KeyError, ValueError) as error:
        raise BadInput(f"{path}: not tools/solve.py output for seeds ({error})") from None
    return Facts(mode, tuple(pars), wins)


def share(count: int, total: int) -> str:
    low, high = wilson(count, total)
    return f"{100 * count / total:.1f}% ({100 * max(0.0, low):.1f}-{100 * min(1.0, high):.1f}%)"


def table(facts: Sequence[Facts]) -> list[str]:
    lines = [
        "| mode | deals | winnable (95% interval) | mean par | median par | mean par, "
        "winnable | won by greedy play (95% interval) | greedy, of the winnable |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for fact in facts:
        total = len(fact.pars)
        won = [par for par in fact.pars if par <= 0]
        lines.append(
            f"| {fact.mode.value} | {total} | {share(fact.winnable, total)} "
            f"| {statistics.mean(fact.pars):+.2f} | {statistics.median(fact.pars):+g} "
            f"| {f'{statistics.mean(won):+.2f}' if won else '-'} "
            f"| {share(fact.greedy_wins, total)} "
            f"| {100 * fact.greedy_wins / max(1, len(won)):.1f}% |"
        )
    counts = [Counter(fact.pars) for fact in facts]
    values = sorted(set().union(*counts))
    lines += [
        "",
        "| par | " + " | ".join(fact.mode.value for fact in facts) + " |",
        "|---|" + "---|" * len(facts),
    ]
    for value in values:
        cells = " | ".join(str(count[value]) for count in counts)
        lines.append(f"| {value:+d} | {cells} |")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, help="tools/solve.py CSVs, one per mode")
    args = parser.parse_args(argv)
    try:
        facts = [read_facts(path) for path in args.files]
    except BadInput as error:
        print(f"{parser.prog}: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print("\n".join(table(facts)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
