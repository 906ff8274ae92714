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
HELP = N_("How to play")


class PauseScene(PanelScene):
    """Resume, sound on/off, a new deal (``new_label``), the same deal again
    from the start (if ``on_restart``), how to play, or quit (no Quit when
    ``on_quit`` is ``None``). Esc or Enter resumes.

    In a kiosk this is the visitor's pause: Back (Esc, Backspace, a
    controller's B or Start) opens it like anywhere, and it has nothing an
    operator must guard: no Quit, and New and Restart ask before they throw
    a started hole away. The sound it switches is the visitor's, put back to
    the operator's at the idle reset."""

    overlay = True
    spoken_title = ("paused",)

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

    def _help(self) -> None:
        from .help import HelpScene

        self.context.stack.push(HelpScene(self.context))

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
        named[HELP] = Widget(tr(HELP), self._help)
        if self.on_quit is not None:
            named[QUIT] = Widget(tr(self.quit_label), self._quit)
        # The pause's own spacing, wider than a full panel's where it fits.
        width, title_h = min(w - 20, m.button_h * 5), round(m.title_px * 1.6)
        room = h - 2 * m.margin - title_h - m.gap - len(named) * m.button_h
        gap = max(m.gap // 2, min(m.button_h // 3, room // max(1, len(named) - 1)))
        block = title_h + m.gap + len(named) * m.button_h + (len(named) - 1) * gap
        top = max(m.margin, (h - block) // 2) + title_h + m.gap
        left = (w - width) // 2
        title = pygame.Rect(left, top - title_h - m.gap, width, title_h)
        self.widgets.append(text_line(tr("Paused"), title, 2.0, TEXT, True))
        for index, widget in enumerate(named.values()):
            widget.rect = pygame.Rect(left, top + index * (m.button_h + gap), width, m.button_h)
            self.widgets.append(widget)
        self._named = named
        self.finish_panel()
