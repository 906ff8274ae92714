"""The deal entry: a deal number typed or tapped, a deal line pasted, and what
the engine refuses shown in its own words."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from screen_helpers import open_menu, tap
from ui_helpers import key

from golf_game.engine import Deal, DealFormatError, Mode
from golf_game.scenes.deal_entry import DealEntryScene


def test_a_deal_number_typed_on_the_pad_starts_that_deal(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Hard")
    tap(app, "Deal number")
    assert isinstance(app.stack.top, DealEntryScene)
    for digit in "4071":
        tap(app, digit)
    tap(app, "\u232b")
    tap(app, "Play")
    assert session.game is not None
    assert session.game.hole.deal == Deal.from_seed(407)
    assert session.game.round.mode is Mode.HARD


def test_a_pasted_deal_line_plays_that_deal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    line = Deal.from_seed(99).to_line()
    monkeypatch.setattr("golf_game.scenes.deal_entry.clipboard_text", lambda: f"  {line}\n")
    app, session, _ = open_menu(tmp_path)
    tap(app, "Deal number")
    key(pygame.K_v, pygame.KMOD_CTRL)
    app.step(0)
    key(pygame.K_RETURN)
    app.step(0)
    assert session.game is not None
    assert session.game.hole.deal == Deal.from_seed(99)


@pytest.mark.parametrize(
    "text",
    [
        # 51 cards: the stock is one short.
        Deal.from_seed(1).to_line().rsplit(" ", 1)[0],
        # A duplicate: the waste card again as the last stock card.
        Deal.from_seed(1).to_line().rsplit(" ", 1)[0] + " " + str(Deal.from_seed(1).waste_start),
        "not a deal at all",
    ],
)
def test_a_bad_deal_line_shows_the_engines_message(tmp_path: Path, text: str) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Deal number")
    scene = app.stack.top
    assert isinstance(scene, DealEntryScene)
    assert app.input.text_input
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(0)
    assert scene.text == text
    tap(app, "Play")
    with pytest.raises(DealFormatError) as error:
        Deal.from_line(text)
    assert scene.message.lower() == str(error.value).lower()
    assert app.stack.top is scene
    assert session.game is None
    app.render()


def test_a_deal_number_out_of_range_is_refused(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Deal number")
    scene = app.stack.top
    assert isinstance(scene, DealEntryScene)
    scene.type("99999999999")
    tap(app, "Play")
    assert "0 to" in scene.message
    assert session.game is None


def test_text_is_typed_only_on_the_deal_entry(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path)
    assert not app.input.text_input
    tap(app, "Deal number")
    assert app.input.text_input
    key(pygame.K_ESCAPE)
    app.step(0)
    assert not app.input.text_input
