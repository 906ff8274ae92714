"""An unfinished round as plain data, and back: each started hole's deal
line and steps (docs/STORAGE.md). Reading replays the steps through the
engine, so a damaged or edited file can never hold an illegal position.
Beside the round: the game's identity (what its recordings are keyed by, so
each hole is counted once) and each hole's assists."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine import ROUND_LENGTHS, Deal, Mode, Round, parse_steps, steps_to_str
from .records import NO_ASSISTS, Assists

IDENT = re.compile(r"[0-9a-f]{1,32}")
"""A game's identity: hex digits (see :func:`golf_game.play.game.new_ident`)."""


DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


@dataclass(frozen=True, slots=True)
class DealName:
    """Which deal a game plays, as the header names it: the round's seed, or
    a daily deal's date, or a typed deal; ``winnable`` if it was dealt from
    the winnable-only table."""

    seed: int | None = None
    """``None``: a typed deal."""
    winnable: bool = False
    daily: str = ""
    """The daily deal's date (ISO), or empty."""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        if self.seed is None:
            data["typed"] = True
        if self.winnable:
            data["winnable"] = True
        if self.daily:
            data["daily"] = self.daily
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], seed: int) -> DealName:
        """Raises :class:`ValueError` for a damaged name."""
        typed, winnable, daily = (
            data.get("typed", False),
            data.get("winnable", False),
            data.get("daily", ""),
        )
        if type(typed) is not bool or type(winnable) is not bool:
            raise ValueError("typed and winnable should be true or false")
        if not isinstance(daily, str) or (daily and not DATE.fullmatch(daily)):
            raise ValueError("daily should be a date like 2026-12-01")
        return cls(None if typed else seed, winnable, daily)


@dataclass(frozen=True)
class SavedGame:
    """An unfinished round, its identity, its deal's name and the assists of
    its holes (by number)."""

    round: Round
    ident: str = ""
    assists: Mapping[int, Assists] = field(default_factory=dict)
    name: DealName | None = None
    """``None`` for a game saved before names were (the round's seed names it)."""


def game_to_dict(
    game: Round,
    ident: str = "",
    assists: Mapping[int, Assists] | None = None,
    name: DealName | None = None,
) -> dict[str, Any]:
    """A round as plain data: each started hole's deal line, steps and
    assists, and the game's identity and deal's name."""
    assists = assists or {}
    data: dict[str, Any] = {
        "mode": game.mode.value,
        "hole_count": game.hole_count,
        "seed": game.seed,
        "hole_number": game.hole_number,
        "holes": [
            {
                "deal": hole.deal.to_line(),
                "steps": steps_to_str(hole.steps()),
                "locked": hole.locked,
                **_assists_entry(assists.get(number, NO_ASSISTS)),
            }
            for number, hole in enumerate(game.holes, start=1)
        ],
    }
    if ident:
        data["id"] = ident
    if name is not None:
        data["name"] = name.to_dict()
    return data


def _assists_entry(assists: Assists) -> dict[str, Any]:
    return {"assists": assists.to_dict()} if assists.any else {}


def saved_game_from_dict(data: object) -> SavedGame:
    """The round (as :func:`game_from_dict`), its identity and its holes'
    assists; raises :class:`ValueError` if any of them is damaged."""
    round_ = game_from_dict(data)
    assert isinstance(data, dict)  # game_from_dict checked it
    ident = data.get("id", "")
    if not isinstance(ident, str) or (ident and not IDENT.fullmatch(ident)):
        raise ValueError("id should be a few hex digits")
    assists = {
        number: Assists.from_dict(hole["assists"])
        for number, hole in enumerate(data["holes"], start=1)
        if "assists" in hole
    }
    name = None
    if "name" in data:
        if not isinstance(data["name"], dict):
            raise ValueError("name should be a table")
        name = DealName.from_dict(data["name"], round_.seed)
    return SavedGame(round_, ident, assists, name)


def game_from_dict(data: object) -> Round:
    """Rebuild a round by replaying its steps through the engine; raises
    :class:`ValueError` if anything is missing, mistyped or illegal."""
    if not isinstance(data, dict):
        raise ValueError("not a table")
    mode = Mode.from_str(_field(data, "mode", str))
    hole_count = _field(data, "hole_count", int)
    if hole_count not in ROUND_LENGTHS:
        raise ValueError(f"hole_count {hole_count} is not 1 or 9")
    seed = _field(data, "seed", int)
    holes = _field(data, "holes", list)
    if _field(data, "hole_number", int) != len(holes):
        raise ValueError("hole_number does not match the holes saved")
    replay = []
    for number, hole in enumerate(holes, start=1):
        if not isinstance(hole, dict):
            raise ValueError(f"hole {number} is not a table")
        if _field(hole, "locked", bool) != (number < len(holes)):
            raise ValueError(f"hole {number} has the wrong locked flag")
        deal = Deal.from_line(_field(hole, "deal", str))
        replay.append((deal, parse_steps(_field(hole, "steps", str))))
    return Round.restore(mode, hole_count, seed, replay)


def _field(data: dict[str, Any], name: str, expected: type[Any]) -> Any:
    value = data.get(name)
    # bool is an int subclass; a true/false is never a count or a seed
    if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
        raise ValueError(f"{name} should be a {expected.__name__}, not {value!r}")
    return value
