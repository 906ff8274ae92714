"""The pause overlay: drawn over the hole, which keeps its state underneath."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..actions import Command
from ..lang import N_, tr
from ..view import words
from ..view.theme import TEXT
from .hole_hooks import HoleHooks
from .panel import Metrics, PanelScene, Widget, text_line

if TYPE_CHECKING:
    from ..scene import Context

RESUME, SOUND, NEW, RESTART, QUIT = (
    N_("Resume"), N_("Sound"), N_("New deal"), N_("Restart deal"), N_("Quit")
)  # fmt: skip
"""The buttons' names, and their English labels (translated where shown)."""


class PauseScene(PanelScene):
    """Resume, sound on/off, a new deal (``new_label``), the same deal again
    from the start (if ``on_restart``), or quit (no Quit when ``on_quit`` is
    ``None``: a kiosk). Esc or Enter resumes."""

    overlay = True

    def __init__(
        self,
        context: Context,
        on_new: Callable[[], None],
        on_quit: Callable[[], None] | None,
        quit_label: str = QUIT,
        *,
        on_restart: Callable[[], None] | None = None,
        new_label: str = NEW,
    ) -> None:
        self.on_new = on_new
        self.on_quit = on_quit
        self.on_restart = on_restart
        self.quit_label = quit_label
        self.new_label = new_label
        self._named: dict[str, Widget] = {}
        super().__init__(context)

    @classmethod
    def over_hole(cls, context: Context, hooks: HoleHooks) -> PauseScene:
        """The pause of a hole: Menu where the hole has a game around it, else
        Quit (none in a kiosk: only an operator may close it)."""
        menu = hooks.menu
        return cls(
            context,
            on_new=hooks.new,
            on_quit=menu or (None if context.kiosk else context.quit),
            quit_label=N_("Menu") if menu is not None else QUIT,
            on_restart=hooks.restart,
            new_label=hooks.new_label,
        )

    @property
    def buttons(self) -> dict[str, pygame.Rect]:
        """Each button's area by its name (:data:`RESUME`, :data:`SOUND`, ...)."""
        return {name: widget.rect for name, widget in self._named.items()}

    # --- actions ---------------------------------------------------------------------

    def confirm(self) -> None:
        self.back()

    def command(self, command: Command) -> None:
        if command is Command.MUTE:
            self.refresh()  # the app switched the sound: show its new state

    def _sound(self) -> None:
        self.context.toggle_sound()
        self.refresh()

    def _new(self) -> None:
        self.context.stack.pop()
        self.on_new()

    def _restart(self) -> None:
        self.context.stack.pop()
        if self.on_restart is not None:
            self.on_restart()

    def _quit(self) -> None:
        if self.on_quit is not None:
            self.on_quit()

    # --- layout ----------------------------------------------------------------------------

    def build(self, m: Metrics) -> None:
        w, h = m.size
        sounds = self.context.sounds
        sound = tr("Sound: on") if sounds.enabled else tr("Sound: off")
        if sounds.enabled and not sounds.available:
            sound = tr("Sound: {state}", state=words.NO_AUDIO_DEVICE)
        named = {
            RESUME: Widget(tr(RESUME), self.back),
            SOUND: Widget(sound, self._sound),
            NEW: Widget(tr(self.new_label), self._new),
        }
        if self.on_restart is not None:
            named[RESTART] = Widget(tr(RESTART), self._restart)
        if self.on_quit is not None:
            named[QUIT] = Widget(tr(self.quit_label), self._quit)
        # The pause's own spacing, wider than a full panel's: four big targets.
        width, gap = min(w - 20, m.button_h * 5), m.button_h // 3
        top = h // 2 - (len(named) * m.button_h + 3 * gap) // 2 + m.button_h // 2
        left = (w - width) // 2
        title_h = round(m.title_px * 1.6)
        title = pygame.Rect(left, top - title_h - m.gap, width, title_h)
        self.widgets.append(text_line(tr("Paused"), title, 2.0, TEXT, True))
        for index, widget in enumerate(named.values()):
            widget.rect = pygame.Rect(left, top + index * (m.button_h + gap), width, m.button_h)
            self.widgets.append(widget)
        self._named = named
        self.finish_panel()
