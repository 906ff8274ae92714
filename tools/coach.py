"""Review a played line: the exact value of every position and the mistakes.

    python tools/coach.py --mode medium --deal "<one-line deal>" --moves "T:8H 3:7S ..."

The deal is RULES.md's one-line notation (``columns,waste,stock``), the moves
its move list (``T`` or a column 0-6, optionally ``:card``; the cards must be
the ones the moves put on the waste); a last ``END`` says the player ended
the hole there. Prints one line per move: its number, the move, the value of
the position before and after it (``-3``: won with 3 stock cards left at
best; ``+2``: at best 2 cards left), and for a mistake what it cost, the
better move and why. Last line: ``first losing move: N`` (1-based), ``0``
when the line never threw away a win it had, ``-`` when the deal was never
winnable. Bad input: one line on standard error, exit code 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from cli_args import EXIT_BAD_INPUT, OneLineParser, parse_mode

from golf_game.engine import (
    Deal,
    GolfError,
    Move,
    Position,
    apply_move,
    board_outcome,
    moved_card,
    parse_move,
)
from golf_game.engine.coach import Coach, CoachReport, value_words
from golf_game.view.reasons import mistake_words

END_TOKEN = "END"


def read_line(deal: Deal, args: argparse.Namespace) -> tuple[list[Move], bool]:
    """The moves and whether the line ends with END; raises
    :class:`GolfError` naming the first bad token."""
    tokens = args.moves.split()
    ended = bool(tokens) and tokens[-1].upper() == END_TOKEN
    if ended:
        tokens = tokens[:-1]
    moves = []
    position = Position.start(deal)
    for number, token in enumerate(tokens, start=1):
        try:
            move, named = parse_move(token)
            card = moved_card(deal, position, move)
            if named is not None and named != card:
                raise GolfError(f"{token} names {named} but moves {card}")
            position = apply_move(deal, args.mode.rules, position, move)
        except GolfError as error:
            raise GolfError(f"move {number} ({token}): {error}") from None
        moves.append(move)
    if ended and board_outcome(deal, args.mode.rules, position).is_over:
        raise GolfError("END after the hole is already over")
    return moves, ended


def lines(report: CoachReport) -> list[str]:
    out = [f"start: {report.values[0]} ({_words(report, 0)})"]
    for review in report.moves:
        text = f"{review.number:3d} {review.move}:{review.card}  {review.before} -> {review.after}"
        if review.cost:
            text += f"  MISTAKE costs {review.cost}"
            if review.mistake is not None:
                text += f": {review.mistake.better}:{review.mistake.better_card} "
                text += f"({mistake_words(review.mistake)})"
        out.append(text)
    if report.ended:
        text = f"END  {report.values[-1]}"
        if report.end_cost:
            reach = report.values[-1]
            text += f"  MISTAKE costs {report.end_cost}: playing on could still reach {reach}"
        out.append(text)
    if not report.complete:
        out.append(f"(not every value settled within {report.nodes} expansions: ranges shown)")
    first = report.first_losing_move
    out.append(f"first losing move: {'-' if first is None else first}")
    return out


def _words(report: CoachReport, index: int) -> str:
    exact = report.values[index].exact
    return "not settled" if exact is None else value_words(exact)


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="coach.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", type=parse_mode, required=True, help="easy, medium or hard")
    parser.add_argument("--deal", required=True, help="the deal as one line")
    parser.add_argument("--moves", required=True, help="the moves in RULES.md notation")
    args = parser.parse_args(argv)
    try:
        deal = Deal.from_line(args.deal)
        moves, ended = read_line(deal, args)
    except GolfError as error:
        print(f"coach.py: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    report = Coach(deal, args.mode.rules, moves, ended=ended).run()
    print("\n".join(lines(report)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
