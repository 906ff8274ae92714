"""The hole's picture: which of the row's buttons answer comes from the hole's
state and from what the scene that owns the row says always answers."""

from __future__ import annotations

from test_board import picture

from golf_game.engine import Deal, Hole, Mode
from golf_game.view.layout import ALWAYS_ANSWER, REPLAY_BUTTONS, Button


def test_a_holes_buttons_answer_as_its_state_allows() -> None:
    hole = Hole(Deal.from_seed(7), Mode.EASY)
    assert picture(hole).enabled == {*ALWAYS_ANSWER, Button.END, Button.HINT}
    assert Button.HINT not in picture(hole, hint_button=False).enabled
    hole.play(hole.legal_moves()[0])
    assert Button.UNDO in picture(hole).enabled and Button.REDO not in picture(hole).enabled
    hole.undo()
    assert Button.REDO in picture(hole).enabled and Button.UNDO not in picture(hole).enabled
    while not hole.is_over:
        hole.play(hole.legal_moves()[0])
    assert not {Button.END, Button.HINT} & picture(hole).enabled


def test_only_the_buttons_its_scene_names_answer_whatever_the_state() -> None:
    hole = Hole(Deal.from_seed(7), Mode.EASY)
    assert not set(REPLAY_BUTTONS) & picture(hole).enabled  # a hole knows no replay
    replay = picture(hole, always_answer=frozenset(REPLAY_BUTTONS)).enabled
    assert replay == {*REPLAY_BUTTONS, Button.END, Button.HINT}
    assert not ALWAYS_ANSWER & replay
