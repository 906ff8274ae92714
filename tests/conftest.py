"""Shared test set-up: SDL runs headless, before any test imports pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# A bug in a scene must fail its test, not be survived by the crash guard;
# the guard's own tests turn this off.
os.environ.setdefault("GOLF_GAME_DEBUG", "1")
