"""Every button screen fits the window at desk, laptop, kiosk and 4K sizes:
nothing off screen, no two buttons overlapping, buttons at least 9 mm high."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from screen_helpers import open_menu, tap

from golf_game.engine import Mode
from golf_game.play.session import Start
from golf_game.scenes.panel import PanelScene
from golf_game.view.layout import MIN_BUTTON_MM, px_per_mm

SIZES = [(800, 600), (1366, 768), (1920, 1080), (1080, 1920), (3840, 2160)]
PAGES = ["Settings", "Statistics", "How to play", "Deal number"]


def check(scene: PanelScene, size: tuple[int, int]) -> None:
    screen = pygame.Rect((0, 0), size)
    buttons = [w for w in scene.widgets if w.action is not None]
    assert buttons
    for widget in scene.widgets:
        assert screen.contains(widget.rect), (type(scene).__name__, size, widget.label)
    for widget in buttons:
        assert widget.rect.h >= MIN_BUTTON_MM * px_per_mm(size) - 1, widget.label
    for i, a in enumerate(buttons):
        for b in buttons[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a.label, b.label)


@pytest.mark.parametrize("size", SIZES)
def test_the_menus_pages_fit(tmp_path: Path, size: tuple[int, int]) -> None:
    app, _, _ = open_menu(tmp_path, size=size)
    for page in PAGES:
        tap(app, page)
        scene = app.stack.top
        assert isinstance(scene, PanelScene)
        check(scene, size)
        app.stack.pop()


@pytest.mark.parametrize("size", SIZES)
def test_the_result_and_score_card_fit(tmp_path: Path, size: tuple[int, int]) -> None:
    app, session, _ = open_menu(tmp_path, size=size)
    game = session.new_game(Start(Mode.EASY, 9, seed=1))
    game.hole.end()
    game.show_result()
    result = app.stack.top
    assert isinstance(result, PanelScene)
    check(result, size)
    game.show_card()
    card = app.stack.top
    assert isinstance(card, PanelScene)
    check(card, size)
