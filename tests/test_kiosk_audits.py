"""Audits in the running kiosk: holes, idle resets, attract starts, time in
use and crashes are counted; health.json beats every minute on the app's own
timers; the CSV is written once a day."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import ATTRACT, IDLE, FakeClock, make_kiosk
from screen_helpers import launch_game
from ui_helpers import key

from golf_game import __version__
from golf_game.engine.autoplay import play_out
from golf_game.kiosk import HEALTH_SECONDS, Kiosk
from golf_game.launch import LaunchOptions
from golf_game.play.session import Start
from golf_game.saved.audits import average_hole_seconds
from golf_game.saved.kiosk_config import KioskConfig
from golf_game.scenes.attract import AttractScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.menu import MenuScene


def test_holes_started_finished_won_and_abandoned_are_counted(tmp_path: Path) -> None:
    app, session = launch_game(tmp_path, LaunchOptions(seed=5), kiosk=True)
    kiosk = app.kiosk_mode
    assert isinstance(kiosk, Kiosk)
    audits = kiosk.audits
    assert audits.total["holes_started"] == 1
    game = session.game
    assert game is not None
    play_out(game.hole)
    won = game.hole.outcome.value == "won"
    session.to_menu()  # the finished hole is recorded as it is left
    assert audits.total["holes_finished"] == 1
    assert audits.total["holes_won"] == int(won)
    assert average_hole_seconds(audits.total) is not None
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    session.new_game(Start(menu.mode, 1, seed=8))
    session.to_menu()  # left unfinished: kept for Continue, not yet abandoned
    assert audits.total["holes_abandoned"] == 0
    session.new_game(Start(menu.mode, 1, seed=9))  # a new game throws it away
    assert audits.total["holes_abandoned"] == 1
    assert audits.total["holes_started"] == 3
    stored = json.loads((tmp_path / "audits.json").read_text())["audits"]
    assert stored["lifetime"]["holes_started"] == 3


def test_a_desk_game_keeps_no_audits(tmp_path: Path) -> None:
    _, session = launch_game(tmp_path, LaunchOptions(seed=5))
    assert session.audits is None
    assert not (tmp_path / "audits.json").exists()


def test_idle_resets_attract_starts_and_time_in_use(tmp_path: Path) -> None:
    clock = FakeClock()
    app, kiosk = make_kiosk(tmp_path, clock)
    audits = kiosk.audits
    for _ in range(3):  # a visitor's inputs, 10 s apart: 20 s of use
        key(pygame.K_SPACE)
        app.step()
        clock.now += 10
    clock.now += IDLE - 10
    app.step()
    assert kiosk.at_home
    assert audits.total["idle_resets"] == 1
    assert audits.total["use_seconds"] == pytest.approx(20)
    clock.now += ATTRACT
    app.step()
    assert isinstance(app.stack.top, AttractScene)
    assert audits.total["attract_starts"] == 1
    assert audits.total["use_seconds"] == pytest.approx(20)  # nobody came since


def test_a_recovered_crash_is_counted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOLF_GAME_DEBUG", raising=False)
    app, kiosk = make_kiosk(tmp_path, FakeClock())
    scene = app.stack.top
    assert isinstance(scene, HoleScene)

    def broken(dt: float) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(scene, "update", broken)
    app.step()
    assert kiosk.audits.total["crashes_recovered"] == 1
    assert kiosk.audits.last_crash is not None


def read_health(folder: Path) -> dict[str, object]:
    data = json.loads((folder / "health.json").read_text())
    assert data["schema"] == 1
    health = data["health"]
    assert isinstance(health, dict)
    return health


def test_health_is_written_at_start_and_every_minute_on_the_apps_timers(tmp_path: Path) -> None:
    clock = FakeClock()
    config = KioskConfig(idle_seconds=3600, attract_seconds=7200)
    app, _ = make_kiosk(tmp_path, clock, config=config)
    health = read_health(tmp_path)
    assert health["version"] == __version__ and health["uptime_seconds"] == 0
    assert isinstance(health["free_disk_bytes"], int) and health["free_disk_bytes"] > 0
    assert health["last_crash"] is None and health["default_pin"] is True
    # The loop is told when the next beat is due (no thread, no polling).
    assert app.next_deadline() == pytest.approx(clock.now + HEALTH_SECONDS)
    clock.now += HEALTH_SECONDS - 1
    app.step()
    assert read_health(tmp_path)["uptime_seconds"] == 0
    clock.now += 1
    app.step()
    assert read_health(tmp_path)["uptime_seconds"] == HEALTH_SECONDS
    # Over the attract mode too, where the idle timers rest.
    clock.now += 3 * 3600
    app.step()
    app.step()
    assert read_health(tmp_path)["uptime_seconds"] == pytest.approx(3 * 3600 + 60, abs=1)
    assert not list(tmp_path.glob(".health.json.*.tmp"))


def test_the_csv_is_written_once_a_day(tmp_path: Path) -> None:
    clock = FakeClock()
    clock.now = datetime(2026, 12, 1, 23, 58).timestamp()
    app, _ = make_kiosk(tmp_path, clock)
    csv = tmp_path / "audits.csv"
    assert csv.exists()  # the first beat of the day
    csv.unlink()
    clock.now += HEALTH_SECONDS
    app.step()
    assert not csv.exists()  # the same day: not again
    clock.now += HEALTH_SECONDS
    app.step()
    assert csv.exists() and "2026-12-01" in csv.read_text()
