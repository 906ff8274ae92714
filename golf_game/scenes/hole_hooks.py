"""How a hole scene talks to the game around it: the hooks it calls when a
move is made, when the hole ends, and for its New, Card and Menu."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Hole
from ..lang import N_
from ..saved.records import Assist


def _ignore(*_: object) -> None:
    return None


@dataclass(frozen=True)
class HoleHooks:
    """What the game around the hole does when the scene tells it something."""

    changed: Callable[[Hole], None]
    """After every move, undo, redo and End (save the game)."""
    over: Callable[[Hole], None]
    """The hole has just ended (won, stuck or ended), once its last card
    landed; also when the player taps the table of a finished hole."""
    new: Callable[[], None]
    """New: deal the next hole."""
    card: Callable[[], None]
    """Show the score card (a round's Card button)."""
    menu: Callable[[], None] | None = None
    """Back to the menu; the pause overlay then offers Menu instead of Quit."""
    assist: Callable[[Assist], None] = _ignore
    """The player had help of a kind on this hole (a hint asked for): counted."""
    restart: Callable[[], None] | None = None
    """Restart deal: the same deal from the start, a new attempt (pause offers it)."""
    new_label: str = N_("New deal")
    """What New starts, as the pause overlay names it ("New round" in a round;
    English, translated where it is shown)."""


def lone_hole_hooks() -> HoleHooks:
    """Hooks for a hole with no game around it (the attract demo, the best
    line): nothing is saved, its end shows nothing more, New does nothing."""
    return HoleHooks(changed=_ignore, over=_ignore, new=_ignore, card=_ignore)
