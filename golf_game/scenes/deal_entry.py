"""Deal number: type or tap a deal's number, or paste a whole deal in the
one-line notation of RULES.md. Whatever the engine refuses is shown in its
own words; nothing typed can crash the game."""

from __future__ import annotations

from functools import partial

import pygame

from ..actions import Action, Command, Key, Text
from ..engine import Deal, GolfError, Mode
from ..engine.round import SEED_MAX
from ..lang import tr
from ..play.session import Session, Start
from ..scene import Context
from ..view import words
from ..view.speech import DELETE_SIGN
from ..view.theme import BUTTON_TEXT, TEXT_DIM, WARN, wrap
from .confirm import start_over_saved
from .panel import Metrics, PanelScene, Widget, text_line

CURSOR_KEYS = frozenset(
    {Command.LEFT, Command.RIGHT, Command.LINE_START, Command.LINE_END, Command.DELETE}
)
GRADE_NAMES = ("gentle", "tricky", "fiendish")
"""The picker's grade buttons: a known deal of that grade (engine/grade.py)."""
MAX_TEXT = 400
"""A deal line is 155 characters; anything far longer is not one."""
MAX_WIDTH_MM = 110
ELLIPSIS = "\u2026"


def clipboard_text() -> str | None:
    """The clipboard's text, or ``None`` where there is no clipboard to read."""
    try:
        from pygame import scrap

        text = scrap.get_text()
    except (ImportError, AttributeError, pygame.error):
        return None
    return text or None


class DealEntryScene(PanelScene):
    message_line = False
    """What is wrong with the typing shows right under the field instead."""

    def __init__(self, context: Context, session: Session, mode: Mode, holes: int) -> None:
        super().__init__(context)
        self.session = session
        self.mode = mode
        self.holes = holes
        self.text = ""
        self.cursor = 0
        """Where typing goes: the number of characters before it."""
        self.field = pygame.Rect(0, 0, 0, 0)
        self.error_rect = pygame.Rect(0, 0, 0, 0)

    # --- typing -----------------------------------------------------------------------

    @property
    def wants_text(self) -> bool:
        return True

    def _typing(self, on: bool) -> None:
        try:
            if on:
                pygame.key.start_text_input()
            else:
                pygame.key.stop_text_input()
        except pygame.error:
            return  # no keyboard to type on: the number pad still works

    def resize(self, size: tuple[int, int]) -> None:
        self._typing(True)
        super().resize(size)

    def resume(self) -> None:
        self._typing(True)
        super().resume()

    def pause(self) -> None:
        self._typing(False)

    def close(self) -> None:
        self._typing(False)

    def handle(self, action: Action) -> None:
        if isinstance(action, Text):
            self.type(action.text)
            return
        if isinstance(action, Key) and action.command in CURSOR_KEYS:
            # Left and right move the cursor in the field, not the focus.
            self.command(action.command)
            self._dirty = True
            return
        super().handle(action)

    def type(self, text: str) -> None:
        """Insert ``text`` (printable characters only) at the cursor."""
        clean = "".join(ch for ch in text if ch.isprintable() and ch not in "\r\n")
        clean = clean[: MAX_TEXT - len(self.text)]
        self.text = self.text[: self.cursor] + clean + self.text[self.cursor :]
        self.cursor += len(clean)
        self.say("")

    def delete(self) -> None:
        """Backspace: the character before the cursor goes."""
        if self.cursor:
            self.text = self.text[: self.cursor - 1] + self.text[self.cursor :]
            self.cursor -= 1
        self.say("")

    def delete_forward(self) -> None:
        """Delete: the character after the cursor goes."""
        self.text = self.text[: self.cursor] + self.text[self.cursor + 1 :]
        self.say("")

    def move_cursor(self, to: int) -> None:
        self.cursor = max(0, min(len(self.text), to))

    def clear(self) -> None:
        self.text = ""
        self.cursor = 0
        self.say("")

    def paste(self) -> None:
        text = clipboard_text()
        if text is None:
            self.say(words.NOTHING_TO_PASTE, WARN)
            return
        self.type(" ".join(text.split()))

    def command(self, command: Command) -> None:
        moves = {
            Command.LEFT: self.cursor - 1,
            Command.RIGHT: self.cursor + 1,
            Command.LINE_START: 0,
            Command.LINE_END: len(self.text),
        }
        if command in moves:
            self.move_cursor(moves[command])
        elif command is Command.BACKSPACE:
            self.delete()
        elif command is Command.DELETE:
            self.delete_forward()
        elif command is Command.PASTE:
            self.paste()

    def confirm(self) -> None:
        self.play()

    # --- playing ------------------------------------------------------------------------

    def play(self) -> None:
        """Start the typed deal, or say why it cannot be played."""
        text = self.text.strip()
        if not text:
            self.say(words.DEAL_NUMBER_EMPTY, WARN)
            return
        if "," not in text:
            # Not a deal line: it must be a number in range.
            if not text.isdigit() or int(text) > SEED_MAX:
                self.say(words.DEAL_NUMBER_RULE, WARN)
                return
            seed = int(text)
            start_over_saved(self.context, self.session, Start(self.mode, self.holes, seed=seed))
            return
        try:
            deal = Deal.from_line(text)
        except (GolfError, ValueError) as error:
            self.say(words.sentence(str(error)), WARN)
            return
        typed = Start(self.mode, 1, deal=deal)
        start_over_saved(self.context, self.session, typed)

    def play_grade(self, grade: str) -> None:
        """A winnable deal of ``grade`` (a grade's name) from the shipped table."""
        from ..play.grades import seed_of_grade

        seed = seed_of_grade(self.mode, grade, self.session.rng)
        if seed is None:
            self.say(
                tr(
                    "No {grade} deal is known for {mode}",
                    grade=words.grade_title(grade),
                    mode=words.mode_title(self.mode),
                ),
                WARN,
            )
            return
        start_over_saved(self.context, self.session, Start(self.mode, self.holes, seed=seed))

    # --- layout -------------------------------------------------------------------------

    def build(self, m: Metrics) -> None:
        w, h = m.size
        width = min(round(MAX_WIDTH_MM * m.ppm), w - 4 * m.margin)
        title_h = round(m.title_px * 1.6)
        hint_h = round(m.text_px * 1.5)
        key_h = round(m.button_h * 1.15)
        pad = [
            [self._digit(d) for d in "123"],
            [self._digit(d) for d in "456"],
            [self._digit(d) for d in "789"],
            [
                Widget(tr("Clear"), self.clear),
                self._digit("0"),
                Widget(DELETE_SIGN, self.delete),
            ],
        ]
        actions = [
            [
                Widget(words.grade_title(name), partial(self.play_grade, name))
                for name in GRADE_NAMES
            ],
            [Widget(tr("Paste"), self.paste), Widget(tr("Back"), self.back)],
            [Widget(tr("Play"), self.play, primary=True)],
        ]
        error_h = round(m.text_px * 2.6)
        body_h = (
            title_h + hint_h + m.button_h + error_h + 4 * (key_h + m.gap) + 3 * (m.button_h + m.gap)
        )
        top = max(m.margin, (h - body_h) // 2)
        left = (w - width) // 2
        what = f"{words.mode_title(self.mode)}, {words.count(self.holes, 'hole')}"
        self.widgets.append(
            text_line(
                tr("Deal number"), pygame.Rect(left, top, width, title_h), scale=1.8, bold=True
            )
        )
        self.widgets.append(
            text_line(
                f"{what}: {words.DEAL_NUMBER_HOW}",
                pygame.Rect(left, top + title_h, width, hint_h),
                scale=0.85,
                colour=TEXT_DIM,
            )
        )
        self.field = pygame.Rect(left, top + title_h + hint_h, width, m.button_h)
        self.error_rect = pygame.Rect(left, self.field.bottom, width, error_h)
        y = self.error_rect.bottom
        y = self.place_rows(pad, pygame.Rect(left, y, width, 0), [key_h] * 4) + m.gap
        self.place_rows(actions, pygame.Rect(left, y, width, 0))
        self.finish_panel(self.field, self.error_rect)

    def _digit(self, digit: str) -> Widget:
        return Widget(digit, lambda: self.type(digit))

    def paint_extra(self, surface: pygame.Surface, m: Metrics) -> None:
        art = self.context.art
        field = self.field
        surface.blit(art.shape("field", field.size, (250, 248, 238), 255, field.h * 0.2), field)
        pad = field.h // 4
        font = art.font(m.text_px, bold=True)
        if self.text:
            before, after = self._visible(font, field.w - 2 * pad)
            x = field.x + pad
            for part in (before, "|", after):
                img = art.text(part, m.text_px, BUTTON_TEXT, bold=True)
                surface.blit(img, img.get_rect(midleft=(x, field.centery)))
                x += img.get_width()
        else:
            img = art.text(words.DEAL_NUMBER_EXAMPLE, m.text_px, (150, 150, 140))
            surface.blit(img, img.get_rect(midleft=(field.x + pad, field.centery)))
        if self.message:
            # What is wrong, in plain words, right under the field.
            small = art.font(round(m.text_px * 0.9))
            y = self.error_rect.y + m.gap // 3
            for line in wrap(self.message, small, self.error_rect.w)[:2]:
                img = art.text(line, round(m.text_px * 0.9), self.message_colour)
                surface.blit(img, img.get_rect(midtop=(self.error_rect.centerx, y)))
                y += small.get_linesize()

    def _visible(self, font: pygame.font.Font, room: int) -> tuple[str, str]:
        """The text before and after the cursor that fits in ``room`` pixels:
        a long deal line shows the part round the cursor, cut with an ellipsis."""
        before, after = self.text[: self.cursor], self.text[self.cursor :]
        left = right = ""
        while font.size(left + before + "|" + after + right)[0] > room and (before or after):
            if len(before) >= len(after):
                before, left = before[1:], ELLIPSIS
            else:
                after, right = after[:-1], ELLIPSIS
        return left + before, after + right
