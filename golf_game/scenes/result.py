"""The result of a hole, over the table: won, stuck or ended, the score
against par in golf's words, the coach's review of the line (a strip of one
mark per move, the mistakes, the better move and why), and what next (Undo,
the best line from where the player left it, try again from a mistake, the
daily share, the next hole or a new deal, the menu).

The result is on screen at once; the review arrives after it from the
worker (:class:`golf_game.play.coaching.HoleCoaching`), stage by stage.
A tap on a mistake's mark chooses it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..actions import Action, Command, Key, Tap
from ..engine import Outcome
from ..lang import tr
from ..saved.records import Assist
from ..view import words
from ..view.coach_strip import paint_strip
from ..view.reasons import mistake_words
from ..view.theme import GOLD, TEXT, TEXT_DIM, WARN, Colour
from .panel import GamePanelScene, Metrics, Widget, text_line

if TYPE_CHECKING:
    from ..play.game import Game
    from ..scene import Context

MAX_WIDTH_MM = 150

HEADLINE_COLOURS: dict[Outcome, Colour] = {
    Outcome.WON: GOLD,
    Outcome.STUCK: WARN,
    Outcome.ENDED: TEXT,
}


STRIP_MM = 6


class ResultScene(GamePanelScene):
    overlay = True

    def __init__(self, context: Context, game: Game) -> None:
        super().__init__(context, game)
        self.coaching = game.hole_coaching()
        self._coach_version = -1
        self.chosen: int | None = None
        """The mistake (move number) the buttons act on; the first one by default."""
        self._strip: pygame.Rect | None = None
        self._marks: list[pygame.Rect] = []
        self.shared_text: str | None = None

    # --- actions ---------------------------------------------------------------------

    def undo(self) -> None:
        """Back into the hole, one step undone."""
        stack = self.context.stack
        stack.pop()
        below = stack.top
        if below is not None:
            below.handle(Key(Command.UNDO))

    def best_line(self) -> None:
        """The best line, from where the player's line left it (from the
        start while the coach has not found where)."""
        from .best_line import BestLineScene

        hole = self.game.hole
        report = self.coaching.report
        left = report.first_mistake if report is not None else None
        if left is not None and left.mistake is not None:
            before = self.coaching.moves[: left.number - 1]
            line = left.mistake.line
        else:
            analysis = self.game.analysis
            answer = analysis.par_answer if analysis is not None else None
            if answer is None:
                return
            before, line = (), answer.line
        self.context.stack.push(BestLineScene(self.context, hole.deal, hole.mode, line, before))

    def retry(self) -> None:
        """Try again from just before the chosen mistake: a practice attempt."""
        from .practice import PracticeScene

        number = self._chosen_number()
        if number is None:
            return
        self.game.count_assist(Assist.RETRY)
        hole = self.game.hole
        before = self.coaching.moves[: number - 1]
        self.context.stack.push(PracticeScene(self.context, hole.deal, hole.mode, before))

    def share(self) -> None:
        """The daily result to the clipboard where there is one, else on screen."""
        text = self._share_line()
        if text is None:
            return
        self.shared_text = text
        copied = put_clipboard(text)
        self.say(words.shared(copied))
        self.refresh()

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

    def handle(self, action: Action) -> None:
        if isinstance(action, Tap):
            number = self._mark_at(action.pos)
            if number is not None:
                self.chosen = number
                self.refresh()
                return
        super().handle(action)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.coaching.version != self._coach_version:
            self._coach_version = self.coaching.version
            self.refresh()

    def paint_extra(self, surface: pygame.Surface, m: Metrics) -> None:
        if self._strip is None:
            return
        report = self.coaching.report
        self._marks = paint_strip(
            surface, self._strip, report, len(self.coaching.moves), self._chosen_number()
        )

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
        score_words = tr("Score {score}", score=words.strokes(hole.score))
        if par is not None:
            score_words += "   " + tr("Par {par}", par=words.strokes(par))
        assists = self.game.assists_of()
        if assists.any:
            score_words += "   " + words.assists_used(
                assists.count(Assist.HINT),
                assists.count(Assist.WARNING),
                assists.count(Assist.RETRY),
            )
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
                    tr("Par: the solver is still working it out"),
                    pygame.Rect(0, 0, width, line_h),
                    colour=TEXT_DIM,
                )
            )
        lines.append(text_line(self._detail(), pygame.Rect(0, 0, width, line_h), colour=TEXT_DIM))
        strip_h = max(12, round(STRIP_MM * m.ppm))
        coach_lines = [
            text_line(text, pygame.Rect(0, 0, width, line_h), 0.95, colour)
            for text, colour in self._coach_words()
        ]
        analysis = self.game.analysis
        has_line = analysis is not None and analysis.par_answer is not None
        round_game = self.game.hole_count > 1
        next_label = tr("Score card") if round_game else tr("New deal")
        chosen = self._chosen_number()
        retry_label = words.retry_label(chosen)
        second = [Widget(retry_label, self.retry, enabled=chosen is not None)]
        if self._share_line() is not None:
            second.append(Widget(tr("Share"), self.share))
        rows = [
            [
                Widget(tr("Undo"), self.undo),
                Widget(tr("Best line"), self.best_line, enabled=has_line),
            ],
            second,
            [Widget(next_label, self.next, primary=True), Widget(tr("Menu"), self.menu)],
        ]
        text_h = sum(widget.rect.h for widget in lines + coach_lines) + strip_h + m.gap
        total = text_h + m.gap + len(rows) * (m.button_h + m.gap)
        top = max(m.margin, (h - total) // 2)
        left = (w - width) // 2
        y = top
        for widget in lines:
            widget.rect.topleft = (left, y)
            y += widget.rect.h
            self.widgets.append(widget)
        self._strip = pygame.Rect(left, y + m.gap // 2, width, strip_h)
        y += strip_h + m.gap
        for widget in coach_lines:
            widget.rect.topleft = (left, y)
            y += widget.rect.h
            self.widgets.append(widget)
        self.place_rows(rows, pygame.Rect(left, y + m.gap, width, 0))
        self.finish_panel(self._strip)

    # --- the coach --------------------------------------------------------------------------

    def _chosen_number(self) -> int | None:
        """The chosen mistake's move, else the losing move, else the first mistake."""
        report = self.coaching.report
        if report is None:
            return None
        numbers = [review.number for review in report.mistakes]
        if self.chosen in numbers:
            return self.chosen
        losing = report.losing_move
        if losing is not None:
            return losing.number
        return numbers[0] if numbers else None

    def _mark_at(self, pos: tuple[int, int]) -> int | None:
        """The mistake whose mark (or its neighbourhood) is at ``pos``."""
        report = self.coaching.report
        if (
            report is None
            or self._strip is None
            or not self._strip.inflate(0, 16).collidepoint(pos)
        ):
            return None
        mistakes = [review.number for review in report.mistakes]
        if not mistakes or not self._marks:
            return None
        return min(mistakes, key=lambda n: abs(self._marks[n - 1].centerx - pos[0]))

    def _coach_words(self) -> list[tuple[str, Colour]]:
        """The coach's lines under the strip: what it found (or how far it
        got), the chosen mistake, and the shared daily line once shared."""
        progress = self.coaching.progress
        report = self.coaching.report
        out: list[tuple[str, Colour]] = []
        if report is None:
            settled = progress.settled if progress is not None else 0
            out.append((words.coach_progress(settled, len(self.coaching.moves) + 1), TEXT_DIM))
        else:
            found = words.coach_verdict(
                report.first_losing_move, len(report.moves), report.strokes_lost, report.complete
            )
            if not report.done and progress is not None:
                found += "  " + words.coach_progress(progress.settled, progress.total)
            out.append((found, TEXT))
            number = self._chosen_number()
            review = report.moves[number - 1] if number is not None else None
            if number is not None and review is not None and review.mistake is not None:
                losing = number == report.first_losing_move
                what = mistake_words(review.mistake)
                out.append((words.mistake_line(number, review.cost, what, losing), WARN))
        if self.shared_text is not None:
            out.append((self.shared_text, GOLD))
        return out

    def _share_line(self) -> str | None:
        """The daily share line, for a finished daily deal."""
        day = self.game.daily
        if day is None or self.game.hole_count > 1:
            return None
        from ..engine.share import daily_share_line

        hole = self.game.hole
        assisted = self.game.assists_of().any
        return daily_share_line(
            day, hole.mode, hole.score, hole.moves_made, self.game.par(), assisted=assisted
        )

    def _detail(self) -> str:
        hole = self.game.hole
        game = self.game
        if hole.outcome is Outcome.WON:
            left = hole.stock_left
            what = words.cards_left(left, "in the stock") if left else tr("the stock used up")
        else:
            what = words.cards_left(hole.tableau_left, "on the table")
        what = f"{what}, {words.count(hole.moves_made, 'move')}"
        grade = game.analysis.grade if game.analysis is not None else None
        if grade is not None:
            what = f"{words.grade_words(grade)}: {what}"
        if game.hole_count > 1:
            total = words.strokes(game.round.total)
            what = tr(
                "Hole {n} of {holes}: {what}; total {total}",
                n=game.round.hole_number,
                holes=game.hole_count,
                what=what,
                total=total,
            )
        return words.sentence(what)


def put_clipboard(text: str) -> bool:
    """Copy ``text`` where the platform has a clipboard (``pygame.scrap``);
    ``False`` when it has none (no display, a kiosk's framebuffer)."""
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.has_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return False
