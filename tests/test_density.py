"""Touch targets at least 9 mm on the real screen, at 1080x1920 and 800x600."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from golf_game.engine import Deal, Hole, Mode
from golf_game.scenes.focus import HoleFocus
from golf_game.scenes.panel import Metrics
from golf_game.view.density import measured_px_per_mm
from golf_game.view.layout import (
    MIN_BUTTON_MM,
    compute_layout,
    px_per_mm,
    set_display_density,
)


@pytest.fixture(autouse=True)
def no_density() -> Iterator[None]:
    yield
    set_display_density(None)


@pytest.mark.parametrize("size", [(1080, 1920), (800, 600)])
@pytest.mark.parametrize("dpi", [None, 96.0, 160.0, 220.0])
def test_every_target_of_the_hole_and_the_panels_is_9_mm(
    size: tuple[int, int], dpi: float | None
) -> None:
    set_display_density(None if dpi is None else dpi / 25.4)
    # The screen's real density: what SDL said, else the least the layout assumes.
    real = px_per_mm(size) if dpi is None else dpi / 25.4
    layout = compute_layout(size)
    if layout.too_small:
        # A dense screen in a small window: the note, never targets under 9 mm.
        assert dpi is not None and dpi >= 160
        return
    least = MIN_BUTTON_MM * real
    hole = Hole(Deal.from_seed(7), Mode.MEDIUM)
    for target in HoleFocus().targets(hole, layout):
        assert min(target.rect.size) >= least - 1, (target.name, target.rect, least)
    assert Metrics(size).button_h >= least - 1


def test_a_denser_screen_than_assumed_gets_bigger_targets() -> None:
    assumed = compute_layout((1080, 1920)).buttons
    set_display_density(300 / 25.4)
    dense = compute_layout((1080, 1920)).buttons
    assert all(dense[b].h > assumed[b].h for b in assumed)
    set_display_density(None)
    assert compute_layout((1080, 1920)).buttons == assumed


def test_the_dummy_driver_reports_no_density() -> None:
    assert measured_px_per_mm() is None
