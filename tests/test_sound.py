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


def test_the_device_is_open_only_while_effects_play() -> None:
    sounds = Sounds(enabled=True)
    if not sounds.available:
        pytest.skip("this machine's SDL has no audio driver, not even the dummy one")
    assert pygame.mixer.get_init() is None  # closed once the effects were checked
    sounds.play(Effect.WIN)
    assert pygame.mixer.get_init() is not None
    sounds.rest()  # the effect is still playing: the device stays open
    assert pygame.mixer.get_busy()
    pygame.mixer.stop()
    sounds.rest()
    assert pygame.mixer.get_init() is None
    sounds.play(Effect.PLAY)  # opens again
    assert pygame.mixer.get_busy()
    pygame.mixer.stop()
    sounds.rest()
