"""The desktop entry, its icons and the window's icon."""

from __future__ import annotations

import configparser
import logging
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from ui_helpers import make_app

from golf_game import desktop


def read_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_every_icon_size_is_bundled_at_its_size() -> None:
    for size in desktop.ICON_SIZES:
        assert pygame.image.load(str(desktop.icon_file(size))).get_size() == (size, size)


def test_install_writes_the_entry_and_the_icons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "venv" / "bin" / "golf-game"
    script.parent.mkdir(parents=True)
    script.write_text("#!/bin/sh\n")
    monkeypatch.setattr(sys, "argv", [str(script), "--install-desktop"])
    written = desktop.install_desktop_entry(tmp_path / "share")
    entry = tmp_path / "share" / "applications" / "golf-game.desktop"
    assert written[0] == entry
    fields = read_entry(entry)
    assert fields["Exec"] == str(script)
    assert fields["Icon"] == "golf-game"
    assert fields["Name"] == "Golf Solitaire"
    assert fields["StartupWMClass"] == desktop.APP_ID
    for size in desktop.ICON_SIZES:
        icon = tmp_path / f"share/icons/hicolor/{size}x{size}/apps/golf-game.png"
        assert icon in written
        assert icon.read_bytes() == desktop.icon_file(size).read_bytes()


def test_the_user_data_folder_is_xdg_data_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert desktop.data_home() == tmp_path
    monkeypatch.setenv("XDG_DATA_HOME", "relative/is/ignored")
    assert desktop.data_home() == Path.home() / ".local" / "share"


def test_the_command_is_python_m_without_a_golf_game_script(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "argv", ["/somewhere/pytest"])
    assert desktop.launch_command() == [sys.executable, "-m", "golf_game"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert desktop.launch_command() == [sys.executable]


def test_exec_arguments_are_quoted_as_the_spec_asks() -> None:
    assert desktop.exec_argument("/usr/bin/golf-game") == "/usr/bin/golf-game"
    assert desktop.exec_argument("/home/a b/golf-game") == '"/home/a b/golf-game"'
    assert desktop.exec_argument('/x/"q"$') == '"/x/\\"q\\"\\$"'
    assert desktop.exec_argument("/50%/golf-game") == "/50%%/golf-game"
    text = desktop.entry_text(["/home/a b/python", "-m", "golf_game"])
    assert 'Exec="/home/a b/python" -m golf_game\n' in text
    assert text.count("Exec=") == 1


def test_the_window_icon_loads_and_a_missing_one_is_only_logged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    icon = desktop.window_icon()
    assert icon is not None and icon.get_size() == (64, 64)
    monkeypatch.setattr(desktop, "icon_file", lambda size: tmp_path / "gone.png")
    with caplog.at_level(logging.WARNING):
        assert desktop.window_icon() is None
    assert "icon gone.png not loaded" in caplog.text


def test_the_window_class_names_the_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    # What importing pygame sets on X11 (the script's name), undone after the test.
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")
    monkeypatch.setenv("SDL_VIDEO_WAYLAND_WMCLASS", "")
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS")
    desktop.set_window_class()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "golf-game"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "golf-game"


def test_the_window_gets_the_icon_and_the_title(monkeypatch: pytest.MonkeyPatch) -> None:
    icons: list[pygame.Surface] = []
    monkeypatch.setattr(pygame.display, "set_icon", icons.append)
    make_app(size=(320, 240))
    assert [icon.get_size() for icon in icons] == [(64, 64)]
    assert pygame.display.get_caption()[0] == "Golf Solitaire"


def run_install(data_home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(data_home)}
    env.pop("SDL_VIDEODRIVER", None)  # it needs no display
    env.pop("DISPLAY", None)
    return subprocess.run(
        [sys.executable, "-m", "golf_game", "--install-desktop"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def test_the_command_line_installs_the_entry_without_a_display(tmp_path: Path) -> None:
    result = run_install(tmp_path)
    assert result.returncode == 0, result.stderr
    entry = tmp_path / "applications" / "golf-game.desktop"
    assert f"added {entry} and {len(desktop.ICON_SIZES)} icons" in result.stdout
    assert read_entry(entry)["Exec"] == f"{sys.executable} -m golf_game"


def test_an_unwritable_data_folder_is_one_line_and_exit_1(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    result = run_install(blocker)
    assert result.returncode == 1
    assert result.stderr.startswith("golf-game: could not add the desktop entry:")
    assert len(result.stderr.strip().splitlines()) == 1
    assert blocker.read_text() == "not a folder"
