"""Sleep until SDL has an event, without polling.

pygame-ce's ``pygame.event.wait()`` polls its queue every millisecond
(pygame-ce issue #1541): an idle game would wake a thousand times a second and
burn about 0.25 s of CPU every 10 s. SDL's own ``SDL_WaitEventTimeout`` sleeps
in the window system (the X socket, the Win32 message wait) until something
arrives, and events that pygame or a worker thread posts wake it too. Called
with a NULL event it leaves the event in the queue, so ``pygame.event.get()``
still reads every event and pygame's own event handling is untouched.

The call must reach the very SDL library pygame loaded: a second copy would
have its own, forever empty queue. On Linux that library is found in the
process's memory map; where it cannot be found, ``pygame.event.wait()`` is the
fallback.
"""

from __future__ import annotations

import ctypes
import logging
import sys
from collections.abc import Callable
from functools import cache

import pygame

log = logging.getLogger(__name__)

FOREVER = -1


def _loaded_sdl_path() -> str | None:
    """The path of the SDL2 library mapped into this process (Linux only)."""
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                path = line.split(maxsplit=5)[-1].strip()
                name = path.rsplit("/", 1)[-1]
                if name.startswith("libSDL2-2") or name.startswith("libSDL2.so"):
                    return path
    except OSError:
        return None
    return None


@cache
def _sdl_wait() -> Callable[[None, int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    path = _loaded_sdl_path()
    if path is None:
        log.info("SDL library not found in the memory map: idle waits poll")
        return None
    wait = ctypes.CDLL(path).SDL_WaitEventTimeout
    wait.argtypes = [ctypes.c_void_p, ctypes.c_int]
    wait.restype = ctypes.c_int
    return wait


def wait_for_events() -> list[pygame.event.Event]:
    """Every queued event, sleeping (no CPU, no wakeups) until there is one."""
    wait = _sdl_wait()
    if wait is None:
        return [pygame.event.wait(), *pygame.event.get()]
    while True:
        wait(None, FOREVER)
        events = pygame.event.get()
        if events:
            return events
