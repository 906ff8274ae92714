"""tools/golf_facts.py: the table of Golf from tools/solve.py's output."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from golf_game.engine import Deal, Mode
from golf_game.engine.solver import solve

TOOLS = Path(__file__).resolve().parent.parent / "tools"


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOLS / "golf_facts.py"), *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_the_table_counts_what_the_solver_said(tmp_path: Path) -> None:
    mode = Mode.HARD
    pars = {seed: solve(Deal.from_seed(seed), mode.rules).par for seed in range(1, 13)}
    csv_file = tmp_path / "hard.csv"
    lines = ["deal_id,mode,verdict,par,solution,nodes,ms"]
    lines += [f"{seed},hard,x,{par},,1,1.0" for seed, par in pars.items()]
    csv_file.write_text("\n".join(lines) + "\n")
    done = run_tool(str(csv_file))
    assert done.returncode == 0, done.stderr
    winnable = sum(par is not None and par <= 0 for par in pars.values())
    row = next(line for line in done.stdout.splitlines() if line.startswith("| hard |"))
    assert row.startswith(f"| hard | 12 | {100 * winnable / 12:.1f}% (")
    for par in set(pars.values()):
        count = sum(p == par for p in pars.values())
        assert f"| {par:+d} | {count} |" in done.stdout


def test_an_unfinished_solve_or_a_missing_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    csv_file = tmp_path / "easy.csv"
    csv_file.write_text("deal_id,mode,verdict,par,solution,nodes,ms\n1,easy,unknown,,,5,1.0\n")
    done = run_tool(str(csv_file))
    assert done.returncode == 2
    assert "no par" in done.stderr and done.stderr.count("\n") == 1
    missing = run_tool(str(tmp_path / "none.csv"))
    assert missing.returncode == 2
    assert "cannot read" in missing.stderr and missing.stderr.count("\n") == 1
