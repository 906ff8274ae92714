"""The one focus model of every screen: a thick ring over the target the
arrows (or a D-pad, or a stick) have reached, which Confirm acts on.

Panels (:mod:`golf_game.scenes.panel`) and the hole use the same moves and
the same ring. The ring shows from the first arrow press on, on every screen
after it (:class:`~golf_game.scene.FocusState` lives in the context), so a
player without a pointer never has to find it again; a tap hides it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from ..actions import Command, Key
from ..engine import COLUMNS, Hole
from ..scene import FocusState
from ..view.hole_painter import Sprite
from ..view.layout import Button, Layout
from ..view.theme import Art, Colour

if TYPE_CHECKING:
    from ..engine.hint import Hint

MOVES = {
    Command.UP: (0, -1),
    Command.DOWN: (0, 1),
    Command.LEFT: (-1, 0),
    Command.RIGHT: (1, 0),
}
FOCUS_KEYS = frozenset({*MOVES, Command.NEXT})
RING_OUTER: Colour = (255, 255, 255)
RING_INNER: Colour = (0, 0, 0)
"""A white ring with a black core: it stands out on the felt, on the cream
cards and buttons, and on the gold of a chosen one."""

T = TypeVar("T")


def step(rects: Sequence[pygame.Rect], current: int, command: Command) -> int:
    """The index of the target reached from ``rects[current]`` by ``command``:
    the nearest one that way in line with it (Up and Down keep to its column,
    Left and Right to its row), else the nearest one wholly beyond it that
    way; ``current`` if none. Tab: the next in order."""
    if command is Command.NEXT:
        return (current + 1) % len(rects)
    dx, dy = MOVES[command]
    here = rects[current]
    best: tuple[bool, float, int] | None = None
    for index, there in enumerate(rects):
        ahead = (there.centerx - here.centerx) * dx + (there.centery - here.centery) * dy
        if index == current or ahead <= 0:
            continue
        # The gap across the way of travel: none when the two overlap (a
        # wide button right above two narrow ones is straight ahead of both).
        if dx:
            side = max(0, there.top - here.bottom, here.top - there.bottom)
            beyond = there.left >= here.right if dx > 0 else there.right <= here.left
        else:
            side = max(0, there.left - here.right, here.left - there.right)
            beyond = there.top >= here.bottom if dy > 0 else there.bottom <= here.top
        if side and not beyond:
            continue  # off to one side, not that way: a wide button's Left is not the row below
        cost = (side > 0, ahead + 3 * side, index)
        if best is None or cost < best:
            best = cost
    return current if best is None else best[2]


def row_step(targets: Sequence[Target[T]], current: int, command: Command) -> Target[T]:
    """The target reached by ``command`` among targets in rows (the hole's
    columns, its stock, its buttons): left and right within the row, up and
    down to the nearest one of the next row that has any; Tab in order.
    Rows, not distances: the columns' last cards lie at ragged heights."""
    here = targets[current]
    if command is Command.NEXT:
        return targets[(current + 1) % len(targets)]
    dx, dy = MOVES[command]
    if dx:
        row = [t for t in targets if t.row == here.row]
        index = row.index(here) + dx
        return row[index] if 0 <= index < len(row) else here
    rows = sorted({t.row for t in targets if (t.row - here.row) * dy > 0}, key=lambda r: r * dy)
    if not rows:
        return here
    row = [t for t in targets if t.row == rows[0]]
    return min(row, key=lambda t: abs(t.rect.centerx - here.rect.centerx))


def ring_rect(rect: pygame.Rect, unit: int) -> pygame.Rect:
    """The area the ring round ``rect`` covers (``unit``: a button's height)."""
    edge = ring_width(unit)
    return rect.inflate(4 * edge, 4 * edge)


def ring_width(unit: int) -> int:
    """The white band's width; the black core inside it is half that."""
    return max(4, unit // 8)


def hole_unit(layout: Layout) -> int:
    """The size the hole's ring is drawn for (its buttons' and cards' scale)."""
    return max(32, layout.card_w // 2)


def paint_ring(surface: pygame.Surface, art: Art, rect: pygame.Rect, unit: int) -> None:
    """The focus ring round ``rect``: thick white outside, black inside."""
    edge = ring_width(unit)
    outer = ring_rect(rect, unit)
    radius = min(outer.h, unit) * 0.3
    surface.blit(art.shape("focus", outer.size, RING_OUTER, 255, radius, width=edge), outer)
    inner = outer.inflate(-2 * edge, -2 * edge)
    core = max(2, edge // 2)
    surface.blit(art.shape("focus-core", inner.size, RING_INNER, 255, radius, width=core), inner)


@dataclass(frozen=True)
class Target(Generic[T]):
    """Something the focus can rest on: its identity, where it is, and the
    key that acts on it."""

    name: T
    rect: pygame.Rect
    key: Key
    row: int = 0


BUTTON_COMMANDS = {
    Button.UNDO: Command.UNDO,
    Button.REDO: Command.REDO,
    Button.HINT: Command.HINT,
    Button.PAUSE: Command.PAUSE,
    Button.NEW: Command.NEW,
    Button.END: Command.END,
    Button.CARD: Command.CARD,
    Button.STEP_BACK: Command.UNDO,
    Button.PLAY_PAUSE: Command.DRAW,
    Button.STEP_ON: Command.REDO,
    Button.SPEED: Command.UP,
    Button.SKIP: Command.LINE_END,
}
"""What each button of the hole's row does."""

HoleName = int | str | Button
"""A hole target: a column (0-6), ``"stock"``, or a button."""
STOCK = "stock"


def hole_targets(hole: Hole, layout: Layout) -> list[Target[HoleName]]:
    """The hole's targets in their natural order: the columns' exposed cards
    left to right, the stock, then the button row."""
    targets: list[Target[HoleName]] = []
    heights = hole.position.heights
    for column in range(COLUMNS):
        if heights[column]:
            rect = layout.card_rect(column, heights[column] - 1)
            targets.append(Target(column, rect, Key(Command.PLAY_COLUMN, column)))
    targets.append(Target(STOCK, layout.stock, Key(Command.DRAW), row=1))
    # Left to right as shown (a left-handed row is mirrored).
    for button, rect in sorted(layout.buttons.items(), key=lambda item: item[1].x):
        targets.append(Target(button, rect, Key(BUTTON_COMMANDS[button]), row=2))
    return targets


class HoleFocus:
    """Where the focus is on the hole's table. It starts on the hint's
    column (or the stock), else the first playable card, goes to a hint's
    target when one is asked for, and stays on its target while that is
    there (a column played empty sends it to the next playable card)."""

    def __init__(self) -> None:
        self.name: HoleName | None = None

    def targets(self, hole: Hole, layout: Layout) -> list[Target[HoleName]]:
        return [] if layout.too_small else hole_targets(hole, layout)

    def current(
        self, hole: Hole, layout: Layout, suggested: HoleName | None = None
    ) -> Target[HoleName] | None:
        """The focused target, settling on the most useful one if it has none."""
        targets = self.targets(hole, layout)
        if not targets:
            return None
        found = next((t for t in targets if t.name == self.name), None)
        if found is None:
            found = self._start(hole, targets, suggested)
            self.name = found.name
        return found

    @staticmethod
    def _start(
        hole: Hole, targets: list[Target[HoleName]], suggested: HoleName | None
    ) -> Target[HoleName]:
        legal = [STOCK if m.is_draw else m.column for m in hole.legal_moves()]
        for wanted in (suggested, *legal):
            match = next((t for t in targets if wanted is not None and t.name == wanted), None)
            if match is not None:
                return match
        return targets[0]

    def follow(self, hint: Hint | None) -> None:
        """A hint has come: the focus goes to the card (or the stock) it names."""
        name = suggestion(hint)
        if name is not None:
            self.name = name

    def move(self, hole: Hole, layout: Layout, command: Command) -> None:
        current = self.current(hole, layout)
        if current is None:
            return
        targets = self.targets(hole, layout)
        self.name = row_step(targets, targets.index(current), command).name

    def press(
        self, command: Command, state: FocusState, hole: Hole, layout: Layout, hint: Hint | None
    ) -> Key | None:
        """An arrow moves the ring (the first press only shows it); Confirm
        gives the key that acts on the focused target."""
        target = self.current(hole, layout, suggestion(hint))
        shown, state.shown = state.shown, True
        if command is Command.CONFIRM:
            return None if target is None else target.key
        if shown:
            self.move(hole, layout, command)
        return None

    def sprites(self, art: Art, hole: Hole, layout: Layout, hint: Hint | None) -> list[Sprite]:
        """The ring as a sprite over the table (none on a table too small to play)."""
        target = self.current(hole, layout, suggestion(hint))
        if target is None:
            return []
        unit = hole_unit(layout)

        def paint(surface: pygame.Surface) -> None:
            paint_ring(surface, art, target.rect, unit)

        return [("focus", ring_rect(target.rect, unit).inflate(2, 2), paint)]


def suggestion(hint: Hint | None) -> HoleName | None:
    """The target a hint points at: its column, or the stock."""
    if hint is None:
        return None
    return STOCK if hint.move.is_draw or hint.move.column is None else hint.move.column
