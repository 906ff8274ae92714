"""Colours, fonts, card faces and the felt, drawn in code and cached per size.

Everything is drawn at the real pixel size it is shown at, so it stays crisp
from a small window to 4K. Rounded shapes are drawn at twice the size and
scaled down, which smooths their edges.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Hashable
from pathlib import Path

import pygame

from ..assets import BOLD_FONT, REGULAR_FONT
from ..engine import Card, Suit, rank_label
from ..saved.limits import shorten

log = logging.getLogger(__name__)

Colour = tuple[int, int, int]

FELT_CENTRE: Colour = (46, 125, 79)
FELT_EDGE: Colour = (18, 72, 42)
CARD_FACE: Colour = (252, 251, 246)
CARD_EDGE: Colour = (160, 160, 150)
RED: Colour = (200, 22, 46)
BLACK: Colour = (26, 26, 30)
BLUE: Colour = (26, 88, 190)
GREEN: Colour = (20, 122, 52)
BACK: Colour = (28, 58, 130)
BACK_LINE: Colour = (70, 110, 190)
TEXT: Colour = (244, 241, 228)
TEXT_DIM: Colour = (180, 210, 190)
GOLD: Colour = (255, 205, 60)
HINT: Colour = (90, 220, 255)
WARN: Colour = (255, 150, 120)
BUTTON: Colour = (244, 239, 225)
BUTTON_TEXT: Colour = (24, 60, 38)
PANEL: Colour = (12, 40, 24)
CONTRAST_FELT_CENTRE: Colour = (14, 40, 24)
CONTRAST_FELT_EDGE: Colour = (0, 8, 4)
"""The high-contrast table: near-black felt, so cards and words stand out."""
CONTRAST_CARD_EDGE: Colour = (0, 0, 0)
CONTRAST_TEXT: dict[Colour, Colour] = {
    TEXT: (255, 255, 255),
    TEXT_DIM: (255, 255, 255),
    GOLD: (255, 222, 90),
    HINT: (140, 235, 255),
    WARN: (255, 182, 160),
    BUTTON_TEXT: (0, 0, 0),
}
"""What the words of the table, the HUD and the buttons become in high
contrast: white on the darker felt, black on the buttons."""

SUPERSAMPLE = 2
FELT_STEP = 4
"""Table pixels per stored felt pixel: the felt is a smooth gradient, so a copy
at a quarter of the size, scaled up where painted, looks the same."""
TEXT_CACHE_PIXELS = 1_500_000
"""Rendered lines kept, in pixels (about 6 MB): a screen's words and more."""
MAX_LINE_CHARS = 300
"""Longest line of text drawn; longer ones are cut (the longest wording is
about 120 characters)."""
FITTED_MIN_PX = 9
"""The smallest type :meth:`Art.fitted_text` shrinks a label to."""
CARD_CACHE_SCREENS = 2.5
"""Card images kept, in screens' worth of pixels: a deck at the hole's card
size is about 1.8 screens (14 MB at 1080p, 58 MB at 4K), so one deck and a
part of another (the "Large cards" size, the result screen's). Two whole
decks at 4K size, as before, kept 27 MB of cards at 1080p."""
CARD_CACHE_FLOOR = 1_000_000
"""The budget of a small window, in pixels (4 MB)."""
SHAPE_CACHE_PIXELS = 2_000_000
"""Plates, glows and outlines kept, in pixels (about 8 MB; the panels,
most of the screen, are painted from a corner square and a tile)."""
FONT_CACHE_SIZE = 24
"""Fonts kept (each about 180 KB), the least recently used going first."""
PLATE_TILE = 256
"""Side of the tile a plate's inside is painted with (256 KB)."""


class SizedCache:
    """Surfaces by key, at most ``budget`` pixels of them: the least recently
    used go first. (Emptied whole when full, as it was, a cache had to be
    big enough for every surface a screen shows at once, or it was emptied
    and filled again every frame; so it kept the surfaces of screens long
    gone too: 14 MB of text in a 1080p kiosk soak.)"""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.pixels = 0
        self._surfaces: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._surfaces)

    def get(self, key: Hashable) -> pygame.Surface | None:
        surface = self._surfaces.get(key)
        if surface is not None:
            self._surfaces.move_to_end(key)
        return surface

    def put(self, key: Hashable, surface: pygame.Surface) -> None:
        old = self._surfaces.pop(key, None)
        if old is not None:
            self.pixels -= _area(old)
        self._surfaces[key] = surface
        self.pixels += _area(surface)
        while self.pixels > self.budget and len(self._surfaces) > 1:
            _, gone = self._surfaces.popitem(last=False)
            self.pixels -= _area(gone)

    def clear(self) -> None:
        self._surfaces.clear()
        self.pixels = 0


def _area(surface: pygame.Surface) -> int:
    w, h = surface.get_size()
    return w * h


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` (a single long word stays whole)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and font.size(candidate)[0] > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def shadow_drop(h: int) -> int:
    """How far a resting card's shadow falls below it."""
    return max(1, round(h * 0.015))


def suit_colour(suit: Suit, four_colour: bool) -> Colour:
    if four_colour:
        return {Suit.SPADES: BLACK, Suit.HEARTS: RED, Suit.DIAMONDS: BLUE, Suit.CLUBS: GREEN}[suit]
    return RED if suit.is_red else BLACK


def rounded(
    size: tuple[int, int],
    colour: Colour,
    radius: float,
    border: Colour | None = None,
    alpha: int = 255,
) -> pygame.Surface:
    """A rounded rectangle with smooth edges (drawn large, scaled down).
    A window squeezed to a sliver asks for sizes below 1: it gets 1."""
    w, h = max(1, size[0]), max(1, size[1])
    big = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE), pygame.SRCALPHA)
    r = round(radius * SUPERSAMPLE)
    rect = big.get_rect()
    if border is not None:
        pygame.draw.rect(big, (*border, alpha), rect, border_radius=r)
        rect = rect.inflate(-2 * SUPERSAMPLE, -2 * SUPERSAMPLE)
        r = max(0, r - SUPERSAMPLE)
    pygame.draw.rect(big, (*colour, alpha), rect, border_radius=r)
    return pygame.transform.smoothscale(big, (w, h))


def _card_budget() -> int:
    """:data:`CARD_CACHE_SCREENS` of the window's pixels, at least the floor."""
    window = pygame.display.get_surface()
    w, h = window.get_size() if window is not None else (0, 0)
    return max(CARD_CACHE_FLOOR, round(CARD_CACHE_SCREENS * w * h))


def _fast(surface: pygame.Surface) -> pygame.Surface:
    """The display's pixel format, so blits take SDL's fast path (several times quicker)."""
    if pygame.display.get_surface() is None:
        return surface
    return surface.convert_alpha()


class Art:
    """Fonts and pictures, made on first use and cached by size."""

    def __init__(self, regular: Path | None = None, bold: Path | None = None) -> None:
        pygame.font.init()
        # The bundled fonts, looked up now (not when the module loaded), so a
        # test can point them at a missing file.
        self._paths = {False: regular or REGULAR_FONT, True: bold or BOLD_FONT}
        self._fonts: OrderedDict[tuple[int, bool], pygame.font.Font] = OrderedDict()
        self._cards = SizedCache(CARD_CACHE_FLOOR)
        self._shapes = SizedCache(SHAPE_CACHE_PIXELS)
        self._felt: pygame.Surface | None = None
        self._texts = SizedCache(TEXT_CACHE_PIXELS)
        self.high_contrast = False
        self.suit_glyphs = all(path.is_file() for path in self._paths.values())
        for path in self._paths.values():
            if not path.is_file():
                log.warning("font %s is missing: using pygame's default font", path)

    def set_high_contrast(self, on: bool) -> None:
        """High contrast (dark felt, black card edges, white words) on or off."""
        if on != self.high_contrast:
            self.high_contrast = on
            self._felt = None
            self._cards.clear()

    # --- text -------------------------------------------------------------------

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        key = (max(6, px), bold)
        font = self._fonts.get(key)
        if font is not None:
            self._fonts.move_to_end(key)
            return font
        path = self._paths[bold]
        try:
            font = pygame.font.Font(path, key[0])
        except (OSError, FileNotFoundError, pygame.error):
            font = pygame.font.Font(None, round(key[0] * 1.3))
            font.bold = bold
        self._fonts[key] = font
        if len(self._fonts) > FONT_CACHE_SIZE:
            self._fonts.popitem(last=False)
        return font

    def text(self, text: str, px: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        """Rendered text, cached: the HUD repaints the same words again and again."""
        # One line is never a page: a damaged file's 8 million characters would
        # cost gigabytes as one surface (or crash the font library).
        text = shorten(text, MAX_LINE_CHARS)
        if self.high_contrast:
            colour = CONTRAST_TEXT.get(colour, colour)
        key = (text, px, colour, bold)
        image = self._texts.get(key)
        if image is None:
            image = self.font(px, bold).render(text, True, colour)
            self._texts.put(key, image)
        return image

    def fitted_text(
        self, text: str, px: int, colour: Colour, width: int, bold: bool = False
    ) -> pygame.Surface:
        """:meth:`text` made smaller (down to 9 px) until it is no wider than
        ``width``: a longer language's label stays on its button."""
        image = self.text(text, px, colour, bold)
        if image.get_width() > width > 0 and px > FITTED_MIN_PX:
            smaller = max(FITTED_MIN_PX, px * width // image.get_width())
            image = self.text(text, smaller, colour, bold)
            while image.get_width() > width and smaller > FITTED_MIN_PX:
                smaller -= 1
                image = self.text(text, smaller, colour, bold)
        return image

    def suit_symbol(self, suit: Suit) -> str:
        # The default font has no suit glyphs: fall back to the letter.
        return suit.symbol if self.suit_glyphs else suit.value

    def card_label(self, card: Card) -> str:
        return rank_label(card.rank) + self.suit_symbol(card.suit)

    # --- cards --------------------------------------------------------------------

    def card(self, card: Card | None, w: int, h: int, four_colour: bool = False) -> pygame.Surface:
        """A card (``None``: its back) with its shadow baked in, face at (0, 0).

        One blit per card instead of two: at 4K each alpha blit of a card costs
        about a tenth of a millisecond, and a frame of the deal paints dozens.
        """
        key = (card, w, h, four_colour)
        surface = self._cards.get(key)
        if surface is None:
            image = (
                self._draw_back(w, h) if card is None else self._draw_face(card, w, h, four_colour)
            )
            drop = shadow_drop(h)
            surface = pygame.Surface((w + drop, h + drop), pygame.SRCALPHA)
            surface.blit(rounded((w, h), (0, 0, 0), w * 0.08, alpha=70), (drop // 2, drop))
            surface.blit(image, (0, 0))
            surface = _fast(surface)
            self._cards.budget = _card_budget()
            self._cards.put(key, surface)
        return surface

    def face(self, card: Card, w: int, h: int, four_colour: bool = False) -> pygame.Surface:
        return self.card(card, w, h, four_colour).subsurface((0, 0, w, h))

    def back(self, w: int, h: int) -> pygame.Surface:
        return self.card(None, w, h).subsurface((0, 0, w, h))

    def _draw_face(self, card: Card, w: int, h: int, four_colour: bool) -> pygame.Surface:
        edge = CONTRAST_CARD_EDGE if self.high_contrast else CARD_EDGE
        surface = rounded((w, h), CARD_FACE, w * 0.08, border=edge)
        colour = suit_colour(card.suit, four_colour)
        rank = rank_label(card.rank)
        symbol = self.suit_symbol(card.suit)
        pad = max(2, round(w * 0.07))
        # The corner index must fit the strip a covered card shows (27% of h).
        index_px = max(8, round(h * 0.17))
        rank_img = self.text(rank, index_px, colour, bold=True)
        suit_img = self.text(symbol, round(index_px * 0.95), colour)
        top = max(1, round(h * 0.025))
        surface.blit(rank_img, (pad, top))
        surface.blit(suit_img, (pad + rank_img.get_width() + max(1, pad // 3), top))
        corner_suit = self.text(symbol, round(index_px * 0.95), colour)
        surface.blit(corner_suit, (w - pad - corner_suit.get_width(), top))
        # The middle: a big suit for number cards, the letter for court cards,
        # kept below 45% of the height so the strip a covered card shows is clean.
        if card.rank > 10:
            big = self.text(rank, round(h * 0.36), colour, bold=True)
        else:
            big = self.text(symbol, round(h * (0.44 if card.rank == 1 else 0.38)), colour)
        surface.blit(big, big.get_rect(center=(w // 2, round(h * 0.63))))
        # The index upside down in the other corner, as on a printed card.
        index = pygame.Surface(
            (rank_img.get_width() + suit_img.get_width() + pad, rank_img.get_height()),
            pygame.SRCALPHA,
        )
        index.blit(rank_img, (0, 0))
        index.blit(suit_img, (rank_img.get_width() + max(1, pad // 3), 0))
        flipped = pygame.transform.rotate(index, 180)
        surface.blit(flipped, (w - pad - flipped.get_width(), h - top - flipped.get_height()))
        return surface

    def _draw_back(self, w: int, h: int) -> pygame.Surface:
        surface = rounded((w, h), CARD_FACE, w * 0.08, border=CARD_EDGE)
        inset = max(2, round(w * 0.07))
        inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
        panel = rounded(inner.size, BACK, w * 0.05)
        lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(4, round(w * 0.11))
        width = max(1, round(w * 0.012))
        for x in range(-inner.h, inner.w + inner.h, step):
            pygame.draw.line(lattice, (*BACK_LINE, 255), (x, 0), (x + inner.h, inner.h), width)
            pygame.draw.line(lattice, (*BACK_LINE, 255), (x, inner.h), (x + inner.h, 0), width)
        # Keep the lattice inside the panel's rounded corners.
        lattice.blit(panel, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        panel.blit(lattice, (0, 0))
        surface.blit(panel, inner)
        return surface

    def shape(
        self,
        kind: str,
        size: tuple[int, int],
        colour: Colour,
        alpha: int,
        radius: float,
        width: int = 0,
    ) -> pygame.Surface:
        """A cached rounded plate (``width`` 0) or outline: shadows, glows, slots."""
        key = (kind, size, colour, alpha, round(radius), width)
        surface = self._shapes.get(key)
        if surface is None:
            if width == 0:
                surface = rounded(size, colour, radius, alpha=alpha)
            else:
                w, h = max(1, size[0]), max(1, size[1])
                big = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE), pygame.SRCALPHA)
                pygame.draw.rect(
                    big,
                    (*colour, alpha),
                    big.get_rect(),
                    width=width * SUPERSAMPLE,
                    border_radius=round(radius * SUPERSAMPLE),
                )
                surface = pygame.transform.smoothscale(big, (w, h))
            surface = _fast(surface)
            self._shapes.put(key, surface)
        return surface

    def plate(
        self, surface: pygame.Surface, rect: pygame.Rect, colour: Colour, alpha: int, radius: float
    ) -> None:
        """Paint the rounded plate :meth:`shape` gives (``width`` 0) into
        ``rect`` of ``surface``, pixel for pixel, without keeping one the
        plate's size: its corners come from a small cached rounded square,
        its inside and edges (one colour) from a cached tile. An overlay's
        panel is most of the screen: cached whole, one per overlay, panels
        took 18 MB of the shape cache in a 1080p kiosk soak."""
        # The corner's circle, in screen pixels, as rounded() draws it.
        corner = -(-round(radius * SUPERSAMPLE) // SUPERSAMPLE)
        if corner < 1 or 2 * corner > min(rect.w, rect.h):
            surface.blit(self.shape("plate", rect.size, colour, alpha, radius), rect)
            return
        square = self.shape("plate corners", (2 * corner, 2 * corner), colour, alpha, radius)
        far_x, far_y = rect.right - corner, rect.bottom - corner
        for x, y in ((0, 0), (corner, 0), (0, corner), (corner, corner)):
            spot = (far_x if x else rect.x, far_y if y else rect.y)
            surface.blit(square, spot, (x, y, corner, corner))
        tile = self._plate_tile(colour, alpha)
        for area in (
            pygame.Rect(rect.x + corner, rect.y, rect.w - 2 * corner, corner),
            pygame.Rect(rect.x, rect.y + corner, rect.w, rect.h - 2 * corner),
            pygame.Rect(rect.x + corner, far_y, rect.w - 2 * corner, corner),
        ):
            for y in range(area.y, area.bottom, PLATE_TILE):
                for x in range(area.x, area.right, PLATE_TILE):
                    piece = (
                        0,
                        0,
                        min(PLATE_TILE, area.right - x),
                        min(PLATE_TILE, area.bottom - y),
                    )
                    surface.blit(tile, (x, y), piece)

    def _plate_tile(self, colour: Colour, alpha: int) -> pygame.Surface:
        key = ("plate tile", colour, alpha)
        tile = self._shapes.get(key)
        if tile is None:
            tile = pygame.Surface((PLATE_TILE, PLATE_TILE), pygame.SRCALPHA)
            tile.fill((*colour, alpha))
            tile = _fast(tile)
            self._shapes.put(key, tile)
        return tile

    @staticmethod
    def veil(surface: pygame.Surface, alpha: int, area: pygame.Rect | None = None) -> None:
        """Darken ``area`` of ``surface`` (all of it by default) as a sheet of
        black at ``alpha`` laid over it would: a multiply, so no window-sized
        sheet is kept (they were cached per size and alpha: 8 MB each at
        1080p, three of them in a kiosk soak, 33 MB each at 4K)."""
        keep = 255 - alpha
        surface.fill((keep, keep, keep), area, special_flags=pygame.BLEND_RGB_MULT)

    # --- the table ------------------------------------------------------------------

    def paint_felt(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Paint the felt of a table the size of ``surface`` into ``area``.

        The felt is kept at 1/FELT_STEP of the table's size and scaled up pixel
        by pixel where it is needed: screen pixel (x, y) always takes felt pixel
        (x // FELT_STEP, y // FELT_STEP), so areas painted at different times
        meet without a seam."""
        small = self._small_felt(surface.get_size())
        step = FELT_STEP
        left, top = area.x // step, area.y // step
        right, bottom = -(-area.right // step), -(-area.bottom // step)
        piece = pygame.Rect(left, top, right - left, bottom - top).clip(small.get_rect())
        if not piece.w or not piece.h:
            return
        big = pygame.transform.scale(small.subsurface(piece), (piece.w * step, piece.h * step))
        origin = (piece.x * step, piece.y * step)
        surface.blit(big, area.topleft, area.move(-origin[0], -origin[1]))

    def _small_felt(self, size: tuple[int, int]) -> pygame.Surface:
        """Green baize, lighter in the middle: a tiny gradient scaled up smoothly
        to 1/FELT_STEP of the table (a full-size copy would take 32 MB at 4K)."""
        w, h = size
        small_size = (-(-w // FELT_STEP), -(-h // FELT_STEP))
        if self._felt is not None and self._felt.get_size() == small_size:
            return self._felt
        centre, edge = (
            (CONTRAST_FELT_CENTRE, CONTRAST_FELT_EDGE)
            if self.high_contrast
            else (FELT_CENTRE, FELT_EDGE)
        )
        # A 32-pixel-wide sketch is enough for so smooth a gradient, and its
        # per-pixel Python loop runs at start-up, before the first frame.
        sw, sh = 32, max(2, round(32 * h / max(1, w)))
        gradient = pygame.Surface((sw, sh))
        for y in range(sh):
            for x in range(sw):
                dx = (x + 0.5) / sw - 0.5
                dy = ((y + 0.5) / sh - 0.45) * (sh / sw)
                t = min(1.0, (dx * dx + dy * dy) ** 0.5 * 1.5)
                t = t * t
                gradient.set_at(
                    (x, y), tuple(round(c + (e - c) * t) for c, e in zip(centre, edge, strict=True))
                )
        felt = pygame.transform.smoothscale(gradient, small_size)
        self._felt = felt.convert() if pygame.display.get_surface() is not None else felt
        return self._felt
