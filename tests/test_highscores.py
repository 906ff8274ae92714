"""The high-score table: places, today and all time, the block list, resets
and a defensive load."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from golf_game.engine import Mode
from golf_game.saved.highscores import (
    ALPHABET,
    BLOCKED,
    NOBODY,
    PLACES,
    HighScoreFile,
    HighScores,
    Kind,
    initials_problem,
)


class Wall:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 10, 0)

    def __call__(self) -> datetime:
        return self.now


def scores(tmp_path: Path, wall: Wall) -> HighScores:
    return HighScores(HighScoreFile(tmp_path / "highscores.json", wall))


def test_every_blocked_combination_is_refused_and_plain_initials_are_not() -> None:
    assert len(BLOCKED) >= 20
    for word in BLOCKED:
        assert len(word) == 3 and all(c in ALPHABET for c in word)
        assert initials_problem(word) == "those initials are not allowed"
    for fine in ("ABC", "JOE", "A.B", "???", "Z-Z", "MAX"):
        assert initials_problem(fine) is None


@pytest.mark.parametrize("bad", ["", "AB", "ABCD", "abc", "A1C", "A C", "ÄBC"])
def test_initials_must_be_three_of_the_alphabet(bad: str) -> None:
    assert initials_problem(bad) is not None


def test_lower_strokes_rank_higher_ties_keep_the_older_first(tmp_path: Path) -> None:
    table = scores(tmp_path, Wall())
    for initials, strokes in [("AAA", 5), ("BBB", 2), ("CCC", 5), ("DDD", -1)]:
        assert table.add(Mode.EASY, Kind.HOLE, initials, strokes, 3) is None
    today, ever = table.table.boards(Mode.EASY, Kind.HOLE)
    assert [e.initials for e in ever] == ["DDD", "BBB", "AAA", "CCC"] == [e.initials for e in today]
    assert ever[0].against_par == -4 and ever[0].day == "2026-12-01"
    # Other modes and kinds have boards of their own.
    assert table.table.boards(Mode.HARD, Kind.HOLE) == ((), ())
    assert table.table.boards(Mode.EASY, Kind.ROUND) == ((), ())


def test_a_board_keeps_only_its_places_and_says_who_makes_it(tmp_path: Path) -> None:
    table = scores(tmp_path, Wall())
    for strokes in range(PLACES):
        assert table.makes_it(Mode.MEDIUM, Kind.ROUND, 10 + strokes)
        table.add(Mode.MEDIUM, Kind.ROUND, "ABC", 10 + strokes, None)
    assert not table.makes_it(Mode.MEDIUM, Kind.ROUND, 10 + PLACES - 1)  # a tie is not enough
    assert table.makes_it(Mode.MEDIUM, Kind.ROUND, 10 + PLACES - 2)
    table.add(Mode.MEDIUM, Kind.ROUND, "NEW", 9, None)
    _, ever = table.table.boards(Mode.MEDIUM, Kind.ROUND)
    assert len(ever) == PLACES and ever[0].initials == "NEW" and ever[-1].strokes == 10 + PLACES - 2


def test_a_new_day_starts_an_empty_today_board_and_keeps_all_time(tmp_path: Path) -> None:
    wall = Wall()
    table = scores(tmp_path, wall)
    table.add(Mode.EASY, Kind.HOLE, "OLD", 1, 2)
    wall.now = datetime(2026, 12, 2, 9, 0)
    today, ever = table.table.boards(Mode.EASY, Kind.HOLE)
    assert today == () and [e.initials for e in ever] == ["OLD"]
    # And so does a restart on the new day.
    today, ever = scores(tmp_path, wall).table.boards(Mode.EASY, Kind.HOLE)
    assert today == () and [e.initials for e in ever] == ["OLD"]


def test_reset_today_and_reset_all_are_saved(tmp_path: Path) -> None:
    wall = Wall()
    table = scores(tmp_path, wall)
    table.add(Mode.EASY, Kind.HOLE, "ABC", 1, 2)
    assert table.reset_today() is None
    reloaded = scores(tmp_path, wall).table.boards(Mode.EASY, Kind.HOLE)
    assert reloaded[0] == () and len(reloaded[1]) == 1
    assert table.reset_all() is None
    assert scores(tmp_path, wall).table.boards(Mode.EASY, Kind.HOLE) == ((), ())


def test_blocked_or_broken_initials_go_on_the_table_as_nobody(tmp_path: Path) -> None:
    table = scores(tmp_path, Wall())
    table.add(Mode.EASY, Kind.HOLE, "ASS", 1, 2)
    _, ever = table.table.boards(Mode.EASY, Kind.HOLE)
    assert ever[0].initials == NOBODY


def test_a_damaged_file_loses_only_the_bad_entries_and_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "highscores.json"
    good = {"initials": "ABC", "strokes": 3, "par": 4, "day": "2026-12-01"}
    bad = [
        {"initials": "FUK", "strokes": 3, "par": 4, "day": "2026-12-01"},
        {"initials": "ABC", "strokes": True, "par": 4, "day": "2026-12-01"},
        {"initials": "ABC", "strokes": 10**9, "par": 4, "day": "2026-12-01"},
        {"initials": "ABC", "strokes": 3, "par": "x", "day": "2026-12-01"},
        {"initials": "ABC", "strokes": 3, "par": 4, "day": "yesterday"},
        "junk",
    ]
    scores(tmp_path, Wall()).add(Mode.EASY, Kind.HOLE, "ABC", 3, 4)  # the file's own form
    saved = json.loads(path.read_text())
    saved["highscores"]["all_time"] = {"easy/hole": [good, *bad], "nope/hole": []}
    path.write_text(json.dumps(saved))
    table = scores(tmp_path, Wall())
    assert len(table.warnings) == len(bad) + 1
    assert table.table.boards(Mode.EASY, Kind.HOLE)[1][0].initials == "ABC"
    table.add(Mode.EASY, Kind.HOLE, "NEW", 1, 4)
    assert list(tmp_path.glob("highscores.json.bad-*"))


@pytest.mark.parametrize("text", ["", "{", "[1, 2]", '{"highscores": 7}', "\x00\xff"])
def test_an_unreadable_file_gives_an_empty_table_and_a_warning(tmp_path: Path, text: str) -> None:
    (tmp_path / "highscores.json").write_text(text, encoding="latin-1")
    table = scores(tmp_path, Wall())
    assert table.warnings and table.table.boards(Mode.EASY, Kind.HOLE) == ((), ())
    assert table.add(Mode.EASY, Kind.HOLE, "ABC", 1, 2) is None
    assert scores(tmp_path, Wall()).table.boards(Mode.EASY, Kind.HOLE)[1][0].initials == "ABC"
