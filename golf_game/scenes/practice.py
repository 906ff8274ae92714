"""Try again from here: a practice attempt from the position just before a
move of the player's line, on a copy of the hole.

The copy belongs to no game: nothing of it is saved or recorded, so the
hole's own score never changes (the game counts the retry as an assist).
Pause offers Back (to the result) and New (the same attempt afresh)."""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action
from ..engine import Deal, Hole, Mode, Move
from ..scene import Context
from ..view import words
from ..view.layout import Button
from ..view.theme import HINT, TEXT
from .hole import HoleScene
from .hole_hooks import HoleHooks
from .hole_view import HoleView

PRACTICE_BUTTONS = (Button.UNDO, Button.REDO, Button.HINT, Button.PAUSE, Button.END)


class PracticeScene(HoleView):
    """Plays on from the position before move ``len(before) + 1``."""

    def __init__(self, context: Context, deal: Deal, mode: Mode, before: Sequence[Move]) -> None:
        self.context = context
        self.deal = deal
        self.mode = mode
        self.before = tuple(before)
        hooks = HoleHooks(
            changed=lambda hole: None,
            over=self._over,
            new=self._again,
            card=lambda: None,
            menu=self.leave,
        )
        self.hole_scene = HoleScene(
            context,
            Hole.replay(deal, mode, self.before),
            words.practice_title(len(self.before) + 1),
            hooks=hooks,
            deal_animation=False,
            button_row=PRACTICE_BUTTONS,
        )
        self.hole_scene.say(words.practice_title(len(self.before) + 1), HINT)

    def handle(self, action: Action) -> None:
        self.hole_scene.handle(action)

    def leave(self) -> None:
        """Back to the scene below (the result), closing anything over this one."""
        stack = self.context.stack
        while stack.top is not None and stack.top is not self:
            stack.pop()
        if stack.top is self:
            stack.pop()

    def _again(self) -> None:
        self.context.stack.replace(PracticeScene(self.context, self.deal, self.mode, self.before))

    def _over(self, hole: Hole) -> None:
        self.hole_scene.say(words.practice_over(hole.outcome, hole.score), TEXT)
