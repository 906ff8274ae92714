"""Attract mode: an idle kiosk plays deals by itself until someone touches it.

The scene drives a real :class:`HoleScene` through the same actions a player
would send. It plays the solver's best line of the deal: the hole's
:class:`~golf_game.play.analysis.HoleAnalysis` works it out on the task
runner's worker (the par search), and the message line says so meanwhile.
A hole without an analysis, or whose line takes longer than
:data:`LINE_WAIT_SECONDS`, is played hint by hint instead: the scene asks
for a hint (the hole scene shows the highlight and the reason), waits so a
passer-by can read it, then plays it. When the hole is over it shows its
``pages`` in turn (the kiosk gives today's high scores and how to play),
each for its own time, then deals a new hole. A "Touch to play" banner
covers the button row throughout, and the first tap, drag or key closes the
scene (the menu is under it).

Between moves the scene reports ``wake_in`` instead of animating, so the loop
sleeps until the next move rather than ticking 60 times a second. Its pauses
are timed on the app's clock, not by summing frame times (a frame's time is
capped for animations, and a sleeping loop has few frames).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ..actions import Action, Command, DragStart, Key, Tap, Wake
from ..engine import Move
from ..scene import Rects, Scene
from ..view import kiosk_words as words
from ..view.drift import drift
from ..view.theme import GOLD, HINT, PANEL, TEXT
from .hole import HoleScene

if TYPE_CHECKING:
    from ..scene import Context

FIRST_MOVE_DELAY = 1.5
SHOW_HINT_SECONDS = 1.4
"""How long the hint's highlight and reason show before the move is made."""
BETWEEN_MOVES = 0.5
LINE_MOVE_SECONDS = 1.2
"""A move of the best line every so often: slow enough to follow."""
LINE_WAIT_SECONDS = 20.0
"""How long a demo hole waits for its best line before it plays hint by hint."""
LINE_POLL_SECONDS = 0.25
BETWEEN_DEALS = 4.0

Page = tuple[Callable[[], Scene], float]
"""A screen shown between demo holes (it gets no input) and for how many seconds."""


class AttractScene(Scene):
    """Plays holes made by ``make_hole`` one after another, each along the
    solver's best line (or hint by hint)."""

    def __init__(
        self,
        context: Context,
        make_hole: Callable[[], HoleScene],
        pages: Sequence[Page] = (),
    ) -> None:
        self.context = context
        self.make_hole = make_hole
        self.pages = tuple(pages)
        self.page: Scene | None = None
        """The page on screen instead of the hole, if any."""
        self._page_index = -1
        self.size = (800, 600)
        self.banner = pygame.Rect(0, 0, 0, 0)
        self._clock = context.clock
        self.line_played: list[Move] = []
        """The moves of the hole's best line played so far."""
        self.moves_played = 0
        self.holes_played = 0
        # Each hole's own state, set by _deal:
        self.hole_scene: HoleScene
        self._due = self._line_due = 0.0
        self._asked: bool
        self._hint_shown: bool
        self._by_hints: bool
        self._deal()

    # --- scene interface ----------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.hole_scene.resize(size)
        if self.page is not None:
            self.page.resize(size)
        layout = self.hole_scene.layout
        if layout.buttons:
            row = pygame.Rect(0, min(r.top for r in layout.buttons.values()), size[0], 0)
            row.h = size[1] - row.top
        else:
            row = pygame.Rect(0, size[1] * 5 // 6, size[0], size[1] - size[1] * 5 // 6)
        self.banner = row

    @property
    def animating(self) -> bool:
        return self.page is None and self.hole_scene.animating

    @property
    def wake_in(self) -> float | None:
        if self.page is None and (self.hole_scene.animating or self.hole_scene.thinking):
            return None  # frames tick, or the hint's task wakes the loop
        return max(0.0, self._due - self._clock())

    def finish_animations(self) -> None:
        self.hole_scene.finish_animations()

    def close(self) -> None:
        self._close_hole()
        if self.page is not None:
            self.page.close()

    def _close_hole(self) -> None:
        self.hole_scene.close()
        if self.hole_scene.analysis is not None:
            self.hole_scene.analysis.close()  # its maker hands it over with the hole

    def crash_details(self) -> list[str]:
        return self.hole_scene.crash_details()

    def handle(self, action: Action) -> None:
        if isinstance(action, Wake):
            self.hole_scene.handle(action)
        elif isinstance(action, (Tap, DragStart, Key)):
            # Someone is here: stop the demo; the menu underneath takes over.
            self.context.stack.pop()

    def update(self, dt: float) -> None:
        scene = self.hole_scene
        if self.page is None:
            scene.update(dt)
            if scene.animating or scene.thinking:
                return
        now = self._clock()
        longest = max([BETWEEN_DEALS, *(seconds for _, seconds in self.pages)])
        if self._due - now > longest:
            self._due = now  # the clock went backwards
        if now >= self._due:
            self._next()

    # --- the demo -------------------------------------------------------------------

    def _next(self) -> None:
        scene = self.hole_scene
        hole = scene.hole
        if hole.is_over and self._turn_page():
            return
        if hole.is_over:
            self._close_hole()
            self._deal()
            self.resize(self.size)
            self.holes_played += 1
            self.context.stack.changed = True
            return
        if not self._by_hints and self._play_line():
            return
        if scene.hint is not None:
            if not self._hint_shown:
                # It just arrived: leave the highlight and reason up to be read.
                self._hint_shown = True
                self._wait(SHOW_HINT_SECONDS)
                return
            move = scene.hint.move
        elif not self._asked and self.context.settings.hints and scene.hint_fn is not None:
            scene.handle(Key(Command.HINT))
            self._asked = True
            return
        else:
            # No hint (hints off, or none found): the first legal move will do.
            moves = hole.legal_moves()
            if not moves:
                self._wait(BETWEEN_DEALS)
                return
            move = moves[0]
        self._make(move)
        self._asked = False
        self._hint_shown = False
        self._wait(BETWEEN_DEALS if hole.is_over else BETWEEN_MOVES)

    def _deal(self) -> None:
        """The next demo hole; it says so at once while its line is worked out."""
        scene = self.make_hole()
        self.hole_scene = scene
        self._asked = False
        self._hint_shown = False
        self._by_hints = False
        self._line_due = self._clock() + LINE_WAIT_SECONDS
        self.line_played = []
        self._wait(FIRST_MOVE_DELAY)
        if scene.analysis is not None and scene.analysis.par_answer is None:
            scene.say(words.DEMO_THINKING, HINT)

    def _play_line(self) -> bool:
        """The next move of the best line, or wait for the line while it is
        worked out; False once the demo plays hint by hint (no analysis, the
        line took too long, or it is played out and the hole goes on)."""
        scene = self.hole_scene
        analysis = scene.analysis
        answer = None if analysis is None else analysis.par_answer
        if answer is None:
            if analysis is None or self._clock() >= self._line_due:
                self._by_hints = True
                return False
            if scene.message != words.DEMO_THINKING:
                scene.say(words.DEMO_THINKING, HINT)
            self._wait(LINE_POLL_SECONDS)
            return True
        line = answer.line
        played = len(self.line_played)
        if played >= len(line):
            self._by_hints = True
            return False
        self._make(line[played])
        self.line_played.append(line[played])
        if scene.hole.is_over:
            self._wait(BETWEEN_DEALS)  # the hole's own words say how it ended
        else:
            scene.say(words.demo_move(played + 1, len(line), answer.par), TEXT)
            self._wait(LINE_MOVE_SECONDS)
        return True

    def _make(self, move: Move) -> None:
        """Play ``move`` as a player would: by the key that makes it."""
        if move.column is None:
            self.hole_scene.handle(Key(Command.DRAW))
        else:
            self.hole_scene.handle(Key(Command.PLAY_COLUMN, move.column))
        self.moves_played += 1

    def _turn_page(self) -> bool:
        """Show the next page after a finished hole; False once all were shown."""
        if self.page is not None:
            self.page.close()
            self.page = None
        self._page_index += 1
        if self._page_index >= len(self.pages):
            self._page_index = -1
            return False
        make, seconds = self.pages[self._page_index]
        self.page = make()
        self.page.resize(self.size)
        self._wait(seconds)
        self.context.stack.changed = True
        return True

    def _wait(self, seconds: float) -> None:
        self._due = self._clock() + seconds

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        shown = self.hole_scene if self.page is None else self.page
        rects = shown.draw(surface, full)
        if not (full or rects):
            return []
        # Opaque, so painting it again over itself after each partial repaint is harmless.
        surface.fill(PANEL, self.banner)
        pygame.draw.line(surface, GOLD, self.banner.topleft, self.banner.topright, 3)
        art = self.context.art
        px = max(14, min(self.banner.h // 2, self.size[0] // 12))
        text = art.text(words.TOUCH_TO_PLAY, px, GOLD, bold=True)
        # Screen care: the banner's words stay up for hours, so they wander a little.
        dx, dy = drift(self._clock(), amplitude=max(2, self.banner.h // 20))
        surface.blit(text, text.get_rect(center=self.banner.move(dx, dy).center))
        return [*rects, self.banner]
