"""The daily deal's result as one line a player can share.

Spoiler-free: the date, the mode, the score against par and the number of
moves, with a row of boxes for how close to par the hole finished; never a
card or a move, so a friend who has not played the day's deal yet learns
nothing about it.
"""

from __future__ import annotations

import datetime

from .rules import Mode

BOXES = 5
"""Boxes in the row: all filled at par, one emptied per stroke over it."""
FILLED = "\u25a0"
EMPTY = "\u25a1"


def signed(value: int) -> str:
    """A score as golf writes it: ``-3``, ``0``, ``+2``."""
    return f"{value:+d}" if value else "0"


def boxes(score: int, par: int) -> str:
    filled = max(0, BOXES - max(0, score - par))
    return FILLED * filled + EMPTY * (BOXES - filled)


def daily_share_line(
    date: datetime.date,
    mode: Mode,
    score: int,
    moves: int,
    par: int | None = None,
    *,
    assisted: bool = False,
) -> str:
    """``Golf daily 2026-12-01 Medium: -3 (par -5) 51 moves ■■■□□``.

    Without a par (not solved yet) the par and the boxes are left out;
    ``assisted``: the hole used the hint, the warning or a retry."""
    text = f"Golf daily {date.isoformat()} {mode.title}: {signed(score)}"
    if par is not None:
        text += f" (par {signed(par)})"
    text += f" {moves} move{'' if moves == 1 else 's'}"
    if par is not None:
        text += f" {boxes(score, par)}"
    if assisted:
        text += " (assisted)"
    return text
