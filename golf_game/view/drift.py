"""Screen care: where a static picture sits, moved a few pixels now and then.

A public screen that shows the same words in the same place for hours can
keep a ghost of them (burn-in on OLED and plasma panels, image retention on
some LCDs). :func:`drift` gives an offset that steps to a new spot every
:data:`STEP_SECONDS` along a fixed walk around a small square, so a picture
drawn at ``rect.move(drift(now))`` never stays put for long, yet never jumps
far enough to be noticed.
"""

from __future__ import annotations

import math

STEP_SECONDS = 60.0
AMPLITUDE_PX = 4
SPOTS = 8


def drift(now: float, amplitude: int = AMPLITUDE_PX) -> tuple[int, int]:
    """The offset at clock time ``now``: one of :data:`SPOTS` points on a circle
    of radius ``amplitude``, the next one every :data:`STEP_SECONDS`."""
    spot = math.floor(now / STEP_SECONDS) % SPOTS
    angle = 2 * math.pi * spot / SPOTS
    return round(amplitude * math.cos(angle)), round(amplitude * math.sin(angle))


def next_step(now: float) -> float:
    """Seconds until :func:`drift` moves on (a scene's ``wake_in``)."""
    return STEP_SECONDS - (now % STEP_SECONDS)
