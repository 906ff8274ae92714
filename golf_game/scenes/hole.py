"""The hole scene: one hole on the table, played by tap, drag or key.

The engine commits every move at once; this scene then starts tweens that
carry the card sprites from where they were drawn to where the engine now says
they lie. Any new input first jumps the running animation to its end, so no tap
is ever lost. The scene builds what the table shows (a :class:`BoardPicture`)
and the moving cards; :class:`HolePainter` paints them, area by area.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence, Set
from typing import TYPE_CHECKING

import pygame

from ..actions import (
    Action,
    Command,
    DragCancel,
    DragEnd,
    DragMove,
    DragStart,
    FocusLost,
    Key,
    Tap,
    Text,
    Wake,
)
from ..engine import (
    Card,
    Hole,
    IllegalMoveError,
    Move,
    Outcome,
    Position,
    Refusal,
)
from ..engine.hint_memory import HintMemory
from ..play.analysis import HoleAnalysis
from ..saved.records import Assist
from ..scene import Context, Rects, Scene
from ..view import words
from ..view.board import BoardPicture
from ..view.drift import ScreenCare, drifted
from ..view.handed import handed
from ..view.hole_motion import HoleMotion
from ..view.hole_painter import HolePainter, Sprite
from ..view.hole_picture import hole_picture, outlook, par_working
from ..view.layout import ALWAYS_ANSWER, HOLE_BUTTONS, Button, Layout, compute_layout
from ..view.sound import Effect
from ..view.sprites import Flight
from ..view.theme import GOLD, HINT, TEXT, TEXT_DIM, WARN, Colour
from .focus import BUTTON_COMMANDS, FOCUS_KEYS, HoleFocus
from .hole_hooks import HoleHooks
from .hole_input import Drag, HintFn, HintRequest, engine_hint, no_hint_because
from .narrator import HoleNarrator
from .pause import PauseScene
from .warn import warn_before_losing

if TYPE_CHECKING:
    from ..engine.hint import Hint

RESULT_DELAY = 0.7
"""Seconds between the last card landing and the result overlay: time to see
the table cleared (or stuck) before the panel covers it."""
WIN_RESULT_DELAY = 1.3
"""A win waits longer: most of the confetti has fallen by then."""


class HoleScene(Scene):
    """Plays one :class:`Hole`, telling the game around it through ``hooks``."""

    def __init__(
        self,
        context: Context,
        hole: Hole,
        title: str,
        *,
        hooks: HoleHooks,
        hint_fn: HintFn | None = engine_hint,
        deal_animation: bool = True,
        analysis: HoleAnalysis | None = None,
        # Its caller closes the analysis: a game keeps one per hole across scenes.
        button_row: Sequence[Button] = HOLE_BUTTONS,
        always_answer: Set[Button] = ALWAYS_ANSWER,
    ) -> None:
        self.context = context
        self.settings = context.settings
        self.hole = hole
        self.title = title
        self.hint_fn = hint_fn
        self._deal_animation = deal_animation
        self.hooks = hooks
        self.analysis = analysis
        self._analysis_version = -1
        self.button_row = tuple(button_row)
        self.always_answer = frozenset(always_answer)
        self._announce: float | None = None
        """Seconds left before the result hook runs (``None``: nothing to announce)."""
        self.layout: Layout = compute_layout((800, 600), button_row=self.button_row)
        self.motion = HoleMotion(self.settings.reduced_motion)
        self.message = ""
        self.message_colour = TEXT_DIM
        self._hint = HintRequest()
        self._hint_memory = analysis.memory if analysis is not None else HintMemory()
        self._drag: Drag | None = None
        self._painter = HolePainter()
        self._stale = True
        self._outcome = hole.outcome
        self._dealt = False
        self.focus, self.narrator = HoleFocus(), HoleNarrator()
        self.care = ScreenCare(context.clock, context.kiosk)

    # --- scene interface ------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.finish_animations()
        layout = compute_layout(size, self.settings.card_size.large, self.button_row)
        self.layout = drifted(handed(layout, self.settings.left_handed), self.care.place())
        self._painter.forget()  # a new size: paint everything afresh
        if not self._dealt:
            self._dealt = True
            if self._deal_animation and not self.layout.too_small:
                self.motion.deal(self.hole, self.layout)
                self._stale = True
            if self.analysis is not None:
                self.analysis.watch(self.hole.position)
        self.narrator.watch(self.context.voice, self, self.context.focus.shown)  # its first words

    @property
    def flights(self) -> list[Flight]:
        return self.motion.flights

    @property
    def animating(self) -> bool:
        return self.motion.busy or self._announce is not None

    def finish_animations(self) -> None:
        if self.motion.finish():
            self._stale = True

    def pause(self) -> None:
        self.finish_animations()
        self._cancel_drag()

    def close(self) -> None:
        self._hint.drop()

    @property
    def notice_area(self) -> pygame.Rect | None:
        return None if self.layout.too_small else self.layout.message

    @property
    def thinking(self) -> bool:
        """A hint is being worked out (its task will wake the loop)."""
        return self._hint.task is not None

    def crash_details(self) -> list[str]:
        return self.hole.replay_details()

    def resume(self) -> None:
        self.narrator.again()  # back from the pause: where the focus is, said again

    def handle(self, action: Action) -> None:
        if isinstance(action, DragMove):
            if self._drag is not None:
                self._drag.pos = action.pos
                self._stale = True  # the waste rings while the card is over it
            return
        if isinstance(action, (Wake, Text)):
            return
        self.finish_animations()
        if isinstance(action, (DragCancel, FocusLost)):
            self._cancel_drag()
        elif isinstance(action, Tap):
            self.context.focus.shown = False
            self._tap(action.pos)
        elif isinstance(action, DragStart):
            self._drag_start(action.origin, action.pos)
        elif isinstance(action, DragEnd):
            self._drag_end(action.pos)
        elif isinstance(action, Key):
            self._command(action.command, action.column)
        self.narrator.watch(self.context.voice, self, self.context.focus.shown, action)

    def update(self, dt: float) -> None:
        if self.context.sounds.tell_missing():  # once, in the message line
            self.say(words.NO_AUDIO_NOTICE, TEXT_DIM)
        if self.motion.advance(dt) or self.motion.flights:  # the waste fan may be moving
            self._stale = True
        if self.care.due() and not self.motion.busy:
            self.resize(self.layout.size)  # screen care: the header and buttons move on
        self._poll_hint()
        self._poll_analysis()
        self.narrator.watch(self.context.voice, self, self.context.focus.shown)
        if self._announce is not None and not self.flights:
            self._announce -= dt
            if self._announce <= 0 or self.settings.reduced_motion:
                self._announce = None
                self._show_result()

    # --- actions --------------------------------------------------------------------

    def _tap(self, pos: tuple[int, int]) -> None:
        if self.layout.too_small:
            return
        button = self.layout.hit_button(pos)
        if button is not None:
            self._command(BUTTON_COMMANDS[button], None)
            return
        if self.hole.is_over:
            # The result was put away to look at the table: a tap brings it back.
            self._show_result()
            return
        if self.layout.stock.collidepoint(pos):
            self._draw()
            return
        hit = self.layout.hit_card(pos, self.hole.position.heights)
        if hit is None:
            return
        column, index = hit
        height = self.hole.position.heights[column]
        if index == height - 1:
            self._play(column)
        elif index < height - 1:
            # No shake here: a covered card shaken would jump over the cards
            # that cover it. The words are enough.
            refusal = self.hole.why_not_playable(column, index)
            if refusal is not None:
                self._refuse(refusal)

    def _command(self, command: Command, column: int | None) -> None:
        plain = {Command.DRAW: self._draw, Command.UNDO: self._undo, Command.REDO: self._redo}
        plain.update({Command.HINT: self._ask_hint, Command.END: self._end})
        if command is Command.PLAY_COLUMN and column is not None:
            self._play(column)
        elif command in plain:
            plain[command]()
        elif command is Command.NEW:
            # N starts a new deal only where New is a button: in a round it
            # would throw the round away at one key press.
            if Button.NEW in self.button_row:
                self.hooks.new()
        elif command is Command.CARD:
            if Button.CARD in self.button_row:
                self.hooks.card()
        elif command in FOCUS_KEYS or command is Command.CONFIRM:
            self._stale = True
            act = self.focus.press(command, self.context.focus, self.hole, self.layout, self.hint)
            if act is not None:
                self._command(act.command, act.column)
        elif command in (Command.PAUSE, Command.BACKSPACE):
            self.context.stack.push(PauseScene.over_hole(self.context, self.hooks))
        elif command is Command.MUTE:
            self.say(words.sound(self.context.sounds.enabled), TEXT)

    def _play(
        self, column: int, from_pos: tuple[int, int] | None = None, *, warned: bool = False
    ) -> None:
        move = Move.play(column)
        reason = self.hole.why_illegal(move)
        height = self.hole.position.heights[column]
        if reason is not None:
            card = self.hole.exposed_card(column)
            home = self.layout.card_rect(column, height - 1).topleft if height else None
            wobble = (card, home) if card is not None and home is not None else None
            self._refuse(reason, wobble=wobble, from_pos=from_pos)
            return
        if not warned and self._warn(move, lambda: self._play(column, warned=True)):
            return
        start = from_pos or self.layout.card_rect(column, height - 1).topleft
        before = self.hole.position
        card = self.hole.play(move)
        self.motion.play(card, start, self.hole, self.layout, lifted=from_pos is not None)
        self.context.sounds.play(Effect.PLAY)
        self._after_change(came_from=before)

    def _draw(self, *, warned: bool = False) -> None:
        reason = self.hole.why_illegal(Move.draw())
        if reason is not None:
            self._refuse(reason)
            return
        if not warned and self._warn(Move.draw(), lambda: self._draw(warned=True)):
            return
        before = self.hole.position
        card = self.hole.draw()
        self.motion.draw(card, self.hole, self.layout)
        self.context.sounds.play(Effect.DRAW)
        self._after_change(came_from=before)

    def _warn(self, move: Move, play_anyway: Callable[[], None]) -> bool:
        """The warning assist, if on: whether it stopped ``move`` to ask."""
        return warn_before_losing(
            self.context, self.analysis, self.hole, move, self.hooks.assist, play_anyway
        )

    def _undo(self) -> None:
        if not self.hole.can_undo:
            self.say(words.NOTHING_TO_UNDO, TEXT_DIM)
            return
        top = self.hole.waste_top
        step = self.hole.undo()
        if isinstance(step, Move):
            self.motion.undo(top, step, self.hole, self.layout)
        self._after_change(quiet=True)
        self.say(words.undone(step), TEXT_DIM)

    def _redo(self) -> None:
        if not self.hole.can_redo:
            self.say(words.NOTHING_TO_REDO, TEXT_DIM)
            return
        before = self.hole.position
        step = self.hole.redo()
        if isinstance(step, Move):
            self.motion.redo(self.hole.waste_top, step, self.hole, self.layout)
        self._after_change(came_from=before)

    def _end(self) -> None:
        try:
            self.hole.end()
        except IllegalMoveError as error:
            self.say(str(error).capitalize(), TEXT_DIM)
            return
        self._after_change()

    def _refuse(
        self,
        reason: Refusal,
        wobble: tuple[Card, tuple[int, int]] | None = None,
        from_pos: tuple[int, int] | None = None,
    ) -> None:
        """Say why a move cannot be made; shake the card (or send it home)."""
        self.say(words.refusal(reason, self.context.art.card_label), WARN)
        self.context.sounds.play(Effect.ILLEGAL)
        if wobble is None:
            return
        card, home = wobble
        if from_pos is not None:
            self.motion.snap(card, from_pos, home)
        else:
            self.motion.shake(card, home)
        self._stale = True

    # --- dragging --------------------------------------------------------------------

    def _drag_start(self, origin: tuple[int, int], pos: tuple[int, int]) -> None:
        if self.layout.too_small or self.hole.is_over:
            return
        self._drag = Drag.grab(self.layout, self.hole.position.heights, origin, pos)
        self._stale = True

    def _drag_end(self, pos: tuple[int, int]) -> None:
        drag = self._drag
        if drag is None:
            return
        drag.pos = pos
        rect = drag.rect(self.layout)
        self._drag = None
        self._stale = True
        if self.layout.hits_waste(rect.center):
            self._play(drag.column, from_pos=rect.topleft)
            return
        self._snap_back(drag.column, rect.topleft)

    def _cancel_drag(self) -> None:
        drag = self._drag
        if drag is not None:
            self._drag = None
            self._stale = True
            self._snap_back(drag.column, drag.rect(self.layout).topleft)

    def _snap_back(self, column: int, from_pos: tuple[int, int]) -> None:
        self.motion.snap_back(column, from_pos, self.hole, self.layout)
        self._stale = True

    # --- hints ------------------------------------------------------------------------

    def _ask_hint(self) -> None:
        why_not = no_hint_because(self.settings.hints, self.hole, self.hint_fn, self.button_row)
        if why_not is not None:
            self.say(why_not, TEXT_DIM)
        elif self.hint_fn and self._hint.ask(
            self.context, self.hint_fn, self.hole, self._hint_memory
        ):
            self.hooks.assist(Assist.HINT)
            self.say(words.THINKING, HINT)

    def _poll_hint(self) -> None:
        answer = self._hint.answer(self.hole.position)
        if answer is not None:
            self.say(*answer)
            self.focus.follow(self.hint)  # Confirm now plays what the hint says

    @property
    def hint(self) -> Hint | None:
        """The hint shown on the table, if any."""
        return self._hint.hint

    # --- after a change ------------------------------------------------------------------

    def _after_change(self, quiet: bool = False, came_from: Position | None = None) -> None:
        self._hint.drop()
        self._stale = True
        before, self._outcome = self._outcome, self.hole.outcome
        self.say(self._default_message(), TEXT_DIM)
        self.hooks.changed(self.hole)
        if self.analysis is not None:
            self.analysis.watch(self.hole.position, came_from)
        if not self._outcome.is_over:
            self._announce = None
        if self._outcome is before or quiet:
            return
        if self._outcome.is_over:
            won = self._outcome is Outcome.WON
            self._announce = WIN_RESULT_DELAY if won else RESULT_DELAY
        par = self.analysis.par if self.analysis is not None else None
        if words.reached_par(self._outcome, self.hole.score, par):
            # Par on a deal that cannot be cleared: the best there is, not a loss.
            self.context.sounds.play(Effect.WIN)
            self.say(words.headline(self._outcome, self.hole.score, par), GOLD)
        elif self._outcome is Outcome.WON:
            self.context.sounds.play(Effect.WIN)
            self.motion.celebrate(self.layout)
        elif self._outcome is Outcome.STUCK:
            self.context.sounds.play(Effect.STUCK)
            self.motion.shake_stuck(self.hole, self.layout)

    def _show_result(self) -> None:
        self._announce = None
        if self.hole.is_over:
            self.hooks.over(self.hole)

    def _poll_analysis(self) -> None:
        if self.analysis is not None and self.analysis.version != self._analysis_version:
            self._analysis_version = self.analysis.version
            self._stale = True

    def _default_message(self) -> str:
        grade = self.analysis.grade if self.analysis is not None else None
        return words.mode_line(self.hole.mode, grade)

    def say(self, text: str, colour: Colour) -> None:
        """Show ``text`` in the message line until the next change."""
        self.message = text
        self.message_colour = colour
        self._stale = True

    # --- drawing ---------------------------------------------------------------------------------

    def picture(self) -> BoardPicture:
        """What the table shows now, leaving out the cards that are moving."""
        drag = self._drag
        over = drag is not None and self.layout.hits_waste(drag.rect(self.layout).center)
        return hole_picture(
            self.hole,
            self.motion.moving_cards(),
            dragged=None if drag is None else (drag.column, over),
            waste_fan=self.motion.fan(self.hole, self.layout),
            title=self.title,
            message=self.message or self._default_message(),
            message_colour=self.message_colour,
            status=outlook(self.analysis, self.hole),
            zen=self.settings.zen,
            par=self.analysis.par if self.analysis is not None else None,
            par_working=par_working(self.analysis),
            hint=self.hint.move if self.hint is not None else None,
            hint_button=self.settings.hints and self.hint_fn is not None,
            legal_highlight=self.settings.legal_highlight,
            four_colour=self.settings.four_colour,
            always_answer=self.always_answer,
        )

    def _sprites(self) -> list[Sprite]:
        """Every moving card, bottom first: an identity, the area it covers, its painter."""
        art, layout, four = self.context.art, self.layout, self.settings.four_colour
        out = self.motion.sprites(art, layout, four)
        card = None if self._drag is None else self.hole.exposed_card(self._drag.column)
        if self._drag is not None and card is not None:
            out.append(self._drag.sprite(card, art, layout, four))
        if self.context.focus.shown:
            out.extend(self.focus.sprites(art, self.hole, layout, self.hint))
        return out

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        # A full paint (a new size, an overlay came or went) also catches any
        # change made to the hole from outside the scene.
        painted = self._painter.painted
        picture = self.picture() if full or self._stale or painted is None else painted
        self._stale = False
        return self._painter.paint(
            surface,
            self.context.art,
            self.layout,
            picture,
            self._sprites(),
            self.motion.confetti,
            full,
        )
