"""The operator's PIN pad: the only way to close a kiosk from its screen.

An overlay with a number pad big enough for fingers. Every PIN goes to the
kiosk's one :class:`~golf_game.saved.pin.PinGuard`, which keeps the count of
wrong tries and the growing lockout (so Cancel, a new pad, the idle reset or a
restart change nothing), logs each try and counts it in the audits. The right
PIN calls ``on_success`` (the operator menu); Cancel or idle time closes the
pad. While the default PIN is in use the pad says so; when the PIN cannot be
read it stays shut and says how to recover.

:class:`NewPinScene` is the same pad asking for a new PIN twice.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..lang import N_, tr
from ..saved.pin import GOOD_LENGTH, PIN_LENGTHS, RECOVERY, PinGuard, Verdict, pin_problem
from ..view import words
from ..view.layout import BUTTON_MM, px_per_mm
from ..view.speech import DELETE_SIGN
from ..view.theme import TEXT, TEXT_DIM, WARN
from .panel import Metrics, PanelScene, Widget

if TYPE_CHECKING:
    from ..scene import Context

DELETE, OK, CANCEL = "delete", "OK", "Cancel"
DELETE_LABELS = {True: DELETE_SIGN, False: N_("Del")}
"""The delete key's label with the suit font's glyphs, and without."""
KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", DELETE, "0", OK)
PROMPT = N_("Operator PIN")
DEFAULT_WARNING = N_("The default PIN is in use: change it")
CLOSED_TITLE = N_("Operator exit closed: the PIN cannot be read")
MAX_DIGITS = PIN_LENGTHS[-1]


class PinScene(PanelScene):
    """Asks for the operator PIN; ``on_success`` runs when it is right."""

    overlay = True
    message_line = False  # the message shows above the digits instead
    veil = 190
    panel_alpha = 245
    start_keys = False  # 1 and 5 are digits of a PIN here, never OK

    def __init__(self, context: Context, guard: PinGuard, on_success: Callable[[], None]) -> None:
        self.guard = guard
        self.on_success = on_success
        self.entered = ""
        self.error = False
        """The message says something went wrong (it shows in the warning colour)."""
        self._was_locked = False
        self._named: dict[str, Widget] = {}
        self.display = pygame.Rect(0, 0, 0, 0)
        super().__init__(context)
        self.message = self.prompt()
        if guard.closed:
            self.message, self.error = tr(CLOSED_TITLE), True
        elif self.locked_for > 0:
            self._lock_message()

    def prompt(self) -> str:
        return tr(PROMPT)

    @property
    def note(self) -> str:
        """A second line under the digits: the default-PIN warning or the recovery."""
        if self.guard.closed:
            return RECOVERY.capitalize()
        return tr(DEFAULT_WARNING) if self.guard.is_default else ""

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
        open_ = self.locked_for == 0 and not self.guard.closed
        self._named = {}
        for index, name in enumerate(KEYS):
            row, col = divmod(index, 3)
            x, y = left + col * (key + gap), top + (row + 1) * (key + gap)
            label = tr(DELETE_LABELS[self.context.art.suit_glyphs]) if name == DELETE else name
            size = key // 2 if len(label) == 1 else key // 3
            self._named[name] = Widget(
                label,
                partial(self._press, name),
                enabled=open_,
                rect=pygame.Rect(x, y, key, key),
                scale=max(10, size) / m.text_px,
            )
        self._named[CANCEL] = Widget(
            tr(CANCEL),
            partial(self._press, CANCEL),
            rect=pygame.Rect(left, top + 5 * (key + gap), grid_w, key),
            scale=max(10, key // 3) / m.text_px,
        )
        self.widgets.extend(self._named.values())
        rects = [self.display, *(widget.rect for widget in self.widgets)]
        self.panel = rects[0].unionall(rects[1:]).inflate(key // 2, key // 2)
        self.panel.top -= key // 2
        self.panel.h += key // 2
        if self.note:
            self.panel.h += self._note_px(key) * 2

    def back(self) -> None:
        """Esc does nothing here: only Cancel (or idle time) closes the pad."""

    def confirm(self) -> None:
        self._press(OK)

    @property
    def locked_for(self) -> float:
        """Seconds left before the pad takes PINs again (0: it does now)."""
        return self.guard.locked_for()

    @property
    def wake_in(self) -> float | None:
        left = self.locked_for
        return left if left > 0 else None

    def update(self, dt: float) -> None:
        if self._was_locked and self.locked_for == 0:
            self._was_locked = False
            self.refresh()
            self.message, self.error = self.prompt(), False

    def _lock_message(self) -> None:
        self._was_locked = True
        self.message = tr("Wrong PIN: wait {n} s", n=round(self.locked_for))
        self.error = True
        self.refresh()  # the keys lock

    def _press(self, name: str) -> None:
        self._dirty = True
        if name == CANCEL:
            self.context.stack.pop()
            return
        if self.locked_for > 0 or self.guard.closed:
            return
        if name == DELETE:
            self.entered = self.entered[:-1]
        elif name == OK:
            entered, self.entered = self.entered, ""
            self._check(entered)
        elif len(self.entered) < MAX_DIGITS:
            self.entered += name

    def _check(self, entered: str) -> None:
        verdict = self.guard.attempt(entered)
        if verdict is Verdict.RIGHT:
            self.on_success()
        elif self.locked_for > 0:
            self._lock_message()
        else:
            self.message, self.error = tr("Wrong PIN"), True

    def paint_extra(self, surface: pygame.Surface, m: Metrics) -> None:
        art, key = self.context.art, self.display.h
        colour = WARN if self.error else TEXT
        title = art.text(self.message, max(12, key // 3), colour, bold=True)
        surface.blit(title, title.get_rect(midbottom=(self.panel_centre_x, self.display.top)))
        dots = "\u25cf " * len(self.entered) if self.entered else "-"
        shown = art.text(dots.strip(), max(12, key // 2), TEXT_DIM, bold=True)
        if shown.get_width() > self.display.w:
            digits = tr("{n} digits", n=len(self.entered))
            shown = art.text(digits, max(12, key // 3), TEXT_DIM)
        surface.blit(shown, shown.get_rect(center=self.display.center))
        if self.note and self.panel is not None:
            line = art.text(self.note, self._note_px(key), WARN, bold=True)
            room = self.panel.w - key // 4
            if line.get_width() > room:
                line = pygame.transform.smoothscale_by(line, room / line.get_width())
            bottom = self.panel.bottom - self._note_px(key) // 2
            surface.blit(line, line.get_rect(midbottom=(self.panel_centre_x, bottom)))

    @staticmethod
    def _note_px(key: int) -> int:
        return max(11, key // 5)

    @property
    def panel_centre_x(self) -> int:
        return self.panel.centerx if self.panel is not None else self.display.centerx


class NewPinScene(PinScene):
    """The pad asking for a new PIN, then the same again; ``on_done`` gets
    what happened (a line for the operator menu)."""

    def __init__(self, context: Context, guard: PinGuard, on_done: Callable[[str], None]) -> None:
        self.first: str | None = None
        self.on_done = on_done
        super().__init__(context, guard, on_success=lambda: None)

    def prompt(self) -> str:
        if self.first is None:
            return tr("New PIN ({n} or more digits are safer)", n=GOOD_LENGTH)
        return tr("The new PIN once more")

    @property
    def note(self) -> str:
        return ""

    @property
    def locked_for(self) -> float:
        return 0.0

    def _check(self, entered: str) -> None:
        if self.first is None:
            problem = pin_problem(entered)
            if problem is not None:
                self.message, self.error = words.sentence(problem), True
                return
            self.first = entered
            self.message, self.error = self.prompt(), False
            return
        if entered != self.first:
            self.first = None
            self.message, self.error = tr("The two PINs differ: start again"), True
            return
        problem = self.guard.set_pin(entered)
        self.context.stack.pop()
        if problem is None:
            self.on_done(tr("PIN changed"))
        else:
            self.on_done(tr("PIN not saved: {problem}", problem=problem))
