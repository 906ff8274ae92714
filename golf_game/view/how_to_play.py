"""How to play, as pages of words and drawn example cards.

:func:`pages` gives what each page says and shows, in the current language;
:func:`paint_page` draws a page into a rectangle (title, examples, wrapped
text), so the How to play screen and the kiosk's attract mode show the same
pages.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..engine import Card, Mode
from . import page_words
from .card_examples import CAPTION_LINES, Example, Group, Mark, card_size_for, paint_example
from .layout import CARD_RATIO
from .theme import GOLD, TEXT, Art, wrap


@dataclass(frozen=True)
class Page:
    title: str
    lines: tuple[str, ...]
    examples: tuple[Example, ...] = ()


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_str(token) for token in text.split())


def mode_example(mode: Mode) -> Example:
    if mode is Mode.EASY:
        groups = (
            Group(_cards("QS KH"), (Mark.NONE, Mark.TOP), fan=0.45),
            Group(_cards("AD"), (Mark.FITS,)),
        )
    elif mode is Mode.MEDIUM:
        groups = (
            Group(_cards("KH"), (Mark.TOP,)),
            Group(_cards("AD QC"), (Mark.REFUSED, Mark.FITS)),
        )
    else:
        groups = (
            Group(_cards("KH"), (Mark.TOP,)),
            Group(_cards("QC AD"), (Mark.REFUSED, Mark.REFUSED)),
        )
    return Example(groups, page_words.mode_captions()[mode])


def pages() -> tuple[Page, ...]:
    """How to play's pages, in the current language."""
    aim, modes = page_words.aim(), page_words.modes()
    return (
        Page(
            aim[0],
            aim[1],
            (
                Example(
                    (Group(_cards("7H 8S 7D 6C"), (Mark.NONE,) * 3 + (Mark.TOP,), fan=0.45),),
                    page_words.run_caption(),
                ),
                Example(
                    (
                        Group(_cards("QD"), (Mark.TOP,)),
                        Group(_cards("JC KS TH"), (Mark.FITS, Mark.FITS, Mark.REFUSED)),
                    ),
                    page_words.fit_caption(),
                ),
            ),
        ),
        Page(modes[0], modes[1], tuple(mode_example(mode) for mode in Mode)),
        Page(*page_words.controls()),
        Page(*page_words.score()),
    )


def paint_page(
    surface: pygame.Surface,
    art: Art,
    page: Page,
    rect: pygame.Rect,
    text_px: int,
    four_colour: bool = False,
) -> None:
    """Draw ``page`` in ``rect``: its title, its examples in a row (or a
    column, where the box is tall), then its text, the type made smaller
    until everything fits."""
    px = text_px
    while True:
        font = art.font(px)
        lines = [line for text in page.lines for line in (*wrap(text, font, rect.w), "")]
        line_h = font.get_linesize()
        title_h = round(px * 1.9)
        text_h = len(lines) * line_h
        room = rect.h - title_h - text_h
        if room >= (px * 5 if page.examples else 0) or px <= 10:
            break
        px -= max(1, px // 10)
    title = art.text(page.title, round(px * 1.35), GOLD, bold=True)
    caption_px = max(10, round(px * 0.85))
    examples_h = 0
    card = (0, 0)
    boxes: list[pygame.Rect] = []
    if page.examples:
        room = max(px * 4, room - px)
        stacked = rect.h > rect.w * 1.1 or (len(page.examples) > 2 and rect.w < 30 * px)
        count = len(page.examples)
        # Boxes to size the cards by: one row across, or one example a row.
        if stacked:
            sizing = [pygame.Rect(0, 0, rect.w, room // count - px)] * count
        else:
            sizing = [pygame.Rect(0, 0, rect.w // count - px, room - px)] * count
        # One card size for every example of the page, no taller than eleven lines of type.
        fits = min(
            card_size_for(example, box, caption_px)
            for example, box in zip(page.examples, sizing, strict=True)
        )
        card = fits if fits[1] <= px * 11 else (round(px * 11 / CARD_RATIO), px * 11)
        card_h = card[1]
        per_example = round(card_h * 1.15) + round(caption_px * CAPTION_LINES)
        if stacked:
            boxes = [
                pygame.Rect(rect.x, n * (per_example + px), rect.w, per_example)
                for n in range(count)
            ]
            examples_h = count * (per_example + px)
        else:
            each = rect.w // count
            boxes = [
                pygame.Rect(rect.x + n * each + px // 2, 0, each - px, per_example)
                for n in range(count)
            ]
            examples_h = per_example + px
    # Everything centred in the height the page has.
    y = rect.y + max(0, (rect.h - title_h - examples_h - text_h) // 2)
    surface.blit(title, title.get_rect(midtop=(rect.centerx, y)))
    y += title_h
    for example, box in zip(page.examples, boxes, strict=True):
        paint_example(surface, art, example, box.move(0, y), caption_px, four_colour, card)
    y += examples_h
    for line in lines:
        if line:
            img = art.text(line, px, TEXT)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += line_h
