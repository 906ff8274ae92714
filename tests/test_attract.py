"""The attract mode of a kiosk: it plays deals by itself, shows each hint
before it plays it, shows its pages (high scores, how to play) between
holes, and a touch stops it."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import ATTRACT, IDLE, FakeClock, Home, idle_out, make_kiosk, tap_at
from ui_helpers import LAUNCHED, settle

from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode
from golf_game.engine.autoplay import play_out
from golf_game.saved.highscores import HighScoreFile, HighScores
from golf_game.saved.settings import Settings
from golf_game.scene import Scene
from golf_game.scenes.attract import AttractScene
from golf_game.scenes.help import HelpScene
from golf_game.scenes.high_scores import HighScoreScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.hole_hooks import lone_hole_hooks


def test_attract_plays_by_itself_and_a_touch_stops_it(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _ = make_kiosk(tmp_path, clock)
    idle_out(app, clock)
    home = app.stack.top
    assert isinstance(home, Home)
    clock.now += ATTRACT - IDLE
    app.step()
    attract = app.stack.top
    assert isinstance(attract, AttractScene)
    for _ in range(400):
        if attract.moves_played >= 3:
            break
        if app.busy:
            app.step(1 / 60)
        else:
            # Between moves nothing ticks: the loop would sleep this long.
            wait = app.wait_timeout()
            assert wait is not None and wait > 0.1
            clock.now += wait
            app.step(wait)
    assert attract.moves_played >= 3
    assert attract.hole_scene.hole.moves_made >= 3
    tap_at(app, (app.stack.size[0] // 2, app.stack.size[1] // 2))
    app.step()
    assert app.stack.top is home
    assert home is not None


def test_attract_shows_the_hint_before_playing_it(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _ = make_kiosk(tmp_path, clock, demo_hint=True)
    idle_out(app, clock)
    clock.now += ATTRACT
    app.step()
    attract = app.stack.top
    assert isinstance(attract, AttractScene)
    seen_hint = False
    deadline = time.monotonic() + 20
    while attract.moves_played < 2 and time.monotonic() < deadline:
        seen_hint = seen_hint or attract.hole_scene.hint is not None
        clock.now += 0.1
        app.step(0.1)
        time.sleep(0.005)  # the hint is worked out on the task thread
    assert attract.moves_played >= 2
    assert seen_hint


class Page(Scene):
    """A stand-in page: counts its paints."""

    def __init__(self) -> None:
        self.painted = 0

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        if not full:
            return []
        self.painted += 1
        surface.fill((9, 9, 9))
        return [surface.get_rect()]


def test_between_holes_the_pages_show_in_turn_each_for_its_time(tmp_path: Path) -> None:
    clock = FakeClock()
    app = App(Settings(sound=False), clock=clock)
    LAUNCHED.append(app)
    app.stack.push(Home())
    made: list[Page] = []

    def page() -> Scene:
        made.append(Page())
        return made[-1]

    def finished_hole() -> HoleScene:
        hole = Hole(Deal.from_seed(11), Mode.EASY)
        play_out(hole)
        return HoleScene(app.context, hole, "demo", hooks=lone_hole_hooks())

    attract = AttractScene(app.context, finished_hole, [(page, 3.0), (page, 5.0)])
    app.stack.push(attract)
    settle(app)
    clock.now += 60  # past the first move's delay: the hole is over, the first page
    app.step()
    assert attract.page is made[0] and made[0].painted >= 1
    assert attract.wake_in == pytest.approx(3.0)
    clock.now += 3
    app.step()
    assert attract.page is made[1] and len(made) == 2
    first_hole = attract.hole_scene
    clock.now += 5
    app.step()
    assert attract.page is None and attract.hole_scene is not first_hole  # a new deal
    assert attract.holes_played == 1
    tap_at(app, (app.stack.size[0] // 2, app.stack.size[1] // 2))
    app.step()
    assert isinstance(app.stack.top, Home)


def test_the_kiosk_s_attract_mode_shows_high_scores_and_how_to_play(tmp_path: Path) -> None:
    _, kiosk = make_kiosk(tmp_path, FakeClock())
    kiosk.high_scores = HighScores(HighScoreFile(None))
    attract = kiosk.attract()
    assert isinstance(attract, AttractScene)
    pages = [make() for make, _ in attract.pages]
    assert [type(p) for p in pages] == [HighScoreScene, HelpScene]
    assert [seconds for _, seconds in attract.pages] == [8.0, 15.0]
