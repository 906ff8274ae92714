"""The best line: the solver's moves replayed on a fresh copy of the deal,
with the hole scene's own animations. A tap or key skips to the end; the
next one (or Esc) goes back."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Deal, Hole, Mode, Move
from ..input import Action, Command, DragMove, Key, Tap, Text, Wake
from ..scene import Context
from ..view.theme import HINT, TEXT
from .hole import HoleScene

STEP_TIME = 0.55
"""Seconds between moves: slow enough to follow each card."""


class ReplayScene(HoleScene):
    def __init__(self, context: Context, deal: Deal, mode: Mode, line: Sequence[Move]) -> None:
        self.line = tuple(line)
        hole = Hole(deal, mode)
        super().__init__(
            context,
            hole,
            "Best line",
            lambda: (Hole(deal, mode), "Best line"),
            hint_fn=None,
            deal_animation=True,
            button_row=(),
        )
        self.played = 0
        self._wait = STEP_TIME
        self._say(self._progress(), HINT)

    @property
    def done(self) -> bool:
        return self.played >= len(self.line)

    @property
    def animating(self) -> bool:
        return super().animating or not self.done

    def handle(self, action: Action) -> None:
        if isinstance(action, (DragMove, Wake, Text)):
            return
        if isinstance(action, Key) and action.command is Command.PAUSE:
            self.context.stack.pop()
        elif isinstance(action, (Tap, Key)):
            if self.done:
                self.context.stack.pop()
            else:
                self.skip()

    def skip(self) -> None:
        """Play the rest of the line at once."""
        self.finish_animations()
        while not self.done:
            self._step()
        self.finish_animations()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.done or self.flights:
            return
        self._wait -= dt
        if self._wait <= 0:
            self._wait = STEP_TIME
            self._step()

    def _step(self) -> None:
        move = self.line[self.played]
        self.played += 1
        if move.column is None:
            self._draw()
        else:
            self._play(move.column)
        self._say(self._progress(), TEXT if self.done else HINT)

    def _progress(self) -> str:
        if self.done:
            return f"Best line played: score {self.hole.score:+d}. Tap to go back."
        return f"Best line: move {self.played} of {len(self.line)}. Tap to skip to the end."
