"""The focus ring: every screen played with the arrows and Confirm alone."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest
from focus_helpers import PAD, focus_to, key_press, pad_press, play_hole_with, walk_to
from kiosk_helpers import FakeClock
from screen_helpers import open_menu
from ui_helpers import HookLog, make_app, settle, start_hole

from golf_game.actions import Command
from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode, Move
from golf_game.gamepad import REPEAT_DELAY, REPEAT_EVERY
from golf_game.saved.settings import Settings
from golf_game.scenes.focus import (
    RING_OUTER,
    STOCK,
    HoleFocus,
    hole_unit,
    ring_width,
    step,
    suggestion,
)
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.panel import PanelScene
from golf_game.scenes.pause import PauseScene
from golf_game.view import speech
from golf_game.view.layout import Button, compute_layout


@pytest.fixture
def app() -> App:
    return make_app()


def ring_pixels(app: App, rect: pygame.Rect, unit: int) -> int:
    """How many pixels of the ring's white show along ``rect``'s top edge."""
    picture = app.render()
    y = rect.top - ring_width(unit) * 3 // 2
    return sum(picture.get_at((x, y))[:3] == RING_OUTER for x in range(rect.left, rect.right))


@pytest.mark.parametrize("press", [key_press, pad_press], ids=["keys", "controller"])
def test_a_hole_is_played_to_its_end_with_directions_and_confirm_alone(
    app: App, press: object
) -> None:
    log = HookLog()
    scene = start_hole(app, hooks=log.hooks())
    moves = play_hole_with(app, scene, press)  # type: ignore[arg-type]
    assert scene.hole.is_over and moves == scene.hole.moves_made > 0
    settle(app)
    assert log.calls[-1] == "over"


def test_the_ring_starts_on_the_first_playable_card_or_the_hints(app: App) -> None:
    scene = start_hole(app)
    assert scene.focus.name is None
    hole, layout = scene.hole, scene.layout
    first = scene.hole.legal_moves()[0]
    expected = STOCK if first.is_draw else first.column
    assert scene.focus.current(hole, layout).name == expected
    # A fresh focus with a suggestion starts there instead, even on a draw.
    other = HoleFocus()
    assert other.current(hole, layout, STOCK).name == STOCK
    assert suggestion(None) is None


def test_the_ring_shows_after_the_first_arrow_and_a_tap_hides_it(app: App) -> None:
    scene = start_hole(app)
    target = scene.focus.current(scene.hole, scene.layout)
    assert target is not None
    assert ring_pixels(app, target.rect, hole_unit(scene.layout)) == 0
    key_press(Command.RIGHT)  # shows the ring where it starts, does not move it
    app.step(0)
    assert scene.focus.current(scene.hole, scene.layout) == target
    assert ring_pixels(app, target.rect, hole_unit(scene.layout)) > target.rect.w // 2
    key_press(Command.RIGHT)
    app.step(0)
    moved = scene.focus.current(scene.hole, scene.layout)
    assert moved is not None and moved.rect.x > target.rect.x
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(2, 2), button=1, touch=False))
    app.step(0)
    assert not app.context.focus.shown
    assert ring_pixels(app, moved.rect, hole_unit(scene.layout)) == 0


def test_the_order_is_columns_then_stock_then_buttons() -> None:
    hole = Hole(Deal.from_seed(7), Mode.MEDIUM)
    layout = compute_layout((1280, 800))
    names = [t.name for t in HoleFocus().targets(hole, layout)]
    assert names[:8] == [0, 1, 2, 3, 4, 5, 6, STOCK]
    assert names[8:] == list(layout.buttons)
    # An emptied column is no target; the focus on it moves to a playable card.
    too_small = compute_layout((300, 200))
    assert HoleFocus().current(hole, too_small) is None


def test_confirm_on_a_button_presses_it(app: App) -> None:
    scene = start_hole(app)
    scene.focus.name = Button.PAUSE
    key_press(Command.CONFIRM)
    app.step(0)
    assert isinstance(app.stack.top, PauseScene)


def test_an_illegal_card_is_refused_not_played(app: App) -> None:
    scene = start_hole(app)
    legal = {m.column for m in scene.hole.legal_moves()}
    refused = next(c for c in range(7) if c not in legal)
    scene.focus.name = refused
    key_press(Command.CONFIRM)
    app.step(0)
    assert scene.hole.moves_made == 0
    assert scene.message.startswith(scene.message[:1].upper())
    assert Move.play(refused) not in scene.hole.legal_moves()


def test_step_goes_the_nearest_way_and_stays_at_the_edge() -> None:
    row = [pygame.Rect(x * 100, 0, 80, 40) for x in range(3)]
    below = pygame.Rect(90, 100, 80, 40)
    rects = [*row, below]
    assert step(rects, 0, Command.RIGHT) == 1
    assert step(rects, 0, Command.LEFT) == 0
    assert step(rects, 2, Command.DOWN) == 3
    assert step(rects, 3, Command.UP) == 1
    assert step(rects, 3, Command.NEXT) == 0


@pytest.mark.parametrize("press", [key_press, pad_press], ids=["keys", "controller"])
def test_a_menu_round_trip_with_directions_confirm_and_back(tmp_path: Path, press: object) -> None:
    app, session, menu = open_menu(tmp_path)
    walk_to(app, "Settings", press)
    press(Command.CONFIRM)  # type: ignore[operator]
    app.step(0)
    settings = app.stack.top
    assert isinstance(settings, PanelScene) and settings is not menu
    assert settings.focus is not None  # the ring came along to the new screen
    press(Command.PAUSE)  # type: ignore[operator]  # Back
    app.step(0)
    assert app.stack.top is menu
    walk_to(app, "Start", press)
    press(Command.CONFIRM)  # type: ignore[operator]
    app.step(0)
    hole = app.stack.top
    assert isinstance(hole, HoleScene)
    press(Command.PAUSE)  # type: ignore[operator]  # Back in a hole pauses
    app.step(0)
    assert isinstance(app.stack.top, PauseScene)
    walk_to(app, "Menu", press)
    press(Command.CONFIRM)  # type: ignore[operator]
    app.step(0)
    assert isinstance(app.stack.top, MenuScene)
    assert session.saved is not None  # the game waits under Continue


def test_an_arcade_start_button_starts_from_the_menu(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_5, mod=0, unicode="5"))
    app.step(0)
    assert isinstance(app.stack.top, HoleScene)
    assert session.game is not None


def test_the_ring_stays_on_a_button_whose_label_changes(app: App) -> None:
    start_hole(app)
    key_press(Command.PAUSE)
    app.step(0)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    key_press(Command.DOWN)  # shows the ring on Resume
    key_press(Command.DOWN)
    app.step(0)
    assert pause.focus == "Sound: off"
    key_press(Command.CONFIRM)
    app.step(0)
    assert pause.focus == "Sound: on"  # the same button, its new label
    app.context.focus.shown = False


@pytest.mark.parametrize("press", [key_press, pad_press], ids=["keys", "controller"])
def test_a_nine_hole_round_with_directions_and_confirm_alone(tmp_path: Path, press: object) -> None:
    app, session, _ = open_menu(tmp_path)
    walk_to(app, "9 holes", press)
    press(Command.CONFIRM)  # type: ignore[operator]
    walk_to(app, "Start", press)
    press(Command.CONFIRM)  # type: ignore[operator]
    app.step(0)
    played: list[HoleScene] = []
    for _ in range(200):
        top = app.stack.top
        game = session.game
        assert game is not None
        if game.round.is_complete and not isinstance(top, HoleScene):
            break
        if isinstance(top, HoleScene) and not top.hole.is_over:
            play_hole_with(app, top, press)  # type: ignore[arg-type]
            played.append(top)
            settle(app)
        else:
            press(Command.CONFIRM)  # type: ignore[operator]  # the result's Next, the card's Next
            app.step(0)
            settle(app)
    assert len(played) == 9
    assert session.game is not None and session.game.round.is_complete


HELD = {
    "keys": (
        pygame.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""),
        pygame.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0),
    ),
    "controller": (
        pygame.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=PAD[Command.RIGHT]),
        pygame.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=PAD[Command.RIGHT]),
    ),
}


@pytest.mark.parametrize("device", list(HELD))
def test_a_held_arrow_or_d_pad_repeats_at_the_same_delay_and_rate(device: str) -> None:
    clock = FakeClock()
    app = App(Settings(sound=False), size=(1280, 800), clock=clock)
    pygame.event.clear()
    scene = start_hole(app)
    down, up = HELD[device]

    def column() -> object:
        target = scene.focus.current(scene.hole, scene.layout)
        return None if target is None else target.name

    scene.focus.name = 0
    pygame.event.post(down)
    app.step(0)
    assert app.context.focus.shown and column() == 0  # the first press shows the ring
    assert app.wait_timeout() == pytest.approx(REPEAT_DELAY)  # the loop sleeps until then
    clock.now += REPEAT_DELAY - 0.01
    app.step(0)
    assert column() == 0
    clock.now += 0.01
    app.step(0)
    assert column() == 1
    for expected in (2, 3):
        clock.now += REPEAT_EVERY
        app.step(0)
        assert column() == expected
    pygame.event.post(up)
    app.step(0)
    clock.now += 10 * REPEAT_EVERY
    app.step(0)
    assert column() == 3  # let go: no more moves
    assert app.input.deadline() is None


SECOND_BUTTON = {
    "key H": [pygame.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")],
    "arcade button 2 (left Alt)": [
        pygame.Event(pygame.KEYDOWN, key=pygame.K_LALT, mod=pygame.KMOD_LALT, unicode=""),
        pygame.Event(pygame.KEYUP, key=pygame.K_LALT, mod=0),
    ],
    "controller X": [
        pygame.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_X)
    ],
}


def wait_for_hint(app: App, scene: HoleScene) -> None:
    deadline = time.monotonic() + 10
    while scene.hint is None and time.monotonic() < deadline:
        time.sleep(0.01)
        app.step(0)
    assert scene.hint is not None


@pytest.mark.parametrize("press", list(SECOND_BUTTON))
def test_the_second_button_hints_and_the_focus_goes_to_the_hint(app: App, press: str) -> None:
    scene = start_hole(app)
    key_press(Command.DOWN)  # the ring shows, then goes down to the buttons
    key_press(Command.DOWN)
    key_press(Command.DOWN)
    app.step(0)
    assert isinstance(scene.focus.name, Button)
    for event in SECOND_BUTTON[press]:
        pygame.event.post(event)
    wait_for_hint(app, scene)
    hint = scene.hint
    assert hint is not None
    assert scene.focus.name == suggestion(hint)
    key_press(Command.CONFIRM)  # one Confirm plays what the hint said
    app.step(0)
    assert scene.hole.moves() == [hint.move]


def test_hint_is_a_focus_target_on_the_button_row(app: App) -> None:
    scene = start_hole(app)
    focus_to(app, scene, Button.HINT, key_press)
    key_press(Command.CONFIRM)
    wait_for_hint(app, scene)
    assert scene.focus.name == suggestion(scene.hint)


def test_the_second_button_on_a_panel_says_the_focus_again(tmp_path: Path) -> None:
    app, _, menu = open_menu(tmp_path)
    app.context.voice.enabled = True
    key_press(Command.DOWN)
    app.step(0)
    focused = menu.focus
    app.context.voice.said = []
    pad_press_x = pygame.Event(
        pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_X
    )
    pygame.event.post(pad_press_x)
    app.step(0)
    assert app.stack.top is menu and menu.focus == focused  # nothing else happens
    assert focused is not None
    assert app.context.voice.said == speech.spoken_label(focused)


def test_step_keeps_up_and_down_to_a_column_and_left_and_right_to_a_row() -> None:
    # The small menu's shape: wide buttons over a two-column grid whose top
    # left cell is greyed (no target), so the right one stands alone in its row.
    wide = [pygame.Rect(0, y, 500, 50) for y in (0, 60)]
    halves = [pygame.Rect(0, 120, 240, 40), pygame.Rect(260, 120, 240, 40)]
    alone = pygame.Rect(260, 180, 240, 40)
    grid = [pygame.Rect(x, y, 240, 40) for y in (230, 280) for x in (0, 260)]
    rects = [*wide, *halves, alone, *grid]
    left, right = 2, 3
    assert step(rects, left, Command.RIGHT) == right  # not the wide one above
    assert step(rects, right, Command.LEFT) == left
    assert step(rects, 1, Command.LEFT) == 1 == step(rects, 1, Command.RIGHT)  # nothing beside
    assert step(rects, 5, Command.UP) == left  # up its column, past the greyed cell
    assert step(rects, 6, Command.UP) == 4
    assert step(rects, 4, Command.DOWN) == 6
    assert step(rects, 4, Command.LEFT) == 5  # nothing left in its row: the nearest wholly left
    assert step(rects, 1, Command.DOWN) == 2  # a wide button's Down: the first of the row below
