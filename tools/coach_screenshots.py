"""Screenshots of the result screen with the coach's review: a lost hole and
a won one, for the README and docs/screenshots.

    python tools/coach_screenshots.py docs/screenshots --window 1920x1080

Lost: Medium deal #14 played by the greedy rule (tools/autoplay.py). Won:
Easy deal #3, needless draws first, then the solver's best line from
there (won, a stroke or more over par). Each picture is taken once the
coach and the deal's grading have finished (it runs on the game's worker, as in play).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from pathlib import Path

from autoplay import greedy_move
from cli_args import OneLineParser
from shot_app import game_on_screen, save_frame

from golf_game.engine import Hole, Mode, Move
from golf_game.engine.solver import solve
from golf_game.play.session import Start
from golf_game.saved.settings import Settings

WAIT_S = 120.0


def lost_line(hole: Hole) -> list[Move]:
    probe = Hole(hole.deal, hole.mode)
    while not probe.is_over:
        probe.play(greedy_move(probe))
    return probe.moves()


def late_win_line(hole: Hole) -> list[Move]:
    """Needless draws first (the fewest that lose a stroke but keep a win),
    then the best line from there."""
    par = solve(hole.deal, hole.rules).par
    assert par is not None
    for draws in range(1, 12):
        probe = Hole.replay(hole.deal, hole.mode, [Move.draw()] * draws)
        late = solve(probe.deal, probe.rules, probe.position)
        if late.par is not None and par < late.par <= 0:
            for move in late.line:
                probe.play(move)
            return probe.moves()
    raise SystemExit("no late win found for the won screenshot")


def shoot(size: tuple[int, int], mode: Mode, seed: int, line_of, path: Path) -> None:
    with game_on_screen(size, Settings(sound=False), Start(mode, 1, seed=seed)) as (app, game):
        for move in line_of(game.hole):
            game.hole.play(move)
        game.show_result()
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            report = game.hole_coaching().report
            graded = game.analysis is not None and game.analysis.grade is not None
            if report is not None and report.done and graded:
                break
            time.sleep(0.01)
            app.step(0)
        save_frame(app, path)


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="coach_screenshots.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--window", default="1920x1080", help="WIDTHxHEIGHT")
    args = parser.parse_args(argv)
    try:
        width, height = (int(part) for part in args.window.lower().split("x"))
    except ValueError:
        parser.error(f"--window {args.window!r}: expected WIDTHxHEIGHT")
    args.folder.mkdir(parents=True, exist_ok=True)
    shoot((width, height), Mode.MEDIUM, 14, lost_line, args.folder / "coach-lost.png")
    shoot((width, height), Mode.EASY, 3, late_win_line, args.folder / "coach-won.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
