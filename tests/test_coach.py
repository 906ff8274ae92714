"""The coach: exact values along a line, the mistakes and *the* mistake,
checked against a brute-force search written here, independent of the solver."""

from __future__ import annotations

import dataclasses
import functools
import itertools
import random
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from golf_game.engine import (
    Deal,
    Hole,
    IllegalMoveError,
    Mode,
    Move,
    Position,
    Rules,
    apply_move,
    legal_moves,
    score,
)
from golf_game.engine.coach import Coach, CoachReport, Stage, Value, value_words
from golf_game.engine.hint import hint
from golf_game.engine.hint_memory import HintMemory
from golf_game.engine.solver import solve

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "coach.py"

# Deals and modes where the position at 9 cards drawn along the par line has
# few enough positions after it (at most ~25,000) for the brute force.
SMALL_ENDGAMES = [
    (Mode.EASY, 3),
    (Mode.EASY, 6),
    (Mode.MEDIUM, 1),
    (Mode.MEDIUM, 2),
    (Mode.MEDIUM, 3),
    (Mode.MEDIUM, 8),
    (Mode.HARD, 1),
    (Mode.HARD, 3),
    (Mode.HARD, 5),
    (Mode.HARD, 8),
]


class BruteForce:
    """Every position's value by trying every move: the best score reachable,
    where a won position scores minus its stock left and any other the
    tableau cards left (plays only ever lower that, so the fewest met is the
    fewest at an end)."""

    def __init__(self, deal: Deal, rules: Rules) -> None:
        self.deal = deal
        self.rules = rules
        self.memo: dict[Position, int] = {}

    def value(self, position: Position) -> int:
        stack = [position]
        while stack:
            top = stack[-1]
            if top in self.memo:
                stack.pop()
                continue
            children = [
                apply_move(self.deal, self.rules, top, move)
                for move in legal_moves(self.deal, self.rules, top)
            ]
            missing = [child for child in children if child not in self.memo]
            if missing:
                stack.extend(missing)
                continue
            self.memo[top] = min([score(top), *(self.memo[child] for child in children)])
            stack.pop()
        return self.memo[position]


def endgame_origin(mode: Mode, seed: int) -> tuple[Deal, Position]:
    """The position with 9 cards drawn along the deal's par line."""
    deal = Deal.from_seed(seed)
    position = Position.start(deal)
    for move in solve(deal, mode.rules).line:
        if position.stock_index >= 9:
            break
        position = apply_move(deal, mode.rules, position, move)
    return deal, position


def wandering_line(
    deal: Deal, rules: Rules, origin: Position, seed: int, brute: BruteForce | None = None
) -> list[Move]:
    """A line a casual player might make: mostly plays, picked at random;
    with ``brute``, only moves that keep a win while one is left (a player
    who wins, but maybe late)."""
    rng = random.Random(seed)
    position, moves = origin, []
    while legal := legal_moves(deal, rules, position):
        if brute is not None:
            keeping = [m for m in legal if brute.value(apply_move(deal, rules, position, m)) <= 0]
            legal = keeping or legal
        plays = [move for move in legal if not move.is_draw]
        move = rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(legal)
        moves.append(move)
        position = apply_move(deal, rules, position, move)
    return moves


def sample_lines(deal: Deal, rules: Rules, origin: Position, brute: BruteForce) -> list[list[Move]]:
    """Two casual lines and one that keeps the win."""
    return [
        wandering_line(deal, rules, origin, 0),
        wandering_line(deal, rules, origin, 1),
        wandering_line(deal, rules, origin, 2, brute),
    ]


def positions_of(deal: Deal, rules: Rules, origin: Position, moves: list[Move]) -> list[Position]:
    positions = [origin]
    for move in moves:
        positions.append(apply_move(deal, rules, positions[-1], move))
    return positions


@dataclass(frozen=True)
class Endgame:
    deal: Deal
    origin: Position
    brute: BruteForce
    lines: list[list[Move]]
    truths: list[list[int]]


@functools.cache
def endgame(mode: Mode, seed: int) -> Endgame:
    """A small endgame, its sample lines and their true values (shared by
    the tests below: the brute force and the par solve cost a second each)."""
    deal, origin = endgame_origin(mode, seed)
    brute = BruteForce(deal, mode.rules)
    lines = sample_lines(deal, mode.rules, origin, brute)
    truths = [
        [brute.value(p) for p in positions_of(deal, mode.rules, origin, moves)] for moves in lines
    ]
    return Endgame(deal, origin, brute, lines, truths)


def expected_first_losing(values: list[int]) -> int | None:
    if values[0] > 0:
        return None
    return next((n for n in range(1, len(values)) if values[n - 1] <= 0 < values[n]), 0)


@pytest.mark.parametrize(("mode", "seed"), SMALL_ENDGAMES)
def test_values_mistakes_and_the_mistake_match_brute_force(mode: Mode, seed: int) -> None:
    case = endgame(mode, seed)
    deal, origin, brute = case.deal, case.origin, case.brute
    for moves, truth in zip(case.lines, case.truths, strict=True):
        positions = positions_of(deal, mode.rules, origin, moves)
        report = Coach(deal, mode.rules, moves, origin=origin).run()
        assert report.complete
        assert [value.exact for value in report.values] == truth
        assert report.first_losing_move == expected_first_losing(truth)
        costs = [after - before for before, after in itertools.pairwise(truth)]
        assert [review.cost for review in report.moves] == costs
        for review in report.mistakes:
            assert review.mistake is not None
            before = positions[review.number - 1]
            kept = apply_move(deal, mode.rules, before, review.mistake.better)
            assert brute.value(kept) == truth[review.number - 1]
            assert review.mistake.reason


def test_the_brute_force_cases_cover_every_kind_of_line() -> None:
    """The cases above include lines that throw a win away, lines that never
    had one, and lines that keep it: the test checks all three answers."""
    kinds = set()
    for mode, seed in SMALL_ENDGAMES:
        for truth in endgame(mode, seed).truths:
            first = expected_first_losing(truth)
            kinds.add("never winnable" if first is None else "kept" if first == 0 else "lost")
    assert kinds == {"never winnable", "kept", "lost"}


def hint_line(deal: Deal, mode: Mode) -> list[Move]:
    memory = HintMemory()
    memory.remember(deal, mode.rules, solve(deal, mode.rules))
    hole = Hole(deal, mode)
    while not hole.is_over:
        suggestion = hint(deal, mode.rules, hole.position, memory=memory)
        assert suggestion is not None
        hole.play(suggestion.move)
    return hole.moves()


@pytest.mark.parametrize("mode", list(Mode))
def test_a_line_that_only_follows_the_hint_has_no_mistake(mode: Mode) -> None:
    deal = Deal.from_seed(9)
    moves = hint_line(deal, mode)
    report = Coach(deal, mode.rules, moves, start=solve(deal, mode.rules)).run()
    assert report.complete
    assert report.mistakes == ()
    assert report.strokes_lost == 0
    assert len({value.exact for value in report.values}) == 1
    assert report.first_losing_move == (0 if report.values[0].high <= 0 else None)


def without_wording(report: CoachReport) -> CoachReport:
    moves = tuple(
        dataclasses.replace(
            review,
            mistake=review.mistake and dataclasses.replace(review.mistake, reason="", hint=None),
        )
        for review in report.moves
    )
    return dataclasses.replace(report, moves=moves)


def test_stepping_in_slices_gives_the_same_report_with_growing_progress() -> None:
    mode = Mode.MEDIUM
    deal, origin = endgame_origin(mode, 2)
    moves = wandering_line(deal, mode.rules, origin, 1)
    whole = Coach(deal, mode.rules, moves, origin=origin).run()
    coach = Coach(deal, mode.rules, moves, origin=origin)
    settled, stages = [], []
    while not ((progress := coach.step(50)).report and progress.report.done):
        settled.append(progress.settled)
        stages.append(progress.stage)
        assert progress.total == len(moves) + 1
        if progress.report is not None:
            # Where the win was lost is known before the rest.
            assert progress.report.first_losing_move == whole.first_losing_move
    assert len(settled) > 1
    assert settled == sorted(settled)
    assert stages == sorted(stages, key=list(Stage).index)
    # A mistake's reason is the hint's wording, worked out within a time
    # budget (REASON_BUDGET_MS): on a loaded machine one run may prove less
    # about the other moves ("the only play that keeps a win") than the
    # other. Everything the coach itself proves must agree.
    assert without_wording(progress.report) == without_wording(whole)


def test_ending_a_winnable_hole_is_the_losing_move() -> None:
    mode = Mode.EASY
    deal = Deal.from_seed(3)
    par = solve(deal, mode.rules)
    assert par.par is not None and par.par < 0
    moves = list(par.line[:4])
    report = Coach(deal, mode.rules, moves, ended=True, start=par).run()
    assert report.mistakes == ()
    assert report.first_losing_move == len(moves) + 1
    end = positions_of(deal, mode.rules, Position.start(deal), moves)[-1]
    assert report.end_cost == score(end) - par.par
    assert report.strokes_lost == report.end_cost


def test_a_won_hole_counts_the_strokes_lost_against_par() -> None:
    mode = Mode.EASY
    deal, origin = endgame_origin(mode, 3)
    brute = BruteForce(deal, mode.rules)
    # Draw whenever it keeps a win, else follow a winning move: wins, late.
    position, moves = origin, []
    while legal := legal_moves(deal, mode.rules, position):
        move = next(
            m
            for m in reversed(legal)
            if brute.value(apply_move(deal, mode.rules, position, m)) <= 0
        )
        moves.append(move)
        position = apply_move(deal, mode.rules, position, move)
    assert position.tableau_left == 0
    report = Coach(deal, mode.rules, moves, origin=origin).run()
    assert report.first_losing_move == 0
    assert report.strokes_lost == score(position) - brute.value(origin)
    assert report.strokes_lost > 0


def test_an_illegal_move_is_refused_at_once() -> None:
    deal = Deal.from_seed(5)
    with pytest.raises(IllegalMoveError):
        Coach(deal, Mode.HARD.rules, [Move.draw()] * 17)


def test_values_read_as_a_player_reads_them() -> None:
    assert value_words(-3) == "won with 3 stock cards left"
    assert value_words(-1) == "won with 1 stock card left"
    assert value_words(0) == "won with the stock empty"
    assert value_words(1) == "at best 1 card left"
    assert str(Value(2, 2)) == "+2"
    assert str(Value(-1, 3)) == "-1..+3"
    assert Value(-1, 3).winnable is None


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOL), *args], capture_output=True, text=True, check=False
    )


def test_the_tool_prints_each_move_and_the_first_losing_move() -> None:
    mode = Mode.MEDIUM
    deal, origin = endgame_origin(mode, 8)
    par = solve(deal, mode.rules)
    # The par line as far as the origin, then a casual finish.
    played: list[Move] = []
    position = Position.start(deal)
    for move in par.line:
        if position == origin:
            break
        played.append(move)
        position = apply_move(deal, mode.rules, position, move)
    played += wandering_line(deal, mode.rules, origin, 0)
    report: CoachReport = Coach(deal, mode.rules, played, start=par).run()
    result = run_tool(
        "--mode", "medium", "--deal", deal.to_line(), "--moves", " ".join(map(str, played))
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout.splitlines()
    assert len(out) == len(played) + 2
    first = report.first_losing_move
    assert out[-1] == f"first losing move: {'-' if first is None else first}"
    marked = [n for n, line in enumerate(out[1:-1], start=1) if "MISTAKE" in line]
    assert marked == [review.number for review in report.mistakes]


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("--mode", "wild", "--moves", "T"), "unknown mode"),
        (("--mode", "easy", "--deal", "AS", "--moves", "T"), "three comma-separated"),
        (("--mode", "easy", "--moves", "T 9"), "move 2 (9)"),
        (("--mode", "easy", "--moves", "T:AS"), "names AS"),
        (("--mode", "hard", "--moves", " ".join(["T"] * 17)), "move 17"),
        (("--mode", "easy", "--moves", "T END T"), "move 2 (END)"),
    ],
)
def test_the_tool_refuses_bad_input_in_one_line(args: tuple[str, ...], fragment: str) -> None:
    deal = Deal.from_seed(5).to_line()
    full = args if "--deal" in args else (*args, "--deal", deal)
    result = run_tool(*full)
    assert result.returncode == 2
    assert fragment in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stdout == ""
