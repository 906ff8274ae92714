"""What the player has asked the hole scene for and it is still working on:
a card being dragged, and a hint being worked out on the worker thread."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..engine import Card, Deal, Hole, Position, Rules
from ..engine.hint_memory import HintMemory
from ..scene import Context
from ..tasks import CancelToken, Task
from ..view import words
from ..view.hole_painter import Sprite
from ..view.layout import Button, Layout
from ..view.reasons import hint_reason
from ..view.sprites import Flight
from ..view.theme import HINT, TEXT_DIM, WARN, Art, Colour
from ..view.tween import Tween

if TYPE_CHECKING:
    from ..engine.hint import Hint

Point = tuple[int, int]

HINT_BUDGET_MS = 300.0
"""The hint runs on the worker thread, so it may think longer than one frame."""

HintFn = Callable[[Deal, Rules, Position, HintMemory], "Hint | None"]
"""Works out the hint for a position, remembering what it learns in the memory."""


def engine_hint(deal: Deal, rules: Rules, position: Position, memory: HintMemory) -> Hint | None:
    # Imported here, on the worker, not with the scene: the hint and the
    # solver are not needed for the hole's first frame (tools/bench_startup.py).
    from ..engine.hint import hint

    return hint(deal, rules, position, time_budget_ms=HINT_BUDGET_MS, memory=memory)


@dataclass
class Drag:
    """A card being dragged from the end of ``column``, held at ``grip`` from
    its top left corner, the pointer now at ``pos``."""

    column: int
    grip: Point
    pos: Point

    @classmethod
    def grab(cls, layout: Layout, heights: Sequence[int], origin: Point, pos: Point) -> Drag | None:
        """The drag of the card under ``origin``, if it is the last of its column."""
        hit = layout.hit_card(origin, heights)
        if hit is None or hit[1] != heights[hit[0]] - 1:
            return None
        rect = layout.card_rect(*hit)
        return cls(hit[0], (origin[0] - rect.x, origin[1] - rect.y), pos)

    def rect(self, layout: Layout) -> pygame.Rect:
        x, y = self.pos[0] - self.grip[0], self.pos[1] - self.grip[1]
        return pygame.Rect(x, y, layout.card_w, layout.card_h)

    def sprite(self, card: Card, art: Art, layout: Layout, four_colour: bool) -> Sprite:
        """The dragged ``card`` as a sprite, lifted under the pointer."""
        rect = self.rect(layout)
        flight = Flight(card, rect.topleft, rect.topleft, Tween(0.0), lifted=True)
        paint = partial(flight.paint, art=art, layout=layout, four_colour=four_colour)
        return ("drag", flight.bounds(layout), paint)


def no_hint_because(
    hints_on: bool, hole: Hole, hint_fn: HintFn | None, buttons: Sequence[Button]
) -> str | None:
    """Why no hint can be asked for now, in words; ``None`` if one can."""
    if not hints_on:
        return words.HINTS_OFF
    if hole.is_over:
        return words.hole_over(Button.NEW in buttons)
    return words.NO_HINT if hint_fn is None else None


class HintRequest:
    """The hint for the hole's position: being worked out on the worker
    thread (``task``), or worked out (``hint``)."""

    def __init__(self) -> None:
        self.task: Task[Hint | None] | None = None
        self.position: Position | None = None
        self.hint: Hint | None = None

    def ask(self, context: Context, hint_fn: HintFn, hole: Hole, memory: HintMemory) -> bool:
        """Start working out the hint for the hole's position; ``False`` if it
        is already shown or on its way."""
        deal, rules, position = hole.deal, hole.rules, hole.position
        if self.position == position and (self.hint is not None or self.task is not None):
            return False
        self.drop()

        def job(token: CancelToken) -> Hint | None:
            return None if token.cancelled else hint_fn(deal, rules, position, memory)

        self.position = position
        self.task = context.tasks.submit(job)
        return True

    def answer(self, position: Position) -> tuple[str, Colour] | None:
        """The line to show once the hint asked for ``position`` is worked out
        (``None`` until then, or if the table moved on)."""
        task = self.task
        if task is None or not task.done:
            return None
        self.task = None
        if task.cancelled or self.position != position:
            return None
        if task.error() is not None:
            return words.HINT_FAILED, WARN
        self.hint = task.result()
        if self.hint is None:
            return words.NO_MOVE_LEFT, TEXT_DIM
        return words.hint(hint_reason(self.hint), self.hint.move.column), HINT

    def drop(self) -> None:
        """Forget the hint (the table changed)."""
        if self.task is not None:
            self.task.cancel()
            self.task = None
        self.position = None
        self.hint = None
