"""The pause overlay: drawn over the hole, which keeps its state underneath."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..actions import Action, Command, Key, Tap
from ..scene import Rects, Scene
from ..view.layout import BUTTON_MM, px_per_mm
from ..view.theme import BUTTON, BUTTON_TEXT, PANEL, TEXT

if TYPE_CHECKING:
    from ..scene import Context

RESUME, SOUND, NEW, QUIT = "Resume", "Sound", "New deal", "Quit"


class PauseScene(Scene):
    """Resume, sound on/off, a new deal, or quit (no Quit when ``on_quit`` is
    ``None``: a kiosk). Esc or Enter resumes."""

    opaque = False

    def __init__(
        self,
        context: Context,
        on_new: Callable[[], None],
        on_quit: Callable[[], None] | None,
        quit_label: str = QUIT,
    ) -> None:
        self.context = context
        self.on_new = on_new
        self.on_quit = on_quit
        self.quit_label = quit_label
        self.size = (800, 600)
        self.buttons: dict[str, pygame.Rect] = {}
        self._dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        button_h = round(BUTTON_MM * px_per_mm(size))
        button_w = min(w - 20, button_h * 5)
        gap = button_h // 3
        names = (RESUME, SOUND, NEW) if self.on_quit is None else (RESUME, SOUND, NEW, QUIT)
        top = h // 2 - (len(names) * button_h + 3 * gap) // 2 + button_h // 2
        self.buttons = {
            name: pygame.Rect((w - button_w) // 2, top + i * (button_h + gap), button_w, button_h)
            for i, name in enumerate(names)
        }
        self._dirty = True

    def handle(self, action: Action) -> None:
        if isinstance(action, Key):
            if action.command in (Command.PAUSE, Command.CONFIRM):
                self.context.stack.pop()
            elif action.command is Command.MUTE:
                self._dirty = True
        elif isinstance(action, Tap):
            for name, rect in self.buttons.items():
                if rect.collidepoint(action.pos):
                    self._press(name)
                    return

    def _press(self, name: str) -> None:
        if name == RESUME:
            self.context.stack.pop()
        elif name == SOUND:
            self.context.toggle_sound()
            self._dirty = True
        elif name == NEW:
            self.context.stack.pop()
            self.on_new()
        elif self.on_quit is not None:
            self.on_quit()

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        if not (full or self._dirty):
            return []
        self._dirty = False
        art = self.context.art
        surface.blit(art.veil(surface.get_size(), 150), (0, 0))
        first = self.buttons[RESUME]
        px = max(12, first.h // 2)
        title = art.text("Paused", round(px * 1.6), TEXT, bold=True)
        title_rect = title.get_rect(midbottom=(first.centerx, first.top - px))
        panel = title_rect.unionall(list(self.buttons.values())).inflate(px * 3, px * 2)
        surface.blit(art.shape("panel", panel.size, PANEL, 235, px * 0.8), panel)
        surface.blit(title, title_rect)
        for name, rect in self.buttons.items():
            label = name
            if name == SOUND:
                label = f"Sound: {'on' if self.context.sounds.enabled else 'off'}"
            elif name == QUIT:
                label = self.quit_label
            surface.blit(art.shape("button", rect.size, BUTTON, 240, rect.h * 0.25), rect)
            text = art.text(label, round(px * 0.8), BUTTON_TEXT, bold=True)
            surface.blit(text, text.get_rect(center=rect.center))
        return [surface.get_rect()]
