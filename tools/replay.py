"""Replay every solution of a CSV through the engine and report failures.

    python tools/replay.py --mode easy tests/data/golf_easy.csv

Reads the columns deal_id, columns, waste_start, stock and solution (others
are ignored; rows with an empty solution are skipped). Prints one line per
failing solution (deal id, move number, the engine's reason), then a last line
``N passed, M failed``. Exit 0 when nothing failed, 1 when something did, and
2 with a one-line message when the input cannot be read.
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections.abc import Sequence
from pathlib import Path

from cli_args import EXIT_BAD_INPUT, OneLineParser

from golf_game.engine import Mode
from golf_game.engine.verify import REQUIRED_COLUMNS, replay_rows

EXIT_FAILED = 1


class BadInput(Exception):
    """The input cannot be replayed at all; the message is shown as is."""


def parse_mode(text: str) -> Mode:
    try:
        return Mode.from_str(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def read_rows(path: Path) -> list[dict[str, str]]:
    """Every row of the CSV at ``path``, checked to have the needed columns."""
    try:
        with path.open(newline="", encoding="utf-8") as file:
            reader = csv.DictReader(file)
            missing = [name for name in REQUIRED_COLUMNS if name not in (reader.fieldnames or [])]
            if missing:
                raise BadInput(
                    f"{path} is not a solutions CSV: missing column(s) {', '.join(missing)}"
                )
            rows = []
            for row in reader:
                absent = [name for name in REQUIRED_COLUMNS if row[name] is None]
                if absent:
                    raise BadInput(
                        f"{path} line {reader.line_num}: the row has no {', '.join(absent)}"
                    )
                rows.append({name: row[name] for name in REQUIRED_COLUMNS})
            return rows
    except OSError as error:
        raise BadInput(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise BadInput(f"{path} is not a text CSV file (not UTF-8)") from None
    except csv.Error as error:
        raise BadInput(f"{path} is not valid CSV: {error}") from None


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(
        prog="replay.py",
        description="Replay the solutions of a CSV through the Golf engine.",
    )
    parser.add_argument("--mode", required=True, type=parse_mode, help="easy, medium or hard")
    parser.add_argument("csv_file", type=Path, metavar="FILE.csv")
    args = parser.parse_args(argv)
    try:
        rows = read_rows(args.csv_file)
    except BadInput as error:
        print(f"replay.py: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    report = replay_rows(rows, args.mode)
    for failure in report.failures:
        print(failure)
    print(report.summary())
    return EXIT_FAILED if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
