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
from golf_game.view import words


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
        "not, a deal, at all",
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
    assert scene.message == words.DEAL_NUMBER_RULE
    assert session.game is None


@pytest.mark.parametrize("text", ["12a", "-5", "3.5", "2147483648", "seven"])
def test_what_is_not_a_deal_number_gets_the_plain_rule(tmp_path: Path, text: str) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Deal number")
    scene = app.stack.top
    assert isinstance(scene, DealEntryScene)
    scene.type(text)
    tap(app, "Play")
    assert scene.message == "A deal number is a whole number from 0 to 2147483647"
    assert session.game is None and scene.text == text  # nothing typed is lost


def test_the_error_shows_under_the_field_not_at_the_foot(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path, size=(1280, 800))
    tap(app, "Deal number")
    scene = app.stack.top
    assert isinstance(scene, DealEntryScene)
    quiet = app.render()
    scene.type("x")
    tap(app, "Play")
    shown = app.render()
    assert scene.error_rect.top == scene.field.bottom
    changed = [
        y
        for y in range(0, 800, 2)
        if any(quiet.get_at((x, y)) != shown.get_at((x, y)) for x in range(0, 1280, 4))
    ]
    below = scene.error_rect.bottom
    # Only the field (its text) and the line under it changed.
    assert changed and min(changed) >= scene.field.top and max(changed) <= below


def test_the_usual_editing_keys_move_and_delete(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path)
    tap(app, "Deal number")
    scene = app.stack.top
    assert isinstance(scene, DealEntryScene)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="1234"))
    app.step(0)
    for pressed in (pygame.K_LEFT, pygame.K_LEFT, pygame.K_BACKSPACE):
        key(pressed)
        app.step(0)
    assert (scene.text, scene.cursor) == ("134", 1)
    key(pygame.K_DELETE)
    app.step(0)
    assert (scene.text, scene.cursor) == ("14", 1)
    key(pygame.K_HOME)
    app.step(0)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="9"))
    app.step(0)
    assert (scene.text, scene.cursor) == ("914", 1)
    key(pygame.K_END)
    app.step(0)
    key(pygame.K_RIGHT)  # already at the end: it stays
    app.step(0)
    tap(app, "0")
    assert (scene.text, scene.cursor) == ("9140", 4)
    key(pygame.K_HOME)
    app.step(0)
    key(pygame.K_LEFT)
    app.step(0)
    key(pygame.K_BACKSPACE)  # nothing before the cursor
    app.step(0)
    assert (scene.text, scene.cursor) == ("9140", 0)
    app.render()


def test_paste_goes_in_at_the_cursor(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("golf_game.scenes.deal_entry.clipboard_text", lambda: "56\n")
    app, _, _ = open_menu(tmp_path)
    tap(app, "Deal number")
    scene = app.stack.top
    assert isinstance(scene, DealEntryScene)
    scene.type("1278")
    scene.move_cursor(2)
    key(pygame.K_v, pygame.KMOD_CTRL)
    app.step(0)
    assert (scene.text, scene.cursor) == ("125678", 4)


def test_a_long_line_shows_the_part_round_the_cursor(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path, size=(800, 600))
    tap(app, "Deal number")
    scene = app.stack.top
    assert isinstance(scene, DealEntryScene)
    line = Deal.from_seed(3).to_line()
    scene.type(line)
    scene.move_cursor(len(line) // 2)
    font = app.context.art.font(scene.metrics.text_px, bold=True)
    before, after = scene._visible(font, scene.field.w // 2)
    assert before.startswith("\u2026") and after.endswith("\u2026")
    assert line[: len(line) // 2].endswith(before[1:]) and line[len(line) // 2 :].startswith(
        after[:-1]
    )
    app.render()


def test_text_is_typed_only_on_the_deal_entry(tmp_path: Path) -> None:
    app, _, _ = open_menu(tmp_path)
    assert not app.input.text_input
    tap(app, "Deal number")
    assert app.input.text_input
    key(pygame.K_ESCAPE)
    app.step(0)
    assert not app.input.text_input
