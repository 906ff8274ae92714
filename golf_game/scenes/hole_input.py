"""What the player has asked the hole scene for and it is still working on:
a card being dragged, and a hint being worked out on the worker thread."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ..engine import Deal, Hole, Position, Rules
from ..scene import Context
from ..tasks import CancelToken, Task
from ..view.layout import Layout

if TYPE_CHECKING:
    from ..engine.hint import Hint

HINT_BUDGET_MS = 300.0
"""The hint runs on the worker thread, so it may think longer than one frame."""

HintFn = Callable[[Deal, Rules, Position], "Hint | None"]


def engine_hint(deal: Deal, rules: Rules, position: Position) -> Hint | None:
    # Imported here, on the worker, not with the scene: the hint and the
    # solver are not needed for the hole's first frame (tools/bench_startup.py).
    from ..engine.hint import hint

    return hint(deal, rules, position, time_budget_ms=HINT_BUDGET_MS)


@dataclass
class Drag:
    """A card being dragged from the end of ``column``, held at ``grab`` from
    its top left corner, the pointer now at ``pos``."""

    column: int
    grab: tuple[int, int]
    pos: tuple[int, int]

    def rect(self, layout: Layout) -> pygame.Rect:
        x, y = self.pos[0] - self.grab[0], self.pos[1] - self.grab[1]
        return pygame.Rect(x, y, layout.card_w, layout.card_h)


class HintRequest:
    """The hint being worked out on the worker thread, and for which position."""

    def __init__(self) -> None:
        self.task: Task[Hint | None] | None = None
        self.position: Position | None = None

    def start(self, context: Context, hint_fn: HintFn, hole: Hole) -> None:
        deal, rules, position = hole.deal, hole.rules, hole.position

        def job(token: CancelToken) -> Hint | None:
            return None if token.cancelled else hint_fn(deal, rules, position)

        self.position = position
        self.task = context.tasks.submit(job)

    def finished(self, position: Position) -> Task[Hint | None] | None:
        """The task once it is done, if it was asked for ``position`` and not cancelled."""
        task = self.task
        if task is None or not task.done:
            return None
        self.task = None
        if task.cancelled or self.position != position:
            return None
        return task

    def drop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None
        self.position = None
