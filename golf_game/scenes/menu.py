"""The menu: choose the mode and 1 or 9 holes, start, continue, the daily
deal, a deal by number, statistics, settings, how to play, the language, quit.

It is the bottom scene: games are pushed over it and return to it. In kiosk
mode (:attr:`Context.kiosk <golf_game.scene.Context.kiosk>`) there is no Quit.
"""

from __future__ import annotations

import dataclasses
from functools import partial

import pygame

from ..actions import Command
from ..engine import Mode
from ..lang import NAMES, language, tr
from ..play.session import Session, Start
from ..scene import Context
from ..view import words
from ..view.theme import TEXT_DIM, WARN
from .confirm import start_over_saved
from .panel import Metrics, PanelScene, Widget, text_line

MAX_MENU_WIDTH_MM = 130
"""A column of buttons wider than this is hard to scan on a big screen."""


class MenuScene(PanelScene):
    def __init__(self, context: Context, session: Session) -> None:
        super().__init__(context)
        self.session = session
        self.mode = context.settings.mode
        self.holes = context.settings.holes
        self.care.on = context.kiosk  # the kiosk's home: up for hours between visitors

    # --- actions -------------------------------------------------------------------

    def choose_mode(self, mode: Mode) -> None:
        self.mode = mode
        self._remember()

    def choose_holes(self, holes: int) -> None:
        self.holes = holes
        self._remember()

    def _remember(self) -> None:
        """The menu's choice is the default next time (saved with the settings)."""
        settings = self.context.settings
        if (settings.mode, settings.holes) != (self.mode, self.holes):
            self.session.change_settings(
                dataclasses.replace(settings, mode=self.mode, holes=self.holes)
            )
        self.refresh()

    def start(self) -> None:
        start_over_saved(self.context, self.session, Start(self.mode, self.holes))

    def continue_game(self) -> None:
        self.session.continue_game()

    def daily(self) -> None:
        start_over_saved(self.context, self.session, Start.daily_deal(self.mode, self.holes))

    def deal_number(self) -> None:
        from .deal_entry import DealEntryScene

        self.context.stack.push(DealEntryScene(self.context, self.session, self.mode, self.holes))

    def statistics(self) -> None:
        from .stats import StatsScene

        self.context.stack.push(StatsScene(self.context, self.session))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.context.stack.push(SettingsScene(self.context, self.session))

    def switch_language(self) -> None:
        """The next language the menu offers; the menu is built again in it
        (every other screen is built after this one, so it follows)."""
        offered = self.session.languages
        settings = self.context.settings
        now = settings.language
        code = offered[(offered.index(now) + 1) % len(offered)] if now in offered else offered[0]
        self.session.change_settings(dataclasses.replace(settings, language=code))
        self.refresh()

    def how_to_play(self) -> None:
        from .help import HelpScene

        self.context.stack.push(HelpScene(self.context))

    def back(self) -> None:
        """Esc does not leave the menu: it is the bottom of everything."""

    def confirm(self) -> None:
        self.start()

    def command(self, command: Command) -> None:
        if command is Command.NEW:
            self.start()

    # --- layout ----------------------------------------------------------------------

    def build(self, m: Metrics) -> None:
        for message in self.session.take_messages():
            self.say(message.capitalize(), WARN)
        w, h = m.size
        col_w = min(round(MAX_MENU_WIDTH_MM * m.ppm), w - 4 * m.margin)
        saved = self.session.saved
        play = [
            [
                Widget(
                    words.mode_title(mode),
                    partial(self.choose_mode, mode),
                    detail=words.mode_rule(mode),
                    chosen=mode is self.mode,
                )
            ]
            for mode in self.session.modes
        ]
        play.append(
            [
                Widget(
                    words.count(n, "hole"),
                    partial(self.choose_holes, n),
                    chosen=n == self.holes,
                )
                for n in (1, 9)
            ]
        )
        play.append([Widget(tr("Start"), self.start, primary=True)])
        tall = round(m.button_h * 1.45)
        play_heights = [tall, tall, tall, m.button_h, round(m.button_h * 1.25)]
        more = [
            Widget(
                tr("Continue"),
                self.continue_game,
                enabled=saved is not None,
                value=self._saved_words(),
            ),
            Widget(tr("Daily deal"), self.daily),
            Widget(tr("Deal number"), self.deal_number),
            Widget(tr("Statistics"), self.statistics),
            Widget(tr("Settings"), self.settings),
            Widget(tr("How to play"), self.how_to_play),
        ]
        if len(self.session.languages) > 1:
            name = NAMES[language()]
            more.append(Widget(tr("Language"), self.switch_language, value=name))
        if not self.context.kiosk:
            more.append(Widget(tr("Quit"), self.context.quit))
        title_h = round(m.title_px * 1.6)
        sub_h = round(m.text_px * 1.6)
        play_h = sum(play_heights) + (len(play_heights) - 1) * m.gap
        if m.landscape and w >= 2 * col_w * 0.8 + 3 * m.margin:
            col_w = min(col_w, (w - 3 * m.margin - 2 * m.gap) // 2)
            more_rows = [[widget] for widget in more]
            more_h = len(more_rows) * (m.button_h + m.gap) - m.gap
            body_h = max(play_h, more_h)
            total_w = 2 * col_w + 2 * m.gap
            top = max(m.margin, (h - title_h - sub_h - body_h - m.gap) // 2)
            left = (w - total_w) // 2
            self._titles(m, pygame.Rect(left, top, total_w, title_h), sub_h)
            body_top = top + title_h + sub_h + m.gap
            self.place_rows(play, pygame.Rect(left, body_top, col_w, play_h), play_heights)
            self.place_rows(
                more_rows, pygame.Rect(left + col_w + 2 * m.gap, body_top, col_w, more_h)
            )
        else:
            more_rows = [more[i : i + 2] for i in range(0, len(more), 2)]
            more_h = len(more_rows) * (m.button_h + m.gap) - m.gap
            body_h = play_h + 2 * m.gap + more_h
            top = max(m.margin, (h - title_h - sub_h - body_h - m.gap) // 2)
            left = (w - col_w) // 2
            self._titles(m, pygame.Rect(left, top, col_w, title_h), sub_h)
            body_top = top + title_h + sub_h + m.gap
            bottom = self.place_rows(play, pygame.Rect(left, body_top, col_w, play_h), play_heights)
            self.place_rows(more_rows, pygame.Rect(left, bottom + 3 * m.gap, col_w, more_h))
        self.finish_panel()

    def _titles(self, m: Metrics, rect: pygame.Rect, sub_h: int) -> None:
        self.widgets.append(text_line(tr("Golf Solitaire"), rect, scale=2.1, bold=True))
        sub = pygame.Rect(rect.x, rect.bottom, rect.w, sub_h)
        self.widgets.append(
            text_line(
                tr("Clear seven columns: play cards one rank up or down onto the waste."),
                sub,
                scale=0.9,
                colour=TEXT_DIM,
            )
        )

    def _saved_words(self) -> str:
        saved = self.session.saved
        if saved is None:
            return ""
        title = words.mode_title(saved.mode)
        if saved.hole_count == 1:
            return title
        return tr(
            "{mode}, hole {n}/{total}", mode=title, n=saved.hole_number, total=saved.hole_count
        )
