"""An unfinished round as plain data, and back: each started hole's deal
line and steps (docs/STORAGE.md). Reading replays the steps through the
engine, so a damaged or edited file can never hold an illegal position."""

from __future__ import annotations

from typing import Any

from ..engine import ROUND_LENGTHS, Deal, Mode, Round, parse_steps, steps_to_str


def game_to_dict(game: Round) -> dict[str, Any]:
    """A round as plain data: each started hole's deal line and steps."""
    return {
        "mode": game.mode.value,
        "hole_count": game.hole_count,
        "seed": game.seed,
        "hole_number": game.hole_number,
        "holes": [
            {
                "deal": hole.deal.to_line(),
                "steps": steps_to_str(hole.steps()),
                "locked": hole.locked,
            }
            for hole in game.holes
        ],
    }


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
