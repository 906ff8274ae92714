"""Command line: ``golf-game`` (or ``python -m golf_game``).

Exit codes (docs/KIOSK.md, "Exit codes and the service unit"):
:data:`EXIT_OK` when the player quits or the kiosk's operator closes it from
the operator menu, :data:`EXIT_ERROR` when it cannot run (no real display, no window,
a screenshot that could not be written), :data:`EXIT_USAGE` for a bad
command line, and ``128 + N`` after stop signal ``N`` (SIGHUP 129, SIGINT
130, SIGTERM 143), so a service manager can restart on everything but the
operator's exit.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from . import __version__
from .saved.limits import quote, shorten
from .signals import Stopped, StopSignals

if TYPE_CHECKING:
    from .engine import Deal
    from .launch import LaunchOptions


EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2
HEADLESS_DRIVERS = ("offscreen", "dummy")
"""SDL drivers that draw into memory only: used when asked for by name
(``SDL_VIDEODRIVER``, the tests, ``--screenshot``), refused as a fallback."""
MAX_ERROR_CHARS = 200
"""Longest error line: argparse quotes bad values whole (a 128 KiB seed)."""

MIN_WINDOW_ARG = (200, 150)
MAX_WINDOW_ARG = (7680, 4320)
DEFAULT_WINDOW = (1280, 800)


def window_size(text: str) -> tuple[int, int]:
    """Parse ``WxH`` such as ``1920x1080``."""
    parts = text.lower().replace("\u00d7", "x").split("x")
    if len(parts) != 2 or not all(part.strip().isdigit() for part in parts):
        raise argparse.ArgumentTypeError(f"{quote(text)} is not WIDTHxHEIGHT, e.g. 1920x1080")
    width, height = (int(part) for part in parts)
    if not (
        MIN_WINDOW_ARG[0] <= width <= MAX_WINDOW_ARG[0]
        and MIN_WINDOW_ARG[1] <= height <= MAX_WINDOW_ARG[1]
    ):
        raise argparse.ArgumentTypeError(
            f"{quote(text)} is out of range: from {MIN_WINDOW_ARG[0]}x{MIN_WINDOW_ARG[1]} "
            f"to {MAX_WINDOW_ARG[0]}x{MAX_WINDOW_ARG[1]}"
        )
    return width, height


def seed_number(text: str) -> int:
    from .engine.round import SEED_MAX

    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{quote(text)} is not a whole number") from None
    if not 0 <= seed <= SEED_MAX:
        raise argparse.ArgumentTypeError(f"{quote(text)} is out of range 0..{SEED_MAX}")
    return seed


def deal_line(text: str) -> Deal:
    from .engine import Deal, GolfError

    try:
        return Deal.from_line(text)
    except (GolfError, ValueError) as error:
        raise argparse.ArgumentTypeError(f"bad deal: {shorten(str(error), 80)}") from None


def png_path(text: str) -> Path:
    """A picture to write: a ``.png`` name in a folder that exists, and not a
    folder itself. (Whether it can be written is known only by trying:
    :func:`golf_game.screenshot.write_png` says why not in one line.)"""
    path = Path(text)
    if path.suffix.lower() != ".png":
        raise argparse.ArgumentTypeError(f"{quote(text)} must end in .png")
    try:
        folder = path.parent.is_dir()
        is_folder = path.is_dir()
    except (OSError, ValueError) as error:
        reason = error.strerror if isinstance(error, OSError) else str(error)
        raise argparse.ArgumentTypeError(f"{quote(text)}: {reason}") from None
    if not folder:
        raise argparse.ArgumentTypeError(f"folder {quote(str(path.parent))} does not exist")
    if is_folder:
        raise argparse.ArgumentTypeError(f"{quote(text)} is a folder")
    return path


class OneLineParser(argparse.ArgumentParser):
    """Bad input gets one line and exit code 2, not argparse's usage block."""

    def error(self, message: str) -> NoReturn:
        message = shorten(message, MAX_ERROR_CHARS)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    # The engine loads here, not when this module does: the stop signals are
    # caught before it (about 0.1 s of imports).
    from .engine import ROUND_LENGTHS, Mode
    from .engine.round import SEED_MAX

    parser = OneLineParser(
        prog="golf-game",
        description="Golf Solitaire: clear seven columns by playing cards one rank "
        "up or down onto the waste.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--mode",
        choices=[mode.value for mode in Mode],
        default=None,
        help="easy (King-Ace wrap), medium (no wrap) or hard (nothing on a King); "
        "default: the one chosen last time",
    )
    parser.add_argument(
        "--holes",
        type=int,
        choices=ROUND_LENGTHS,
        default=None,
        help="1 hole or a 9-hole round (default: the one chosen last time)",
    )
    deal = parser.add_mutually_exclusive_group()
    deal.add_argument(
        "--seed",
        type=seed_number,
        default=None,
        help=f"play deal number 0..{SEED_MAX} at once (with --holes 9: a round from it)",
    )
    deal.add_argument(
        "--deal",
        type=deal_line,
        default=None,
        metavar="LINE",
        help='play a deal given as one line "columns,waste,stock" (RULES.md notation)',
    )
    deal.add_argument("--daily", action="store_true", help="play today's daily deal at once")
    screen = parser.add_mutually_exclusive_group()
    screen.add_argument("--fullscreen", action="store_true", help="fill the screen")
    screen.add_argument(
        "--window",
        type=window_size,
        default=None,
        metavar="WxH",
        help="window size in pixels, e.g. 1920x1080 (default 1280x800)",
    )
    parser.add_argument(
        "--kiosk",
        action="store_true",
        help="public touchscreen: full screen, no Quit, idle reset and attract mode; "
        "Ctrl+Alt+Shift+Q or a 3 s press in a corner, then the PIN, opens the operator "
        "menu (docs/KIOSK.md)",
    )
    parser.add_argument(
        "--config",
        type=Path,
        default=None,
        metavar="FILE.json",
        help="with --kiosk: the operator's settings file (default: kiosk.json in the data "
        "folder); on-screen changes are saved to it (docs/KIOSK.md)",
    )
    parser.add_argument(
        "--set-pin",
        action="store_true",
        help="set the kiosk operator's PIN (read from standard input) and exit; also "
        "reopens an operator exit closed because the PIN could not be read",
    )
    parser.add_argument(
        "--screenshot",
        type=png_path,
        default=None,
        metavar="FILE.png",
        help="draw a scene into FILE.png and exit (no display needed)",
    )
    parser.add_argument(
        "--scene",
        choices=("menu", "hole", "result", "scorecard"),
        default=None,
        help="with --screenshot: menu, hole (its first frame; the default), result (a hole "
        "played to its end) or scorecard (a finished 9-hole round)",
    )
    parser.add_argument(
        "--install-desktop",
        action="store_true",
        help="add the game and its icon to the desktop's menu (Linux: "
        "~/.local/share/applications and icons) and exit",
    )
    return parser


def install_desktop() -> int:
    from .desktop import install_desktop_entry

    try:
        written = install_desktop_entry()
    except OSError as error:
        print(f"golf-game: could not add the desktop entry: {error}", file=sys.stderr)
        return 1
    print(f"golf-game: added {written[0]} and {len(written) - 1} icons")
    return 0


def has_display() -> bool:
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def main(argv: Sequence[str] | None = None) -> int:
    # First of all, so that a SIGTERM or SIGINT during start-up is never lost.
    stop = StopSignals()
    try:
        stop.install()
        return run(argv, stop)
    except Stopped:
        return stop.exit_code or EXIT_ERROR
    finally:
        stop.uninstall()


def run(argv: Sequence[str] | None, stop: StopSignals) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.scene is not None and args.screenshot is None:
        parser.error("--scene needs --screenshot FILE.png")
    if args.deal is not None and args.holes == 9:
        parser.error("--deal plays one hole: leave out --holes 9")
    if args.kiosk and args.screenshot is not None:
        # The picture would show the desktop's Quit button, which a kiosk has not.
        parser.error("--screenshot draws the desktop game: leave out --kiosk")
    if args.config is not None and not args.kiosk:
        parser.error("--config is the kiosk's: add --kiosk")
    logging.basicConfig(level=logging.WARNING, format="golf-game: %(levelname)s: %(message)s")
    if args.set_pin:
        return set_pin()
    if args.install_desktop:
        return install_desktop()
    if args.screenshot is not None:
        # A screenshot never needs a window: draw off-screen with the dummy driver.
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    elif not has_display():
        print(
            "golf-game: no display found (DISPLAY is not set). Run it on a desktop, or use "
            "--screenshot FILE.png to draw the table without one.",
            file=sys.stderr,
        )
        return EXIT_ERROR
    options = launch_options(args)
    size = args.window or DEFAULT_WINDOW
    if args.screenshot is not None:
        from .screenshot import take_screenshot

        # Drawing takes seconds and never looks at the signals: let them act at once.
        stop.uninstall()
        return take_screenshot(options, args.scene or "hole", size, args.screenshot)
    return play(args, options, size, stop)


def play(
    args: argparse.Namespace, options: LaunchOptions, size: tuple[int, int], stop: StopSignals
) -> int:
    """Open the window and play until the player (or operator) quits or a
    stop signal comes."""
    # pygame is imported only now, after the SDL environment is settled.
    import pygame

    from .app import App
    from .launch import build
    from .saved.storage import Storage

    try:
        pygame.display.init()
    except pygame.error as error:
        print(f"golf-game: could not open a window: {error}", file=sys.stderr)
        return EXIT_ERROR
    fallback = headless_fallback(pygame.display.get_driver())
    if fallback is not None:
        print(fallback, file=sys.stderr)
        return EXIT_ERROR
    # Reading the saved data is safe to abandon half way (every write it may
    # make is atomic), and so is opening the window.
    pin = None
    if args.kiosk:
        from .saved.pin import PinGuard
        from .saved.storage import default_folder

        # Before Storage: it may set a damaged settings.json aside, which may hold the PIN.
        pin = PinGuard.load(default_folder())
    storage = Storage()
    try:
        app = App(
            storage.settings,
            size=size,
            fullscreen=args.fullscreen,
            kiosk=args.kiosk,
            data_folder=storage.folder,
            stop=stop,
        )
    except pygame.error as error:
        print(f"golf-game: could not open a window: {error}", file=sys.stderr)
        return EXIT_ERROR
    # From here on the game starts threads and saves: a signal only ends the loop.
    stop.starting = False
    if not app.stopped:
        build(app, storage, options, pin=pin)
    if not app.stopped:
        # Paint the first frame now: the loop's first FPS tick would wait a frame
        # (about 17 ms) before it, while the window shows nothing yet.
        app.step(0.0)
    app.run()  # ends at once (and shuts down cleanly) if a stop signal came
    code = stop.exit_code
    leave_now(EXIT_OK if code is None else code)


def leave_now(code: int) -> NoReturn:
    """End the process at once: everything is written (the saved game by the
    app's shutdown, fsynced). The interpreter's own teardown, freeing the
    solver's tables and every module, took 0.1-0.35 s on a busy 2-core
    machine, against 0.01-0.05 s this way (``tools/probe_hostile.py``): too
    much of the 0.5 s a stop signal may take."""
    import pygame

    pygame.quit()
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def headless_fallback(driver: str) -> str | None:
    """The error line if SDL fell back to drawing into memory (the X server
    or compositor is down) instead of the driver asked for: such a game runs
    invisibly for ever and its supervisor never restarts it."""
    asked = [name.strip().lower() for name in os.environ.get("SDL_VIDEODRIVER", "").split(",")]
    if driver not in HEADLESS_DRIVERS or driver in asked:
        return None
    shown = quote(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or "")
    return (
        f"golf-game: no real display (display {shown}): SDL fell back to its {driver!r} "
        f"driver, which shows nothing. Start the display server first, or set "
        f"SDL_VIDEODRIVER={driver} to run without one on purpose."
    )


def set_pin() -> int:
    """``--set-pin``: a new operator PIN from standard input (asked twice on a
    terminal, not echoed), saved as a salted hash in the data folder."""
    import getpass

    from .saved.pin import PinGuard
    from .saved.storage import default_folder

    folder = default_folder()
    if sys.stdin.isatty():
        pin = getpass.getpass("New operator PIN (6 or more digits): ")
        if getpass.getpass("The same again: ") != pin:
            print("golf-game: the two PINs differ; nothing changed", file=sys.stderr)
            return 1
    else:
        pin = sys.stdin.readline(100).strip()
    problem = PinGuard.load(folder).set_pin(pin)
    if problem is not None:
        print(f"golf-game: PIN not set: {problem}", file=sys.stderr)
        return 1
    print(f"golf-game: operator PIN set in {folder / 'pin.json'}")
    return 0


def launch_options(args: argparse.Namespace) -> LaunchOptions:
    """The parsed command line as the typed options start-up takes."""
    from .engine import Mode
    from .launch import LaunchOptions

    return LaunchOptions(
        mode=None if args.mode is None else Mode.from_str(args.mode),
        holes=args.holes,
        seed=args.seed,
        deal=args.deal,
        daily=args.daily,
        config=args.config,
    )


if __name__ == "__main__":
    sys.exit(main())
