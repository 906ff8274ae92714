"""Command line: ``golf-game`` (or ``python -m golf_game``)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__
from .engine import Mode


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="golf-game",
        description="Golf Solitaire: clear seven columns by playing cards one rank "
        "up or down onto the waste.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--mode",
        choices=[mode.value for mode in Mode],
        default=None,
        help="easy (King-Ace wrap), medium (no wrap) or hard (nothing on a King)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    parser.parse_args(argv)
    print("golf-game: the game screens are not built yet; see README.md", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
