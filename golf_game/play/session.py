"""What outlives any one scene: saved data, where deals come from, and a game's
path from its first hole to the menu.

:class:`Session` is made once at start-up. The menu asks it to start, continue
or leave a game; a :class:`Game` runs one :class:`Round` through the hole
scene, the result overlay and the score card, saves it after every move and
records each hole once it can no longer be undone (docs/STORAGE.md).
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import Deal, Hole, Mode, Round
from ..engine.round import SEED_MAX
from ..saved.settings import Settings
from ..saved.storage import Storage, game_to_dict
from ..scene import Context, Scene
from ..tasks import CancelToken, TaskRunner
from .analysis import HoleAnalysis
from .winnable import WinnableSearch, WinnableSeed, cached_seeds

if TYPE_CHECKING:
    from ..engine.solver import Verdict

log = logging.getLogger(__name__)

POOL_LOW = 12
"""Winnable seeds kept ready per mode before the background search tops up."""
SEARCH_SLICE = 20_000
CLEAR = "clear"
"""A queued write that removes the saved game."""


class WinnableSupply:
    """Proven winnable seeds, at once: the shipped table first (shuffled), then
    seeds a background search finds, a slice per job on the task runner."""

    def __init__(self, tasks: TaskRunner, rng: random.Random) -> None:
        self.tasks = tasks
        self.rng = rng
        self._lock = threading.Lock()
        self._pools: dict[Mode, list[WinnableSeed]] = {}
        self._searching: set[Mode] = set()

    def _pool(self, mode: Mode) -> list[WinnableSeed]:
        """The mode's seeds, the table read on first use (not before the
        first frame). Lock held."""
        if not self._pools:
            for each in Mode:
                pool = list(cached_seeds().get(each, ()))
                self.rng.shuffle(pool)
                self._pools[each] = pool
        return self._pools[mode]

    def ready(self, mode: Mode) -> int:
        with self._lock:
            return len(self._pool(mode))

    def take(self, mode: Mode) -> WinnableSeed | None:
        """A winnable seed not handed out before, or ``None`` if none is ready
        yet (the table is missing and the search has found nothing so far)."""
        with self._lock:
            pool = self._pool(mode)
            found = pool.pop() if pool else None
            low = len(pool) < POOL_LOW and mode not in self._searching
            if low:
                self._searching.add(mode)
        if low:
            self._search(WinnableSearch(mode, self.rng.randrange(SEED_MAX)))
        return found

    def _search(self, search: WinnableSearch) -> None:
        def job(token: CancelToken) -> None:
            if token.cancelled:
                return
            found = search.step(SEARCH_SLICE)
            if found is None:
                self._search(search)
                return
            with self._lock:
                pool = self._pool(search.mode)
                pool.insert(0, found)
                more = len(pool) < POOL_LOW
                if not more:
                    self._searching.discard(search.mode)
            if more:
                self._search(WinnableSearch(search.mode, found.seed + 1))

        try:
            self.tasks.submit_idle(job)
        except RuntimeError:
            return  # the runner has shut down


@dataclass(frozen=True)
class Start:
    """How a new game begins: the mode, 1 or 9 holes, and where its deals come from.

    ``seed`` (the round's seed) or ``deal`` (a typed deal, one hole) fix the
    deals; otherwise they are random, or winnable-only if the setting is on.
    """

    mode: Mode
    holes: int = 1
    seed: int | None = None
    deal: Deal | None = None
    title: str = ""
    daily: bool = False

    @classmethod
    def daily_deal(cls, mode: Mode, holes: int = 1) -> Start:
        # Imported here: its hashlib loads OpenSSL, about 7 ms of start-up.
        from ..engine.daily import daily_seed, today

        date = today()
        return cls(mode, holes, seed=daily_seed(date, mode), title=f"Daily {date}", daily=True)


class Session:
    """Storage, the deal sources and the scenes of one run of the game.

    ``persist`` False keeps everything in memory (screenshots)."""

    def __init__(
        self,
        context: Context,
        storage: Storage,
        *,
        persist: bool = True,
        animate: bool = True,
        rng: random.Random | None = None,
        apply_settings: Callable[[Settings], None],
    ) -> None:
        self.context = context
        self.storage = storage
        self.persist = persist
        self.rng = rng or random.Random()
        self.supply = WinnableSupply(context.tasks, self.rng)
        self.game: Game | None = None
        self.animate = animate
        """Deal animations on (off for screenshots)."""
        self.messages: list[str] = []
        self.operator_settings = context.settings
        """A kiosk's settings as its operator saved them: what visitors' changes
        fall back to when it goes idle."""
        self._saved: Round | None = storage.load_game() if persist else None
        self._write_lock = threading.Lock()
        self._disk_lock = threading.Lock()
        self._pending: dict[str, Any] | str | None = None
        self._apply = apply_settings
        """Puts settings to use (the app's context, sounds and art)."""
        self._collect_messages()

    # --- settings --------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        return self.context.settings

    def change_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on and save them at once (a kiosk never
        saves them: the settings file is its operator's)."""
        self._apply(settings)
        if self.persist and not self.context.kiosk:
            self.storage.save_settings(settings)
            self._collect_messages()

    def restore_operator_settings(self) -> None:
        """In a kiosk, undo what visitors changed (at the idle reset)."""
        if self.context.kiosk and self.context.settings != self.operator_settings:
            log.info("kiosk: visitors' settings reset to the operator's")
            self._apply(self.operator_settings)

    # --- the saved game ------------------------------------------------------------

    @property
    def saved(self) -> Round | None:
        """The unfinished game on disk, if any (offered as Continue)."""
        return self._saved

    def continue_game(self) -> Game | None:
        saved = self._saved
        if saved is None:
            return None
        self._saved = None
        count = f"hole {saved.hole_number} of {saved.hole_count}"
        title = f"{saved.mode.title} - {count}" if saved.hole_count > 1 else saved.mode.title
        game = Game(self, saved, title)
        game.show()
        return game

    def keep_for_continue(self, round_: Round) -> None:
        self._saved = round_

    def _abandon_saved(self) -> None:
        """A new game replaces the saved one: record its finished hole first
        (the app was closed on a result screen), as docs/STORAGE.md asks."""
        saved, self._saved = self._saved, None
        if saved is None or not self.persist:
            return
        if saved.hole.is_over:
            self.storage.record_hole(
                saved.mode, saved.hole_count, saved.hole.outcome, saved.hole.score, None
            )
            if saved.is_complete and saved.hole_count > 1:
                self.storage.record_round(saved.mode, saved.total, None)
            self._collect_messages()
        self.clear_saved()

    # --- starting -----------------------------------------------------------------------

    def new_game(self, start: Start) -> Game:
        """Start ``start`` on top of the menu, replacing any saved game."""
        if self.game is not None:
            self.game.leave()
        self._abandon_saved()
        round_, pars, title = self._make_round(start)
        game = Game(self, round_, title, pars, winnable=self._winnable(start))
        game.show()
        game.save()
        return game

    def _winnable(self, start: Start) -> bool:
        return self.settings.winnable_only and start.seed is None and start.deal is None

    def _make_round(self, start: Start) -> tuple[Round, dict[int, int], str]:
        mode = start.mode
        holes = start.holes if start.deal is None else 1
        pars: dict[int, int] = {}
        if start.deal is not None:
            return Round(mode, 1, 0, first_deal=start.deal), pars, start.title or "Typed deal"
        if start.seed is not None:
            title = start.title or f"Deal #{start.seed}"
            return Round(mode, holes, start.seed), pars, f"{mode.title} - {title}"
        seed = self.rng.randrange(SEED_MAX)
        if self._winnable(start):
            found = self.supply.take(mode)
            if found is not None:
                pars[1] = found.par
                round_ = Round(mode, holes, found.seed)
                return round_, pars, f"{mode.title} - winnable deal #{found.seed}"
        return Round(mode, holes, seed), pars, f"{mode.title} - deal #{seed}"

    def next_deal(self, game: Game) -> tuple[Deal | None, int | None]:
        """The next hole's deal (``None``: the round's own) and its par if known."""
        if not game.winnable:
            return None, None
        found = self.supply.take(game.round.mode)
        if found is None:
            return None, None
        return Deal.from_seed(found.seed), found.par

    # --- saving and recording ------------------------------------------------------------

    def save(self, round_: Round) -> None:
        """Save the round on the worker: the frame loop only copies it to data."""
        self._queue_write(game_to_dict(round_))

    def clear_saved(self) -> None:
        """Forget the saved game, in order with the saves queued before."""
        self._queue_write(CLEAR)

    def _queue_write(self, data: dict[str, Any] | str) -> None:
        """Only the newest write waits: moves made faster than the disk keeps
        up with are saved once, as they stand."""
        if not self.persist:
            return
        with self._write_lock:
            queued = self._pending is not None
            self._pending = data
        if not queued:
            try:
                self.context.tasks.submit(lambda token: self.flush())
            except RuntimeError:
                self.flush()  # the runner has stopped: write it now

    def flush(self) -> None:
        """Write the queued save (or clear) now; called by the worker, and at exit.

        The frame loop only ever waits for the short queue lock, never for the
        disk; the disk lock keeps two flushes (the worker's and the one at
        exit) in order."""
        with self._disk_lock:
            with self._write_lock:
                data, self._pending = self._pending, None
            if data == CLEAR:
                self.storage.clear_game()
            elif isinstance(data, dict):
                self.storage.save_game_data(data)

    def record_hole(self, mode: Mode, holes: int, hole: Hole, par: int | None) -> None:
        if self.persist:
            self.storage.record_hole(mode, holes, hole.outcome, hole.score, par)
            self._collect_messages()

    def record_round(self, round_: Round, par_total: int | None) -> None:
        if self.persist:
            self.storage.record_round(round_.mode, round_.total, par_total)
            self._collect_messages()

    def _collect_messages(self) -> None:
        self.messages.extend(self.storage.take_messages())

    def take_messages(self) -> list[str]:
        self._collect_messages()
        messages, self.messages = self.messages, []
        return messages

    # --- scenes -------------------------------------------------------------------------

    def to_menu(self) -> None:
        """Leave whatever is on screen for the menu (the bottom scene); a game
        on screen is left as :meth:`Game.leave` says."""
        if self.game is not None:
            self.game.leave()
        stack = self.context.stack
        while len(stack) > 1:
            stack.pop()
        if not len(stack):
            from ..scenes.menu import MenuScene

            stack.push(MenuScene(self.context, self))

    def show(self, scene: Scene) -> None:
        """Put ``scene`` straight over the menu (a game's hole)."""
        stack = self.context.stack
        while len(stack) > 1:
            stack.pop()
        stack.push(scene)


class Game:
    """One round on screen: its holes, their analyses and their pars."""

    def __init__(
        self,
        session: Session,
        round_: Round,
        title: str,
        pars: dict[int, int] | None = None,
        winnable: bool = False,
    ) -> None:
        self.session = session
        self.context = session.context
        self.round = round_
        self.title = title
        self.winnable = winnable
        self.pars: dict[int, int] = dict(pars or {})
        self.analysis: HoleAnalysis | None = None
        self.recorded: set[int] = set()
        session.game = self

    # --- pars ---------------------------------------------------------------------

    @property
    def hole(self) -> Hole:
        return self.round.hole

    @property
    def hole_count(self) -> int:
        return self.round.hole_count

    def par(self, number: int | None = None) -> int | None:
        """The par of hole ``number`` (1-based; default the current) if known."""
        number = number or self.round.hole_number
        analysis = self.analysis
        if (
            number == self.round.hole_number
            and analysis is not None
            and analysis.deal is self.hole.deal
            and analysis.par is not None
        ):
            self.pars[number] = analysis.par
        return self.pars.get(number)

    def par_total(self) -> int | None:
        """The total par of a complete round (``None`` while any par is unknown)."""
        pars = [self.par(number) for number in range(1, self.round.hole_number + 1)]
        if any(par is None for par in pars):
            return None
        return sum(par for par in pars if par is not None)

    def verdict(self) -> Verdict | None:
        if self.analysis is None:
            return None
        return self.analysis.verdict(self.hole.position)

    # --- scenes -------------------------------------------------------------------

    def hole_title(self) -> str:
        if self.hole_count == 1:
            return self.title
        return f"{self.round.mode.title} - hole {self.round.hole_number} of {self.hole_count}"

    def show(self) -> None:
        """The current hole over the menu; its result at once if it is over."""
        from ..scenes.hole import HoleHooks, HoleScene
        from ..view.layout import HOLE_BUTTONS, ROUND_BUTTONS

        hole = self.hole
        analysis = self.analysis
        if analysis is None or analysis.closed or analysis.deal is not hole.deal:
            self.par()  # keep the last hole's par before its analysis goes
            if analysis is not None:
                analysis.close()
            self.analysis = HoleAnalysis(
                self.context.tasks, hole.deal, hole.rules, self.pars.get(self.round.hole_number)
            )
        hooks = HoleHooks(
            changed=self._changed,
            over=self._over,
            new=self.new_deal,
            card=self.show_card,
            menu=self.session.to_menu,
        )
        scene = HoleScene(
            self.context,
            hole,
            self.hole_title(),
            deal_animation=self.session.animate and not hole.moves_made,
            hooks=hooks,
            analysis=self.analysis,
            button_row=HOLE_BUTTONS if self.hole_count == 1 else ROUND_BUTTONS,
        )
        self.session.show(scene)
        if hole.is_over:
            self.show_result()

    def _changed(self, hole: Hole) -> None:
        self.save()

    def _over(self, hole: Hole) -> None:
        self.show_result()

    def show_result(self) -> None:
        """The result overlay over the finished hole."""
        from ..scenes.result import ResultScene

        self.context.stack.push(ResultScene(self.context, self))

    def save(self) -> None:
        self.session.save(self.round)

    def show_card(self) -> None:
        from ..scenes.scorecard import ScorecardScene

        self.context.stack.push(ScorecardScene(self.context, self))

    # --- leaving a hole -------------------------------------------------------------

    def _record_current(self) -> None:
        """Record the current hole if it is over and not yet recorded."""
        number = self.round.hole_number
        if not self.hole.is_over or number in self.recorded:
            return
        self.recorded.add(number)
        self.session.record_hole(self.round.mode, self.hole_count, self.hole, self.par(number))
        if self.round.is_complete and self.hole_count > 1:
            self.session.record_round(self.round, self.par_total())

    def next_hole(self) -> None:
        """Lock the finished hole, record it, and deal the next one."""
        if self.round.is_last_hole:
            self.finish()
            return
        self._advance()
        self.show()

    def _advance(self) -> None:
        self._record_current()
        deal, par = self.session.next_deal(self)
        self.round.next_hole(deal)
        if par is not None:
            self.pars[self.round.hole_number] = par
        self.save()

    def new_deal(self) -> None:
        """A fresh game like this one (New in a single hole, New round after a round)."""
        self.session.new_game(Start(self.round.mode, self.hole_count))

    def finish(self) -> None:
        """The round is over and the player leaves it: record, forget the save."""
        self._record_current()
        self.session.clear_saved()

    def leave(self) -> None:
        """Leave the game. A finished hole is recorded (and a finished round
        cleared from storage); a finished hole mid-round is locked so Continue
        starts the next; an unfinished hole stays saved for Continue."""
        if self.hole.is_over:
            if self.round.is_last_hole:
                self.finish()
            else:
                self._advance()
        if not self.round.is_complete and self.session.game is self:
            self.session.keep_for_continue(self.round)
        self.closed()

    def closed(self) -> None:
        if self.analysis is not None:
            self.analysis.close()
        if self.session.game is self:
            self.session.game = None
