"""The result of a hole, over the table: won, stuck or ended, the score
against par in golf's words, and what next (Undo, the best line, the next
hole or a new deal, the menu)."""

from __future__ import annotations

import pygame

from ..actions import Command, Key
from ..engine import Outcome
from ..view import words
from ..view.theme import GOLD, TEXT, TEXT_DIM, WARN, Colour
from .panel import GamePanelScene, Metrics, Widget, text_line

MAX_WIDTH_MM = 150

HEADLINE_COLOURS: dict[Outcome, Colour] = {
    Outcome.WON: GOLD,
    Outcome.STUCK: WARN,
    Outcome.ENDED: TEXT,
}


class ResultScene(GamePanelScene):
    overlay = True

    # --- actions ---------------------------------------------------------------------

    def undo(self) -> None:
        """Back into the hole, one step undone."""
        stack = self.context.stack
        stack.pop()
        below = stack.top
        if below is not None:
            below.handle(Key(Command.UNDO))

    def best_line(self) -> None:
        from .best_line import BestLineScene

        analysis = self.game.analysis
        answer = analysis.par_answer if analysis is not None else None
        if answer is None:
            return
        hole = self.game.hole
        self.context.stack.push(BestLineScene(self.context, hole.deal, hole.mode, answer.line))

    def next(self) -> None:
        if self.game.hole_count > 1:
            self.game.show_card()
        else:
            self.game.new_deal()

    def menu(self) -> None:
        self.game.session.to_menu()

    def back(self) -> None:
        """Esc: look at the table (a tap on it brings this back)."""
        self.context.stack.pop()

    def confirm(self) -> None:
        self.next()

    def command(self, command: Command) -> None:
        if command is Command.UNDO:
            self.undo()

    # --- layout ----------------------------------------------------------------------------

    def build(self, m: Metrics) -> None:
        w, h = m.size
        hole = self.game.hole
        width = min(round(MAX_WIDTH_MM * m.ppm), w - 4 * m.margin)
        colour = HEADLINE_COLOURS.get(hole.outcome, TEXT)
        par = self.game.par()
        line_h = round(m.text_px * 1.6)
        lines: list[Widget] = []
        title_h = round(m.title_px * 1.8)
        lines.append(
            text_line(
                words.headline(hole.outcome), pygame.Rect(0, 0, width, title_h), 2.2, colour, True
            )
        )
        score_h = round(m.text_px * 2.4)
        score_words = f"Score {words.strokes(hole.score)}"
        if par is not None:
            score_words += f"   Par {words.strokes(par)}"
        lines.append(text_line(score_words, pygame.Rect(0, 0, width, score_h), 1.6, TEXT, True))
        if par is not None:
            word_colour = GOLD if hole.score <= par else TEXT
            lines.append(
                text_line(
                    words.against_par(hole.score, par),
                    pygame.Rect(0, 0, width, line_h),
                    1.15,
                    word_colour,
                    True,
                )
            )
        else:
            lines.append(
                text_line(
                    "Par: the solver is still working it out",
                    pygame.Rect(0, 0, width, line_h),
                    colour=TEXT_DIM,
                )
            )
        lines.append(text_line(self._detail(), pygame.Rect(0, 0, width, line_h), colour=TEXT_DIM))
        analysis = self.game.analysis
        has_line = analysis is not None and analysis.par_answer is not None
        round_game = self.game.hole_count > 1
        next_label = "Score card" if round_game else "New deal"
        rows = [
            [Widget("Undo", self.undo), Widget("Best line", self.best_line, enabled=has_line)],
            [Widget(next_label, self.next, primary=True), Widget("Menu", self.menu)],
        ]
        text_h = sum(widget.rect.h for widget in lines)
        total = text_h + m.gap + 2 * (m.button_h + m.gap)
        top = max(m.margin, (h - total) // 2)
        left = (w - width) // 2
        y = top
        for widget in lines:
            widget.rect.topleft = (left, y)
            y += widget.rect.h
            self.widgets.append(widget)
        self.place_rows(rows, pygame.Rect(left, y + m.gap, width, 0))
        self.finish_panel()

    def _detail(self) -> str:
        hole = self.game.hole
        game = self.game
        if hole.outcome is Outcome.WON:
            left = hole.stock_left
            what = words.cards_left(left, "in the stock") if left else "the stock used up"
        else:
            what = words.cards_left(hole.tableau_left, "on the table")
        what = f"{what}, {hole.moves_made} moves"
        if game.hole_count > 1:
            total = words.strokes(game.round.total)
            what = f"Hole {game.round.hole_number} of {game.hole_count}: {what}; total {total}"
        return words.sentence(what)
