"""The longer texts of the screens: How to play's pages, what each setting
does, the deal-number field and the statistics' counting rules.

Each is made when it is asked for, so it is in the current language
(:mod:`golf_game.lang`): the pages and the settings' lines by their
functions, the single texts through :mod:`.words` by the names of
:data:`CONSTANTS` (``words.DEAL_NUMBER_RULE``).
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import COLUMN_HEIGHT, COLUMNS, STOCK_SIZE, TABLEAU_SIZE, Mode
from ..engine.round import SEED_MAX
from ..lang import N_, number, tr

NUMBER_WORDS = (
    N_("zero"), N_("one"), N_("two"), N_("three"), N_("four"),
    N_("five"), N_("six"), N_("seven"), N_("eight"), N_("nine"),
)  # fmt: skip
"""English number words (spoken play says these; the screens translate them)."""


def number_word(n: int) -> str:
    """ "seven" for 7; numbers past nine stay in digits."""
    return tr(NUMBER_WORDS[n]) if 0 <= n < len(NUMBER_WORDS) else number(n)


def aim() -> tuple[str, tuple[str, ...]]:
    return (
        tr("The aim"),
        (
            tr(
                "{cards} cards lie face up in {columns} columns of {height}. One card "
                "starts the waste; {stock} wait face down in the stock.",
                cards=TABLEAU_SIZE,
                columns=number_word(COLUMNS),
                height=number_word(COLUMN_HEIGHT),
                stock=STOCK_SIZE,
            ),
            tr(
                "Play the last card of any column onto the waste if it is one rank above or "
                "below the waste's top card. Suits never matter."
            ),
            tr(
                "When nothing fits, turn the stock's next card onto the waste. The stock "
                "does not come round again."
            ),
            tr(
                "Clear all {cards} cards to win. The hole ends when no move is left.",
                cards=TABLEAU_SIZE,
            ),
        ),
    )


def run_caption() -> str:
    return tr("A run on the waste: 7 8 7 6, each one rank from the last")


def fit_caption() -> str:
    return tr("On a Queen: a Jack or a King fits, a 10 does not")


def modes() -> tuple[str, tuple[str, ...]]:
    return tr("The three modes"), (tr("How Aces and Kings connect is all that differs."),)


def mode_captions() -> dict[Mode, str]:
    return {
        Mode.EASY: tr("Easy: a King and an Ace connect both ways"),
        Mode.MEDIUM: tr("Medium: an Ace only on a 2, a King only on a Queen"),
        Mode.HARD: tr("Hard: as Medium, and nothing goes on a King"),
    }


def controls() -> tuple[str, tuple[str, ...]]:
    return (
        tr("Playing"),
        (
            tr(
                "Touch or mouse: tap a column's last card to play it, or drag it onto the "
                "waste. Tap the stock to draw. A gold ring marks every card that fits."
            ),
            tr(
                "Keys: 1 to 7 play that column, Space draws, U or Ctrl+Z undoes, Ctrl+Y "
                "redoes, H asks for a hint, Esc pauses, N starts a new deal, M turns the "
                "sound on or off, F11 fills the screen."
            ),
            tr("Undo as often as you like until the next hole starts."),
        ),
    )


def score() -> tuple[str, tuple[str, ...]]:
    return (
        tr("Score, par and rounds"),
        (
            tr(
                "Score: one stroke per card left on the table; when you clear it, minus one "
                "for every card still in the stock. Lower is better."
            ),
            tr(
                "Par is the best score perfect play can reach on the deal: the solver works "
                "it out while you play. Reaching par is the best this deal allows."
            ),
            tr(
                '"Winnable" in the header means perfect play from here can still clear '
                "every card; on other deals par says how close you can get."
            ),
            tr(
                "A 9-hole round plays nine deals one after another and adds up their "
                "scores; the score card shows each hole against its par."
            ),
        ),
    )


def setting_help() -> dict[str, str]:
    """What each setting does, one line each (keyed by the Settings field)."""
    return {
        "mode": tr("The mode the menu starts with"),
        "hints": tr("Show the Hint button: the solver suggests a move and says why"),
        "legal_highlight": tr("A gold ring round every card that can be played now"),
        "sound": tr("Short sounds for plays, draws, refusals and the end of a hole"),
        "reduced_motion": tr("Cards appear in place instead of flying; no confetti"),
        "card_size": tr("Large: about a third more card on the table"),
        "four_colour": tr("Spades black, hearts red, diamonds blue, clubs green"),
        "high_contrast": tr("Darker table, black card edges, white words and HUD"),
        "winnable_only": tr("New deals are ones the solver has proved can be cleared"),
        "warn_before_losing": tr("Asks before a move that throws a winnable deal away"),
        "deal_grade": tr("How hard the winnable-only deals are: Gentle, Tricky or Fiendish"),
        "voice": tr("The game says the focused card, each move and the result (key V)"),
        "voice_volume": tr("How loud the spoken play is, apart from the sounds"),
        "left_handed": tr("The stock and the buttons on the other side"),
        "zen": tr("No score, par or winnability while you play; all shown at the end"),
    }


CONSTANTS: dict[str, Callable[[], str]] = {
    "HOW_TO_PLAY_TITLE": lambda: tr("How to play"),
    "NO_AUDIO_DEVICE": lambda: tr("no device"),
    "NO_AUDIO_NOTICE": lambda: tr("No audio device was found: the game plays silently"),
    "NO_AUDIO_HELP": lambda: tr("No audio device was found, so the game is silent"),
    "DEAL_NUMBER_RULE": lambda: tr(
        "A deal number is a whole number from 0 to {top}", top=str(SEED_MAX)
    ),
    "DEAL_NUMBER_EMPTY": lambda: tr(
        "Type a deal number (0 to {top}), or paste a deal line", top=str(SEED_MAX)
    ),
    "DEAL_NUMBER_HOW": lambda: tr("type or tap a number, or paste a deal line"),
    "DEAL_NUMBER_EXAMPLE": lambda: tr("e.g. 1234"),
    "NOTHING_TO_PASTE": lambda: tr("Nothing to paste: the clipboard is empty or not available"),
    "STATISTICS_RULES": lambda: tr(
        "How holes count: a hole is played from its first move. A hole left unfinished "
        "(New, a new game, Restart deal) is abandoned: a loss that ends the streak, scored "
        "by the cards left. A win after a hint, a warning or a restart is a win with help."
    ),
}
"""Each text constant's maker, by the name :mod:`.words` hands it out under."""
