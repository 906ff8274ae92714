"""Write assets/data/winnable_seeds.json: seeds the solver proves winnable.

    python tools/make_winnable_seeds.py [--count 64] [--node-budget N] [--modes easy,hard]
                                        [--out PATH]
    python tools/make_winnable_seeds.py --check [--out PATH]

Candidates come from a private generator per mode, so a rerun with the same
options writes the same file. Prints, per mode, how many seeds were checked
and found, and the median and p99 time per check. ``--check`` solves every
seed of an existing table instead and exits 1 if any is not winnable at the
par written there.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from golf_game.engine import Mode
from golf_game.engine.round import SEED_BITS
from golf_game.play.winnable import (
    CACHE_FILE,
    DEFAULT_NODE_BUDGET,
    WinnableSeed,
    check_seed,
    parse_cache,
)

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets" / "data" / CACHE_FILE


def candidates(mode: Mode) -> random.Random:
    return random.Random(f"golf-game winnable seeds {mode.value}")


def find(mode: Mode, count: int, node_budget: int) -> tuple[list[WinnableSeed], list[float]]:
    rng = candidates(mode)
    found: list[WinnableSeed] = []
    times: list[float] = []
    while len(found) < count:
        seed = rng.getrandbits(SEED_BITS)
        started = time.perf_counter()
        result = check_seed(mode, seed, node_budget=node_budget)
        times.append((time.perf_counter() - started) * 1000)
        if result is not None:
            found.append(result)
    return found, times


def table_text(data: dict[str, Any]) -> str:
    """JSON with one [seed, par] pair per line: short, and diffs stay readable."""
    modes = data["modes"]
    header = {key: value for key, value in data.items() if key != "modes"}
    lines = [f"  {json.dumps(key)}: {json.dumps(value)}," for key, value in header.items()]
    lines.append('  "modes": {')
    for number, (mode, pairs) in enumerate(modes.items(), start=1):
        lines.append(f"    {json.dumps(mode)}: [")
        lines.append(",\n".join(f"      {json.dumps(pair)}" for pair in pairs))
        lines.append("    ]" + ("," if number < len(modes) else ""))
    lines.append("  }")
    return "{\n" + "\n".join(lines) + "\n}\n"


def check_table(path: Path) -> int:
    table = parse_cache(json.loads(path.read_text(encoding="utf-8")))
    wrong = 0
    print(f"{'mode':8} {'seeds':>6} {'wrong':>6}")
    for mode, entries in table.items():
        bad = [entry for entry in entries if check_seed(mode, entry.seed) != entry]
        for entry in bad:
            print(f"  {mode.value} seed {entry.seed}: not winnable at par {entry.par}")
        wrong += len(bad)
        print(f"{mode.value:8} {len(entries):6} {len(bad):6}")
    return 1 if wrong else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=64, help="seeds per mode")
    parser.add_argument("--node-budget", type=int, default=DEFAULT_NODE_BUDGET)
    parser.add_argument("--modes", default=",".join(m.value for m in Mode))
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--check", action="store_true", help="verify the table at --out")
    args = parser.parse_args(argv)
    if args.check:
        return check_table(args.out)
    try:
        modes = [Mode.from_str(name) for name in args.modes.split(",")]
    except ValueError as error:
        parser.error(str(error))
    if args.count < 1 or args.node_budget < 1:
        parser.error("--count and --node-budget must be positive")

    table: dict[str, list[list[int]]] = {}
    print(f"{'mode':8} {'checked':>8} {'found':>6} {'median ms':>10} {'p99 ms':>8}")
    for mode in modes:
        found, times = find(mode, args.count, args.node_budget)
        table[mode.value] = [[entry.seed, entry.par] for entry in found]
        p99 = statistics.quantiles(times, n=100)[98] if len(times) > 1 else times[0]
        print(
            f"{mode.value:8} {len(times):8} {len(found):6} "
            f"{statistics.median(times):10.1f} {p99:8.1f}"
        )
    data = {
        "schema": 1,
        "made_by": "tools/make_winnable_seeds.py",
        "node_budget": args.node_budget,
        "modes": table,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(table_text(data), encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
