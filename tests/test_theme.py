"""Card faces and fonts: cached per size, and no crash without the font files."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame
import pytest

from golf_game.engine import Card
from golf_game.view.theme import (
    CARD_CACHE_SCREENS,
    FONT_CACHE_SIZE,
    SHAPE_CACHE_PIXELS,
    TEXT_CACHE_PIXELS,
    Art,
    SizedCache,
)


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


def felt(size: tuple[int, int]) -> pygame.Surface:
    """A table to paint over: the felt, with a white card on it."""
    art = Art()
    table = pygame.Surface(size)
    art.paint_felt(table, table.get_rect())
    table.fill((250, 250, 250), (size[0] // 3, size[1] // 4, size[0] // 4, size[1] // 2))
    return table


@pytest.mark.parametrize(
    ("rect", "radius"),
    [
        ((10, 12, 600, 340), 21.6),
        ((3, 5, 257, 513), 14.4),
        ((0, 0, 40, 30), 9.5),
        ((7, 7, 20, 9), 6),
    ],
)
def test_a_plate_is_painted_as_its_cached_shape_is_blitted(
    rect: tuple[int, int, int, int], radius: float
) -> None:
    art = Art()
    area = pygame.Rect(rect)
    shape = art.shape("panel", area.size, (12, 40, 24), 235, radius)
    blitted, painted = felt((640, 540)), felt((640, 540))
    blitted.blit(shape, area)
    art.plate(painted, area, (12, 40, 24), 235, radius)
    assert pygame.image.tobytes(painted, "RGB") == pygame.image.tobytes(blitted, "RGB")


def test_a_plate_keeps_nothing_its_size() -> None:
    art = Art()
    for width in range(300, 1900, 100):
        art.plate(
            pygame.Surface((1920, 1080)), pygame.Rect(0, 0, width, 700), (12, 40, 24), 235, 20
        )
    # A small rounded square and a tile, whatever the plates' sizes.
    assert art._shapes.pixels <= 2 * 256 * 256


def test_the_veil_darkens_as_a_black_sheet_over_the_table_would() -> None:
    table = felt((320, 200))
    sheet = pygame.Surface(table.get_size(), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 170))
    under_a_sheet, veiled = table.copy(), table.copy()
    under_a_sheet.blit(sheet, (0, 0))
    Art.veil(veiled, 170)
    for x in range(0, 320, 7):
        for y in range(0, 200, 7):
            expected, got = under_a_sheet.get_at((x, y)), veiled.get_at((x, y))
            assert all(abs(a - b) <= 1 for a, b in zip(expected, got, strict=True)), (x, y)
    # Only the area asked for: the rest stays as it was.
    spared = table.copy()
    Art.veil(spared, 170, pygame.Rect(0, 0, 100, 200))
    assert spared.get_at((200, 100)) == table.get_at((200, 100))
    assert spared.get_at((50, 100)) == veiled.get_at((50, 100))


def test_the_caches_stay_within_their_budgets_through_many_window_sizes() -> None:
    art = Art()
    spades = [Card.from_str(c) for c in ("7S", "8S", "9S", "TS", "JS", "QS", "KS")]
    for step in range(60):
        # Cards, a button and a line of words as a window of each size shows them.
        scale = 1 + step / 10
        window = pygame.display.set_mode((round(640 * scale), round(400 * scale)))
        shown = [art.card(card, round(60 * scale), round(84 * scale)) for card in spades]
        art.shape("button", (round(160 * scale), round(40 * scale)), (255, 205, 60), 240, 9)
        art.text("Touch to play", round(20 * scale), (255, 255, 255))
        screen = window.get_width() * window.get_height()
        assert 0 < art._cards.pixels <= max(1_000_000, CARD_CACHE_SCREENS * screen)
    assert 0 < art._shapes.pixels <= SHAPE_CACHE_PIXELS
    assert 0 < art._texts.pixels <= TEXT_CACHE_PIXELS
    # What the window shows now is kept (seven cards of 414x580: more than a
    # small window's budget); the oldest sizes went first.
    again = [art.card(card, round(60 * 6.9), round(84 * 6.9)) for card in spades]
    assert all(image is kept for image, kept in zip(again, shown, strict=True))
    assert art._texts.get(("Touch to play", 20, (255, 255, 255), False)) is None


def test_a_surface_in_use_stays_while_others_come_and_go() -> None:
    cache = SizedCache(budget=10_000)
    kept = pygame.Surface((50, 50))
    cache.put("kept", kept)
    for n in range(100):
        cache.put(n, pygame.Surface((40, 40)))
        assert cache.get("kept") is kept  # used every frame: never the one to go
        assert cache.pixels <= cache.budget
    assert len(cache) == 1 + (10_000 - 2_500) // 1_600


def test_fonts_in_use_stay_and_the_rest_are_bounded() -> None:
    art = Art()
    body = art.font(24)
    for px in range(8, 8 + 3 * FONT_CACHE_SIZE):
        art.font(px, bold=px % 2 == 0)  # every size a window ever had
        assert art.font(24) is body  # the size in use now is never the one to go
    assert len(art._fonts) == FONT_CACHE_SIZE
