"""The hole scene: one hole on the table, played by tap, drag or key.

The engine commits every move at once; this scene then starts tweens that
carry the card sprites from where they were drawn to where the engine now says
they lie. Any new input first jumps the running animation to its end, so no tap
is ever lost. The table (everything that is not moving) is painted once into a
cached layer; while something moves only the moving parts are repainted.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..engine import (
    COLUMNS,
    Card,
    Deal,
    Hole,
    IllegalMoveError,
    Move,
    Outcome,
    Position,
    Rules,
    steps_to_str,
)
from ..input import (
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
from ..play.analysis import HoleAnalysis
from ..scene import Context, Rects, Scene
from ..tasks import CancelToken, Task
from ..view.board import Banner, BoardPicture, changed_regions, paint_board
from ..view.layout import HOLE_BUTTONS, Button, Layout, compute_layout
from ..view.sound import Effect
from ..view.sprites import Confetti, Flight
from ..view.theme import GOLD, HINT, TEXT, TEXT_DIM, WARN, Colour
from ..view.tween import Tween, ease_in_out_cubic, ease_out_back, ease_out_cubic
from .pause import PauseScene

if TYPE_CHECKING:
    from ..engine.hint import Hint

PLAY_TIME = 0.24
DRAW_TIME = 0.3
UNDO_TIME = 0.22
SHAKE_TIME = 0.36
SNAP_TIME = 0.18
DEAL_TIME = 0.26
DEAL_STAGGER = 0.03
STUCK_SHAKE_TIME = 0.6
RESULT_DELAY = 0.7
"""Seconds between the last card landing and the result overlay: time to see
the table cleared (or stuck) before the panel covers it."""
WIN_RESULT_DELAY = 1.3
"""A win waits longer: most of the confetti has fallen by then."""


def merge_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Join rectangles whose union is no bigger than the two apart (they overlap a lot).

    Fewer areas mean each moving card is painted fewer times; where merged
    areas still overlap, the painter repaints the overlap from the table up.
    """
    merged: list[pygame.Rect] = []
    for rect in sorted(rects, key=lambda r: (r.x, r.y)):
        for index, other in enumerate(merged):
            union = other.union(rect)
            if union.w * union.h <= other.w * other.h + rect.w * rect.h:
                merged[index] = union
                break
        else:
            merged.append(rect)
    return merged


CARD_CODE = re.compile(r"\b[A2-9TJQK][CDHS]\b")
"""A card in the notation of RULES.md inside an engine message."""

HINT_BUDGET_MS = 300.0
"""The hint runs on the worker thread, so it may think longer than one frame."""

HintFn = Callable[[Deal, Rules, Position], "Hint | None"]


def engine_hint(deal: Deal, rules: Rules, position: Position) -> Hint | None:
    # Imported here, on the worker, not with the scene: the hint and the
    # solver are not needed for the hole's first frame (tools/bench_startup.py).
    from ..engine.hint import hint

    return hint(deal, rules, position, time_budget_ms=HINT_BUDGET_MS)


NewHole = Callable[[], tuple[Hole, str]]

_BUTTON_COMMANDS = {
    Button.UNDO: Command.UNDO,
    Button.REDO: Command.REDO,
    Button.HINT: Command.HINT,
    Button.PAUSE: Command.PAUSE,
    Button.NEW: Command.NEW,
    Button.END: Command.END,
    Button.CARD: Command.CARD,
}


@dataclass(frozen=True)
class HoleHooks:
    """What a game does when the hole scene tells it something. Every hook is
    optional: a scene without hooks plays a lone hole as before."""

    changed: Callable[[Hole], None] | None = None
    """After every move, undo, redo and End (save the game)."""
    over: Callable[[Hole], None] | None = None
    """The hole has just ended (won, stuck or ended), once its last card
    landed; also when the player taps the table of a finished hole."""
    new: Callable[[], None] | None = None
    """Replaces the scene's own New (a game deals its next hole itself)."""
    card: Callable[[], None] | None = None
    """Show the score card (a round's Card button)."""
    menu: Callable[[], None] | None = None
    """Back to the menu; the pause overlay then offers Menu instead of Quit."""


class HoleScene(Scene):
    """Plays one :class:`Hole`. ``new_hole`` deals the next one (New button)."""

    def __init__(
        self,
        context: Context,
        hole: Hole,
        title: str,
        new_hole: NewHole,
        hint_fn: HintFn | None = engine_hint,
        deal_animation: bool = True,
        *,
        hooks: HoleHooks | None = None,
        analysis: HoleAnalysis | None = None,
        # The analysis belongs to its caller, who closes it: a game keeps one
        # per hole across scenes (the hole, the replay, a continued game).
        button_row: Sequence[Button] = HOLE_BUTTONS,
    ) -> None:
        self.context = context
        self.settings = context.settings
        self.hole = hole
        self.title = title
        self.new_hole = new_hole
        self.hint_fn = hint_fn
        self._deal_animation = deal_animation
        self.hooks = hooks or HoleHooks()
        self.analysis = analysis
        self._analysis_version = -1
        self.button_row = tuple(button_row)
        self._announce: float | None = None
        """Seconds left before the result hook runs (``None``: nothing to announce)."""
        self.layout: Layout = compute_layout((800, 600), button_row=self.button_row)
        self.flights: list[Flight] = []
        self.confetti: Confetti | None = None
        self.message = ""
        self.message_colour = TEXT_DIM
        self.hint: Hint | None = None
        self._hint_task: Task[Hint | None] | None = None
        self._hint_position: Position | None = None
        self._drag: tuple[int, tuple[int, int]] | None = None  # column, grab offset
        self._drag_pos = (0, 0)
        self._painted: BoardPicture | None = None
        self._stale = True
        self._last_sprites: dict[object, pygame.Rect] = {}
        self._under_confetti: list[tuple[pygame.Rect, pygame.Surface]] = []
        self._outcome = hole.outcome
        self._dealt = False

    # --- scene interface ------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.finish_animations()
        self.layout = compute_layout(size, self.settings.card_size.scale, self.button_row)
        self._painted = None  # a new size: paint everything afresh
        if not self._dealt:
            self._dealt = True
            if self._deal_animation and not self.layout.too_small:
                self._start_deal()
            if self.analysis is not None:
                self.analysis.watch(self.hole.position)

    @property
    def animating(self) -> bool:
        return bool(self.flights) or self.confetti is not None or self._announce is not None

    def finish_animations(self) -> None:
        if self.flights or self.confetti is not None:
            self.flights.clear()
            self.confetti = None
            self._stale = True

    def pause(self) -> None:
        self.finish_animations()
        self._cancel_drag()

    def close(self) -> None:
        if self._hint_task is not None:
            self._hint_task.cancel()

    @property
    def thinking(self) -> bool:
        """A hint is being worked out (its task will wake the loop)."""
        return self._hint_task is not None

    def crash_details(self) -> list[str]:
        hole = self.hole
        return [
            f"mode: {hole.mode.value}",
            f"deal: {hole.deal.to_line()}",
            f"steps: {steps_to_str(hole.steps())}",
        ]

    def handle(self, action: Action) -> None:
        if isinstance(action, DragMove):
            if self._drag is not None:
                self._drag_pos = action.pos
            return
        if isinstance(action, (Wake, Text)):
            return
        self.finish_animations()
        if isinstance(action, (DragCancel, FocusLost)):
            self._cancel_drag()
        elif isinstance(action, Tap):
            self._tap(action.pos)
        elif isinstance(action, DragStart):
            self._drag_start(action.origin, action.pos)
        elif isinstance(action, DragEnd):
            self._drag_end(action.pos)
        elif isinstance(action, Key):
            self._command(action.command, action.column)

    def update(self, dt: float) -> None:
        for flight in self.flights:
            flight.tween.advance(dt)
        if self.flights and all(flight.tween.done for flight in self.flights):
            self.flights.clear()
            self._stale = True
        if self.confetti is not None:
            self.confetti.advance(dt)
            if self.confetti.done:
                self.confetti = None
        self._poll_hint()
        self._poll_analysis()
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
            self._command(_BUTTON_COMMANDS[button], None)
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
            card = self.hole.column_cards(column)[index]
            self._refuse(
                f"{self.context.art.card_label(card)} is covered: "
                "only the last card of a column can be played"
            )

    def _command(self, command: Command, column: int | None) -> None:
        if command is Command.PLAY_COLUMN and column is not None:
            self._play(column)
        elif command is Command.DRAW:
            self._draw()
        elif command is Command.UNDO:
            self._undo()
        elif command is Command.REDO:
            self._redo()
        elif command is Command.HINT:
            self._ask_hint()
        elif command is Command.END:
            self._end()
        elif command is Command.NEW:
            # N starts a new deal only where New is a button: in a round it
            # would throw the round away at one key press.
            if Button.NEW in self.button_row:
                self._new()
        elif command is Command.CARD:
            if self.hooks.card is not None and Button.CARD in self.button_row:
                self.hooks.card()
        elif command is Command.PAUSE:
            menu = self.hooks.menu
            # A kiosk's pause has no Quit: only an operator may close it.
            app_quit = None if self.context.kiosk else self.context.quit
            self.context.stack.push(
                PauseScene(
                    self.context,
                    on_new=self._new,
                    on_quit=menu or app_quit,
                    quit_label="Menu" if menu is not None else "Quit",
                )
            )
        elif command is Command.MUTE:
            on = self.context.sounds.enabled
            self._say("Sound on" if on else "Sound off", TEXT)

    def _play(self, column: int, from_pos: tuple[int, int] | None = None) -> None:
        move = Move.play(column)
        reason = self.hole.why_illegal(move)
        height = self.hole.position.heights[column]
        if reason is not None:
            card = self.hole.exposed_card(column)
            home = self.layout.card_rect(column, height - 1).topleft if height else None
            wobble = (card, home) if card is not None and home is not None else None
            self._refuse(reason, wobble=wobble, from_pos=from_pos)
            return
        start = from_pos or self.layout.card_rect(column, height - 1).topleft
        before = self.hole.position
        card = self.hole.play(move)
        self._fly(card, start, self.layout.waste.topleft, PLAY_TIME, lifted=from_pos is not None)
        self.context.sounds.play(Effect.PLAY)
        self._after_change(came_from=before)

    def _draw(self) -> None:
        reason = self.hole.why_illegal(Move.draw())
        if reason is not None:
            self._refuse(reason)
            return
        before = self.hole.position
        card = self.hole.draw()
        self._fly(card, self.layout.stock.topleft, self.layout.waste.topleft, DRAW_TIME, flip=1)
        self.context.sounds.play(Effect.DRAW)
        self._after_change(came_from=before)

    def _undo(self) -> None:
        if not self.hole.can_undo:
            self._say("Nothing to undo", TEXT_DIM)
            return
        top = self.hole.waste_top
        step = self.hole.undo()
        if isinstance(step, Move):
            # The move runs backwards: the card leaves the waste for its old place.
            if step.column is None:
                self._fly(
                    top, self.layout.waste.topleft, self.layout.stock.topleft, UNDO_TIME, flip=-1
                )
            else:
                height = self.hole.position.heights[step.column]
                end = self.layout.card_rect(step.column, height - 1).topleft
                self._fly(top, self.layout.waste.topleft, end, UNDO_TIME)
        self._after_change(quiet=True)
        self._say(f"Undone: {self._step_words(step)}", TEXT_DIM)

    def _redo(self) -> None:
        if not self.hole.can_redo:
            self._say("Nothing to redo", TEXT_DIM)
            return
        before = self.hole.position
        step = self.hole.redo()
        if isinstance(step, Move):
            start = (
                self.layout.stock.topleft
                if step.column is None
                else self.layout.card_rect(
                    step.column, self.hole.position.heights[step.column]
                ).topleft
            )
            self._fly(
                self.hole.waste_top,
                start,
                self.layout.waste.topleft,
                PLAY_TIME,
                flip=1 if step.column is None else 0,
            )
        self._after_change(came_from=before)

    def _end(self) -> None:
        try:
            self.hole.end()
        except IllegalMoveError as error:
            self._say(str(error).capitalize(), TEXT_DIM)
            return
        self._after_change()

    def _new(self) -> None:
        if self.hooks.new is not None:
            self.hooks.new()
            return
        hole, title = self.new_hole()
        self.context.stack.replace(
            HoleScene(self.context, hole, title, self.new_hole, self.hint_fn, self._deal_animation)
        )

    def _refuse(
        self,
        reason: str,
        wobble: tuple[Card, tuple[int, int]] | None = None,
        from_pos: tuple[int, int] | None = None,
    ) -> None:
        """Say why a move cannot be made; shake the card (or send it home)."""
        self._say(self._readable(reason), WARN)
        self.context.sounds.play(Effect.ILLEGAL)
        if wobble is None:
            return
        card, home = wobble
        if from_pos is not None:
            self._fly(card, from_pos, home, SNAP_TIME, easing=ease_out_back)
        else:
            self.flights.append(Flight(card, home, home, self._tween(SHAKE_TIME), wobble=True))
            self._stale = True

    # --- dragging --------------------------------------------------------------------

    def _drag_start(self, origin: tuple[int, int], pos: tuple[int, int]) -> None:
        hit = self.layout.hit_card(origin, self.hole.position.heights)
        if hit is None or self.layout.too_small or self.hole.is_over:
            return
        column, index = hit
        if index != self.hole.position.heights[column] - 1:
            return
        rect = self.layout.card_rect(column, index)
        self._drag = (column, (origin[0] - rect.x, origin[1] - rect.y))
        self._drag_pos = pos
        self._stale = True

    def _drag_rect(self) -> pygame.Rect | None:
        if self._drag is None:
            return None
        grab = self._drag[1]
        return pygame.Rect(
            self._drag_pos[0] - grab[0],
            self._drag_pos[1] - grab[1],
            self.layout.card_w,
            self.layout.card_h,
        )

    def _drag_end(self, pos: tuple[int, int]) -> None:
        rect = self._drag_rect()
        if self._drag is None or rect is None:
            return
        column = self._drag[0]
        self._drag_pos = pos
        rect = self._drag_rect() or rect
        self._drag = None
        self._stale = True
        if self.layout.hits_waste(rect.center):
            self._play(column, from_pos=rect.topleft)
            return
        self._snap_back(column, rect.topleft)

    def _cancel_drag(self) -> None:
        rect = self._drag_rect()
        if self._drag is not None and rect is not None:
            column = self._drag[0]
            self._drag = None
            self._stale = True
            self._snap_back(column, rect.topleft)

    def _snap_back(self, column: int, from_pos: tuple[int, int]) -> None:
        card = self.hole.exposed_card(column)
        if card is None:
            return
        home = self.layout.card_rect(column, self.hole.position.heights[column] - 1).topleft
        self._fly(card, from_pos, home, SNAP_TIME, easing=ease_out_back)

    # --- hints ------------------------------------------------------------------------

    def _ask_hint(self) -> None:
        if not self.settings.hints:
            self._say("Hints are turned off in the settings", TEXT_DIM)
            return
        if self.hole.is_over:
            self._say("The hole is over: Undo to go back, or New for another deal", TEXT_DIM)
            return
        if self.hint_fn is None:
            self._say("No hint is available", TEXT_DIM)
            return
        position = self.hole.position
        if self._hint_position == position and (self.hint is not None or self._hint_task):
            return
        self._drop_hint()
        deal, rules, hint_fn = self.hole.deal, self.hole.rules, self.hint_fn

        def job(token: CancelToken) -> Hint | None:
            return None if token.cancelled else hint_fn(deal, rules, position)

        self._hint_position = position
        self._hint_task = self.context.tasks.submit(job)
        self._say("Thinking...", HINT)

    def _poll_hint(self) -> None:
        task = self._hint_task
        if task is None or not task.done:
            return
        self._hint_task = None
        if task.cancelled or self._hint_position != self.hole.position:
            return
        if task.error() is not None:
            self._say("The hint could not be worked out", WARN)
            return
        self.hint = task.result()
        if self.hint is None:
            self._say("No move is left to suggest", TEXT_DIM)
        else:
            reason = self._readable(self.hint.reason)
            column = self.hint.move.column
            where = "" if column is None else f" (column {column + 1})"
            self._say(f"Hint{where}: {reason}", HINT)
        self._stale = True

    def _drop_hint(self) -> None:
        if self._hint_task is not None:
            self._hint_task.cancel()
            self._hint_task = None
        self.hint = None
        self._hint_position = None

    # --- after a change ------------------------------------------------------------------

    def _after_change(self, quiet: bool = False, came_from: Position | None = None) -> None:
        self._drop_hint()
        self._stale = True
        before, self._outcome = self._outcome, self.hole.outcome
        self._say(self._default_message(), TEXT_DIM)
        if self.hooks.changed is not None:
            self.hooks.changed(self.hole)
        if self.analysis is not None:
            self.analysis.watch(self.hole.position, came_from)
        if not self._outcome.is_over:
            self._announce = None
        if self._outcome is before or quiet:
            return
        if self._outcome.is_over and self.hooks.over is not None:
            won = self._outcome is Outcome.WON
            self._announce = WIN_RESULT_DELAY if won else RESULT_DELAY
        if self._outcome is Outcome.WON:
            self.context.sounds.play(Effect.WIN)
            if not self.settings.reduced_motion:
                self.confetti = Confetti(self.layout.waste.center, float(self.layout.size[1]))
        elif self._outcome is Outcome.STUCK:
            self.context.sounds.play(Effect.STUCK)
            self._shake_stuck()

    def _shake_stuck(self) -> None:
        """Every card left to play shakes at once: none of them fits. (A delayed
        shake would hide its card until it starts: moving cards leave the table.)"""
        if self.settings.reduced_motion:
            return
        for column in range(COLUMNS):
            card = self.hole.exposed_card(column)
            height = self.hole.position.heights[column]
            if card is None:
                continue
            home = self.layout.card_rect(column, height - 1).topleft
            tween = Tween(STUCK_SHAKE_TIME, 0.0, ease_in_out_cubic)
            self.flights.append(Flight(card, home, home, tween, wobble=True))
        self._stale = True

    def _show_result(self) -> None:
        self._announce = None
        if self.hooks.over is not None and self.hole.is_over:
            self.hooks.over(self.hole)

    def _poll_analysis(self) -> None:
        if self.analysis is not None and self.analysis.version != self._analysis_version:
            self._analysis_version = self.analysis.version
            self._stale = True

    def _outlook(self) -> tuple[str, Colour] | None:
        """What the solver has proved about the table, if anything yet."""
        if self.analysis is None or self.hole.is_over:
            return None
        verdict = self.analysis.verdict(self.hole.position)
        if verdict is None:
            return None
        from ..engine.solver import Verdict  # imported by the search that found it

        if verdict is Verdict.WINNABLE:
            return "Winnable", GOLD
        if verdict is Verdict.UNWINNABLE:
            start = self.analysis.verdict(Position.start(self.hole.deal))
            lost = start is Verdict.WINNABLE and self.hole.moves_made
            return "No longer winnable" if lost else "Not winnable", WARN
        return None

    def _readable(self, text: str) -> str:
        """The engine's reason with its card codes ("KC") shown as players read them ("K♣")."""
        art = self.context.art

        def label(match: re.Match[str]) -> str:
            return art.card_label(Card.from_str(match.group(0)))

        text = CARD_CODE.sub(label, text)
        return text[:1].upper() + text[1:]

    def _default_message(self) -> str:
        return f"{self.hole.mode.title}: {self.hole.mode.description}"

    def _say(self, text: str, colour: tuple[int, int, int]) -> None:
        self.message = text
        self.message_colour = colour
        self._stale = True

    def _step_words(self, step: object) -> str:
        if not isinstance(step, Move):
            return "the end of the hole"
        if step.column is None:
            return "the draw"
        return f"the play from column {step.column + 1}"

    # --- animation helpers -----------------------------------------------------------------

    def _tween(
        self, duration: float, delay: float = 0.0, easing: Callable[[float], float] = ease_out_cubic
    ) -> Tween:
        if self.settings.reduced_motion:
            return Tween(0.0)
        return Tween(duration, delay, easing)

    def _fly(
        self,
        card: Card,
        start: tuple[int, int],
        end: tuple[int, int],
        duration: float,
        flip: int = 0,
        lifted: bool = False,
        easing: Callable[[float], float] = ease_out_cubic,
    ) -> None:
        if self.settings.reduced_motion:
            self._stale = True
            return
        self.flights.append(
            Flight(card, start, end, self._tween(duration, easing=easing), flip=flip, lifted=lifted)
        )
        self._stale = True

    def _start_deal(self) -> None:
        if self.settings.reduced_motion:
            return
        stock = self.layout.stock.topleft
        order = 0
        for index in range(5):
            for column in range(COLUMNS):
                card = self.hole.deal.columns[column][index]
                end = self.layout.card_rect(column, index).topleft
                tween = Tween(DEAL_TIME, order * DEAL_STAGGER, ease_in_out_cubic)
                self.flights.append(Flight(card, stock, end, tween, flip=1))
                order += 1
        tween = Tween(DEAL_TIME, order * DEAL_STAGGER, ease_in_out_cubic)
        self.flights.append(
            Flight(self.hole.deal.waste_start, stock, self.layout.waste.topleft, tween, flip=1)
        )
        self._stale = True

    # --- drawing ---------------------------------------------------------------------------------

    def picture(self) -> BoardPicture:
        """What the table shows now, leaving out the cards that are moving."""
        hole = self.hole
        moving = {flight.card for flight in self.flights}
        if self._drag is not None:
            dragged = hole.exposed_card(self._drag[0])
            if dragged is not None:
                moving.add(dragged)
        columns = []
        exposed = []
        for column in range(COLUMNS):
            cards = hole.column_cards(column)
            shown = tuple(card for card in cards if card not in moving)
            columns.append(shown)
            exposed.append(bool(cards) and bool(shown) and shown[-1] == cards[-1])
        stock_count = hole.stock_left
        if stock_count and hole.stock_cards()[0] in moving:
            stock_count -= 1
        waste = tuple(card for card in hole.waste_cards() if card not in moving)
        legal: frozenset[int] = frozenset()
        if self.settings.legal_highlight:
            legal = frozenset(m.column for m in hole.legal_moves() if m.column is not None)
        enabled = {Button.PAUSE, Button.NEW}
        if hole.can_undo:
            enabled.add(Button.UNDO)
        if hole.can_redo:
            enabled.add(Button.REDO)
        if Button.CARD in self.button_row and self.hooks.card is not None:
            enabled.add(Button.CARD)
        if not hole.is_over:
            enabled.add(Button.END)
            if self.settings.hints and self.hint_fn is not None:
                enabled.add(Button.HINT)
        hint = self.hint
        return BoardPicture(
            columns=tuple(columns),
            exposed=tuple(exposed),
            stock_count=stock_count,
            waste=waste,
            counters=(
                ("Stock", str(hole.stock_left)),
                ("Tableau", str(hole.tableau_left)),
                ("Moves", str(hole.moves_made)),
                ("Score", f"{hole.score:+d}" if hole.score else "0"),
                *self._par_counter(),
            ),
            status=self._outlook(),
            title=self.title,
            message=self.message or self._default_message(),
            message_colour=self.message_colour,
            enabled=frozenset(enabled),
            legal=legal,
            hint_column=hint.move.column if hint is not None else None,
            hint_stock=hint is not None and hint.move.is_draw,
            banner=self._banner(),
            four_colour=self.settings.four_colour,
        )

    def _banner(self) -> Banner | None:
        if self.hooks.over is not None:
            return None  # the game shows its own result over the table
        outcome = self.hole.outcome
        score = self.hole.score
        points = f"{score:+d}" if score else "0"
        if outcome is Outcome.WON:
            left = self.hole.stock_left
            extra = f", {left} card{'s' if left != 1 else ''} left in the stock" if left else ""
            return Banner("Cleared!", f"Score {points}{extra}", GOLD)
        if outcome is Outcome.STUCK:
            return Banner(
                "Stuck", f"No move left: score {points}. Undo to try again, or New.", WARN
            )
        if outcome is Outcome.ENDED:
            return Banner("Hole ended", f"Score {points}. Undo to play on, or New.", TEXT)
        return None

    def _par_counter(self) -> tuple[tuple[str, str], ...]:
        par = self.analysis.par if self.analysis is not None else None
        if par is None:
            return ()
        return (("Par", f"{par:+d}" if par else "0"),)

    def _sprites(self) -> list[tuple[object, pygame.Rect, Callable[[pygame.Surface], None]]]:
        """Every moving card, bottom first: an identity, the area it covers, its painter."""
        art, layout, four = self.context.art, self.layout, self.settings.four_colour
        out: list[tuple[object, pygame.Rect, Callable[[pygame.Surface], None]]] = []
        for flight in self.flights:
            if flight.tween.started:
                paint = partial(flight.paint, art=art, layout=layout, four_colour=four)
                out.append((id(flight), flight.bounds(layout), paint))
        rect = self._drag_rect()
        if rect is not None and self._drag is not None:
            card = self.hole.exposed_card(self._drag[0])
            if card is not None:
                drag = Flight(card, rect.topleft, rect.topleft, Tween(0.0), lifted=True)
                paint = partial(drag.paint, art=art, layout=layout, four_colour=four)
                out.append(("drag", drag.bounds(layout), paint))
        return out

    def _table_changes(self) -> tuple[BoardPicture, list[pygame.Rect] | None]:
        """The table to show, and the areas where it differs from the last one
        drawn (``None``: all of it)."""
        if not self._stale and self._painted is not None:
            return self._painted, []
        picture = self.picture()
        regions = (
            None if self._painted is None else changed_regions(self.layout, self._painted, picture)
        )
        self._painted = picture
        self._stale = False
        return picture, regions

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        # No cached copy of the table: the window's own buffer holds it, and any
        # area to restore (under a card that moved, or where the table changed)
        # is painted afresh with paint_board clipped to it, which costs little
        # (0.05 ms for a small area, 0.9 ms for a card-sized one at 4K) and
        # saves a window-sized surface (8 MB at 1080p, 32 MB at 4K).
        screen = surface.get_rect()
        art, layout = self.context.art, self.layout
        if full:
            # A full paint (a new size, an overlay came or went) also catches
            # any change made to the hole from outside the scene.
            self._stale = True
        picture, regions = self._table_changes()
        lifted = self._lift_confetti(surface)
        sprites = [(key, rect.clip(screen), paint) for key, rect, paint in self._sprites()]
        last = self._last_sprites
        self._last_sprites = {key: rect for key, rect, _ in sprites}
        if full or regions is None:
            paint_board(surface, art, layout, picture)
            for _, _, paint in sprites:
                paint(surface)
            self._drop_confetti(surface)
            return [screen]
        # Repaint only where something moved, plus the table areas that changed.
        dirty = list(regions)
        for key, rect in self._last_sprites.items():
            before = last.get(key)
            if before != rect:
                dirty.append(rect if before is None else rect.union(before))
        dirty.extend(rect for key, rect in last.items() if key not in self._last_sprites)
        dirty = merge_rects([rect.clip(screen) for rect in dirty if rect.colliderect(screen)])
        # Area by area: the table, then the cards over it. Where two areas overlap
        # the second repaints the overlap from the table up, so nothing is
        # painted twice (a shadow would darken).
        for rect in dirty:
            paint_board(surface, art, layout, picture, clip=rect)
            surface.set_clip(rect)
            for _, bounds, paint in sprites:
                if bounds.colliderect(rect):
                    paint(surface)
        surface.set_clip(None)
        return dirty + lifted + self._drop_confetti(surface)

    def _lift_confetti(self, surface: pygame.Surface) -> Rects:
        """Put back what each confetti bit covered in the last frame, last bit
        first. The bits lie over everything, so keeping the few pixels under
        each is far cheaper than repainting the table under ninety of them."""
        under, self._under_confetti = self._under_confetti, []
        for rect, pixels in reversed(under):
            surface.blit(pixels, rect)
        return [rect for rect, _ in under]

    def _drop_confetti(self, surface: pygame.Surface) -> Rects:
        """Paint the confetti over the finished frame, keeping what it covers."""
        if self.confetti is None:
            return []
        screen = surface.get_rect()
        for rect, colour in self.confetti.pieces():
            bit = rect.clip(screen)
            if bit.w and bit.h:
                self._under_confetti.append((bit, surface.subsurface(bit).copy()))
                surface.fill(colour, bit)
        return [rect for rect, _ in self._under_confetti]
