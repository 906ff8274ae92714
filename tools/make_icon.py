"""Draw the game's icon into assets/desktop/ as PNGs of several sizes (pygame).

Run: python tools/make_icon.py
A rounded tile of the game's felt with two of its own cards on it, a back
and the Ace of spades, leaning apart. The cards come from the game's drawing
code (golf_game.view.theme), so the icon matches the table. Drawn once large
and scaled down to each size, so small sizes stay smooth.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from golf_game.desktop import ICON_SIZES
from golf_game.engine import Card
from golf_game.view.theme import FELT_CENTRE, FELT_EDGE, Art, rounded

OUT = Path(__file__).resolve().parent.parent / "assets" / "desktop"
MASTER = 1024


def tile(size: int) -> pygame.Surface:
    """The felt: a rounded square, lighter in the middle."""
    surface = rounded((size, size), FELT_EDGE, size * 0.18)
    inner = round(size * 0.06)
    surface.blit(rounded((size - 2 * inner,) * 2, FELT_CENTRE, size * 0.14), (inner, inner))
    return surface


def draw_icon(size: int) -> pygame.Surface:
    art = Art()
    card_w, card_h = round(size * 0.44), round(size * 0.62)
    picture = tile(size)
    for card, angle, dx in ((None, 14.0, -0.13), (Card.from_str("AS"), -10.0, 0.11)):
        image = art.card(card, card_w, card_h)
        turned = pygame.transform.rotozoom(image, angle, 1.0)
        centre = (round(size * (0.5 + dx)), round(size * 0.52))
        picture.blit(turned, turned.get_rect(center=centre))
    return picture


def main() -> None:
    pygame.font.init()
    OUT.mkdir(parents=True, exist_ok=True)
    master = draw_icon(MASTER)
    for size in ICON_SIZES:
        path = OUT / f"golf-game-{size}.png"
        pygame.image.save(pygame.transform.smoothscale(master, (size, size)), str(path))
        print(f"wrote {path} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
