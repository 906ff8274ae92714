"""The words the screens show for game values: scores, counts, headlines,
golf's names for a score against par, refusals and hints.

Every screen takes its sentences from here, and every function takes values
(numbers, outcomes, refusals), never text to pick apart, so a table of
another language can later replace these functions in one place. Decisions
(a colour, a flag) are made on the values, never on the words.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Card, Mode, Move, Outcome, Refusal, Step

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


def headline(outcome: Outcome) -> str:
    return HEADLINES.get(outcome, OVER)


def golf_word(difference: int) -> str:
    """Golf's name for a score ``difference`` strokes from par (score minus par)."""
    if difference in GOLF_WORDS:
        return GOLF_WORDS[difference]
    return f"{difference:+d}"


def against_par(score: int, par: int) -> str:
    """Golf's word and the strokes, e.g. "Bogey: 1 over par". Par is the best
    score perfect play reaches, so no score goes under it here; the words
    under par are golf's own and kept with the rest of its table."""
    difference = score - par
    word = golf_word(difference)
    if difference == 0:
        return f"{word}: the best score this deal allows"
    return f"{word}: {level(difference)}"


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
    return f"Hint{where}: {sentence(reason)}"


def mode_line(mode: Mode) -> str:
    """The hole's resting message: its mode and that mode's rule."""
    return f"{mode.title}: {mode.description}"


def step_words(step: Step) -> str:
    """A history step as the object of "Undone: ..."."""
    if not isinstance(step, Move):
        return "the end of the hole"
    if step.column is None:
        return "the draw"
    return f"the play from column {step.column + 1}"


def sound(on: bool) -> str:
    return "Sound on" if on else "Sound off"
