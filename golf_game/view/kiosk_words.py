"""The words of the kiosk's visitor screens: the idle warning, the initials
picker, the high-score table and the closed card (the game's other words are
in :mod:`.words`, whose number formatting these reuse)."""

from __future__ import annotations

from .words import count, strokes

STILL_PLAYING = "Still playing?"
KEEP_GAME = "Touch to keep your game"


def idle_countdown(seconds: int) -> str:
    """Under the idle warning: how long until the kiosk goes back to the menu."""
    return f"Back to the menu in {count(seconds, 'second')}"


HIGH_SCORE = "A high score!"
PICK_INITIALS = "Put your initials on the table"
INITIALS_DONE = "OK"
INITIALS_DELETE = "Delete"
INITIALS_REFUSED = "Those letters are not allowed: pick others"


HIGH_SCORES = "High scores"
BOARD_TITLES = {
    ("today", "hole"): "Today's best holes",
    ("all", "hole"): "Best holes ever",
    ("today", "round"): "Today's best 9-hole rounds",
    ("all", "round"): "Best 9-hole rounds ever",
}
NO_SCORES = "No scores yet: be the first!"


def score_entry(place: int, initials: str, score: int, par: int | None, day: str) -> str:
    """One line of the high-score table: "1. ABC  -3  (par -4)  2026-12-01",
    the deal's par in brackets as on the daily share line (not the score
    against it, which would read as a second, different par)."""
    said = "" if par is None else f"  (par {strokes(par)})"
    return f"{place}. {initials}  {strokes(score)}{said}  {day}"


CLOSED = "Closed"


def opening_hours(opens: str, closes: str) -> str:
    """Under the closed card: "Open 09:00 to 18:00"."""
    return f"Open {opens} to {closes}"
