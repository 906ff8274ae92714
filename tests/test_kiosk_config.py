"""The kiosk operator's settings: defaults, round trips, bad values and bad files."""

import json
import os
from datetime import datetime
from pathlib import Path

import pytest

from golf_game.engine import Mode
from golf_game.saved.kiosk_config import (
    ClosedScreen,
    ConfigFile,
    KioskConfig,
    OpeningHours,
)
from golf_game.saved.settings import CardSize, Settings

NOON = datetime(2026, 12, 1, 12, 0)


def test_defaults_keep_the_attract_mode_silent_and_deals_winnable() -> None:
    config = KioskConfig()
    assert (config.idle_seconds, config.attract_seconds) == (90, 180)
    assert config.attract_sound is False and config.sound is True
    assert config.winnable_only is True
    assert config.modes == (Mode.EASY, Mode.MEDIUM, Mode.HARD)
    assert config.hours.always and config.closed_screen is ClosedScreen.CARD
    assert not config.out_of_order


def test_every_value_survives_a_round_trip() -> None:
    config = KioskConfig(
        idle_seconds=45,
        attract_seconds=600,
        default_mode=Mode.HARD,
        modes=(Mode.MEDIUM, Mode.HARD),
        winnable_only=False,
        sound=False,
        attract_sound=True,
        card_size=CardSize.LARGE,
        language="de",
        hours=OpeningHours(9 * 60, 18 * 60 + 30),
        closed_screen=ClosedScreen.BLANK,
        out_of_order=True,
        out_of_order_message="Back at two",
    )
    again, warnings = KioskConfig.from_dict(json.loads(json.dumps(config.to_dict())))
    assert (again, warnings) == (config, [])


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("idle_seconds", 5),
        ("idle_seconds", "90"),
        ("idle_seconds", True),
        ("attract_seconds", 10**6),
        ("default_mode", "expert"),
        ("modes", []),
        ("modes", "easy"),
        ("modes", ["easy", "nope"]),
        ("winnable_only", "yes"),
        ("card_size", "huge"),
        ("language", "english language"),
        ("language", 7),
        ("hours", "9-17"),
        ("hours", "25:00-26:00"),
        ("hours", "09:00"),
        ("closed_screen", "off"),
        ("out_of_order_message", "   "),
    ],
)
def test_a_bad_value_falls_back_to_its_default_with_a_warning(name: str, value: object) -> None:
    config, warnings = KioskConfig.from_dict({name: value})
    assert getattr(config, name) == getattr(KioskConfig(), name)
    assert len(warnings) == 1 and name in warnings[0]


def test_a_misspelt_key_is_reported_not_silently_ignored() -> None:
    config, warnings = KioskConfig.from_dict({"idle_secs": 30})
    assert config == KioskConfig()
    assert warnings == ["unknown kiosk setting 'idle_secs' ignored"]


def test_a_default_mode_visitors_may_not_pick_becomes_an_allowed_one() -> None:
    config, warnings = KioskConfig.from_dict({"modes": ["easy"], "default_mode": "hard"})
    assert config.default_mode is Mode.EASY and config.modes == (Mode.EASY,)
    assert "not in modes" in warnings[0]
    with pytest.raises(ValueError):
        KioskConfig(modes=())


def test_a_long_message_is_cut_and_its_spaces_tidied() -> None:
    config, _ = KioskConfig.from_dict({"out_of_order_message": "  Closed \n today " + "x" * 500})
    assert config.out_of_order_message.startswith("Closed today x")
    assert len(config.out_of_order_message) == 120


def test_opening_hours_in_a_day_and_past_midnight() -> None:
    day = OpeningHours.from_text("09:00-18:00")
    assert not day.is_open(NOON.replace(hour=8, minute=59))
    assert day.is_open(NOON.replace(hour=9, minute=0)) and day.is_open(NOON)
    assert not day.is_open(NOON.replace(hour=18, minute=0))
    night = OpeningHours.from_text("20:00-02:00")
    assert night.is_open(NOON.replace(hour=23)) and night.is_open(NOON.replace(hour=1))
    assert not night.is_open(NOON)
    assert OpeningHours.from_text("always").is_open(NOON.replace(hour=3))
    assert night.to_text() == "20:00-02:00"


def test_visitor_settings_take_the_operators_choices() -> None:
    config = KioskConfig(default_mode=Mode.EASY, sound=False, card_size=CardSize.LARGE)
    settings = config.visitor_settings(Settings(mode=Mode.HARD, sound=True, hints=False))
    assert settings.mode is Mode.EASY and not settings.sound
    assert settings.card_size is CardSize.LARGE and settings.winnable_only
    assert settings.hints is False  # what the operator does not set is left alone


def write(path: Path, text: str | bytes) -> None:
    path.write_bytes(text.encode() if isinstance(text, str) else text)


def test_no_file_means_defaults_and_no_warning(tmp_path: Path) -> None:
    assert ConfigFile(tmp_path / "kiosk.json").load() == (KioskConfig(), [])


def test_a_saved_config_is_read_back(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    config = KioskConfig(idle_seconds=30, language="de")
    assert ConfigFile(path).save(config) is None
    assert ConfigFile(path).load() == (config, [])
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_byte_order_mark_is_read_as_the_file_it_is(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    write(path, b"\xef\xbb\xbf" + json.dumps({"schema": 1, "kiosk": {"idle_seconds": 33}}).encode())
    config, warnings = ConfigFile(path).load()
    assert config.idle_seconds == 33 and warnings == []


BAD_FILES = {
    "trailing comma": '{"schema": 1, "kiosk": {"idle_seconds": 30,}}',
    "not json": "idle_seconds = 30",
    "cut short": '{"schema": 1, "kiosk": {"idle',
    "no schema": '{"kiosk": {}}',
    "newer schema": '{"schema": 99, "kiosk": {}}',
    "a list": "[1, 2]",
    "huge digits": '{"schema": 1, "kiosk": {"idle_seconds": ' + "9" * 5000 + "}}",
    "deep": "[" * 100000 + "]" * 100000,
    "binary": b"\xff\xfe\x00\x01",
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_file_gives_defaults_a_clear_line_and_is_kept(tmp_path: Path, name: str) -> None:
    path = tmp_path / "kiosk.json"
    write(path, BAD_FILES[name])
    before = path.read_bytes()
    config, warnings = ConfigFile(path).load()
    assert config == KioskConfig()
    assert len(warnings) == 1 and str(path) in warnings[0] and "\n" not in warnings[0]
    assert len(warnings[0]) < 200
    assert path.read_bytes() == before  # kept as it was


def test_a_bad_file_is_renamed_aside_before_the_first_save(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    write(path, BAD_FILES["trailing comma"])
    file = ConfigFile(path, clock=lambda: NOON)
    file.load()
    note = file.save(KioskConfig(idle_seconds=40))
    aside = tmp_path / "kiosk.json.bad-20261201-120000"
    assert note is not None and aside.name in note
    assert aside.read_text() == BAD_FILES["trailing comma"]
    assert ConfigFile(path).load()[0].idle_seconds == 40
    assert file.save(KioskConfig(idle_seconds=50)) is None  # set aside once only


def test_a_file_with_one_bad_value_keeps_the_good_ones(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    write(path, json.dumps({"schema": 1, "kiosk": {"idle_seconds": 30, "sound": "loud"}}))
    config, warnings = ConfigFile(path).load()
    assert config.idle_seconds == 30 and config.sound is True
    assert len(warnings) == 1 and "sound" in warnings[0]


def test_a_fifo_or_a_folder_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    config, warnings = ConfigFile(fifo).load()
    assert config == KioskConfig() and "not a regular file" in warnings[0]
    folder = tmp_path / "folder.json"
    folder.mkdir()
    assert ConfigFile(folder).load()[0] == KioskConfig()


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    with path.open("wb") as file:
        file.truncate(50 << 20)
    config, warnings = ConfigFile(path).load()
    assert config == KioskConfig() and "too large" in warnings[0]
