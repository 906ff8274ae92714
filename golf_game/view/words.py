"""The words the screens show for game values: scores, counts, headlines,
golf's names for a score against par, refusals and hints.

Every screen takes its sentences from here, and every function takes values
(numbers, outcomes, refusals), never text to pick apart. Each text goes
through :func:`golf_game.lang.tr`, so it comes in the current language; the
constants (``words.THINKING``) are read through the
module's ``__getattr__`` when a screen uses them, never at import time.
Decisions (a colour, a flag) are made on the values, never on the words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine import (
    Card,
    Mode,
    Move,
    Outcome,
    Refusal,
    Step,
)
from ..engine.cards import rank_label
from ..engine.refusal import RefusalKind
from ..lang import N_, number, plural, short_date_text, texts_when_read, tr
from . import page_words

if TYPE_CHECKING:
    from ..engine.grade import Grade
    from ..play.game import Stake
    from ..saved.game_file import DealName

GOLF_WORDS = {
    -4: N_("Condor"),
    -3: N_("Albatross"),
    -2: N_("Eagle"),
    -1: N_("Birdie"),
    0: N_("Par"),
    1: N_("Bogey"),
    2: N_("Double bogey"),
    3: N_("Triple bogey"),
}

HEADLINES = {
    Outcome.WON: N_("Cleared!"),
    Outcome.STUCK: N_("Stuck"),
    Outcome.ENDED: N_("Hole ended"),
}
MODE_TITLES = {Mode.EASY: N_("Easy"), Mode.MEDIUM: N_("Medium"), Mode.HARD: N_("Hard")}
MODE_RULES = {
    Mode.EASY: N_("Kings and Aces connect: Q K A 2 is a run."),
    Mode.MEDIUM: N_("No wrap: an Ace goes only on a 2, a King only on a Queen."),
    Mode.HARD: N_("Dead King: nothing may be played onto a King."),
}
"""The engine's names and rules of the modes (tests/test_words.py keeps them equal)."""
GRADE_TITLES = {"gentle": N_("Gentle"), "tricky": N_("Tricky"), "fiendish": N_("Fiendish")}


def mode_title(mode: Mode) -> str:
    """ "Medium"."""
    return tr(MODE_TITLES[mode])


def mode_rule(mode: Mode) -> str:
    """The mode's rule in one sentence."""
    return tr(MODE_RULES[mode])


def grade_title(name: str) -> str:
    """A deal grade's name ("tricky": "Tricky"); an unknown one capitalised."""
    title = GRADE_TITLES.get(name)
    return tr(title) if title is not None else name.capitalize()


def strokes(value: float | None, signed: bool = True, digits: int = 0) -> str:
    """A score as players read it: "-3", "+2", "0", "+1.5", or a dash when unknown."""
    if value is None:
        return "-"
    if digits:
        return number(value, digits, signed=signed)
    return number(round(value), signed=signed)


NOUNS = {
    "card": (N_("{n} card"), N_("{n} cards")),
    "hole": (N_("{n} hole"), N_("{n} holes")),
    "move": (N_("{n} move"), N_("{n} moves")),
    "stroke": (N_("{n} stroke"), N_("{n} strokes")),
    "hint": (N_("{n} hint"), N_("{n} hints")),
    "warning": (N_("{n} warning"), N_("{n} warnings")),
    "retry": (N_("{n} retry"), N_("{n} retries")),
    "second": (N_("{n} second"), N_("{n} seconds")),
}


def count(n: int, noun: str) -> str:
    """ "1 card", "3 cards" (``noun``: a key of :data:`NOUNS`)."""
    return plural(n, *NOUNS[noun])


CARDS_LEFT = {
    "in the stock": (N_("{n} card left in the stock"), N_("{n} cards left in the stock")),
    "on the table": (N_("{n} card left on the table"), N_("{n} cards left on the table")),
}


def cards_left(n: int, where: str) -> str:
    """ "3 cards left in the stock" (``where``: "in the stock", "on the table")."""
    return plural(n, *CARDS_LEFT[where])


def headline(outcome: Outcome, score: int | None = None, par: int | None = None) -> str:
    """The result's headline. A hole that ends at par is a success whatever
    its outcome: on a deal that cannot be cleared, par is the best there is."""
    if reached_par(outcome, score, par):
        return _CONSTANTS["AT_PAR"]()
    over = HEADLINES.get(outcome, N_("Hole over"))
    return tr(over)


def reached_par(outcome: Outcome, score: int | None, par: int | None) -> bool:
    """True for a hole that ended (not cleared) with the best score its deal allows."""
    return (
        outcome.is_over
        and outcome is not Outcome.WON
        and score is not None
        and par is not None
        and score <= par
    )


def best_possible(par: int) -> str:
    """The target on a deal that cannot be cleared, in the header:
    "Best possible: 3 cards left"."""
    return plural(par, "Best possible: {n} card left", "Best possible: {n} cards left")


def statuses() -> tuple[str, ...]:
    """Every kind of word the header's status shows, at its longest (a deal's
    par is at most 35 cards left): the header keeps room for the widest."""
    return (_CONSTANTS["WINNABLE"](), _CONSTANTS["NO_LONGER_WINNABLE"](), best_possible(35))


def deal_title(mode: Mode, name: DealName) -> str:
    """A deal's name as the header shows it: "Medium - Deal #7",
    "Easy - Winnable deal #31", "Hard - Daily 2026-12-01", "Easy - Typed deal"."""
    if name.daily:
        what = tr("Daily {day}", day=short_date_text(name.daily))
    elif name.seed is None:
        what = tr("Typed deal")
    elif name.winnable:
        what = tr("Winnable deal #{seed}", seed=str(name.seed))
    else:
        what = tr("Deal #{seed}", seed=str(name.seed))
    return tr("{mode} - {deal}", mode=mode_title(mode), deal=what)


def hole_title(mode: Mode, name: DealName, number: int, hole_count: int) -> str:
    """The header's name of a hole: "Medium - Deal #7", and in a round
    "Medium - Daily 2026-12-01 - hole 2 of 9"."""
    title = deal_title(mode, name)
    if hole_count == 1:
        return title
    return tr("{title} - hole {n} of {total}", title=title, n=number, total=hole_count)


def golf_word(difference: int) -> str:
    """Golf's name for a score ``difference`` strokes from par (score minus par)."""
    if difference in GOLF_WORDS:
        return tr(GOLF_WORDS[difference])
    return strokes(difference)


def against_par(score: int, par: int) -> str:
    """The score against par, said once: golf's word where it has one
    ("Bogey"), else the strokes ("33 over par"); never both. Par is the best
    score perfect play reaches, so no score goes under it here; the words
    under par are golf's own and kept with the rest of its table."""
    difference = score - par
    if difference == 0:
        return tr("{word}: the best this deal allows", word=golf_word(difference))
    if difference not in GOLF_WORDS:
        return sentence(level(difference))
    return golf_word(difference)


def score_words(score: int | None) -> str:
    """A score as every screen writes it: "Score +3", "Score 0"."""
    return tr("Score {score}", score=strokes(score))


def level(difference: int) -> str:
    """ "2 under par", "3 over par", "level with par"."""
    if not difference:
        return tr("level with par")
    if difference < 0:
        return tr("{n} under par", n=-difference)
    return tr("{n} over par", n=difference)


def sentence(text: str) -> str:
    """``text`` with a capital first letter."""
    return text[:1].upper() + text[1:]


def refusal(reason: Refusal, card_label: Callable[[Card], str]) -> str:
    """Why a move is refused, with the cards written as the screen shows them
    (the engine's :meth:`Refusal.text`, in the current language)."""
    kind = reason.kind
    if kind.is_adjacency:
        assert reason.card is not None and reason.waste is not None
        card, waste = card_label(reason.card), card_label(reason.waste)
        why = _adjacency(kind, rank_label(reason.card.rank), rank_label(reason.waste.rank))
        return sentence(
            tr("{card} is not adjacent to {waste}: {why}", card=card, waste=waste, why=why)
        )
    if kind is RefusalKind.COVERED:
        assert reason.card is not None
        card = card_label(reason.card)
        return sentence(
            tr("{card} is covered: only the last card of a column can be played", card=card)
        )
    if kind is RefusalKind.EMPTY_COLUMN:
        assert reason.column is not None
        return sentence(tr("column {n} is empty", n=reason.column + 1))
    return sentence(tr(_REFUSED[kind]))


_REFUSED = {
    RefusalKind.EMPTY_STOCK: N_("the stock is empty"),
    RefusalKind.CLEARED: N_("the hole is over: the tableau is cleared"),
    RefusalKind.STUCK: N_("the hole is over: no move is left"),
    RefusalKind.ENDED: N_("the hole is over: it was ended"),
    RefusalKind.LOCKED: N_("the hole is locked"),
}


def _adjacency(kind: RefusalKind, card: str, waste: str) -> str:
    """Why a card of rank ``card`` does not fit on rank ``waste``."""
    if kind is RefusalKind.DEAD_KING:
        return tr("nothing may be played onto a King in Hard mode")
    if kind is RefusalKind.NO_WRAP:
        return tr("Kings and Aces do not connect in this mode")
    if kind is RefusalKind.SAME_RANK:
        return tr("{a_card} cannot go on {a_waste}: same rank", a_card=_a(card), a_waste=_a(waste))
    return tr("{a_card} is not one rank away from {waste}", a_card=_a(card), waste=waste)


def _a(rank: str) -> str:
    """ "an A", "a 7": a rank with its article, where the language has one."""
    return tr("an {rank}", rank=rank) if rank in ("A", "8") else tr("a {rank}", rank=rank)


def hint(reason: str, column: int | None) -> str:
    """The hint line: where to play, and why."""
    if column is None:
        return tr("Hint: {reason}", reason=reason)
    return tr("Hint (column {n}): {reason}", n=column + 1, reason=reason)


def mode_line(mode: Mode, grade: Grade | None = None) -> str:
    """The hole's resting message: its mode (and the deal's grade, once
    known) and that mode's rule."""
    if grade is None:
        return f"{mode_title(mode)}. {mode_rule(mode)}"
    return f"{mode_title(mode)}, {grade_words(grade)}. {mode_rule(mode)}"


def grade_words(grade: Grade) -> str:
    """ "a Tricky deal"."""
    return tr("a {grade} deal", grade=grade_title(grade.value))


def hole_over(new_button: bool) -> str:
    """What a hint request on a finished hole gets: the way on from there,
    by the button the hole really has (New alone, Card in a round)."""
    if new_button:
        return tr("The hole is over: Undo to go back, or New for another deal")
    return tr("The hole is over: Undo to go back, or Card for the score card and the next hole")


def undone(step: Step) -> str:
    return tr("Undone: {what}", what=step_words(step))


def step_words(step: Step) -> str:
    """A history step as the object of "Undone: ..."."""
    if not isinstance(step, Move):
        return tr("the end of the hole")
    if step.column is None:
        return tr("the draw")
    return tr("the play from column {n}", n=step.column + 1)


def sound(on: bool) -> str:
    return tr("Sound on") if on else tr("Sound off")


# --- the best line, the coach, practice, the daily share ----------------------------


def best_line_title(start_move: int) -> str:
    if start_move <= 1:
        return tr("Best line")
    return tr("Best line from move {n}", n=start_move)


def coach_progress(settled: int, total: int) -> str:
    return tr("Coach: {n} of {total} positions checked", n=settled, total=total)


def coach_verdict(
    first_losing_move: int | None, moves: int, strokes_lost: int, complete: bool
) -> str:
    """What the coach found, in one line (``first_losing_move`` as in
    :class:`golf_game.engine.coach.CoachReport`). The strokes lost are not
    counted here: the line above the strip says how far over par the hole is."""
    if first_losing_move is None:
        return tr("This deal was never winnable.")
    if first_losing_move > moves:
        return tr("Ending the hole threw the win away.")
    if first_losing_move:
        return tr("The win was lost at move {n}.", n=first_losing_move)
    if strokes_lost:
        return tr("Every move kept a win, but not every one the best score.")
    if complete:
        return tr("No mistake: every move kept the best score.")
    return tr("No mistake found so far.")


def mistake_line(number: int, cost: int, what: str, losing: bool) -> str:
    """One mistake: its move, its cost and ``what`` (the engine's sentence)."""
    cost_text = count(cost, "stroke")
    if losing:
        return tr(
            "The mistake (move {n}), cost {cost}: {what}", n=number, cost=cost_text, what=what
        )
    return tr("Move {n}, cost {cost}: {what}", n=number, cost=cost_text, what=what)


def retry_label(number: int | None) -> str:
    """The practice button: from the chosen mistake's move, if there is one."""
    return tr("Try again") if number is None else tr("Try again from move {n}", n=number)


def practice_title(number: int) -> str:
    return tr("Practice from move {n}", n=number)


PRACTICE_OVER = {
    Outcome.WON: N_("Cleared! {score} in practice. Pause, then Back, to return."),
    Outcome.STUCK: N_("Stuck. {score} in practice. Pause, then Back, to return."),
    Outcome.ENDED: N_("Hole ended. {score} in practice. Pause, then Back, to return."),
}


def practice_over(outcome: Outcome, score: int) -> str:
    """The end of a practice attempt, and the way back its screen has (Pause, then Back)."""
    text = PRACTICE_OVER.get(
        outcome, N_("Hole over. {score} in practice. Pause, then Back, to return.")
    )
    return tr(text, score=score_words(score))


def shared(copied: bool) -> str:
    if copied:
        return tr("Copied to the clipboard.")
    return tr("No clipboard here: the result is above.")


def assists_used(hints: int, warnings: int, retries: int) -> str:
    """Beside the score: the help a hole had, e.g. "(2 hints, 1 retry)"."""
    parts = [count(hints, "hint")] if hints else []
    if warnings:
        parts.append(count(warnings, "warning"))
    if retries:
        parts.append(count(retries, "retry"))
    return f"({', '.join(parts)})"


def abandon_question(stake: Stake) -> tuple[str, str]:
    """The question before a game is thrown away, naming what is lost, and
    what it costs: "Abandon hole 2 of 9?" and a line of detail."""
    if stake.hole_count == 1:
        question = tr("Abandon this deal?")
        detail = plural(
            stake.moves,
            "Your {n} move on it is lost, and it counts as a loss in the statistics.",
            "Your {n} moves on it are lost, and it counts as a loss in the statistics.",
        )
        return question, detail
    question = tr("Abandon hole {n} of {total}?", n=stake.hole_number, total=stake.hole_count)
    done = count(stake.finished, "hole")
    total = strokes(stake.total)
    if not stake.finished:
        lost = tr("The round is lost")
    else:
        lost = tr("The round so far ({done}, total {total}) is lost", done=done, total=total)
    if stake.moves:
        return question, tr("{lost}; this hole counts as a loss.", lost=lost)
    return question, f"{lost}."


def replace_saved_question(stake: Stake) -> tuple[str, str]:
    """The question before a new game replaces the saved one behind Continue."""
    where = mode_title(stake.mode)
    if stake.hole_count > 1:
        where = tr(
            "{mode}, hole {n} of {total}", mode=where, n=stake.hole_number, total=stake.hole_count
        )
    return (
        tr("Replace your saved game?"),
        tr(
            "Your game ({where}) is waiting behind Continue; a new one ends it as a loss.",
            where=where,
        ),
    )


def restart_question(stake: Stake) -> tuple[str, str]:
    """The question before the deal is played again from the start."""
    return (
        tr("Restart this deal?"),
        plural(
            stake.moves,
            "Your {n} move on it is undone for good; this attempt counts as a loss, "
            "and a win after a restart counts as a win with help.",
            "Your {n} moves on it are undone for good; this attempt counts as a loss, "
            "and a win after a restart counts as a win with help.",
        ),
    )


def best_round(
    mode: Mode, total: int | None, best: int | None, best_par: int | None
) -> tuple[str, bool]:
    """The score card's line about the best round, and whether it is a
    moment to celebrate. ``total`` is the round just completed and not yet
    recorded (``None`` mid-round); ``best`` the best recorded before it."""
    if best is None:
        if total is None:
            return tr("Best round so far: none yet - this could be it"), False
        first = tr(
            "Your first {mode} round: {total}, the round to beat",
            mode=mode_title(mode),
            total=strokes(total),
        )
        return first, True
    if best_par is None:
        so_far = tr("Best round so far: {best}", best=strokes(best))
    else:
        so_far = tr(
            "Best round so far: {best} (par {par})", best=strokes(best), par=strokes(best_par)
        )
    if total is None or total > best:
        return so_far, False
    if total == best:
        return tr("Level with your best round: {best}", best=strokes(best)), True
    better = plural(
        best - total,
        "New best round! {total}, {n} stroke better",
        "New best round! {total}, {n} strokes better",
        total=strokes(total),
    )
    return better, True


_CONSTANTS: dict[str, Callable[[], str]] = {
    "AT_PAR": lambda: tr("Par! The best this deal allows"),
    "NOTHING_TO_UNDO": lambda: tr("Nothing to undo"),
    "NOTHING_TO_REDO": lambda: tr("Nothing to redo"),
    "HINTS_OFF": lambda: tr("Hints are turned off in the settings"),
    "NO_HINT": lambda: tr("No hint is available"),
    "THINKING": lambda: tr("Thinking..."),
    "WINNABLE": lambda: tr("Winnable"),
    "NO_LONGER_WINNABLE": lambda: tr("No longer winnable"),
    "PAR_WORKING": lambda: tr("working…"),
    "HINT_FAILED": lambda: tr("The hint could not be worked out"),
    "NO_MOVE_LEFT": lambda: tr("No move is left to suggest"),
    "WARN_QUESTION": lambda: tr("This loses the win. Play it anyway?"),
    "WARN_DETAIL": lambda: tr("Another move still keeps a win; Cancel keeps the card where it is."),
    "WARN_YES": lambda: tr("Play it anyway"),
}


__getattr__ = texts_when_read(__name__, {**_CONSTANTS, **page_words.CONSTANTS})
"""The text constants (``words.THINKING``, ``words.DEAL_NUMBER_RULE``) in
the current language, made when read (PEP 562)."""
