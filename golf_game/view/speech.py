"""Spoken play's words: what the voice says, as clip names strung together.

Each phrase is one clip of assets/voice/ (tools/make_voice.py speaks these
words into it); the functions return clip names in speaking order. Kept apart
from :mod:`golf_game.view.words` (the written words) so that each stays one
screenful of a job.
"""

from __future__ import annotations

import string

from ..engine import Card, Outcome
from ..lang import source
from .page_words import NUMBER_WORDS
from .words import reached_par

RANK_WORDS = (
    "ace", "two", "three", "four", "five", "six", "seven",
    "eight", "nine", "ten", "jack", "queen", "king",
)  # fmt: skip
SUIT_WORDS = {"C": "of clubs", "D": "of diamonds", "H": "of hearts", "S": "of spades"}
SPOKEN_NUMBERS = (
    *NUMBER_WORDS,
    "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
    "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
)  # fmt: skip
SPOKEN_TENS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty"}
HUNDRED = 100
"""The one number over 59 the voice says (a volume of 100%)."""
PHRASES = {
    "column": "column",
    "playable": "playable",
    "not playable": "not playable",
    "stock": "stock",
    "stock empty": "the stock is empty",
    "cards in the stock": "cards in the stock",
    "card in the stock": "card in the stock",
    "on the waste": "on the waste",
    "drew": "drew",
    "refused": "that move is not allowed",
    "with": "with",
    "par": "par",
    "plus": "plus",
    "minus": "minus",
    "level with par": "level with par",
    "hint": "hint",
    "hint draw": "hint: draw a card",
    "no hint": "no move is left",
    "thinking": "thinking",
    "undone": "undone",
    "nothing to undo": "nothing to undo",
    "voice on": "spoken play on",
    "voice off": "spoken play off",
    "button": "button",
    "percent": "percent",
    "from move": "from move",
    "initials": "initials",
    "initials refused": "those initials are not allowed",
    "high score": "a high score! pick your initials",
    "paused": "paused",
    Outcome.WON.value: "cleared",
    Outcome.STUCK.value: "stuck",
    Outcome.ENDED.value: "hole ended",
}
SPOKEN_LABELS = (
    "Undo", "Redo", "Hint", "Pause", "New", "End", "Card", "Resume", "Sound",
    "New deal", "Quit", "Menu", "Start", "Continue", "Daily deal", "Deal number",
    "Statistics", "Settings", "How to play", "Back", "Easy", "Medium", "Hard",
    "1 hole", "9 holes", "Next hole", "New round", "Score card", "Best line",
    "Play", "Back to the hole", "Cancel", "OK", "Clear", "Paste",
    "Default mode", "Hints", "Show playable cards", "Reduced motion", "Card size",
    "Four-colour deck", "High contrast", "Winnable deals only",
    "Warn before losing the win", "Winnable deals' grade",
    "Spoken play", "Voice volume", "Left-handed", "Zen mode", "On", "Off",
    "Language", "English", "Deutsch", "Restart deal", "Restart", "Share",
    "Try again", "Previous", "Next", "Done",
    "Delete", "Normal", "Large", "Any", "Gentle", "Tricky", "Fiendish",
)  # fmt: skip
"""Buttons (and settings' values) the voice names; a button it has no clip
for is just "button" (tests/test_focus_screens.py finds none on any screen)."""
SYMBOL_WORDS = {
    "!": "exclamation mark", "?": "question mark", "*": "star", "-": "dash", ".": "dot",
}  # fmt: skip
DELETE_SIGN = "\u232b"
"""The delete key's sign on the deal entry's and the PIN pad's keys."""
SAME_AS = {DELETE_SIGN: "Delete", "Del": "Delete"}
"""Buttons drawn as a sign or a short form (the PIN pad's "Del" where the
font has no sign), said as the label they stand for."""
CHARACTERS = {
    **{letter: letter for letter in string.ascii_uppercase},
    **{digit: SPOKEN_NUMBERS[int(digit)] for digit in string.digits},
    **SYMBOL_WORDS,
}
"""Keys of one character (the initials' letters, the deal number's digits), by name."""


def voice_clips() -> dict[str, str]:
    """Every clip's name and the words it says: tools/make_voice.py's list."""
    clips = {f"rank{n}": word for n, word in enumerate(RANK_WORDS, 1)}
    clips.update({f"suit{s}": word for s, word in SUIT_WORDS.items()})
    clips.update({f"n{n}": word for n, word in enumerate(SPOKEN_NUMBERS)})
    clips.update({f"n{n}": word for n, word in SPOKEN_TENS.items()})
    clips[f"n{HUNDRED}"] = "one hundred"
    clips.update(PHRASES)
    clips.update({f"label {label}": label.lower() for label in SPOKEN_LABELS})
    clips.update({f"char {char}": word for char, word in CHARACTERS.items()})
    return clips


def spoken_number(n: int) -> list[str]:
    """0 to 59 and 100 as clips ("thirty", "five"); others are not spoken."""
    if n == HUNDRED:
        return [f"n{HUNDRED}"]
    if n < 0 or n >= 60:
        return []
    if n < len(SPOKEN_NUMBERS):
        return [f"n{n}"]
    tens, ones = divmod(n, 10)
    return [f"n{tens * 10}", *([f"n{ones}"] if ones else [])]


def spoken_card(card: Card) -> list[str]:
    """ "seven", "of hearts"."""
    return [f"rank{card.rank}", f"suit{card.suit.value}"]


def spoken_label(label: str, value: str = "") -> list[str]:
    """A button by its label ("Sound: on" is the Sound button, "Spoken play
    (V)" the Spoken play one, "Try again from move 5" says its number), and
    its value when the voice has it ("On", "Medium", "80%")."""
    name = source(label).split(":")[0].split(" (")[0]
    name = SAME_AS.get(name, name)
    value = source(value)
    retry, _, move = name.partition(" from move ")
    if name in SPOKEN_LABELS:
        clips = [f"label {name}"]
    elif name in CHARACTERS:
        clips = [f"char {name}"]
    elif move.isdigit() and retry in SPOKEN_LABELS:
        clips = [f"label {retry}", "from move", *spoken_number(int(move))]
    else:
        clips = ["button"]
    return clips + spoken_value(value)


def spoken_value(value: str) -> list[str]:
    """A setting's value: a word the voice has, or a percentage; else nothing."""
    if value in SPOKEN_LABELS:
        return [f"label {value}"]
    number = value.removesuffix("%")
    if value.endswith("%") and number.isdigit() and spoken_number(int(number)):
        return [*spoken_number(int(number)), "percent"]
    return []


def spoken_initials(initials: str) -> list[str]:
    """ "initials", "J", "O" (the letters picked so far)."""
    return ["initials", *(f"char {char}" for char in initials if char in CHARACTERS)]


def spoken_par(score: int, par: int | None) -> list[str]:
    """ "par", "minus", "five" (the score against par), or nothing unknown."""
    if par is None:
        return []
    difference = score - par
    if not difference:
        return ["level with par"]
    return ["par", "plus" if difference > 0 else "minus", *spoken_number(abs(difference))]


def spoken_result(outcome: Outcome, stock_left: int, score: int, par: int | None) -> list[str]:
    """ "cleared", "with", "four", "cards in the stock", "par", "minus", "five".
    A deal that could not be cleared, ended at par, is a success as the
    written headline says: "level with par", not "stuck"."""
    if reached_par(outcome, score, par):
        return ["level with par"]
    clips = [outcome.value]
    if outcome is Outcome.WON:
        noun = "card in the stock" if stock_left == 1 else "cards in the stock"
        clips += ["with", *spoken_number(stock_left), noun]
    return clips + spoken_par(score, par)
