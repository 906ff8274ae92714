"""How to play: the rules on a few pages, with drawn example cards
(:mod:`golf_game.view.how_to_play`), turned with Previous and Next (or the
arrow keys)."""

from __future__ import annotations

import pygame

from ..actions import Action, Command, Key
from ..lang import N_, tr
from ..scene import Context
from ..view import words
from ..view.how_to_play import pages, paint_page
from ..view.theme import TEXT_DIM
from .panel import Metrics, PanelScene, Widget, text_line

MAX_WIDTH_MM = 260
PREVIOUS, NEXT, DONE = N_("Previous"), N_("Next"), N_("Done")


class HelpScene(PanelScene):
    message_line = False

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.page = 0
        self.page_rect = pygame.Rect(0, 0, 0, 0)

    def turn(self, by: int) -> None:
        self.page = max(0, min(len(pages()) - 1, self.page + by))
        self.refresh()

    def confirm(self) -> None:
        if self.page < len(pages()) - 1:
            self.turn(1)
        else:
            self.back()

    def command(self, command: Command) -> None:
        if command is Command.BACKSPACE:
            self.turn(-1)

    def handle(self, action: Action) -> None:
        # Left and right turn the pages; up, down and Tab still move the focus.
        if isinstance(action, Key) and action.command in (Command.LEFT, Command.RIGHT):
            self.turn(-1 if action.command is Command.LEFT else 1)
            return
        super().handle(action)

    def build(self, m: Metrics) -> None:
        w, h = m.size
        width = min(round(MAX_WIDTH_MM * m.ppm), w - 2 * m.margin)
        left = (w - width) // 2
        title_h = round(m.title_px * 1.5)
        top = m.margin
        self.widgets.append(
            text_line(
                words.HOW_TO_PLAY_TITLE,
                pygame.Rect(left, top, width, title_h),
                scale=1.8,
                bold=True,
            )
        )
        count = len(pages())
        page_words = tr("Page {page} of {pages}", page=self.page + 1, pages=count)
        sub_h = round(m.text_px * 1.5)
        self.widgets.append(
            text_line(
                page_words,
                pygame.Rect(left, top + title_h, width, sub_h),
                scale=0.85,
                colour=TEXT_DIM,
            )
        )
        row_y = h - m.margin - m.button_h
        body_top = top + title_h + sub_h + m.gap
        self.page_rect = pygame.Rect(left, body_top, width, row_y - m.gap - body_top)
        last = self.page == count - 1
        row = [
            Widget(tr(PREVIOUS), lambda: self.turn(-1), enabled=self.page > 0),
            Widget(tr("Back"), self.back),
            Widget(
                tr(DONE if last else NEXT),
                self.back if last else lambda: self.turn(1),
                primary=True,
            ),
        ]
        row_w = min(width, m.button_h * 12)
        self.place_rows([row], pygame.Rect((w - row_w) // 2, row_y, row_w, m.button_h))
        self.finish_panel(self.page_rect)

    def paint_extra(self, surface: pygame.Surface, m: Metrics) -> None:
        paint_page(
            surface,
            self.context.art,
            pages()[self.page],
            self.page_rect,
            round(m.text_px * 1.05),
            self.context.settings.four_colour,
        )
