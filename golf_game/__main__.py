"""Command line: ``golf-game`` (or ``python -m golf_game``)."""

from __future__ import annotations

import argparse
import logging
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from . import __version__
from .engine import Deal, Hole, Mode

if TYPE_CHECKING:
    from .app import App

SEED_MAX = 2**31 - 1
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
        default=Mode.MEDIUM.value,
        help="easy (King-Ace wrap), medium (no wrap, the default) or hard (nothing on a King)",
    )
    parser.add_argument(
        "--seed",
        type=seed_number,
        default=None,
        help=f"deal number 0..{SEED_MAX} (default: a random deal)",
    )
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
        "--screenshot",
        type=png_path,
        default=None,
        metavar="FILE.png",
        help="draw the first frame of the hole into FILE.png and exit (no display needed)",
    )
    return parser


def start_game(
    app: App, mode: Mode, seed: int | None, rng: random.Random, deal_animation: bool = True
) -> None:
    """Put the game's scenes on ``app``: the first hole, the home scene the
    crash guard returns to, and the kiosk's timers when ``app.kiosk``.
    (tools/soak.py starts the game through here too.)"""
    from .kiosk import install_kiosk
    from .scenes.hole import HoleScene

    def new_hole(seed: int | None = None) -> tuple[Hole, str]:
        number = rng.randint(0, SEED_MAX) if seed is None else seed
        return Hole(Deal.from_seed(number), mode), f"{mode.title} - deal #{number}"

    def fresh_hole() -> HoleScene:
        hole, title = new_hole()
        return HoleScene(app.context, hole, title, new_hole)

    app.home = fresh_hole
    if app.kiosk:
        install_kiosk(app, home=fresh_hole, demo=fresh_hole)
    hole, title = new_hole(seed)
    app.stack.push(HoleScene(app.context, hole, title, new_hole, deal_animation=deal_animation))


def has_display() -> bool:
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="golf-game: %(levelname)s: %(message)s")
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
    from .storage import Storage

    size = args.window or DEFAULT_WINDOW
    storage = Storage()
    kiosk = args.kiosk and args.screenshot is None
    try:
        app = App(
            storage.settings,
            size=size,
            fullscreen=args.fullscreen,
            kiosk=kiosk,
            data_folder=storage.folder,
        )
    except pygame.error as error:
        print(f"golf-game: could not open a window: {error}", file=sys.stderr)
        return 1
    for message in storage.take_messages():
        app.notify(message)
    start_game(app, Mode.from_str(args.mode), args.seed, random.Random(), args.screenshot is None)
    if args.screenshot is not None:
        pygame.image.save(app.render(), str(args.screenshot))
        app.shutdown()
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
