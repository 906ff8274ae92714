"""The operator's PIN pad: the only way to close a kiosk from its screen.

An overlay with a number pad big enough for fingers. The PIN is compared with
``Settings.kiosk_pin`` (from the settings file); the right one calls
``on_success`` (the app quits), Cancel or idle time closes the pad. After
:data:`MAX_TRIES` wrong PINs the pad locks for :data:`LOCK_SECONDS`, so
strangers cannot simply try them all.
"""

from __future__ import annotations

import hmac
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..view.layout import BUTTON_MM, px_per_mm
from ..view.theme import TEXT, TEXT_DIM, WARN
from .panel import Metrics, PanelScene, Widget

if TYPE_CHECKING:
    from ..scene import Context

DELETE, OK, CANCEL = "delete", "OK", "Cancel"
DELETE_LABELS = {True: "\u232b", False: "Del"}
"""The delete key's label with the suit font's glyphs, and without."""
KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", DELETE, "0", OK)
PROMPT = "Operator PIN"
MAX_DIGITS = 8
MAX_TRIES = 3
LOCK_SECONDS = 30.0


class PinScene(PanelScene):
    """Asks for the operator PIN; ``on_success`` runs when it is right."""

    overlay = True
    message_line = False  # the message shows above the digits instead
    veil = 190
    panel_alpha = 245

    def __init__(self, context: Context, pin: str, on_success: Callable[[], None]) -> None:
        self._pin = pin
        self.on_success = on_success
        self.entered = ""
        self.message = PROMPT
        self.error = False
        """The message says something went wrong (it shows in the warning colour)."""
        self.wrong = 0
        self._clock = context.clock
        self._locked_until: float | None = None
        self._named: dict[str, Widget] = {}
        self.display = pygame.Rect(0, 0, 0, 0)
        super().__init__(context)
        self.message = PROMPT

    @property
    def keys(self) -> dict[str, pygame.Rect]:
        """Each key's area by its name (a digit, :data:`DELETE`, :data:`OK`, :data:`CANCEL`)."""
        return {name: widget.rect for name, widget in self._named.items()}

    def build(self, m: Metrics) -> None:
        w, h = m.size
        # Keys at least 12 mm, as big as a third of the narrow side allows.
        key = round(max(BUTTON_MM * 1.2 * px_per_mm(m.size), min(w, h) / 9))
        key = min(key, (w - 40) // 3, (h - 40) // 7)
        gap = max(4, key // 6)
        grid_w = 3 * key + 2 * gap
        top = (h - (6 * key + 5 * gap)) // 2
        left = (w - grid_w) // 2
        self.display = pygame.Rect(left, top, grid_w, key)
        open_ = self.locked_for == 0
        self._named = {}
        for index, name in enumerate(KEYS):
            row, col = divmod(index, 3)
            x, y = left + col * (key + gap), top + (row + 1) * (key + gap)
            label = DELETE_LABELS[self.context.art.suit_glyphs] if name == DELETE else name
            size = key // 2 if len(label) == 1 else key // 3
            self._named[name] = Widget(
                label,
                partial(self._press, name),
                enabled=open_,
                rect=pygame.Rect(x, y, key, key),
                scale=max(10, size) / m.text_px,
            )
        self._named[CANCEL] = Widget(
            CANCEL,
            partial(self._press, CANCEL),
            rect=pygame.Rect(left, top + 5 * (key + gap), grid_w, key),
            scale=max(10, key // 3) / m.text_px,
        )
        self.widgets.extend(self._named.values())
        rects = [self.display, *(widget.rect for widget in self.widgets)]
        self.panel = rects[0].unionall(rects[1:]).inflate(key // 2, key // 2)
        self.panel.top -= key // 2
        self.panel.h += key // 2

    def back(self) -> None:
        """Esc does nothing here: only Cancel (or idle time) closes the pad."""

    def confirm(self) -> None:
        self._press(OK)

    @property
    def locked_for(self) -> float:
        """Seconds left before the pad takes PINs again (0: it does now)."""
        if self._locked_until is None:
            return 0.0
        left = self._locked_until - self._clock()
        # A clock that went back by more than the lock time must not lock for hours.
        return left if 0 < left <= LOCK_SECONDS else 0.0

    @property
    def wake_in(self) -> float | None:
        return self.locked_for if self._locked_until is not None else None

    def update(self, dt: float) -> None:
        if self._locked_until is not None and self.locked_for == 0:
            self._locked_until = None
            self.wrong = 0
            self.refresh()
            self.message, self.error = PROMPT, False

    def _press(self, name: str) -> None:
        self._dirty = True
        if name == CANCEL:
            self.context.stack.pop()
            return
        if self.locked_for > 0:
            return
        if name == DELETE:
            self.entered = self.entered[:-1]
        elif name == OK:
            self._check()
        elif len(self.entered) < MAX_DIGITS:
            self.entered += name

    def _check(self) -> None:
        if hmac.compare_digest(self.entered.encode(), self._pin.encode()):
            self.entered = ""
            self.on_success()
            return
        self.entered = ""
        self.wrong += 1
        self.error = True
        if self.wrong >= MAX_TRIES:
            self._locked_until = self._clock() + LOCK_SECONDS
            self.message = f"Wrong PIN: wait {LOCK_SECONDS:.0f} s"
            self.refresh()  # the keys lock
        else:
            self.message = "Wrong PIN"

    def paint_extra(self, surface: pygame.Surface, m: Metrics) -> None:
        art, key = self.context.art, self.display.h
        colour = WARN if self.error else TEXT
        title = art.text(self.message, max(12, key // 3), colour, bold=True)
        surface.blit(title, title.get_rect(midbottom=(self.panel_centre_x, self.display.top)))
        dots = "\u25cf " * len(self.entered) if self.entered else "-"
        shown = art.text(dots.strip(), max(12, key // 2), TEXT_DIM, bold=True)
        surface.blit(shown, shown.get_rect(center=self.display.center))

    @property
    def panel_centre_x(self) -> int:
        return self.panel.centerx if self.panel is not None else self.display.centerx
