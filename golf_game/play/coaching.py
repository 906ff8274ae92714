"""The coach's review of a finished hole, worked out off the frame loop.

The result screen shows at once; the review arrives after it, stage by stage
(where the win was lost first: see :class:`golf_game.engine.coach.Stage`).
Each job runs one :meth:`Coach.step` slice on the task runner's worker, held
until the frame loop has nothing moving; the review is one of the runner's
searches (:meth:`TaskRunner.run_search`), which run one at a time, like the
par search (:mod:`golf_game.play.analysis`). What the screens read
(:attr:`HoleCoaching.progress`) is a plain immutable value set by the worker;
:attr:`HoleCoaching.version` changes whenever it does.

The coach (and the solver with it) is imported by the first slice, on the
worker, not with this module.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from ..engine import Hole, Move, Position, apply_move
from ..engine.hint_memory import HintMemory
from ..tasks import CancelToken, TaskRunner, Urgency, release_freed_memory
from .analysis import ParAnswer

if TYPE_CHECKING:
    from ..engine.coach import Coach, CoachProgress, CoachReport

SLICE_NODES = 5_000
"""Expansions per job, as the par search: about 10 ms."""


class HoleCoaching:
    """The review of ``hole``'s line as it stands now (a finished hole).

    ``par``: the par search's answer, if in, so the coach need not solve the
    start again; ``memory``: the hole's hint memory, which learns the lines
    the coach proves."""

    def __init__(
        self,
        tasks: TaskRunner,
        hole: Hole,
        par: ParAnswer | None,
        memory: HintMemory,
        *,
        slice_nodes: int = SLICE_NODES,
    ) -> None:
        self.deal = hole.deal
        self.mode = hole.mode
        self.moves: tuple[Move, ...] = tuple(hole.moves())
        self.ended = hole.ended_by_player
        self.progress: CoachProgress | None = None
        self.version = 0
        self._par = par
        self._memory = memory
        self._slice = slice_nodes
        self._coach: Coach | None = None
        self._token = CancelToken()
        self._tasks = tasks
        self._submit()

    def matches(self, hole: Hole) -> bool:
        """Whether this review is of ``hole``'s line as it stands."""
        return (
            hole.deal == self.deal
            and hole.ended_by_player == self.ended
            and tuple(hole.moves()) == self.moves
        )

    @property
    def report(self) -> CoachReport | None:
        progress = self.progress
        return progress.report if progress is not None else None

    @property
    def closed(self) -> bool:
        return self._token.cancelled

    def close(self) -> None:
        self._token.cancel()
        coach, self._coach = self._coach, None
        if coach is not None:
            # On the worker, after any slice of it still running there.
            with contextlib.suppress(RuntimeError):  # shut down: it goes with the process
                self._tasks.submit(lambda token: coach.stop())

    def position_before(self, number: int) -> Position:
        """The position just before move ``number`` (1-based) of the line."""
        position = Position.start(self.deal)
        for move in self.moves[: number - 1]:
            position = apply_move(self.deal, self.mode.rules, position, move)
        return position

    # --- inside ------------------------------------------------------------------

    def _make(self) -> Coach:
        from ..engine.coach import Coach
        from ..engine.verdict import SolveResult, Verdict

        start = None
        if self._par is not None:
            verdict = Verdict.WINNABLE if self._par.winnable else Verdict.UNWINNABLE
            start = SolveResult(verdict, self._par.par, self._par.line, 0, True)
        return Coach(
            self.deal,
            self.mode.rules,
            self.moves,
            start=start,
            ended=self.ended,
            memory=self._memory,
        )

    def _submit(self) -> None:
        def step() -> bool:
            coach = self._coach
            if coach is None:
                coach = self._coach = self._make()
            progress = coach.step(self._slice)
            if progress != self.progress:
                self.progress = progress
                self.version += 1
            if self._token.cancelled:  # closed during the slice
                self._coach = None
                coach.stop()
                return True
            if progress.report is not None and progress.report.done:
                self._coach = None
                release_freed_memory()
                return True
            return False

        self._tasks.run_search(step, self._token, Urgency.ON_SCREEN)
