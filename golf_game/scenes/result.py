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
from ..view import result_words, words
from ..view.clear_space import around
from ..view.coach_strip import paint_strip
from ..view.layout import Layout
from ..view.reasons import mistake_words
from ..view.theme import GOLD, TEXT, TEXT_DIM, WARN, Colour, wrap
from .panel import GamePanelScene, Metrics, Widget, text_line
from .result_layout import Plan, choose, flow, keep_clear, table_area

if TYPE_CHECKING:
    from ..play.game import Game
    from ..scene import Context

STRIP_MM = 6


def success(outcome: Outcome, score: int, par: int | None) -> bool:
    """A hole to celebrate: cleared, or ended at the best score its deal allows."""
    return outcome is Outcome.WON or words.reached_par(outcome, score, par)


class ResultScene(GamePanelScene):
    overlay = True
    panel_alpha = 250
    """Beside the cards, not over them: what it covers need not show through."""

    def __init__(self, context: Context, game: Game) -> None:
        super().__init__(context, game)
        self.coaching = game.hole_coaching()
        self._coach_version = -1
        self.chosen: int | None = None
        """The mistake (move number) the buttons act on; the first one by default."""
        self._strip: pygame.Rect | None = None
        self._marks: list[pygame.Rect] = []
        self._bright: list[pygame.Rect] = []
        """The cards left in sight through the veil: what the hole ended on."""
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
        """The main button: the next hole in a round (the score card after
        the last one), else a new deal."""
        game = self.game
        if game.hole_count == 1:
            game.new_deal()
        elif game.round.is_last_hole:
            game.show_card()
        else:
            game.next_hole()

    def card(self) -> None:
        self.game.show_card()

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

    def paint_veil(self, surface: pygame.Surface) -> None:
        """The veil over the table, with the cards the hole ended on left bright."""
        for piece in around(surface.get_rect(), self._bright):
            self.context.art.veil(surface, self.veil, piece)

    def build(self, m: Metrics) -> None:
        art = self.context.art
        lines = self._lines(m)
        coach = self._coach_words()
        coach_px = round(m.text_px * 0.95)
        coach_h = round(m.text_px * 1.5)
        strip_h = max(12, round(STRIP_MM * m.ppm))
        first, rest = self._buttons()

        def least(widget: Widget) -> int:
            px = round(m.text_px * 1.15) if widget.primary else m.text_px
            return art.font(px, True).size(widget.label)[0] + m.button_h

        def coach_lines(width: int) -> list[Widget]:
            font = art.font(coach_px)
            return [
                text_line(part, pygame.Rect(0, 0, width, coach_h), 0.95, colour)
                for text, colour in coach
                for part in wrap(text, font, width)
            ]

        def rows_of(plan: Plan) -> list[list[Widget]]:
            return [first, *flow(rest, plan.button_w, m.gap, least)]

        def height_of(plan: Plan) -> int:
            words_h = sum(line.rect.h for line in lines) + strip_h + m.gap
            words_h += len(coach_lines(plan.text_w)) * coach_h
            buttons_h = len(rows_of(plan)) * (m.button_h + m.gap) - m.gap
            if plan.side:
                return max(words_h, buttons_h)
            return words_h + m.gap + buttons_h

        plan = choose(m, self._keep_sets(m), height_of)
        x, y = plan.frame.topleft
        for widget in lines:
            widget.rect = pygame.Rect(x, y, plan.text_w, widget.rect.h)
            y += widget.rect.h
            self.widgets.append(widget)
        self._strip = pygame.Rect(x, y + m.gap // 2, plan.text_w, strip_h)
        y += strip_h + m.gap
        for widget in coach_lines(plan.text_w):
            widget.rect.topleft = (x, y)
            y += widget.rect.h
            self.widgets.append(widget)
        top = plan.frame.y if plan.side else y + m.gap
        self.place_rows(rows_of(plan), pygame.Rect(plan.button_x, top, plan.button_w, 0))
        self.finish_panel(self._strip)

    def _keep_sets(self, m: Metrics) -> list[tuple[pygame.Rect, list[pygame.Rect]]]:
        """Where the result may go, best first: clear of the cards left in the
        columns, the waste's top card and the hole's buttons (half hidden,
        they would look like the result's); then over the buttons; then over
        the waste; anywhere on a screen too small for all that."""
        layout = self._table_layout(m)
        if layout is None:
            self._bright = []
            return [(pygame.Rect((0, 0), m.size), [])]
        columns, waste = keep_clear(layout, self.game.hole)
        self._bright = [rect.inflate(m.gap, m.gap) for rect in columns + waste]
        area = table_area(layout, m)
        buttons = list(layout.buttons.values())
        row = [buttons[0].unionall(buttons[1:])] if buttons else []
        return [(area, columns + waste + row), (area, columns + waste), (area, columns)]

    def _table_layout(self, m: Metrics) -> Layout | None:
        """The layout of this game's hole under the result, at this size."""
        for scene in self.context.stack:
            layout = getattr(scene, "layout", None)
            if (
                getattr(scene, "hole", None) is self.game.hole
                and isinstance(layout, Layout)
                and layout.size == m.size
                and not layout.too_small
            ):
                return layout
        return None

    def _lines(self, m: Metrics) -> list[Widget]:
        """The words above the strip, each fact once: the headline, score and
        par, golf's word for them, and the small print."""
        hole, game = self.game.hole, self.game
        par = game.par()
        score = hole.score
        won = success(hole.outcome, score, par)
        headline = words.headline(hole.outcome, score, par)
        score_line = result_words.score_and_par(score, par)
        assists = game.assists_of()
        if assists.any:
            score_line += result_words.SEPARATOR + words.assists_used(
                assists.count(Assist.HINT),
                assists.count(Assist.WARNING),
                assists.count(Assist.RETRY),
            )
        line_h = round(m.text_px * 1.6)
        lines = [
            text_line(
                headline,
                pygame.Rect(0, 0, 0, round(m.title_px * 1.5)),
                2.0,
                GOLD if won else TEXT,
                True,
            ),
            text_line(score_line, pygame.Rect(0, 0, 0, round(m.text_px * 2.1)), 1.5, TEXT, True),
        ]
        golf = result_words.golf_line(hole.outcome, score, par)
        if golf is not None:
            colour = TEXT_DIM if par is None else GOLD if score <= par else TEXT
            lines.append(
                text_line(golf, pygame.Rect(0, 0, 0, line_h), 1.15, colour, par is not None)
            )
        grade = game.analysis.grade if game.analysis is not None else None
        detail = result_words.result_detail(
            grade, hole.moves_made, game.round.hole_number, game.hole_count, game.round.total
        )
        lines.append(text_line(detail, pygame.Rect(0, 0, 0, line_h), colour=TEXT_DIM))
        return lines

    def _buttons(self) -> tuple[list[Widget], list[Widget]]:
        """The main row (the way on, and in a round the score card beside
        the next hole) and the rest."""
        game = self.game
        if game.hole_count == 1:
            first = [Widget(result_words.NEW_DEAL, self.next, primary=True)]
        elif game.round.is_last_hole:
            first = [Widget(result_words.SCORE_CARD, self.next, primary=True)]
        else:
            first = [
                Widget(result_words.NEXT_HOLE, self.next, primary=True),
                Widget(result_words.SCORE_CARD, self.card),
            ]
        analysis = game.analysis
        has_line = analysis is not None and analysis.par_answer is not None
        chosen = self._chosen_number()
        rest = [
            Widget(tr("Undo"), self.undo),
            Widget(tr("Best line"), self.best_line, enabled=has_line),
            Widget(words.retry_label(chosen), self.retry, enabled=chosen is not None),
        ]
        if self._share_line() is not None:
            rest.append(Widget(tr("Share"), self.share))
        rest.append(Widget(tr("Menu"), self.menu))
        return first, rest

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


def put_clipboard(text: str) -> bool:
    """Copy ``text`` where the platform has a clipboard (``pygame.scrap``);
    ``False`` when it has none (no display, a kiosk's framebuffer)."""
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.has_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return False
