"""Command line: ``golf-game`` (or ``python -m golf_game``)."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from . import __version__
from .engine import ROUND_LENGTHS, Deal, GolfError, Mode
from .engine.round import SEED_MAX

if TYPE_CHECKING:
    from .launch import LaunchOptions


MIN_WINDOW_ARG = (200, 150)
MAX_WINDOW_ARG = (7680, 4320)
DEFAULT_WINDOW = (1280, 800)


def window_size(text: str) -> tuple[int, int]:
    """Parse ``WxH`` such as ``1920x1080``."""
    parts = text.lower().replace("\u00d7", "x").split("x")
    if len(parts) != 2 or not all(part.strip().isdigit() for part in parts):
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, e.g. 1920x1080")
    width, height = (int(part) for part in parts)
    if not (
        MIN_WINDOW_ARG[0] <= width <= MAX_WINDOW_ARG[0]
        and MIN_WINDOW_ARG[1] <= height <= MAX_WINDOW_ARG[1]
    ):
        raise argparse.ArgumentTypeError(
            f"{text!r} is out of range: from {MIN_WINDOW_ARG[0]}x{MIN_WINDOW_ARG[1]} "
            f"to {MAX_WINDOW_ARG[0]}x{MAX_WINDOW_ARG[1]}"
        )
    return width, height


def seed_number(text: str) -> int:
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= seed <= SEED_MAX:
        raise argparse.ArgumentTypeError(f"{seed} is out of range 0..{SEED_MAX}")
    return seed


def deal_line(text: str) -> Deal:
    try:
        return Deal.from_line(text)
    except (GolfError, ValueError) as error:
        raise argparse.ArgumentTypeError(f"bad deal: {error}") from None


def png_path(text: str) -> Path:
    path = Path(text)
    if path.suffix.lower() != ".png":
        raise argparse.ArgumentTypeError(f"{text!r} must end in .png")
    if not path.parent.resolve().is_dir():
        raise argparse.ArgumentTypeError(f"folder {str(path.parent)!r} does not exist")
    return path


class OneLineParser(argparse.ArgumentParser):
    """Bad input gets one line and exit code 2, not argparse's usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
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
        "an operator closes it with Ctrl+Alt+Shift+Q or a 3 s press in a corner, "
        "then the PIN (docs/KIOSK.md)",
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
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.scene is not None and args.screenshot is None:
        parser.error("--scene needs --screenshot FILE.png")
    if args.deal is not None and args.holes == 9:
        parser.error("--deal plays one hole: leave out --holes 9")
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
        return 1
    # pygame is imported only now, after the SDL environment is settled.
    import pygame

    from .app import App
    from .launch import build
    from .saved.storage import Storage

    options = launch_options(args)
    size = args.window or DEFAULT_WINDOW
    if args.screenshot is not None:
        from .screenshot import take_screenshot

        return take_screenshot(options, args.scene or "hole", size, args.screenshot)
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
        )
    except pygame.error as error:
        print(f"golf-game: could not open a window: {error}", file=sys.stderr)
        return 1
    build(app, storage, options, pin=pin)
    # Paint the first frame now: the loop's first FPS tick would wait a frame
    # (about 17 ms) before it, while the window shows nothing yet.
    app.step(0.0)
    app.run()
    return 0


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
