"""Deal grades in play: the shipped grades of the winnable-deal table (for
choosing a grade before a deal is dealt), and a hole's grade worked out on
the worker (for any deal, shown once known).

Nothing here imports the solver before it is needed (the grader and the
grades come with it): this module is imported before the first frame.

The shipped table, ``assets/data/deal_grades.json``, is made by
``tools/grade_deals.py --write-grades`` with the engine's own grader, so a
table seed's grade is the one :class:`HoleGrading` would find.
"""

from __future__ import annotations

import contextlib
import functools
import json
import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..engine import Mode
from ..tasks import TaskRunner, Urgency, release_freed_memory
from .analysis import HoleAnalysis

if TYPE_CHECKING:
    from ..engine.grade import Grade, Grader

GRADES_FILE = "deal_grades.json"
SLICE_NODES = 5_000


def parse_grades(data: object) -> dict[Mode, dict[int, Grade]]:
    """The grades of a ``deal_grades.json``; raises ``ValueError`` when damaged."""
    from ..engine.grade import Grade  # with the solver: not before the first frame

    if not isinstance(data, Mapping) or not isinstance(data.get("modes"), Mapping):
        raise ValueError("the grades file has no 'modes' table")
    table: dict[Mode, dict[int, Grade]] = {}
    for name, seeds in data["modes"].items():
        if not isinstance(seeds, Mapping):
            raise ValueError(f"the grades of {name!r} are not a table")
        table[Mode.from_str(str(name))] = {
            int(seed): Grade.from_str(str(grade)) for seed, grade in seeds.items()
        }
    return table


@functools.cache
def shipped_grades() -> Mapping[Mode, Mapping[int, Grade]]:
    """The shipped grades; empty if the file is missing or damaged (then no
    deal can be chosen by grade, and every deal still shows its own)."""
    from ..assets import bundled

    try:
        text = bundled("data", GRADES_FILE).read_text(encoding="utf-8")
        return MappingProxyType(parse_grades(json.loads(text)))
    except (OSError, ValueError):
        return MappingProxyType({})


def seed_of_grade(mode: Mode, grade: str, rng: random.Random) -> int | None:
    """A random deal of the shipped table with ``grade`` (a grade's name) in
    ``mode``; ``None`` if the table has none."""
    seeds = sorted(seed for seed, g in shipped_grades().get(mode, {}).items() if g.value == grade)
    return rng.choice(seeds) if seeds else None


class HoleGrading:
    """The grade of ``analysis``'s deal, worked out on ``tasks``' worker once
    the analysis has the par solve (the grader walks its line). Sets
    the analysis's :attr:`~HoleAnalysis.grade` and bumps its version, so the
    screens redraw. Closing the analysis drops the grading at once, and
    the grader with its solver."""

    def __init__(self, tasks: TaskRunner, analysis: HoleAnalysis, mode: Mode) -> None:
        self.tasks = tasks
        self.analysis = analysis
        self.mode = mode
        self._grader: Grader | None = None
        analysis.token.on_cancel(self._let_go)
        if analysis.par_answer is not None:
            self._submit()
        else:
            analysis.after_par.append(self._submit)

    def _make(self) -> Grader:
        answer = self.analysis.par_answer
        assert answer is not None, "graded only once the par is in"
        from ..engine.grade import Grader
        from ..engine.verdict import SolveResult, Verdict

        verdict = Verdict.WINNABLE if answer.winnable else Verdict.UNWINNABLE
        solved = SolveResult(verdict, answer.par, answer.line, 0, True)
        return Grader(self.analysis.deal, self.analysis.rules, solved)

    def _let_go(self) -> None:
        grader, self._grader = self._grader, None
        if grader is not None:
            # On the worker, after any slice of it still running there.
            with contextlib.suppress(RuntimeError):  # shut down: it goes with the process
                self.tasks.submit(lambda token: grader.stop())

    def _submit(self) -> None:
        def step() -> bool:
            grader = self._grader
            if grader is None:
                grader = self._grader = self._make()
            character = grader.step(SLICE_NODES)
            if self.analysis.closed:  # closed during the slice
                self._grader = None
                grader.stop()
                return True
            if character is None:
                return False
            self.analysis.grade = character.grade(self.mode)
            self._grader = None
            self.analysis.version += 1
            release_freed_memory()
            return True

        self.tasks.run_search(step, self.analysis.token, Urgency.GRADE)
