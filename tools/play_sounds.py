"""Play every sound effect through SDL's audio driver; fail on any warning.

    python tools/play_sounds.py            # on a kiosk: hear the five effects
    SDL_AUDIODRIVER=dummy python tools/play_sounds.py   # CI: no device needed

Uses whichever ``golf_game`` the interpreter imports (run it with an installed
game's Python, from outside the repository, to check that install's sounds).
Prints where the sounds came from and exits 1 if a file is missing, the device
does not open, an effect does not decode, or the game logs any warning.
"""

from __future__ import annotations

import logging
import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from golf_game.assets import SOUNDS_DIR
from golf_game.view.sound import Effect, Sounds


class Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def main() -> int:
    warnings = Collect()
    logging.getLogger().addHandler(warnings)
    print(f"sounds from {SOUNDS_DIR}")
    sounds = Sounds(enabled=True)
    if sounds.available:
        for effect in Effect:
            sounds.play(effect)
            while pygame.mixer.get_busy():
                time.sleep(0.01)
            print(f"played {effect.value}")
        sounds.rest()
    missing = sorted(effect.value for effect in set(Effect) - sounds.loaded)
    problems = [*warnings.messages, *(f"{name} not played" for name in missing)]
    for problem in problems:
        print(f"play_sounds: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
