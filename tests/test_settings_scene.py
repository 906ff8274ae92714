"""The settings page and the settings changed outside it (the pause overlay's
Sound, the M key): every change is used and saved at once."""

from __future__ import annotations

from pathlib import Path

import pygame
from screen_helpers import launch_game, open_menu, tap
from ui_helpers import click, key

from golf_game.launch import LaunchOptions
from golf_game.saved.settings import CardSize, Settings
from golf_game.saved.storage import Storage
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.pause import SOUND, PauseScene
from golf_game.scenes.settings import CHOICES, SettingsScene
from golf_game.view.page_words import setting_help
from golf_game.view.theme import BUTTON_TEXT, TEXT_DIM, Art


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


def test_every_setting_says_what_it_does(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path, size=(1920, 1080))
    tap(app, "Settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    for label, field, _, _ in CHOICES:
        widget = scene.button(label)
        assert widget.detail == setting_help()[field]
        assert widget.value  # its state, beside the explanation
    assert len(set(setting_help().values())) == len(setting_help())


def test_large_cards_are_clearly_larger_on_the_table(tmp_path: Path) -> None:
    sizes = {}
    for size in CardSize:
        settings = Settings(sound=False, reduced_motion=True, card_size=size)
        app, _ = launch_game(
            tmp_path / size.value, LaunchOptions(seed=7), size=(1920, 1080), settings=settings
        )
        scene = app.stack.top
        assert isinstance(scene, HoleScene)
        sizes[size] = scene.layout.card_w * scene.layout.card_h
    assert sizes[CardSize.LARGE] >= 1.25 * sizes[CardSize.NORMAL]


def test_high_contrast_whitens_the_words_of_the_table_and_hud() -> None:
    art = Art()
    dim = art.text("Stock", 20, TEXT_DIM)
    art.set_high_contrast(True)
    bright = art.text("Stock", 20, TEXT_DIM)
    button = art.text("Undo", 20, BUTTON_TEXT, bold=True)

    def ink(image: pygame.Surface) -> tuple[int, int, int]:
        rect = image.get_bounding_rect()
        best = max(
            (
                image.get_at((x, y))
                for x in range(rect.left, rect.right)
                for y in range(rect.top, rect.bottom)
            ),
            key=lambda c: c[3],
        )
        return best[0], best[1], best[2]

    assert sum(ink(bright)) > sum(ink(dim)) + 60
    assert ink(bright) == (255, 255, 255)
    assert ink(button) == (0, 0, 0)
    art.set_high_contrast(False)
    assert ink(art.text("Stock", 20, TEXT_DIM)) == ink(dim)
