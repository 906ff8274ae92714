"""Spoken play: short clips strung together and played on a channel of
their own, at a volume of their own; silent (never a crash) without audio.

The clips are made offline by tools/make_voice.py into one file,
assets/voice/voice.ogg, with voice.json saying where each clip starts and
ends. Decoding it takes 0.4 s, so it happens on a thread of its own, started
when spoken play is turned on (:meth:`Voice.prepare`); words asked for
before it is done are said when it is. Saying something new cuts off what
is still being said: the voice never queues up behind the player, and it
never makes input wait (a join of a few clips' samples, then SDL plays it
on its own thread).
"""

from __future__ import annotations

import contextlib
import io
import json
import logging
import threading
import time
from collections.abc import Sequence
from pathlib import Path

import pygame

from ..assets import VOICE_DIR
from .sound import SOUND_DONE

log = logging.getLogger(__name__)

VOICE_CHANNEL = 0
"""The mixer channel kept for the voice; the effects play on the others."""


class Voice:
    """Says lists of clip names (made by :mod:`golf_game.view.words`)."""

    def __init__(self, enabled: bool, volume: float = 0.8, folder: Path = VOICE_DIR) -> None:
        self.enabled = enabled
        self.volume = volume
        self.folder = folder
        self.said: list[str] = []
        """The clips said last (what a test or a log can check)."""
        self._index: dict[str, tuple[int, int]] | None = None
        self._rate = 16000
        self._samples: bytes | None = None
        self._format: tuple[int, int, int] | None = None
        """The mixer format the samples were decoded for."""
        self._broken = False
        self._lock = threading.Lock()
        self._decoding: threading.Thread | None = None
        self._pending: list[str] = []
        self._speaking: tuple[bytes, float] = (b"", 0.0)
        """The samples being played and when they started (for ``after``)."""
        if enabled:
            self.prepare()

    def prepare(self) -> None:
        """Open the mixer and start decoding the clips (on a thread), once."""
        if self._broken or self._decoding is not None or not self._open_mixer():
            return
        self._load_index()
        self._decoding = threading.Thread(target=self._decode, name="voice", daemon=True)
        self._decoding.start()

    def _open_mixer(self) -> bool:
        """The mixer open (the effects close it when idle), with the voice's channel kept."""
        if self._broken:
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            pygame.mixer.set_reserved(VOICE_CHANNEL + 1)
        except pygame.error as error:
            log.warning("spoken play is silent: %s", error)
            self._broken = True
            return False
        return True

    def wait_ready(self, timeout: float = 5.0) -> None:
        """Wait for the decoding (tests and screenshots)."""
        if self._decoding is not None:
            self._decoding.join(timeout)

    def _load_index(self) -> dict[str, tuple[int, int]]:
        if self._index is None:
            self._index = {}
            try:
                meta = json.loads((self.folder / "voice.json").read_text())
                self._rate = int(meta["rate"])
                self._index = {name: (int(a), int(b)) for name, (a, b) in meta["clips"].items()}
            except (OSError, ValueError, KeyError, TypeError) as error:
                log.warning("voice clips not loaded: %s", error)
        return self._index

    def known(self, name: str) -> bool:
        return name in self._load_index()

    def say(self, clips: Sequence[str], force: bool = False, after: bool = False) -> None:
        """Say ``clips`` now (when enabled, or ``force``), cutting off the last
        words; ``after``: once the last words are said (a new screen's focus
        waits for the hole's result)."""
        if not (self.enabled or force) or not clips:
            return
        self.said = list(clips)
        self._open_mixer()
        with self._lock:
            ready = self._samples is not None and self._format == pygame.mixer.get_init()
            if not ready:
                self._pending = [*self._pending, *clips] if after else list(clips)
        if ready:
            self._play(clips, after)
        elif self._decoding is None or not self._decoding.is_alive():
            # Not decoded yet, or for a mixer of another format since.
            self._decoding = None
            self.prepare()

    def _decode(self) -> None:
        try:
            data = (self.folder / "voice.ogg").read_bytes()
            samples = pygame.mixer.Sound(file=io.BytesIO(data)).get_raw()
        except (pygame.error, OSError) as error:
            log.warning("spoken play is silent: %s", error)
            self._broken = True
            return
        with self._lock:
            self._samples, self._format = samples, pygame.mixer.get_init()
            pending, self._pending = self._pending, []
        if pending:
            self._play(pending)
        else:
            # Wake a loop asleep on events, to rest the device it left open.
            with contextlib.suppress(pygame.error):
                pygame.event.post(pygame.event.Event(SOUND_DONE))

    @property
    def busy(self) -> bool:
        """The clips are being decoded: the mixer must stay open."""
        return self._decoding is not None and self._decoding.is_alive()

    def _play(self, clips: Sequence[str], after: bool = False) -> None:
        samples, found = self._samples, self._format
        if samples is None or found is None:
            return
        frequency, size, channels = found
        frame = channels * abs(size) // 8
        scale = frequency / self._rate
        parts = []
        index = self._load_index()
        for name in clips:
            span = index.get(name)
            if span is None:
                log.warning("no voice clip %r", name)
                continue
            start, end = (round(at * scale) * frame for at in span)
            parts.append(samples[start:end])
        try:
            channel = pygame.mixer.Channel(VOICE_CHANNEL)
            if after and channel.get_busy():
                # What is left of the words being said goes first. Not
                # Channel.queue: its hand-over on SDL's audio thread crashed.
                said, started = self._speaking
                done = round((time.monotonic() - started) * frequency) * frame
                parts.insert(0, said[done:])
            speech = b"".join(parts)
            self._speaking = (speech, time.monotonic())
            channel.set_volume(self.volume)
            channel.play(pygame.mixer.Sound(buffer=speech))
            channel.set_endevent(SOUND_DONE)
        except pygame.error as error:
            log.warning("voice not played: %s", error)
