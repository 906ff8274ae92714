"""A file written back: kept aside before the first save when what was read
from it could not be used, and only then."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from golf_game.saved import rewritable
from golf_game.saved.rewritable import RewritableFile
from golf_game.saved.storage import Unreadable

NOON = datetime(2026, 12, 1, 12, 0)
ASIDE = "scores.json.bad-20261201-120000"


def file_at(tmp_path: Path) -> RewritableFile:
    return RewritableFile(tmp_path / "scores.json", "scores", lambda: NOON)


def saved(path: Path) -> object:
    return json.loads(path.read_text())["scores"]


def test_a_good_file_is_written_over_in_place(tmp_path: Path) -> None:
    file = file_at(tmp_path)
    assert file.read() is None  # no file yet
    assert file.save({"a": 1}) == (None, None)
    assert file.read() == ({"a": 1}, None) and not file.keep_aside
    assert file.save({"a": 2}) == (None, None)
    assert saved(file.path) == {"a": 2} and [p.name for p in tmp_path.iterdir()] == ["scores.json"]


def test_an_unreadable_file_is_kept_aside_intact_before_the_first_save_only(
    tmp_path: Path,
) -> None:
    file = file_at(tmp_path)
    file.path.write_text("{ not json")
    with pytest.raises(Unreadable):
        file.read()
    assert file.keep_aside and file.path.read_text() == "{ not json"  # reading keeps it
    assert file.save({"a": 1}) == (None, tmp_path / ASIDE)
    assert (tmp_path / ASIDE).read_text() == "{ not json" and saved(file.path) == {"a": 1}
    assert file.save({"a": 2}) == (None, None)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scores.json", ASIDE]


def test_a_file_its_reader_found_faults_in_is_kept_aside(tmp_path: Path) -> None:
    file = file_at(tmp_path)
    assert file.save({"a": "wrong"}) == (None, None)
    original = file.path.read_text()
    file.keep_aside = True  # what the reader's checks found
    assert file.save({"a": 1}) == (None, tmp_path / ASIDE)
    assert (tmp_path / ASIDE).read_text() == original


def test_a_bad_file_gone_before_the_save_is_simply_written(tmp_path: Path) -> None:
    file = file_at(tmp_path)
    file.keep_aside = True
    assert file.save({"a": 1}) == (None, None)
    assert saved(file.path) == {"a": 1} and not file.keep_aside


def test_a_bad_file_that_cannot_be_renamed_is_not_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    file = file_at(tmp_path)
    file.path.write_text("{ not json")
    file.keep_aside = True

    def refuse(path: Path, now: datetime) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(rewritable, "set_aside", refuse)
    problem, aside = file.save({"a": 1})
    assert problem == "could not keep the old scores.json aside: Permission denied"
    assert aside is None and file.path.read_text() == "{ not json" and file.keep_aside
    monkeypatch.undo()  # the next save tries again
    assert file.save({"a": 1}) == (None, tmp_path / ASIDE)
