"""One round on screen, without the screen: its holes, their analyses, their
pars, when each hole is recorded, and what comes after a hole.

A :class:`Game` never builds a scene: it asks its host (the session,
:mod:`golf_game.play.session`) and the host's screens
(:mod:`golf_game.scenes.flow`) for them. Both are described here as
protocols, so this module imports neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..engine import Deal, Hole, Round
from ..saved.storage import Storage
from ..tasks import TaskRunner
from .analysis import HoleAnalysis

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

    def save(self, round_: Round) -> None: ...

    def clear_saved(self) -> None: ...

    def keep_for_continue(self, round_: Round) -> None: ...

    def next_deal(self, game: Game) -> tuple[Deal | None, int | None]: ...

    def record_hole(self, game: Game, number: int) -> None: ...

    def record_round(self, game: Game) -> None: ...

    def new_game_like(self, game: Game) -> None: ...

    def to_menu(self) -> None: ...


class Game:
    """One round on screen: its holes, their analyses and their pars."""

    def __init__(
        self,
        session: Host,
        round_: Round,
        title: str,
        pars: dict[int, int] | None = None,
        winnable: bool = False,
    ) -> None:
        self.session = session
        self.round = round_
        self.title = title
        self.winnable = winnable
        self.pars: dict[int, int] = dict(pars or {})
        self.analysis: HoleAnalysis | None = None
        self.recorded: set[int] = set()

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
            analysis = HoleAnalysis(
                self.session.tasks, hole.deal, hole.rules, self.pars.get(self.round.hole_number)
            )
            self.analysis = analysis
        return analysis

    def hole_title(self) -> str:
        if self.hole_count == 1:
            return self.title
        return f"{self.round.mode.title} - hole {self.round.hole_number} of {self.hole_count}"

    # --- screens ------------------------------------------------------------------

    def show(self) -> None:
        """The current hole over the menu; its result at once if it is over."""
        self.session.screens.show_hole(self)

    def show_result(self) -> None:
        self.session.screens.show_result(self)

    def show_card(self) -> None:
        self.session.screens.show_card(self)

    def save(self) -> None:
        self.session.save(self.round)

    # --- leaving a hole -------------------------------------------------------------

    def _record_current(self) -> None:
        """Record the current hole if it is over and not yet recorded."""
        number = self.round.hole_number
        if not self.hole.is_over or number in self.recorded:
            return
        self.recorded.add(number)
        self.session.record_hole(self, number)
        if self.round.is_complete and self.hole_count > 1:
            self.session.record_round(self)

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
        self.session.new_game_like(self)

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
        self.close()

    def close(self) -> None:
        """Stop the analysis; the session has no game on screen any more."""
        if self.analysis is not None:
            self.analysis.close()
        if self.session.game is self:
            self.session.game = None
