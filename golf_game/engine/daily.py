"""The daily deal: the same deal for everyone on a date, one per mode."""

from __future__ import annotations

import datetime
import hashlib

from . import Mode
from .round import SEED_BITS


def daily_seed(date: datetime.date, mode: Mode) -> int:
    """The deal seed for ``date`` in ``mode``.

    SHA-256 rather than :func:`hash`, which Python salts per process: every
    player, machine and version must agree on the day's deal."""
    digest = hashlib.sha256(f"{date.isoformat()}:{mode.value}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)


def today() -> datetime.date:
    """The player's local date: the daily deal changes at local midnight."""
    return datetime.date.today()
