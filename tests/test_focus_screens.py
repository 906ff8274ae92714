"""Every screen completed with arrows and two buttons alone, with a game
controller alone, and by ear alone (spoken play on, the screen unseen): the
settings, the kiosk's initials after a hole that makes the table, and (with
tests/test_focus.py for keys and controllers) the hole, the menu and a round."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from focus_helpers import Listener, Press, key_press, pad_press, play_hole_with, walk_to
from screen_helpers import launch_game
from ui_helpers import settle

from golf_game.actions import Command
from golf_game.app import App
from golf_game.launch import LaunchOptions
from golf_game.play.session import Session
from golf_game.saved.highscores import ALPHABET
from golf_game.saved.kiosk_config import KioskConfig
from golf_game.saved.settings import Settings
from golf_game.scenes.help import HelpScene
from golf_game.scenes.high_scores import HighScoreScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.initials import InitialsScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.pause import HELP, QUIT, PauseScene
from golf_game.scenes.result import ResultScene
from golf_game.scenes.settings import SettingsScene
from golf_game.view import speech

DEVICES = pytest.mark.parametrize("press", [key_press, pad_press], ids=["keys", "controller"])
INITIALS = "JOE"


def start(folder: Path, voice: bool = False, kiosk: bool = False) -> tuple[App, Session]:
    """The game as launched, on its menu (a kiosk's: silent, spoken play as asked)."""
    settings = Settings(sound=False, reduced_motion=True, voice=voice)
    config = KioskConfig(sound=False, voice=voice)
    options = LaunchOptions(rng=random.Random(5))
    app, session = launch_game(folder, options, settings=settings, kiosk=kiosk, kiosk_config=config)
    assert isinstance(app.stack.top, MenuScene)
    if voice:
        app.context.voice.wait_ready()
    return app, session


def confirm(app: App, press: Press) -> None:
    press(Command.CONFIRM)
    app.step(0)


@DEVICES
def test_a_setting_is_changed_and_the_menu_reached_again(tmp_path: Path, press: Press) -> None:
    app, session = start(tmp_path)
    menu = app.stack.top
    hints = app.context.settings.hints
    walk_to(app, "Settings", press)
    confirm(app, press)
    assert isinstance(app.stack.top, SettingsScene)
    walk_to(app, "Hints", press)
    confirm(app, press)
    assert app.context.settings.hints is not hints
    assert session.settings.hints is not hints  # saved for the next start
    walk_to(app, "Back", press)
    confirm(app, press)
    assert app.stack.top is menu
    walk_to(app, "Settings", press)
    confirm(app, press)
    press(Command.PAUSE)  # Back (Esc, B) leaves it too
    app.step(0)
    assert app.stack.top is menu


def play_kiosk_hole(app: App, session: Session, press: Press) -> InitialsScene:
    walk_to(app, "Start", press)
    confirm(app, press)
    hole = app.stack.top
    assert isinstance(hole, HoleScene)
    play_hole_with(app, hole, press)
    settle(app)
    picker = app.stack.top
    assert isinstance(picker, InitialsScene), "the first hole of the day makes the table"
    return picker


@DEVICES
def test_initials_are_entered_in_a_kiosk(tmp_path: Path, press: Press) -> None:
    app, session = start(tmp_path, kiosk=True)
    picker = play_kiosk_hole(app, session, press)
    for letter in INITIALS:
        walk_to(app, letter, press)
        confirm(app, press)
    assert picker.initials == INITIALS
    walk_to(app, "OK", press)
    confirm(app, press)
    table = app.stack.top
    assert isinstance(table, HighScoreScene)
    assert any(w.label.startswith(f"1. {INITIALS}") for w in table.widgets)
    press(Command.PAUSE)  # Back closes the table: the hole's result is under it
    app.step(0)
    assert isinstance(app.stack.top, ResultScene)


def hole_by_ear(folder: Path, kiosk: bool = False) -> tuple[App, Session, Listener]:
    """The game with spoken play on, a hole started from the menu by ear."""
    app, session = start(folder, voice=True, kiosk=kiosk)
    ear = Listener(app, key_press)
    ear.walk_to("Start")
    ear.press(Command.CONFIRM)
    return app, session, ear


def test_the_menu_and_a_setting_by_ear(tmp_path: Path) -> None:
    app, _ = start(tmp_path, voice=True)
    ear = Listener(app, key_press)
    ear.walk_to("Settings")
    ear.press(Command.CONFIRM)
    assert ear.heard("label Settings", "label Back")  # the screen, its first focus
    ear.walk_to("Hints")
    hints = ear.last
    ear.press(Command.CONFIRM)
    assert ear.last[0] == hints[0] and ear.last[1:] != hints[1:]  # its new value, said
    ear.press(Command.PAUSE)
    assert ear.heard("label Settings")  # the menu again, its focus where it was
    assert isinstance(app.stack.top, MenuScene)


def test_a_hole_by_ear(tmp_path: Path) -> None:
    app, session, ear = hole_by_ear(tmp_path)
    assert isinstance(app.stack.top, HoleScene)
    ear.play_hole()
    game = session.game
    assert game is not None and game.hole.is_over
    assert ear.heard_result()  # the result, said
    assert isinstance(app.stack.top, ResultScene)


def test_the_hint_by_ear_names_its_card_once_and_confirm_plays_it(tmp_path: Path) -> None:
    _, session, ear = hole_by_ear(tmp_path)
    ear.press(Command.HINT)
    assert ear.last[0] in ("hint", "hint draw")
    card = ear.focused()
    assert ear.last.count(card[0]) == 1  # the hint's card is not said twice
    ear.press(Command.CONFIRM)
    game = session.game
    assert game is not None and game.hole.moves_made == 1


def test_a_nine_hole_round_by_ear(tmp_path: Path) -> None:
    app, session = start(tmp_path, voice=True)
    ear = Listener(app, key_press)
    ear.walk_to("9 holes")
    ear.press(Command.CONFIRM)
    ear.walk_to("Start")
    ear.press(Command.CONFIRM)
    holes = 0
    for _ in range(40):
        if ear.last[-1] == "label New round":
            break
        if ear.last[-1] in ("label Score card", "label Next hole"):
            ear.press(Command.CONFIRM)
        else:
            ear.play_hole()
            holes += 1
    assert holes == 9
    game = session.game
    assert game is not None and game.round.is_complete


def test_initials_in_a_kiosk_by_ear(tmp_path: Path) -> None:
    app, session, ear = hole_by_ear(tmp_path, kiosk=True)
    ear.play_hole()
    game = session.game
    assert game is not None and game.hole.is_over and ear.heard_result()
    picker = ["high score", *speech.spoken_label(ALPHABET[0])]
    assert ear.last[-len(picker) :] == picker  # then the picker, on its first letter
    for count, letter in enumerate(INITIALS, 1):
        ear.walk_to(letter)
        ear.press(Command.CONFIRM)
        spelled = ["initials", *(f"char {c}" for c in INITIALS[:count])]
        assert ear.last[: len(spelled)] == spelled
    ear.walk_to("OK")
    ear.press(Command.CONFIRM)
    assert isinstance(app.stack.top, HighScoreScene)


@DEVICES
def test_back_pauses_a_kiosk_hole_and_goes_back_on_its_panels(tmp_path: Path, press: Press) -> None:
    app, session = start(tmp_path, kiosk=True)
    walk_to(app, "Start", press)
    confirm(app, press)
    hole = app.stack.top
    assert isinstance(hole, HoleScene)
    press(Command.PAUSE)
    app.step(0)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)  # the visitor's pause: no Quit to the desktop
    assert pause.button("Menu").enabled and pause.buttons[QUIT] == pause.button("Menu").rect
    assert all(widget.label != QUIT for widget in pause.widgets)
    walk_to(app, HELP, press)
    confirm(app, press)
    assert isinstance(app.stack.top, HelpScene)
    press(Command.PAUSE)  # Back from How to play: the pause again
    app.step(0)
    assert app.stack.top is pause
    press(Command.PAUSE)  # Back from the pause: the hole again
    app.step(0)
    assert app.stack.top is hole
    press(Command.PAUSE)
    app.step(0)
    walk_to(app, "Menu", press)
    confirm(app, press)
    assert isinstance(app.stack.top, MenuScene)
    assert session.saved is not None  # the hole waits under Continue


# The 800x600 menu: three wide mode buttons, 1 hole beside 9 holes, a wide
# Start, then two columns (Continue greyed: Daily deal alone in its row).
SMALL_MENU_ROUTES = {
    ("Easy", Command.LEFT): "Easy",
    ("Medium", Command.RIGHT): "Medium",
    ("1 hole", Command.RIGHT): "9 holes",
    ("9 holes", Command.LEFT): "1 hole",
    ("Start", Command.LEFT): "Start",
    ("Start", Command.DOWN): "Daily deal",
    ("Daily deal", Command.UP): "Start",
    ("Daily deal", Command.DOWN): "Statistics",
    ("Deal number", Command.UP): "Start",
    ("Deal number", Command.RIGHT): "Statistics",
    ("Statistics", Command.LEFT): "Deal number",
    ("Settings", Command.RIGHT): "How to play",
    ("How to play", Command.LEFT): "Settings",
    ("How to play", Command.DOWN): "Quit",
    ("Language", Command.RIGHT): "Quit",
}


def test_arrows_on_the_small_menu_keep_to_columns_and_rows(tmp_path: Path) -> None:
    settings = Settings(sound=False, reduced_motion=True)
    options = LaunchOptions(rng=random.Random(5))
    app, _ = launch_game(tmp_path, options, size=(800, 600), settings=settings)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and not menu.button("Continue").enabled
    for (start_at, command), expected in SMALL_MENU_ROUTES.items():
        walk_to(app, start_at, key_press)
        key_press(command)
        app.step(0)
        assert menu.focus == expected, (start_at, command)
