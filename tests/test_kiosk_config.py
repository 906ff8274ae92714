"""The kiosk operator's settings: defaults, round trips, bad values and bad files."""

import json
import logging
import os
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest
from ui_helpers import LAUNCHED

from golf_game.__main__ import main
from golf_game.app import App
from golf_game.engine import Mode
from golf_game.kiosk import Kiosk
from golf_game.launch import LaunchOptions, build
from golf_game.saved.kiosk_config import (
    ClosedScreen,
    ConfigFile,
    KioskConfig,
    OpeningHours,
)
from golf_game.saved.settings import CardSize, Settings
from golf_game.saved.storage import Storage
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.out_of_order import OutOfOrderScene

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
        ("language", "fr"),
        ("languages", []),
        ("languages", "de"),
        ("languages", ["de", "xx"]),
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


def test_a_default_language_visitors_may_not_pick_becomes_an_offered_one() -> None:
    config, warnings = KioskConfig.from_dict({"languages": ["de"], "language": "en"})
    assert config.language == "de" and config.languages == ("de",)
    assert "not in languages" in warnings[0]
    with pytest.raises(ValueError):
        KioskConfig(language="de", languages=("en",))


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
    "two trailing commas": '{"schema": 1, "kiosk": {"idle_seconds": 30,},}',
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
    write(path, BAD_FILES["not json"])
    file = ConfigFile(path, clock=lambda: NOON)
    file.load()
    note = file.save(KioskConfig(idle_seconds=40))
    aside = tmp_path / "kiosk.json.bad-20261201-120000"
    assert note is not None and aside.name in note
    assert aside.read_text() == BAD_FILES["not json"]
    assert ConfigFile(path).load()[0].idle_seconds == 40
    assert file.save(KioskConfig(idle_seconds=50)) is None  # set aside once only


def test_one_trailing_comma_is_forgiven_and_said(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    write(path, '{"schema": 1, "kiosk": {"idle_seconds": 30,}}')
    config, warnings = ConfigFile(path).load()
    assert config.idle_seconds == 30
    assert len(warnings) == 1 and "comma before a closing bracket" in warnings[0]


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
    assert config == KioskConfig() and "a pipe (FIFO), not a plain file" in warnings[0]
    folder = tmp_path / "folder.json"
    folder.mkdir()
    assert ConfigFile(folder).load()[0] == KioskConfig()


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    with path.open("wb") as file:
        file.truncate(50 << 20)
    config, warnings = ConfigFile(path).load()
    assert config == KioskConfig() and "too large" in warnings[0]


# --- read at the kiosk's start ---------------------------------------------------------


def start_kiosk(folder: Path, options: LaunchOptions | None = None) -> tuple[App, Kiosk]:
    app = App(Settings(sound=False), kiosk=True, data_folder=folder)
    LAUNCHED.append(app)
    build(app, Storage(folder), options or LaunchOptions())
    app.step(0)
    kiosk = app.kiosk_mode
    assert isinstance(kiosk, Kiosk)
    return app, kiosk


def test_the_kiosk_starts_with_the_file_in_the_data_folder(tmp_path: Path) -> None:
    config = KioskConfig(idle_seconds=45, modes=(Mode.EASY,), default_mode=Mode.EASY)
    assert ConfigFile(tmp_path / "kiosk.json").save(config) is None
    app, kiosk = start_kiosk(tmp_path)
    assert kiosk.config == config
    assert app.context.settings.mode is Mode.EASY
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.session.modes == (Mode.EASY,)


def test_config_names_a_file_elsewhere_and_changes_go_back_to_it(tmp_path: Path) -> None:
    fleet = tmp_path / "fleet" / "kiosk-lobby.json"
    fleet.parent.mkdir()
    write(fleet, json.dumps({"schema": 1, "kiosk": {"language": "de", "sound": False}}))
    data = tmp_path / "data"
    _, kiosk = start_kiosk(data, LaunchOptions(config=fleet))
    assert kiosk.config.language == "de" and not kiosk.config.sound
    assert kiosk.change(replace(kiosk.config, idle_seconds=20)) is None
    assert ConfigFile(fleet).load()[0].idle_seconds == 20
    assert not (data / "kiosk.json").exists()


@pytest.mark.parametrize("name", ["two trailing commas", "not json", "huge digits", "binary"])
def test_a_bad_file_at_start_logs_one_line_and_the_kiosk_starts(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, name: str
) -> None:
    path = tmp_path / "kiosk.json"
    write(path, BAD_FILES[name])
    before = path.read_bytes()
    with caplog.at_level(logging.WARNING, logger="golf_game.launch"):
        app, kiosk = start_kiosk(tmp_path)
    assert kiosk.config == KioskConfig()
    assert isinstance(app.stack.top, MenuScene)
    lines = [r.getMessage() for r in caplog.records if "kiosk.json" in r.getMessage()]
    assert len(lines) == 1 and "defaults" in lines[0] and len(lines[0]) < 300
    assert path.read_bytes() == before
    assert app.notices.current is None  # the public screen shows nothing of it


def test_a_kiosk_switched_out_of_order_by_file_starts_out_of_order(tmp_path: Path) -> None:
    write(
        tmp_path / "kiosk.json",
        json.dumps({"schema": 1, "kiosk": {"out_of_order": True, "out_of_order_message": "Soon"}}),
    )
    app, _ = start_kiosk(tmp_path, LaunchOptions(seed=4))
    top = app.stack.top
    assert isinstance(top, OutOfOrderScene) and top.lines()[0] == "Soon" and len(app.stack) == 1


def test_config_without_kiosk_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--config", "kiosk.json"])
    assert stop.value.code == 2 and "--kiosk" in capsys.readouterr().err


def test_the_times_an_older_version_kept_in_settings_move_to_the_config(tmp_path: Path) -> None:
    old = {"schema": 1, "settings": {"kiosk_idle_seconds": 45, "kiosk_attract_seconds": 7}}
    write(tmp_path / "settings.json", json.dumps(old))
    assert ConfigFile(tmp_path / "kiosk.json").load() == (KioskConfig(), [])  # not asked to
    file = ConfigFile(tmp_path / "kiosk.json", old_settings=tmp_path / "settings.json")
    config, warnings = file.load()
    assert config.idle_seconds == 45 and config.attract_seconds == 180  # 7 is out of range
    assert "taken from settings.json" in warnings[0] and "attract_seconds" in warnings[1]
    assert ConfigFile(tmp_path / "kiosk.json").load() == (config, [])  # written once
    _, kiosk = start_kiosk(tmp_path / "upgraded", LaunchOptions())
    assert kiosk.config == KioskConfig()  # a data folder without old times


def test_an_upgraded_kiosk_keeps_its_old_idle_time(tmp_path: Path) -> None:
    old = {"schema": 1, "settings": {"kiosk_idle_seconds": 45, "mode": "hard"}}
    write(tmp_path / "settings.json", json.dumps(old))
    _, kiosk = start_kiosk(tmp_path)
    assert kiosk.config.idle_seconds == 45 and (tmp_path / "kiosk.json").exists()
