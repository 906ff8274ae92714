"""The screen's real pixel density, where SDL reports it.

SDL's ``SDL_GetDisplayDPI`` (which pygame-ce does not wrap) says how many
pixels an inch of the display holds, from the monitor's own report of its
size (X11's screen size, a Wayland output's millimetres). It is called
through ctypes on the SDL library pygame has loaded. The dummy driver and
screens that report nothing or nonsense give ``None``; the layout then keeps
its assumption (:func:`golf_game.view.layout.px_per_mm`).
"""

from __future__ import annotations

import functools
import logging
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import ctypes

log = logging.getLogger(__name__)

MM_PER_INCH = 25.4
PLAUSIBLE_DPI = (50.0, 1000.0)
"""Reports outside this are a driver's placeholder, not a screen."""


@functools.cache
def sdl_library() -> ctypes.CDLL | None:
    """The SDL2 library pygame loaded (Linux: found in /proc/self/maps), or ``None``.

    Looked up on first use, not at import: ctypes and the lookup cost about
    5 ms that start-up would wait for."""
    import ctypes

    try:
        maps = Path("/proc/self/maps").read_text()
    except OSError:
        return None
    for line in maps.splitlines():
        path = line.rsplit(" ", 1)[-1]
        if "/libSDL2-2" in path and ".so" in path:
            try:
                return ctypes.CDLL(path)
            except OSError:
                return None
    return None


def measured_px_per_mm(display: int = 0) -> float | None:
    """Pixels per millimetre of ``display`` as SDL reports them, or ``None``."""
    import ctypes

    library = sdl_library()
    if library is None:
        return None
    try:
        function = library.SDL_GetDisplayDPI
    except AttributeError:
        return None
    function.argtypes = [ctypes.c_int, *(ctypes.POINTER(ctypes.c_float),) * 3]
    function.restype = ctypes.c_int
    diagonal, horizontal, vertical = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    if function(display, ctypes.byref(diagonal), ctypes.byref(horizontal), ctypes.byref(vertical)):
        return None  # the driver cannot tell (dummy, some Wayland compositors)
    dpi = max(horizontal.value, vertical.value)
    low, high = PLAUSIBLE_DPI
    if not low <= dpi <= high:
        log.info("the display reports %.0f dpi: ignored", dpi)
        return None
    return dpi / MM_PER_INCH
