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
from typing import TYPE_CHECKING

import pygame

from ..actions import Action, Command, Key, Tap
from ..scene import Rects, Scene
from ..view.layout import BUTTON_MM, px_per_mm
from ..view.theme import BUTTON, BUTTON_TEXT, PANEL, TEXT, TEXT_DIM, WARN

if TYPE_CHECKING:
    from ..scene import Context

DELETE, OK, CANCEL = "delete", "OK", "Cancel"
KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", DELETE, "0", OK)
PROMPT = "Operator PIN"
MAX_DIGITS = 8
MAX_TRIES = 3
LOCK_SECONDS = 30.0


class PinScene(Scene):
    """Asks for the operator PIN; ``on_success`` runs when it is right."""

    opaque = False

    def __init__(self, context: Context, pin: str, on_success: Callable[[], None]) -> None:
        self.context = context
        self._pin = pin
        self.on_success = on_success
        self.entered = ""
        self.message = PROMPT
        self.error = False
        """The message says something went wrong (it shows in the warning colour)."""
        self.wrong = 0
        self._clock = context.clock
        self._locked_until: float | None = None
        self.keys: dict[str, pygame.Rect] = {}
        self.display = pygame.Rect(0, 0, 0, 0)
        self._dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        # Keys at least 12 mm, as big as a third of the narrow side allows.
        key = round(max(BUTTON_MM * 1.2 * px_per_mm(size), min(w, h) / 9))
        key = min(key, (w - 40) // 3, (h - 40) // 7)
        gap = max(4, key // 6)
        grid_w = 3 * key + 2 * gap
        top = (h - (6 * key + 5 * gap)) // 2
        left = (w - grid_w) // 2
        self.display = pygame.Rect(left, top, grid_w, key)
        self.keys = {}
        for index, name in enumerate(KEYS):
            row, col = divmod(index, 3)
            self.keys[name] = pygame.Rect(
                left + col * (key + gap), top + (row + 1) * (key + gap), key, key
            )
        self.keys[CANCEL] = pygame.Rect(left, top + 5 * (key + gap), grid_w, key)
        self._dirty = True

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
            self.message, self.error = PROMPT, False
            self._dirty = True

    def handle(self, action: Action) -> None:
        if isinstance(action, Key) and action.command is Command.CONFIRM:
            self._press(OK)
        elif isinstance(action, Tap):
            for name, rect in self.keys.items():
                if rect.collidepoint(action.pos):
                    self._press(name)
                    return

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
        else:
            self.message = "Wrong PIN"

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        if not (full or self._dirty):
            return []
        self._dirty = False
        art = self.context.art
        surface.blit(art.veil(surface.get_size(), 190), (0, 0))
        key = self.keys[OK].h
        panel = self.display.unionall(list(self.keys.values())).inflate(key // 2, key // 2)
        panel.top -= key // 2
        panel.h += key // 2
        surface.blit(art.shape("panel", panel.size, PANEL, 245, key * 0.3), panel)
        colour = WARN if self.error else TEXT
        title = art.text(self.message, max(12, key // 3), colour, bold=True)
        surface.blit(title, title.get_rect(midbottom=(panel.centerx, self.display.top)))
        dots = "\u25cf " * len(self.entered) if self.entered else "-"
        shown = art.text(dots.strip(), max(12, key // 2), TEXT_DIM, bold=True)
        surface.blit(shown, shown.get_rect(center=self.display.center))
        for name, rect in self.keys.items():
            enabled = self.locked_for == 0 or name == CANCEL
            plate = BUTTON if enabled else TEXT_DIM
            surface.blit(art.shape("button", rect.size, plate, 240, rect.h * 0.2), rect)
            label = ("\u232b" if art.suit_glyphs else "Del") if name == DELETE else name
            size = key // 2 if len(label) == 1 else key // 3
            text = art.text(label, max(10, size), BUTTON_TEXT, bold=True)
            surface.blit(text, text.get_rect(center=rect.center))
        return [surface.get_rect()]
