"""The best line: the solver's moves replayed on a fresh copy of the deal by
a hole scene, through the same actions a player's keys give, so it moves
with the hole's own animations. It may start part way: where the player's
own line left the best one, the player's moves up to there are already
made. A tap or key skips to the end; the next one (or Esc) goes back."""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, Command, DragMove, Key, Tap, Text, Wake
from ..engine import Deal, Hole, Mode, Move
from ..scene import Context
from ..view import words
from ..view.theme import HINT, TEXT
from .hole import HoleScene
from .hole_hooks import lone_hole_hooks
from .hole_view import HoleView

STEP_TIME = 0.55
"""Seconds between moves: slow enough to follow each card."""


class BestLineScene(HoleView):
    """Plays ``line`` on a new hole of ``deal``, one move every :data:`STEP_TIME`,
    after ``before`` (moves made at once: where the line starts from)."""

    def __init__(
        self,
        context: Context,
        deal: Deal,
        mode: Mode,
        line: Sequence[Move],
        before: Sequence[Move] = (),
    ) -> None:
        self.context = context
        self.line = tuple(line)
        self.start_move = len(before) + 1
        self.hole_scene = HoleScene(
            context,
            Hole.replay(deal, mode, before),
            words.best_line_title(self.start_move),
            hooks=lone_hole_hooks(),
            hint_fn=None,
            deal_animation=True,
            button_row=(),
        )
        self.played = 0
        self._wait = STEP_TIME
        self.hole_scene.say(self._progress(), HINT)

    @property
    def done(self) -> bool:
        return self.played >= len(self.line)

    @property
    def animating(self) -> bool:
        return self.hole_scene.animating or not self.done

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

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.done or self.hole_scene.flights:
            return
        self._wait -= dt
        if self._wait <= 0:
            self._wait = STEP_TIME
            self._step()

    # --- the line ----------------------------------------------------------------

    def skip(self) -> None:
        """Play the rest of the line at once."""
        self.finish_animations()
        while not self.done:
            self._step()
        self.finish_animations()

    def _step(self) -> None:
        move = self.line[self.played]
        self.played += 1
        if move.column is None:
            self.hole_scene.handle(Key(Command.DRAW))
        else:
            self.hole_scene.handle(Key(Command.PLAY_COLUMN, move.column))
        self.hole_scene.say(self._progress(), TEXT if self.done else HINT)

    def _progress(self) -> str:
        score = self.hole.score
        return words.best_line_progress(
            self.start_move + self.played - 1,
            self.start_move + len(self.line) - 1,
            score,
            self.done,
        )
