"""How to play: the essence of RULES.md on one screen."""

from __future__ import annotations

import pygame

from ..engine import COLUMN_HEIGHT, COLUMNS, STOCK_SIZE, TABLEAU_SIZE, Mode
from ..scene import Context
from ..view.theme import GOLD, TEXT, TEXT_DIM
from ..view.words import number_word
from .panel import Metrics, PanelScene, Widget, text_line

MAX_WIDTH_MM = 190

RULES = (
    f"{TABLEAU_SIZE} cards lie face up in {number_word(COLUMNS)} columns of "
    f"{number_word(COLUMN_HEIGHT)}; one card starts the waste, "
    f"{STOCK_SIZE} wait face down in the stock.",
    "Play the last card of any column onto the waste if it is one rank above or below "
    "the waste's top card (suits never matter): 7 8 7 6 is a fine run.",
    "Tap the stock to turn its next card onto the waste. It does not come round again.",
    f"Clear all {TABLEAU_SIZE} cards to win. The hole ends when no move is left.",
    "Score: one stroke per card left on the table; when you clear it, minus one for "
    "every card still in the stock. Lower is better.",
    "Par is the best score perfect play can reach on the deal.",
    "Undo as often as you like until the next hole starts.",
)


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` (a single long word stays whole)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and font.size(candidate)[0] > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


class HelpScene(PanelScene):
    def __init__(self, context: Context) -> None:
        super().__init__(context)

    def confirm(self) -> None:
        self.back()

    def build(self, m: Metrics) -> None:
        w, h = m.size
        width = min(round(MAX_WIDTH_MM * m.ppm), w - 4 * m.margin)
        font = self.context.art.font(m.text_px)
        line_h = round(m.text_px * 1.5)
        title_h = round(m.title_px * 1.6)
        lines: list[tuple[str, tuple[int, int, int], bool]] = [
            (line, TEXT, False) for rule in RULES for line in wrap(rule, font, width)
        ]
        lines.append(("", TEXT, False))
        lines.append(("The three modes: how Aces and Kings connect", GOLD, True))
        lines.extend(
            (line, TEXT_DIM, False)
            for mode in Mode
            for line in wrap(f"{mode.title}: {mode.description}", font, width)
        )
        body_h = len(lines) * line_h
        total = title_h + body_h + m.gap * 2 + m.button_h
        top = max(m.margin, (h - total) // 2)
        left = (w - width) // 2
        self.widgets.append(
            text_line("How to play", pygame.Rect(left, top, width, title_h), scale=1.8, bold=True)
        )
        y = top + title_h
        for text, colour, bold in lines:
            if text:
                self.widgets.append(
                    text_line(text, pygame.Rect(left, y, width, line_h), colour=colour, bold=bold)
                )
            y += line_h
        button_w = min(width, m.button_h * 4)
        self.place_rows(
            [[Widget("Back", self.back, primary=True)]],
            pygame.Rect(left + (width - button_w) // 2, y + m.gap, button_w, m.button_h),
        )
        self.finish_panel()
