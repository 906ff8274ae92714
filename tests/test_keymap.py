"""Keys: the defaults, an arcade encoder's buttons and the operator's bindings."""

from __future__ import annotations

import logging

import pygame
import pytest

from golf_game.actions import Command, Key
from golf_game.input import InputTranslator
from golf_game.keymap import Keymap, parse_binding
from golf_game.saved.settings import Settings

SIZE = (800, 600)


def down(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")


def up(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=mod)


@pytest.mark.parametrize(
    ("key", "command"),
    [
        (pygame.K_w, Command.UP),
        (pygame.K_a, Command.LEFT),
        (pygame.K_s, Command.DOWN),
        (pygame.K_d, Command.RIGHT),
        (pygame.K_UP, Command.UP),
        (pygame.K_RETURN, Command.CONFIRM),
        (pygame.K_BACKSPACE, Command.BACKSPACE),
        (pygame.K_v, Command.VOICE),
    ],
)
def test_default_keys(key: int, command: Command) -> None:
    assert Keymap().press(key, 0) == Key(command)


def test_left_ctrl_alone_confirms_when_released() -> None:
    translator = InputTranslator(SIZE)
    ctrl = pygame.KMOD_LCTRL
    assert translator.translate([down(pygame.K_LCTRL, ctrl)]) == []
    assert translator.translate([up(pygame.K_LCTRL)]) == [Key(Command.CONFIRM)]
    # Left Alt is the second button: the hint.
    alt = [down(pygame.K_LALT, pygame.KMOD_LALT), up(pygame.K_LALT)]
    assert translator.translate(alt) == [Key(Command.HINT)]


def test_ctrl_z_undoes_and_never_confirms() -> None:
    translator = InputTranslator(SIZE)
    ctrl = pygame.KMOD_LCTRL
    events = [down(pygame.K_LCTRL, ctrl), down(pygame.K_z, ctrl), up(pygame.K_z, ctrl)]
    assert translator.translate([*events, up(pygame.K_LCTRL)]) == [Key(Command.UNDO)]


def test_alt_with_another_key_is_left_to_the_window_manager() -> None:
    assert Keymap().press(pygame.K_F4, pygame.KMOD_LALT) is None


def test_a_binding_replaces_a_keys_meaning_and_adds_new_keys() -> None:
    keymap = Keymap([("x", "hint"), ("h", "undo"), ("q", "play 3")])
    assert keymap.press(pygame.K_x, 0) == Key(Command.HINT)
    assert keymap.press(pygame.K_h, 0) == Key(Command.UNDO)
    assert keymap.press(pygame.K_q, 0) == Key(Command.PLAY_COLUMN, 2)
    assert keymap.press(pygame.K_u, 0) == Key(Command.UNDO)  # defaults stay


def test_a_bad_binding_is_logged_and_the_defaults_stay(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="golf_game.keymap"):
        keymap = Keymap([("no such key", "hint"), ("h", "fly"), ("j", "play 8")])
    assert keymap.press(pygame.K_h, 0) == Key(Command.HINT)
    assert keymap.press(pygame.K_j, 0) is None
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 3
    assert "no key is called 'no such key'" in lines[0]
    assert "no command is called 'fly'" in lines[1]
    assert all("its default stays" in line for line in lines)


def test_the_operators_exit_cannot_be_bound() -> None:
    with pytest.raises(ValueError, match="no command"):
        parse_binding("x", "operator")


def test_settings_keep_the_bindings_and_refuse_a_wrong_shape() -> None:
    settings, warnings = Settings.from_dict({"keys": {"x": "hint", "left ctrl": "confirm"}})
    assert warnings == []
    assert settings.keys == (("left ctrl", "confirm"), ("x", "hint"))
    assert Settings.from_dict(settings.to_dict())[0] == settings
    bad, warnings = Settings.from_dict({"keys": ["x", "hint"]})
    assert bad.keys == () and len(warnings) == 1 and "keys" in warnings[0]
