"""What the solver answers, cheap to import: the verdict and the result.

The solver itself (:mod:`.solver`) builds its tables per deal on first use;
code that only reads answers imports this module."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .hole import Move


class Verdict(enum.Enum):
    WINNABLE = "winnable"
    UNWINNABLE = "unwinnable"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What the solver knows about a position.

    ``verdict`` is WINNABLE as soon as a win is found, even before par is
    proved. ``par``: the best score reachable (minus the most stock cards
    left at a win, otherwise the fewest tableau cards left); exact when
    ``complete``, else the best met so far (``None`` before any search).
    ``line``: moves from the position reaching ``par``, replayed by the engine."""

    verdict: Verdict
    par: int | None
    line: tuple[Move, ...]
    nodes: int
    complete: bool
