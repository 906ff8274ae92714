"""Short sound effects, with a mute switch; silent when there is no audio device."""

from __future__ import annotations

import enum
import logging
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


class Sounds:
    """Loads the effects once; ``play`` does nothing when muted or without audio."""

    def __init__(self, enabled: bool, folder: Path = SOUNDS_DIR) -> None:
        self.enabled = enabled
        self._effects: dict[Effect, pygame.mixer.Sound] = {}
        try:
            pygame.mixer.init()
        except pygame.error as error:
            log.warning("no audio device, playing silently: %s", error)
            return
        for effect in Effect:
            path = folder / f"{effect.value}.wav"
            try:
                self._effects[effect] = pygame.mixer.Sound(path)
            except (pygame.error, FileNotFoundError) as error:
                log.warning("sound %s not loaded: %s", path.name, error)

    @property
    def available(self) -> bool:
        return bool(self._effects)

    @property
    def loaded(self) -> frozenset[Effect]:
        return frozenset(self._effects)

    def play(self, effect: Effect) -> None:
        sound = self._effects.get(effect)
        if self.enabled and sound is not None:
            sound.play()
