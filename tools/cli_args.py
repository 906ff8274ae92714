"""Argument parsing shared by the tools (solve, autoplay, replay, bench_solver)."""

from __future__ import annotations

import argparse
from typing import NoReturn

from golf_game.engine import Mode

EXIT_BAD_INPUT = 2


class OneLineParser(argparse.ArgumentParser):
    """Argument errors as one line and exit 2, without the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def parse_mode(text: str) -> Mode:
    try:
        return Mode.from_str(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def parse_seeds(text: str) -> range:
    """``A-B`` (inclusive) or a single seed ``A``."""
    first, _, last = text.partition("-")
    try:
        low, high = int(first), int(last or first)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seeds {text!r}: expected A-B, e.g. 1-300") from None
    if low < 0 or high < low:
        raise argparse.ArgumentTypeError(f"seeds {text!r}: expected 0 <= A <= B")
    return range(low, high + 1)
