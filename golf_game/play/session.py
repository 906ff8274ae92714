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

from ..engine import Deal, Mode, Round
from ..engine.round import SEED_MAX
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
    ) -> None:
        self.storage = storage
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
        self._saved: Round | None = storage.load_game() if persist else None
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
        return self._saved

    def continue_game(self) -> Game | None:
        saved = self._saved
        if saved is None:
            return None
        self._saved = None
        count = f"hole {saved.hole_number} of {saved.hole_count}"
        title = f"{saved.mode.title} - {count}" if saved.hole_count > 1 else saved.mode.title
        game = self._open(Game(self, saved, title))
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
        game = self._open(Game(self, round_, title, pars, winnable=self._winnable(start)))
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
        if self.persist:
            self._queue.save(round_)

    def clear_saved(self) -> None:
        """Forget the saved game, in order with the saves queued before."""
        if self.persist:
            self._queue.clear()

    def flush(self) -> None:
        """Write the queued save now (at exit)."""
        self._queue.flush()

    def record_hole(self, game: Game, number: int) -> None:
        if self.persist:
            hole = game.hole
            self.storage.record_hole(
                game.round.mode, game.hole_count, hole.outcome, hole.score, game.par(number)
            )
            self._collect_messages()

    def record_round(self, game: Game) -> None:
        if self.persist:
            self.storage.record_round(game.round.mode, game.round.total, game.par_total())
            self._collect_messages()

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
