"""Tweens: a value eased from a start to an end over time. View only.

The engine commits a move at once; a card sprite then travels from where it
was drawn to where the engine now says it lies.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: for things that land."""
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def shake(t: float) -> float:
    """-1..1 and back to 0: a damped side-to-side wobble (for "no")."""
    return math.sin(t * math.pi * 6) * (1 - t)


@dataclass
class Tween:
    """Progress 0..1 over ``duration`` seconds after ``delay``, eased."""

    duration: float
    delay: float = 0.0
    easing: Easing = ease_out_cubic
    elapsed: float = 0.0

    def advance(self, dt: float) -> None:
        self.elapsed += dt

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def raw(self) -> float:
        """Linear progress 0..1."""
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.easing(self.raw)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[int, int], b: tuple[int, int], t: float) -> tuple[int, int]:
    return round(lerp(a[0], b[0], t)), round(lerp(a[1], b[1], t))
