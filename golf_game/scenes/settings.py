"""The settings screen: every choice that matters to a player, saved at once."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ..engine import Mode
from ..lang import N_, percent, tr
from ..saved.settings import ANY_GRADE, DEAL_GRADES, CardSize, Settings
from ..scene import Context
from ..view import words
from ..view.page_words import setting_help
from .panel import Metrics, PanelScene, Widget, text_line

if TYPE_CHECKING:
    from ..play.session import Session

MAX_WIDTH_MM = 120


def _on_off(value: bool) -> str:
    return tr("On") if value else tr("Off")


CARD_SIZES = {CardSize.NORMAL: N_("Normal"), CardSize.LARGE: N_("Large")}


def _grade_name(grade: str) -> str:
    return tr("Any") if grade == ANY_GRADE else words.grade_title(grade)


def _next_mode(mode: Mode) -> Mode:
    modes = list(Mode)
    return modes[(modes.index(mode) + 1) % len(modes)]


def _next_grade(grade: str) -> str:
    return DEAL_GRADES[(DEAL_GRADES.index(grade) + 1) % len(DEAL_GRADES)]


def _other_size(size: CardSize) -> CardSize:
    return CardSize.LARGE if size is CardSize.NORMAL else CardSize.NORMAL


# (label, field, how it reads, what a press changes it to)
CHOICES: tuple[tuple[str, str, Callable[[Any], str], Callable[[Any], Any]], ...] = (
    (N_("Default mode"), "mode", words.mode_title, _next_mode),
    (N_("Hints"), "hints", _on_off, lambda on: not on),
    (N_("Show playable cards"), "legal_highlight", _on_off, lambda on: not on),
    (N_("Sound"), "sound", _on_off, lambda on: not on),
    (N_("Reduced motion"), "reduced_motion", _on_off, lambda on: not on),
    (N_("Card size"), "card_size", lambda size: tr(CARD_SIZES[size]), _other_size),
    (N_("Four-colour deck"), "four_colour", _on_off, lambda on: not on),
    (N_("High contrast"), "high_contrast", _on_off, lambda on: not on),
    (N_("Winnable deals only"), "winnable_only", _on_off, lambda on: not on),
    (N_("Warn before losing the win"), "warn_before_losing", _on_off, lambda on: not on),
    (N_("Winnable deals' grade"), "deal_grade", _grade_name, _next_grade),
    (N_("Spoken play"), "voice", _on_off, lambda on: not on),
    (
        N_("Voice volume"),
        "voice_volume",
        lambda level: percent(level / 100),
        lambda level: (level // 20 % 5 + 1) * 20,
    ),
    (N_("Left-handed"), "left_handed", _on_off, lambda on: not on),
    (N_("Zen mode"), "zen", _on_off, lambda on: not on),
)


class SettingsScene(PanelScene):
    spoken_title = ("label Settings",)

    def __init__(self, context: Context, session: Session) -> None:
        super().__init__(context)
        self.session = session

    @property
    def settings(self) -> Settings:
        return self.context.settings

    def toggle(self, name: str) -> None:
        """Press the setting ``name`` (a field of :class:`Settings`): it changes and is saved."""
        for _label, field, _show, turn in CHOICES:
            if field == name:
                value = turn(getattr(self.settings, field))
                while field == "mode" and value not in self.session.modes:
                    value = turn(value)  # a kiosk's operator may allow fewer modes
                self.session.change_settings(dataclasses.replace(self.settings, **{field: value}))
                for message in self.session.take_messages():
                    self.say(message.capitalize())
                self.refresh()
                return
        raise KeyError(name)

    def _show_missing_audio(self, widgets: list[Widget]) -> None:
        """Sound on without an audio device reads "No device", not "On"."""
        sounds = self.context.sounds
        if sounds.enabled and not sounds.available:
            index = [field for _, field, _, _ in CHOICES].index("sound")
            widgets[index].value = words.sentence(words.NO_AUDIO_DEVICE)
            widgets[index].detail = words.NO_AUDIO_HELP

    def build(self, m: Metrics) -> None:
        w, h = m.size
        explained = setting_help()
        widgets = [
            Widget(
                tr(label),
                partial(self.toggle, field),
                value=show(getattr(self.settings, field)),
                detail=explained.get(field, ""),
            )
            for label, field, show, _turn in CHOICES
        ]
        self._show_missing_audio(widgets)
        title_h = round(m.title_px * 1.6)
        two = m.landscape and w > 2 * MAX_WIDTH_MM * m.ppm * 0.8
        col_w = min(round(MAX_WIDTH_MM * m.ppm), w - 4 * m.margin)
        if two:
            col_w = min(col_w, (w - 2 * m.margin - m.gap) // 2)
            half = (len(widgets) + 1) // 2
            # An odd last one keeps its column's width: an empty cell beside it.
            rows = [
                [
                    widgets[i],
                    widgets[i + half] if i + half < len(widgets) else Widget("", plate=False),
                ]
                for i in range(half)
            ]
            width = 2 * col_w + m.gap
        else:
            rows = [[widget] for widget in widgets]
            width = col_w
        rows.append([Widget(tr("Back"), self.back, primary=True)])
        # Each setting is a name, its explanation under it, and its state.
        # Shorter rows where the window is low, so that every setting and Back fit.
        room = h - 2 * m.margin - title_h - 2 * m.gap - m.button_h
        tall = max(m.button_h, min(round(m.button_h * 1.45), room // (len(rows) - 1) - m.gap))
        body_h = (len(rows) - 1) * (tall + m.gap) + m.button_h
        top = max(m.margin, (h - title_h - body_h - m.gap) // 2)
        left = (w - width) // 2
        self.widgets.append(
            text_line(tr("Settings"), pygame.Rect(left, top, width, title_h), scale=1.8, bold=True)
        )
        last = rows.pop()
        bottom = self.place_rows(
            rows, pygame.Rect(left, top + title_h + m.gap, width, body_h), [tall] * len(rows)
        )
        back_w = min(width, col_w)
        self.place_rows(
            [last], pygame.Rect(left + (width - back_w) // 2, bottom + m.gap, back_w, m.button_h)
        )
        self.finish_panel()
