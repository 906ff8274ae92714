"""Shared test set-up: SDL runs headless, before any test imports pygame."""

import os
import sys
from collections.abc import Iterator

import pytest
from hypothesis import settings

# Tests check correctness, never wall-clock time: Hypothesis's default 200 ms
# deadline per example failed a records property test on a loaded machine.
settings.register_profile("golf", deadline=None)
settings.load_profile("golf")

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# A bug in a scene must fail its test, not be survived by the crash guard;
# the guard's own tests turn this off.
os.environ.setdefault("GOLF_GAME_DEBUG", "1")


@pytest.fixture(autouse=True)
def shut_down_launched_apps() -> Iterator[None]:
    """Every game a test started is shut down, even when the test failed, so
    no worker thread or window leaks into the next test."""
    yield
    helpers = sys.modules.get("ui_helpers")  # not imported: no game was started
    if helpers is not None:
        while helpers.LAUNCHED:
            helpers.LAUNCHED.pop().shutdown()


@pytest.fixture(autouse=True)
def english_after_each_test() -> Iterator[None]:
    """A test that switched the language (and failed) leaves English behind."""
    yield
    lang = sys.modules.get("golf_game.lang")
    if lang is not None:
        lang.set_language(lang.ENGLISH)
