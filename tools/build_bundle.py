"""Build the game as one self-contained folder with PyInstaller (for kiosks).

    .venv/bin/pip install -e '.[bundle]'
    .venv/bin/python tools/build_bundle.py [--dist dist/bundle] [--work build/bundle]

Writes ``DIST/golf-game/``: the program ``golf-game`` beside its ``_internal``
folder (Python, pygame-ce, SDL and the game's bundled files). One folder, not
one file: a one-file build unpacks itself to a temporary folder at every
start. Copy the folder to the kiosk and start ``golf-game --kiosk`` (see
docs/KIOSK.md); it needs no Python on the kiosk. A bundle runs only on the
operating system and processor kind it was built on (Linux x86-64 here; build
on a Raspberry Pi for a Raspberry Pi).

What is frozen is the game's wheel (``--wheel``, or one built here from the
sdist with ``python -m build``), unpacked into the work folder: the bundle
holds exactly what a wheel install holds, assets in ``golf_game/bundled``
included, whatever the checkout's own install is (an editable install's
mapped ``assets/`` folder is invisible to PyInstaller's import search).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NAME = "golf-game"


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def unpack_wheel(wheel: Path | None, work: Path) -> Path:
    """The game's wheel installed (without its dependencies) into a folder."""
    if wheel is None:
        subprocess.run(
            [sys.executable, "-m", "build", "--outdir", str(work / "wheel"), str(REPO)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        (wheel,) = (work / "wheel").glob("*.whl")
    site = work / "site"
    shutil.rmtree(site, ignore_errors=True)
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(site),
         str(wheel)],
        check=True,
    )  # fmt: skip
    return site


def data_files(site: Path) -> list[str]:
    """``--add-data`` values for every file of the unpacked package but its code
    (PyInstaller's own ``--collect-data`` would look in the editable install)."""
    package = site / "golf_game"
    files = [
        path
        for path in sorted(package.rglob("*"))
        if path.is_file() and path.suffix not in {".py", ".pyc"} and "__pycache__" not in path.parts
    ]
    return [f"{path}{os.pathsep}{path.parent.relative_to(site).as_posix()}" for path in files]


def pyinstaller_args(site: Path, dist: Path, work: Path) -> list[str]:
    return [
        str(REPO / "tools" / "bundle_entry.py"),
        "--noconfirm",
        "--onedir",
        "--name",
        NAME,
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--specpath",
        str(work),
        "--paths",
        str(site),
        # Found by importlib.resources, by name: no import statement names it.
        "--hidden-import",
        "golf_game.bundled",
        *(arg for item in data_files(site) for arg in ("--add-data", item)),
        "--log-level",
        "WARN",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the one-folder kiosk bundle.")
    parser.add_argument("--dist", type=Path, default=REPO / "dist" / "bundle")
    parser.add_argument("--work", type=Path, default=REPO / "build" / "bundle")
    parser.add_argument("--wheel", type=Path, help="the game's wheel (default: build one)")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("build_bundle: PyInstaller is missing: pip install -e '.[bundle]'", file=sys.stderr)
        return 2
    started = time.monotonic()
    work = args.work.resolve()
    site = unpack_wheel(args.wheel.resolve() if args.wheel else None, work)
    pyinstaller.run(pyinstaller_args(site, args.dist.resolve(), work))
    folder = args.dist.resolve() / NAME
    seconds = time.monotonic() - started
    print(f"built {folder / NAME} in {seconds:.0f} s ({folder_size(folder) / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
