"""Short sound effects, with a mute switch; silent when there is no audio device."""

from __future__ import annotations

import contextlib
import enum
import io
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame

from ..assets import SOUNDS_DIR

log = logging.getLogger(__name__)


class Effect(enum.Enum):
    PLAY = "play"
    DRAW = "draw"
    ILLEGAL = "illegal"
    WIN = "win"
    STUCK = "stuck"


SOUND_DONE = pygame.event.custom_type()
"""Posted when an effect ends, so a loop asleep on events wakes to rest the device."""


@contextlib.contextmanager
def quiet_alsa() -> Iterator[None]:
    """While the audio device opens, the process's stderr goes nowhere: ALSA
    prints 8 lines of configuration errors there ("ALSA lib confmisc.c ...
    cannot find card '0'") where there is no sound card, and SDL's own error,
    logged by us afterwards, says it better. Only this call is silenced, and
    only at the file descriptor: our messages before and after reach the
    terminal. (Replacing ALSA's error handler with a Python callback is not
    safe: SDL may call it from its own thread while the opening one holds the
    interpreter.)"""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield  # no stderr to silence
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sounds:
    """The effects, played when enabled; silent (never a crash) without audio.

    The audio device is open only while effects play: SDL's audio thread wakes
    about 90 times a second while a device is open, silent or not, so the app
    calls :meth:`rest` before it sleeps, and the next effect opens the device
    again (the wave files stay in memory, so that takes a few milliseconds)."""

    def __init__(self, enabled: bool, folder: Path = SOUNDS_DIR) -> None:
        self.enabled = enabled
        self._waves: dict[Effect, bytes] = {}
        self._effects: dict[Effect, pygame.mixer.Sound] = {}
        self._available: bool | None = None
        """Whether the device opens and decodes the effects; ``None`` until tried."""
        self._told_missing = False
        for effect in Effect:
            path = folder / f"{effect.value}.wav"
            try:
                self._waves[effect] = path.read_bytes()
            except OSError as error:
                log.warning("sound %s not loaded: %s", path.name, error)
        # The device is first opened by the first effect (or the first question
        # about it), not here: opening it and decoding the effects took 5-16 ms
        # of the start-up before the first frame (tools/bench_startup.py).

    @property
    def available(self) -> bool:
        if self._available is None:
            self._available = self._open() and bool(self._effects)
        return self._available

    def tell_missing(self) -> bool:
        """True once: the first time it is asked while sound is on and there
        is no audio device. The first hole says so in its message line (out
        of the way of the title and the cards); Pause and Settings show it."""
        if self._told_missing or not self.enabled or self.available:
            return False
        self._told_missing = True
        return True

    @property
    def loaded(self) -> frozenset[Effect]:
        return frozenset(self._waves) if self.available else frozenset()

    def _open(self) -> bool:
        """Open the audio device and decode the effects; False without audio."""
        if self._effects:
            return True
        try:
            with quiet_alsa():
                pygame.mixer.init()
        except pygame.error as error:
            log.warning("no audio device, playing silently: %s", error)
            return False
        for effect, wave in self._waves.items():
            try:
                self._effects[effect] = pygame.mixer.Sound(file=io.BytesIO(wave))
            except pygame.error as error:
                log.warning("sound %s not decoded: %s", effect.value, error)
        return True

    def play(self, effect: Effect) -> None:
        if not (self.enabled and effect in self._waves and self.available) or not self._open():
            return
        sound = self._effects.get(effect)
        channel = sound.play() if sound is not None else None
        if channel is not None:
            channel.set_endevent(SOUND_DONE)

    def rest(self) -> None:
        """Close the audio device unless an effect (or the voice) is still
        playing (its end posts SOUND_DONE, which wakes the loop to call this again)."""
        if pygame.mixer.get_init() and not pygame.mixer.get_busy():
            self._effects.clear()
            pygame.mixer.quit()
