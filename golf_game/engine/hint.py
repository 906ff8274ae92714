"""The hint: the move to make now, why, and how sure it is.

Within its time budget the hint asks the solver. When the search finishes,
the hint is the first move of a line reaching par, so following hints never
throws a win (or a stroke) away. When it only got as far as finding a win,
the move is the first of that winning line. Otherwise it falls back to a
short lookahead: plays whose result the solver's counting bounds prove lost
are avoided, and among the rest the play opening the longest run wins.

Solved lines are remembered per deal in a :class:`HintMemory` its owner
passes in (the rest of a par line is a par line from every position on it),
including a solve handed over by :meth:`HintMemory.remember` (the game solves
each deal for its par anyway), and an unfinished search is resumed when the
same position is asked again, so a player who follows the hints gets each
next one at once.
"""

from __future__ import annotations

import enum
import time
from dataclasses import dataclass

from .deal import Deal
from .hint_memory import REMEMBERED_SEARCHES, HintMemory, remember_line
from .hole import Move, Position, apply_move, legal_moves, moved_card
from .rules import Rules
from .solver import Solver, win_ruled_out
from .verdict import Verdict

SLICE_NODES = 250
"""Expansions between checks of the clock."""
SEARCH_SHARE = 0.6
"""Share of the time budget the solver may use before the hint must answer."""
CHECK_SHARE = 0.25
"""Share of the budget spent proving the other moves lose (for the reason)."""
LOOKAHEAD_DEPTH = 8
"""Plays searched ahead by the fallback when the solver has no answer."""


class Certainty(enum.Enum):
    PROVED = "proved"
    ESTIMATE = "estimate"


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move with a reason a player reads.

    ``keeps_win``: whether the deal is still winnable after the move
    (``None`` when that is not known). ``template`` and ``values``: the
    reason as one of :data:`REASONS` and what fills it in, so the screens
    can word it in their language (``reason`` is its English)."""

    move: Move
    reason: str
    certainty: Certainty
    keeps_win: bool | None
    template: str = ""
    values: tuple[tuple[str, str | int], ...] = ()


REASONS = {
    "run": "plays the {card} and opens a run of {run}",
    "then draws": "plays the {card}, then draws",
    "no win, draw, one": "no win is left: draw to end with only {n} card",
    "no win, draw": "no win is left: draw to end with only {n} cards",
    "no win, play, one": "no win is left: play the {card} to end with only {n} card",
    "no win, play": "no win is left: play the {card} to end with only {n} cards",
    "draw, none keeps": "draw: no play keeps the deal winnable",
    "draw, best": "draw: the best finish draws now",
    "only play": "this is the only play that keeps a win possible",
    "draw, no play": "draw: no card can be played",
    "draw keeps": "draw: keeps a win possible",
    "play keeps": "play the {card}: keeps a win possible",
}
"""Every reason a hint gives, as English templates (the engine's own words;
golf_game.lang's tables translate them)."""


def _hint(
    move: Move, certainty: Certainty, keeps_win: bool | None, why: str, **values: str | int
) -> Hint:
    template = REASONS[why]
    reason = template.format(**values)
    return Hint(move, reason, certainty, keeps_win, template, tuple(sorted(values.items())))


def _card_label(deal: Deal, position: Position, move: Move) -> str:
    card = moved_card(deal, position, move)
    return card.label if card is not None else "card"


def _run_length(line: tuple[Move, ...]) -> int:
    """Plays in a row at the start of ``line``."""
    count = 0
    for move in line:
        if move.is_draw:
            break
        count += 1
    return count


def _play_hint(move: Move, label: str, run: int, certainty: Certainty, keeps: bool | None) -> Hint:
    if run > 1:
        return _hint(move, certainty, keeps, "run", card=label, run=run)
    return _hint(move, certainty, keeps, "then draws", card=label)


def _others_lost(deal: Deal, rules: Rules, position: Position, move: Move, deadline: float) -> bool:
    """Whether every other legal move is proved to lose the win (before
    ``deadline``; ``False`` when time runs out first)."""
    for other in legal_moves(deal, rules, position):
        if other == move:
            continue
        child = apply_move(deal, rules, position, other)
        if win_ruled_out(deal, rules, child):
            continue
        solver = Solver(deal, rules, child, verdict_only=True)
        result = solver.step(SLICE_NODES)
        while not solver.finished and time.perf_counter() < deadline:
            result = solver.step(SLICE_NODES)
        if result.verdict is not Verdict.UNWINNABLE:
            return False
    return True


def _exact_hint(
    deal: Deal,
    rules: Rules,
    position: Position,
    line: tuple[Move, ...],
    verdict: Verdict,
    par: int,
    deadline: float,
) -> Hint:
    legal = legal_moves(deal, rules, position)
    move = line[0] if line else next((m for m in legal if m.is_draw), legal[0])
    label = _card_label(deal, position, move)
    if verdict is not Verdict.WINNABLE:
        why = ("no win, draw" if move.is_draw else "no win, play") + (", one" if par == 1 else "")
        values: dict[str, str | int] = {"n": par} if move.is_draw else {"n": par, "card": label}
        return _hint(move, Certainty.PROVED, False, why, **values)
    only = len(legal) > 1 and _others_lost(deal, rules, position, move, deadline)
    if move.is_draw:
        return _hint(move, Certainty.PROVED, True, "draw, none keeps" if only else "draw, best")
    if only:
        return _hint(move, Certainty.PROVED, True, "only play")
    return _play_hint(move, label, _run_length(line), Certainty.PROVED, True)


def _longest_run(
    deal: Deal, rules: Rules, position: Position, depth: int, known: dict[Position, int]
) -> int:
    """The longest run of plays from ``position``, looking ``depth`` deep
    (``known`` remembers positions already measured)."""
    if depth == 0:
        return 0
    if position in known:
        return known[position]
    best = 0
    for move in legal_moves(deal, rules, position):
        if not move.is_draw:
            child = apply_move(deal, rules, position, move)
            best = max(best, 1 + _longest_run(deal, rules, child, depth - 1, known))
            if best == depth:
                break
    known[position] = best
    return best


def _estimate(deal: Deal, rules: Rules, position: Position, legal: list[Move]) -> Hint:
    """The fallback: avoid moves proved to lose the win; prefer the play
    opening the longest run."""
    open_moves = [
        m for m in legal if not win_ruled_out(deal, rules, apply_move(deal, rules, position, m))
    ]
    candidates = open_moves or legal
    plays = [m for m in candidates if not m.is_draw]
    if not plays:
        move = candidates[0]
        if len(legal) == 1:
            return _hint(move, Certainty.PROVED, None, "draw, no play")
        return _hint(move, Certainty.ESTIMATE, None, "draw, none keeps")
    known: dict[Position, int] = {}
    runs = [
        (
            1
            + _longest_run(
                deal, rules, apply_move(deal, rules, position, m), LOOKAHEAD_DEPTH, known
            ),
            m,
        )
        for m in plays
    ]
    run, move = max(runs, key=lambda item: item[0])
    return _play_hint(move, _card_label(deal, position, move), run, Certainty.ESTIMATE, None)


def hint(
    deal: Deal,
    rules: Rules,
    position: Position,
    *,
    time_budget_ms: float = 40.0,
    memory: HintMemory | None = None,
) -> Hint | None:
    """The move to make from ``position``; ``None`` only when no move is legal.
    ``memory`` keeps what this search learns for the next hint (none: a
    search that starts from nothing and is forgotten)."""
    legal = legal_moves(deal, rules, position)
    if not legal:
        return None
    now = time.perf_counter()
    deadline = now + time_budget_ms / 1000
    memo = (memory or HintMemory()).memo(deal, rules)
    known = memo.exact.get(position)
    if known is None and len(legal) == 1 and legal[0].is_draw:
        # Nothing to choose: answer at once, the search can wait.
        return _hint(legal[0], Certainty.PROVED, None, "draw, no play")
    if known is None:
        # Leave a share of the budget for the reason and the fallback.
        search_until = now + SEARCH_SHARE * time_budget_ms / 1000
        solver = memo.searches.pop(position, None) or Solver(deal, rules, position)
        result = solver.step(SLICE_NODES)
        while not result.complete and time.perf_counter() < search_until:
            result = solver.step(SLICE_NODES)
        if result.complete or result.verdict is Verdict.WINNABLE:
            remember_line(memo, deal, rules, position, result)
        if not result.complete:
            memo.searches[position] = solver
            while len(memo.searches) > REMEMBERED_SEARCHES:
                memo.searches.popitem(last=False)
        known = memo.exact.get(position)
    if known is not None:
        line, verdict, par = known
        # Checking the other moves only words the reason: keep it short.
        check_until = min(deadline, time.perf_counter() + CHECK_SHARE * time_budget_ms / 1000)
        return _exact_hint(deal, rules, position, line, verdict, par, check_until)
    winning = memo.winning.get(position)
    if winning:
        move = winning[0]
        if move.is_draw:
            return _hint(move, Certainty.PROVED, True, "draw keeps")
        return _hint(
            move, Certainty.PROVED, True, "play keeps", card=_card_label(deal, position, move)
        )
    return _estimate(deal, rules, position, legal)
