"""Deal number: type or tap a deal's number, or paste a whole deal in the
one-line notation of RULES.md. Whatever the engine refuses is shown in its
own words; nothing typed can crash the game."""

from __future__ import annotations

import pygame

from ..actions import Action, Command, Text
from ..engine import Deal, GolfError, Mode
from ..engine.round import SEED_MAX
from ..play.session import Session, Start
from ..scene import Context
from ..view.theme import BUTTON_TEXT, TEXT_DIM, WARN
from .panel import Metrics, PanelScene, Widget, text_line

MAX_TEXT = 400
"""A deal line is 155 characters; anything far longer is not one."""
MAX_WIDTH_MM = 110
DELETE = "\u232b"


def clipboard_text() -> str | None:
    """The clipboard's text, or ``None`` where there is no clipboard to read."""
    try:
        from pygame import scrap

        text = scrap.get_text()
    except (ImportError, AttributeError, pygame.error):
        return None
    return text or None


class DealEntryScene(PanelScene):
    def __init__(self, context: Context, session: Session, mode: Mode, holes: int) -> None:
        super().__init__(context)
        self.session = session
        self.mode = mode
        self.holes = holes
        self.text = ""
        self.field = pygame.Rect(0, 0, 0, 0)

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
        super().handle(action)

    def type(self, text: str) -> None:
        """Add ``text`` (printable characters only) to what is typed."""
        clean = "".join(ch for ch in text if ch.isprintable() and ch not in "\r\n")
        self.text = (self.text + clean)[:MAX_TEXT]
        self.say("")

    def delete(self) -> None:
        self.text = self.text[:-1]
        self.say("")

    def clear(self) -> None:
        self.text = ""
        self.say("")

    def paste(self) -> None:
        text = clipboard_text()
        if text is None:
            self.say("Nothing to paste: the clipboard is empty or not available", WARN)
            return
        self.text = ""
        self.type(" ".join(text.split()))

    def command(self, command: Command) -> None:
        if command is Command.BACKSPACE:
            self.delete()
        elif command is Command.PASTE:
            self.paste()

    def confirm(self) -> None:
        self.play()

    # --- playing ------------------------------------------------------------------------

    def play(self) -> None:
        """Start the typed deal, or say why it cannot be played."""
        text = self.text.strip()
        if not text:
            self.say("Type a deal number, or paste a deal line", WARN)
            return
        if text.isdigit():
            seed = int(text)
            if seed > SEED_MAX:
                self.say(f"A deal number goes from 0 to {SEED_MAX}", WARN)
                return
            self.session.new_game(Start(self.mode, self.holes, seed=seed))
            return
        try:
            deal = Deal.from_line(text)
        except (GolfError, ValueError) as error:
            message = str(error)
            self.say(message[:1].upper() + message[1:], WARN)
            return
        self.session.new_game(
            Start(self.mode, 1, deal=deal, title=f"{self.mode.title} - typed deal")
        )

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
                Widget("Clear", self.clear),
                self._digit("0"),
                Widget(DELETE, self.delete),
            ],
        ]
        actions = [
            [Widget("Paste", self.paste), Widget("Back", self.back)],
            [Widget("Play", self.play, primary=True)],
        ]
        body_h = (
            title_h + hint_h + m.button_h + m.gap + 4 * (key_h + m.gap) + 2 * (m.button_h + m.gap)
        )
        top = max(m.margin, (h - body_h) // 2)
        left = (w - width) // 2
        words = f"{self.mode.title}, {self.holes} hole{'s' if self.holes > 1 else ''}"
        self.widgets.append(
            text_line("Deal number", pygame.Rect(left, top, width, title_h), scale=1.8, bold=True)
        )
        self.widgets.append(
            text_line(
                f"{words}: type or tap a number, or paste a deal line",
                pygame.Rect(left, top + title_h, width, hint_h),
                scale=0.85,
                colour=TEXT_DIM,
            )
        )
        self.field = pygame.Rect(left, top + title_h + hint_h, width, m.button_h)
        y = self.field.bottom + m.gap
        y = self.place_rows(pad, pygame.Rect(left, y, width, 0), [key_h] * 4) + m.gap
        self.place_rows(actions, pygame.Rect(left, y, width, 0))
        self.finish_panel(self.field)

    def _digit(self, digit: str) -> Widget:
        return Widget(digit, lambda: self.type(digit))

    def paint_extra(self, surface: pygame.Surface, m: Metrics) -> None:
        art = self.context.art
        field = self.field
        surface.blit(art.shape("field", field.size, (250, 248, 238), 255, field.h * 0.2), field)
        pad = field.h // 4
        shown = self.text or ""
        colour = BUTTON_TEXT
        img = art.text(shown + "|", m.text_px, colour, bold=True)
        # A long deal line shows its end, where the typing is.
        while img.get_width() > field.w - 2 * pad and shown:
            shown = shown[max(1, len(shown) // 12) :]
            img = art.text("\u2026" + shown + "|", m.text_px, colour, bold=True)
        if not self.text:
            img = art.text("e.g. 1234", m.text_px, (150, 150, 140))
        surface.blit(img, img.get_rect(midleft=(field.x + pad, field.centery)))
