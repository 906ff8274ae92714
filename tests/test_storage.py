"""Storage: atomic, versioned saves that survive restarts, damage and full disks."""

import errno
import json
import os
import tempfile
import threading
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golf_game.engine import Deal, Hole, Mode, Outcome, Round
from golf_game.saved.game_file import game_to_dict
from golf_game.saved.records import Records
from golf_game.saved.settings import CardSize, Settings
from golf_game.saved.storage import HOME_VARIABLE, Storage, default_folder


def fixed_clock() -> datetime:
    return datetime(2026, 11, 30, 10, 45, 0)


def play_until_over(hole: Hole) -> None:
    while not hole.is_over:
        hole.play(hole.legal_moves()[0])


def some_records() -> Records:
    records = Records().record_hole(Mode.EASY, 1, Outcome.WON, -4, -6)
    for score in range(-1, 8):
        outcome = Outcome.WON if score <= 0 else Outcome.STUCK
        records = records.record_hole(Mode.HARD, 9, outcome, score, None)
    return records.record_round(Mode.HARD, 27, None)


def set_aside_files(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.bad-*"))


def leftovers(folder: Path) -> list[Path]:
    return sorted(folder.glob(".*.tmp"))


def test_a_fresh_folder_gives_defaults_and_writes_nothing(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "new")
    assert storage.settings == Settings()
    assert storage.records == Records()
    assert storage.load_game() is None
    assert storage.take_messages() == []
    assert not (tmp_path / "new").exists()


def test_settings_and_records_survive_a_restart(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    settings = Settings(mode=Mode.HARD, holes=9, card_size=CardSize.LARGE)
    assert storage.save_settings(settings) is None
    assert storage.save_records(some_records()) is None
    assert (
        storage.update_records(lambda r: r.record_hole(Mode.EASY, 1, Outcome.ENDED, 5, None))
        is None
    )

    again = Storage(tmp_path)
    assert again.settings == settings
    assert again.records == some_records().record_hole(Mode.EASY, 1, Outcome.ENDED, 5, None)
    assert again.take_messages() == []


def test_files_carry_a_schema_version(tmp_path: Path) -> None:
    Storage(tmp_path).save_records(some_records())
    data = json.loads((tmp_path / "records.json").read_text())
    assert data["schema"] == 1
    assert Records.from_dict(data["records"]) == (some_records(), [])


def test_the_folder_comes_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "kiosk"))
    Storage().save_settings(Settings(sound=False))
    assert (tmp_path / "kiosk" / "settings.json").exists()
    monkeypatch.delenv(HOME_VARIABLE)
    assert default_folder().name == "golf-game"


def good_bytes(name: str) -> bytes:
    if name == "settings.json":
        payload: object = Settings(sound=False).to_dict()
    else:
        payload = some_records().to_dict()
    key = name.removesuffix(".json")
    return json.dumps({"schema": 1, key: payload}).encode()


DAMAGE = {
    "garbage": lambda good: b"\x00\xff\xfe garbage",
    "truncated": lambda good: good[: len(good) // 2],
    "empty": lambda good: b"",
    "wrong type": lambda good: b"[1, 2, 3]",
    "future schema": lambda good: good.replace(b'"schema": 1', b'"schema": 99'),
    "no schema": lambda good: good.replace(b'"schema": 1', b'"schema": "1"'),
    "payload is a list": lambda good: b'{"schema": 1, "settings": [], "records": []}',
    "deeply nested": lambda good: b"[" * 100_000,
}


@pytest.mark.parametrize("name", ["settings.json", "records.json"])
@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_file_is_set_aside_intact(tmp_path: Path, name: str, damage: str) -> None:
    bad = DAMAGE[damage](good_bytes(name))
    (tmp_path / name).write_bytes(bad)

    storage = Storage(tmp_path, clock=fixed_clock)

    assert storage.settings == Settings()
    assert storage.records == Records()
    kept = set_aside_files(tmp_path, name)
    assert [path.name for path in kept] == [f"{name}.bad-20261130-104500"]
    assert kept[0].read_bytes() == bad
    messages = storage.take_messages()
    assert len(messages) == 1 and kept[0].name in messages[0]


def test_damaged_entries_are_dropped_the_rest_kept_and_the_original_saved(tmp_path: Path) -> None:
    data = {"schema": 1, "records": some_records().to_dict()}
    data["records"]["easy"]["1"]["won"] = 99
    original = json.dumps(data).encode()
    (tmp_path / "records.json").write_bytes(original)

    storage = Storage(tmp_path)

    assert storage.records.get(Mode.EASY, 1).played == 0
    assert storage.records.get(Mode.HARD, 9) == some_records().get(Mode.HARD, 9)
    assert set_aside_files(tmp_path, "records.json")[0].read_bytes() == original
    assert Storage(tmp_path).records == storage.records
    assert "Easy 1-hole" in storage.take_messages()[0]


def test_a_bad_setting_is_replaced_and_the_others_kept(tmp_path: Path) -> None:
    data = {"schema": 1, "settings": {**Settings(sound=False).to_dict(), "card_size": "huge"}}
    (tmp_path / "settings.json").write_text(json.dumps(data))
    storage = Storage(tmp_path)
    assert storage.settings == Settings(sound=False)
    assert "card_size" in storage.take_messages()[0]
    assert len(set_aside_files(tmp_path, "settings.json")) == 1


def test_set_aside_files_are_never_overwritten(tmp_path: Path) -> None:
    for garbage in (b"first", b"second", b"third"):
        (tmp_path / "records.json").write_bytes(garbage)
        Storage(tmp_path, clock=fixed_clock)
    kept = set_aside_files(tmp_path, "records.json")
    assert sorted(path.read_bytes() for path in kept) == [b"first", b"second", b"third"]


def test_an_unwritable_folder_keeps_the_game_running_and_retries(tmp_path: Path) -> None:
    folder = tmp_path / "blocked"
    folder.write_text("a file where the folder should be")
    storage = Storage(folder)

    message = storage.save_records(some_records())

    assert message is not None and message.startswith("could not save statistics")
    assert storage.records == some_records()
    assert storage.unsaved == ("statistics",)
    assert storage.save_records(some_records()) == message
    assert storage.take_messages() == [message]

    folder.unlink()
    assert storage.save_settings(Settings(hints=False)) is None
    assert storage.unsaved == ()
    assert Storage(folder).records == some_records()
    assert storage.take_messages() == ["statistics saved again"]


def test_a_full_disk_keeps_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage(tmp_path)
    storage.save_records(some_records())
    before = (tmp_path / "records.json").read_bytes()

    def disk_full(source: object, target: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "replace", disk_full)
    message = storage.update_records(lambda r: r.record_hole(Mode.MEDIUM, 1, Outcome.WON, 0, None))

    assert message == f"could not save statistics: {os.strerror(errno.ENOSPC)}"
    assert (tmp_path / "records.json").read_bytes() == before
    assert leftovers(tmp_path) == []
    monkeypatch.undo()
    assert storage.save_settings(Settings()) is None
    assert Storage(tmp_path).records.get(Mode.MEDIUM, 1).won == 1


def test_writes_leave_no_temporary_files_and_clear_stale_ones(tmp_path: Path) -> None:
    (tmp_path / ".records.json.abc123.tmp").write_text("half a write before a power cut")
    storage = Storage(tmp_path)
    storage.save_settings(Settings())
    storage.save_records(some_records())
    storage.save_game(Round(Mode.EASY))
    assert leftovers(tmp_path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "game.json",
        "records.json",
        "settings.json",
    ]


def test_an_unreadable_file_that_cannot_be_moved_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "records.json").mkdir()
    real_replace = os.replace

    def refuse_to_move_records(source: str | Path, target: str | Path) -> None:
        if Path(source).name == "records.json":
            raise OSError(errno.EBUSY, os.strerror(errno.EBUSY))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", refuse_to_move_records)
    storage = Storage(tmp_path)
    assert "could not be set aside" in storage.take_messages()[0]
    assert storage.save_records(some_records()) is not None
    assert (tmp_path / "records.json").is_dir()

    monkeypatch.undo()
    assert storage.save_records(some_records()) is None
    assert set_aside_files(tmp_path, "records.json")[0].is_dir()
    assert Storage(tmp_path).records == some_records()


def round_in_three_states() -> Round:
    """A 9-hole round: hole 1 finished and locked, hole 2 ended by the player,
    hole 3 in progress with a move undone."""
    game = Round(Mode.MEDIUM, 9, seed=2026)
    play_until_over(game.hole)
    game.next_hole()
    game.hole.draw()
    game.hole.end()
    game.next_hole(Deal.from_seed(77))
    game.hole.draw()
    game.hole.draw()
    game.hole.undo()
    return game


def test_a_saved_round_restores_exactly(tmp_path: Path) -> None:
    game = round_in_three_states()
    assert Storage(tmp_path).save_game(game) is None

    restored = Storage(tmp_path).load_game()

    assert restored is not None
    assert game_to_dict(restored) == game_to_dict(game)
    assert [h.position for h in restored.holes] == [h.position for h in game.holes]
    assert [h.locked for h in restored.holes] == [True, True, False]
    assert restored.holes[1].outcome is Outcome.ENDED
    assert restored.results() == game.results()
    assert restored.next_seed() == game.next_seed()


def test_a_finished_single_hole_restores_open_to_undo(tmp_path: Path) -> None:
    game = Round(Mode.EASY, 1, seed=12)
    play_until_over(game.hole)
    Storage(tmp_path).save_game(game)
    restored = Storage(tmp_path).load_game()
    assert restored is not None and restored.is_complete and restored.hole.can_undo


def test_clear_game_forgets_it(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save_game(Round(Mode.EASY))
    assert storage.clear_game() is None
    assert storage.load_game() is None
    assert storage.clear_game() is None


def saved_game_text(tmp_path: Path) -> dict:
    Storage(tmp_path).save_game(round_in_three_states())
    return json.loads((tmp_path / "game.json").read_text())


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda g: g["holes"][2].update(steps="T T T 0 0 0 0 0 0"), "not adjacent"),
        (lambda g: g["holes"][0].update(steps="T"), "unfinished"),
        (lambda g: g["holes"][1].update(locked=False), "locked flag"),
        (lambda g: g["holes"][2].update(deal="AS AS"), "deal line"),
        (lambda g: g.update(hole_number=2), "hole_number"),
        (lambda g: g.update(hole_count=5), "hole_count"),
        (lambda g: g.update(seed="7"), "seed"),
        (lambda g: g.update(mode="expert"), "unknown mode"),
        (lambda g: g["holes"].__setitem__(2, 7), "hole 3 is not a table"),
    ],
)
def test_a_saved_game_that_cannot_be_replayed_is_set_aside(
    tmp_path: Path, change: object, reason: str
) -> None:
    data = saved_game_text(tmp_path)
    change(data["game"])  # type: ignore[operator]
    damaged = json.dumps(data)
    (tmp_path / "game.json").write_text(damaged)

    storage = Storage(tmp_path)

    assert storage.load_game() is None
    messages = storage.take_messages()
    assert len(messages) == 1 and reason in messages[0]
    assert set_aside_files(tmp_path, "game.json")[0].read_text() == damaged
    assert not (tmp_path / "game.json").exists()


def test_the_saved_game_deleted_or_truncated_while_running(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    game = round_in_three_states()
    storage.save_game(game)
    (tmp_path / "game.json").unlink()
    assert storage.load_game() is None
    storage.save_game(game)
    text = (tmp_path / "game.json").read_bytes()
    (tmp_path / "game.json").write_bytes(text[:-40])
    assert storage.load_game() is None
    assert "cut short" in storage.take_messages()[0]
    assert storage.save_game(game) is None
    assert storage.load_game() is not None


def test_a_game_that_could_not_be_saved_is_still_offered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage(tmp_path)
    game = round_in_three_states()

    def disk_full(source: object, target: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "replace", disk_full)
    assert storage.save_game(game) is not None
    restored = storage.load_game()
    assert restored is not None and game_to_dict(restored) == game_to_dict(game)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_any_bytes_load_without_raising_and_are_kept(tmp_path: Path, junk: bytes) -> None:
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    for name in ("settings.json", "records.json", "game.json"):
        (folder / name).write_bytes(junk)
    storage = Storage(folder)
    storage.load_game()
    for name in ("settings.json", "records.json", "game.json"):
        kept = [*set_aside_files(folder, name), folder / name]
        assert any(path.exists() and path.read_bytes() == junk for path in kept)


def test_saves_from_several_threads_lose_nothing(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    game = round_in_three_states()
    data = game_to_dict(game)

    def worker() -> None:
        for _ in range(15):
            storage.update_records(lambda r: r.record_hole(Mode.EASY, 1, Outcome.STUCK, 3, None))
            storage.save_game_data(data)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    again = Storage(tmp_path)
    assert again.records.get(Mode.EASY, 1).played == 60
    restored = again.load_game()
    assert restored is not None and game_to_dict(restored) == data
    assert leftovers(tmp_path) == []


def test_a_change_that_changes_nothing_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage(tmp_path)
    once = storage.update_records(
        lambda r: r.record_hole(Mode.EASY, 1, Outcome.WON, -2, None, key="deal 5")
    )
    assert once is None

    def no_write(source: object, target: object) -> None:
        raise AssertionError("a repeated key must not be written again")

    monkeypatch.setattr(os, "replace", no_write)
    again = storage.update_records(
        lambda r: r.record_hole(Mode.EASY, 1, Outcome.WON, -2, None, key="deal 5")
    )
    assert again is None
    assert storage.records.get(Mode.EASY, 1).won == 1
