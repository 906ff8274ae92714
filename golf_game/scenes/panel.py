"""Screens made of big buttons on the felt: the menu, settings, statistics,
the score card and the result. One base class lays out, paints and hit-tests
:class:`Widget` rows, in the hole scene's style (cream plates, green words,
gold for the chosen one), at least 10 mm high on any screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ..actions import START_COLUMNS, Action, Command, Key, Tap
from ..scene import Context, Rects, Scene
from ..view import speech
from ..view.drift import ScreenCare
from ..view.layout import BUTTON_MM, px_per_mm
from ..view.theme import BUTTON, BUTTON_TEXT, GOLD, PANEL, TEXT, TEXT_DIM, Art, Colour
from .focus import FOCUS_KEYS, paint_ring, step

if TYPE_CHECKING:
    from ..play.game import Game

_PANEL_ALIASES = {Command.BACKSPACE: Command.PAUSE, Command.DRAW: Command.CONFIRM}
"""On a panel Backspace goes back like Esc, and Space (an arcade button)
confirms like Enter."""
DISABLED_TEXT: Colour = (70, 90, 80)
CHOSEN: Colour = (250, 228, 165)
"""A chosen option: pale gold with a dark ring and a tick, so it never looks
like the gold of the main action (Start, Play)."""
TICK = "\u2713"


@dataclass
class Widget:
    """A button (or a line of text when ``action`` is ``None`` and ``plate`` off)."""

    label: str
    action: Callable[[], None] | None = None
    detail: str = ""
    """A second, smaller line under the label (a mode's rule)."""
    value: str = ""
    """Shown at the right end (a setting's state)."""
    enabled: bool = True
    chosen: bool = False
    primary: bool = False
    plate: bool = True
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    colour: Colour | None = None
    """Text colour of a plain line (default: the table's text colour)."""
    align: str = "center"
    scale: float = 1.0
    """Size of the type against the buttons' usual type (not for a primary button)."""


class Metrics:
    """Sizes for one window: a button is 10 mm (9 mm at least) high."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        self.button_h = max(28, round(BUTTON_MM * px_per_mm(size)))
        self.gap = max(6, self.button_h // 5)
        self.text_px = max(12, round(self.button_h * 0.38))
        self.title_px = max(18, round(self.button_h * 0.8))
        self.margin = max(8, round(min(size) * 0.03))
        self.landscape = w >= h * 1.15

    @property
    def ppm(self) -> float:
        """Pixels per millimetre as the panels size things: a button is 10 mm."""
        return self.button_h / 10


def paint_widget(surface: pygame.Surface, art: Art, widget: Widget, m: Metrics) -> None:
    rect = widget.rect
    px = m.text_px
    if not widget.plate:
        colour = widget.colour or TEXT
        px = round(px * widget.scale)
        img = art.text(widget.label, px, colour, bold=widget.primary)
        if img.get_width() > rect.w > 0:
            smaller = max(9, px * rect.w // img.get_width())
            img = art.text(widget.label, smaller, colour, bold=widget.primary)
        where = {
            "left": img.get_rect(midleft=rect.midleft),
            "right": img.get_rect(midright=rect.midright),
        }.get(widget.align, img.get_rect(center=rect.center))
        surface.blit(img, where)
        return
    fill = CHOSEN if widget.chosen else BUTTON
    if widget.primary and widget.enabled:
        fill = GOLD
    alpha = 240 if widget.enabled else 90
    surface.blit(art.shape("button", rect.size, fill, alpha, min(rect.h, m.button_h) * 0.25), rect)
    if widget.chosen:
        edge = max(2, m.button_h // 16)
        ring = art.shape("chosen", rect.size, BUTTON_TEXT, 255, m.button_h * 0.25, width=edge)
        surface.blit(ring, rect)
    ink = BUTTON_TEXT if widget.enabled else DISABLED_TEXT
    label, _ = fitted_label(art, widget, m, ink)
    pad = m.button_h // 3
    if widget.chosen:
        tick = art.text(TICK, round(px * 1.2), ink, bold=True)
        surface.blit(tick, tick.get_rect(midright=(rect.right - m.button_h // 3, rect.centery)))
    if widget.detail:
        room = rect.w - 2 * pad
        if widget.value:
            # A setting: its state at the right end, its explanation under its name.
            value = art.text(widget.value, px, ink, bold=True)
            surface.blit(value, value.get_rect(midright=(rect.right - pad, rect.centery)))
            room -= value.get_width() + pad
        detail_px = max(10, round(px * 0.8))
        detail = art.text(widget.detail, detail_px, ink)
        while detail.get_width() > room and detail_px > 9:
            detail_px -= 1
            detail = art.text(widget.detail, detail_px, ink)
        block = label.get_height() + detail.get_height()
        top = rect.centery - block // 2
        surface.blit(label, (rect.x + pad, top))
        surface.blit(detail, (rect.x + pad, top + label.get_height()))
    elif widget.chosen:
        surface.blit(label, label.get_rect(center=rect.center))
    elif widget.value:
        surface.blit(label, label.get_rect(midleft=(rect.x + pad, rect.centery)))
        value = art.text(widget.value, px, ink, bold=True)
        surface.blit(value, value.get_rect(midright=(rect.right - pad, rect.centery)))
    else:
        surface.blit(label, label.get_rect(center=rect.center))


def fitted_label(
    art: Art, widget: Widget, m: Metrics, ink: Colour = BUTTON_TEXT
) -> tuple[pygame.Surface, float]:
    """A button's label as drawn, made smaller where it is too long for its
    plate (beside its value), and how much of its size it kept (1.0: all)."""
    px = m.text_px
    label_px = round(px * (1.15 if widget.primary else widget.scale))
    pad = m.button_h // 3
    beside = art.text(widget.value, px, ink, bold=True).get_width() + pad if widget.value else 0
    room = widget.rect.w - 2 * pad - beside
    label = art.fitted_text(widget.label, label_px, ink, room, bold=True)
    return label, label.get_height() / art.text(widget.label, label_px, ink, True).get_height()


class PanelScene(Scene):
    """A screen of widgets. Subclasses fill :attr:`widgets` in :meth:`build`
    (called on every resize and whenever :meth:`refresh` is called) and may
    paint more in :meth:`paint_extra`. Esc calls :meth:`back`; Hint (the
    second button) only says the focused button again (spoken play)."""

    title = ""
    overlay = False
    """Drawn over the scene below (through a dark veil) instead of on felt."""
    message_line = True
    """Show :attr:`message` along the bottom of the screen."""
    veil = 150
    """How dark the veil of an overlay is (0-255)."""
    panel_alpha = 235
    start_keys = True
    spoken_title: tuple[str, ...] = ()
    """What spoken play says of the screen before its first focus (clips)."""
    """Keys 1 and 5 (an arcade's start and coin buttons) do :meth:`confirm`."""

    def __init__(self, context: Context) -> None:
        self.context = context
        self.opaque = not self.overlay
        self.widgets: list[Widget] = []
        self.metrics = Metrics((800, 600))
        self.panel: pygame.Rect | None = None
        self.message = ""
        self.message_colour: Colour = TEXT_DIM
        self.focus: str | None = None
        """The label of the button the arrow keys have reached (``None`` until
        one is pressed: pointer users see no focus ring)."""
        self._dirty = True
        self.care = ScreenCare(context.clock, on=False)
        """Screen care: a screen that stays up for long in a kiosk (the menu)
        turns it on, and its widgets drift a pixel at a time."""

    # --- to override --------------------------------------------------------------

    def build(self, m: Metrics) -> None:
        raise NotImplementedError

    def back(self) -> None:
        """Esc: leave this screen."""
        self.context.stack.pop()

    def confirm(self) -> None:
        """Enter: the screen's main action (none by default)."""

    def command(self, command: Command) -> None:
        """Keys other than Esc and Enter."""

    def paint_extra(self, surface: pygame.Surface, m: Metrics) -> None:
        """Anything drawn over the widgets."""

    def paint_veil(self, surface: pygame.Surface) -> None:
        """An overlay's veil over the scene below: all of it by default."""
        self.context.art.veil(surface, self.veil)

    # --- scene interface ----------------------------------------------------------

    def refresh(self) -> None:
        before = self._focused()
        place = self._enabled_buttons().index(before) if before is not None else None
        self.widgets = []
        self.panel = None
        self.build(self.metrics)
        offset = self.care.place()
        for widget in self.widgets:
            widget.rect = widget.rect.move(offset)
        if self.panel is not None:
            self.panel = self.panel.move(offset)
        buttons = self._enabled_buttons()
        if self.focus is not None and self._focused() is None:
            # Its label changed ("Sound: on" became "Sound: off"): keep the place.
            self.focus = (
                buttons[min(place, len(buttons) - 1)].label
                if place is not None and buttons
                else None
            )
        if self.context.focus.shown:
            self._start_focus()
        self._dirty = True

    # --- keyboard focus ----------------------------------------------------------

    def _enabled_buttons(self) -> list[Widget]:
        return [w for w in self.widgets if w.action is not None and w.enabled]

    def _focused(self) -> Widget | None:
        return next((w for w in self._enabled_buttons() if w.label == self.focus), None)

    def _start_focus(self) -> None:
        """Put the focus on the screen's main button (else the first one)."""
        buttons = self._enabled_buttons()
        if buttons and self._focused() is None:
            self.focus = next((w for w in buttons if w.primary), buttons[0]).label
            # After what the screen before was saying (the hole's result).
            self.context.voice.say([*self.spoken_title, *self.spoken_focus()], after=True)

    def move_focus(self, command: Command) -> None:
        """Arrows go to the nearest button that way; Tab to the next in order.
        The first press shows the ring where it starts."""
        buttons = self._enabled_buttons()
        current = self._focused()
        if not self.context.focus.shown or current is None:
            self.context.focus.shown = True
            self._start_focus()
            return
        index = step([w.rect for w in buttons], buttons.index(current), command)
        self.focus = buttons[index].label
        self._speak_focus()

    def spoken_focus(self) -> list[str]:
        """What spoken play says of the focused button: its name and value."""
        focused = self._focused()
        return [] if focused is None else speech.spoken_label(focused.label, focused.value)

    def _speak_focus(self, after: bool = False) -> None:
        self.context.voice.say(self.spoken_focus(), after=after)

    def resize(self, size: tuple[int, int]) -> None:
        self.metrics = Metrics(size)
        self.refresh()

    def resume(self) -> None:
        self.refresh()
        if self.context.focus.shown:
            self._speak_focus(after=True)  # back on this screen: where the focus is

    def update(self, dt: float) -> None:
        if self.care.due():
            self.refresh()

    def say(self, text: str, colour: Colour = TEXT_DIM) -> None:
        self.message = text
        self.message_colour = colour
        self._dirty = True

    def handle(self, action: Action) -> None:
        if isinstance(action, Tap):
            self.context.focus.shown = False
            for widget in self.widgets:
                if (
                    widget.action is not None
                    and widget.enabled
                    and widget.rect.collidepoint(action.pos)
                ):
                    widget.action()
                    self._dirty = True
                    return
        elif isinstance(action, Key):
            focused = self._focused()
            command = action.command
            if not self.wants_text:
                # Backspace is Back and Space is Confirm, except while typing.
                command = _PANEL_ALIASES.get(command, command)
            if command is Command.PAUSE:
                self.back()
            elif command is Command.PLAY_COLUMN and self.start_keys and not self.wants_text:
                if action.column in START_COLUMNS:
                    self.confirm()
            elif command is Command.CONFIRM and focused is not None:
                if focused.action is not None:
                    focused.action()
                if self.context.stack.top is self:
                    self._speak_focus(after=True)  # a setting's new value
            elif command is Command.CONFIRM:
                self.confirm()
            elif command in FOCUS_KEYS:
                self.move_focus(command)
            elif command is Command.HINT:
                # The second button has no hint to give here: spoken play
                # says again where the focus is (silent without it).
                self._speak_focus()
            else:
                self.command(command)
            self._dirty = True

    def press(self, label: str) -> None:
        """Press the enabled button called ``label`` (tests, tools, attract mode)."""
        for widget in self.widgets:
            if widget.label == label and widget.action is not None and widget.enabled:
                widget.action()
                self._dirty = True
                return
        raise KeyError(f"no enabled button {label!r} on {type(self).__name__}")

    def button(self, label: str) -> Widget:
        for widget in self.widgets:
            if widget.label == label and widget.action is not None:
                return widget
        raise KeyError(f"no button {label!r} on {type(self).__name__}")

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        if not (full or self._dirty):
            return []
        self._dirty = False
        art, m = self.context.art, self.metrics
        if self.overlay:
            self.paint_veil(surface)
        else:
            art.paint_felt(surface, surface.get_rect())
        if self.panel is not None:
            art.plate(surface, self.panel, PANEL, self.panel_alpha, m.button_h * 0.3)
        for widget in self.widgets:
            paint_widget(surface, art, widget, m)
        focused = self._focused()
        if focused is not None and self.context.focus.shown:
            paint_ring(surface, art, focused.rect, m.button_h)
        self.paint_extra(surface, m)
        if self.message and self.message_line:
            msg = art.text(self.message, m.text_px, self.message_colour)
            w = surface.get_width() - 2 * m.margin
            if msg.get_width() > w:
                msg = art.text(
                    self.message, max(9, m.text_px * w // msg.get_width()), self.message_colour
                )
            bottom = surface.get_height() - m.margin
            surface.blit(msg, msg.get_rect(midbottom=(surface.get_width() // 2, bottom)))
        return [surface.get_rect()]

    # --- layout helpers -------------------------------------------------------------

    def finish_panel(self, *extra: pygame.Rect) -> None:
        """The panel behind the widgets (and ``extra`` areas), with a margin round them."""
        rects = [widget.rect for widget in self.widgets] + list(extra)
        m = self.metrics
        self.panel = rects[0].unionall(rects[1:]).inflate(2 * m.margin, 2 * m.margin)

    def place_rows(
        self,
        rows: list[list[Widget]],
        column: pygame.Rect,
        heights: list[int] | None = None,
    ) -> int:
        """Lay rows of widgets top-down in ``column``, each row's widgets side by
        side; returns the bottom. ``heights`` gives each row's height."""
        m = self.metrics
        y = column.y
        for index, row in enumerate(rows):
            h = heights[index] if heights else m.button_h
            if row:
                w = (column.w - (len(row) - 1) * m.gap) // len(row)
                for i, widget in enumerate(row):
                    widget.rect = pygame.Rect(column.x + i * (w + m.gap), y, w, h)
                    self.widgets.append(widget)
            y += h + m.gap
        return y - m.gap


def wrap_words(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` in ``font`` (a word longer
    than the width gets a line of its own)."""
    lines: list[str] = []
    for word in text.split():
        if lines and font.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def text_line(
    text: str,
    rect: pygame.Rect,
    scale: float = 1.0,
    colour: Colour = TEXT,
    bold: bool = False,
    align: str = "center",
) -> Widget:
    """A line of words (no plate, no action)."""
    return Widget(
        text, plate=False, rect=rect, colour=colour, primary=bold, scale=scale, align=align
    )


class GamePanelScene(PanelScene):
    """A panel about a game in progress (the result, the score card): it is
    built again whenever the hole's analysis brings a new par or verdict."""

    def __init__(self, context: Context, game: Game) -> None:
        super().__init__(context)
        self.game = game
        self._seen_version = -1

    def update(self, dt: float) -> None:
        analysis = self.game.analysis
        if analysis is not None and analysis.version != self._seen_version:
            self._seen_version = analysis.version
            self.refresh()
