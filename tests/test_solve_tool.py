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


def test_compare_solves_finds_a_differing_par_and_keeps_a_full_runs_par(tmp_path: Path) -> None:
    head = "deal_id,mode,verdict,par,solution,nodes,ms\n"
    full = tmp_path / "full.csv"
    full.write_text(head + "1,hard,unwinnable,3,,1,1.0\n2,hard,winnable,-2,,1,1.0\n")
    quick = tmp_path / "quick.csv"  # a verdict-only run after the full one
    quick.write_text(head + "1,hard,unwinnable,,,1,1.0\n")
    same = tmp_path / "same.csv"
    same.write_text(head + "1,hard,unwinnable,3,,1,1.0\n2,hard,winnable,-2,,1,1.0\n")
    other = tmp_path / "other.csv"
    other.write_text(head + "1,hard,unwinnable,4,,1,1.0\n2,hard,winnable,-2,,1,1.0\n")
    tool = str(TOOL.with_name("compare_solves.py"))

    def compare(*files: Path) -> subprocess.CompletedProcess[str]:
        old, new = files[:-1], files[-1]
        args = [sys.executable, tool, "--old", *map(str, old), "--new", str(new)]
        return subprocess.run(args, capture_output=True, text=True, check=False)

    agreed = compare(full, quick, same)
    assert agreed.returncode == 0, agreed.stderr
    assert agreed.stdout.strip() == (
        "hard: verdicts compared 2, differing 0; pars compared 2, differing 0"
    )
    differed = compare(full, other)
    assert differed.returncode == 1
    assert "pars compared 2, differing 1 (1)" in differed.stdout
