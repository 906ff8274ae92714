"""The pure parts of tools/bench.py: its statistics and its /proc readings."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parent.parent / "tools" / "bench.py"


def load_bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_tool", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


bench = load_bench()


def test_percentile_is_nearest_rank() -> None:
    values = list(range(100, 0, -1))  # 1..100, shuffled order does not matter
    assert bench.percentile(values, 99) == 99
    assert bench.percentile(values, 100) == 100
    assert bench.percentile(values, 50) == 50
    # With fewer than 100 values the p99 is the largest one.
    assert bench.percentile([3.0, 1.0, 2.0], 99) == 3.0


def test_percentile_and_median_reject_nothing_and_bad_q() -> None:
    with pytest.raises(ValueError):
        bench.percentile([], 99)
    with pytest.raises(ValueError):
        bench.percentile([1.0], 0)
    with pytest.raises(ValueError):
        bench.median([])


def test_median_of_odd_and_even_counts() -> None:
    assert bench.median([5.0, 1.0, 3.0]) == 3.0
    assert bench.median([4.0, 1.0, 3.0, 2.0]) == 2.5


def test_share_over_counts_only_values_strictly_above() -> None:
    budget = bench.FRAME_BUDGET_MS
    assert bench.share_over([budget, budget - 1, budget + 1, budget + 2], budget) == 0.5
    assert bench.share_over([], budget) == 0.0


def test_frame_stats_of_a_list() -> None:
    frame_ms = [10.0] * 98 + [20.0, 40.0]
    stats = bench.FrameStats.of(frame_ms)
    assert stats.frames == 100
    assert stats.median_ms == 10.0
    assert stats.p99_ms == 20.0
    assert stats.max_ms == 40.0
    assert stats.over_budget == pytest.approx(0.02)


def test_ratio_guards_missing_and_zero_baselines() -> None:
    assert bench.ratio(3.0, 2.0) == 1.5
    assert bench.ratio(None, 2.0) is None
    assert bench.ratio(3.0, 0.0) is None


def test_parse_stat_survives_a_command_name_with_spaces_and_parentheses() -> None:
    fields = ["S", "77"] + ["0"] * 9 + ["5", "6", "7", "8"] + ["0"] * 30
    line = "4242 (a) b (c) " + " ".join(fields)
    stat = bench.parse_stat(line)
    assert stat.ppid == 77
    assert stat.cpu_ticks == 5 + 6
    assert stat.children_cpu_ticks == 7 + 8


def test_parse_stat_of_this_process() -> None:
    with open("/proc/self/stat") as handle:
        stat = bench.parse_stat(handle.read())
    assert stat.ppid == os.getppid()
    assert stat.cpu_ticks >= 0


def test_parse_status_of_this_process() -> None:
    with open("/proc/self/status") as handle:
        fields = bench.parse_status(handle.read())
    assert int(fields["Pid"]) == os.getpid()
    assert bench.status_kb(fields, "VmRSS") > 0
    assert bench.context_switches(fields) >= 0
    assert bench.status_kb({}, "VmRSS") == 0


def test_process_tree_and_usage_include_a_child() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        tree = bench.process_tree(os.getpid())
        assert tree[0] == os.getpid()
        assert child.pid in tree
        alone = bench.tree_usage(child.pid)
        together = bench.tree_usage(os.getpid())
        assert alone.rss_kb > 0
        assert together.rss_kb > alone.rss_kb
        assert together.context_switches > 0
    finally:
        child.kill()
        child.wait()


def test_windows_overlap_only_when_they_share_pixels() -> None:
    window = (100, 100, 50, 50)
    assert bench._overlaps(window, (140, 140, 20, 20))
    assert not bench._overlaps(window, (150, 100, 10, 10))  # touches the right edge
    assert not bench._overlaps(window, (0, 0, 100, 100))  # touches the top-left corner


def test_bad_run_count_is_a_clean_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--runs", "0"]) == 2
    assert "--runs" in capsys.readouterr().err


def test_cpu_by_process_names_this_process() -> None:
    name, ticks = bench.cpu_by_process()[os.getpid()]
    assert Path(sys.executable).name in name
    assert ticks >= 0


def test_hint_line_of_bench_solver_is_read() -> None:
    line = "hint latency (par solve handed over), 9 positions of 2 greedy games: "
    match = bench.HINT_LINE.match(line + "median 0.5 ms, p99 31.25 ms, max 40.0 ms")
    assert match is not None
    assert float(match[2]) == 31.25
    assert bench.HINT_LINE.match("hint latency (cold), " + line.split(", ", 1)[1]) is None
    with_mode = bench.HINT_LINE.match("hard " + line + "median 0.0 ms, p99 24.5 ms, max 30 ms")
    assert with_mode is not None
    assert float(with_mode[2]) == 24.5


def test_show_of_a_missing_or_bad_file_is_a_clean_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "run.json"
    bad.write_text("{not json")
    assert bench.main(["--show", str(bad)]) == 2
    assert bench.main(["--show", str(tmp_path / "missing.json")]) == 2
    assert "cannot show" in capsys.readouterr().err
