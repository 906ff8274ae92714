"""Where the bundled fonts and sounds are: ``assets/`` beside the package.

The game is installed with ``pip install -e .``, so the repository's top-level
``assets/`` folder sits next to the ``golf_game`` package.
"""

from __future__ import annotations

from pathlib import Path

import golf_game

ASSETS_DIR = Path(golf_game.__file__).resolve().parent.parent / "assets"
FONTS_DIR = ASSETS_DIR / "fonts"
SOUNDS_DIR = ASSETS_DIR / "sounds"
VOICE_DIR = ASSETS_DIR / "voice"

REGULAR_FONT = FONTS_DIR / "DejaVuSans.ttf"
BOLD_FONT = FONTS_DIR / "DejaVuSans-Bold.ttf"
