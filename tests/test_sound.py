"""Sound effects: played when enabled, silent (no crash) without an audio device."""

from __future__ import annotations

import pygame
import pytest

from golf_game.view.sound import Effect, Sounds


def test_no_audio_device_is_silent_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device() -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds(enabled=True)
    assert not sounds.available
    sounds.play(Effect.WIN)


def test_every_effect_is_bundled() -> None:
    sounds = Sounds(enabled=False)
    if not sounds.available:
        pytest.skip("this machine's SDL has no audio driver, not even the dummy one")
    assert sounds.loaded == set(Effect)
    sounds.play(Effect.PLAY)  # muted: does nothing
