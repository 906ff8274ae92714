"""Screen care: the closed card outside opening hours (or black), and static
pictures that move a few pixels now and then."""

from __future__ import annotations

import itertools
from collections import Counter
from datetime import datetime
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import FakeClock, Home, make_kiosk, tap_at
from screen_helpers import open_menu
from ui_helpers import click

from golf_game.actions import Tap
from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode
from golf_game.kiosk import Kiosk
from golf_game.saved.kiosk_config import ClosedScreen, KioskConfig, OpeningHours
from golf_game.saved.settings import Settings
from golf_game.scene import Scene
from golf_game.scenes.closed import ClosedScene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.hole_hooks import lone_hole_hooks
from golf_game.scenes.operator import OperatorScene
from golf_game.scenes.out_of_order import OutOfOrderScene
from golf_game.scenes.pause import PauseScene
from golf_game.view.drift import (
    AMPLITUDE_PX,
    STEP_SECONDS,
    CardLines,
    DriftingCard,
    drift,
    next_step,
)
from golf_game.view.layout import Button, compute_layout

NINE_TO_SIX = OpeningHours(9 * 60, 18 * 60)


def at(clock: FakeClock, hour: int, minute: int = 0) -> None:
    clock.now = datetime(2026, 12, 1, hour, minute).timestamp()


def kiosk_at(
    tmp_path: Path, hour: int, screen: ClosedScreen = ClosedScreen.CARD
) -> tuple[App, Kiosk, FakeClock]:
    clock = FakeClock()
    at(clock, hour)
    config = KioskConfig(
        idle_seconds=7200, attract_seconds=7200, hours=NINE_TO_SIX, closed_screen=screen
    )
    app, kiosk = make_kiosk(tmp_path, clock, config=config)
    return app, kiosk, clock


def test_closing_time_puts_the_closed_card_up_and_opening_time_the_menu(tmp_path: Path) -> None:
    app, kiosk, clock = kiosk_at(tmp_path, 17)
    at(clock, 17, 59)
    app.step()
    assert isinstance(app.stack.top, HoleScene)  # still open: the visitor plays on
    at(clock, 18, 0)
    app.step()
    card = app.stack.top
    assert isinstance(card, ClosedScene) and len(app.stack) == 1 and not card.blank
    assert card.hours == "Open 09:00 to 18:00"
    assert kiosk.audits.total["idle_resets"] == 0  # closing is no idle reset
    # Touches do nothing; no attract mode, no idle reset all night.
    tap_at(app, (app.stack.size[0] // 2, app.stack.size[1] // 2))
    app.step()
    at(clock, 23, 30)
    app.step()
    assert app.stack.top is card
    at(clock, 8, 59)
    clock.now += 24 * 3600
    app.step()
    assert app.stack.top is card
    clock.now += 60
    app.step()
    assert isinstance(app.stack.top, Home)


def test_a_kiosk_started_at_night_starts_closed_and_can_be_black(tmp_path: Path) -> None:
    app, _, _ = kiosk_at(tmp_path, 3, ClosedScreen.BLANK)
    app.step()
    card = app.stack.top
    assert isinstance(card, ClosedScene) and card.blank
    surface = pygame.Surface(app.stack.size)
    surface.fill((255, 255, 255))
    card.draw(surface, True)
    assert pygame.transform.average_color(surface)[:3] == (0, 0, 0)
    assert card.wake_in is None  # black never needs to move


def test_always_open_is_never_closed(tmp_path: Path) -> None:
    clock = FakeClock()
    at(clock, 3)
    app, kiosk = make_kiosk(tmp_path, clock)
    app.step()
    assert not kiosk.is_closed() and isinstance(app.stack.top, HoleScene)


def test_the_drift_moves_a_pixel_at_a_time_within_a_few_pixels() -> None:
    hour = [drift(5000.0 + second) for second in range(3600)]
    assert all(abs(dx) <= AMPLITUDE_PX and abs(dy) <= AMPLITUDE_PX for dx, dy in hour)
    # Smooth: one pixel one way at most from one second to the next.
    steps = [abs(a[0] - b[0]) + abs(a[1] - b[1]) for a, b in itertools.pairwise(hour)]
    assert set(steps) == {0, 1}
    assert steps.count(1) >= 3600 // STEP_SECONDS - 1  # it moves on every step
    assert drift(10.0) == drift(STEP_SECONDS - 1)  # and stays put within one
    assert next_step(STEP_SECONDS * 3 + 20) == pytest.approx(STEP_SECONDS - 20)


def test_the_drift_spends_as_long_on_every_spot_of_its_square() -> None:
    side = 2 * AMPLITUDE_PX + 1
    cycle = 2 * (side * side - 1)
    walk = [drift(n * STEP_SECONDS) for n in range(cycle)]
    assert drift(cycle * STEP_SECONDS) == walk[0]  # round again
    spots = Counter(walk)
    assert len(spots) == side * side
    # Each spot twice (there and back), the two ends once each.
    assert sorted(spots.values()) == [1, 1] + [2] * (side * side - 2)
    assert drift(1234.0, amplitude=0) == (0, 0)


def differs(a: pygame.Surface, b: pygame.Surface) -> int:
    """The largest difference of a colour channel between two pictures."""
    pairs = zip(pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB"), strict=True)
    return max(abs(x - y) for x, y in pairs)


def test_the_holes_header_and_buttons_drift_and_are_hit_where_drawn(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _ = make_kiosk(tmp_path, clock, config=KioskConfig(idle_seconds=7200))
    scene = app.stack.top
    assert isinstance(scene, HoleScene)
    surface = pygame.Surface(app.stack.size)
    seen = []
    for _ in range(60):  # an hour, a minute a step
        clock.now += STEP_SECONDS
        app.step(0)
        assert scene.layout.hud.move(-scene.care.offset[0], -scene.care.offset[1]) == (
            compute_layout(app.stack.size).hud
        )
        seen.append(scene.care.offset)
    assert len(set(seen)) > 20
    assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in itertools.pairwise(seen))
    # What is drawn sits where it is hit-tested: the same pixels, moved.
    before = scene.layout.buttons[Button.PAUSE]
    scene.draw(surface, True)
    old = surface.subsurface(before.inflate(-8, -8)).copy()
    clock.now += STEP_SECONDS
    app.step(0)
    after = scene.layout.buttons[Button.PAUSE]
    dx, dy = after.x - before.x, after.y - before.y
    assert abs(dx) + abs(dy) == 1
    scene.draw(surface, True)
    # (The plate lets a little felt through: a shade or so of difference.)
    assert differs(surface.subsurface(after.inflate(-8, -8)), old) <= 8
    assert differs(surface.subsurface(before.inflate(-8, -8)), old) > 8
    # A tap on the edge the button moved onto (outside where it was) hits it.
    edge = (
        after.right - 1 if dx > 0 else after.left if dx < 0 else after.centerx,
        after.bottom - 1 if dy > 0 else after.top if dy < 0 else after.centery,
    )
    assert not before.collidepoint(edge)
    app.dispatch(Tap(edge))
    assert isinstance(app.stack.top, PauseScene)


def test_the_hole_keeps_still_outside_a_kiosk(tmp_path: Path) -> None:
    clock = FakeClock()
    app = App(Settings(sound=False), clock=clock, data_folder=tmp_path)
    scene = HoleScene(app.context, Hole(Deal.from_seed(3), Mode.EASY), "", hooks=lone_hole_hooks())
    app.stack.push(scene)
    first = scene.layout
    for _ in range(10):
        clock.now += STEP_SECONDS
        app.step(0)
    assert scene.layout == first and scene.care.offset == (0, 0)


def test_the_kiosk_menu_drifts(tmp_path: Path) -> None:
    app, _, menu = open_menu(tmp_path, kiosk=True)
    clock = FakeClock()
    menu.care.clock = clock
    menu.refresh()
    start = menu.button("Start").rect.copy()
    offset = menu.care.offset
    clock.now += STEP_SECONDS
    app.step(0)
    moved = menu.button("Start").rect
    step = (moved.x - start.x, moved.y - start.y)
    assert abs(step[0]) + abs(step[1]) == 1
    assert menu.care.offset == (offset[0] + step[0], offset[1] + step[1])
    click(moved.center)
    app.step(0)
    assert isinstance(app.stack.top, HoleScene)


def moves_on_its_step_only(scene: Scene, app: App, clock: FakeClock) -> None:
    """``scene`` wakes the loop for the drift's next step, and repaints (moved)
    then and only then."""
    surface = pygame.Surface(app.stack.size)
    scene.draw(surface, True)
    first = pygame.image.tobytes(surface, "RGB")
    assert scene.draw(surface, False) == []
    assert scene.wake_in == pytest.approx(next_step(clock.now))
    clock.now += next_step(clock.now)
    assert scene.draw(surface, False) == [surface.get_rect()]
    assert pygame.image.tobytes(surface, "RGB") != first


def test_the_closed_card_moves_and_repaints_only_when_it_does(tmp_path: Path) -> None:
    app, _, clock = kiosk_at(tmp_path, 20)
    app.step()
    card = app.stack.top
    assert isinstance(card, ClosedScene)
    moves_on_its_step_only(card, app, clock)


def sleep_until_the_screen_changes(app: App, clock: FakeClock, hours: float = 2.0) -> float:
    """Run the loop as it runs for real with nobody there: sleep until its next
    deadline, step; return the clock time at which the top scene changed."""
    top = type(app.stack.top)
    end = clock.now + hours * 3600
    while type(app.stack.top) is top:
        wait = app.wait_timeout()
        assert wait is not None and clock.now < end
        clock.now += wait
        app.step(0)
    return clock.now


def minute_of(moment: float) -> tuple[int, int, float]:
    when = datetime.fromtimestamp(moment)
    return when.hour, when.minute, when.second + when.microsecond / 1e6


@pytest.mark.parametrize(
    ("opens", "closes"), [((9, 0), (9, 40)), ((23, 45), (0, 20)), ((0, 0), (0, 30))]
)
def test_the_kiosk_opens_and_closes_within_a_second(
    tmp_path: Path, opens: tuple[int, int], closes: tuple[int, int]
) -> None:
    clock = FakeClock()
    at(clock, *opens)
    clock.now -= 20 * 60 + 17.3  # mid-minute: no boundary falls on a heartbeat by luck
    hours = OpeningHours(opens[0] * 60 + opens[1], closes[0] * 60 + closes[1])
    # No attract mode in the day (it would wake the loop every half second).
    config = KioskConfig(idle_seconds=86_400, attract_seconds=86_400, hours=hours)
    app, _ = make_kiosk(tmp_path, clock, config=config)
    app.step(0)
    assert isinstance(app.stack.top, ClosedScene)
    opened = sleep_until_the_screen_changes(app, clock)
    assert isinstance(app.stack.top, Home)
    hour, minute, second = minute_of(opened)
    assert (hour, minute) == opens and second < 1
    closed = sleep_until_the_screen_changes(app, clock)
    assert isinstance(app.stack.top, ClosedScene)
    hour, minute, second = minute_of(closed)
    assert (hour, minute) == closes and second < 1
    # The night passes (a jump of the clock), then the next day's opening.
    clock.now = opened + 24 * 3600 - 5 * 60
    reopened = sleep_until_the_screen_changes(app, clock)
    assert isinstance(app.stack.top, Home)
    hour, minute, second = minute_of(reopened)
    assert (hour, minute) == opens and second < 1


def test_seconds_to_the_next_change_of_the_opening_hours() -> None:
    night = OpeningHours(22 * 60, 6 * 60)
    assert night.seconds_to_change(datetime(2026, 12, 1, 21, 59, 30)) == pytest.approx(30)
    assert night.seconds_to_change(datetime(2026, 12, 1, 22, 0)) == pytest.approx(8 * 3600)
    assert night.seconds_to_change(datetime(2026, 12, 1, 23, 0)) == pytest.approx(7 * 3600)
    assert night.seconds_to_change(datetime(2026, 12, 1, 6, 0, 0, 500_000)) == pytest.approx(
        16 * 3600 - 0.5
    )
    assert OpeningHours().seconds_to_change(datetime(2026, 12, 1, 12)) is None


def test_new_hours_from_the_operator_menu_show_on_the_closed_card_at_once(tmp_path: Path) -> None:
    app, kiosk, _ = kiosk_at(tmp_path, 20)
    app.step()
    assert isinstance(app.stack.top, ClosedScene)
    kiosk.open_operator_menu()
    menu = app.stack.top
    assert isinstance(menu, OperatorScene)
    menu.set(hours=OpeningHours(10 * 60, 19 * 60 + 30))
    app.step()
    card = next(iter(app.stack))
    assert isinstance(card, ClosedScene) and card.hours == "Open 10:00 to 19:30"
    assert app.stack.top is menu  # the operator goes on
    menu.set(closed_screen=ClosedScreen.BLANK)
    app.step()
    card = next(iter(app.stack))
    assert isinstance(card, ClosedScene) and card.blank and app.stack.top is menu
    menu.set(hours=OpeningHours(10 * 60, 22 * 60))  # open now: the menu once the operator leaves
    menu.back()
    app.step()
    assert isinstance(app.stack.top, Home)


def test_the_out_of_order_screen_moves_on_a_kiosk_only(tmp_path: Path) -> None:
    clock = FakeClock()
    config = KioskConfig(idle_seconds=7200, attract_seconds=7200, out_of_order=True)
    app, kiosk = make_kiosk(tmp_path, clock, config=config)
    kiosk.go_home(idle=False)
    app.step()
    screen = app.stack.top
    assert isinstance(screen, OutOfOrderScene)
    moves_on_its_step_only(screen, app, clock)
    surface = pygame.Surface(app.stack.size)
    # The crash loop's screen on a desktop stays still, as it always did.
    desk = App(Settings(sound=False), clock=clock, data_folder=tmp_path)
    still = OutOfOrderScene(desk.context, "crash.log")
    assert still.wake_in is None
    still.draw(surface, True)
    clock.now += STEP_SECONDS
    assert still.draw(surface, False) == []


def test_a_drifting_card_centres_its_lines_on_the_drift_and_repaints_when_it_moves() -> None:
    clock = FakeClock()
    clock.now = 7 * STEP_SECONDS + 1  # a spot away from the centre
    card = DriftingCard(clock, moving=True)
    title, detail = pygame.Surface((40, 10)), pygame.Surface((20, 6))
    title.fill((255, 0, 0))
    detail.fill((0, 0, 255))
    made: list[tuple[int, int]] = []

    def lines(size: tuple[int, int]) -> CardLines:
        made.append(size)
        return CardLines(title, detail, 5)

    surface = pygame.Surface((200, 100))
    assert card.draw(surface, False, (0, 0, 0), lines) == [surface.get_rect()]
    dx, dy = drift(clock.now)
    assert (dx, dy) != (0, 0) and made == [(200, 100)]
    red = pygame.mask.from_threshold(surface, (255, 0, 0), (1, 1, 1, 255))
    blue = pygame.mask.from_threshold(surface, (0, 0, 255), (1, 1, 1, 255))
    assert red.get_bounding_rects() == [pygame.Rect(80 + dx, 40 + dy, 40, 10)]
    assert blue.get_bounding_rects() == [pygame.Rect(90 + dx, 55 + dy, 20, 6)]
    # Still the same spot: nothing to paint, nothing made.
    assert card.draw(surface, False, (0, 0, 0), lines) == [] and len(made) == 1
    assert card.wake_in == pytest.approx(next_step(clock.now))
    clock.now += next_step(clock.now)
    assert card.draw(surface, False, (0, 0, 0), lines) == [surface.get_rect()]
    assert drift(clock.now) != (dx, dy) and len(made) == 2


def test_a_still_card_never_moves_and_may_show_its_background_only() -> None:
    clock = FakeClock()
    card = DriftingCard(clock, moving=False)
    assert card.wake_in is None
    surface = pygame.Surface((60, 40))
    surface.fill((9, 9, 9))
    assert card.draw(surface, False, (1, 2, 3), lambda size: None) == [surface.get_rect()]
    assert pygame.transform.average_color(surface)[:3] == (1, 2, 3)
    for _ in range(3):
        clock.now += STEP_SECONDS
        assert card.draw(surface, False, (1, 2, 3), lambda size: None) == []
    assert card.draw(surface, True, (1, 2, 3), lambda size: None) == [surface.get_rect()]
