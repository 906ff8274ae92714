"""The statistics page, opened from the menu."""

from __future__ import annotations

from pathlib import Path

from screen_helpers import open_menu, tap

from golf_game.scenes.stats import StatsScene


def test_statistics_show_and_go_back(tmp_path: Path) -> None:
    app, _, menu = open_menu(tmp_path)
    tap(app, "Statistics")
    assert isinstance(app.stack.top, StatsScene)
    tap(app, "Back")
    assert app.stack.top is menu
