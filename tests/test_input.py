"""The input translator: raw pygame events in, game actions out."""

from __future__ import annotations

import pygame
import pytest

from golf_game.actions import (
    Command,
    DragCancel,
    DragEnd,
    DragMove,
    DragStart,
    FocusLost,
    Key,
    Quit,
    Resize,
    Tap,
    Wake,
)
from golf_game.input import InputTranslator, key_action, wake_event

SIZE = (1000, 500)


def mouse(
    kind: int, pos: tuple[int, int], button: int = 1, twin: bool = False
) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=twin)
    return pygame.event.Event(kind, pos=pos, button=button, touch=twin)


def finger(kind: int, x: float, y: float, finger_id: int = 0) -> pygame.event.Event:
    return pygame.event.Event(
        kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=finger_id, touch_id=7, pressure=1.0
    )


def test_click_is_a_tap_where_the_button_went_down() -> None:
    translator = InputTranslator(SIZE)
    actions = translator.translate(
        [
            mouse(pygame.MOUSEBUTTONDOWN, (100, 100)),
            mouse(pygame.MOUSEMOTION, (102, 101)),
            mouse(pygame.MOUSEBUTTONUP, (102, 101)),
        ]
    )
    assert actions == [Tap((100, 100))]


def test_moving_past_the_threshold_is_a_drag() -> None:
    translator = InputTranslator(SIZE)
    actions = translator.translate(
        [
            mouse(pygame.MOUSEBUTTONDOWN, (100, 100)),
            mouse(pygame.MOUSEMOTION, (150, 100)),
            mouse(pygame.MOUSEMOTION, (200, 120)),
            mouse(pygame.MOUSEBUTTONUP, (210, 120)),
        ]
    )
    assert actions == [DragStart((100, 100), (150, 100)), DragMove((200, 120)), DragEnd((210, 120))]


def test_finger_positions_are_scaled_to_the_window() -> None:
    translator = InputTranslator(SIZE)
    actions = translator.translate(
        [finger(pygame.FINGERDOWN, 0.25, 0.5), finger(pygame.FINGERUP, 0.25, 0.5)]
    )
    assert actions == [Tap((250, 250))]


def test_mouse_twins_of_touches_are_dropped() -> None:
    translator = InputTranslator(SIZE)
    actions = translator.translate(
        [
            finger(pygame.FINGERDOWN, 0.1, 0.1),
            finger(pygame.FINGERUP, 0.1, 0.1),
            mouse(pygame.MOUSEBUTTONDOWN, (100, 50), twin=True),
            mouse(pygame.MOUSEBUTTONUP, (100, 50), twin=True),
        ]
    )
    assert actions == [Tap((100, 50))]


def test_only_the_first_finger_drives() -> None:
    translator = InputTranslator(SIZE)
    actions = translator.translate(
        [
            finger(pygame.FINGERDOWN, 0.1, 0.1, 1),
            finger(pygame.FINGERDOWN, 0.9, 0.9, 2),
            finger(pygame.FINGERMOTION, 0.5, 0.5, 2),
            finger(pygame.FINGERUP, 0.9, 0.9, 2),
            finger(pygame.FINGERUP, 0.1, 0.1, 1),
        ]
    )
    assert actions == [Tap((100, 50))]


def test_right_click_and_wheel_do_nothing() -> None:
    translator = InputTranslator(SIZE)
    actions = translator.translate(
        [
            mouse(pygame.MOUSEBUTTONDOWN, (5, 5), button=3),
            mouse(pygame.MOUSEBUTTONUP, (5, 5), 3),
            mouse(pygame.MOUSEBUTTONDOWN, (5, 5), button=4),
        ]
    )
    assert actions == []


def test_focus_loss_cancels_a_drag_so_none_is_stuck() -> None:
    translator = InputTranslator(SIZE)
    actions = translator.translate(
        [
            mouse(pygame.MOUSEBUTTONDOWN, (100, 100)),
            mouse(pygame.MOUSEMOTION, (300, 300)),
            pygame.event.Event(pygame.WINDOWFOCUSLOST),
            mouse(pygame.MOUSEBUTTONUP, (300, 300)),
        ]
    )
    assert actions == [DragStart((100, 100), (300, 300)), DragCancel(), FocusLost()]
    # The next press starts afresh.
    again = translator.translate(
        [mouse(pygame.MOUSEBUTTONDOWN, (10, 10)), mouse(pygame.MOUSEBUTTONUP, (10, 10))]
    )
    assert again == [Tap((10, 10))]


@pytest.mark.parametrize(
    ("key", "mod", "expected"),
    [
        (pygame.K_1, 0, Key(Command.PLAY_COLUMN, 0)),
        (pygame.K_7, 0, Key(Command.PLAY_COLUMN, 6)),
        (pygame.K_KP4, 0, Key(Command.PLAY_COLUMN, 3)),
        (pygame.K_8, 0, None),
        (pygame.K_SPACE, 0, Key(Command.DRAW)),
        (pygame.K_u, 0, Key(Command.UNDO)),
        (pygame.K_z, pygame.KMOD_LCTRL, Key(Command.UNDO)),
        (pygame.K_z, 0, None),
        (pygame.K_y, pygame.KMOD_RCTRL, Key(Command.REDO)),
        (pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT, Key(Command.REDO)),
        (pygame.K_h, 0, Key(Command.HINT)),
        (pygame.K_ESCAPE, 0, Key(Command.PAUSE)),
        (pygame.K_F11, 0, Key(Command.FULLSCREEN)),
        (pygame.K_m, 0, Key(Command.MUTE)),
    ],
)
def test_keys(key: int, mod: int, expected: Key | None) -> None:
    assert key_action(key, mod) == expected


def test_window_events() -> None:
    translator = InputTranslator(SIZE)
    actions = translator.translate(
        [
            pygame.event.Event(pygame.WINDOWSIZECHANGED, x=640, y=480),
            pygame.event.Event(wake_event()),
            pygame.event.Event(pygame.QUIT),
        ]
    )
    assert actions == [Resize((640, 480)), Wake(), Quit()]
    assert translator.window_size == (640, 480)
