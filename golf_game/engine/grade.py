"""Graded deals: how hard a deal is to win without help.

A deal's character comes from its par line (the solver's best line from the
start): at each position along it where the player has a real choice, how
many of the legal moves still keep a win. A position where only one does is
a *narrow* one: a player who does not see it loses the deal there. The
difficulty is the share of narrow positions along the par line; a deal the
solver proves unwinnable is :attr:`Grade.FIENDISH` outright (no win to find).

The thresholds between the grades are per mode, calibrated by
``tools/grade_deals.py`` so that the share of deals won by autoplay
policies of different strength (stand-ins for players who take no hint)
falls from grade to grade (figures in docs/COACH.md).

:class:`Grader` does the work resumably, a slice of expansions at a time,
like :class:`Solver`.
"""

from __future__ import annotations

import contextlib
import enum
from collections.abc import Generator
from dataclasses import dataclass

from .deal import Deal
from .hole import Position, apply_move, legal_moves
from .rules import Mode, Rules
from .solver import Solver, win_ruled_out
from .verdict import SolveResult, Verdict

SLICE_NODES = 5_000
CHILD_BUDGET = 300_000
"""Expansions before a move's verdict is given up (then it counts as keeping
the win: the grade never calls a deal narrower than proved)."""


class Grade(enum.Enum):
    GENTLE = "gentle"
    TRICKY = "tricky"
    FIENDISH = "fiendish"

    @property
    def title(self) -> str:
        return self.value.capitalize()

    @classmethod
    def from_str(cls, text: str) -> Grade:
        try:
            return cls(text.strip().lower())
        except ValueError:
            names = ", ".join(g.value for g in cls)
            raise ValueError(f"unknown grade {text!r}: choose one of {names}") from None


THRESHOLDS: dict[Mode, tuple[float, float]] = {
    Mode.EASY: (0.11, 0.26),
    Mode.MEDIUM: (0.34, 0.54),
    Mode.HARD: (0.51, 0.65),
}
"""Per mode, the narrow share from which a winnable deal is Tricky, then
Fiendish: the tertiles over the 64 deals per mode of the winnable-deal
table, so each grade holds about a third of them (tools/grade_deals.py;
the win shares per grade are in docs/COACH.md)."""


@dataclass(frozen=True, slots=True)
class Character:
    """What grades a deal. ``choices``: positions along the par line with
    more than one legal move; ``narrow``: those with only one move keeping a
    win; ``first_moves_winning`` of ``first_moves``: the start's legal moves
    that keep a win. Zeros for an unwinnable deal."""

    winnable: bool
    par: int
    line_length: int
    choices: int
    narrow: int
    first_moves: int
    first_moves_winning: int

    @property
    def narrow_share(self) -> float:
        return self.narrow / self.choices if self.choices else 0.0

    def grade(self, mode: Mode) -> Grade:
        if not self.winnable:
            return Grade.FIENDISH
        tricky, fiendish = THRESHOLDS[mode]
        share = self.narrow_share
        if share >= fiendish:
            return Grade.FIENDISH
        return Grade.TRICKY if share >= tricky else Grade.GENTLE


class Grader:
    """Works out a deal's :class:`Character`, resumably.

    ``solved``: the par solve from the deal's start, if already made (the
    game makes it anyway); it must be complete."""

    def __init__(self, deal: Deal, rules: Rules, solved: SolveResult | None = None) -> None:
        self.deal = deal
        self.rules = rules
        self._solved = solved if solved is not None and solved.complete else None
        self._nodes = 0
        self._limit = 0
        self._character: Character | None = None
        self._work = self._run()

    def step(self, node_budget: int) -> Character | None:
        """Run up to ``node_budget`` more expansions; the character once known."""
        if self._character is None:
            self._limit = self._nodes + max(1, node_budget)
            with contextlib.suppress(StopIteration):
                next(self._work)
        return self._character

    def stop(self) -> None:
        """Give the grading up: its paused search (a solver table) goes now.
        The work and the grader point at each other, so a grader dropped
        unfinished was freed only by the cyclic collector."""
        self._work.close()

    def run(self) -> Character:
        while (character := self.step(1 << 62)) is None:
            pass
        return character

    @property
    def nodes(self) -> int:
        return self._nodes

    def _search(self, solver: Solver) -> Generator[None, None, SolveResult]:
        spent = 0
        while True:
            if self._nodes >= self._limit:
                yield
            result = solver.step(SLICE_NODES)
            self._nodes += result.nodes - spent
            spent = result.nodes
            if solver.finished:
                return result

    def _keeps_win(self, position: Position) -> Generator[None, None, bool]:
        if win_ruled_out(self.deal, self.rules, position):
            return False
        solver = Solver(self.deal, self.rules, position, verdict_only=True)
        spent = 0
        while not solver.finished and spent < CHILD_BUDGET:
            if self._nodes >= self._limit:
                yield
            result = solver.step(SLICE_NODES)
            self._nodes += result.nodes - spent
            spent = result.nodes
        return solver.result().verdict is not Verdict.UNWINNABLE

    def _run(self) -> Generator[None, None, None]:
        solved = self._solved
        if solved is None:
            solved = yield from self._search(Solver(self.deal, self.rules))
        assert solved.par is not None
        if solved.verdict is not Verdict.WINNABLE:
            self._character = Character(False, solved.par, len(solved.line), 0, 0, 0, 0)
            return
        position = Position.start(self.deal)
        choices = narrow = 0
        first_moves = first_winning = 0
        for step, best in enumerate(solved.line):
            legal = legal_moves(self.deal, self.rules, position)
            if len(legal) > 1:
                keeping = 1  # the par line's own move
                for move in legal:
                    if move != best:
                        child = apply_move(self.deal, self.rules, position, move)
                        keeping += yield from self._keeps_win(child)
                        if keeping > 1 and step:
                            break  # not narrow; the count matters only at the start
                choices += 1
                narrow += keeping == 1
                if step == 0:
                    first_moves, first_winning = len(legal), keeping
            elif step == 0:
                first_moves = first_winning = 1
            position = apply_move(self.deal, self.rules, position, best)
        self._character = Character(
            True, solved.par, len(solved.line), choices, narrow, first_moves, first_winning
        )
