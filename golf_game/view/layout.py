"""Where everything goes, computed from the window size alone.

Sizes follow the window, so the table is drawn at its real pixel size from a
small window to 4K, in landscape or portrait. Touch targets are sized in
millimetres from an assumed pixel density: a screen's shorter side is taken to
be at least 17 cm (true of any laptop from 13 inches and of desk and kiosk
screens), and never denser than 96 dpi, so a 9 mm button is at least 9 mm on
any real screen this runs on. Where SDL reports the screen's real density
(:mod:`golf_game.view.density`, set once by the app), a denser screen than
assumed gets that density, so its targets are 9 mm too.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..engine import COLUMN_HEIGHT, COLUMNS
from ..lang import N_

CARD_RATIO = 1.4
"""Card height over width (a 63 x 88 mm poker card)."""
MIN_BUTTON_MM = 9.0
BUTTON_MM = 10.0
PORTRAIT_BUTTON_MM = 13.0
PORTRAIT_HUD_LINES = 4.6
"""The portrait HUD's height in text sizes: labels, values (larger), a third row."""
MIN_SHORT_SIDE_MM = 170.0
MIN_PX_PER_MM = 96 / 25.4
MIN_CARD_HEIGHT = 44
"""Below this the ranks are unreadable: show the "too small" note instead."""
MIN_WINDOW = (400, 300)

WASTE_STEP = 0.45
"""How far (in card widths) each waste card lies right of the one under it,
until the run outgrows its row and the fan closes up."""
READABLE_STEP = 0.42
"""The least a waste card shows of itself while its index must be read: the
corner's "10" and the card's edge take 41% of its width."""
SLIVER_STEP = 0.035
"""What the oldest cards of a run too long for its row show: an edge each, so
the run's length still shows while its newest cards stay readable."""
MIN_STEP = 0.27
"""The least of a covered card a column shows: its index, with room to spare."""
LARGE_STEP = 0.24
"""Large cards show a little less: the index still shows whole."""
INDEX_SHARE = 0.42
"""How much of a card's top shows only its corner index: below it the big suit
(or picture) starts."""
PORTRAIT_STEP = 0.95
"""The tallest step of a column in portrait: covered cards show a blank band
under their index (painted by the board), so the fan can use the height."""


class Button(enum.Enum):
    """The hole's buttons; each value is its English label (translated where drawn)."""

    UNDO = N_("Undo")
    REDO = N_("Redo")
    HINT = N_("Hint")
    PAUSE = N_("Pause")
    NEW = N_("New")
    END = N_("End")
    CARD = N_("Card")
    STEP_BACK = N_("Move back")
    PLAY_PAUSE = N_("Play/Pause")
    STEP_ON = N_("Next move")
    SPEED = N_("Speed")
    SKIP = N_("Skip")


HOLE_BUTTONS = (Button.UNDO, Button.REDO, Button.HINT, Button.PAUSE, Button.NEW, Button.END)
"""The bottom row of a single hole; a round shows the score card in New's place."""
ROUND_BUTTONS = (Button.UNDO, Button.REDO, Button.HINT, Button.PAUSE, Button.CARD, Button.END)
ALWAYS_ANSWER = frozenset({Button.PAUSE, Button.NEW, Button.CARD})
"""A hole's buttons that answer whatever the state of the hole (the others
are greyed while there is nothing to undo, redo, hint or end)."""
REPLAY_BUTTONS = (Button.STEP_BACK, Button.PLAY_PAUSE, Button.STEP_ON, Button.SPEED, Button.SKIP)
"""The best line's row: step back, play or pause, step on, speed, skip to the end."""
APART = frozenset({Button.END, Button.SKIP})
"""Buttons set apart from the rest of the row by a wider gap: End gives the
hole up, so a finger aiming at New (or Card) must not find it."""


_display_density: list[float] = []
"""The display's measured pixels per mm, when known: one display per process."""


def set_display_density(px_per_mm: float | None) -> None:
    """What SDL says the screen holds (``None``: it cannot tell)."""
    _display_density[:] = [] if px_per_mm is None else [px_per_mm]


def px_per_mm(size: tuple[int, int]) -> float:
    """Pixels per mm to size targets by: never less than the screen really has."""
    return max(MIN_PX_PER_MM, min(size) / MIN_SHORT_SIDE_MM, *_display_density)


@dataclass(frozen=True)
class Layout:
    """Rectangles for one window size. ``too_small`` means: show only a note."""

    size: tuple[int, int]
    too_small: bool
    card_w: int
    card_h: int
    offset: int
    """Vertical step between the cards of a column."""
    columns: tuple[tuple[pygame.Rect, ...], ...]
    """``columns[c][i]``: where card ``i`` (0 = top of the column) of column ``c`` lies."""
    stock: pygame.Rect
    waste: pygame.Rect
    """The row the waste fans out along, the bottom card at its left."""
    waste_fan: int
    """The widest step between waste cards."""
    hud: pygame.Rect
    message: pygame.Rect
    buttons: dict[Button, pygame.Rect]
    text_px: int
    min_button_px: int
    hud_rows: int = 1
    """2 on squarish screens: counters above, the solver's word and the title
    below; 3 in portrait: the counters' labels over their values, then those."""
    index_h: int = 0
    """The top of a covered card shown as printed; where ``offset`` is taller
    (portrait) the board paints blank face below it, down to the next card."""

    @property
    def screen(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)

    def card_rect(self, column: int, index: int) -> pygame.Rect:
        return self.columns[column][index]

    def waste_offsets(self, count: int) -> tuple[int, ...]:
        """How far right of the waste row's left edge each of ``count`` waste
        cards lies, the bottom card first. The widest step until the run fills
        its row, then closer; once even a readable step no longer fits, the
        newest cards keep it and the oldest close up to an edge each."""
        steps = count - 1
        if steps < 1:
            return (0,) * count
        room = float(self.waste.w - self.card_w)
        readable = self.card_w * READABLE_STEP
        step = min(float(self.waste_fan), room / steps)
        sliver = max(2.0, self.card_w * SLIVER_STEP)
        wide = min(steps - 1, int((room - steps * sliver) / (readable - sliver)))
        if step >= readable or wide < 1:
            return tuple(round(i * step) for i in range(count))
        narrow = steps - wide
        old = (room - wide * readable) / narrow
        return tuple(
            round(i * old if i <= narrow else narrow * old + (i - narrow) * readable)
            for i in range(count)
        )

    def waste_rect(self, offset: int) -> pygame.Rect:
        """Where a waste card lies ``offset`` right of the row's left edge."""
        return pygame.Rect(self.waste.x + offset, self.waste.y, self.card_w, self.card_h)

    def waste_top(self, count: int) -> pygame.Rect:
        """Where the top card lies when ``count`` cards are on the waste."""
        return self.waste_rect(self.waste_offsets(max(1, count))[-1])

    def hit_card(
        self, pos: tuple[int, int], heights: Sequence[int] | None = None
    ) -> tuple[int, int] | None:
        """The (column, index) of the card drawn at ``pos``.

        ``heights`` says how many cards each column still holds (all five if
        not given). Lower cards overlap the ones above them, so the last card
        still there whose rect contains the point is the one seen there.
        """
        for column, rects in enumerate(self.columns):
            height = len(rects) if heights is None else heights[column]
            for index in range(height - 1, -1, -1):
                if rects[index].collidepoint(pos):
                    return column, index
        return None

    def hit_button(self, pos: tuple[int, int]) -> Button | None:
        for button, rect in self.buttons.items():
            if rect.collidepoint(pos):
                return button
        return None

    def hits_waste(self, pos: tuple[int, int]) -> bool:
        """A drop target a little larger than the waste, so a drop need not be exact."""
        return self.waste.inflate(self.card_w // 2, self.card_h // 3).collidepoint(pos)


def compute_layout(
    size: tuple[int, int], large: bool = False, button_row: Sequence[Button] = HOLE_BUTTONS
) -> Layout:
    """Every rectangle of the hole for a window of ``size``. ``large``: the
    "Large cards" setting, which buys bigger cards with tighter fans (and, in
    landscape, the buttons beside the waste instead of a row of their own,
    where that leaves the message two lines)."""
    portrait = size[1] > size[0] * 1.2
    if large and not portrait:
        layout = _compute(size, large, True, button_row)
        if layout.message.h >= 2.4 * layout.text_px:
            return layout
    return _compute(size, large, False, button_row)


def _compute(
    size: tuple[int, int], large: bool, side_buttons: bool, button_row: Sequence[Button]
) -> Layout:
    width, height = size
    short = min(size)
    ppm = px_per_mm(size)
    # Tall screens have height to spare and too little width for one HUD line:
    # larger type and buttons there (a kiosk's finger), the counters' labels
    # over their values, the solver's word and the title in a row below them.
    portrait = height > width * 1.2
    margin = max(6, round(short * 0.022))
    text_px = max(13, round(short * (0.038 if portrait else 0.028)))
    button_h = round((PORTRAIT_BUTTON_MM if portrait else BUTTON_MM) * ppm)
    min_button_px = round(MIN_BUTTON_MM * ppm)
    # A squarish window has height to spare for the status and title in a
    # row of their own, and too little width for them beside the counters.
    hud_rows = 3 if portrait else (2 if width < 1.45 * height else 1)
    hud_h = round(text_px * (PORTRAIT_HUD_LINES if portrait else 1.8 * hud_rows + 0.2))
    message_h = round(text_px * 4.2)  # three lines under the waste (portrait)
    gap = margin
    hud = pygame.Rect(margin, margin, width - 2 * margin, hud_h)
    # Landscape puts the message beside the waste; large cards may take the
    # buttons' row too (the buttons go under the message).
    count = max(1, len(button_row))
    button_gap = max(4, margin // 2)
    apart = max(3 * button_gap, button_h)
    button_y = height - margin - button_h

    # The cards: seven columns of five overlapping cards, then the row of the
    # stock and the waste. Solve for the card height that fits both ways.
    top = hud.bottom + gap
    bottom = height - margin if side_buttons else button_y - gap // 2
    if portrait:
        bottom -= message_h + gap // 2
    avail_h = bottom - top
    step = LARGE_STEP if large else MIN_STEP
    row_gap = 0.3 if portrait else (0.08 if large else 0.12)
    if portrait:
        # Narrow: the columns close up and reach the margins, for bigger cards.
        col_gap = 0.03 if large else 0.04
        across = (width - 2 * margin) / (COLUMNS + (COLUMNS - 1) * col_gap)
    else:
        col_gap = 0.05 if large else 0.1
        across = (width - 2 * margin) / (COLUMNS + (COLUMNS + 1) * col_gap)
    by_height = avail_h / (2 + 4 * step + row_gap)
    card_h = int(min(by_height, across * CARD_RATIO))
    card_w = round(card_h / CARD_RATIO)
    # Tall screens: show more of every covered card, up to its index (42%);
    # portrait, taller still, with blank face under the index.
    spare = avail_h - card_h * (2 + row_gap)
    most = PORTRAIT_STEP if portrait else INDEX_SHARE
    step = min(most, max(step, spare / (4 * card_h))) if card_h > 0 else step
    offset = round(card_h * step)
    col_space = round(card_w * (1 + col_gap))
    block_h = card_h + offset * (COLUMN_HEIGHT - 1) + round(card_h * row_gap) + card_h
    free = max(0, avail_h - block_h)
    # Portrait spreads what is left over the gaps above, inside and below the
    # table, so neither end of the screen is an empty band (the gap inside
    # has its row gap already).
    y0 = top + (free * 3 // 8 if portrait else free // 2)
    row_y = y0 + block_h - card_h + (free // 4 if portrait else 0)
    x0 = (width - (COLUMNS * col_space - round(card_w * col_gap))) // 2
    columns = tuple(
        tuple(
            pygame.Rect(x0 + c * col_space, y0 + i * offset, card_w, card_h)
            for i in range(COLUMN_HEIGHT)
        )
        for c in range(COLUMNS)
    )
    stock = pygame.Rect(columns[0][0].x, row_y, card_w, card_h)
    right = columns[-1][0].right
    if portrait:
        # The waste fans out under columns 2 to 7; the message sits just below.
        waste = pygame.Rect(columns[1][0].x, row_y, right - columns[1][0].x, card_h)
        message = pygame.Rect(margin, waste.bottom + gap // 2, width - 2 * margin, message_h)
    else:
        # The waste under columns 2 to 5, the message beside it to the right
        # edge (with large cards: above the buttons).
        side = pygame.Rect(columns[5][0].x, row_y, width - margin - columns[5][0].x, card_h)
        waste = pygame.Rect(columns[1][0].x, row_y, side.x - gap // 2 - columns[1][0].x, card_h)
        message = side
        if side_buttons:
            rows = 2
            button_h = max(min_button_px, min(button_h, (side.h - gap) // (rows + 1)))
            message = pygame.Rect(side.x, side.y, side.w, side.h - rows * (button_h + button_gap))
            button_y = message.bottom + button_gap
    grid = _ButtonGrid(tuple(button_row), (count + 1) // 2 if side_buttons else count)
    if side_buttons:
        apart = max(3 * button_gap, button_h // 2)
        button_w = grid.button_w(message.w, button_gap, apart)
        buttons = grid.place((message.x, button_y), (button_w, button_h), button_gap, apart)
    else:
        # Buttons in one row along the bottom, wide enough for a word.
        button_w = min(round(button_h * 2.4), grid.button_w(width - 2 * margin, button_gap, apart))
        row_w = grid.width(button_w, button_gap, apart)
        x = (width - row_w) // 2
        buttons = grid.place((x, button_y), (button_w, button_h), button_gap, apart)
    too_small = (
        width < MIN_WINDOW[0]
        or height < MIN_WINDOW[1]
        or card_h < MIN_CARD_HEIGHT
        or button_w < min_button_px
        or message.w < card_w
    )
    if too_small:
        card_h = max(card_h, 1)
        card_w = max(card_w, 1)
    return Layout(
        size=size,
        too_small=too_small,
        card_w=card_w,
        card_h=card_h,
        offset=offset,
        columns=columns,
        stock=stock,
        waste=waste,
        waste_fan=round(card_w * WASTE_STEP),
        hud=hud,
        message=message,
        buttons=buttons,
        text_px=text_px,
        min_button_px=min_button_px,
        hud_rows=hud_rows,
        index_h=round(card_h * INDEX_SHARE),
    )


@dataclass(frozen=True)
class _ButtonGrid:
    """Buttons in rows of ``per_row``, each column as wide as the others; a
    column holding a button of :data:`APART` starts after a wider gap."""

    row: tuple[Button, ...]
    per_row: int

    @property
    def _wide_columns(self) -> frozenset[int]:
        return frozenset(
            i % self.per_row for i, b in enumerate(self.row) if b in APART and i % self.per_row
        )

    def width(self, button_w: int, gap: int, apart: int) -> int:
        extra = len(self._wide_columns) * (apart - gap)
        return self.per_row * button_w + (self.per_row - 1) * gap + extra

    def button_w(self, room: int, gap: int, apart: int) -> int:
        """The widest button that lets the grid fit ``room``."""
        return (room - self.width(0, gap, apart)) // self.per_row

    def place(
        self, origin: tuple[int, int], size: tuple[int, int], gap: int, apart: int
    ) -> dict[Button, pygame.Rect]:
        wide = self._wide_columns
        placed = {}
        for i, button in enumerate(self.row):
            column, line = i % self.per_row, i // self.per_row
            x = origin[0] + column * (size[0] + gap)
            x += sum(apart - gap for wide_column in wide if wide_column <= column)
            placed[button] = pygame.Rect((x, origin[1] + line * (size[1] + gap)), size)
        return placed
