"""The best line: the solver's moves replayed on a fresh copy of the deal by
a hole scene, through the same actions a player's keys give, so it moves
with the hole's own animations. It may start part way: where the player's
own line left the best one, the player's moves up to there are already
made. Its buttons (and keys) step back and on, pause and play, change the
speed and skip to the end; a tap on the table skips to the end, and once the
line is played goes back, like Esc."""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, Command, DragMove, Key, Tap, Text, Wake
from ..engine import Deal, Hole, Mode, Move
from ..scene import Context
from ..view import result_words, words
from ..view.layout import REPLAY_BUTTONS
from ..view.theme import HINT, TEXT
from .focus import BUTTON_COMMANDS
from .hole import HoleScene
from .hole_hooks import lone_hole_hooks
from .hole_view import HoleView

STEP_TIME = 0.55
"""Seconds between moves at speed 1: slow enough to follow each card."""
SPEEDS = (1, 2, 4)
"""The speeds the Speed button (or Up and Down) goes through."""


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
            button_row=REPLAY_BUTTONS,
            always_answer=frozenset(REPLAY_BUTTONS),  # the replay's controls never grey out
        )
        self.played = 0
        self.paused = False
        self.speed = SPEEDS[0]
        self._wait = STEP_TIME
        self._controls = {
            Command.UNDO: self.step_back,
            Command.LEFT: self.step_back,
            Command.REDO: self.step_on,
            Command.RIGHT: self.step_on,
            Command.DRAW: self.play_pause,
            Command.CONFIRM: self.play_pause,
            Command.UP: self.faster,
            Command.DOWN: self.slower,
            Command.LINE_END: self.skip,
            Command.END: self.skip,
        }
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
        if isinstance(action, Key):
            if action.command in (Command.PAUSE, Command.BACKSPACE):
                self.context.stack.pop()
            elif action.command in self._controls:
                self._controls[action.command]()
        elif isinstance(action, Tap):
            button = self.hole_scene.layout.hit_button(action.pos)
            if button is not None:
                self._controls[BUTTON_COMMANDS[button]]()
            elif self.done:
                self.context.stack.pop()
            else:
                self.skip()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.done or self.paused or self.hole_scene.flights:
            return
        self._wait -= dt
        if self._wait <= 0:
            self._wait = STEP_TIME / self.speed
            self._step()

    # --- the line ----------------------------------------------------------------

    def skip(self) -> None:
        """Play the rest of the line at once."""
        self.finish_animations()
        while not self.done:
            self._step()
        self.finish_animations()

    def step_on(self) -> None:
        """One move on, and the replay waits (Play goes on from there)."""
        self.paused = True
        self.finish_animations()
        if not self.done:
            self._step()
        else:
            self._tell()

    def step_back(self) -> None:
        """One move back (never before where the line starts), and the replay waits."""
        self.paused = True
        self.finish_animations()
        if self.played:
            self.played -= 1
            self.hole_scene.handle(Key(Command.UNDO))
            self.finish_animations()
        self._tell()

    def play_pause(self) -> None:
        if self.done:
            return
        self.paused = not self.paused
        self._wait = 0.0
        self._tell()

    def faster(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self._tell()

    def slower(self) -> None:
        self.speed = SPEEDS[max(0, SPEEDS.index(self.speed) - 1)]
        self._tell()

    def _step(self) -> None:
        move = self.line[self.played]
        self.played += 1
        if move.column is None:
            self.hole_scene.handle(Key(Command.DRAW))
        else:
            self.hole_scene.handle(Key(Command.PLAY_COLUMN, move.column))
        self._tell()

    def _tell(self) -> None:
        self.hole_scene.say(self._progress(), TEXT if self.done else HINT)

    def _progress(self) -> str:
        if self.done:
            return result_words.best_line_done(self.hole.score)
        return result_words.best_line_state(
            self.start_move + self.played - 1,
            self.start_move + len(self.line) - 1,
            self.paused,
            self.speed,
        )
