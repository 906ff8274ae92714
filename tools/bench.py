"""Start-up, idle cost, memory and frame time of the game, beside the Golf games people have.

    python tools/bench.py [--json] [--peers] [--runs N]

Start-up is timed by the X events of the program's own window, the same way for
this game and for its peers (KPatience, Aisleriot): from process start to the
window being mapped (MapNotify), to its first paint and to its last paint before
the screen stays still for SETTLE_S (XDamage on the root window, clipped to the
program's window). Programs are interleaved run by run, after one warm-up start
each, so a slow moment on a shared machine hits all of them alike.

Memory, CPU and wakeups come from /proc, summed over the program's process tree.
Frame times come from tools/bench_frames.py (scripted play, one process per
screen size and video driver); the solver's figures from tools/bench_solver.py.
Runs under Xvfb: if DISPLAY is unset, the tool starts its own server(s); on a
given DISPLAY it also works with a window manager (it looks inside its frames).
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import json
import math
import os
import platform
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
FRAME_BUDGET_MS = 1000.0 / 60.0
# A board counts as settled once no pixel of its window changed for this long.
SETTLE_S = 0.5
# The slowest peer (KPatience's animated deal) settles in about 2 s; past this a
# run is reported as not settled rather than waited on forever.
STARTUP_TIMEOUT_S = 10.0
MEMORY_AT_S = 5.0
IDLE_SPAN_S = 10.0
# Windows smaller than this are helpers (GTK's and Qt's hidden 1x1 windows), not
# the program's board.
MIN_WINDOW_SIDE = 64
LANDSCAPE = (1920, 1080)
# Big enough for 3840x2160 and for the 1080x1920 portrait kiosk screen.
LARGE_SCREEN = (3840, 2160)
FRAME_SIZES = ((1280, 720), (1920, 1080), (3840, 2160), (1080, 1920))


# ---------------------------------------------------------------- statistics


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank q-th percentile (0 < q <= 100): a value that occurred."""
    if not values:
        raise ValueError("percentile of no values")
    if not 0 < q <= 100:
        raise ValueError(f"percentile must be in (0, 100], got {q}")
    ordered = sorted(values)
    rank = math.ceil(q / 100 * len(ordered))
    return ordered[rank - 1]


def median(values: Sequence[float]) -> float:
    if not values:
        raise ValueError("median of no values")
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def share_over(values: Sequence[float], limit: float) -> float:
    """The fraction of values strictly above limit (0.0 when there are none)."""
    if not values:
        return 0.0
    return sum(1 for value in values if value > limit) / len(values)


@dataclass(frozen=True)
class FrameStats:
    frames: int
    median_ms: float
    p99_ms: float
    max_ms: float
    over_budget: float  # share of frames over FRAME_BUDGET_MS

    @classmethod
    def of(cls, frame_ms: Sequence[float]) -> FrameStats:
        return cls(
            frames=len(frame_ms),
            median_ms=median(frame_ms),
            p99_ms=percentile(frame_ms, 99),
            max_ms=max(frame_ms),
            over_budget=share_over(frame_ms, FRAME_BUDGET_MS),
        )


def ratio(value: float | None, baseline: float | None) -> float | None:
    if value is None or baseline is None or baseline == 0:
        return None
    return value / baseline


# ---------------------------------------------------------------- /proc


@dataclass(frozen=True)
class ProcStat:
    ppid: int
    cpu_ticks: int  # utime + stime of all the process's threads
    children_cpu_ticks: int  # cutime + cstime of children already waited for


def parse_stat(text: str) -> ProcStat:
    """Parse /proc/PID/stat. The command name may hold spaces and parentheses,
    so the fields are counted from its last closing parenthesis."""
    after_name = text[text.rindex(")") + 2 :].split()
    # after_name[0] is field 3 (state); utime is field 14, cutime field 16.
    ppid = int(after_name[1])
    utime, stime, cutime, cstime = (int(value) for value in after_name[11:15])
    return ProcStat(ppid=ppid, cpu_ticks=utime + stime, children_cpu_ticks=cutime + cstime)


def parse_status(text: str) -> dict[str, str]:
    """Parse /proc/PID/status into {field: value text}."""
    fields: dict[str, str] = {}
    for line in text.splitlines():
        name, sep, value = line.partition(":")
        if sep:
            fields[name] = value.strip()
    return fields


def status_kb(fields: dict[str, str], name: str) -> int:
    """A size field such as VmRSS ("12345 kB") in kB; 0 when absent (a zombie)."""
    value = fields.get(name)
    return int(value.split()[0]) if value else 0


def context_switches(fields: dict[str, str]) -> int:
    return int(fields.get("voluntary_ctxt_switches", 0)) + int(
        fields.get("nonvoluntary_ctxt_switches", 0)
    )


def _read(path: str) -> str | None:
    try:
        with open(path) as handle:
            return handle.read()
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        return None


def process_tree(root: int) -> list[int]:
    """root and all its live descendants."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            text = _read(f"/proc/{entry}/stat")
            if text:
                parents[int(entry)] = parse_stat(text).ppid
    tree = [root]
    for pid in tree:
        tree.extend(child for child, parent in parents.items() if parent == pid)
    return tree


@dataclass(frozen=True)
class TreeUsage:
    rss_kb: int
    cpu_s: float
    context_switches: int  # voluntary + involuntary, summed over every thread


def tree_usage(root: int) -> TreeUsage:
    ticks_per_s = os.sysconf("SC_CLK_TCK")
    rss_kb = ticks = switches = 0
    for pid in process_tree(root):
        stat_text = _read(f"/proc/{pid}/stat")
        status_text = _read(f"/proc/{pid}/status")
        if stat_text is None or status_text is None:
            continue
        stat = parse_stat(stat_text)
        ticks += stat.cpu_ticks + stat.children_cpu_ticks
        rss_kb += status_kb(parse_status(status_text), "VmRSS")
        with contextlib.suppress(FileNotFoundError):
            for task in os.listdir(f"/proc/{pid}/task"):
                task_status = _read(f"/proc/{pid}/task/{task}/status")
                if task_status:
                    switches += context_switches(parse_status(task_status))
    return TreeUsage(rss_kb=rss_kb, cpu_s=ticks / ticks_per_s, context_switches=switches)


# ---------------------------------------------------------------- X server


@contextlib.contextmanager
def xvfb(size: tuple[int, int]) -> Iterator[str]:
    """A private Xvfb on a free display number; yields its DISPLAY name."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench: Xvfb is not installed (apt-get install xvfb)")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write_end),
            "-screen",
            "0",
            f"{size[0]}x{size[1]}x24",
            "-nolisten",
            "tcp",
            # Keep the server (and its warm caches) when a measured program quits.
            "-noreset",
        ],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise SystemExit("bench: Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait()


@contextlib.contextmanager
def session_bus() -> Iterator[dict[str, str]]:
    """A private D-Bus session bus, as a desktop session has: KPatience will not
    start without one, and GTK programs use it too. Yields the environment that
    points programs at it (empty when dbus-daemon is missing)."""
    if shutil.which("dbus-daemon") is None:
        yield {}
        return
    daemon = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert daemon.stdout is not None
        address = daemon.stdout.readline().strip()
        yield {"DBUS_SESSION_BUS_ADDRESS": address} if address else {}
    finally:
        daemon.terminate()
        daemon.wait()


def screen_size(display_name: str) -> tuple[int, int]:
    from Xlib import display

    connection = display.Display(display_name)
    try:
        screen = connection.screen()
        return (screen.width_in_pixels, screen.height_in_pixels)
    finally:
        connection.close()


@dataclass
class Startup:
    """Seconds from process start; None when the event never came."""

    mapped_s: float | None = None
    first_paint_s: float | None = None
    settled_s: float | None = None  # time of the last paint before SETTLE_S of calm
    window_size: tuple[int, int] | None = None


class WindowWatch:
    """Follows top-level windows being mapped and the screen being painted.

    There is no window manager on the bench's X server, so a program's windows
    are children of the root window: SubstructureNotify on the root reports their
    mapping, and a Damage object on the root reports every paint on screen (an
    unmapped window paints nothing there)."""

    def __init__(self, display_name: str) -> None:
        from Xlib import X, display
        from Xlib.ext import damage

        self._x = X
        self._damage = damage
        self.connection = display.Display(display_name)
        if not self.connection.has_extension("DAMAGE"):
            raise SystemExit("bench: the X server has no DAMAGE extension")
        self.connection.damage_query_version()
        self.root = self.connection.screen().root
        self.root.change_attributes(event_mask=X.SubstructureNotifyMask)
        self.root.damage_create(damage.DamageReportRawRectangles)
        # python-xlib registers a copy of the event class per display, so damage
        # events are told apart by their code, not by isinstance.
        self.damage_event = self.connection.query_extension("DAMAGE").first_event
        self.pid_atom = self.connection.intern_atom("_NET_WM_PID")
        self.connection.sync()

    def close(self) -> None:
        self.connection.close()

    def drain(self) -> None:
        while self.connection.pending_events():
            self.connection.next_event()

    def _window_pid(self, window: Any) -> int | None:
        from Xlib.error import XError

        try:
            prop = window.get_full_property(self.pid_atom, self._x.AnyPropertyType)
        except XError:
            return None
        return int(prop.value[0]) if prop and len(prop.value) else None

    def _blank(self, window_id: int, rect: tuple[int, int, int, int]) -> bool:
        """Whether the window still shows one flat colour: on mapping, the X
        server paints a window's background (SDL's windows have one), a damage
        event that is not the program's first paint. Three rows across the
        window are enough to tell a background from a board."""
        from Xlib.error import XError

        window = self.connection.create_resource_object("window", window_id)
        width, height = rect[2], rect[3]
        for row in (height // 4, height // 2, 3 * height // 4):
            try:
                data = window.get_image(0, row, width, 1, self._x.ZPixmap, 0xFFFFFFFF).data
            except XError:
                return False
            pixel = len(data) // width
            if data != data[:pixel] * width:
                return False
        return True

    def _program_window(
        self, mapped: Any, owners: list[int]
    ) -> tuple[int, tuple[int, int, int, int]] | None:
        """The program's window among the one just mapped and (when a window
        manager framed it) the frame's children: (id, rectangle on the root)."""
        from Xlib.error import XError

        candidates = [mapped]
        with contextlib.suppress(XError):
            candidates += mapped.query_tree().children
        for window in candidates:
            rect = self._geometry(window)
            if (
                rect is not None
                and min(rect[2], rect[3]) >= MIN_WINDOW_SIDE
                and self._window_pid(window) in owners
            ):
                return (window.id, rect)
        return None

    def _geometry(self, window: Any) -> tuple[int, int, int, int] | None:
        """The window's rectangle in root coordinates (it may sit in a frame)."""
        from Xlib.error import XError

        try:
            geometry = window.get_geometry()
            origin = self.root.translate_coords(window, 0, 0)
        except XError:
            return None
        return (origin.x, origin.y, geometry.width, geometry.height)

    def follow(self, process: subprocess.Popen[bytes], started: float) -> Startup:
        """Watch process's window from map to settled (or STARTUP_TIMEOUT_S).

        The window is the program's last mapped one: SDL maps and drops a probe
        window before its real one, and that probe is not what the player sees."""
        result = Startup()
        window: tuple[int, tuple[int, int, int, int]] | None = None  # (id, rect)
        last_paint: float | None = None
        fd = self.connection.fileno()
        while True:
            now = time.monotonic()
            if last_paint is not None and now - last_paint >= SETTLE_S:
                result.settled_s = last_paint - started
                return result
            if now - started > STARTUP_TIMEOUT_S or process.poll() is not None:
                return result
            if not self.connection.pending_events():
                select.select([fd], [], [], 0.05)
            # Stamp every waiting event as it arrives, before any round trip
            # below delays the ones queued behind it.
            arrived = []
            while self.connection.pending_events():
                arrived.append((self.connection.next_event(), time.monotonic()))
            for event, seen in arrived:
                if event.type == self._x.MapNotify:
                    found = self._program_window(event.window, process_tree(process.pid))
                    if found is not None:
                        window = found
                        rect = found[1]
                        result = Startup(mapped_s=seen - started, window_size=(rect[2], rect[3]))
                        last_paint = None
                elif event.type in (self._x.UnmapNotify, self._x.DestroyNotify):
                    if window is not None and event.window.id == window[0]:
                        window = None
                        result = Startup()
                        last_paint = None
                elif event.type == self.damage_event and window is not None:
                    area = event.area
                    if not _overlaps(window[1], (area.x, area.y, area.width, area.height)):
                        continue
                    if result.first_paint_s is None:
                        if self._blank(window[0], window[1]):
                            continue  # the X server clearing the new window to its background
                        result.first_paint_s = seen - started
                    last_paint = seen


def _overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


# ---------------------------------------------------------------- programs


@dataclass(frozen=True)
class Program:
    name: str
    argv: tuple[str, ...]
    env: dict[str, str] = field(default_factory=dict)


def game(size: tuple[int, int]) -> Program:
    return Program(
        name="golf-game" if size == LANDSCAPE else f"golf-game {size[0]}x{size[1]}",
        argv=(
            sys.executable,
            "-m",
            "golf_game",
            "--mode",
            "medium",
            "--seed",
            "1",
            "--window",
            f"{size[0]}x{size[1]}",
        ),
        env={"SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"},
    )


def _installed(command: str) -> str | None:
    """Debian installs games in /usr/games, which a root PATH often lacks."""
    return shutil.which(command) or shutil.which(command, path="/usr/games")


def peers() -> list[Program]:
    found = []
    sol = _installed("sol")
    if sol:
        found.append(Program("Aisleriot", (sol, "--variation", "golf")))
    kpat = _installed("kpat")
    if kpat:
        found.append(Program("KPatience", (kpat, "--gametype", "golf"), {"QT_QPA_PLATFORM": "xcb"}))
    return found


@dataclass(frozen=True)
class Session:
    """Where programs run: an X display, a private HOME kept across runs (so only
    the warm-up start writes first-run settings), and a session bus."""

    display: str
    home: Path
    env: dict[str, str]


@contextlib.contextmanager
def launched(program: Program, session: Session) -> Iterator[subprocess.Popen[bytes]]:
    """Start program in session; end its whole process group afterwards."""
    home = session.home
    runtime = home / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env = dict(os.environ)
    env.update(session.env)
    env.update(program.env)
    env.update(
        DISPLAY=session.display,
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local/share"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_RUNTIME_DIR=str(runtime),
        PYTHONPATH=str(REPO),
    )
    process = subprocess.Popen(
        program.argv,
        env=env,
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        yield process
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=3)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def start_up(program: Program, session: Session) -> Startup:
    watch = WindowWatch(session.display)
    try:
        watch.drain()
        started = time.monotonic()
        with launched(program, session) as process:
            return watch.follow(process, started)
    finally:
        watch.close()


@dataclass(frozen=True)
class Resources:
    rss_mb_at_5s: float
    cpu_first_5s: float
    idle_cpu_10s: float
    idle_wakeups_10s: int


def resources(program: Program, session: Session) -> Resources:
    """Memory at 5 s, CPU in the first 5 s, then CPU and wakeups over 10 idle s."""
    started = time.monotonic()
    with launched(program, session) as process:
        time.sleep(max(0.0, started + MEMORY_AT_S - time.monotonic()))
        at_five = tree_usage(process.pid)
        time.sleep(IDLE_SPAN_S)
        after_idle = tree_usage(process.pid)
    return Resources(
        rss_mb_at_5s=at_five.rss_kb / 1024,
        cpu_first_5s=at_five.cpu_s,
        idle_cpu_10s=after_idle.cpu_s - at_five.cpu_s,
        idle_wakeups_10s=after_idle.context_switches - at_five.context_switches,
    )


# ---------------------------------------------------------------- the cases


@dataclass(frozen=True)
class StartupSummary:
    program: str
    runs: int
    settled_runs: int
    window: str
    mapped_s: float | None
    first_paint_s: float | None
    settled_s: float | None


def summarize_startups(program: str, runs: Sequence[Startup]) -> StartupSummary:
    def med(values: list[float | None]) -> float | None:
        present = [value for value in values if value is not None]
        return median(present) if present else None

    sizes = {run.window_size for run in runs if run.window_size}
    return StartupSummary(
        program=program,
        runs=len(runs),
        settled_runs=sum(1 for run in runs if run.settled_s is not None),
        window=", ".join(f"{w}x{h}" for w, h in sorted(sizes)) or "-",
        mapped_s=med([run.mapped_s for run in runs]),
        first_paint_s=med([run.first_paint_s for run in runs]),
        settled_s=med([run.settled_s for run in runs]),
    )


def startup_case(programs: Sequence[Program], session: Session, runs: int) -> list[StartupSummary]:
    """One warm-up start each, then `runs` rounds, programs interleaved."""
    for program in programs:
        start_up(program, session)
    measured: dict[str, list[Startup]] = {program.name: [] for program in programs}
    for _ in range(runs):
        for program in programs:
            measured[program.name].append(start_up(program, session))
    return [summarize_startups(name, results) for name, results in measured.items()]


def frame_case(
    size: tuple[int, int], driver: str, display_name: str | None, home: Path
) -> dict[str, Any]:
    """Scripted play at one size and video driver, in its own process (SDL takes
    its video driver once per process), with the game's default settings (a
    private HOME: a player's saved settings, e.g. reduced motion, stay out)."""
    env = dict(os.environ, PYTHONPATH=str(REPO), SDL_AUDIODRIVER="dummy", HOME=str(home))
    env.pop("XDG_CONFIG_HOME", None)
    env.pop("XDG_DATA_HOME", None)
    env["SDL_VIDEODRIVER"] = driver
    if display_name:
        env["DISPLAY"] = display_name
    command = [
        sys.executable,
        str(REPO / "tools" / "bench_frames.py"),
        "--size",
        f"{size[0]}x{size[1]}",
        "--json",
    ]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return {"error": (done.stderr.strip().splitlines() or ["failed"])[-1]}
    played = json.loads(done.stdout)
    return {
        **asdict(FrameStats.of(played["frame_ms"])),
        "cpu_p99_ms": percentile(played["frame_cpu_ms"], 99),
        "hint_shown_ms": [round(ms) for ms in played["hint_ms"]],
    }


SOLVER_SAMPLE = ("--deals", "5", "--hint-deals", "2")
# bench_solver.py's hint line, as the game asks it (the deal's par solve handed over).
HINT_LINE = re.compile(
    r"^(?:\w+ )?hint latency \(par solve handed over\).*median ([\d.]+) ms, p99 ([\d.]+) ms"
)


def solver_case() -> dict[str, Any]:
    """A short sample of the solver branch's own benchmark (tools/bench_solver.py,
    which times the solver against a plain baseline and the reference C solver's
    figures, and the hint at positions met in play); its full run is cited in
    docs/PERFORMANCE.md."""
    tool = REPO / "tools" / "bench_solver.py"
    if not tool.exists():
        return {"error": "tools/bench_solver.py is not on this branch"}
    env = dict(os.environ, PYTHONPATH=str(REPO))
    done = subprocess.run(
        [sys.executable, str(tool), *SOLVER_SAMPLE],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        return {"error": (done.stderr.strip().splitlines() or ["failed"])[-1]}
    hints = [match for line in done.stdout.splitlines() if (match := HINT_LINE.match(line))]
    return {
        "command": "python tools/bench_solver.py " + " ".join(SOLVER_SAMPLE),
        "output": done.stdout.rstrip(),
        "hint_p99_ms": max((float(match[2]) for match in hints), default=None),
    }


# ---------------------------------------------------------------- report


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}x"


def startup_table(rows: Sequence[StartupSummary]) -> list[str]:
    base = rows[0]
    lines = [
        "| start-up (s, median) | window | mapped | first paint | settled (last paint) "
        "| settled vs golf-game first paint | settled runs |",
        "|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        lines.append(
            f"| {row.program} | {row.window} | {_seconds(row.mapped_s)} "
            f"| {_seconds(row.first_paint_s)} | {_seconds(row.settled_s)} "
            f"| {_ratio(ratio(row.settled_s, base.first_paint_s))} "
            f"| {row.settled_runs}/{row.runs} |"
        )
    return lines


def resources_table(rows: dict[str, Resources]) -> list[str]:
    lines = [
        "| resources | RSS at 5 s (MB) | CPU first 5 s (s) | CPU over 10 idle s (s) "
        "| wakeups over 10 idle s |",
        "|---|---|---|---|---|",
    ]
    for name, row in rows.items():
        lines.append(
            f"| {name} | {row.rss_mb_at_5s:.0f} | {row.cpu_first_5s:.2f} "
            f"| {row.idle_cpu_10s:.2f} | {row.idle_wakeups_10s} |"
        )
    return lines


def frames_table(rows: dict[str, dict[str, Any]]) -> list[str]:
    lines = [
        "| frames (scripted play) | frames | median ms | p99 ms | max ms | over 16.7 ms "
        "| p99 CPU ms | hint shown after (ms) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for case, row in rows.items():
        if "error" in row:
            lines.append(f"| {case} | {row['error']} | | | | | | |")
            continue
        lines.append(
            f"| {case} | {row['frames']} | {row['median_ms']:.1f} | {row['p99_ms']:.1f} "
            f"| {row['max_ms']:.1f} | {100 * row['over_budget']:.1f}% | {row['cpu_p99_ms']:.1f} "
            f"| {', '.join(str(ms) for ms in row['hint_shown_ms'])} |"
        )
    return lines


def _verdict(met: bool) -> str:
    return "met" if met else "MISSED"


def goals(report: dict[str, Any]) -> list[str]:
    """The issue's goals, each checked against this run's figures."""
    lines: list[str] = []
    startup = {row["program"]: row for row in report["startup"]}
    resources_by_name = report["resources"]
    ours = startup[GAME_NAME]
    aisleriot = startup.get("Aisleriot")
    if aisleriot and ours["first_paint_s"] is not None and aisleriot["settled_s"] is not None:
        met = ours["first_paint_s"] < aisleriot["settled_s"]
        lines.append(
            f"- start-up to an interactive frame {ours['first_paint_s']:.3f} s "
            f"vs Aisleriot settled {aisleriot['settled_s']:.3f} s: {_verdict(met)}"
        )
    rss = resources_by_name[GAME_NAME]["rss_mb_at_5s"]
    if "Aisleriot" in resources_by_name:
        peer = resources_by_name["Aisleriot"]["rss_mb_at_5s"]
        lines.append(
            f"- RSS at 1920x1080 {rss:.0f} MB vs Aisleriot {peer:.0f} MB: {_verdict(rss < peer)}"
        )
    rss_4k = resources_by_name[GAME_4K_NAME]["rss_mb_at_5s"]
    lines.append(f"- RSS at 3840x2160 {rss_4k:.0f} MB < 150 MB: {_verdict(rss_4k < 150)}")
    idle = resources_by_name[GAME_NAME]["idle_cpu_10s"]
    lines.append(f"- idle CPU over 10 s {idle:.2f} s (goal 0.00): {_verdict(idle < 0.005)}")
    for case in (f"1920x1080 {X_DRIVER}", f"3840x2160 {X_DRIVER}"):
        row = report["frames"].get(case, {})
        if "p99_ms" in row:
            met = row["p99_ms"] <= FRAME_BUDGET_MS and row["over_budget"] < 0.01
            lines.append(
                f"- frames {case}: p99 {row['p99_ms']:.1f} ms, "
                f"{100 * row['over_budget']:.1f}% over 16.7 ms: {_verdict(met)}"
            )
    hint_p99 = report["solver"].get("hint_p99_ms")
    if hint_p99 is not None:
        lines.append(f"- hint p99 {hint_p99:.1f} ms < 50 ms (issue 3): {_verdict(hint_p99 < 50)}")
    return lines


def cpu_by_process() -> dict[int, tuple[str, int]]:
    """{pid: (short command line, CPU ticks so far)} for every process."""
    found: dict[int, tuple[str, int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        stat_text = _read(f"/proc/{entry}/stat")
        command = _read(f"/proc/{entry}/cmdline")
        if stat_text and command:
            words = [Path(word).name for word in command.split("\0")[:3] if word]
            # A `python -c` script may span lines: keep the first, shortly.
            name = " ".join(words).splitlines()[0][:60] if words else ""
            found[int(entry)] = (name, parse_stat(stat_text).cpu_ticks)
    return found


def other_load(before: dict[int, tuple[str, int]], seconds: float) -> list[str]:
    """The processes outside this benchmark that used the most CPU since before
    (those started meanwhile count whole; those already gone are not seen)."""
    ticks_per_s = os.sysconf("SC_CLK_TCK")
    ours = set(process_tree(os.getpid()))
    used = [
        (ticks - (before[pid][1] if pid in before else 0), name)
        for pid, (name, ticks) in cpu_by_process().items()
        if pid not in ours
    ]
    busiest = sorted(used, reverse=True)[:3]
    return [
        f"{name}: {100 * ticks / ticks_per_s / seconds:.0f}% of a core"
        for ticks, name in busiest
        if ticks / ticks_per_s / seconds >= 0.05
    ]


def machine(load_before: tuple[float, float, float], others: list[str]) -> list[str]:
    load = os.getloadavg()
    return [
        f"- {platform.node()}: {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.release()}",
        f"- load average (1, 5, 15 min) at the start: {load_before[0]:.2f} "
        f"{load_before[1]:.2f} {load_before[2]:.2f}; at the end: {load[0]:.2f} {load[1]:.2f} "
        f"{load[2]:.2f}",
        "- other processes running meanwhile: " + ("; ".join(others) or "none above 5% of a core"),
    ]


def print_report(report: dict[str, Any]) -> None:
    lines = ["### Machine and load", "", *report["machine"], "", "### Figures", ""]
    lines += startup_table([StartupSummary(**row) for row in report["startup"]])
    lines.append("")
    lines += resources_table({name: Resources(**row) for name, row in report["resources"].items()})
    lines.append("")
    lines += frames_table(report["frames"])
    solver = report["solver"]
    lines += ["", "### Solver and hint (a sample)", ""]
    if "error" in solver:
        lines.append(solver["error"])
    else:
        lines += [f"`{solver['command']}`", "", "```", solver["output"], "```"]
    lines += ["", "### Goals", "", *goals(report)]
    lines.append(f"\nThe benchmark took {report['seconds']:.0f} s.")
    print("\n".join(lines))


# ---------------------------------------------------------------- main

GAME_NAME = "golf-game"
GAME_4K_NAME = "golf-game 3840x2160"
X_DRIVER = "x11"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bench.py", description=__doc__.split("\n\n")[0] if __doc__ else None
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--peers", action="store_true", help="measure Aisleriot and KPatience beside the game"
    )
    parser.add_argument(
        "--runs", type=int, default=5, help="measured starts per program (default 5, at least 1)"
    )
    parser.add_argument(
        "--show", type=Path, metavar="FILE.json", help="print the tables of a --json run, no run"
    )
    return parser


def run(args: argparse.Namespace) -> dict[str, Any]:
    began = time.monotonic()
    load_before = os.getloadavg()
    processes_before = cpu_by_process()
    report: dict[str, Any] = {}
    # An installed game starts from compiled bytecode (pip compiles it); a
    # checkout run with PYTHONDONTWRITEBYTECODE=1 would recompile every module
    # at every start, about 50 ms here, which is not what a player waits for.
    compileall.compile_dir(REPO / "golf_game", quiet=1)
    with contextlib.ExitStack() as stack:
        display_name = os.environ.get("DISPLAY") or stack.enter_context(xvfb(LANDSCAPE))
        large_display = display_name
        if screen_size(display_name) < LARGE_SCREEN:
            large_display = stack.enter_context(xvfb(LARGE_SCREEN))
        bus = stack.enter_context(session_bus())
        home = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="golf-bench-")))
        session = Session(display_name, home, bus)
        large_session = Session(large_display, home, bus)

        ours = game(LANDSCAPE)
        programs = [ours, *(peers() if args.peers else [])]
        report["startup"] = [asdict(row) for row in startup_case(programs, session, args.runs)]
        measured = {program.name: resources(program, session) for program in programs}
        measured[GAME_4K_NAME] = resources(game(LARGE_SCREEN), large_session)
        report["resources"] = {name: asdict(row) for name, row in measured.items()}

        frames: dict[str, dict[str, Any]] = {}
        for size in FRAME_SIZES:
            fits = size[0] <= LANDSCAPE[0] and size[1] <= LANDSCAPE[1]
            for driver in (X_DRIVER, "dummy"):
                x_display = display_name if fits else large_display
                frames[f"{size[0]}x{size[1]} {driver}"] = frame_case(
                    size, driver, x_display if driver == X_DRIVER else None, home
                )
        report["frames"] = frames
    report["solver"] = solver_case()
    report["seconds"] = time.monotonic() - began
    report["machine"] = machine(load_before, other_load(processes_before, report["seconds"]))
    return report


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.runs < 1:
        print("bench.py: --runs must be at least 1", file=sys.stderr)
        return 2
    if args.show is not None:
        try:
            print_report(json.loads(args.show.read_text()))
        except (OSError, ValueError, KeyError, TypeError) as error:
            print(f"bench.py: cannot show {args.show}: {error}", file=sys.stderr)
            return 2
        return 0
    try:
        import Xlib  # noqa: F401
    except ImportError:
        print(
            "bench.py: python-xlib is missing: pip install -e '.[bench]'",
            file=sys.stderr,
        )
        return 2
    report = run(args)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
