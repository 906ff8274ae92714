"""The hole's screen at every size: nothing overlaps or leaves the window,
portrait uses its height, End stands apart from New, the waste fan keeps
its newest cards readable, the header keeps its places as numbers change,
and notices cover neither cards nor buttons."""

from __future__ import annotations

import dataclasses
import itertools
import threading
import time

import pygame
import pytest
from ui_helpers import make_app, start_hole

from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode, Move
from golf_game.play.analysis import HoleAnalysis
from golf_game.saved.settings import Settings
from golf_game.tasks import TaskRunner
from golf_game.view import words
from golf_game.view.board import BoardPicture, paint_buttons
from golf_game.view.handed import handed
from golf_game.view.hole_picture import hole_picture
from golf_game.view.hud import plan_hud
from golf_game.view.layout import (
    HOLE_BUTTONS,
    ROUND_BUTTONS,
    Button,
    Layout,
    compute_layout,
)
from golf_game.view.notice import Notices
from golf_game.view.theme import TEXT, TEXT_DIM

SIZES = [
    (1080, 1920),
    (720, 1280),
    (1920, 1080),
    (1280, 800),
    (1000, 900),
    (800, 600),
    (3840, 2160),
]
PORTRAIT = [(1080, 1920), (720, 1280)]
LONGEST_RUN = 1 + 35 + 16
"""The most cards the waste can hold: the first, every tableau card, the stock."""


def layouts(size: tuple[int, int]) -> list[Layout]:
    """Every way the hole is laid out at ``size``: cards normal or large,
    right- or left-handed, a single hole's buttons or a round's."""
    return [
        handed(compute_layout(size, large, row), left)
        for large in (False, True)
        for left in (False, True)
        for row in (HOLE_BUTTONS, ROUND_BUTTONS)
    ]


def parts(layout: Layout) -> list[tuple[str, pygame.Rect]]:
    """Every area of the screen with something of its own in it."""
    named = [("hud", layout.hud), ("message", layout.message), ("stock", layout.stock)]
    named.append(("waste", layout.waste))
    named += [(f"column {c}", rects[0].union(rects[-1])) for c, rects in enumerate(layout.columns)]
    named += [(button.value, rect) for button, rect in layout.buttons.items()]
    return named


@pytest.mark.parametrize("size", SIZES)
def test_nothing_overlaps_and_everything_is_on_screen(size: tuple[int, int]) -> None:
    for layout in layouts(size):
        assert not layout.too_small
        named = parts(layout)
        for index, (name, rect) in enumerate(named):
            assert layout.screen.contains(rect), (size, name)
            for other, other_rect in named[index + 1 :]:
                assert not rect.colliderect(other_rect), (size, name, other)


def empty_bands(layout: Layout) -> list[int]:
    """The heights of the rows of the screen with nothing in them, top to bottom."""
    covered = sorted((rect.top, rect.bottom) for _, rect in parts(layout))
    bands, y = [], 0
    for top, bottom in covered:
        bands.append(max(0, top - y))
        y = max(y, bottom)
    return [*bands, layout.size[1] - y]


@pytest.mark.parametrize("size", PORTRAIT)
def test_portrait_fills_its_height(size: tuple[int, int]) -> None:
    layout = compute_layout(size)
    bands = empty_bands(layout)
    assert sum(bands) <= 0.18 * size[1]  # 0.27 before (1080x1920)
    assert max(bands) <= 0.06 * size[1]
    # Bigger cards where width allows: the columns reach the margins.
    span = layout.columns[-1][0].right - layout.columns[0][0].left
    assert span >= 0.95 * size[0]


def between(one: pygame.Rect, other: pygame.Rect) -> int:
    """The gap between two rects side by side, whichever is left."""
    return max(one.left - other.right, other.left - one.right)


def test_end_stands_apart_from_new_and_the_score_card() -> None:
    for size in SIZES:
        for layout in layouts(size):
            rects = layout.buttons
            neighbour = rects.get(Button.NEW) or rects[Button.CARD]
            end = rects[Button.END]
            assert neighbour.y == end.y, size  # the same row
            gap = between(end, neighbour)
            usual = between(rects[Button.UNDO], rects[Button.REDO])
            assert gap >= 2 * usual and gap >= end.h // 2, size


def index_width(app: App, layout: Layout) -> int:
    """How far from a card's left edge its "10" index reaches (as the card painter draws it)."""
    art = app.context.art
    w, h = layout.card_w, layout.card_h
    pad = max(2, round(w * 0.07))
    return pad + art.text("10", max(8, round(h * 0.17)), TEXT, bold=True).get_width()


@pytest.mark.parametrize("size", SIZES)
def test_the_newest_waste_cards_show_a_whole_ten_at_the_tightest_fan(
    size: tuple[int, int],
) -> None:
    app = make_app(size)
    for large in (False, True):
        layout = compute_layout(size, large)
        need = index_width(app, layout)
        for count in range(2, LONGEST_RUN + 1):
            offsets = layout.waste_offsets(count)
            strips = [b - a for a, b in itertools.pairwise(offsets)]
            assert layout.waste.contains(layout.waste_rect(offsets[-1]))
            assert all(a <= b + 1 for a, b in itertools.pairwise(strips))  # newest widest
            readable = [strip for strip in strips if strip >= need]
            assert len(readable) >= min(3, len(strips)), (size, large, count)
            assert min(strips) >= 2  # every card of the run still shows an edge


def test_the_fan_keeps_every_card_in_place_while_the_row_has_room() -> None:
    layout = compute_layout((1920, 1080))
    for count in range(1, 7):
        assert layout.waste_offsets(count + 1)[:count] == layout.waste_offsets(count)


def picture(
    par: int | None = None,
    par_working: bool = True,
    **changes: object,
) -> BoardPicture:
    hole = Hole(Deal.from_seed(7), Mode.MEDIUM)
    base = hole_picture(
        hole,
        set(),
        title="Medium - Winnable deal #2147483647",
        message="m",
        message_colour=TEXT_DIM,
        status=None,
        par=par,
        par_working=par_working,
        hint=None,
        hint_button=True,
        legal_highlight=False,
        four_colour=False,
    )
    return dataclasses.replace(base, **changes)


WIDE = (("Stock", "16"), ("Tableau", "35"), ("Moves", "51"), ("Score", "+35"))


@pytest.mark.parametrize("size", SIZES)
def test_the_header_fits_and_keeps_its_places_as_values_change(size: tuple[int, int]) -> None:
    app = make_app(size)
    art, layout = app.context.art, compute_layout(size)
    narrow = (("Stock", "9"), ("Tableau", "1"), ("Moves", "7"), ("Score", "0"), ("Par", "-1"))
    plans = [
        plan_hud(art, layout, picture(counters=narrow, status=("Winnable", TEXT))),
        plan_hud(art, layout, picture(counters=(*WIDE, ("Par", "-16")))),
        plan_hud(
            art,
            layout,
            picture(
                counters=(*WIDE, ("Par", words.PAR_WORKING)),
                status=(words.statuses()[-1], TEXT),
            ),
        ),
    ]
    assert plans[0].slots == plans[1].slots == plans[2].slots
    assert plans[0].title == plans[1].title == plans[2].title
    for plan in plans:
        rects = [rect for _, rect in plan.items]
        for index, rect in enumerate(rects):
            assert layout.hud.contains(rect), size
            assert rect.collidelist(rects[index + 1 :]) == -1, size
        assert plan.title is not None  # the deal's identity is always on screen


def counters(par: int | None, working: bool) -> tuple[tuple[str, str], ...]:
    return picture(par=par, par_working=working).counters


def test_the_header_says_par_is_being_worked_out_then_gives_it() -> None:
    assert ("Par", words.PAR_WORKING) in counters(None, working=True)
    assert ("Par", "+3") in counters(3, working=False)
    assert all(label != "Par" for label, _ in counters(None, working=False))


def test_a_hole_whose_par_search_runs_says_so_until_the_par_is_in() -> None:
    app = make_app((1920, 1080))
    scene = start_hole(app)
    tasks = TaskRunner()
    gate = threading.Event()
    tasks.submit(lambda token: gate.wait(30))  # the worker is busy: the search waits
    analysis = HoleAnalysis(tasks, scene.hole.deal, scene.hole.rules)
    scene.analysis = analysis
    try:
        assert ("Par", words.PAR_WORKING) in scene.picture().counters
        gate.set()
        deadline = time.monotonic() + 30
        while analysis.par is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert ("Par", words.strokes(analysis.par)) in scene.picture().counters
    finally:
        analysis.close()
        tasks.shutdown()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("left", [False, True])
def test_a_notice_over_a_hole_covers_no_card_and_no_button(
    size: tuple[int, int], left: bool
) -> None:
    app = make_app(size, Settings(sound=False, left_handed=left))
    scene = start_hole(app)
    for _ in range(16):
        scene.hole.play(Move.draw())  # the longest waste the row must show
    app.notify("Could not save the game: the folder it goes in is full or read-only")
    app.step(0)
    rect = app.notices.rect(size, app.context.art, app.stack.notice_area)
    assert rect is not None
    layout = scene.layout
    cards = [r for column in layout.columns for r in column]
    top = layout.waste_top(len(scene.hole.waste_cards()))
    covered = [*cards, layout.stock, layout.waste.union(top), *layout.buttons.values()]
    assert rect.collidelist(covered) == -1, size
    assert app.surface.get_rect().contains(rect)


@pytest.mark.parametrize("size", SIZES)
def test_every_button_label_fits_its_button(size: tuple[int, int]) -> None:
    app = make_app(size)
    for layout in layouts(size):
        surface = pygame.Surface(size)
        paint_buttons(surface, app.context.art, layout, frozenset(layout.buttons))
        for rect in layout.buttons.values():
            # Just inside each end of the plate, only the plate shows: the label is clear of it.
            middle = range(rect.top + rect.h // 3, rect.bottom - rect.h // 3)
            for x in (rect.left + rect.h // 8, rect.right - 1 - rect.h // 8):
                assert len({tuple(surface.get_at((x, y))) for y in middle}) == 1, (size, x)


def test_a_long_notice_elsewhere_wraps_instead_of_running_off_the_window() -> None:
    app = make_app((800, 600))
    art = app.context.art
    notices = Notices(lambda: 0.0)
    notices.add("Could not save the game: the folder it goes in is full or read-only, " * 2)
    rect = notices.rect((800, 600), art)
    assert rect is not None
    assert app.surface.get_rect().contains(rect) and rect.w < 800
    assert rect.h >= 2 * art.font(12, bold=True).get_linesize()  # more than one line
