"""The replay checker: every reference solution wins, corrupted ones fail at
the right move, and tools/replay.py reports and exits as documented."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import pytest

from golf_game.engine import Deal, Hole, Mode, Move, parse_move
from golf_game.engine.verify import (
    REQUIRED_COLUMNS,
    ReplayFailure,
    check_row,
    check_solution,
    replay_rows,
)

DATA = Path(__file__).parent / "data"
TOOL = Path(__file__).parent.parent / "tools" / "replay.py"
CORRUPTED_DEALS = 6
"""How many solvable deals per mode get each kind of corruption."""


def reference_rows(mode: Mode) -> list[dict[str, str]]:
    with (DATA / f"golf_{mode.value}.csv").open(newline="") as file:
        return list(csv.DictReader(file))


def solved_rows(mode: Mode) -> list[dict[str, str]]:
    return [row for row in reference_rows(mode) if row["solution"]][:CORRUPTED_DEALS]


def with_solution(row: dict[str, str], tokens: list[str]) -> dict[str, str]:
    return {**row, "solution": " ".join(tokens)}


def position_before(row: dict[str, str], mode: Mode, tokens: list[str]) -> Hole:
    """The hole after the given (legal) tokens of a reference solution."""
    deal = Deal.from_fields(row["columns"], row["waste_start"], row["stock"])
    return Hole.replay(deal, mode, [parse_move(token)[0] for token in tokens])


def middle_index(tokens: list[str], draw: bool) -> int:
    """The first draw (or play) token at or after the middle of a solution."""
    return next(
        i for i in range(len(tokens) // 2, len(tokens)) if tokens[i].startswith("T") == draw
    )


def failure_of(row: dict[str, str], mode: Mode) -> ReplayFailure:
    failure = check_row(row, mode)
    assert failure is not None, "the corrupted solution was accepted"
    assert failure.deal_id == row["deal_id"]
    return failure


# --- the reference solutions --------------------------------------------------------


@pytest.mark.parametrize("mode", Mode)
def test_every_reference_solution_replays_to_a_win(mode: Mode) -> None:
    rows = reference_rows(mode)
    report = replay_rows(rows, mode)
    assert report.failures == []
    assert report.passed == sum(1 for row in rows if row["solution"]) > 0
    assert report.summary() == f"{report.passed} passed, 0 failed"


def test_rows_with_an_empty_solution_are_skipped() -> None:
    row = solved_rows(Mode.EASY)[0]
    report = replay_rows([row, {**row, "solution": ""}, {**row, "solution": "  "}], Mode.EASY)
    assert (report.passed, report.failed) == (1, 0)


def test_a_solution_for_one_mode_can_fail_in_a_stricter_one() -> None:
    easy_only = [
        row
        for row in reference_rows(Mode.EASY)
        if row["solution"] and check_row(row, Mode.HARD) is not None
    ]
    assert easy_only, "some Easy solutions use a wrap or play onto a King"
    failure = failure_of(easy_only[0], Mode.HARD)
    assert 1 <= failure.move_number <= len(easy_only[0]["solution"].split())


# --- corrupted solutions fail at the right move -----------------------------------------


@pytest.mark.parametrize("mode", Mode)
def test_a_play_moved_to_another_column_fails_at_that_move(mode: Mode) -> None:
    for row in solved_rows(mode):
        tokens = row["solution"].split()
        i = middle_index(tokens, draw=False)
        column = int(tokens[i].split(":")[0])
        card = tokens[i].split(":")[1]
        for other in (c for c in range(7) if c != column):
            corrupted = [*tokens[:i], f"{other}:{card}", *tokens[i + 1 :]]
            failure = failure_of(with_solution(row, corrupted), mode)
            assert failure.move_number == i + 1
            assert failure.reason.startswith(f"{other}:{card}")


@pytest.mark.parametrize("mode", Mode)
def test_an_illegal_bare_play_fails_at_that_move_with_the_engines_reason(mode: Mode) -> None:
    for row in solved_rows(mode):
        tokens = row["solution"].split()
        i = middle_index(tokens, draw=False)
        hole = position_before(row, mode, tokens[:i])
        illegal = next(c for c in range(7) if not hole.is_legal(Move.play(c)))
        corrupted = [*tokens[:i], str(illegal), *tokens[i + 1 :]]
        failure = failure_of(with_solution(row, corrupted), mode)
        assert failure.move_number == i + 1
        assert failure.reason == f"{illegal}: {hole.why_illegal(Move.play(illegal))}"


@pytest.mark.parametrize("mode", Mode)
def test_an_inserted_draw_shows_at_the_next_draw_by_its_card(mode: Mode) -> None:
    for row in solved_rows(mode):
        tokens = row["solution"].split()
        i = middle_index(tokens, draw=True)
        corrupted = [*tokens[:i], "T", *tokens[i:]]
        failure = failure_of(with_solution(row, corrupted), mode)
        assert failure.move_number == i + 2
        assert failure.reason.startswith(f"{tokens[i]} names {tokens[i][2:]} but moves ")


@pytest.mark.parametrize("mode", Mode)
def test_a_draw_naming_the_wrong_card_fails_at_that_move(mode: Mode) -> None:
    for row in solved_rows(mode):
        tokens = row["solution"].split()
        i = middle_index(tokens, draw=True)
        wrong = row["waste_start"]
        corrupted = [*tokens[:i], f"T:{wrong}", *tokens[i + 1 :]]
        failure = failure_of(with_solution(row, corrupted), mode)
        assert failure.move_number == i + 1
        assert failure.reason == f"T:{wrong} names {wrong} but moves {tokens[i][2:]}"


@pytest.mark.parametrize("mode", Mode)
def test_a_move_after_the_win_fails_at_that_move(mode: Mode) -> None:
    for row in solved_rows(mode):
        tokens = row["solution"].split()
        failure = failure_of(with_solution(row, [*tokens, "T"]), mode)
        assert failure.move_number == len(tokens) + 1
        assert failure.reason == "T: the hole is over: the tableau is cleared"


@pytest.mark.parametrize("mode", Mode)
def test_a_solution_that_stops_short_fails_after_its_last_move(mode: Mode) -> None:
    for row in solved_rows(mode):
        tokens = row["solution"].split()[:-1]
        failure = failure_of(with_solution(row, tokens), mode)
        assert failure.move_number == len(tokens) + 1
        assert failure.reason.startswith("the solution stops without winning: the hole is ")
        assert failure.reason.endswith(" with 1 tableau card(s) left")


def test_a_malformed_token_fails_at_that_move() -> None:
    row = solved_rows(Mode.MEDIUM)[0]
    tokens = row["solution"].split()
    failure = failure_of(with_solution(row, [*tokens[:3], "9:7S", *tokens[4:]]), Mode.MEDIUM)
    assert failure.move_number == 4
    assert "unknown move '9:7S'" in failure.reason


def test_a_malformed_deal_fails_before_any_move() -> None:
    row = {**solved_rows(Mode.EASY)[0], "waste_start": "XX"}
    failure = failure_of(row, Mode.EASY)
    assert failure.move_number == 0
    assert failure.reason.startswith("malformed deal: unknown card 'XX'")
    assert str(failure) == f"deal {row['deal_id']}: {failure.reason}"


def test_failures_print_deal_id_move_number_and_reason() -> None:
    failure = ReplayFailure("17", 23, "3:7S: 7S is not adjacent to 9C")
    assert str(failure) == "deal 17, move 23: 3:7S: 7S is not adjacent to 9C"


def test_check_solution_accepts_tokens_without_cards() -> None:
    row = solved_rows(Mode.HARD)[0]
    deal = Deal.from_fields(row["columns"], row["waste_start"], row["stock"])
    bare = " ".join(token.split(":")[0] for token in row["solution"].split())
    assert check_solution(deal, Mode.HARD, bare) is None


# --- the command line ----------------------------------------------------------------


def write_csv(path: Path, rows: list[dict[str, str]], fields: list[str]) -> Path:
    with path.open("w", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=fields, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    return path


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOL), *args], capture_output=True, text=True, timeout=60
    )


def test_cli_exits_0_when_every_solution_passes(tmp_path: Path) -> None:
    rows = reference_rows(Mode.MEDIUM)[:12]
    solved = sum(1 for row in rows if row["solution"])
    assert 0 < solved < len(rows), "the sample should mix solved and unsolved deals"
    path = write_csv(tmp_path / "ok.csv", rows, list(rows[0]))
    result = run_tool("--mode", "medium", str(path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [f"{solved} passed, 0 failed"]


def test_cli_exits_1_and_prints_one_line_per_failure(tmp_path: Path) -> None:
    good, bad = solved_rows(Mode.EASY)[:2]
    tokens = bad["solution"].split()
    broken = with_solution(bad, [*tokens, "T"])
    path = write_csv(tmp_path / "bad.csv", [good, broken], [*REQUIRED_COLUMNS, "note"])
    result = run_tool("--mode", "easy", str(path))
    assert result.returncode == 1
    reason = "T: the hole is over: the tableau is cleared"
    assert result.stdout.splitlines() == [
        f"deal {bad['deal_id']}, move {len(tokens) + 1}: {reason}",
        "1 passed, 1 failed",
    ]


def test_cli_reads_the_columns_by_name_in_any_order(tmp_path: Path) -> None:
    row = solved_rows(Mode.HARD)[0]
    path = write_csv(tmp_path / "shuffled.csv", [row], ["solution", *reversed(REQUIRED_COLUMNS)])
    result = run_tool("--mode", "HARD", str(path))
    assert (result.returncode, result.stdout) == (0, "1 passed, 0 failed\n")


@pytest.mark.parametrize(
    ("content", "args", "message"),
    [
        (None, ["--mode", "easy"], "cannot read"),
        (b"just some words\nand more\n", ["--mode", "easy"], "missing column(s) deal_id"),
        (b"\x89PNG\r\n\x1a\n\xff\xfe\x00", ["--mode", "easy"], "not a text CSV"),
        (b"deal_id,columns,waste_start,solution\n1,a,b,T\n", ["--mode", "easy"], "stock"),
        (b"deal_id,columns,waste_start,stock,solution\n1,a\n", ["--mode", "easy"], "line 2"),
        (b"", ["--mode", "putt"], "unknown mode 'putt'"),
        (b"", [], "required: --mode"),
    ],
    ids=["missing", "not csv", "binary", "no column", "short row", "bad mode", "no mode"],
)
def test_cli_exits_2_with_one_line_for_unreadable_input(
    tmp_path: Path, content: bytes | None, args: list[str], message: str
) -> None:
    path = tmp_path / "input.csv"
    if content is not None:
        path.write_bytes(content)
    result = run_tool(*args, str(path))
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1, result.stderr
    assert result.stderr.startswith("replay.py: error: ")
    assert message in result.stderr
