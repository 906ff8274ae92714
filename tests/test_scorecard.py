"""The score card of a round, reached from the hole during play."""

from __future__ import annotations

from pathlib import Path

import pygame
from screen_helpers import open_menu, tap
from ui_helpers import key

from golf_game.scenes.hole import HoleScene
from golf_game.scenes.scorecard import ScorecardScene


def test_the_score_card_is_reachable_during_a_round(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path)
    tap(app, "9 holes")
    tap(app, "Start")
    hole = app.stack.top
    assert isinstance(hole, HoleScene)
    key(pygame.K_c)
    app.step(0)
    card = app.stack.top
    assert isinstance(card, ScorecardScene)
    assert card.cells()[0][1] == "..."
    tap(app, "Back to the hole")
    assert app.stack.top is hole
    app.shutdown()
