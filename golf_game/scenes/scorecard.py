"""The score card of a 9-hole round: every hole's score beside its par, the
running total against the total par, and the best round so far. Next hole
locks the hole just played."""

from __future__ import annotations

import pygame

from ..lang import tr
from ..view.result_words import round_progress
from ..view.theme import GOLD, TEXT, TEXT_DIM, WARN, Colour
from ..view.words import best_round, mode_title, strokes
from .panel import GamePanelScene, Metrics, Widget, text_line

MAX_WIDTH_MM = 210


class ScorecardScene(GamePanelScene):
    # --- what it shows ------------------------------------------------------------------

    def cells(self) -> list[tuple[str, str, str, str]]:
        """Per hole: its number, score, par and score against par ("" if not known yet)."""
        return [texts for texts, _ in self._holes()]

    def _holes(self) -> list[tuple[tuple[str, str, str, str], int | None]]:
        """Per hole: the texts of :meth:`cells` and the score against par (``None``
        while unknown), which decides the colour."""
        round_ = self.game.round
        out = []
        for number in range(1, round_.hole_count + 1):
            score = par = diff = ""
            difference = None
            if number <= round_.hole_number:
                hole = round_.holes[number - 1]
                known = self.game.par(number)
                par = strokes(known) if known is not None else ""
                if hole.is_over:
                    score = strokes(hole.score)
                    if known is not None:
                        difference = hole.score - known
                        diff = strokes(difference)
                elif number == round_.hole_number:
                    score = "..."
            out.append(((str(number), score, par, diff), difference))
        return out

    def totals(self) -> tuple[int, int | None]:
        """The running total and the par of the same finished holes (``None`` if
        any of their pars is unknown)."""
        return self.game.round.total, self.game.par_total()

    # --- actions ------------------------------------------------------------------------

    def next_hole(self) -> None:
        self.game.next_hole()

    def new_round(self) -> None:
        self.game.new_deal()

    def menu(self) -> None:
        self.game.session.to_menu()

    def confirm(self) -> None:
        primary = next((w for w in self.widgets if w.primary and w.action), None)
        if primary is not None and primary.action is not None:
            primary.action()

    # --- layout -------------------------------------------------------------------------

    def build(self, m: Metrics) -> None:
        w, h = m.size
        game = self.game
        round_ = game.round
        width = min(round(MAX_WIDTH_MM * m.ppm), w - 4 * m.margin)
        title_h = round(m.title_px * 1.6)
        line_h = round(m.text_px * 1.7)
        holes = self._holes()
        cells = [texts for texts, _ in holes]
        total, par_total = self.totals()
        landscape = m.landscape
        table_rows = 4 if landscape else len(cells) + 2
        buttons = self._buttons()
        summary_lines = 2
        body = title_h + table_rows * line_h + summary_lines * line_h + m.gap * 2
        body += len(buttons) * (m.button_h + m.gap)
        top = max(m.margin, (h - body) // 2)
        left = (w - width) // 2
        mode = mode_title(round_.mode)
        self.widgets.append(
            text_line(
                tr("Score card - {mode}, {n} holes", mode=mode, n=round_.hole_count),
                pygame.Rect(left, top, width, title_h),
                1.6,
                TEXT,
                True,
            )
        )
        y = top + title_h
        total_cell = (
            tr("Total"),
            strokes(total),
            strokes(par_total) if par_total is not None else "",
            strokes(total - par_total) if par_total is not None else "",
        )
        columns = [*cells, total_cell]
        differences = [
            *(difference for _, difference in holes),
            None if par_total is None else total - par_total,
        ]
        current = round_.hole_number
        if landscape:
            labels = (tr("Hole"), tr("Score"), tr("Par"), "+/-")
            label_w = width // 8
            cell_w = (width - label_w) // len(columns)
            for row, label in enumerate(labels):
                ry = y + row * line_h
                self.widgets.append(
                    text_line(
                        label,
                        pygame.Rect(left, ry, label_w, line_h),
                        colour=GOLD if row == 0 else TEXT_DIM,
                        bold=row == 0,
                        align="left",
                    )
                )
                for i, column in enumerate(columns):
                    rect = pygame.Rect(left + label_w + i * cell_w, ry, cell_w, line_h)
                    self.widgets.append(
                        text_line(
                            column[row],
                            rect,
                            colour=self._colour(row, differences[i], i + 1, current),
                            bold=row == 0 or i == len(columns) - 1,
                        )
                    )
            y += 4 * line_h
        else:
            labels = (tr("Hole"), tr("Score"), tr("Par"), "+/-")
            cell_w = width // 4
            rows = [labels, *columns]
            for r, column in enumerate(rows):
                ry = y + r * line_h
                for i in range(4):
                    rect = pygame.Rect(left + i * cell_w, ry, cell_w, line_h)
                    colour = GOLD if r == 0 else self._colour(i, differences[r - 1], r, current)
                    self.widgets.append(
                        text_line(column[i], rect, colour=colour, bold=r == 0 or r == len(rows) - 1)
                    )
            y += len(rows) * line_h
        y += m.gap
        for text, colour in self._summary(total):
            self.widgets.append(text_line(text, pygame.Rect(left, y, width, line_h), colour=colour))
            y += line_h
        button_w = min(width, round(m.button_h * 9))
        self.place_rows(
            buttons, pygame.Rect(left + (width - button_w) // 2, y + m.gap, button_w, 0)
        )
        self.finish_panel()

    def _colour(self, row: int, difference: int | None, number: int, current: int) -> Colour:
        """A cell's colour, from its row and values: gold at or under par,
        dim for the holes to come (``number`` past the last hole: the total)."""
        if row == 0:
            return GOLD
        if row == 3 and difference is not None:
            return GOLD if difference <= 0 else WARN
        return TEXT if number <= current or number > self.game.hole_count else TEXT_DIM

    def _summary(self, total: int) -> list[tuple[str, Colour]]:
        game = self.game
        running = round_progress(len(game.round.results()), game.hole_count)
        records = game.session.storage.records
        stats = records.get(game.round.mode, game.hole_count)
        # The round is recorded when the player leaves this card: until then
        # the records hold the best round before it.
        fresh = game.round.is_complete and not records.has(game.record_key())
        best, moment = best_round(
            game.round.mode, total if fresh else None, stats.best_round, stats.best_round_par
        )
        return [(running, TEXT), (best, GOLD if moment else TEXT_DIM)]

    def _buttons(self) -> list[list[Widget]]:
        game = self.game
        hole = game.hole
        if game.round.is_complete:
            return [
                [
                    Widget(tr("New round"), self.new_round, primary=True),
                    Widget(tr("Menu"), self.menu),
                ]
            ]
        if hole.is_over:
            return [
                [
                    Widget(tr("Next hole"), self.next_hole, primary=True),
                    Widget(tr("Back"), self.back),
                ]
            ]
        return [
            [
                Widget(tr("Back to the hole"), self.back, primary=True),
                Widget(tr("Menu"), self.menu),
            ]
        ]
