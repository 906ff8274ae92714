"""Render the game's scenes with one install, then compare two sets pixel for pixel.

    python tools/compare_pictures.py render OUT_DIR [--command CMD] [--seed 7]
                                            [--scenes menu,hole] [--sizes 1920x1080]
                                            [--jobs 2] [-- EXTRA GAME ARGUMENTS]
    python tools/compare_pictures.py compare DIR_A DIR_B

``render`` runs ``CMD --screenshot OUT_DIR/SCENE-WxH.png --scene SCENE --window
WxH --seed SEED`` for every scene (menu, hole, result, scorecard) and size
(1920x1080 and 1080x1920) by default: each run with a fresh, empty
GOLF_GAME_HOME as its working folder (outside the repository), SDL's dummy video
and audio drivers, and the same seed. CMD is a command line, split like a
shell's: ``.venv/bin/golf-game`` (the default), ``/tmp/v/bin/python -m
golf_game`` or ``dist/golf-game/golf-game``. A run that fails, or that logs a
warning or an error (a missing font or sound), makes the tool exit 1.

``compare`` exits 0 when both folders hold the same PNG names with the same
pixels, else 1, printing one line per difference (size, how many pixels and
where, a picture only one folder has); 2 for an unreadable folder or picture.

To prove a change draws nothing differently: render before it into one folder,
after it into another, compare the two.
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

SCENES = ("menu", "hole", "result", "scorecard")
SIZES = ("1920x1080", "1080x1920")
LOG_PROBLEMS = ("golf-game: WARNING", "golf-game: ERROR", "Traceback")


@dataclass(frozen=True)
class Shot:
    scene: str
    size: str

    @property
    def name(self) -> str:
        return f"{self.scene}-{self.size}.png"


def game_environment(home: str) -> dict[str, str]:
    return {
        **os.environ,
        "GOLF_GAME_HOME": home,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }


def render_one(command: list[str], shot: Shot, out: Path, seed: int, extra: list[str]) -> str:
    """Draw one picture; an error message, or '' when it went well."""
    target = out / shot.name
    args = ["--screenshot", str(target), "--scene", shot.scene, "--window", shot.size]
    with tempfile.TemporaryDirectory(prefix="golf-game-home-") as home:
        try:
            result = subprocess.run(
                [*command, *args, "--seed", str(seed), *extra],
                cwd=home,
                env=game_environment(home),
                capture_output=True,
                text=True,
                timeout=300,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            return f"{shot.name}: {error}"
    log = result.stdout + result.stderr
    if result.returncode != 0:
        return f"{shot.name}: exit code {result.returncode}: {log.strip()[-400:]}"
    warned = [line for line in log.splitlines() if line.startswith(LOG_PROBLEMS)]
    if warned:
        return f"{shot.name}: the game warned: {warned[0].strip()}"
    if not target.is_file():
        return f"{shot.name}: the game exited 0 but wrote no picture"
    return ""


def game_command(text: str) -> list[str]:
    """The command's words, its program made absolute: the game runs elsewhere."""
    words = shlex.split(text)
    if words and "/" in words[0]:
        words[0] = str(Path(words[0]).absolute())
    return words


def render(args: argparse.Namespace) -> int:
    command = game_command(args.command)
    if not command:
        print("compare_pictures: --command is empty", file=sys.stderr)
        return 2
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    shots = [Shot(scene, size) for scene in args.scenes for size in args.sizes]
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        errors = [
            error
            for error in pool.map(
                lambda shot: render_one(command, shot, out, args.seed, args.extra), shots
            )
            if error
        ]
    for error in errors:
        print(error)
    print(f"{len(shots) - len(errors)} of {len(shots)} pictures drawn cleanly into {out}")
    return 1 if errors else 0


def load_pixels(path: Path) -> tuple[tuple[int, int], bytes]:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    picture = pygame.image.load(str(path))
    return picture.get_size(), pygame.image.tobytes(picture, "RGBA")


def difference(a: Path, b: Path) -> str:
    """How two pictures differ, or '' when every pixel is the same."""
    size_a, pixels_a = load_pixels(a)
    size_b, pixels_b = load_pixels(b)
    if size_a != size_b:
        return f"{a.name}: {size_a[0]}x{size_a[1]} against {size_b[0]}x{size_b[1]}"
    if pixels_a == pixels_b:
        return ""
    width = size_a[0]
    changed = [
        i // 4 for i in range(0, len(pixels_a), 4) if pixels_a[i : i + 4] != pixels_b[i : i + 4]
    ]
    xs = [index % width for index in changed]
    ys = [index // width for index in changed]
    return (
        f"{a.name}: {len(changed)} pixels differ, "
        f"within x {min(xs)}-{max(xs)}, y {min(ys)}-{max(ys)}"
    )


def compare(args: argparse.Namespace) -> int:
    folders: list[Path] = [args.first, args.second]
    for folder in folders:
        if not folder.is_dir():
            print(f"compare_pictures: {folder} is not a folder", file=sys.stderr)
            return 2
    names = [{path.name for path in folder.glob("*.png")} for folder in folders]
    if not names[0] | names[1]:
        print("compare_pictures: no PNG pictures in either folder", file=sys.stderr)
        return 2
    problems = [
        f"{name}: only in {folders[0] if name in names[0] else folders[1]}"
        for name in sorted(names[0] ^ names[1])
    ]
    same = sorted(names[0] & names[1])
    try:
        problems += [
            text for name in same if (text := difference(folders[0] / name, folders[1] / name))
        ]
    except Exception as error:  # pygame.error for a damaged picture: say which, exit 2
        print(f"compare_pictures: cannot read a picture: {error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(problem)
    print(f"{len(same)} pictures compared, {len(problems)} differences")
    return 1 if problems else 0


def comma_list(choices: tuple[str, ...] | None) -> Callable[[str], list[str]]:
    def parse(text: str) -> list[str]:
        items = [item.strip() for item in text.split(",") if item.strip()]
        bad = [item for item in items if choices is not None and item not in choices]
        if not items or bad:
            raise argparse.ArgumentTypeError(f"{text!r}: choose from {', '.join(choices or ())}")
        return items

    return parse


def parse_args(argv: list[str]) -> argparse.Namespace:
    extra: list[str] = []
    if "--" in argv:
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1 :]
    parser = argparse.ArgumentParser(
        description="Draw the game's scenes with one install; compare two sets of pictures."
    )
    commands = parser.add_subparsers(dest="action", required=True)
    draw = commands.add_parser("render", help="draw every scene at every size into OUT")
    draw.add_argument("out", type=Path, metavar="OUT")
    draw.add_argument(
        "--command",
        default=".venv/bin/golf-game",
        help="the game's command line (default: .venv/bin/golf-game)",
    )
    draw.add_argument("--seed", type=int, default=7)
    draw.add_argument("--scenes", type=comma_list(SCENES), default=list(SCENES))
    draw.add_argument("--sizes", type=comma_list(None), default=list(SIZES))
    draw.add_argument("--jobs", type=int, default=2, help="pictures drawn at once (default 2)")
    check = commands.add_parser("compare", help="compare two folders pixel for pixel")
    check.add_argument("first", type=Path, metavar="DIR_A")
    check.add_argument("second", type=Path, metavar="DIR_B")
    args = parser.parse_args(argv)
    args.extra = extra
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.action == "render":
        return render(args)
    return compare(args)


if __name__ == "__main__":
    sys.exit(main())
