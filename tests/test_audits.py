"""Audits: counts per day, total and lifetime over a scripted day, reset, file and CSV."""

import json
from datetime import datetime, timedelta
from pathlib import Path

from golf_game.saved.audits import (
    COLUMNS,
    Audits,
    Event,
    Seconds,
    average_hole_seconds,
)


class FakeClock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **amount: float) -> None:
        self.now += timedelta(**amount)


def scripted_day(audits: Audits, clock: FakeClock) -> None:
    """Three holes (two won, one given up), an idle reset and an attract start."""
    for won, minutes in ((True, 4), (False, 6)):
        audits.count(Event.HOLE_STARTED)
        clock.advance(minutes=minutes)
        audits.count(Event.HOLE_FINISHED)
        audits.add_seconds(Seconds.HOLES, minutes * 60)
        if won:
            audits.count(Event.HOLE_WON)
    audits.count(Event.HOLE_STARTED)
    audits.count(Event.HOLE_ABANDONED)
    audits.add_seconds(Seconds.IN_USE, 900)
    audits.count(Event.IDLE_RESET)
    audits.count(Event.ATTRACT_START)


def test_a_scripted_day_is_counted_per_day_in_total_and_for_life(tmp_path: Path) -> None:
    clock = FakeClock(datetime(2026, 12, 1, 10, 0))
    audits = Audits(tmp_path / "audits.json", clock)
    scripted_day(audits, clock)
    today = audits.today()
    assert today["holes_started"] == 3 and today["holes_finished"] == 2
    assert today["holes_won"] == 1 and today["holes_abandoned"] == 1
    assert today["idle_resets"] == 1 and today["attract_starts"] == 1
    assert today["use_seconds"] == 900
    assert average_hole_seconds(today) == 300
    clock.advance(days=1)
    assert audits.today()["holes_started"] == 0
    scripted_day(audits, clock)
    assert sorted(audits.days) == ["2026-12-01", "2026-12-02"]
    assert audits.total["holes_started"] == 6 == audits.lifetime["holes_started"]


def test_reset_clears_days_and_total_but_never_the_lifetime(tmp_path: Path) -> None:
    clock = FakeClock(datetime(2026, 12, 1, 10, 0))
    audits = Audits(tmp_path / "audits.json", clock)
    scripted_day(audits, clock)
    audits.reset()
    assert audits.days == {} and audits.total["holes_started"] == 0
    assert audits.lifetime["holes_started"] == 3
    assert audits.audits_reset == "2026-12-01T10:10:00"
    again = Audits(tmp_path / "audits.json", clock)
    assert again.load() == []
    assert again.lifetime["holes_started"] == 3 and again.total["holes_started"] == 0
    assert again.audits_reset == audits.audits_reset


def test_every_count_is_saved_at_once_and_read_back(tmp_path: Path) -> None:
    clock = FakeClock(datetime(2026, 12, 1, 10, 0))
    audits = Audits(tmp_path / "audits.json", clock)
    audits.count(Event.PIN_WRONG, 2)
    audits.count(Event.CRASH_RECOVERED)
    audits.note_scores_reset()
    again = Audits(tmp_path / "audits.json", clock)
    assert again.load() == []
    assert again.to_dict() == audits.to_dict()
    assert again.last_crash == "2026-12-01T10:00:00" == again.scores_reset


def test_bad_or_impossible_time_is_not_added() -> None:
    audits = Audits(clock=lambda: datetime(2026, 12, 1))
    for seconds in (-5.0, float("nan"), float("inf"), 0.0):
        audits.add_seconds(Seconds.HOLES, seconds)
    assert audits.total["hole_seconds"] == 0
    assert average_hole_seconds(audits.total) is None


def test_only_the_last_400_days_are_kept_per_day() -> None:
    clock = FakeClock(datetime(2025, 1, 1, 12))
    audits = Audits(clock=clock)
    for _ in range(410):
        audits.count(Event.HOLE_STARTED)
        clock.advance(days=1)
    assert len(audits.days) == 400 and min(audits.days) == "2025-01-11"
    assert audits.lifetime["holes_started"] == 410


def test_a_damaged_file_is_set_aside_and_counting_starts_again(tmp_path: Path) -> None:
    path = tmp_path / "audits.json"
    path.write_text('{"schema": 1, "audits": {"days": {},}}')
    audits = Audits(path, lambda: datetime(2026, 12, 1, 9, 30))
    warnings = audits.load()
    assert len(warnings) == 1 and "audits.json.bad-20261201-093000" in warnings[0]
    assert (tmp_path / "audits.json.bad-20261201-093000").exists()
    assert audits.lifetime == dict.fromkeys(COLUMNS, 0)


def test_bad_parts_of_a_file_are_dropped_and_the_rest_kept(tmp_path: Path) -> None:
    path = tmp_path / "audits.json"
    data = {
        "days": {"2026-12-01": {"holes_started": 4}, "yesterday": {}},
        "total": {"holes_started": -1, "holes_won": 2},
        "lifetime": {"holes_started": True},
        "last_crash": "x" * 1000,
    }
    path.write_text(json.dumps({"schema": 1, "audits": data}))
    audits = Audits(path, lambda: datetime(2026, 12, 1))
    warnings = audits.load()
    assert len(warnings) == 4
    assert all(len(warning) < 120 for warning in warnings)
    assert audits.days["2026-12-01"]["holes_started"] == 4 and "yesterday" not in audits.days
    assert audits.total["holes_started"] == 0 and audits.total["holes_won"] == 2
    assert audits.last_crash is None


def test_the_csv_has_a_row_per_day_then_total_and_lifetime(tmp_path: Path) -> None:
    clock = FakeClock(datetime(2026, 12, 1, 10, 0))
    audits = Audits(clock=clock)
    scripted_day(audits, clock)
    assert audits.export_csv(tmp_path) is None
    lines = (tmp_path / "audits.csv").read_text().splitlines()
    assert lines[0].split(",")[:3] == ["period", "holes_started", "holes_finished"]
    assert [line.split(",")[0] for line in lines[1:]] == ["2026-12-01", "total", "lifetime"]
    day = dict(zip(lines[0].split(","), lines[1].split(","), strict=True))
    assert day["holes_started"] == "3" and day["average_hole_seconds"] == "300"


def test_a_failed_save_is_reported_and_counting_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    audits = Audits(blocker / "audits.json", lambda: datetime(2026, 12, 1))
    audits.count(Event.HOLE_STARTED)
    assert audits.last_failure is not None and "audits.json" in audits.last_failure
    assert audits.total["holes_started"] == 1
    assert audits.export_csv(blocker) is not None
