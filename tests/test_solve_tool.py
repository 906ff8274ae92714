"""tools/solve.py: rows that say what the solver says, and its heap peak."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

from golf_game.engine import Deal, Mode
from golf_game.engine.solver import solve

TOOL = Path(__file__).resolve().parent.parent / "tools" / "solve.py"


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOL), *args], capture_output=True, text=True, check=False
    )


def test_traced_rows_carry_the_solvers_answers_and_a_heap_peak() -> None:
    done = run_tool("--mode", "hard", "--seeds", "3-4", "--trace")
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(io.StringIO(done.stdout)))
    assert [row["deal_id"] for row in rows] == ["3", "4"]
    for row in rows:
        expected = solve(Deal.from_seed(int(row["deal_id"])), Mode.HARD.rules)
        assert (row["verdict"], int(row["par"])) == (expected.verdict.value, expected.par)
        assert 0 < float(row["heap_mib"]) < 16  # issue 13, goal 3
    assert "tracemalloc peak per solve: median" in done.stderr


def test_untraced_rows_have_no_heap_column_and_bad_seeds_get_one_line() -> None:
    done = run_tool("--mode", "easy", "--seeds", "5-5")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "deal_id,mode,verdict,par,solution,nodes,ms"
    bad = run_tool("--mode", "easy", "--seeds", "9-x")
    assert bad.returncode == 2
    assert len(bad.stderr.strip().splitlines()) == 1
