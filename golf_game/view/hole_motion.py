"""What moves over a hole: cards in flight from where they were drawn to
where the engine now says they lie, shakes, the deal, and a win's confetti.

The engine commits every move at once; these only carry the pictures after
it. With reduced motion nothing flies (a shake still shows, for no time).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ..engine import COLUMN_HEIGHT, COLUMNS, Card, Hole, Move
from .hole_painter import Sprite
from .layout import Layout
from .sprites import Confetti, Flight
from .theme import Art
from .tween import Tween, ease_in_out_cubic, ease_out_back, ease_out_cubic, lerp

PLAY_TIME = 0.24
DRAW_TIME = 0.3
UNDO_TIME = 0.22
SHAKE_TIME = 0.36
SNAP_TIME = 0.18
DEAL_TIME = 0.26
DEAL_STAGGER = 0.03
STUCK_SHAKE_TIME = 0.6

Point = tuple[int, int]


class HoleMotion:
    """The flights and confetti of one hole scene."""

    def __init__(self, reduced: bool) -> None:
        self.reduced = reduced
        self.flights: list[Flight] = []
        self.confetti: Confetti | None = None

    @property
    def busy(self) -> bool:
        return bool(self.flights) or self.confetti is not None

    def moving_cards(self) -> set[Card]:
        return {flight.card for flight in self.flights}

    def finish(self) -> bool:
        """Jump everything to its end; whether anything was moving."""
        if not self.busy:
            return False
        self.flights.clear()
        self.confetti = None
        return True

    def advance(self, dt: float) -> bool:
        """Move time on; whether the last flight just landed."""
        for flight in self.flights:
            flight.tween.advance(dt)
        landed = bool(self.flights) and all(flight.tween.done for flight in self.flights)
        if landed:
            self.flights.clear()
        if self.confetti is not None:
            self.confetti.advance(dt)
            if self.confetti.done:
                self.confetti = None
        return landed

    def _tween(
        self, duration: float, delay: float = 0.0, easing: Callable[[float], float] = ease_out_cubic
    ) -> Tween:
        return Tween(0.0) if self.reduced else Tween(duration, delay, easing)

    def fly(
        self,
        card: Card,
        start: Point,
        end: Point,
        duration: float,
        flip: int = 0,
        lifted: bool = False,
        easing: Callable[[float], float] = ease_out_cubic,
    ) -> None:
        if self.reduced:
            return
        tween = self._tween(duration, easing=easing)
        self.flights.append(Flight(card, start, end, tween, flip=flip, lifted=lifted))

    def play(self, card: Card, start: Point, hole: Hole, layout: Layout, lifted: bool) -> None:
        """A card played from ``start`` (its place, or where it was dropped)."""
        self.fly(card, start, _waste_top(hole, layout), PLAY_TIME, lifted=lifted)

    def draw(self, card: Card, hole: Hole, layout: Layout) -> None:
        self.fly(card, layout.stock.topleft, _waste_top(hole, layout), DRAW_TIME, flip=1)

    def undo(self, card: Card, move: Move, hole: Hole, layout: Layout) -> None:
        """``move`` runs backwards: ``card`` leaves the waste for its old place."""
        waste = layout.waste_top(len(hole.waste_cards()) + 1).topleft
        if move.column is None:
            self.fly(card, waste, layout.stock.topleft, UNDO_TIME, flip=-1)
        else:
            height = hole.position.heights[move.column]
            self.fly(card, waste, layout.card_rect(move.column, height - 1).topleft, UNDO_TIME)

    def redo(self, card: Card, move: Move, hole: Hole, layout: Layout) -> None:
        """``move`` made again: ``card`` goes from its old place to the waste."""
        if move.column is None:
            self.fly(card, layout.stock.topleft, _waste_top(hole, layout), PLAY_TIME, flip=1)
        else:
            height = hole.position.heights[move.column]
            start = layout.card_rect(move.column, height).topleft
            self.fly(card, start, _waste_top(hole, layout), PLAY_TIME)

    def snap(self, card: Card, start: Point, home: Point) -> None:
        """A dropped card goes back home."""
        self.fly(card, start, home, SNAP_TIME, easing=ease_out_back)

    def snap_back(self, column: int, start: Point, hole: Hole, layout: Layout) -> None:
        """The card let go of away from the waste goes back to ``column``."""
        card = hole.exposed_card(column)
        if card is not None:
            self.snap(
                card, start, layout.card_rect(column, hole.position.heights[column] - 1).topleft
            )

    def shake(self, card: Card, home: Point) -> None:
        """A refused card shakes where it lies."""
        self.flights.append(Flight(card, home, home, self._tween(SHAKE_TIME), wobble=True))

    def shake_stuck(self, hole: Hole, layout: Layout) -> None:
        """Every card left to play shakes at once: none of them fits. (A delayed
        shake would hide its card until it starts: moving cards leave the table.)"""
        if self.reduced:
            return
        for column in range(COLUMNS):
            card = hole.exposed_card(column)
            height = hole.position.heights[column]
            if card is None:
                continue
            home = layout.card_rect(column, height - 1).topleft
            tween = Tween(STUCK_SHAKE_TIME, 0.0, ease_in_out_cubic)
            self.flights.append(Flight(card, home, home, tween, wobble=True))

    def deal(self, hole: Hole, layout: Layout) -> None:
        """Every card flies from the stock to its place, row by row."""
        if self.reduced:
            return
        stock = layout.stock.topleft
        order = 0
        for index in range(COLUMN_HEIGHT):
            for column in range(COLUMNS):
                card = hole.deal.columns[column][index]
                end = layout.card_rect(column, index).topleft
                tween = Tween(DEAL_TIME, order * DEAL_STAGGER, ease_in_out_cubic)
                self.flights.append(Flight(card, stock, end, tween, flip=1))
                order += 1
        tween = Tween(DEAL_TIME, order * DEAL_STAGGER, ease_in_out_cubic)
        self.flights.append(
            Flight(hole.deal.waste_start, stock, layout.waste_top(1).topleft, tween, flip=1)
        )

    def celebrate(self, layout: Layout) -> None:
        if not self.reduced:
            self.confetti = Confetti(layout.waste_top(1).center, float(layout.size[1]))

    def fan(self, hole: Hole, layout: Layout) -> tuple[int, ...]:
        """Where the waste cards shown lie now (see :meth:`Layout.waste_offsets`).
        A card landing or leaving changes how the run is laid out: the others
        move with that card's flight instead of jumping when it arrives."""
        count = len(hole.waste_cards())
        now = layout.waste_offsets(count)
        top = layout.waste_top(count).topleft
        leaving = layout.waste_top(count + 1).topleft
        for flight in self.flights:
            if count and flight.end == top and flight.card == hole.waste_top:
                return _between(layout.waste_offsets(count - 1), now, flight.tween.value)
            if flight.start == leaving and flight.card not in hole.waste_cards():
                return _between(layout.waste_offsets(count + 1), now, flight.tween.value)
        return now

    def sprites(self, art: Art, layout: Layout, four_colour: bool) -> list[Sprite]:
        """Every flight that has started, bottom first."""
        out: list[Sprite] = []
        for flight in self.flights:
            if flight.tween.started:
                paint = partial(flight.paint, art=art, layout=layout, four_colour=four_colour)
                out.append((id(flight), flight.bounds(layout), paint))
        return out


def _between(before: tuple[int, ...], after: tuple[int, ...], t: float) -> tuple[int, ...]:
    """Each card's place ``t`` of the way from ``before`` to ``after`` (as many
    cards as the shorter holds: the one in flight is in neither picture)."""
    return tuple(round(lerp(a, b, t)) for a, b in zip(before, after, strict=False))


def _waste_top(hole: Hole, layout: Layout) -> Point:
    """Where the waste's top card of ``hole`` lies: a card lands in its own
    place in the fan, which is laid out for it already."""
    top: Point = layout.waste_top(len(hole.waste_cards())).topleft
    return top
