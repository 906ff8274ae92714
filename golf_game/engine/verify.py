"""Replay recorded solutions through the engine's own legal-move checks.

A solution passes only when every move is legal, every card a token names
is the card its move really puts on the waste, and the hole ends won. Used
by ``tools/replay.py`` and the tests that pin the reference solutions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .deal import Deal
from .errors import DealFormatError, MoveFormatError
from .hole import Hole, Outcome, moved_card, parse_move
from .rules import Mode

REQUIRED_COLUMNS = ("deal_id", "columns", "waste_start", "stock", "solution")


@dataclass(frozen=True, slots=True)
class ReplayFailure:
    """Why one solution does not replay to a win.

    ``move_number`` counts from 1: the move that is illegal or misnamed, or
    one past the last move when the solution stops before winning; 0 when
    the deal itself cannot be read.
    """

    deal_id: str
    move_number: int
    reason: str

    def __str__(self) -> str:
        if self.move_number == 0:
            return f"deal {self.deal_id}: {self.reason}"
        return f"deal {self.deal_id}, move {self.move_number}: {self.reason}"


@dataclass(slots=True)
class ReplayReport:
    """The tally of a replay run; skipped rows (no solution) count nowhere."""

    passed: int = 0
    failures: list[ReplayFailure] = field(default_factory=list)

    @property
    def failed(self) -> int:
        return len(self.failures)

    def summary(self) -> str:
        return f"{self.passed} passed, {self.failed} failed"


def check_solution(
    deal: Deal, mode: Mode, solution: str, deal_id: str = "?"
) -> ReplayFailure | None:
    """``None`` if ``solution`` wins ``deal`` in ``mode``, else the first failure."""
    hole = Hole(deal, mode)
    tokens = solution.split()
    for number, token in enumerate(tokens, start=1):
        try:
            move, named = parse_move(token)
        except MoveFormatError as error:
            return ReplayFailure(deal_id, number, str(error))
        reason = hole.why_illegal(move)
        if reason is not None:
            return ReplayFailure(deal_id, number, f"{token}: {reason}")
        card = moved_card(deal, hole.position, move)
        if named is not None and named != card:
            return ReplayFailure(deal_id, number, f"{token} names {named} but moves {card}")
        hole.play(move)
    if hole.outcome is not Outcome.WON:
        return ReplayFailure(
            deal_id,
            len(tokens) + 1,
            f"the solution stops without winning: the hole is {hole.outcome.value} "
            f"with {hole.tableau_left} tableau card(s) left",
        )
    return None


def check_row(row: Mapping[str, str], mode: Mode) -> ReplayFailure | None:
    """Check one CSV row (the columns of :data:`REQUIRED_COLUMNS`)."""
    deal_id = row["deal_id"]
    try:
        deal = Deal.from_fields(row["columns"], row["waste_start"], row["stock"])
    except DealFormatError as error:
        return ReplayFailure(deal_id, 0, f"malformed deal: {error}")
    return check_solution(deal, mode, row["solution"], deal_id)


def replay_rows(rows: Iterable[Mapping[str, str]], mode: Mode) -> ReplayReport:
    """Check every row that has a solution; rows with an empty one are skipped."""
    report = ReplayReport()
    for row in rows:
        if not row["solution"].strip():
            continue
        failure = check_row(row, mode)
        if failure is None:
            report.passed += 1
        else:
            report.failures.append(failure)
    return report
