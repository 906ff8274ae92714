"""The main loop and the scene stack, driven by hand."""

from __future__ import annotations

import threading

import pygame
import pytest
from ui_helpers import make_app, settle, start_hole

from golf_game.actions import Action, Key, Tap
from golf_game.app import App
from golf_game.scene import Rects, Scene, SceneStack


class Recorder(Scene):
    """A scene that notes what the stack and the loop did to it."""

    def __init__(self, name: str, log: list[str], opaque: bool = True) -> None:
        self.name = name
        self.log = log
        self.opaque = opaque
        self.actions: list[Action] = []
        self.frames = 0.0

    def handle(self, action: Action) -> None:
        self.actions.append(action)

    def update(self, dt: float) -> None:
        self.frames += dt

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        self.log.append(f"draw {self.name}")
        return [surface.get_rect()] if full else []

    def resize(self, size: tuple[int, int]) -> None:
        self.log.append(f"resize {self.name} {size[0]}")

    def pause(self) -> None:
        self.log.append(f"pause {self.name}")

    def resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def close(self) -> None:
        self.log.append(f"close {self.name}")


def test_push_pop_replace_call_the_hooks() -> None:
    log: list[str] = []
    stack = SceneStack((640, 480))
    stack.push(Recorder("hole", log))
    stack.push(Recorder("pause", log, opaque=False))
    stack.pop()
    stack.replace(Recorder("next", log))
    assert log == [
        "resize hole 640",
        "pause hole",
        "resize pause 640",
        "close pause",
        "resume hole",
        "close hole",
        "resize next 640",
    ]
    assert len(stack) == 1


def test_overlay_is_drawn_over_the_scene_below() -> None:
    log: list[str] = []
    stack = SceneStack((64, 48))
    stack.push(Recorder("menu", log))
    stack.push(Recorder("hole", log))
    stack.push(Recorder("pause", log, opaque=False))
    log.clear()
    stack.draw(pygame.Surface((64, 48)), True)
    assert log == ["draw hole", "draw pause"]


@pytest.fixture
def app() -> App:
    application = make_app(size=(800, 600))
    yield application
    application.shutdown()


def test_only_the_top_scene_gets_actions_and_time(app: App) -> None:
    log: list[str] = []
    below, top = Recorder("below", log), Recorder("top", log, opaque=False)
    app.stack.push(below)
    app.stack.push(top)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="", scancode=0)
    )
    app.step(0.5)
    assert top.actions and not below.actions
    assert top.frames == 0.1 and below.frames == 0  # a long step is capped


def test_step_takes_injected_events(app: App) -> None:
    log: list[str] = []
    scene = Recorder("s", log)
    app.stack.push(scene)
    app.step(
        0,
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 6), button=1, touch=False),
        ],
    )
    assert scene.actions == [Tap((5, 6))]


def test_quit_event_ends_run(app: App) -> None:
    start_hole(app)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()  # would block forever if the quit were lost
    assert not app.running


def test_a_post_from_another_thread_wakes_the_sleeping_loop(app: App) -> None:
    start_hole(app)
    timer = threading.Timer(0.05, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    timer.start()
    app.run()  # sleeps in the event wait until the timer's post arrives
    timer.join()
    assert not app.running


def test_idle_hole_needs_no_frames(app: App) -> None:
    start_hole(app, animate=True)
    assert app.busy
    settle(app)
    assert not app.busy
    drawn = app.frames_drawn
    app.step(1 / 60, [])
    assert app.frames_drawn == drawn  # nothing moved: nothing painted


def test_render_paints_the_whole_stack(app: App) -> None:
    start_hole(app)
    surface = app.render()
    assert surface.get_size() == (800, 600)
    assert surface.get_at((400, 5))[:3] != (0, 0, 0)


def test_mute_key_toggles_sound(app: App) -> None:
    start_hole(app)
    before = app.context.sounds.enabled
    app.step(0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="", scancode=0)])
    assert app.context.sounds.enabled is not before


def test_key_actions_reach_the_scene(app: App) -> None:
    log: list[str] = []
    scene = Recorder("s", log)
    app.stack.push(scene)
    app.step(0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="", scancode=0)])
    assert [type(a) for a in scene.actions] == [Key]
