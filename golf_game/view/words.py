"""The words the screens show for game values: scores, counts, headlines,
golf's names for a score against par, refusals and hints.

Every screen takes its sentences from here, and every function takes values
(numbers, outcomes, refusals), never text to pick apart, so a table of
another language can later replace these functions in one place. Decisions
(a colour, a flag) are made on the values, never on the words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine import (
    COLUMN_HEIGHT,
    COLUMNS,
    STOCK_SIZE,
    TABLEAU_SIZE,
    Card,
    Mode,
    Move,
    Outcome,
    Refusal,
    Step,
)
from ..engine.round import SEED_MAX

if TYPE_CHECKING:
    from ..engine.grade import Grade
    from ..play.game import Stake
    from ..saved.game_file import DealName

GOLF_WORDS = {
    -4: "Condor",
    -3: "Albatross",
    -2: "Eagle",
    -1: "Birdie",
    0: "Par",
    1: "Bogey",
    2: "Double bogey",
    3: "Triple bogey",
}

HEADLINES = {
    Outcome.WON: "Cleared!",
    Outcome.STUCK: "Stuck",
    Outcome.ENDED: "Hole ended",
}
OVER = "Hole over"
"""The headline of a finished hole whose outcome has no word of its own."""


def strokes(value: float | None, signed: bool = True, digits: int = 0) -> str:
    """A score as players read it: "-3", "+2", "0", "+1.5", or a dash when unknown."""
    if value is None:
        return "-"
    if digits:
        return f"{value:+.{digits}f}" if signed else f"{value:.{digits}f}"
    number = round(value)
    return f"{number:+d}" if signed and number else str(number)


NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def number_word(n: int) -> str:
    """ "seven" for 7; numbers past nine stay in digits."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def count(n: int, noun: str) -> str:
    """ "1 card", "3 cards"."""
    return f"{n} {noun}{'s' if n != 1 else ''}"


def cards_left(n: int, where: str) -> str:
    """ "3 cards left in the stock" (``where``: "in the stock", "on the table")."""
    return f"{count(n, 'card')} left {where}"


def headline(outcome: Outcome, score: int | None = None, par: int | None = None) -> str:
    """The result's headline. A hole that ends at par is a success whatever
    its outcome: on a deal that cannot be cleared, par is the best there is."""
    if reached_par(outcome, score, par):
        return AT_PAR
    return HEADLINES.get(outcome, OVER)


AT_PAR = "Par! The best this deal allows"


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
    return f"Best possible: {count(par, 'card')} left"


def statuses() -> tuple[str, ...]:
    """Every kind of word the header's status shows, at its longest (a deal's
    par is at most 35 cards left): the header keeps room for the widest."""
    return (WINNABLE, NO_LONGER_WINNABLE, best_possible(35))


def deal_title(mode: Mode, name: DealName) -> str:
    """A deal's name as the header shows it: "Medium - Deal #7",
    "Easy - Winnable deal #31", "Hard - Daily 2026-12-01", "Easy - Typed deal"."""
    if name.daily:
        what = f"Daily {name.daily}"
    elif name.seed is None:
        what = "Typed deal"
    else:
        what = f"{'Winnable deal' if name.winnable else 'Deal'} #{name.seed}"
    return f"{mode.title} - {what}"


def hole_title(mode: Mode, name: DealName, number: int, hole_count: int) -> str:
    """The header's name of a hole: "Medium - Deal #7", and in a round
    "Medium - Daily 2026-12-01 - hole 2 of 9"."""
    title = deal_title(mode, name)
    return title if hole_count == 1 else f"{title} - hole {number} of {hole_count}"


def golf_word(difference: int) -> str:
    """Golf's name for a score ``difference`` strokes from par (score minus par)."""
    if difference in GOLF_WORDS:
        return GOLF_WORDS[difference]
    return f"{difference:+d}"


def against_par(score: int, par: int) -> str:
    """The score against par, said once: golf's word where it has one
    ("Bogey"), else the strokes ("33 over par"); never both. Par is the best
    score perfect play reaches, so no score goes under it here; the words
    under par are golf's own and kept with the rest of its table."""
    difference = score - par
    if difference == 0:
        return f"{golf_word(difference)}: the best this deal allows"
    if difference not in GOLF_WORDS:
        return sentence(level(difference))
    return golf_word(difference)


def score_words(score: int | None) -> str:
    """A score as every screen writes it: "Score +3", "Score 0"."""
    return f"Score {strokes(score)}"


def level(difference: int) -> str:
    """ "2 under par", "3 over par", "level with par"."""
    if not difference:
        return "level with par"
    return f"{abs(difference)} {'under' if difference < 0 else 'over'} par"


def sentence(text: str) -> str:
    """``text`` with a capital first letter."""
    return text[:1].upper() + text[1:]


def refusal(reason: Refusal, card_label: Callable[[Card], str]) -> str:
    """Why a move is refused, with the cards written as the screen shows them."""
    return sentence(reason.text(card_label))


def hint(reason: str, column: int | None) -> str:
    """The hint line: where to play, and why."""
    where = "" if column is None else f" (column {column + 1})"
    return f"Hint{where}: {reason}"


def mode_line(mode: Mode, grade: Grade | None = None) -> str:
    """The hole's resting message: its mode (and the deal's grade, once
    known) and that mode's rule."""
    if grade is None:
        return f"{mode.title}: {mode.description}"
    return f"{mode.title}, {grade_words(grade)}: {mode.description}"


def grade_words(grade: Grade) -> str:
    """ "a Tricky deal"."""
    return f"a {grade.title} deal"


NOTHING_TO_UNDO = "Nothing to undo"
NOTHING_TO_REDO = "Nothing to redo"
HINTS_OFF = "Hints are turned off in the settings"
NO_HINT = "No hint is available"
THINKING = "Thinking..."
WINNABLE = "Winnable"
NO_LONGER_WINNABLE = "No longer winnable"
PAR_WORKING = "working…"
"""The header's Par while the solver is still finding it ("Par working…")."""
HINT_FAILED = "The hint could not be worked out"
NO_MOVE_LEFT = "No move is left to suggest"


def hole_over(new_button: bool) -> str:
    """What a hint request on a finished hole gets: the way on from there,
    by the button the hole really has (New alone, Card in a round)."""
    onward = "New for another deal" if new_button else "Card for the score card and the next hole"
    return f"The hole is over: Undo to go back, or {onward}"


def undone(step: Step) -> str:
    return f"Undone: {step_words(step)}"


def step_words(step: Step) -> str:
    """A history step as the object of "Undone: ..."."""
    if not isinstance(step, Move):
        return "the end of the hole"
    if step.column is None:
        return "the draw"
    return f"the play from column {step.column + 1}"


def sound(on: bool) -> str:
    return "Sound on" if on else "Sound off"


# --- the best line, the coach, practice, the daily share ----------------------------


def best_line_title(start_move: int) -> str:
    return "Best line" if start_move <= 1 else f"Best line from move {start_move}"


def best_line_progress(move: int, last: int, score: int, done: bool) -> str:
    if done:
        return f"Best line played. {score_words(score)}. Tap to go back."
    return f"Best line: move {move} of {last}. Tap to skip to the end."


def coach_progress(settled: int, total: int) -> str:
    return f"Coach: {settled} of {total} positions checked"


def coach_verdict(
    first_losing_move: int | None, moves: int, strokes_lost: int, complete: bool
) -> str:
    """What the coach found, in one line (``first_losing_move`` as in
    :class:`golf_game.engine.coach.CoachReport`). The strokes lost are not
    counted here: the line above the strip says how far over par the hole is."""
    if first_losing_move is None:
        return "This deal was never winnable."
    if first_losing_move > moves:
        return "Ending the hole threw the win away."
    if first_losing_move:
        return f"The win was lost at move {first_losing_move}."
    if strokes_lost:
        return "Every move kept a win, but not every one the best score."
    if complete:
        return "No mistake: every move kept the best score."
    return "No mistake found so far."


def mistake_line(number: int, cost: int, what: str, losing: bool) -> str:
    """One mistake: its move, its cost and ``what`` (the engine's sentence)."""
    head = "The mistake" if losing else f"Move {number}"
    if losing:
        head += f" (move {number})"
    return f"{head}, cost {count(cost, 'stroke')}: {what}"


def retry_label(number: int | None) -> str:
    """The practice button: from the chosen mistake's move, if there is one."""
    return "Try again" if number is None else f"Try again from move {number}"


def practice_title(number: int) -> str:
    return f"Practice from move {number}"


def practice_over(outcome: Outcome, score: int) -> str:
    """The end of a practice attempt, and the way back its screen has (Pause, then Back)."""
    said = headline(outcome)
    said += "" if said.endswith("!") else "."
    return f"{said} {score_words(score)} in practice. Pause, then Back, to return."


def shared(copied: bool) -> str:
    return "Copied to the clipboard." if copied else "No clipboard here: the result is above."


WARN_QUESTION = "This loses the win. Play it anyway?"
WARN_DETAIL = "Another move still keeps a win; Cancel keeps the card where it is."
WARN_YES = "Play it anyway"


def assists_used(hints: int, warnings: int, retries: int) -> str:
    """Beside the score: the help a hole had, e.g. "(2 hints, 1 retry)"."""
    parts = [count(hints, "hint")] if hints else []
    if warnings:
        parts.append(count(warnings, "warning"))
    if retries:
        parts.append(f"{retries} {'retry' if retries == 1 else 'retries'}")
    return f"({', '.join(parts)})"


def abandon_question(stake: Stake, action: str = "Abandon") -> tuple[str, str]:
    """The question before a game is thrown away, naming what is lost, and
    what it costs: "Abandon hole 2 of 9?" and a line of detail."""
    moves = count(stake.moves, "move")
    if stake.hole_count == 1:
        question = f"{action} this deal?"
        detail = f"Your {moves} on it are lost, and it counts as a loss in the statistics."
        return question, detail
    question = f"{action} hole {stake.hole_number} of {stake.hole_count}?"
    done = count(stake.finished, "hole")
    round_words = f"the round so far ({done}, total {strokes(stake.total)}) is lost"
    if not stake.finished:
        round_words = "the round is lost"
    if stake.moves:
        return question, sentence(f"{round_words}; this hole counts as a loss.")
    return question, sentence(f"{round_words}.")


def replace_saved_question(stake: Stake) -> tuple[str, str]:
    """The question before a new game replaces the saved one behind Continue."""
    where = stake.mode.title
    if stake.hole_count > 1:
        where = f"{where}, hole {stake.hole_number} of {stake.hole_count}"
    return (
        "Replace your saved game?",
        f"Your game ({where}) is waiting behind Continue; a new one ends it as a loss.",
    )


def restart_question(stake: Stake) -> tuple[str, str]:
    """The question before the deal is played again from the start."""
    return (
        "Restart this deal?",
        f"Your {count(stake.moves, 'move')} on it are undone for good; this attempt counts "
        "as a loss, and a win after a restart counts as a win with help.",
    )


STATISTICS_RULES = (
    "How holes count: a hole is played from its first move. A hole left unfinished "
    "(New, a new game, Restart deal) is abandoned: a loss that ends the streak, scored "
    "by the cards left. A win after a hint, a warning or a restart is a win with help."
)
"""The counting rules, as the statistics screen states them (docs/STATISTICS.md)."""


def best_round(
    mode: Mode, total: int | None, best: int | None, best_par: int | None
) -> tuple[str, bool]:
    """The score card's line about the best round, and whether it is a
    moment to celebrate. ``total`` is the round just completed and not yet
    recorded (``None`` mid-round); ``best`` the best recorded before it."""
    if best is None:
        if total is None:
            return "Best round so far: none yet - this could be it", False
        return f"Your first {mode.title} round: {strokes(total)}, the round to beat", True
    so_far = f"Best round so far: {strokes(best)}"
    if best_par is not None:
        so_far += f" (par {strokes(best_par)})"
    if total is None or total > best:
        return so_far, False
    if total == best:
        return f"Level with your best round: {strokes(best)}", True
    return f"New best round! {strokes(total)}, {count(best - total, 'stroke')} better", True


# --- How to play (view/how_to_play.py draws these with example cards) --------------

HOW_TO_PLAY_TITLE = "How to play"
HELP_PAGE = "Page {page} of {pages}"

HELP_AIM = (
    "The aim",
    (
        f"{TABLEAU_SIZE} cards lie face up in {number_word(COLUMNS)} columns of "
        f"{number_word(COLUMN_HEIGHT)}. One card starts the waste; {STOCK_SIZE} wait "
        "face down in the stock.",
        "Play the last card of any column onto the waste if it is one rank above or "
        "below the waste's top card. Suits never matter.",
        "When nothing fits, turn the stock's next card onto the waste. The stock "
        "does not come round again.",
        f"Clear all {TABLEAU_SIZE} cards to win. The hole ends when no move is left.",
    ),
)
HELP_RUN_CAPTION = "A run on the waste: 7 8 7 6, each one rank from the last"
HELP_FIT_CAPTION = "On a Queen: a Jack or a King fits, a 10 does not"

HELP_MODES = (
    "The three modes",
    ("How Aces and Kings connect is all that differs.",),
)
HELP_MODE_CAPTIONS = {
    Mode.EASY: "Easy: a King and an Ace connect both ways",
    Mode.MEDIUM: "Medium: an Ace only on a 2, a King only on a Queen",
    Mode.HARD: "Hard: as Medium, and nothing goes on a King",
}

HELP_CONTROLS = (
    "Playing",
    (
        "Touch or mouse: tap a column's last card to play it, or drag it onto the "
        "waste. Tap the stock to draw. A gold ring marks every card that fits.",
        "Keys: 1 to 7 play that column, Space draws, U or Ctrl+Z undoes, Ctrl+Y redoes, "
        "H asks for a hint, Esc pauses, N starts a new deal, M turns the sound on or "
        "off, F11 fills the screen.",
        "Undo as often as you like until the next hole starts.",
    ),
)

HELP_SCORE = (
    "Score, par and rounds",
    (
        "Score: one stroke per card left on the table; when you clear it, minus one "
        "for every card still in the stock. Lower is better.",
        "Par is the best score perfect play can reach on the deal: the solver works it "
        "out while you play. Reaching par is the best this deal allows.",
        '"Winnable" in the header means perfect play from here can still clear '
        "every card; on other deals par says how close you can get.",
        "A 9-hole round plays nine deals one after another and adds up their scores; "
        "the score card shows each hole against its par.",
    ),
)


# --- Settings: what each choice does, one line each (keyed by Settings field) -------

SETTING_HELP = {
    "mode": "The mode the menu starts with",
    "hints": "Show the Hint button: the solver suggests a move and says why",
    "legal_highlight": "A gold ring round every card that can be played now",
    "sound": "Short sounds for plays, draws, refusals and the end of a hole",
    "reduced_motion": "Cards appear in place instead of flying; no confetti",
    "card_size": "Large: about a third more card on the table",
    "four_colour": "Spades black, hearts red, diamonds blue, clubs green",
    "high_contrast": "Darker table, black card edges, white words and HUD",
    "winnable_only": "New deals are ones the solver has proved can be cleared",
    "warn_before_losing": "Asks before a move that throws a winnable deal away",
    "deal_grade": "How hard the winnable-only deals are: Gentle, Tricky or Fiendish",
    "voice": "The game says the focused card, each move and the result (key V)",
    "voice_volume": "How loud the spoken play is, apart from the sounds",
    "left_handed": "The stock and the buttons on the other side",
    "zen": "No score, par or winnability while you play; all shown at the end",
}
NO_AUDIO_DEVICE = "no device"
"""What Sound reads where there is no audio device to play on."""
NO_AUDIO_NOTICE = "No audio device was found: the game plays silently"
NO_AUDIO_HELP = "No audio device was found, so the game is silent"


# --- The deal-number field -------------------------------------------------------------

DEAL_NUMBER_RULE = f"A deal number is a whole number from 0 to {SEED_MAX}"
DEAL_NUMBER_EMPTY = f"Type a deal number (0 to {SEED_MAX}), or paste a deal line"
DEAL_NUMBER_HOW = "type or tap a number, or paste a deal line"
DEAL_NUMBER_EXAMPLE = "e.g. 1234"
NOTHING_TO_PASTE = "Nothing to paste: the clipboard is empty or not available"
