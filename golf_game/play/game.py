"""One round on screen, without the screen: its holes, their analyses, their
pars, when each hole is recorded, and what comes after a hole.

A :class:`Game` never builds a scene: it asks its host (the session,
:mod:`golf_game.play.session`) and the host's screens
(:mod:`golf_game.scenes.flow`) for them. Both are described here as
protocols, so this module imports neither.
"""

from __future__ import annotations

import datetime
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ..engine import Deal, Hole, Mode, Round
from ..saved.game_file import DealName
from ..saved.records import NO_ASSISTS, Assist, Assists
from ..saved.storage import Storage
from ..tasks import TaskRunner
from .analysis import HoleAnalysis
from .coaching import HoleCoaching
from .grades import HoleGrading

if TYPE_CHECKING:
    from ..engine.verdict import Verdict


class Screens(Protocol):
    """What a game shows (:class:`golf_game.scenes.flow.Flow`)."""

    def show_hole(self, game: Game) -> None:
        """The current hole over the menu; its result at once if it is over."""

    def show_result(self, game: Game) -> None:
        """The result overlay over the finished hole."""

    def show_card(self, game: Game) -> None:
        """The score card over the hole (and its result)."""

    def show_menu(self) -> None:
        """Only the menu (the bottom scene) on screen."""


class Host(Protocol):
    """What a game asks of the session that started it."""

    game: Game | None
    """The game on screen, if any."""
    tasks: TaskRunner
    screens: Screens
    storage: Storage
    """Where the records are (the score card shows the best round)."""

    def save(self, game: Game) -> None: ...

    def clear_saved(self) -> None: ...

    def keep_for_continue(self, game: Game) -> None: ...

    def next_deal(self, game: Game) -> tuple[Deal | None, int | None]: ...

    def record_hole(self, game: Game, number: int, attempt: bool = False) -> None:
        """Record the hole as it stands (abandoned if not over); ``attempt``:
        under the key of the attempt being left."""

    def record_round(self, game: Game) -> None: ...

    def new_game_like(self, game: Game) -> None: ...

    def to_menu(self) -> None: ...


@dataclass(frozen=True, slots=True)
class Stake:
    """What abandoning a game would lose, for the question that asks first."""

    mode: Mode
    hole_number: int
    hole_count: int
    moves: int
    """Moves made on the current hole."""
    finished: int
    """Holes of the round already finished."""
    total: int
    """The round's total over those holes."""


def stake(round_: Round) -> Stake | None:
    """What abandoning ``round_`` would lose, or ``None`` if nothing: no move
    made yet, or a single hole already over (it is recorded as it is)."""
    hole = round_.hole
    started = hole_started(hole)
    finished = len(round_.results())
    if round_.hole_count == 1 and (hole.is_over or not started):
        return None
    if round_.hole_count > 1 and (round_.is_complete or not (started or finished)):
        return None
    return Stake(
        round_.mode,
        round_.hole_number,
        round_.hole_count,
        hole.moves_made,
        finished,
        round_.total,
    )


def hole_started(hole: Hole) -> bool:
    """A hole counts as played from its first move (even one undone since)."""
    return hole.moves_made > 0 or hole.can_redo or hole.is_over


def new_ident() -> str:
    """A new game's identity: its recordings are keyed by it (exactly once)."""
    return secrets.token_hex(8)


class Game:
    """One round on screen: its holes, their analyses, their pars and the
    assists each hole had. ``ident`` names this game in the records, so a
    hole recorded before a power cut is not counted again after it."""

    def __init__(
        self,
        session: Host,
        round_: Round,
        name: DealName,
        pars: dict[int, int] | None = None,
        winnable: bool = False,
        *,
        ident: str = "",
        assists: dict[int, Assists] | None = None,
    ) -> None:
        self.session = session
        self.round = round_
        self.name = name
        """Which deal it is (the header names it: view/words.py)."""
        self.winnable = winnable
        self.ident = ident or new_ident()
        self.pars: dict[int, int] = dict(pars or {})
        self.assists: dict[int, Assists] = dict(assists or {})
        self.analysis: HoleAnalysis | None = None
        self.coaching: HoleCoaching | None = None
        self.recorded: set[int] = set()

    # --- assists ------------------------------------------------------------------

    def assists_of(self, number: int | None = None) -> Assists:
        """The help hole ``number`` (default the current) had so far."""
        return self.assists.get(number or self.round.hole_number, NO_ASSISTS)

    def count_assist(self, kind: Assist) -> None:
        """The player had help of ``kind`` on the current hole (saved with it)."""
        number = self.round.hole_number
        self.assists[number] = self.assists_of(number).add(kind)
        self.save()

    def record_key(self, number: int | None = None) -> str:
        """The key hole ``number``'s recording is counted once by; ``None``: the round's."""
        return f"{self.ident}:{'round' if number is None else number}"

    def attempt_key(self) -> str:
        """The key of the current hole's attempt being abandoned: one per
        attempt (each restart is a new one), apart from the hole's own."""
        return f"{self.record_key(self.round.hole_number)}.{self.assists_of().retry}"

    # --- pars ---------------------------------------------------------------------

    @property
    def hole(self) -> Hole:
        return self.round.hole

    @property
    def hole_count(self) -> int:
        return self.round.hole_count

    @property
    def daily(self) -> datetime.date | None:
        """The day of a daily deal (its result can be shared), also after Continue."""
        return datetime.date.fromisoformat(self.name.daily) if self.name.daily else None

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
        """The par of the finished holes (``None`` while any of theirs is
        unknown): the round's par once it is complete."""
        pars = [self.par(result.number) for result in self.round.results()]
        if any(par is None for par in pars):
            return None
        return sum(par for par in pars if par is not None)

    def verdict(self) -> Verdict | None:
        if self.analysis is None:
            return None
        return self.analysis.verdict(self.hole.position)

    def hole_analysis(self) -> HoleAnalysis:
        """The current hole's analysis, started if the hole is new."""
        hole = self.hole
        analysis = self.analysis
        if analysis is None or analysis.closed or analysis.deal is not hole.deal:
            self.par()  # keep the last hole's par before its analysis goes
            if analysis is not None:
                analysis.close()
            if self.coaching is not None:
                self.coaching.close()
            analysis = HoleAnalysis(
                self.session.tasks, hole.deal, hole.rules, self.pars.get(self.round.hole_number)
            )
            HoleGrading(self.session.tasks, analysis, hole.mode)
            self.analysis = analysis
        return analysis

    def hole_coaching(self) -> HoleCoaching:
        """The coach's review of the finished hole's line, started if new
        (or if the line changed since: undone and finished again)."""
        coaching = self.coaching
        if coaching is None or coaching.closed or not coaching.matches(self.hole):
            if coaching is not None:
                coaching.close()
            analysis = self.hole_analysis()
            coaching = HoleCoaching(
                self.session.tasks, self.hole, analysis.par_answer, analysis.memory
            )
            self.coaching = coaching
        return coaching

    # --- screens ------------------------------------------------------------------

    def show(self) -> None:
        """The current hole over the menu; its result at once if it is over."""
        self.session.screens.show_hole(self)

    def show_result(self) -> None:
        self.session.screens.show_result(self)

    def show_card(self) -> None:
        self.session.screens.show_card(self)

    def save(self) -> None:
        self.session.save(self)

    # --- leaving a hole -------------------------------------------------------------

    def record_current(self) -> None:
        """Record the current hole if it is over and not yet recorded."""
        number = self.round.hole_number
        if not self.hole.is_over or number in self.recorded:
            return
        self.recorded.add(number)
        self.session.record_hole(self, number)
        if self.round.is_complete and self.hole_count > 1:
            self.session.record_round(self)

    def abandon(self) -> None:
        """The player throws the game away: a finished hole is recorded as it
        is, a started one as abandoned (a loss, scored by the cards left)."""
        if self.hole.is_over:
            self.record_current()
        elif hole_started(self.hole):
            self.session.record_hole(self, self.round.hole_number, attempt=True)

    def restart(self) -> None:
        """The current hole dealt again from the start, as a new attempt: the
        one abandoned is recorded, and the hole counts a retry."""
        if self.hole.locked or not hole_started(self.hole):
            return
        self.session.record_hole(self, self.round.hole_number, attempt=True)
        self.round.restart_hole()
        self.count_assist(Assist.RETRY)
        self.show()

    def next_hole(self) -> None:
        """Lock the finished hole, record it, and deal the next one."""
        if self.round.is_last_hole:
            self.finish()
            return
        self._advance()
        self.show()

    def _advance(self) -> None:
        self.record_current()
        deal, par = self.session.next_deal(self)
        self.round.next_hole(deal)
        if par is not None:
            self.pars[self.round.hole_number] = par
        self.save()

    def new_deal(self) -> None:
        """A fresh game like this one (New in a single hole, New round after a round)."""
        self.session.new_game_like(self)

    def finish(self) -> None:
        """The round is over and the player leaves it: record, forget the save."""
        self.record_current()
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
            self.session.keep_for_continue(self)
        self.close()

    def close(self) -> None:
        """Stop the analysis; the session has no game on screen any more."""
        if self.analysis is not None:
            self.analysis.close()
        if self.coaching is not None:
            self.coaching.close()
        if self.session.game is self:
            self.session.game = None
