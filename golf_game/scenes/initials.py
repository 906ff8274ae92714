"""The initials picker: three letters for the high-score table, by touch alone.

After a hole (or a 9-hole round) that makes the kiosk's table, the kiosk
pushes this over the result. Every letter of
:data:`~golf_game.saved.highscores.ALPHABET` is a big button (a keyboard or
controller moves the focus ring over them like any panel's buttons); Delete
takes the last one back and OK is enabled once three are picked and they are
not on the block list. The picker never waits for ever: the kiosk's idle
warning comes up over it, and when that runs out the entry goes on the table
as "???" (:meth:`InitialsScene.give_up`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from ..saved.highscores import ALPHABET, INITIALS, NOBODY, initials_problem
from ..scene import Context
from ..view import kiosk_words as words
from ..view import speech
from ..view.layout import BUTTON_MM, px_per_mm
from ..view.theme import GOLD, HINT
from .panel import Metrics, PanelScene, Widget, text_line

COLUMNS_WIDE = 11
COLUMNS_TALL = 7
KEY_MM = 12
"""Letter keys at least this high and wide (the PIN pad's size)."""


class InitialsScene(PanelScene):
    """Calls ``done`` once with the initials (``"???"`` if the visitor walked away)."""

    overlay = True
    spoken_title = ("high score",)

    def __init__(self, context: Context, done: Callable[[str], None]) -> None:
        super().__init__(context)
        self.done = done
        self.initials = ""
        self.finished = False

    def pick(self, letter: str) -> None:
        if len(self.initials) < INITIALS:
            self.initials += letter
            self.say("")
            refused = len(self.initials) == INITIALS and initials_problem(self.initials)
            if refused:
                self.say(words.INITIALS_REFUSED, HINT)
            self._spell(["initials refused"] if refused else [])
            self.refresh()

    def delete(self) -> None:
        self.initials = self.initials[:-1]
        self.say("")
        self._spell([])
        self.refresh()

    def _spell(self, then: list[str]) -> None:
        """Spoken play says the initials so far (and why they are refused)."""
        self.context.voice.say([*speech.spoken_initials(self.initials), *then])

    def accept(self) -> None:
        if initials_problem(self.initials) is None:
            self._finish(self.initials)

    def give_up(self) -> None:
        """The visitor has gone: the entry is nobody's."""
        self._finish(NOBODY)

    def _finish(self, initials: str) -> None:
        if not self.finished:
            self.finished = True
            self.done(initials)

    def back(self) -> None:
        """Esc does not skip the table: it takes a letter back."""
        self.delete()

    def confirm(self) -> None:
        self.accept()

    def build(self, m: Metrics) -> None:
        w, h = m.size
        columns = COLUMNS_WIDE if m.landscape else COLUMNS_TALL
        rows = -(-len(ALPHABET) // columns)
        key = round(max(KEY_MM * px_per_mm(m.size), BUTTON_MM * px_per_mm(m.size)))
        gap = max(6, key // 6)
        lines = rows + 4  # title, slots, letters, Delete/OK
        key = min(key * 2, (w - 2 * m.margin - (columns - 1) * gap) // columns)
        key = min(key, (h - 4 * m.margin - (lines - 1) * gap) // (lines + 1))
        grid_w = columns * key + (columns - 1) * gap
        left = (w - grid_w) // 2
        top = (h - (lines + 1) * key - (lines - 1) * gap) // 2
        title = pygame.Rect(left, top, grid_w, key)
        self.widgets.append(text_line(words.HIGH_SCORE, title, 1.8, GOLD, bold=True))
        sub = pygame.Rect(left, title.bottom, grid_w, key // 2)
        self.widgets.append(text_line(words.PICK_INITIALS, sub, 1.2))
        slots = pygame.Rect(left, sub.bottom + gap, grid_w, key * 3 // 2)
        shown = " ".join(self.initials.ljust(INITIALS, "_"))
        self.widgets.append(text_line(shown, slots, 4.0, bold=True))
        y = slots.bottom + gap
        full = len(self.initials) == INITIALS
        for index, letter in enumerate(ALPHABET):
            row, column = divmod(index, columns)
            rect = pygame.Rect(left + column * (key + gap), y + row * (key + gap), key, key)
            pick = partial(self.pick, letter)
            self.widgets.append(Widget(letter, pick, rect=rect, enabled=not full, scale=1.6))
        y += rows * (key + gap)
        half = (grid_w - gap) // 2
        ok = initials_problem(self.initials) is None
        self.widgets.append(
            Widget(
                words.INITIALS_DELETE,
                self.delete,
                rect=pygame.Rect(left, y, half, key),
                enabled=bool(self.initials),
            )
        )
        self.widgets.append(
            Widget(
                words.INITIALS_DONE,
                self.accept,
                rect=pygame.Rect(left + half + gap, y, half, key),
                enabled=ok,
                primary=True,
            )
        )
        self.finish_panel()
