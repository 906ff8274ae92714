"""Screenshots of a hole in states ``golf-game --screenshot`` cannot reach:
a long waste run, a notice shown over the table, a refusal in the message line.

    python tools/hole_shots.py /tmp/shots --window 1080x1920 --window 800x600

Each window size gives ``dealt-WxH.png`` (the fresh deal, its par known),
``run-WxH.png`` (Medium deal #7 played by the greedy
rule of tools/autoplay.py until one move before its end: the longest run
the deal builds), ``notice-WxH.png`` (the fresh deal with an app notice
up, as a failed save shows one) and ``refusal-WxH.png`` (a covered card
tapped: the message line explains). ``--left-handed`` and ``--large``: the
settings of those names.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from autoplay import greedy_move
from cli_args import OneLineParser
from shot_app import game_on_screen, save_frame

from golf_game.actions import Tap
from golf_game.app import App
from golf_game.engine import Hole, Mode
from golf_game.play.game import Game
from golf_game.play.session import Start
from golf_game.saved.settings import CardSize, Settings

SEED = 7
NOTICE = "Could not save the game: the disk is full"


def long_run(app: App, game: Game) -> None:
    hole = game.hole
    probe = Hole(hole.deal, hole.mode)
    while not probe.is_over:
        probe.play(greedy_move(probe))
    for move in probe.moves()[:-1]:
        hole.play(move)


def notice(app: App, game: Game) -> None:
    app.notify(NOTICE)


def refusal(app: App, game: Game) -> None:
    layout = app.stack.top.layout  # type: ignore[union-attr]
    app.dispatch(Tap(layout.card_rect(0, 0).center))


def dealt(app: App, game: Game) -> None:
    """The deal as dealt, its par known (the README's pictures)."""


STATES: dict[str, Callable[[App, Game], None]] = {
    "dealt": dealt,
    "run": long_run,
    "notice": notice,
    "refusal": refusal,
}


def shoot(size: tuple[int, int], settings: Settings, name: str, path: Path) -> None:
    with game_on_screen(size, settings, Start(Mode.MEDIUM, 1, seed=SEED)) as (app, game):
        STATES[name](app, game)
        save_frame(app, path)


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="hole_shots.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--window", action="append", help="WIDTHxHEIGHT (repeatable)")
    parser.add_argument("--state", choices=sorted(STATES), action="append")
    parser.add_argument("--left-handed", action="store_true")
    parser.add_argument("--large", action="store_true", help="large cards")
    parser.add_argument("--prefix", default="", help="put before every file name")
    args = parser.parse_args(argv)
    sizes = []
    for window in args.window or ["1920x1080"]:
        try:
            width, height = (int(part) for part in window.lower().split("x"))
        except ValueError:
            parser.error(f"--window {window!r}: expected WIDTHxHEIGHT")
        sizes.append((width, height))
    args.folder.mkdir(parents=True, exist_ok=True)
    card_size = CardSize.LARGE if args.large else CardSize.NORMAL
    settings = Settings(
        sound=False, reduced_motion=True, left_handed=args.left_handed, card_size=card_size
    )
    for width, height in sizes:
        for name in args.state or sorted(STATES):
            path = args.folder / f"{args.prefix}{name}-{width}x{height}.png"
            shoot((width, height), settings, name, path)
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
