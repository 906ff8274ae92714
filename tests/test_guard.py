"""The crash guard: a scene's bug is logged for replay and survived."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from ui_helpers import key

from golf_game.actions import Action, Key
from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode, parse_steps
from golf_game.guard import LOOP_CRASHES, LOOP_SECONDS
from golf_game.saved.settings import Settings
from golf_game.scene import Rects, Scene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.hole_hooks import lone_hole_hooks
from golf_game.scenes.out_of_order import OutOfOrderScene


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Broken(Scene):
    """Raises in the named method."""

    def __init__(self, where: str) -> None:
        self.where = where

    def handle(self, action: Action) -> None:
        if self.where == "handle":
            raise KeyError("a bug in handle")

    def update(self, dt: float) -> None:
        if self.where == "update":
            raise ZeroDivisionError("a bug in update")

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        if self.where == "draw":
            raise AttributeError("a bug in draw")
        return []


class Home(Scene):
    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        return [surface.get_rect()] if full else []


@pytest.fixture(autouse=True)
def survive(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOLF_GAME_DEBUG", raising=False)


def make(tmp_path: Path, clock: Clock | None = None, home: Callable[[], Scene] = Home) -> App:
    app = App(Settings(sound=False), size=(800, 600), clock=clock or Clock(), data_folder=tmp_path)
    app.install(home=home)
    pygame.event.clear()
    return app


@pytest.mark.parametrize("where", ["handle", "update", "draw"])
def test_a_crash_goes_home_logs_and_tells_the_player(tmp_path: Path, where: str) -> None:
    app = make(tmp_path)
    app.stack.push(Broken(where))
    key(pygame.K_SPACE)
    app.step()
    assert isinstance(app.stack.top, Home) and len(app.stack) == 1
    assert app.notices.current is not None and "went wrong" in app.notices.current
    log = (tmp_path / "crash.log").read_text()
    assert "Traceback" in log and f"a bug in {where}" in log
    app.run_frames(3)  # and it goes on


def test_the_log_holds_the_deal_and_moves_to_replay_the_hole(tmp_path: Path) -> None:
    app = make(tmp_path)
    hole = Hole(Deal.from_seed(11), Mode.HARD)
    for _ in range(3):
        hole.play(hole.legal_moves()[0])
    scene = HoleScene(app.context, hole, "t", hooks=lone_hole_hooks(), deal_animation=False)
    app.stack.push(scene)
    app.stack.push(Broken("handle"))
    key(pygame.K_SPACE)
    app.step()
    lines = (tmp_path / "crash.log").read_text().splitlines()
    deal_line = next(line for line in lines if line.strip().startswith("deal: "))
    steps_line = next(line for line in lines if line.strip().startswith("steps: "))
    mode_line = next(line for line in lines if line.strip().startswith("mode: "))
    replayed = Hole.replay(
        Deal.from_line(deal_line.split(": ", 1)[1]),
        Mode.from_str(mode_line.split(": ", 1)[1]),
        parse_steps(steps_line.split(": ", 1)[1]),
    )
    assert replayed.position == hole.position


def test_a_crash_loop_shows_out_of_order_not_a_flicker(tmp_path: Path) -> None:
    clock = Clock()
    app = make(tmp_path, clock)
    for number in range(LOOP_CRASHES):
        app.stack.push(Broken("update"))
        app.step()
        clock.now += 1
        expected = OutOfOrderScene if number == LOOP_CRASHES - 1 else Home
        assert isinstance(app.stack.top, expected)
    # It stays: input does not bring the menu back.
    key(pygame.K_SPACE)
    app.run_frames(3)
    assert isinstance(app.stack.top, OutOfOrderScene)


def test_crashes_far_apart_are_no_loop(tmp_path: Path) -> None:
    clock = Clock()
    app = make(tmp_path, clock)
    for _ in range(LOOP_CRASHES + 1):
        app.stack.push(Broken("update"))
        app.step()
        clock.now += LOOP_SECONDS
        assert isinstance(app.stack.top, Home)


def test_a_broken_home_falls_back_to_out_of_order(tmp_path: Path) -> None:
    def broken_home() -> Scene:
        raise RuntimeError("the menu cannot be built")

    app = make(tmp_path, home=broken_home)
    app.stack.push(Broken("update"))
    app.step()
    assert isinstance(app.stack.top, OutOfOrderScene)
    app.run_frames(2)


def test_an_unwritable_log_is_reported_and_survived(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    app = make(blocker)
    app.stack.push(Broken("draw"))
    app.step()
    assert isinstance(app.stack.top, Home)
    assert any("crash.log" in text for text in app.notices.history)


def test_debug_mode_raises(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOLF_GAME_DEBUG", "1")
    app = make(tmp_path)
    app.stack.push(Broken("handle"))
    with pytest.raises(KeyError):
        app.step(events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)])


def test_key_action_reaches_a_healthy_scene(tmp_path: Path) -> None:
    """The guard passes actions through untouched when nothing fails."""
    app = make(tmp_path)
    seen: list[Action] = []

    class Listener(Home):
        def handle(self, action: Action) -> None:
            seen.append(action)

    app.stack.push(Listener())
    key(pygame.K_SPACE)
    app.step()
    assert any(isinstance(action, Key) for action in seen)
