"""The attract mode of a kiosk: it plays deals by itself, shows each hint
before it plays it, and a touch stops it."""

from __future__ import annotations

import time
from pathlib import Path

from kiosk_helpers import ATTRACT, IDLE, FakeClock, Home, make_kiosk, tap_at

from golf_game.scenes.attract import AttractScene


def test_attract_plays_by_itself_and_a_touch_stops_it(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _ = make_kiosk(tmp_path, clock)
    clock.now += IDLE
    app.step()
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
    clock.now += IDLE
    app.step()
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
