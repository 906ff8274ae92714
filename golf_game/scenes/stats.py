"""Statistics: every mode's record, single holes and 9-hole rounds apart."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..engine import Mode
from ..lang import number, percent, tr
from ..saved.records import Stats
from ..scene import Context
from ..view import words
from ..view.theme import GOLD, TEXT, TEXT_DIM
from ..view.words import strokes
from .panel import Metrics, PanelScene, Widget, text_line, wrap_words

if TYPE_CHECKING:
    from ..play.session import Session

MAX_WIDTH_MM = 170


def share(value: float | None) -> str:
    return "-" if value is None else percent(value)


def hole_lines(stats: Stats) -> list[tuple[str, str]]:
    hints = stats.hints_per_hole
    return [
        (tr("Holes played"), number(stats.played)),
        (tr("Won"), f"{number(stats.won)} ({share(stats.win_share)})" if stats.played else "0"),
        (tr("Won without help"), number(stats.won_unassisted)),
        (tr("Won with help"), number(stats.won_assisted)),
        (tr("Abandoned"), number(stats.abandoned)),
        (tr("Best score"), strokes(stats.best_score)),
        (tr("Average score"), strokes(stats.average_score, digits=1)),
        (tr("Against par"), strokes(stats.average_over_par, digits=1)),
        (tr("Streak (best)"), f"{number(stats.current_streak)} ({number(stats.best_streak)})"),
        (tr("Hints per hole"), "-" if hints is None else number(hints, 1)),
    ]


def round_lines(stats: Stats) -> list[tuple[str, str]]:
    best = strokes(stats.best_round)
    if stats.best_round is not None and stats.best_round_par is not None:
        best = tr("{best} (par {par})", best=best, par=strokes(stats.best_round_par))
    return [
        (tr("Rounds played"), number(stats.rounds)),
        (tr("Best round"), best),
        (tr("Average round"), strokes(stats.average_round, digits=1)),
        *hole_lines(stats),
    ]


class StatsScene(PanelScene):
    def __init__(self, context: Context, session: Session) -> None:
        super().__init__(context)
        self.session = session

    def confirm(self) -> None:
        self.back()

    def build(self, m: Metrics) -> None:
        w, h = m.size
        records = self.session.storage.records
        width = min(round(MAX_WIDTH_MM * m.ppm), w - 4 * m.margin)
        title_h = round(m.title_px * 1.6)
        sections = [
            (tr("Single holes"), {mode: hole_lines(records.get(mode, 1)) for mode in Mode}),
            (tr("9-hole rounds"), {mode: round_lines(records.get(mode, 9)) for mode in Mode}),
        ]
        rules = wrap_words(
            self.context.art.font(round(m.text_px * 0.85)), words.STATISTICS_RULES, width
        )
        rows = sum(2 + len(next(iter(lines.values()))) for _, lines in sections) + len(rules)
        # Every row fits the window: rows shrink (and their type with them) on short screens.
        room = h - 2 * m.margin - title_h - m.gap * 3 - m.button_h
        line_h = max(10, min(round(m.text_px * 1.45), room // rows))
        scale = min(1.0, line_h / (m.text_px * 1.3))
        total = title_h + rows * line_h + m.gap * 3 + m.button_h
        top = max(m.margin, (h - total) // 2)
        left = (w - width) // 2
        self.widgets.append(
            text_line(
                tr("Statistics"), pygame.Rect(left, top, width, title_h), scale=1.8, bold=True
            )
        )
        label_w = width * 2 // 5
        cell_w = (width - label_w) // len(Mode)
        y = top + title_h
        for heading, by_mode in sections:
            self.widgets.append(
                text_line(
                    heading,
                    pygame.Rect(left, y, label_w, line_h),
                    colour=GOLD,
                    bold=True,
                    align="left",
                )
            )
            for i, mode in enumerate(Mode):
                cell = pygame.Rect(left + label_w + i * cell_w, y, cell_w, line_h)
                self.widgets.append(text_line(words.mode_title(mode), cell, colour=GOLD, bold=True))
            y += line_h
            labels = [label for label, _ in next(iter(by_mode.values()))]
            for row, label in enumerate(labels):
                self.widgets.append(
                    text_line(
                        label,
                        pygame.Rect(left, y, label_w, line_h),
                        scale,
                        colour=TEXT_DIM,
                        align="left",
                    )
                )
                for i, mode in enumerate(Mode):
                    cell = pygame.Rect(left + label_w + i * cell_w, y, cell_w, line_h)
                    self.widgets.append(text_line(by_mode[mode][row][1], cell, scale, TEXT))
                y += line_h
            y += line_h
        for line in rules:
            rect = pygame.Rect(left, y - line_h // 2, width, line_h)
            self.widgets.append(text_line(line, rect, 0.85 * scale, TEXT_DIM))
            y += line_h
        button_w = min(width, m.button_h * 4)
        self.place_rows(
            [[Widget(tr("Back"), self.back, primary=True)]],
            pygame.Rect(left + (width - button_w) // 2, y + m.gap, button_w, m.button_h),
        )
        self.finish_panel()
