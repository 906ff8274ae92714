"""Moving things painted over the table: card flights and confetti."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from ..engine import Card
from .board import paint_card, sprite_bounds
from .layout import Layout
from .theme import Art
from .tween import Tween, lerp_point, shake


@dataclass
class Flight:
    """A card travelling from ``start`` to ``end`` (top-left corners).

    ``flip`` turns it over on the way: ``+1`` back to face, ``-1`` face to back.
    ``wobble`` shakes it in place instead (start == end): "that card cannot go".
    """

    card: Card
    start: tuple[int, int]
    end: tuple[int, int]
    tween: Tween
    flip: int = 0
    wobble: bool = False
    lifted: bool = False

    def rect(self, layout: Layout) -> pygame.Rect:
        t = self.tween.value
        x, y = lerp_point(self.start, self.end, t)
        if self.wobble:
            x += round(shake(self.tween.raw) * layout.card_w * 0.09)
        return pygame.Rect(x, y, layout.card_w, layout.card_h)

    def bounds(self, layout: Layout) -> pygame.Rect:
        return sprite_bounds(layout, self.rect(layout), self.lifted)

    def paint(
        self, surface: pygame.Surface, *, art: Art, layout: Layout, four_colour: bool
    ) -> None:
        rect = self.rect(layout)
        face_up = True
        if self.flip:
            t = self.tween.raw
            face_up = (t >= 0.5) == (self.flip > 0)
            width = max(1, round(layout.card_w * abs(math.cos(math.pi * t))))
            if width < layout.card_w:
                image = (
                    art.back(layout.card_w, layout.card_h)
                    if not face_up
                    else art.face(self.card, layout.card_w, layout.card_h, four_colour)
                )
                squeezed = pygame.transform.scale(image, (width, layout.card_h))
                surface.blit(squeezed, squeezed.get_rect(center=rect.center))
                return
        paint_card(
            surface,
            art,
            layout,
            self.card if face_up else None,
            rect,
            four_colour,
            lifted=self.lifted,
        )


CONFETTI_COLOURS = ((255, 205, 60), (235, 70, 90), (90, 200, 255), (140, 230, 120), (250, 250, 245))


@dataclass
class Confetti:
    """A burst of paper bits from the waste: the win celebration."""

    origin: tuple[int, int]
    scale: float
    seed: int = 9
    count: int = 90
    duration: float = 2.4
    elapsed: float = 0.0

    def __post_init__(self) -> None:
        # A private generator, so the same moment always draws the same picture.
        rng = random.Random(self.seed)
        self._bits = [
            (
                rng.uniform(-1.0, 1.0) * self.scale * 1.6,
                -rng.uniform(0.9, 2.1) * self.scale,
                rng.choice(CONFETTI_COLOURS),
                rng.uniform(0.35, 1.0),
            )
            for _ in range(self.count)
        ]

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def advance(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + dt)

    def finish(self) -> None:
        self.elapsed = self.duration

    def pieces(self) -> list[tuple[pygame.Rect, tuple[int, int, int]]]:
        if self.done:
            return []
        t = self.elapsed
        gravity = self.scale * 2.2
        size = max(3, round(self.scale * 0.018))
        out = []
        for vx, vy, colour, spin in self._bits:
            x = self.origin[0] + vx * t
            y = self.origin[1] + vy * t + 0.5 * gravity * t * t
            height = max(1, round(size * abs(math.cos(t * 9 * spin))))
            out.append((pygame.Rect(round(x), round(y), size, height), colour))
        return out
