"""The bundled files: found through importlib.resources, and carried by the wheel.

The wheel is built from the sdist (as ``python -m build`` does by default), so
a file the sdist drops is missing from the wheel too.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from golf_game import assets
from golf_game.desktop import ICON_SIZES, icon_file
from golf_game.play.winnable import CACHE_FILE
from golf_game.view.sound import Effect

ROOT = Path(__file__).resolve().parent.parent
SOURCE_ASSETS = ROOT / "assets"
IN_WHEEL = "golf_game/bundled/"


def needed_files() -> list[str]:
    """What the game loads, relative to the bundled folder."""
    files = [assets.REGULAR_FONT, assets.BOLD_FONT, *(icon_file(size) for size in ICON_SIZES)]
    sounds = [Path("sounds", f"{effect.value}.wav") for effect in Effect]
    found = [path.relative_to(assets.ASSETS_DIR) for path in files]
    return [path.as_posix() for path in [*found, *sounds, Path("data", CACHE_FILE)]]


def source_files() -> list[str]:
    """Every file of the repository's assets/ folder (not Python's caches)."""
    return sorted(
        path.relative_to(SOURCE_ASSETS).as_posix()
        for path in SOURCE_ASSETS.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    )


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    (built,) = out.glob("*.whl")
    return built


@pytest.fixture(scope="module")
def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_the_source_checkout_has_what_the_game_loads() -> None:
    for name in needed_files():
        assert (assets.ASSETS_DIR / name).is_file(), name
    assert assets.ASSETS_DIR == SOURCE_ASSETS


def test_the_wheel_carries_the_fonts_sounds_icons_and_seeds(wheel_names: set[str]) -> None:
    missing = [name for name in needed_files() if IN_WHEEL + name not in wheel_names]
    assert not missing, f"not in the wheel: {missing}"


def test_the_wheel_carries_every_file_of_assets(wheel_names: set[str]) -> None:
    missing = [name for name in source_files() if IN_WHEEL + name not in wheel_names]
    assert not missing, f"in assets/ but not in the wheel: {missing}"


def test_every_folder_of_assets_keeps_its_licence_in_the_wheel(wheel_names: set[str]) -> None:
    folders = {Path(name).parent for name in source_files() if "/" in name}
    assert folders, "assets/ has no folders"
    missing = [
        folder.as_posix()
        for folder in sorted(folders)
        if f"{IN_WHEEL}{folder.as_posix()}/LICENSE" not in wheel_names
    ]
    assert not missing, f"folders without a LICENSE in the wheel: {missing}"
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in wheel_names)


def test_the_wheel_has_every_package_of_the_source_tree(wheel_names: set[str]) -> None:
    packages = sorted(
        init.parent.relative_to(ROOT).as_posix()
        for init in (ROOT / "golf_game").rglob("__init__.py")
    )
    missing = [name for name in packages if f"{name}/__init__.py" not in wheel_names]
    assert not missing, f"packages missing from pyproject.toml's list: {missing}"


ZIP_CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from golf_game import assets
assert ".whl" in assets.__file__, assets.__file__
files = {name: assets.bundled(*name.split("/")).read_bytes().hex() for name in sys.argv[2:]}
print(json.dumps({"folder": str(assets.ASSETS_DIR), "files": files}))
"""


def test_bundled_files_are_found_from_a_zip(wheel: Path) -> None:
    # -S: no site-packages, so the editable install cannot answer instead of the zip.
    result = subprocess.run(
        [sys.executable, "-S", "-c", ZIP_CHILD, str(wheel), *needed_files()],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    found = json.loads(result.stdout)
    for name in needed_files():
        assert bytes.fromhex(found["files"][name]) == (SOURCE_ASSETS / name).read_bytes(), name
    # The files were copied out of the zip to a folder removed when the process ended.
    assert not Path(found["folder"]).exists()


def test_no_module_finds_files_beside_its_own_source() -> None:
    """Paths built from ``__file__`` break in a zip and a frozen bundle."""
    users = [
        path.relative_to(ROOT).as_posix()
        for path in sorted((ROOT / "golf_game").rglob("*.py"))
        if "__file__" in path.read_text(encoding="utf-8")
    ]
    assert not users, f"use golf_game.assets instead of __file__ in {users}"
