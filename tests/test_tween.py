"""Tweens and easing curves."""

from __future__ import annotations

import pytest

from golf_game.view.tween import (
    Tween,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
    lerp_point,
    linear,
    shake,
)


@pytest.mark.parametrize("easing", [linear, ease_out_cubic, ease_in_out_cubic, ease_out_back])
def test_easings_start_at_0_and_end_at_1(easing) -> None:  # type: ignore[no-untyped-def]
    assert easing(0.0) == pytest.approx(0.0)
    assert easing(1.0) == pytest.approx(1.0)


def test_ease_out_is_ahead_of_linear() -> None:
    assert ease_out_cubic(0.3) > 0.3


def test_shake_ends_still() -> None:
    assert shake(1.0) == pytest.approx(0.0)
    assert max(abs(shake(t / 100)) for t in range(100)) > 0.5


def test_tween_waits_for_its_delay_then_runs() -> None:
    tween = Tween(duration=1.0, delay=0.5, easing=linear)
    tween.advance(0.25)
    assert not tween.started and tween.value == 0.0
    tween.advance(0.75)
    assert tween.started and tween.value == pytest.approx(0.5)
    tween.finish()
    assert tween.done and tween.value == 1.0


def test_zero_duration_is_done_at_once() -> None:
    tween = Tween(0.0)
    assert tween.done and tween.value == 1.0


def test_lerp_point() -> None:
    assert lerp_point((0, 0), (10, 20), 0.5) == (5, 10)
