"""The solver's view of the hole being played, worked out off the frame loop.

Two questions, both answered by the engine's exact solver on the task
runner's worker, a slice of expansions per job:

- the deal's par and its best line (from the deal's start), asked once;
- whether the position on the table can still be won, asked again after
  every move (the question for the old position is dropped).

Both are searches of the task runner (:meth:`TaskRunner.run_search`), which
runs one search at a time, the par first (each holds its solver's tables:
the probe's 4.5 MB table, then up to about 8 MB of the sweep's sets): a
"still winnable" question waits until the par question is
settled, and a dropped question is forgotten at once, so only the newest
waits. Each job runs one :meth:`Solver.step` slice, held until the frame
loop has nothing moving; so other work (a hint, a save) never waits behind a
long search, an animation never shares the GIL with one, and dropping a
question costs at most one slice. Answers are plain immutable values set by
the worker and read by the frame loop; :attr:`HoleAnalysis.version` changes
whenever one arrives.

The solver and the hint are imported by the first slice, on the worker, not
with this module: a hole opened from the command line is on screen before
its first frame, and importing them (their tables are built at import) cost
10-15 ms of the start-up before that frame (tools/bench_startup.py).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from ..engine import Deal, Move, Position, Rules, apply_move
from ..engine.hint_memory import HintMemory
from ..tasks import CancelToken, TaskRunner, Urgency, release_freed_memory

if TYPE_CHECKING:
    from ..engine.grade import Grade
    from ..engine.solver import Solver
    from ..engine.verdict import Verdict

SLICE_NODES = 5_000
"""Expansions per job, about 10 ms: a tap that starts an animation while a
slice runs shares the GIL with it that long at most."""
NODE_BUDGET = 2_000_000
"""Expansions before a "still winnable" question is given up (then nothing
is shown). The par question has no budget: every search ends (the solver's
table is finite), so a hole never lacks its par because of a budget."""


@dataclass(frozen=True, slots=True)
class ParAnswer:
    """The deal's par and a line from the deal's start that reaches it."""

    par: int
    line: tuple[Move, ...]
    winnable: bool


class _Question:
    """One solver run, stepped a slice per job until answered or dropped.

    The solver is let go as soon as the question is settled: its tables hold
    up to about 8 MB (dicts of tens of MB before issue 13), and keeping
    solvers for the rest of the hole took the game's resident memory at
    1080p from 48 to 85 MB (tools/bench.py). It is made by the
    first slice, or taken over from the hints' memory: a hint asked for the
    position leaves its unfinished search there."""

    def __init__(
        self,
        deal: Deal,
        rules: Rules,
        position: Position,
        budget: int | None,
        memory: HintMemory,
    ) -> None:
        self.make: Callable[[], Solver] | None = partial(_new_solver, deal, rules, position, memory)
        self.solver: Solver | None = None
        self.budget = budget
        self.token = CancelToken()

    def take_solver(self) -> Solver | None:
        """The question's solver, made on first use; ``None`` once settled."""
        if self.solver is None and self.make is not None:
            self.solver = self.make()
            self.make = None
        return self.solver

    def drop(self) -> None:
        self.token.cancel()
        self.make = None
        self.solver = None


def _new_solver(deal: Deal, rules: Rules, position: Position, memory: HintMemory) -> Solver:
    """The hint's unfinished search from ``position``, if it left one (the
    same search: it goes on from where the hint stopped), else a new one. On
    the worker, the hints' thread."""
    from ..engine.solver import Solver

    paused = memory.memo(deal, rules).searches.pop(position, None)
    return paused if paused is not None else Solver(deal, rules, position)


class HoleAnalysis:
    """Par and "still winnable" for one hole, answered on ``tasks``' worker.

    ``known_par`` (with its line, if any) skips the par search: a deal drawn
    from the winnable-seed table already knows its par."""

    def __init__(
        self,
        tasks: TaskRunner,
        deal: Deal,
        rules: Rules,
        known_par: int | None = None,
        *,
        slice_nodes: int = SLICE_NODES,
        node_budget: int = NODE_BUDGET,
    ) -> None:
        self.tasks = tasks
        self.deal = deal
        self.rules = rules
        self.slice_nodes = slice_nodes
        self.node_budget = node_budget
        self.known_par = known_par
        self.memory = HintMemory()
        """The hints' memory of this deal: the par search hands its solved
        line over, so every hint along it is instant and exact."""
        self.par_answer: ParAnswer | None = None
        self.grade: Grade | None = None
        """The deal's grade, set by its grading (:mod:`golf_game.play.grades`)."""
        self.after_par: list[Callable[[], None]] = []
        """Called on the worker once the par answer is in (the deal's grading)."""
        self.version = 0
        self._verdicts: dict[Position, Verdict] = {}
        self._lines: dict[Position, tuple[Move, ...]] = {}
        self._lock = threading.Lock()
        self._watch: _Question | None = None
        self._watched: Position | None = None
        self.token = CancelToken()
        """Cancelled when the hole leaves the screen: searches about the hole
        (its grading) stop with it."""
        start = Position.start(deal)
        self._start = start
        self._par_question = _Question(deal, rules, start, None, self.memory)
        self._submit(self._par_question, start, is_par=True)

    # --- what the screens read ----------------------------------------------

    @property
    def par(self) -> int | None:
        answer = self.par_answer
        return answer.par if answer is not None else self.known_par

    def verdict(self, position: Position) -> Verdict | None:
        """WINNABLE or UNWINNABLE once proved for ``position``; ``None`` before."""
        with self._lock:
            return self._verdicts.get(position)

    # --- what the hole scene tells it -----------------------------------------

    def watch(self, position: Position, before: Position | None = None) -> None:
        """The table now shows ``position``; ``before`` is the position a move
        (not an undo) came from. The question about the last position is dropped.
        """
        if self.closed or position == self._watched:
            return
        self._watched = position
        self._forget_hint_searches(position)
        if self._watch is not None:
            self._watch.drop()
            self._watch = None
        if position == self._start and not self._par_question.token.cancelled:
            return  # the par question answers for the start as well
        with self._lock:
            if position in self._verdicts:
                return
            if before is not None and self._follows(before, position):
                return
        self._watch = _Question(self.deal, self.rules, position, self.node_budget, self.memory)
        self._submit(self._watch, position, is_par=False)

    @property
    def closed(self) -> bool:
        return self.token.cancelled

    def close(self) -> None:
        """The hole left the screen: drop every question."""
        self.token.cancel()
        self._par_question.drop()
        if self._watch is not None:
            self._watch.drop()

    # --- inside ------------------------------------------------------------------

    def _forget_hint_searches(self, position: Position) -> None:
        """Let go of the unfinished searches hints left for positions other
        than ``position`` (each holds its solver's tables, several MB): the
        table has moved on. On the worker, the only thread that uses the
        hints' memory."""

        def job(token: CancelToken) -> None:
            searches = self.memory.memo(self.deal, self.rules).searches
            for other in [at for at in searches if at != position]:
                del searches[other]

        try:
            self.tasks.submit(job)
        except RuntimeError:
            return  # the runner has shut down (the window closed)

    def _follows(self, before: Position, after: Position) -> bool:
        """Settle ``after`` from ``before`` without a search where the engine's
        facts allow: a lost position stays lost after any move, and the first
        move of a known winning line keeps the rest of the line. Lock held."""
        verdict = self._verdicts.get(before)
        if verdict is None:
            return False
        from ..engine.verdict import Verdict  # imported by the slice that found it

        if verdict is Verdict.UNWINNABLE:
            self._verdicts[after] = Verdict.UNWINNABLE
            return True
        line = self._lines.get(before)
        if (
            verdict is Verdict.WINNABLE
            and line
            and apply_move(self.deal, self.rules, before, line[0]) == after
        ):
            self._verdicts[after] = Verdict.WINNABLE
            self._lines[after] = line[1:]
            return True
        return False

    def _submit(self, question: _Question, position: Position, is_par: bool) -> None:
        def step() -> bool:
            solver = question.take_solver()
            if solver is None:
                return True
            result = solver.step(self.slice_nodes)
            if question.token.cancelled:
                question.solver = None  # dropped during the slice
                return True
            if result.complete:
                question.solver = None
                # This runs on the worker, the thread the hint runs on too: the
                # solved line makes every later hint along it instant and exact.
                self.memory.remember(self.deal, self.rules, result, position)
                self._answer(position, result.verdict, result.line, result.par, is_par)
                if is_par:
                    for follow in self.after_par:
                        follow()
            elif question.budget is None or result.nodes < question.budget:
                return False
            else:
                question.solver = None  # given up: nothing will be shown
            del solver
            release_freed_memory()
            return True

        urgency = Urgency.PAR if is_par else Urgency.ON_SCREEN
        self.tasks.run_search(step, question.token, urgency)

    def _answer(
        self,
        position: Position,
        verdict: Verdict,
        line: tuple[Move, ...],
        par: int | None,
        is_par: bool,
    ) -> None:
        from ..engine.verdict import Verdict

        with self._lock:
            self._verdicts[position] = verdict
            if verdict is Verdict.WINNABLE:
                self._lines[position] = line
            if is_par and par is not None:
                self.par_answer = ParAnswer(par, line, verdict is Verdict.WINNABLE)
            self.version += 1
