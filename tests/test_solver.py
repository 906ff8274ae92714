"""The exact solver: verdicts against the reference solver, lines replayed by
the engine, par against brute force, budgets and resuming."""

from __future__ import annotations

import csv
import gc
import random
import weakref
from pathlib import Path

import pytest

from golf_game.engine import (
    COLUMN_HEIGHT,
    COLUMNS,
    STOCK_SIZE,
    Deal,
    GolfError,
    Mode,
    Position,
    apply_move,
    legal_moves,
    parse_moves,
    score,
    solver,
)
from golf_game.engine.solver import Solver, replay_line, solve, win_ruled_out
from golf_game.engine.verdict import Verdict

DATA = Path(__file__).parent / "data"
REFERENCE = {"solvable": Verdict.WINNABLE, "unsolvable": Verdict.UNWINNABLE}


def reference_rows(mode: Mode) -> list[dict[str, str]]:
    with (DATA / f"golf_{mode.value}.csv").open(newline="") as file:
        return list(csv.DictReader(file))


def sample(mode: Mode, hardest: int, spread: int) -> list[dict[str, str]]:
    """The reference deals the C solver found slowest, plus an even spread."""
    rows = reference_rows(mode)
    slow = sorted(rows, key=lambda row: -float(row["solve_ms"]))[:hardest]
    step = len(rows) // spread
    return slow + [row for row in rows[::step] if row not in slow]


def deal_of(row: dict[str, str]) -> Deal:
    return Deal.from_fields(row["columns"], row["waste_start"], row["stock"])


def brute_force_par(deal: Deal, mode: Mode, position: Position) -> int:
    """Par by plain exhaustive search: the lowest score of any position
    reachable (a player may end the hole anywhere)."""
    seen = {position}
    stack = [position]
    best = score(position)
    while stack:
        here = stack.pop()
        best = min(best, score(here))
        for move in legal_moves(deal, mode.rules, here):
            after = apply_move(deal, mode.rules, here, move)
            if after not in seen:
                seen.add(after)
                stack.append(after)
    return best


def small_positions(mode: Mode, count: int) -> list[tuple[Deal, Position]]:
    """Random late positions: low columns and a short stock."""
    rng = random.Random(f"small-{mode.value}")
    found = []
    while len(found) < count:
        deal = Deal.from_seed(rng.randrange(10_000))
        heights = tuple(rng.choice((0, 0, 1, 1, 2, 3)) for _ in range(COLUMNS))
        drawn = rng.randrange(8, STOCK_SIZE + 1)
        waste = deal.stock[drawn - 1]
        found.append((deal, Position(heights, drawn, waste)))
    return found


@pytest.mark.parametrize("mode", list(Mode))
def test_verdicts_agree_with_the_reference_solver(mode: Mode) -> None:
    for row in sample(mode, hardest=4, spread=36):
        deal = deal_of(row)
        solver = Solver(deal, mode.rules, verdict_only=True)
        result = solver.step(1 << 62)
        assert result.verdict is REFERENCE[row["verdict"]], f"deal {row['deal_id']}"
        end = replay_line(deal, mode.rules, Position.start(deal), result.line)
        if result.verdict is Verdict.WINNABLE:
            assert end.tableau_left == 0, f"deal {row['deal_id']}: the line does not win"


@pytest.mark.parametrize("mode", list(Mode))
def test_full_solve_lines_replay_to_par(mode: Mode) -> None:
    rows = reference_rows(mode)
    for row in rows[1:40:10]:
        deal = deal_of(row)
        result = solve(deal, mode.rules)
        assert result.complete
        assert result.verdict is REFERENCE[row["verdict"]]
        end = replay_line(deal, mode.rules, Position.start(deal), result.line)
        assert score(end) == result.par
        if row["solution"]:
            # The reference line is a win, so par is at least as good.
            moves = tuple(move for move, _ in parse_moves(row["solution"]))
            reference_end = replay_line(deal, mode.rules, Position.start(deal), moves)
            assert result.par is not None and result.par <= score(reference_end)


@pytest.mark.parametrize("mode", list(Mode))
def test_par_matches_brute_force_on_small_positions(mode: Mode) -> None:
    for deal, position in small_positions(mode, 25):
        result = solve(deal, mode.rules, position)
        expected = brute_force_par(deal, mode, position)
        assert result.complete
        assert result.par == expected, f"{deal.to_line()} {position}"
        end = replay_line(deal, mode.rules, position, result.line)
        assert score(end) == expected
        assert (result.verdict is Verdict.WINNABLE) == (expected <= 0)


@pytest.mark.parametrize("mode", list(Mode))
def test_win_ruled_out_is_never_wrong(mode: Mode) -> None:
    for deal, position in small_positions(mode, 25):
        if win_ruled_out(deal, mode.rules, position):
            assert brute_force_par(deal, mode, position) > 0


def test_a_tiny_budget_gives_unknown_and_resuming_gives_the_same_answer() -> None:
    deal = deal_of(reference_rows(Mode.MEDIUM)[1])
    early = solve(deal, Mode.MEDIUM.rules, node_budget=10)
    assert early.verdict is Verdict.UNKNOWN
    assert not early.complete
    assert early.nodes <= 10
    solver = Solver(deal, Mode.MEDIUM.rules)
    steps = 0
    result = solver.step(2000)
    while not result.complete:
        result = solver.step(2000)
        steps += 1
    whole = solve(deal, Mode.MEDIUM.rules)
    assert steps > 1
    assert (result.verdict, result.par, result.line, result.nodes) == (
        whole.verdict,
        whole.par,
        whole.line,
        whole.nodes,
    )
    assert solver.step(2000) == result


def test_a_time_budget_stops_the_search() -> None:
    row = sample(Mode.HARD, hardest=1, spread=1)[0]
    result = solve(deal_of(row), Mode.HARD.rules, time_budget_ms=1)
    assert not result.complete
    assert result.par is not None


def test_best_so_far_line_reaches_its_par() -> None:
    deal = Deal.from_seed(7)
    solver = Solver(deal, Mode.EASY.rules)
    result = solver.step(300)
    assert result.par is not None
    end = replay_line(deal, Mode.EASY.rules, Position.start(deal), result.line)
    assert score(end) == result.par


def test_a_won_position_is_solved_at_once() -> None:
    deal = Deal.from_seed(3)
    position = Position((0,) * COLUMNS, 9, deal.stock[8])
    result = solve(deal, Mode.HARD.rules, position)
    assert result.complete
    assert result.verdict is Verdict.WINNABLE
    assert result.par == -(STOCK_SIZE - 9)
    assert result.line == ()


def test_a_position_that_does_not_fit_the_deal_is_refused() -> None:
    deal = Deal.from_seed(3)
    with pytest.raises(GolfError):
        Solver(deal, Mode.EASY.rules, Position((COLUMN_HEIGHT + 1,) * COLUMNS, 0, deal.stock[0]))
    with pytest.raises(GolfError):
        Solver(deal, Mode.EASY.rules, Position((1,) * COLUMNS, STOCK_SIZE + 1, deal.stock[0]))


def test_the_key_layout_constants_follow_from_their_widths() -> None:
    # The hot loops write these as literals; they must stay what the names say.
    assert solver.RANK_MASK == 0xF
    assert solver.LAYER_MASK == 0x1F
    assert solver.COUNT_MASK == 0x3F
    assert solver.PARITY_MASK == 0xFF
    assert (solver.ODD_SHIFT, solver.BREAKER_SHIFT, solver.ENDER_SHIFT) == (8, 16, 24)
    assert (solver.PAIR1, solver.PAIR2, solver.PAIR3) == (36, 1296, 46656)
    assert solver.KEYS == 6**7 * 16
    assert solver.KEYS <= 1 << solver.KEY_BITS
    assert solver.STOCK_SIZE < solver.NEVER <= solver.LAYER_MASK


def test_a_key_splits_back_into_its_heights() -> None:
    rng = random.Random("split")
    for _ in range(200):
        heights = tuple(rng.randrange(COLUMN_HEIGHT + 1) for _ in range(COLUMNS))
        low, mid, high, last = solver._split(solver._pack(heights))
        assert (low % 6, low // 6, mid % 6, mid // 6, high % 6, high // 6, last) == heights


def test_a_solver_dropped_unfinished_frees_its_table_without_the_cycle_collector() -> None:
    gc.disable()
    try:
        solver = Solver(Deal.from_seed(4), Mode.MEDIUM.rules)
        solver.step(300)
        table = weakref.ref(solver._search)
        del solver
        assert table() is None
    finally:
        gc.enable()


def test_a_verdict_alone_is_not_called_complete_before_par_is_proved() -> None:
    probed = swept = 0
    for row in reference_rows(Mode.EASY)[:12]:
        deal = deal_of(row)
        quick = Solver(deal, Mode.EASY.rules, verdict_only=True).step(1 << 62)
        full = solve(deal, Mode.EASY.rules)
        assert quick.verdict is full.verdict
        assert full.complete and full.par is not None and quick.par is not None
        if quick.nodes > solver.PROBE_NODES:
            # The probe met no win: the sweep answered, with par.
            swept += 1
            assert quick.complete and quick.par == full.par
        elif not quick.complete:
            # The probe's first win is a win, not necessarily par.
            probed += 1
            assert quick.par >= full.par
    assert probed and swept


def test_a_full_solve_answers_with_the_probes_win_while_its_sweep_runs() -> None:
    rules = Mode.EASY.rules
    for row in reference_rows(Mode.EASY):
        deal = deal_of(row)
        search = Solver(deal, rules)
        early = search.step(solver.FULL_PROBE_NODES + 1)
        if early.verdict is Verdict.WINNABLE and not early.complete:
            break
    else:
        pytest.fail("no reference deal whose first win the probe meets")
    assert early.par is not None
    assert score(replay_line(deal, rules, Position.start(deal), early.line)) == early.par
    final = early
    while not final.complete:
        final = search.step(2000)
    assert final.verdict is Verdict.WINNABLE
    assert final.par is not None and final.par <= early.par
    assert final == solve(deal, rules)
