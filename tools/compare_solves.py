"""Two sets of tools/solve.py runs, deal by deal: do their verdicts and pars agree?

    python tools/compare_solves.py --old easy-old.csv --new easy-1.csv easy-20001.csv

Reads the CSVs that tools/solve.py writes (one or more per side, any modes);
deals are matched by mode and ``deal_id``. Prints per mode how many deals
both sides solved and how many differ: verdicts over every row, pars over
the rows that carry one on both sides (full solves, not ``--verdict-only``),
with the first differing ids. Exit code 1 when anything differs; bad input:
one line on standard error, exit code 2. For checking a new solver against
an old one over far more deals than the tests hold.
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Sequence
from pathlib import Path

from cli_args import EXIT_BAD_INPUT, OneLineParser

Key = tuple[str, str]  # (mode, deal_id)


class BadInput(Exception):
    """The input cannot be used; the message is shown as is."""


def read(paths: Sequence[Path]) -> dict[Key, tuple[str, str]]:
    """(mode, deal_id) -> (verdict, par or "")."""
    rows: dict[Key, tuple[str, str]] = {}
    for path in paths:
        try:
            with path.open(newline="", encoding="utf-8") as file:
                for row in csv.DictReader(file):
                    key = (row["mode"], row["deal_id"])
                    # A verdict-only row keeps the par a full run gave.
                    par = row["par"] or rows.get(key, ("", ""))[1]
                    rows[key] = (row["verdict"], par)
        except (OSError, UnicodeDecodeError, csv.Error) as error:
            raise BadInput(f"{path}: cannot read it ({error})") from None
        except KeyError as error:
            raise BadInput(f"{path}: no column {error} (not tools/solve.py output?)") from None
    return rows


def report(
    old: dict[Key, tuple[str, str]], new: dict[Key, tuple[str, str]]
) -> tuple[list[str], int]:
    """The lines to print and how many deals differ in all."""
    lines, differing = [], 0
    for mode in sorted({mode for mode, _ in old.keys() & new.keys()}):
        both = sorted((k for k in old.keys() & new.keys() if k[0] == mode), key=lambda k: int(k[1]))
        verdicts = [k[1] for k in both if old[k][0] != new[k][0]]
        priced = [k for k in both if old[k][1] and new[k][1]]
        pars = [k[1] for k in priced if old[k][1] != new[k][1]]
        differing += len(verdicts) + len(pars)
        lines.append(
            f"{mode}: verdicts compared {len(both)}, differing {len(verdicts)}"
            f"{' (' + ' '.join(verdicts[:10]) + ')' if verdicts else ''}; "
            f"pars compared {len(priced)}, differing {len(pars)}"
            f"{' (' + ' '.join(pars[:10]) + ')' if pars else ''}"
        )
    return lines, differing


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", type=Path, nargs="+", required=True, help="one side's CSVs")
    parser.add_argument("--new", type=Path, nargs="+", required=True, help="the other side's")
    args = parser.parse_args(argv)
    try:
        old, new = read(args.old), read(args.new)
    except BadInput as error:
        print(f"{parser.prog}: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    lines, differing = report(old, new)
    if not lines:
        print(f"{parser.prog}: error: no deal is on both sides", file=sys.stderr)
        return EXIT_BAD_INPUT
    print("\n".join(lines))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
