"""Where every bundled file is: fonts, sounds and the rest of ``assets/``.

The repository keeps them in its top-level ``assets/`` folder, each kind with
its licence beside it. ``pyproject.toml`` maps that folder to the package
``golf_game.bundled``, so a wheel (and the sdist, and a frozen bundle) carries
it inside the game's package, and an editable install finds it where it is.
Everything is looked up through :mod:`importlib.resources` from that package
name, never from a module's own path, so the same code works from a source
checkout, an editable install, an installed wheel, a zip on ``sys.path`` and a
PyInstaller bundle.

SDL opens fonts by file name, so callers get real paths: when the package
lives in a zip, its files are copied once to a temporary folder that is
removed when the process ends.
"""

from __future__ import annotations

import atexit
import shutil
import sys
import tempfile
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    if sys.version_info >= (3, 11):
        from importlib.resources.abc import Traversable
    else:
        from importlib.abc import Traversable

PACKAGE = "golf_game.bundled"


def _copy_tree(source: Traversable, target: Path) -> None:
    target.mkdir(exist_ok=True)
    for entry in source.iterdir():
        if entry.is_dir():
            _copy_tree(entry, target / entry.name)
        else:
            (target / entry.name).write_bytes(entry.read_bytes())


def _find_root() -> Path:
    """The bundled files' folder on disk, copied out of a zip if need be."""
    root = resources.files(PACKAGE)
    if isinstance(root, Path):
        return root
    copy = Path(tempfile.mkdtemp(prefix="golf-game-assets-"))
    atexit.register(shutil.rmtree, copy, ignore_errors=True)
    _copy_tree(root, copy)
    return copy


ASSETS_DIR = _find_root()


def bundled(*parts: str) -> Path:
    """The path of a bundled file, e.g. ``bundled("fonts", "DejaVuSans.ttf")``
    (it may be missing: callers say so and carry on)."""
    return ASSETS_DIR.joinpath(*parts)


FONTS_DIR = bundled("fonts")
SOUNDS_DIR = bundled("sounds")
VOICE_DIR = bundled("voice")

REGULAR_FONT = bundled("fonts", "DejaVuSans.ttf")
BOLD_FONT = bundled("fonts", "DejaVuSans-Bold.ttf")
