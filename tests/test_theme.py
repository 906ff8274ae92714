"""Card faces and fonts: cached per size, and no crash without the font files."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame
import pytest

from golf_game.engine import Card
from golf_game.view.theme import Art


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.display.init()
    pygame.display.set_mode((64, 64))


def test_faces_are_cached_per_size() -> None:
    art = Art()
    card = Card.from_str("QH")
    first = art.card(card, 100, 140)
    assert art.card(card, 100, 140) is first
    assert art.card(card, 100, 140, four_colour=True) is not first
    assert art.face(card, 50, 70).get_size() == (50, 70)
    assert art.back(50, 70).get_size() == (50, 70)


def test_four_colour_deck_colours_diamonds_apart() -> None:
    art = Art()
    card = Card.from_str("5D")
    two = pygame.image.tobytes(art.face(card, 120, 168), "RGBA")
    four = pygame.image.tobytes(art.face(card, 120, 168, four_colour=True), "RGBA")
    assert two != four


def test_missing_font_falls_back_with_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        art = Art(regular=Path("/no/such/font.ttf"), bold=Path("/no/such/bold.ttf"))
    assert "missing" in caplog.text
    assert not art.suit_glyphs
    assert art.card_label(Card.from_str("TS")) == "10S"
    assert art.face(Card.from_str("KC"), 80, 112).get_size() == (80, 112)
    assert art.text("Score", 20, (255, 255, 255)).get_width() > 0


def test_bundled_font_has_suit_glyphs() -> None:
    art = Art()
    assert art.suit_glyphs
    assert art.card_label(Card.from_str("TS")) == "10\u2660"


def test_felt_painted_in_pieces_matches_the_felt_painted_whole() -> None:
    art = Art()
    size = (203, 117)  # not a multiple of the felt's step
    whole = pygame.Surface(size)
    art.paint_felt(whole, whole.get_rect())
    pieces = pygame.Surface(size)
    for area in ((0, 0, 77, 117), (77, 0, 126, 50), (77, 50, 126, 67)):
        art.paint_felt(pieces, pygame.Rect(area))
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(pieces, "RGB")
    # Baize lighter in the middle than at the edge.
    assert sum(whole.get_at((101, 52))[:3]) > sum(whole.get_at((0, 0))[:3])
