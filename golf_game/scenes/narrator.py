"""Spoken play in a hole: the narrator looks at the table once a frame and
says what changed, in clips named by :mod:`golf_game.view.words`.

After a move it says the waste's new card (and the hole's result when the
move ended it: "cleared, with four cards in the stock, par minus five");
when the focus moves, the focused card ("seven of hearts, column three,
playable"), the stock or the button; a refused move, a hint, an undo. It
only reads the scene, so it can never change the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..actions import Action, Key
from ..engine import Hole, Move, Position
from ..view import speech
from ..view.layout import Button
from ..view.theme import WARN, Colour
from ..view.voice import Voice
from .focus import FOCUS_KEYS, STOCK, HoleFocus, HoleName, suggestion

if TYPE_CHECKING:
    from ..engine.hint import Hint
    from ..play.analysis import HoleAnalysis
    from ..view.layout import Layout


class Narrated(Protocol):
    """What the narrator reads of the hole scene."""

    hole: Hole
    layout: Layout
    focus: HoleFocus
    analysis: HoleAnalysis | None
    message: str
    message_colour: Colour

    @property
    def hint(self) -> Hint | None: ...


def describe(hole: Hole, name: HoleName) -> list[str]:
    """A focus target in words: its card, column and whether it plays."""
    if isinstance(name, Button):
        return speech.spoken_label(name.value)
    if name == STOCK:
        left = hole.stock_left
        return ["stock", *speech.spoken_number(left)] if left else ["stock empty"]
    card = hole.exposed_card(int(name))
    if card is None:
        return []
    playable = hole.why_illegal(Move.play(int(name))) is None
    where = ["column", *speech.spoken_number(int(name) + 1)]
    return [*speech.spoken_card(card), *where, "playable" if playable else "not playable"]


class HoleNarrator:
    """Remembers what it last saw of the hole, to speak only of changes."""

    def __init__(self) -> None:
        self._position: Position | None = None
        self._moves = 0
        self._focus: HoleName | None = None
        self._hint: HoleName | None = None
        self._message = ""

    def again(self) -> None:
        """Say the focused target at the next look, though it has not changed."""
        self._focus = None

    def watch(
        self, voice: Voice, scene: Narrated, shown: bool, action: Action | None = None
    ) -> None:
        """Say what changed since the last frame (``shown``: the focus ring
        is); after a focus key (``action``) that hit the edge, the focused
        target again, so a player who cannot see knows they are at the edge."""
        if not voice.enabled:
            return
        hole = scene.hole
        clips: list[str] = []
        position = hole.position
        if self._position is not None and position != self._position:
            clips += self._after_move(hole, scene)
        hint = suggestion(scene.hint)
        new_hint = hint if hint != self._hint else None
        if new_hint is not None:
            clips += ["hint draw"] if new_hint == STOCK else ["hint", *describe(hole, new_hint)]
        if scene.message != self._message and scene.message_colour == WARN and not clips:
            clips.append("refused")
        target = scene.focus.current(hole, scene.layout) if shown else None
        # The hint's card is not said twice when the focus has gone to it.
        said = new_hint not in (None, STOCK) and target is not None and target.name == new_hint
        again = isinstance(action, Key) and action.command in FOCUS_KEYS
        changed = target is not None and (clips or again or target.name != self._focus)
        if target is not None and changed and not hole.is_over and not said:
            clips += describe(hole, target.name)
        self._position, self._moves = position, hole.moves_made
        self._focus = target.name if target is not None else None
        self._hint, self._message = hint, scene.message
        voice.say(clips)

    def _after_move(self, hole: Hole, scene: Narrated) -> list[str]:
        if hole.moves_made < self._moves:
            return ["undone"]
        card = hole.waste_top
        last = hole.moves()[-1] if hole.moves() else None
        clips = [] if card is None else speech.spoken_card(card)
        if last is not None and last.is_draw:
            clips.insert(0, "drew")
        if hole.is_over:
            par = scene.analysis.par if scene.analysis is not None else None
            clips += speech.spoken_result(hole.outcome, hole.stock_left, hole.score, par)
        return clips
