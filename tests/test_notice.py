"""Notices: one message at a time, each for NOTICE_SECONDS on the game's
clock, duplicates and floods dropped, and painting the same twice looks the same."""

from __future__ import annotations

import pygame
from ui_helpers import make_app

from golf_game.view.notice import MAX_QUEUED, NOTICE_SECONDS, Notices


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_messages_show_one_after_another_and_expire() -> None:
    clock = Clock()
    notices = Notices(clock)
    assert notices.current is None and notices.deadline() is None and not notices.advance()
    notices.add("disk full")
    notices.add("no audio")
    assert notices.current == "disk full"
    assert notices.advance()  # shown now: its timer starts
    assert notices.deadline() == clock.now + NOTICE_SECONDS
    clock.now += NOTICE_SECONDS - 0.1
    assert not notices.advance() and notices.current == "disk full"
    clock.now += 0.1
    assert notices.advance() and notices.current == "no audio"
    clock.now += NOTICE_SECONDS
    assert notices.advance() and notices.current is None
    assert notices.history == ["disk full", "no audio"]


def test_a_clock_going_back_restarts_the_message_s_time() -> None:
    clock = Clock()
    notices = Notices(clock)
    notices.add("disk full")
    notices.advance()
    clock.now -= 1000
    assert not notices.advance()
    assert notices.deadline() == clock.now + NOTICE_SECONDS


def test_duplicates_and_floods_are_dropped() -> None:
    notices = Notices(Clock())
    notices.add("disk full")
    notices.add("disk full")
    assert notices.history == ["disk full"]
    for number in range(MAX_QUEUED + 3):
        notices.add(f"failure {number}")
    assert notices.current == "failure 3"  # the oldest went first


def test_painting_twice_looks_the_same_and_stays_in_its_strip() -> None:
    app = make_app((1280, 800))
    notices = Notices(Clock())
    notices.add("the settings file could not be saved")
    surface = pygame.Surface((1280, 800))
    surface.fill((1, 2, 3))
    rect = notices.paint(surface, app.context.art)
    assert rect is not None and rect == notices.rect((1280, 800), app.context.art)
    once = pygame.image.tobytes(surface, "RGB")
    notices.paint(surface, app.context.art)
    assert pygame.image.tobytes(surface, "RGB") == once
    assert rect.left > 0
    assert tuple(surface.get_at((rect.left - 1, rect.bottom + 1)))[:3] == (1, 2, 3)
