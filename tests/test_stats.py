"""The statistics page, opened from the menu."""

from __future__ import annotations

from pathlib import Path

import pytest
from screen_helpers import open_menu, tap

from golf_game.engine import Mode, Outcome
from golf_game.saved.records import Assists, Records
from golf_game.saved.storage import Storage
from golf_game.scenes.stats import StatsScene


def test_statistics_show_and_go_back(tmp_path: Path) -> None:
    app, _, menu = open_menu(tmp_path)
    tap(app, "Statistics")
    assert isinstance(app.stack.top, StatsScene)
    tap(app, "Back")
    assert app.stack.top is menu


@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920), (800, 600)])
def test_statistics_show_help_apart_and_state_the_rules(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    storage = Storage(tmp_path)
    storage.save_records(
        Records()
        .record_hole(Mode.HARD, 1, Outcome.WON, -2, None)
        .record_hole(Mode.HARD, 1, Outcome.WON, 0, None, assists=Assists(hint=3))
        .record_hole(Mode.HARD, 1, Outcome.PLAYING, 20, None, abandoned=True)
    )
    app, _, _ = open_menu(tmp_path, size=size)
    tap(app, "Statistics")
    scene = app.stack.top
    assert isinstance(scene, StatsScene)
    rows: dict[str, list[str]] = {}
    for widget in scene.widgets:
        rows.setdefault(str(widget.rect.y), []).append(widget.label)
    single: dict[str, list[str]] = {}
    for row in rows.values():
        single.setdefault(row[0], row[1:])  # the single holes come first
    assert single["Won without help"] == ["0", "0", "1"]
    assert single["Won with help"] == ["0", "0", "1"]
    assert single["Abandoned"] == ["0", "0", "1"]
    assert single["Hints per hole"] == ["-", "-", "1.0"]
    text = " ".join(widget.label for widget in scene.widgets)
    assert "first move" in text and "abandoned" in text
    assert all(widget.rect.top >= 0 and widget.rect.bottom <= size[1] for widget in scene.widgets)
