"""Where everything goes, computed from the window size alone.

Sizes follow the window, so the table is drawn at its real pixel size from a
small window to 4K, in landscape or portrait. Touch targets are sized in
millimetres from an assumed pixel density: a screen's shorter side is taken to
be at least 17 cm (true of any laptop from 13 inches and of desk and kiosk
screens), and never denser than 96 dpi, so a 9 mm button is at least 9 mm on
any real screen this runs on.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..engine import COLUMN_HEIGHT, COLUMNS

CARD_RATIO = 1.4
"""Card height over width (a 63 x 88 mm poker card)."""
MIN_BUTTON_MM = 9.0
BUTTON_MM = 10.0
PORTRAIT_BUTTON_MM = 12.0
MIN_SHORT_SIDE_MM = 170.0
MIN_PX_PER_MM = 96 / 25.4
MIN_CARD_HEIGHT = 44
"""Below this the ranks are unreadable: show the "too small" note instead."""
MIN_WINDOW = (400, 300)

WASTE_FAN = 2
"""Older waste cards shown peeking out to the left of the top one."""
INDEX_SHARE = 0.42
"""How much of a card's top shows only its corner index: below it the big suit
(or picture) starts."""
PORTRAIT_STEP = 0.9
"""The tallest step of a column in portrait: covered cards show a blank band
under their index (painted by the board), so the fan can use the height."""


class Button(enum.Enum):
    UNDO = "Undo"
    REDO = "Redo"
    HINT = "Hint"
    PAUSE = "Pause"
    NEW = "New"
    END = "End"
    CARD = "Card"


HOLE_BUTTONS = (Button.UNDO, Button.REDO, Button.HINT, Button.PAUSE, Button.NEW, Button.END)
"""The bottom row of a single hole; a round shows the score card in New's place."""
ROUND_BUTTONS = (Button.UNDO, Button.REDO, Button.HINT, Button.PAUSE, Button.CARD, Button.END)


def px_per_mm(size: tuple[int, int]) -> float:
    return max(MIN_PX_PER_MM, min(size) / MIN_SHORT_SIDE_MM)


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
    waste_fan: int
    hud: pygame.Rect
    message: pygame.Rect
    buttons: dict[Button, pygame.Rect]
    text_px: int
    min_button_px: int
    hud_rows: int = 1
    """2 on tall screens: counters above, the solver's word and the title below."""
    index_h: int = 0
    """The top of a covered card shown as printed; where ``offset`` is taller
    (portrait) the board paints blank face below it, down to the next card."""

    @property
    def screen(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)

    def card_rect(self, column: int, index: int) -> pygame.Rect:
        return self.columns[column][index]

    def waste_slot(self, depth: int) -> pygame.Rect:
        """Where the waste card ``depth`` below the top is drawn (0 = the top)."""
        return self.waste.move(-depth * self.waste_fan, 0)

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
    size: tuple[int, int], card_scale: float = 1.0, button_row: Sequence[Button] = HOLE_BUTTONS
) -> Layout:
    width, height = size
    short = min(size)
    ppm = px_per_mm(size)
    # Tall screens have height to spare and too little width for one HUD line:
    # larger type and buttons there (a kiosk's finger), two HUD rows.
    portrait = height > width * 1.2
    margin = max(6, round(short * 0.022))
    text_px = max(13, round(short * (0.034 if portrait else 0.028)))
    button_h = round((PORTRAIT_BUTTON_MM if portrait else BUTTON_MM) * ppm)
    min_button_px = round(MIN_BUTTON_MM * ppm)
    hud_rows = 2 if portrait else 1
    hud_h = round(text_px * (1.8 * hud_rows if portrait else 2.0))
    message_h = round(text_px * 1.7)
    gap = margin

    # Buttons in one row along the bottom, wide enough for a word.
    button_gap = max(4, margin // 2)
    count = max(1, len(button_row))
    button_w = min(round(button_h * 2.4), (width - 2 * margin - (count - 1) * button_gap) // count)
    row_w = count * button_w + (count - 1) * button_gap
    button_y = height - margin - button_h
    buttons = {
        button: pygame.Rect(
            (width - row_w) // 2 + i * (button_w + button_gap), button_y, button_w, button_h
        )
        for i, button in enumerate(button_row)
    }
    hud = pygame.Rect(margin, margin, width - 2 * margin, hud_h)
    message = pygame.Rect(margin, button_y - gap // 2 - message_h, width - 2 * margin, message_h)

    # The cards: a tableau of 7 columns of 5 overlapping cards, then a row with
    # the stock and the waste. Solve for the card height that fits both ways.
    top = hud.bottom + gap
    bottom = message.top - gap // 2
    avail_h = bottom - top
    step = 0.27
    row_gap = 0.45 if portrait else 0.2
    # Portrait screens are narrow: close up the columns to make the cards bigger.
    col_gap = 0.12 if width >= height else 0.07
    by_height = avail_h / (2 + 4 * step + row_gap)
    by_width = (width - 2 * margin) / (COLUMNS + (COLUMNS + 1) * col_gap) * CARD_RATIO
    card_h = int(min(by_height, by_width) * card_scale)
    card_w = round(card_h / CARD_RATIO)
    too_small = (
        width < MIN_WINDOW[0]
        or height < MIN_WINDOW[1]
        or card_h < MIN_CARD_HEIGHT
        or button_w < min_button_px
    )
    if too_small:
        card_h = max(card_h, 1)
        card_w = max(card_w, 1)
    # Tall screens: show more of every covered card, up to its index (42%);
    # portrait, taller still, with blank face under the index.
    spare = avail_h - card_h * (2 + row_gap)
    most = PORTRAIT_STEP if portrait else INDEX_SHARE
    step = min(most, max(step, spare / (4 * card_h))) if card_h else step
    offset = round(card_h * step)
    col_space = round(card_w * (1 + col_gap))
    block_h = card_h + offset * (COLUMN_HEIGHT - 1) + round(card_h * row_gap) + card_h
    y0 = top + max(0, (avail_h - block_h) // 2)
    x0 = (width - (COLUMNS * col_space - round(card_w * col_gap))) // 2
    columns = tuple(
        tuple(
            pygame.Rect(x0 + c * col_space, y0 + i * offset, card_w, card_h)
            for i in range(COLUMN_HEIGHT)
        )
        for c in range(COLUMNS)
    )
    row_y = columns[0][-1].bottom + round(card_h * row_gap)
    stock = pygame.Rect(columns[0][0].x, row_y, card_w, card_h)
    waste = pygame.Rect(columns[COLUMNS // 2][0].x, row_y, card_w, card_h)
    return Layout(
        size=size,
        too_small=too_small,
        card_w=card_w,
        card_h=card_h,
        offset=offset,
        columns=columns,
        stock=stock,
        waste=waste,
        waste_fan=round(card_w * 0.28),
        hud=hud,
        message=message,
        buttons=buttons,
        text_px=text_px,
        min_button_px=min_button_px,
        hud_rows=hud_rows,
        index_h=round(card_h * INDEX_SHARE),
    )
