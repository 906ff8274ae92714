"""The coach: the exact value of every position along a player's line, and
the moves that lost something.

A position's *value* is its par: the best score perfect play could still
reach from it (minus the most stock cards left at a win, otherwise the
fewest tableau cards left). Along a line the value never falls: the next
position is reachable from the one before, so its best can only be worse or
equal. A move whose position after is worth more than the one before is a
*mistake*, costing the difference; the first move that takes a winnable
position (value 0 or below) to a lost one is *the* mistake.

Solving every position of a 60-move line one by one takes seconds, because
proving how few cards a lost position can leave is an exhaustive search. The
coach instead keeps, per position, a lower and an upper bound on its value
and closes them with as few searches as it can:

- the value never falls along the line, so a lower bound passes forward and
  an upper bound passes back; two positions of equal value settle every
  position between them;
- a line a search found reaches its value from there, and so does the rest
  of it from each later position where the player followed it;
- a search is stopped the moment it meets a line reaching the position's
  lower bound: nothing better is possible;
- a position that might be won or lost asks first for the verdict only
  (much cheaper than the fewest cards left); the solver's counting test
  (:func:`win_ruled_out`) settles many "lost" for free.

The work goes in three stages (:class:`Stage`), what a player wants first
first: where the win was lost (verdicts only, fast), the values while a win
was left, then the values once it was gone (the dear part). In each stage
two searches run side by side, a slice each in turn: from the first
position still open (right after a settled one, so where a mistake may be)
and from the middle of the open run it starts (bisection: late positions are
cheap, and one value found there may settle every position before it).
:meth:`Coach.step` runs the work a slice at a time, like :meth:`Solver.step`,
so the game runs it on its worker with progress, and hands over a report
after each stage.
"""

from __future__ import annotations

import enum
from collections.abc import Generator, Sequence
from dataclasses import dataclass

from .cards import Card
from .deal import Deal
from .hint import Hint, hint
from .hint_memory import HintMemory
from .hole import Move, Position, apply_move, board_outcome, moved_card, score
from .rules import Rules
from .solver import Solver, win_ruled_out
from .verdict import SolveResult, Verdict

SLICE_NODES = 1_000
"""Expansions between checks of the stopping rule and the budget."""
NODE_BUDGET = 20_000_000
"""Expansions before the coach gives up settling what is left (the values
then stay ranges; mistakes are only claimed where the ranges prove them)."""
REASON_BUDGET_MS = 20.0
"""What the hint may spend wording the reason of one mistake."""


def value_words(value: int) -> str:
    """A position's value as a player reads it."""
    if value < 0:
        return f"won with {-value} stock card{'' if value == -1 else 's'} left"
    if value == 0:
        return "won with the stock empty"
    return f"at best {value} card{'' if value == 1 else 's'} left"


@dataclass(frozen=True, slots=True)
class Value:
    """What the coach knows about one position's value: ``low <= value <= high``."""

    low: int
    high: int

    @property
    def exact(self) -> int | None:
        return self.low if self.low == self.high else None

    @property
    def winnable(self) -> bool | None:
        if self.high <= 0:
            return True
        if self.low > 0:
            return False
        return None

    def __str__(self) -> str:
        exact = self.exact
        if exact is not None:
            return f"{exact:+d}" if exact else "0"
        return f"{self.low:+d}..{self.high:+d}"


@dataclass(frozen=True, slots=True)
class Mistake:
    """A move that made the position worse, and what to play instead.

    ``better``: a move from the same position that keeps its value, the
    first of ``line``, a line from there reaching it; ``reason`` the hint's
    words for it."""

    number: int
    played: Move
    played_card: Card | None
    cost: int
    better: Move
    better_card: Card | None
    reason: str
    line: tuple[Move, ...]
    hint: Hint | None = None
    """The hint that gave ``reason`` (its template words it in other languages)."""


@dataclass(frozen=True, slots=True)
class MoveReview:
    """One move of the line: its 1-based number, the values of the
    positions before and after it, and the mistake it made, if any."""

    number: int
    move: Move
    card: Card | None
    before: Value
    after: Value
    mistake: Mistake | None

    @property
    def cost(self) -> int:
        """What the move is proved to have cost (0 when it kept the value)."""
        return max(0, self.after.low - self.before.high)


@dataclass(frozen=True, slots=True)
class CoachReport:
    """The whole line reviewed.

    ``values[i]`` is the value before move ``i + 1`` (``values[-1]``: after
    the last move). ``first_losing_move``: the 1-based number of the move
    that first turned a winnable position into a lost one (``len(moves) + 1``
    for an End that did), 0 when no win was thrown away, ``None`` when the
    deal was never winnable. ``ended``: the line ends with the player's End;
    ``end_cost`` what ending there cost (tableau cards left against the
    position's value). ``complete``: every value is exact. ``done``: the
    coach has finished (a report before that covers the stages done so far:
    see :class:`Stage`)."""

    values: tuple[Value, ...]
    moves: tuple[MoveReview, ...]
    first_losing_move: int | None
    ended: bool
    end_cost: int
    complete: bool
    nodes: int
    done: bool

    @property
    def mistakes(self) -> tuple[MoveReview, ...]:
        return tuple(review for review in self.moves if review.cost > 0)

    @property
    def first_mistake(self) -> MoveReview | None:
        """Where the player's line left the best one, if it did."""
        return next((review for review in self.moves if review.cost > 0), None)

    @property
    def losing_move(self) -> MoveReview | None:
        """*The* mistake: the move that threw the win away, if one did."""
        first = self.first_losing_move
        if not first or first > len(self.moves):
            return None
        return self.moves[first - 1]

    @property
    def strokes_lost(self) -> int:
        """The score against the start's value (par), as far as proved."""
        return sum(review.cost for review in self.moves) + self.end_cost


class Stage(enum.Enum):
    """The coach's work, in the order it is done (what a player wants first):
    where the win was lost (verdicts only), the values while a win was still
    possible (strokes lost), then the values once it was gone."""

    VERDICTS = "verdicts"
    WON = "won"
    LOST = "lost"


@dataclass(frozen=True, slots=True)
class CoachProgress:
    """After a :meth:`Coach.step`: positions settled so far out of all, the
    stage being worked on, and the report of the stages finished so far
    (``None`` before the first; ``report.done`` once all the work is)."""

    settled: int
    total: int
    stage: Stage
    report: CoachReport | None


class Coach:
    """Reviews ``moves`` played from ``origin`` (the deal's start by
    default, or where a practice attempt began), resumably.

    ``start``: a solve from ``origin`` already made (the game's par solve);
    it is used when ``complete``. ``ended``: the player ended the
    hole after the last move. ``memory``: the hole's hint memory, which
    learns the proved lines the coach words its reasons from. Raises
    :class:`IllegalMoveError` at once for a move the engine refuses."""

    def __init__(
        self,
        deal: Deal,
        rules: Rules,
        moves: Sequence[Move],
        *,
        origin: Position | None = None,
        start: SolveResult | None = None,
        ended: bool = False,
        node_budget: int = NODE_BUDGET,
        memory: HintMemory | None = None,
    ) -> None:
        self.deal = deal
        self.rules = rules
        self.moves = tuple(moves)
        self.ended = ended
        self.node_budget = node_budget
        self.memory = HintMemory() if memory is None else memory
        positions = [Position.start(deal) if origin is None else origin]
        for move in self.moves:
            positions.append(apply_move(deal, rules, positions[-1], move))
        self.positions = tuple(positions)
        count = len(positions)
        # Trivial bounds: a win leaves at most the stock still to draw; drawing
        # on to the end leaves the tableau as it is.
        self._low = [-p.stock_left for p in positions]
        self._high = [score(p) if p.tableau_left else -p.stock_left for p in positions]
        # _lines[i]: a line from positions[i] reaching _high[i], when known.
        self._lines: list[tuple[Move, ...] | None] = [None] * count
        last = positions[-1]
        if board_outcome(deal, rules, last).is_over:
            self._low[-1] = self._high[-1] = score(last)
            self._lines[-1] = ()
        for index, position in enumerate(positions):
            if win_ruled_out(deal, rules, position):
                self._low[index] = max(self._low[index], 1)
        if start is not None and start.complete and start.par is not None:
            self._learn(0, start.par, start.line, exact=True)
        self._propagate()
        self._nodes = 0
        self._limit = 0
        self._report: CoachReport | None = None
        self._mistakes: dict[int, Mistake | None] = {}
        self._stage = Stage.VERDICTS
        self._done = False
        self._work = self._run()

    # --- public ------------------------------------------------------------

    def step(self, node_budget: int) -> CoachProgress:
        """Run up to ``node_budget`` more expansions; say how far it got."""
        if not self._done:
            self._limit = self._nodes + max(1, node_budget)
            try:
                next(self._work)
            except StopIteration:
                self._done = True
                if self._report is None or not self._report.done:
                    # Out of budget: what is proved so far is all there is.
                    self._report = self._make_report(done=True)
        settled = sum(low == high for low, high in zip(self._low, self._high, strict=True))
        return CoachProgress(settled, len(self.positions), self._stage, self._report)

    def stop(self) -> None:
        """Give the review up: its paused searches (solver tables) go now.
        The work and the coach point at each other, so a coach dropped
        unfinished was freed only by the cyclic collector: a kiosk soak found
        the tables of closed reviews alive while later searches ran."""
        self._work.close()
        self._done = True

    def run(self) -> CoachReport:
        """Do all the work at once (tools and tests)."""
        while True:
            report = self.step(self.node_budget).report
            if report is not None and report.done:
                return report

    # --- bounds --------------------------------------------------------------

    def _learn(self, index: int, value: int, line: tuple[Move, ...], *, exact: bool) -> None:
        """A line from ``positions[index]`` reaching ``value`` (``exact``: no
        better exists). The player's moves that follow the line carry it on."""
        while True:
            if value < self._high[index]:
                self._high[index] = value
                self._lines[index] = line
            elif self._lines[index] is None and value == self._high[index]:
                self._lines[index] = line
            if exact:
                self._low[index] = max(self._low[index], value)
            if index == len(self.moves) or not line or line[0] != self.moves[index]:
                return
            index += 1
            line = line[1:]

    def _propagate(self) -> None:
        """Values never fall along the line: lower bounds pass forward,
        upper bounds back."""
        low, high = self._low, self._high
        for index in range(1, len(low)):
            low[index] = max(low[index], low[index - 1])
        for index in range(len(high) - 2, -1, -1):
            high[index] = min(high[index], high[index + 1])

    def _is_open(self, index: int) -> bool:
        return self._low[index] < self._high[index]

    # --- the work ------------------------------------------------------------

    def _needs(self, stage: Stage, index: int) -> bool:
        """Whether ``positions[index]`` is work for ``stage``."""
        low, high = self._low[index], self._high[index]
        if low >= high:
            return False
        if stage is Stage.VERDICTS:
            return low <= 0 < high
        if stage is Stage.WON:
            return high <= 0
        return low > 0

    def _candidates(self, stage: Stage) -> list[int]:
        """Where to search next: the first position needing work (right
        after a settled one: where a mistake may be) and the middle of the
        run of such positions it starts (bisection: one value found there may
        settle the whole run). Empty when the stage is done."""
        count = len(self.positions)
        first = next((i for i in range(count) if self._needs(stage, i)), None)
        if first is None:
            return []
        end = first
        while end + 1 < count and self._needs(stage, end + 1):
            end += 1
        middle = (first + end + 1) // 2
        return [first] if middle == first else [first, middle]

    def _run(self) -> Generator[None, None, None]:
        """The stages in turn; in each, the candidates' searches side by
        side, a slice each in turn, so whichever settles cheaper settles
        first. A candidate's search is kept while it stays one."""
        for stage in (Stage.VERDICTS, Stage.WON, Stage.LOST):
            self._stage = stage
            searches: dict[int, Solver] = {}
            spent: dict[int, int] = {}
            while candidates := self._candidates(stage):
                for index in candidates:
                    if index not in searches:
                        searches[index] = Solver(
                            self.deal,
                            self.rules,
                            self.positions[index],
                            verdict_only=stage is Stage.VERDICTS,
                        )
                        spent[index] = 0
                for index in candidates:
                    if self._nodes >= self.node_budget:
                        return
                    if self._nodes >= self._limit:
                        yield
                    spent[index] = self._advance(index, searches[index], spent[index])
                    self._propagate()
                    if not self._needs(stage, index) or searches[index].finished:
                        del searches[index]
                        break
                searches = {i: searches[i] for i in candidates if i in searches}
            self._report = self._make_report(done=stage is Stage.LOST)

    def _advance(self, index: int, solver: Solver, spent: int) -> int:
        """One slice of the search from ``positions[index]``; learn from it.
        Returns the search's expansions so far (``spent`` before)."""
        result = solver.step(SLICE_NODES)
        self._nodes += result.nodes - spent
        if result.par is not None:
            self._learn(index, result.par, result.line, exact=result.complete)
        if result.verdict is Verdict.UNWINNABLE:
            self._low[index] = max(self._low[index], 1)
        return result.nodes

    # --- the report ----------------------------------------------------------

    def _make_report(self, *, done: bool) -> CoachReport:
        values = tuple(Value(lo, hi) for lo, hi in zip(self._low, self._high, strict=True))
        reviews = []
        first_losing: int | None = None if values[0].winnable is False else 0
        for number, move in enumerate(self.moves, start=1):
            before, after = values[number - 1], values[number]
            mistake = None
            if after.low > before.high:
                if number not in self._mistakes:
                    self._mistakes[number] = self._mistake(number, move, after.low - before.high)
                mistake = self._mistakes[number]
                if first_losing == 0 and before.winnable and after.winnable is False:
                    first_losing = number
            position = self.positions[number - 1]
            card = moved_card(self.deal, position, move)
            reviews.append(MoveReview(number, move, card, before, after, mistake))
        last = self.positions[-1]
        end_cost = 0
        if self.ended and not board_outcome(self.deal, self.rules, last).is_over:
            end_cost = max(0, score(last) - values[-1].high)
            if first_losing == 0 and values[-1].winnable:
                first_losing = len(self.moves) + 1
        if values[0].winnable is None and first_losing == 0:
            first_losing = None
        return CoachReport(
            values,
            tuple(reviews),
            first_losing,
            self.ended,
            end_cost,
            all(v.exact is not None for v in values),
            self._nodes,
            done,
        )

    def _mistake(self, number: int, played: Move, cost: int) -> Mistake | None:
        """The better move from before move ``number`` and the hint's reason."""
        index = number - 1
        position = self.positions[index]
        line = self._lines[index]
        if not line:
            return None
        value = self._high[index]
        verdict = Verdict.WINNABLE if value <= 0 else Verdict.UNWINNABLE
        # The value is proved (the mistake is), so this is a par line: the
        # hint words its first move from it at once.
        proved = SolveResult(verdict, value, line, 0, True)
        self.memory.remember(self.deal, self.rules, proved, position)
        suggestion = hint(
            self.deal, self.rules, position, time_budget_ms=REASON_BUDGET_MS, memory=self.memory
        )
        better = line[0]
        matched = suggestion if suggestion is not None and suggestion.move == better else None
        reason = matched.reason if matched is not None else ""
        return Mistake(
            number,
            played,
            moved_card(self.deal, position, played),
            cost,
            better,
            moved_card(self.deal, position, better),
            reason,
            line,
            matched,
        )
