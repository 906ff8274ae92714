"""How to play: pages of words with drawn example cards that tell the truth
about the rules, turned with Next and Previous, drawn inside their box at
every size."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from screen_helpers import open_menu, tap
from ui_helpers import key

from golf_game import lang
from golf_game.engine import Mode
from golf_game.engine.rules import is_adjacent
from golf_game.scenes.help import DONE, NEXT, PREVIOUS, HelpScene
from golf_game.scenes.menu import MenuScene
from golf_game.view import page_words
from golf_game.view.card_examples import Example, Group, Mark, paint_example
from golf_game.view.how_to_play import mode_example, pages, paint_page
from golf_game.view.theme import Art


@pytest.mark.parametrize("mode", list(Mode))
def test_each_modes_example_agrees_with_the_engine(mode: Mode) -> None:
    example = mode_example(mode)
    top = example.groups[0]
    assert top.mark(len(top.cards) - 1) is Mark.TOP
    waste = top.cards[-1]
    marked = [
        (card, group.mark(i)) for group in example.groups[1:] for i, card in enumerate(group.cards)
    ]
    assert {mark for _, mark in marked} <= {Mark.FITS, Mark.REFUSED}
    for card, mark in marked:
        assert is_adjacent(waste.rank, card.rank, mode.rules) == (mark is Mark.FITS), card
    assert example.caption == page_words.mode_captions()[mode]


def test_the_pages_cover_what_a_new_player_needs() -> None:
    text = " ".join(line for page in pages() for line in (page.title, *page.lines)).lower()
    for needed in ("drag", "tap", "space", "undo", "hint", "par", "winnable", "9-hole", "stock"):
        assert needed in text, needed
    assert any(page.examples for page in pages())
    shown = {e for page in pages() for e in page.examples}
    assert {mode_example(mode) for mode in Mode} <= shown


@pytest.mark.parametrize("language", lang.LANGUAGES)
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080), (1080, 1920), (3840, 2160)])
def test_every_page_stays_inside_its_box(size: tuple[int, int], language: str) -> None:
    lang.set_language(language)
    art = Art()
    box = pygame.Rect(size[0] // 10, size[1] // 10, size[0] * 8 // 10, size[1] * 8 // 10)
    px = max(13, min(size) // 40)
    for page in pages():
        surface = pygame.Surface(size, pygame.SRCALPHA)
        paint_page(surface, art, page, box, px)
        drawn = surface.get_bounding_rect()
        assert drawn.w and box.contains(drawn), (page.title, size, drawn)


def test_an_example_draws_its_cards_in_its_box() -> None:
    art = Art()
    example = mode_example(Mode.MEDIUM)
    box = pygame.Rect(40, 30, 500, 200)
    surface = pygame.Surface((600, 300), pygame.SRCALPHA)
    used = paint_example(surface, art, example, box, 16)
    assert box.contains(used) and used.w > box.w // 2
    # A ringed card and a plain one: the tick's gold and the cross's red both show.
    colours = {
        tuple(surface.get_at((x, y))[:3]) for x in range(0, 600, 3) for y in range(0, 300, 3)
    }
    plain = Example((Group(example.groups[0].cards),))
    other = pygame.Surface((600, 300), pygame.SRCALPHA)
    paint_example(other, art, plain, box, 16)
    assert len(colours) > len(
        {tuple(other.get_at((x, y))[:3]) for x in range(0, 600, 3) for y in range(0, 300, 3)}
    )


def test_next_and_previous_turn_the_pages_and_done_goes_back(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path, size=(1280, 800))
    tap(app, "How to play")
    scene = app.stack.top
    assert isinstance(scene, HelpScene)
    assert not scene.button(PREVIOUS).enabled
    for page in range(1, len(pages())):
        tap(app, NEXT)
        assert scene.page == page
    assert scene.button(DONE).enabled
    tap(app, PREVIOUS)
    assert scene.page == len(pages()) - 2
    key(pygame.K_RIGHT)
    app.step(0)
    assert scene.page == len(pages()) - 1
    key(pygame.K_RIGHT)  # past the last page: it stays
    app.step(0)
    assert scene.page == len(pages()) - 1
    tap(app, DONE)
    assert isinstance(app.stack.top, MenuScene)
