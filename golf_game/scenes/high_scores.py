"""The kiosk's high-score table for one mode: today's best and the best ever,
of single holes and of 9-hole rounds, each entry with its initials, strokes,
strokes against par and date.

It shows what it is given (:class:`~golf_game.saved.highscores.Table`); the
mode buttons along the top switch between the modes. A tap anywhere else, or
Esc, closes it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from ..actions import Action, Tap
from ..engine import Mode
from ..saved.highscores import PLACES, Board, Kind, Table
from ..scene import Context
from ..view import kiosk_words as words
from ..view.theme import GOLD, TEXT_DIM
from ..view.words import mode_title
from .panel import Metrics, PanelScene, Widget, text_line

BOARDS = (("today", Kind.HOLE), ("all", Kind.HOLE), ("today", Kind.ROUND), ("all", Kind.ROUND))


class HighScoreScene(PanelScene):
    """The table ``table()`` returns, mode ``mode`` first."""

    def __init__(self, context: Context, table: Callable[[], Table], mode: Mode) -> None:
        super().__init__(context)
        self.table = table
        self.mode = mode
        self.message = words.TOUCH_TO_GO_ON  # nothing on screen says how to leave otherwise

    def choose(self, mode: Mode) -> None:
        self.mode = mode
        self.refresh()

    def build(self, m: Metrics) -> None:
        w, h = m.size
        column = pygame.Rect(m.margin, m.margin, w - 2 * m.margin, h - 2 * m.margin)
        title = pygame.Rect(column.x, column.y, column.w, m.button_h)
        self.widgets.append(text_line(words.HIGH_SCORES, title, 1.8, GOLD, bold=True))
        modes = [
            Widget(mode_title(mode), partial(self.choose, mode), chosen=mode is self.mode)
            for mode in Mode
        ]
        top = title.bottom + m.gap
        self.place_rows([modes], pygame.Rect(column.x, top, column.w, m.button_h))
        top += m.button_h + 2 * m.gap
        table = self.table()
        boards = [(where, kind, table.boards(self.mode, kind)) for where, kind in BOARDS]
        cells = 2 if m.landscape else 1
        rows_each = 1 + PLACES
        grid_rows = -(-len(boards) // cells) * rows_each
        line_h = min(m.button_h, (column.bottom - top) // max(1, grid_rows + 1))
        cell_w = (column.w - (cells - 1) * m.gap) // cells
        for index, (where, kind, (today, ever)) in enumerate(boards):
            x = column.x + (index % cells) * (cell_w + m.gap)
            y = top + (index // cells) * (rows_each * line_h + m.gap)
            board = today if where == "today" else ever
            self._board(words.board_title(where, kind.value), board, x, y, cell_w, line_h)
        self.finish_panel()

    def _board(self, title: str, board: Board, x: int, y: int, w: int, line_h: int) -> None:
        self.widgets.append(text_line(title, pygame.Rect(x, y, w, line_h), 1.1, GOLD, True))
        if not board:
            rect = pygame.Rect(x, y + line_h, w, line_h)
            self.widgets.append(text_line(words.NO_SCORES, rect, 1.0, TEXT_DIM))
        for place, entry in enumerate(board, start=1):
            line = words.score_entry(place, entry.initials, entry.strokes, entry.par, entry.day)
            rect = pygame.Rect(x, y + place * line_h, w, line_h)
            self.widgets.append(text_line(line, rect, 1.1, align="left"))

    def handle(self, action: Action) -> None:
        """A tap off the mode buttons closes the table."""
        if isinstance(action, Tap) and not any(
            w.action is not None and w.rect.collidepoint(action.pos) for w in self.widgets
        ):
            self.back()
            return
        super().handle(action)
