"""The pause overlay over a hole: in a kiosk it offers no Quit."""

from __future__ import annotations

from pathlib import Path

from kiosk_helpers import FakeClock, make_kiosk, tap_at

from golf_game.scenes.hole import HoleScene
from golf_game.scenes.pause import QUIT, PauseScene
from golf_game.view.layout import Button


def test_pause_button_offers_no_quit(tmp_path: Path) -> None:
    app, _ = make_kiosk(tmp_path, FakeClock())
    scene = app.stack.top
    assert isinstance(scene, HoleScene)
    tap_at(app, scene.layout.buttons[Button.PAUSE].center)
    app.step()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert QUIT not in pause.buttons
