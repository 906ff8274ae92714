"""Start-up and memory of this checkout beside another one, in the same run.

`tools/bench.py` measures the game beside its peers; this quicker script
measures only the game's start-up (window mapped, first paint, by the same
X-event method) and its resident memory at 5 s, for this checkout and for
each checkout given with ``--against`` (an older commit exported to a
folder), starts interleaved so the machine's load falls on all alike::

    git archive main | tar -x -C /tmp/golf-main
    .venv/bin/python tools/bench_startup.py --against /tmp/golf-main --runs 7
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench  # tools/ is not a package: found through the path set above


@contextlib.contextmanager
def checkout(repo: Path) -> Iterator[None]:
    """Run bench's launches from ``repo``: its PYTHONPATH and working folder."""
    saved = bench.REPO
    bench.REPO = repo
    try:
        yield
    finally:
        bench.REPO = saved


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value * 1000:.0f}"


def run(repos: Sequence[Path], runs: int, memory_runs: int) -> list[str]:
    for repo in repos:
        compileall.compile_dir(repo / "golf_game", quiet=1)
    program = bench.game(bench.LANDSCAPE)
    starts: dict[Path, list[bench.Startup]] = {repo: [] for repo in repos}
    rss: dict[Path, list[float]] = {repo: [] for repo in repos}
    with contextlib.ExitStack() as stack:
        display_name = os.environ.get("DISPLAY") or stack.enter_context(bench.xvfb(bench.LANDSCAPE))
        home = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="golf-startup-")))
        session = bench.Session(display_name, home, {})
        for repo in repos:  # warm-up: the first start writes settings, fills caches
            with checkout(repo):
                bench.start_up(program, session)
        for _ in range(runs):
            for repo in repos:
                with checkout(repo):
                    starts[repo].append(bench.start_up(program, session))
        for _ in range(memory_runs):
            for repo in repos:
                with checkout(repo):
                    rss[repo].append(bench.resources(program, session).rss_mb_at_5s)
    lines = [
        f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}",
        "",
        "| checkout | mapped ms | first paint ms (median) | first paint min-max | "
        "settled ms | RSS at 5 s MB (median) |",
        "|---|---|---|---|---|---|",
    ]
    for repo in repos:
        runs_of = starts[repo]
        firsts = [s.first_paint_s for s in runs_of if s.first_paint_s is not None]
        summary = bench.summarize_startups(str(repo), runs_of)
        memory = f"{bench.median(rss[repo]):.0f}" if rss[repo] else "-"
        spread = f"{_ms(min(firsts))}-{_ms(max(firsts))}" if firsts else "-"
        lines.append(
            f"| {repo} | {_ms(summary.mapped_s)} | {_ms(summary.first_paint_s)} | {spread} | "
            f"{_ms(summary.settled_s)} | {memory} |"
        )
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench_startup.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", type=Path, action="append", default=[], metavar="DIR")
    parser.add_argument("--runs", type=int, default=7, help="starts per checkout (default 7)")
    parser.add_argument("--memory-runs", type=int, default=3, help="RSS samples per checkout")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.memory_runs < 0:
        print("bench_startup.py: --runs must be at least 1", file=sys.stderr)
        return 2
    for repo in args.against:
        if not (repo / "golf_game" / "__main__.py").is_file():
            print(f"bench_startup.py: {repo} holds no golf_game", file=sys.stderr)
            return 2
    repos = [bench.REPO, *(repo.resolve() for repo in args.against)]
    for line in run(repos, args.runs, args.memory_runs):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
