"""The words of the kiosk's visitor screens: the idle warning, the initials
picker, the high-score table and the closed card (the game's other words are
in :mod:`.words`, whose number formatting these reuse). The constants
(``kiosk_words.CLOSED``) are made when read, in the current language, as in
:mod:`.words`."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Mode
from ..lang import short_date_text, texts_when_read, tr
from .words import count, mode_title, strokes


def idle_countdown(seconds: int) -> str:
    """Under the idle warning: how long until the kiosk goes back to the menu."""
    return tr("Back to the menu in {seconds}", seconds=count(seconds, "second"))


def board_title(when: str, kind: str) -> str:
    """A board's title by its days ("today", "all") and kind ("hole", "round")."""
    titles = {
        ("today", "hole"): tr("Today's best holes"),
        ("all", "hole"): tr("Best holes ever"),
        ("today", "round"): tr("Today's best 9-hole rounds"),
        ("all", "round"): tr("Best 9-hole rounds ever"),
    }
    return titles[(when, kind)]


def score_entry(place: int, initials: str, score: int, par: int | None, day: str) -> str:
    """One line of the high-score table: "1. ABC  -3  (par -4)  2026-12-01",
    the deal's par in brackets as on the daily share line (not the score
    against it, which would read as a second, different par); ``day`` an
    ISO date, written the language's short way."""
    said = "" if par is None else "  " + tr("(par {par})", par=strokes(par))
    return f"{place}. {initials}  {strokes(score)}{said}  {short_date_text(day)}"


def opening_hours(opens: str, closes: str) -> str:
    """Under the closed card: "Open 09:00 to 18:00"."""
    return tr("Open {opens} to {closes}", opens=opens, closes=closes)


def demo_title(mode: Mode) -> str:
    """The attract demo's header: "Medium - demo"."""
    return tr("{mode} - demo", mode=mode_title(mode))


def demo_move(number: int, moves: int, par: int) -> str:
    """The attract demo's message line while it plays the solver's line."""
    return tr(
        "Demo: the solver's best line, move {n} of {moves} (par {par})",
        n=number,
        moves=moves,
        par=strokes(par),
    )


_CONSTANTS: dict[str, Callable[[], str]] = {
    "STILL_PLAYING": lambda: tr("Still playing?"),
    "KEEP_GAME": lambda: tr("Touch to keep your game"),
    "HIGH_SCORE": lambda: tr("A high score!"),
    "PICK_INITIALS": lambda: tr("Put your initials on the table"),
    "INITIALS_DONE": lambda: tr("OK"),
    "INITIALS_DELETE": lambda: tr("Delete"),
    "INITIALS_REFUSED": lambda: tr("Those letters are not allowed: pick others"),
    "HIGH_SCORES": lambda: tr("High scores"),
    "NO_SCORES": lambda: tr("No scores yet: be the first!"),
    "TOUCH_TO_GO_ON": lambda: tr("Touch anywhere else to go on"),
    "CLOSED": lambda: tr("Closed"),
    "DEMO_THINKING": lambda: tr("Demo: the solver is working out this deal's best line"),
    "TOUCH_TO_PLAY": lambda: tr("Touch to play"),
}


__getattr__ = texts_when_read(__name__, _CONSTANTS)
"""The text constants in the current language, made when read (PEP 562)."""
