"""Layout from the window size: everything on screen, finger-sized buttons."""

from __future__ import annotations

import pytest

from golf_game.view.layout import MIN_BUTTON_MM, Button, compute_layout, px_per_mm

SIZES = [(800, 600), (1280, 720), (1920, 1080), (1080, 1920), (3840, 2160), (1366, 768)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("large", [False, True])
def test_every_card_and_button_is_on_screen_without_overlap(
    size: tuple[int, int], large: bool
) -> None:
    layout = compute_layout(size, large)
    assert not layout.too_small
    screen = layout.screen
    cards = [rect for column in layout.columns for rect in column]
    places = [*cards, layout.stock, layout.waste]
    for rect in [*places, layout.message]:
        assert screen.contains(rect)
    assert layout.message.collidelist(places) == -1
    buttons = list(layout.buttons.values())
    for button in buttons:
        assert screen.contains(button)
        assert button.collidelist(places) == -1
        assert not button.colliderect(layout.message)
    for i, button in enumerate(buttons):
        assert button.collidelist(buttons[i + 1 :]) == -1
    # Neighbouring columns never overlap: every card stays visible.
    for left, right in zip(layout.columns, layout.columns[1:], strict=False):
        assert left[0].right < right[0].left
    assert layout.stock.collidelist(cards) == -1 and layout.waste.collidelist(cards) == -1


@pytest.mark.parametrize("size", SIZES)
def test_buttons_are_at_least_nine_millimetres(size: tuple[int, int]) -> None:
    layout = compute_layout(size)
    minimum = MIN_BUTTON_MM * px_per_mm(size)
    for rect in layout.buttons.values():
        assert min(rect.size) >= minimum - 1


def test_covered_cards_show_their_corner() -> None:
    layout = compute_layout((1920, 1080))
    assert layout.offset >= 0.25 * layout.card_h


def test_cards_grow_with_the_window() -> None:
    assert compute_layout((3840, 2160)).card_h >= 1.9 * compute_layout((1920, 1080)).card_h


@pytest.mark.parametrize("size", [(1, 1), (320, 200), (100, 900), (2000, 120)])
def test_tiny_windows_are_flagged_not_crashed(size: tuple[int, int]) -> None:
    assert compute_layout(size).too_small


def test_hit_testing_finds_the_visible_card() -> None:
    layout = compute_layout((1920, 1080))
    strip = layout.card_rect(3, 1)
    assert layout.hit_card((strip.centerx, strip.top + 2)) == (3, 1)
    exposed = layout.card_rect(3, 4)
    assert layout.hit_card(exposed.center) == (3, 4)
    assert layout.hit_card((0, 0)) is None
    # Once the last card of column 3 is gone, its place shows the card above.
    above = layout.card_rect(3, 3)
    heights = [5, 5, 5, 4, 5, 5, 5]
    assert layout.hit_card(above.center, heights) == (3, 3)
    assert layout.hit_card(exposed.move(0, exposed.h // 2 - 2).center, heights) is None


@pytest.mark.parametrize("size", [(1080, 1920), (720, 1280), (800, 1280), (600, 1000)])
def test_portrait_fills_the_height_with_a_taller_fan(size: tuple[int, int]) -> None:
    layout = compute_layout(size)
    table = layout.columns[0][0].unionall([layout.stock, layout.waste])
    assert table.h >= 0.55 * size[1]
    # Covered cards still overlap: the next card hides each one's bottom edge,
    # and the board paints blank face between the index and the next card.
    assert layout.index_h < layout.offset < layout.card_h


def test_a_kiosk_screen_in_portrait_uses_sixty_percent_of_its_height() -> None:
    layout = compute_layout((1080, 1920))
    top, bottom = layout.columns[0][0].top, layout.stock.bottom
    assert bottom - top >= 0.6 * 1920
    assert layout.buttons[Button.HINT].h >= 12 * px_per_mm((1080, 1920)) - 1


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080), (3840, 2160)])
def test_landscape_covered_cards_show_only_their_index(size: tuple[int, int]) -> None:
    layout = compute_layout(size)
    assert layout.offset <= layout.index_h


PEERS_1080P = {"KPatience": 269, "Aisleriot": 302}
"""Card heights the peers draw in a 1920x1080 window (issue 11, measured there)."""


def test_cards_use_the_window_like_the_peers() -> None:
    layout = compute_layout((1920, 1080))
    assert layout.card_h >= PEERS_1080P["KPatience"]
    assert compute_layout((1920, 1080), large=True).card_h >= PEERS_1080P["Aisleriot"]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160), (1366, 768)])
def test_large_cards_are_clearly_larger(size: tuple[int, int]) -> None:
    normal, large = compute_layout(size), compute_layout(size, large=True)
    assert large.card_h * large.card_w >= 1.25 * normal.card_h * normal.card_w
    assert large.offset >= 0.22 * large.card_h  # the index still shows


@pytest.mark.parametrize("size", [(1080, 1920), (720, 1280), (800, 1280)])
def test_portrait_leaves_no_empty_band_and_the_message_sits_under_the_waste(
    size: tuple[int, int],
) -> None:
    layout = compute_layout(size)
    buttons_top = min(rect.top for rect in layout.buttons.values())
    assert layout.columns[0][0].top - layout.hud.bottom <= 0.08 * size[1]
    assert buttons_top - layout.message.bottom <= 0.08 * size[1]
    assert 0 <= layout.message.top - layout.waste.bottom <= layout.card_h // 4


def test_the_message_is_beside_the_waste_in_landscape() -> None:
    layout = compute_layout((1920, 1080))
    assert layout.message.left > layout.waste.right
    assert layout.message.top == layout.waste.top


@pytest.mark.parametrize("size", SIZES)
def test_the_whole_run_fits_on_the_waste_row(size: tuple[int, int]) -> None:
    layout = compute_layout(size)
    longest = 1 + 35 + 16  # the first card, every tableau card and the stock
    for count in range(1, longest + 1):
        top = layout.waste_top(count)
        assert layout.waste.contains(top)
        assert top.x <= layout.waste_top(count + 1).x


def test_a_new_waste_card_moves_no_other_while_the_row_has_room() -> None:
    layout = compute_layout((1920, 1080))
    room = int((layout.waste.w - layout.card_w) / layout.waste_fan) + 1
    assert room >= 8
    for count in range(1, room):
        assert layout.waste_offsets(count + 1)[:count] == layout.waste_offsets(count)
