"""Faults a kiosk meets: the game keeps running and says what it could not do.

Each test starts the game the way ``golf-game`` does (menu, session, a first
hole over it) on a temporary data folder, breaks something, and keeps
stepping frames.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest
from screen_helpers import launch_game
from ui_helpers import finger, key

import golf_game.view.theme as theme
from golf_game.actions import Command, Key
from golf_game.app import App
from golf_game.engine import Deal, steps_to_str
from golf_game.launch import LaunchOptions
from golf_game.play.session import Session
from golf_game.saved.kiosk_config import KioskConfig
from golf_game.saved.settings import Settings
from golf_game.saved.storage import GAME, Storage
from golf_game.scenes.attract import AttractScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.panel import PanelScene
from golf_game.scenes.pause import PauseScene
from golf_game.scenes.settings import SettingsScene
from golf_game.view import words

SEED = 5


def start(
    folder: Path,
    settings: Settings | None = None,
    kiosk: bool = False,
    config: KioskConfig | None = None,
) -> tuple[App, Session, HoleScene]:
    """The game as ``golf-game --seed 5`` starts it, its hole on screen."""
    app, session = launch_game(
        folder, LaunchOptions(seed=SEED), settings=settings, kiosk=kiosk, kiosk_config=config
    )
    scene = app.stack.top
    assert isinstance(scene, HoleScene)
    return app, session, scene


def wait_for_tasks(app: App) -> None:
    """Saves run on the task thread; let them finish (the par search may go on)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        app.step(0)
        if not app.tasks.busy:
            return
        time.sleep(0.01)


def play(app: App, scene: HoleScene, moves: int) -> None:
    """Make ``moves`` legal moves through the keyboard, as a player would."""
    for _ in range(moves):
        legal = scene.hole.legal_moves()
        assert legal, "the test deal ran out of moves"
        move = legal[0]
        if move.column is None:
            key(pygame.K_SPACE)
        else:
            key(pygame.K_1 + move.column)
        app.step()


def saved_position(folder: Path) -> object:
    restored = Storage(folder).load_game()
    assert restored is not None
    return restored.hole.position


def test_full_disk_is_reported_and_play_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, _, scene = start(tmp_path)

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "replace", full)
    play(app, scene, 2)
    wait_for_tasks(app)
    assert any("No space left on device" in text for text in app.notices.history)
    monkeypatch.undo()
    play(app, scene, 1)
    wait_for_tasks(app)
    # Once the disk has room the game is saved again, up to the last move.
    assert saved_position(tmp_path) == scene.hole.position
    assert any("saved again" in text for text in app.notices.history)


def test_data_folder_that_is_a_file_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    app, _, scene = start(blocker)
    play(app, scene, 2)
    wait_for_tasks(app)
    assert any("could not save" in text.lower() for text in app.notices.history)
    app.run_frames(5)
    assert scene.hole.moves_made == 2


@pytest.mark.parametrize("damage", ["delete", "truncate", "garbage"])
def test_save_file_damaged_while_running(tmp_path: Path, damage: str) -> None:
    app, _, scene = start(tmp_path)
    play(app, scene, 2)
    wait_for_tasks(app)
    path = tmp_path / GAME.file
    assert path.exists()
    if damage == "delete":
        path.unlink()
    elif damage == "truncate":
        path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    else:
        path.write_bytes(os.urandom(300))
    play(app, scene, 2)
    wait_for_tasks(app)
    # The next save replaced the damage: a restart resumes the exact position.
    assert saved_position(tmp_path) == scene.hole.position
    assert scene.hole.moves_made == 4


def test_continue_after_the_hole_was_left_resumes_it(tmp_path: Path) -> None:
    app, _, scene = start(tmp_path)
    play(app, scene, 3)
    position = scene.hole.position
    wait_for_tasks(app)
    app.shutdown()
    # The next start offers the unfinished hole, exactly where it was.
    _app2, session2, _ = start_menu_only(tmp_path)
    assert session2.saved is not None
    assert session2.saved.hole.position == position


def start_menu_only(folder: Path) -> tuple[App, Session, MenuScene]:
    app, session = launch_game(folder)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return app, session, menu


@pytest.mark.parametrize("jump", [-3 * 3600.0, 5 * 3600.0])
def test_clock_jumps(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, jump: float) -> None:
    config = KioskConfig(idle_seconds=60, attract_seconds=120, sound=False)
    app, _, scene = start(tmp_path, Settings(sound=False), kiosk=True, config=config)
    real = time.monotonic
    play(app, scene, 1)
    monkeypatch.setattr(time, "monotonic", lambda: real() + jump)
    app.run_frames(10)
    # Forwards by hours: an idle kiosk goes to its menu (and its attract mode
    # over it, both timers having passed); backwards: play goes on.
    top = app.stack.top
    if jump > 0:
        assert isinstance(top, AttractScene)
        assert isinstance(next(iter(app.stack)), MenuScene) and len(app.stack) == 2
    else:
        assert top is scene
        play(app, scene, 1)
        assert scene.hole.moves_made == 2
        # The idle timer counts from now, not from a time hours "in the future".
        wait = app.wait_timeout()
        assert wait is not None and 0 < wait <= 60


def test_no_audio_device(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    app, session, scene = start(tmp_path, Settings(sound=True, reduced_motion=True))
    assert not app.context.sounds.available
    # Said once, in the hole's own message line: no notice over the cards.
    assert scene.message == words.NO_AUDIO_NOTICE
    assert not app.notices.history
    play(app, scene, 2)
    assert scene.hole.moves_made == 2
    assert not app.context.sounds.tell_missing()
    scene.handle(Key(Command.PAUSE))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert pause.button(f"Sound: {words.NO_AUDIO_DEVICE}").enabled
    app.stack.pop()
    app.stack.push(SettingsScene(app.context, session))
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    assert settings.button("Sound").value == "No device"
    assert settings.button("Sound").detail == words.NO_AUDIO_HELP


def test_no_alsa_noise_on_stderr_without_an_audio_device() -> None:
    """A real process with ALSA and no sound card: SDL's error is ours to
    report, ALSA's eight lines of configuration errors never reach stderr."""
    env = {**os.environ, "SDL_AUDIODRIVER": "alsa"}
    code = (
        "import logging, sys\n"
        "logging.basicConfig(stream=sys.stderr)\n"
        "from golf_game.view.sound import Sounds\n"
        "print('available', Sounds(True).available)\n"
        "logging.getLogger('x').warning('our own message')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    if "available True" in done.stdout:
        pytest.skip("this machine has a sound card")
    assert "available False" in done.stdout, done.stderr
    assert "ALSA lib" not in done.stderr
    assert "our own message" in done.stderr and "no audio device" in done.stderr


def test_missing_font(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(theme, "REGULAR_FONT", tmp_path / "gone" / "DejaVuSans.ttf")
    monkeypatch.setattr(theme, "BOLD_FONT", tmp_path / "gone" / "DejaVuSans-Bold.ttf")
    app, _, scene = start(tmp_path)
    assert any("font" in text.lower() for text in app.notices.history)
    play(app, scene, 2)
    picture = app.render()
    assert len({picture.get_at((x, 400))[:3] for x in range(0, 1280, 16)}) > 3


# --- the command line ----------------------------------------------------------------


def run_cli(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GOLF_GAME_HOME": str(home), "SDL_VIDEODRIVER": "dummy"}
    return subprocess.run(
        [sys.executable, "-m", "golf_game", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def deal_with(cards: list[str]) -> str:
    columns = [" ".join(cards[i * 5 : i * 5 + 5]) for i in range(7)]
    return f"{' '.join(columns)}, {cards[35]}, {' '.join(cards[36:])}"


GOOD = Deal.from_seed(3).to_line()


@pytest.mark.parametrize(
    "args",
    [
        ["--no-such-flag"],
        ["--seed", "twelve"],
        ["--seed", "-4"],
        ["--mode", "extreme"],
        ["--window", "10x10"],
        ["--window", "wide"],
        ["--deal", GOOD.rsplit(" ", 1)[0]],  # 51 cards
        ["--deal", GOOD.replace(GOOD.split(" ")[0], GOOD.split(" ")[1], 1)],  # a duplicate
        ["--deal", "hello"],
        ["--holes", "4"],
        ["--screenshot", "picture.jpg"],
    ],
)
def test_bad_command_lines_give_one_line_and_exit_2(tmp_path: Path, args: list[str]) -> None:
    result = run_cli(*args, home=tmp_path)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("golf-game: error:")
    assert "Traceback" not in result.stderr


# --- a power cut ----------------------------------------------------------------------

CHILD = """
import json, os, sys, time
sys.path.insert(0, {tests!r})
import pygame
from screen_helpers import launch_game
from ui_helpers import finger, key
from golf_game.actions import Command, Key
from golf_game.app import App
from golf_game.engine import steps_to_str
from golf_game.launch import LaunchOptions, build
from golf_game.saved.settings import Settings
from golf_game.saved.game_file import game_from_dict
from golf_game.saved.storage import GAME, Storage

storage = Storage()
app = App(Settings(sound=False, reduced_motion=True), size=(800, 600), data_folder=storage.folder)
build(app, storage, LaunchOptions(seed={seed}))
app.step(0)
scene = app.stack.top
while True:
    legal = scene.hole.legal_moves()
    if not legal:
        break
    move = legal[0]
    key(pygame.K_SPACE if move.column is None else pygame.K_1 + move.column)
    app.step()
    made = scene.hole.moves_made
    while made <= 6:
        # The first moves wait for their save to reach the disk; later ones do not,
        # so the kill lands while saves are being written. (Read the file as
        # it is: a second Storage would tidy away the game's temporary files.)
        app.step(0)
        try:
            data = json.loads((storage.folder / GAME.file).read_text())
            if game_from_dict(data["game"]).hole.moves_made == made:
                break
        except (OSError, ValueError, KeyError):
            pass
        time.sleep(0.005)
    print(made, steps_to_str(scene.hole.steps()), flush=True)
"""


def test_a_power_cut_mid_hole_loses_nothing_saved(tmp_path: Path) -> None:
    env = {**os.environ, "GOLF_GAME_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    code = CHILD.format(tests=str(Path(__file__).parent), seed=SEED)
    child = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env
    )
    assert child.stdout is not None
    confirmed = ""
    watchdog = threading.Timer(60, child.kill)  # a stuck child must not hang the suite
    watchdog.start()
    try:
        for line in child.stdout:
            made, steps = line.split(" ", 1)
            if int(made) <= 6:
                confirmed = steps.strip()
            if int(made) >= 8:
                break
    finally:
        watchdog.cancel()
        child.kill()  # SIGKILL: no clean-up, no last save
        child.wait(timeout=30)
    assert confirmed, "the child made no moves"
    restored = Storage(tmp_path).load_game()
    assert restored is not None
    saved = steps_to_str(restored.hole.steps())
    # Every save the child saw finished is there; a later one may be too.
    assert saved.startswith(confirmed)
    assert restored.hole.moves_made >= 6


# --- the kiosk and the crash guard with the real menu and session ------------------------


def test_idle_kiosk_goes_to_the_menu_and_continue_resumes_the_hole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings(sound=False, reduced_motion=True)
    config = KioskConfig(idle_seconds=30, sound=False)
    app, session, scene = start(tmp_path, settings, kiosk=True, config=config)
    play(app, scene, 3)
    position = scene.hole.position
    real = time.monotonic
    monkeypatch.setattr(time, "monotonic", lambda: real() + 31)
    app.step()
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.context.kiosk
    assert all(widget.label != "Quit" for widget in menu.widgets)
    assert session.saved is not None and session.saved.hole.position == position
    # A visitor taps Continue.
    (button,) = [widget for widget in menu.widgets if widget.label.startswith("Continue")]
    finger(pygame.FINGERDOWN, button.rect.center, app.stack.size)
    finger(pygame.FINGERUP, button.rect.center, app.stack.size)
    app.step()
    resumed = app.stack.top
    assert isinstance(resumed, HoleScene) and resumed.hole.position == position


def test_a_crash_mid_hole_keeps_the_hole_for_continue(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GOLF_GAME_DEBUG", raising=False)
    app, session, scene = start(tmp_path)
    play(app, scene, 3)
    position = scene.hole.position

    def bug(self: HoleScene) -> None:
        raise RuntimeError("a bug in the draw from the stock")

    monkeypatch.setattr(HoleScene, "_draw", bug)
    key(pygame.K_SPACE)
    app.step()
    assert isinstance(app.stack.top, MenuScene)
    assert session.saved is not None and session.saved.hole.position == position
    log = (tmp_path / "crash.log").read_text()
    assert "a bug in the draw from the stock" in log
    assert f"deal: {scene.hole.deal.to_line()}" in log
    app.run_frames(3)


@pytest.mark.parametrize("kiosk", [False, True])
def test_the_real_game_starts_runs_and_stops_on_sigterm(tmp_path: Path, kiosk: bool) -> None:
    """``python -m golf_game`` as installed: it keeps running (no start-up error),
    and SIGTERM (systemctl stop, a shutdown) ends even a kiosk, cleanly."""
    env = {**os.environ, "GOLF_GAME_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    args = [sys.executable, "-m", "golf_game", *(["--kiosk"] if kiosk else [])]
    game = subprocess.Popen(args, env=env, stderr=subprocess.PIPE, text=True)
    try:
        time.sleep(3)
        assert game.poll() is None, game.stderr.read() if game.stderr else ""
        game.terminate()
        assert game.wait(timeout=20) == 0
    finally:
        game.kill()
    assert game.stderr is not None
    assert "Traceback" not in game.stderr.read()


def test_a_visitors_settings_last_only_until_the_kiosk_goes_idle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    operator = Settings(sound=False, reduced_motion=True)
    Storage(tmp_path).save_settings(operator)
    saved = (tmp_path / "settings.json").read_text()
    config = KioskConfig(idle_seconds=30, sound=False)
    app, _, _ = start(tmp_path, operator, kiosk=True, config=config)
    real = time.monotonic
    monkeypatch.setattr(time, "monotonic", lambda: real() + 31)
    app.step()
    assert isinstance(app.stack.top, MenuScene)
    # A visitor changes two settings on the Settings page, and the sound with M.
    for label in ("Settings", "Four-colour deck", "High contrast"):
        scene = app.stack.top
        assert isinstance(scene, PanelScene)
        center = scene.button(label).rect.center
        finger(pygame.FINGERDOWN, center, app.stack.size)
        finger(pygame.FINGERUP, center, app.stack.size)
        app.step()
    key(pygame.K_m)
    app.step()
    visitor = app.context.settings
    assert visitor.four_colour and visitor.high_contrast and visitor.sound
    assert app.context.sounds.enabled and app.context.art.high_contrast
    wait_for_tasks(app)
    assert (tmp_path / "settings.json").read_text() == saved
    # Idle: the menu again, with the operator's settings.
    monkeypatch.setattr(time, "monotonic", lambda: real() + 62)
    app.step()
    assert isinstance(app.stack.top, MenuScene) and len(app.stack) == 1
    assert app.context.settings == config.visitor_settings(operator)
    assert not app.context.sounds.enabled and not app.context.art.high_contrast
    assert (tmp_path / "settings.json").read_text() == saved
