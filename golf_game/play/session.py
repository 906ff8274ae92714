"""What outlives any one scene: the saved data, where deals come from, and
which game is on screen.

:class:`Session` is made once at start-up (:mod:`golf_game.launch`). The
menu asks it to start, continue or leave a game; a
:class:`~golf_game.play.game.Game` runs one :class:`Round`, saved after every
move and each hole recorded once it can no longer be undone
(docs/STORAGE.md). The scenes are built by its screens
(:mod:`golf_game.scenes.flow`), never here.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from ..engine import Deal, Mode, Outcome, Round
from ..engine.round import SEED_MAX
from ..lang import LANGUAGES
from ..saved.audits import Audits, Event, Seconds
from ..saved.game_file import DealName, SavedGame
from ..saved.save_queue import SaveQueue
from ..saved.settings import Settings
from ..saved.storage import Storage
from ..tasks import TaskRunner
from .game import Game, Screens
from .winnable import WinnableSupply

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Start:
    """How a new game begins: the mode, 1 or 9 holes, and where its deals come from.

    ``seed`` (the round's seed) or ``deal`` (a typed deal, one hole) fix the
    deals; otherwise they are random, or winnable-only if the setting is on
    (or in a kiosk, or on the first deal of a first run). ``date``: a daily
    deal's date.
    """

    mode: Mode
    holes: int = 1
    seed: int | None = None
    deal: Deal | None = None
    daily: bool = False
    date: str = ""

    @classmethod
    def daily_deal(cls, mode: Mode, holes: int = 1) -> Start:
        # Imported here: its hashlib loads OpenSSL, about 7 ms of start-up.
        from ..engine.daily import daily_seed, today

        date = today()
        return cls(mode, holes, seed=daily_seed(date, mode), daily=True, date=date.isoformat())


class Session:
    """Storage, the deal sources and the game on screen, for one run of the game.

    ``settings`` are the ones in use at start; every later change comes
    through :meth:`change_settings`, which puts them to use with
    ``apply_settings``. ``persist`` False keeps everything in memory
    (screenshots); ``kiosk`` never saves settings (they are the operator's)."""

    def __init__(
        self,
        storage: Storage,
        tasks: TaskRunner,
        settings: Settings,
        *,
        screens: Screens,
        apply_settings: Callable[[Settings], None],
        kiosk: bool = False,
        persist: bool = True,
        rng: random.Random | None = None,
        audits: Audits | None = None,
    ) -> None:
        self.storage = storage
        self.audits = audits
        """A kiosk's bookkeeping: holes started, finished, won, abandoned."""
        self.modes: tuple[Mode, ...] = tuple(Mode)
        """The modes a visitor may pick (a kiosk's operator may allow fewer)."""
        self.languages: tuple[str, ...] = LANGUAGES
        """The languages the menu offers (a kiosk's operator may allow fewer)."""
        self._hole_started: datetime | None = None
        self.tasks = tasks
        self.screens = screens
        self.kiosk = kiosk
        self.persist = persist
        self.rng = rng or random.Random()
        self.supply = WinnableSupply(tasks, self.rng)
        self.game: Game | None = None
        self.messages: list[str] = []
        self._settings = settings
        self.operator_settings = settings
        """A kiosk's settings as its operator saved them: what visitors' changes
        fall back to when it goes idle."""
        self._saved: SavedGame | None = storage.load_saved() if persist else None
        self._first_run = persist and self._saved is None and not storage.records.table
        self._queue = SaveQueue(storage, tasks)
        self._apply = apply_settings
        """Puts settings to use (the app's context, sounds and art)."""
        self._collect_messages()

    # --- settings --------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        return self._settings

    def change_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on and save them at once (a kiosk never
        saves them: the settings file is its operator's)."""
        self._use(settings)
        if self.persist and not self.kiosk:
            self.storage.save_settings(settings)
            self._collect_messages()

    def use_operator_settings(
        self, settings: Settings, modes: tuple[Mode, ...], languages: tuple[str, ...] = LANGUAGES
    ) -> None:
        """A kiosk operator changed their choices: they apply at once."""
        self.operator_settings = settings
        self.modes = modes
        self.languages = languages
        self._use(settings)

    def restore_operator_settings(self) -> None:
        """In a kiosk, undo what visitors changed (at the idle reset)."""
        if self.kiosk and self._settings != self.operator_settings:
            log.info("kiosk: visitors' settings reset to the operator's")
            self._use(self.operator_settings)

    def _use(self, settings: Settings) -> None:
        self._settings = settings
        self._apply(settings)

    # --- the saved game ------------------------------------------------------------

    @property
    def saved(self) -> Round | None:
        """The unfinished game on disk, if any (offered as Continue)."""
        return None if self._saved is None else self._saved.round

    def continue_game(self) -> Game | None:
        kept = self._saved
        if kept is None:
            return None
        self._saved = None
        saved = kept.round
        name = kept.name or DealName(saved.seed)
        game = self._open(Game(self, saved, name, ident=kept.ident, assists=dict(kept.assists)))
        game.show()
        return game

    def keep_for_continue(self, game: Game) -> None:
        self._saved = SavedGame(game.round, game.ident, dict(game.assists), game.name)

    def _abandon_saved(self) -> None:
        """A new game replaces the saved one: record its hole first, as it
        ended (the app was closed on a result screen) or as abandoned if it
        was started (docs/STATISTICS.md)."""
        kept, self._saved = self._saved, None
        if kept is None or not self.persist:
            return
        if not kept.round.hole.is_over:
            self._count(Event.HOLE_ABANDONED)
        name = kept.name or DealName(kept.round.seed)
        Game(self, kept.round, name, ident=kept.ident, assists=dict(kept.assists)).abandon()
        self.clear_saved()

    # --- starting -----------------------------------------------------------------------

    def new_game(self, start: Start) -> Game:
        """Start ``start`` on top of the menu, replacing any saved game."""
        if self.game is not None:
            self.game.leave()
        self._abandon_saved()
        round_, pars, name = self._make_round(start)
        game = self._open(Game(self, round_, name, pars, winnable=self._winnable(start)))
        self._first_run = False
        self._hole_begins()
        game.show()
        game.save()
        return game

    def new_game_like(self, game: Game) -> None:
        """A fresh game like ``game`` (New in a single hole, New round after a round)."""
        self.new_game(Start(game.round.mode, game.hole_count))

    def _open(self, game: Game) -> Game:
        self.game = game
        return game

    def _winnable(self, start: Start) -> bool:
        """Random deals are winnable-only if the setting says so, in a kiosk
        (a visitor's one game should be one that can be won), and for the
        first deal of a first run (nothing played, nothing saved)."""
        chosen = start.seed is not None or start.deal is not None
        return not chosen and (self.settings.winnable_only or self.kiosk or self._first_run)

    def _make_round(self, start: Start) -> tuple[Round, dict[int, int], DealName]:
        mode = start.mode
        holes = start.holes if start.deal is None else 1
        pars: dict[int, int] = {}
        if start.deal is not None:
            return Round(mode, 1, 0, first_deal=start.deal), pars, DealName(None)
        if start.seed is not None:
            return Round(mode, holes, start.seed), pars, DealName(start.seed, daily=start.date)
        seed = self.rng.randrange(SEED_MAX)
        if self._winnable(start):
            found = self.supply.take(mode, self.settings.deal_grade)
            if found is not None:
                pars[1] = found.par
                return Round(mode, holes, found.seed), pars, DealName(found.seed, winnable=True)
        return Round(mode, holes, seed), pars, DealName(seed)

    def next_deal(self, game: Game) -> tuple[Deal | None, int | None]:
        """The next hole's deal (``None``: the round's own) and its par if known."""
        self._hole_begins()
        if not game.winnable:
            return None, None
        found = self.supply.take(game.round.mode, self.settings.deal_grade)
        if found is None:
            return None, None
        return Deal.from_seed(found.seed), found.par

    # --- saving and recording ------------------------------------------------------------

    def save(self, game: Game) -> None:
        """Save the game on the worker: the frame loop only copies it to data."""
        if self.persist:
            self._queue.save(game.round, game.ident, game.assists, game.name)

    def clear_saved(self) -> None:
        """Forget the saved game, in order with the saves queued before."""
        if self.persist:
            self._queue.clear()

    def flush(self) -> None:
        """Write the queued save now (at exit)."""
        self._queue.flush()

    def record_hole(self, game: Game, number: int, attempt: bool = False) -> None:
        """Record hole ``number`` of ``game`` as it stands: as it ended, or as
        abandoned if it is not over. ``attempt``: an attempt the player left
        (a restart, a new game), under its own key (:meth:`Game.attempt_key`)."""
        if self.persist:
            hole = game.hole
            self._hole_ends(hole.outcome)
            key = game.attempt_key() if attempt else game.record_key(number)
            self.storage.update_records(
                lambda records: records.record_hole(
                    game.round.mode,
                    game.hole_count,
                    hole.outcome,
                    hole.score,
                    game.par(number),
                    assists=game.assists_of(number),
                    abandoned=not hole.is_over,
                    key=key,
                )
            )
            self._collect_messages()

    def record_round(self, game: Game) -> None:
        if self.persist:
            self.storage.update_records(
                lambda records: records.record_round(
                    game.round.mode, game.round.total, game.par_total(), key=game.record_key()
                )
            )
            self._collect_messages()

    # --- audits ---------------------------------------------------------------------------

    def _count(self, event: Event) -> None:
        if self.audits is not None:
            self.audits.count(event)

    def _hole_begins(self) -> None:
        if self.audits is not None:
            self.audits.count(Event.HOLE_STARTED)
            self._hole_started = self.audits.now()

    def _hole_ends(self, outcome: Outcome) -> None:
        if self.audits is None:
            return
        self.audits.count(Event.HOLE_FINISHED)
        if outcome is Outcome.WON:
            self.audits.count(Event.HOLE_WON)
        if self._hole_started is not None:
            seconds = (self.audits.now() - self._hole_started).total_seconds()
            self.audits.add_seconds(Seconds.HOLES, seconds)
            self._hole_started = None

    def _collect_messages(self) -> None:
        self.messages.extend(self.storage.take_messages())

    def take_messages(self) -> list[str]:
        self._collect_messages()
        messages, self.messages = self.messages, []
        return messages

    # --- screens ------------------------------------------------------------------------

    def to_menu(self) -> None:
        """Leave whatever is on screen for the menu (the bottom scene); a game
        on screen is left as :meth:`Game.leave` says."""
        if self.game is not None:
            self.game.leave()
        self.screens.show_menu()
