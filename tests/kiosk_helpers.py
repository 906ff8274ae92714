"""Shared helpers for the kiosk tests: an app in kiosk mode with a fake
clock, a stand-in home scene, taps and PIN entry by finger."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
from ui_helpers import finger

from golf_game.app import App
from golf_game.engine import Deal, Hole, Mode
from golf_game.kiosk import Kiosk
from golf_game.saved.audits import Audits
from golf_game.saved.kiosk_config import KioskConfig
from golf_game.saved.pin import DEFAULT_PIN, PinGuard
from golf_game.saved.settings import Settings
from golf_game.scene import Rects, Scene
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.hole_hooks import lone_hole_hooks
from golf_game.scenes.hole_input import engine_hint
from golf_game.scenes.pin import OK, PinScene

IDLE = 30
ATTRACT = 60


class FakeClock:
    def __init__(self) -> None:
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now


def make_kiosk(
    tmp_path: Path,
    clock: FakeClock,
    pin: str = DEFAULT_PIN,
    demo_hint: bool = False,
    config: KioskConfig | None = None,
) -> tuple[App, Kiosk]:
    """A kiosk whose PIN guard, audits and timers all run on ``clock``."""
    app = App(Settings(sound=False), kiosk=True, clock=clock, data_folder=tmp_path)
    guard = PinGuard.load(tmp_path, wall=clock)
    if pin != DEFAULT_PIN and not guard.closed:
        assert guard.set_pin(pin) is None
    pygame.event.clear()
    seeds = iter(range(100, 10_000))

    def new_hole() -> tuple[Hole, str]:
        seed = next(seeds)
        return Hole(Deal.from_seed(seed), Mode.EASY), f"deal {seed}"

    def home() -> Scene:
        return Home()

    def demo() -> HoleScene:
        hint_fn = engine_hint if demo_hint else None
        return HoleScene(app.context, *new_hole(), hooks=lone_hole_hooks(), hint_fn=hint_fn)

    kiosk = Kiosk(
        app,
        home=home,
        demo=demo,
        config=config or KioskConfig(idle_seconds=IDLE, attract_seconds=ATTRACT),
        pin=guard,
        audits=Audits(tmp_path / "audits.json", lambda: datetime.fromtimestamp(clock())),
        wall=lambda: datetime.fromtimestamp(clock()),
    )
    app.install(home=kiosk.make_home, kiosk=kiosk)
    app.stack.push(kiosk.make_home())
    app.stack.push(
        HoleScene(app.context, *new_hole(), hooks=lone_hole_hooks(), deal_animation=False)
    )
    app.step(0)
    return app, kiosk


class Home(Scene):
    """Stands in for the menu: the scene a kiosk returns to."""

    def draw(self, surface: pygame.Surface, full: bool) -> Rects:
        if not full:
            return []
        surface.fill((0, 40, 0))
        return [surface.get_rect()]


def tap_at(app: App, pos: tuple[int, int]) -> None:
    size = app.stack.size
    finger(pygame.FINGERDOWN, pos, size)
    finger(pygame.FINGERUP, pos, size)


def enter_pin(app: App, digits: str) -> None:
    pin = app.stack.top
    assert isinstance(pin, PinScene)
    for name in [*digits, OK]:
        tap_at(app, pin.keys[name].center)
        app.step()
