"""tools/golf_facts.py: the table of Golf from tools/solve.py's output."""

from __future__ import annotations

import functools
import subprocess
import sys
from pathlib import Path

from golf_game.engine import Deal, Mode
from golf_game.engine.solver import solve
from golf_game.engine.verdict import SolveResult

TOOLS = Path(__file__).resolve().parent.parent / "tools"


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOLS / "golf_facts.py"), *args],
        capture_output=True,
        text=True,
        check=False,
    )


@functools.cache
def solved(mode: Mode, seed: int) -> SolveResult:
    return solve(Deal.from_seed(seed), mode.rules)


def solved_rows(mode: Mode, seeds: range, verdict_only: bool) -> list[str]:
    rows = ["deal_id,mode,verdict,par,solution,nodes,ms"]
    for seed in seeds:
        result = solved(mode, seed)
        par = "" if verdict_only else result.par
        rows.append(f"{seed},{mode.value},{result.verdict.value},{par},,1,1.0")
    return rows


def test_the_table_counts_what_the_solver_said(tmp_path: Path) -> None:
    mode = Mode.HARD
    pars = {seed: solved(mode, seed).par for seed in range(1, 13)}
    csv_file = tmp_path / "hard.csv"
    csv_file.write_text("\n".join(solved_rows(mode, range(1, 13), verdict_only=False)) + "\n")
    done = run_tool(str(csv_file))
    assert done.returncode == 0, done.stderr
    winnable = sum(par is not None and par <= 0 for par in pars.values())
    row = next(line for line in done.stdout.splitlines() if line.startswith("| hard |"))
    assert row.startswith(f"| hard | 12 | {100 * winnable / 12:.1f}% (")
    assert "| 12 |" in row  # every deal has a par
    for par in set(pars.values()):
        count = sum(p == par for p in pars.values())
        assert f"| {par:+d} | {count} |" in done.stdout


def test_a_verdict_only_run_covers_more_seeds_than_the_par_counts(tmp_path: Path) -> None:
    mode = Mode.MEDIUM
    verdicts = tmp_path / "medium-v.csv"
    verdicts.write_text("\n".join(solved_rows(mode, range(1, 7), verdict_only=True)) + "\n")
    full = tmp_path / "medium.csv"
    full.write_text("\n".join(solved_rows(mode, range(1, 4), verdict_only=False)) + "\n")
    done = run_tool(str(verdicts), str(full))
    assert done.returncode == 0, done.stderr
    results = {seed: solved(mode, seed) for seed in range(1, 7)}
    winnable = sum(r.par is not None and r.par <= 0 for r in results.values())
    row = next(line for line in done.stdout.splitlines() if line.startswith("| medium |"))
    cells = [cell.strip() for cell in row.split("|")]
    assert cells[2] == "6" and cells[3].startswith(f"{100 * winnable / 6:.1f}% (")
    assert cells[6] == "3"  # deals with a par: the full run's three
    assert "| par | medium (3) |" in done.stdout
    for par in {results[seed].par for seed in range(1, 4)}:
        count = sum(results[seed].par == par for seed in range(1, 4))
        assert f"| {par:+d} | {count} |" in done.stdout


def test_files_that_disagree_are_refused(tmp_path: Path) -> None:
    first = tmp_path / "a.csv"
    first.write_text("deal_id,mode,verdict,par,solution,nodes,ms\n1,easy,winnable,-3,,1,1.0\n")
    second = tmp_path / "b.csv"
    second.write_text("deal_id,mode,verdict,par,solution,nodes,ms\n1,easy,winnable,-4,,1,1.0\n")
    done = run_tool(str(first), str(second))
    assert done.returncode == 2
    assert "disagrees" in done.stderr and done.stderr.count("\n") == 1
    contradicting = tmp_path / "c.csv"
    contradicting.write_text(
        "deal_id,mode,verdict,par,solution,nodes,ms\n1,easy,unwinnable,-3,,1,1.0\n"
    )
    done = run_tool(str(contradicting))
    assert done.returncode == 2
    assert "contradicts" in done.stderr and done.stderr.count("\n") == 1


def test_an_unfinished_solve_or_a_missing_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    csv_file = tmp_path / "easy.csv"
    csv_file.write_text("deal_id,mode,verdict,par,solution,nodes,ms\n1,easy,unknown,,,5,1.0\n")
    done = run_tool(str(csv_file))
    assert done.returncode == 2
    assert "no verdict" in done.stderr and done.stderr.count("\n") == 1
    missing = run_tool(str(tmp_path / "none.csv"))
    assert missing.returncode == 2
    assert "cannot read" in missing.stderr and missing.stderr.count("\n") == 1
