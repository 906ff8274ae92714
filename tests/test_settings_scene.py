"""The settings page and the settings changed outside it (the pause overlay's
Sound, the M key): every change is used and saved at once."""

from __future__ import annotations

from pathlib import Path

import pygame
from screen_helpers import open_menu, tap
from ui_helpers import click, key

from golf_game.saved.settings import CardSize
from golf_game.saved.storage import Storage
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.pause import SOUND, PauseScene
from golf_game.scenes.settings import CHOICES, SettingsScene


def test_every_setting_toggles_and_is_saved_at_once(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path)
    tap(app, "Settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    before = app.context.settings
    for label, _, _, _ in CHOICES:
        tap(app, label)
    after = Storage(tmp_path).settings
    for _, field, _, _ in CHOICES:
        assert getattr(after, field) != getattr(before, field), field
    assert after.card_size is CardSize.LARGE
    assert app.context.sounds.enabled is after.sound
    assert app.context.art.high_contrast is after.high_contrast
    key(pygame.K_ESCAPE)
    app.step(0)
    assert isinstance(app.stack.top, MenuScene)


def test_the_pause_overlays_sound_and_the_m_key_are_saved(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path)
    tap(app, "Start")
    assert isinstance(app.stack.top, HoleScene)
    key(pygame.K_m)
    app.step(0)
    assert Storage(tmp_path).settings.sound is app.context.sounds.enabled is True
    key(pygame.K_ESCAPE)
    app.step(0)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(pause.buttons[SOUND].center)
    app.step(0)
    assert Storage(tmp_path).settings.sound is app.context.sounds.enabled is False
    assert app.context.settings.sound is False
