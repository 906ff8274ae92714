"""The attract mode of a kiosk: it plays the solver's best line of a winnable
deal (hint by hint if the line is late, showing each hint before it plays
it), shows its pages (high scores, how to play) between holes, and a touch
stops it."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import ATTRACT, IDLE, FakeClock, Home, idle_out, make_kiosk, tap_at
from ui_helpers import LAUNCHED, settle

from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode, Outcome
from golf_game.engine.autoplay import play_out
from golf_game.engine.solver import solve
from golf_game.play.analysis import HoleAnalysis
from golf_game.play.winnable import cached_seeds
from golf_game.saved.highscores import HighScoreFile, HighScores
from golf_game.saved.settings import Settings
from golf_game.scene import Scene
from golf_game.scenes.attract import LINE_WAIT_SECONDS, AttractScene
from golf_game.scenes.flow import demo_hole
from golf_game.scenes.help import HelpScene
from golf_game.scenes.high_scores import HighScoreScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.hole_hooks import lone_hole_hooks
from golf_game.tasks import TaskRunner
from golf_game.view.kiosk_words import DEMO_THINKING, demo_move


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


def run_demo(app: App, clock: FakeClock, attract: AttractScene, until: Callable[[], bool]) -> None:
    """The loop as it runs, on the fake clock; while the hole's analysis works
    (on the real task thread) the fake clock only creeps, so it is never the
    wait for the line that runs out."""
    deadline = time.monotonic() + 60
    while not until():
        assert time.monotonic() < deadline, "the demo never got there"
        analysis = attract.hole_scene.analysis
        if analysis is not None and analysis.par_answer is None:
            time.sleep(0.005)
            clock.now += 0.005
            app.step(0.005)
        elif app.busy:
            clock.now += 1 / 60
            app.step(1 / 60)
        else:
            wait = app.wait_timeout()
            assert wait is not None
            clock.now += wait
            app.step(wait)


def test_the_demo_plays_the_solvers_best_line_of_a_winnable_deal(tmp_path: Path) -> None:
    clock = FakeClock()
    app = App(Settings(sound=False), kiosk=True, clock=clock, data_folder=tmp_path)
    LAUNCHED.append(app)
    app.stack.push(Home())
    rng = random.Random(8)
    attract = AttractScene(app.context, lambda: demo_hole(app.context, Mode.MEDIUM, rng))
    app.stack.push(attract)
    first = attract.hole_scene
    hole = first.hole
    assert hole.deal in {Deal.from_seed(s.seed) for s in cached_seeds()[Mode.MEDIUM]}
    said: set[str] = set()
    run_demo(app, clock, attract, lambda: said.add(first.message) or hole.is_over)
    # Meanwhile, it said what it was doing; then it played the line, saying where it was.
    assert DEMO_THINKING in said
    best = solve(hole.deal, Mode.MEDIUM.rules)
    assert attract.line_played == list(best.line)
    assert hole.steps()[: len(best.line)] == list(best.line)
    assert hole.score == best.par and hole.outcome is Outcome.WON
    assert demo_move(1, len(best.line), best.par) in said
    # The next deal is the next demo, with a line of its own.
    run_demo(app, clock, attract, lambda: attract.holes_played == 1)
    assert attract.hole_scene is not first and attract.line_played == []
    assert first.analysis is not None and first.analysis.closed


def test_a_demo_whose_line_is_late_plays_hint_by_hint(tmp_path: Path) -> None:
    clock = FakeClock()
    app = App(Settings(sound=False), kiosk=True, clock=clock, data_folder=tmp_path)
    LAUNCHED.append(app)
    app.stack.push(Home())
    never = TaskRunner(hold_idle_jobs=True)  # its par search is never let run

    def make_hole() -> HoleScene:
        hole = Hole(Deal.from_seed(41), Mode.EASY)
        analysis = HoleAnalysis(never, hole.deal, Mode.EASY.rules)
        return HoleScene(app.context, hole, "demo", hooks=lone_hole_hooks(), analysis=analysis)

    attract = AttractScene(app.context, make_hole)
    app.stack.push(attract)
    settle(app)
    clock.now += LINE_WAIT_SECONDS - 1
    app.step()
    assert attract.moves_played == 0 and attract.hole_scene.message == DEMO_THINKING
    deadline = time.monotonic() + 20
    while attract.moves_played < 2 and time.monotonic() < deadline:
        clock.now += 0.1
        app.step(0.1)
        time.sleep(0.005)  # the hints are worked out on the app's task thread
    assert attract.moves_played >= 2 and attract.line_played == []
    never.shutdown()
