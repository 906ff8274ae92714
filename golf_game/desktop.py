"""The game on a desktop: SDL's hints, its window's class and icon, and its menu entry.

``golf-game --install-desktop`` copies the bundled ``golf-game.desktop`` into
``~/.local/share/applications`` (``$XDG_DATA_HOME`` when set) and the icons
into ``~/.local/share/icons/hicolor/NxN/apps``, so the desktop's menu lists
the game. The entry starts the very install that wrote it (by its absolute
path), so it works from a virtual environment that is not on ``PATH``.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .assets import bundled
from .tasks import map_big_blocks_apart

if TYPE_CHECKING:
    import pygame

log = logging.getLogger(__name__)

APP_ID = "golf-game"
"""The desktop entry's name, the icons' name and the window's class, alike so
that a dock or task bar puts the window under the entry's icon."""
ICON_SIZES = (32, 48, 64, 128, 256)
WINDOW_ICON_SIZE = 64
EXEC_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
"""Characters that make the desktop entry spec quote an Exec argument."""


def no_gpu() -> bool:
    """Whether SDL would end up with a software renderer: no DRI device."""
    return not os.path.exists("/dev/dri")


def prepare_environment() -> None:
    """Set SDL hints (and the C library's allocator) before pygame opens
    the display."""
    map_big_blocks_apart()
    if no_gpu():
        # Without a GPU SDL's framebuffer "acceleration" is a software renderer
        # plus an extra copy of every frame; the plain surface path is faster.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    set_window_class()


def icon_file(size: int) -> Path:
    return bundled("desktop", f"{APP_ID}-{size}.png")


def set_window_class() -> None:
    """Name the window's class after the desktop entry (before the display opens).

    Set, not defaulted: importing pygame already set the X11 one to the
    script's name (``__main__.py`` under ``python -m``)."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = APP_ID
    os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = APP_ID


def window_icon() -> pygame.Surface | None:
    """The window's icon, or None (logged) if its file is missing or damaged."""
    import pygame

    path = icon_file(WINDOW_ICON_SIZE)
    try:
        return pygame.image.load(str(path))
    except (OSError, pygame.error) as error:
        log.warning("icon %s not loaded: %s", path.name, error)
        return None


def launch_command() -> list[str]:
    """How to start this install again: the frozen program, the ``golf-game``
    script that is running, or this Python with ``-m golf_game``."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.argv[0])
    if script.name == APP_ID and script.is_file():
        return [str(script.absolute())]
    return [sys.executable, "-m", "golf_game"]


def exec_argument(word: str) -> str:
    """One Exec argument, quoted as the desktop entry spec asks."""
    word = word.replace("%", "%%")
    if not EXEC_RESERVED.intersection(word):
        return word
    for char in '\\"`$':
        word = word.replace(char, "\\" + char)
    return f'"{word}"'


def entry_text(command: list[str]) -> str:
    """The bundled desktop entry with its Exec line set to ``command``."""
    lines = bundled("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines()
    exec_line = "Exec=" + " ".join(exec_argument(word) for word in command)
    return "\n".join(exec_line if line.startswith("Exec=") else line for line in lines) + "\n"


def data_home() -> Path:
    folder = os.environ.get("XDG_DATA_HOME", "")
    return Path(folder) if os.path.isabs(folder) else Path.home() / ".local" / "share"


def install_desktop_entry(target: Path | None = None) -> list[Path]:
    """Write the desktop entry and the icons under ``target`` (the user's data
    folder by default); the paths written. Raises OSError if one cannot be."""
    root = target if target is not None else data_home()
    entry = root / "applications" / f"{APP_ID}.desktop"
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(entry_text(launch_command()), encoding="utf-8")
    written = [entry]
    for size in ICON_SIZES:
        icon = root / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        icon.parent.mkdir(parents=True, exist_ok=True)
        icon.write_bytes(icon_file(size).read_bytes())
        written.append(icon)
    return written
