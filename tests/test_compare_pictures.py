"""tools/compare_pictures.py: renders with a given command, compares pixel for pixel."""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

TOOL = Path(__file__).resolve().parent.parent / "tools" / "compare_pictures.py"


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOL), *args], capture_output=True, text=True, timeout=120
    )


def picture(path: Path, colour: tuple[int, int, int], size: tuple[int, int] = (8, 6)) -> None:
    surface = pygame.Surface(size)
    surface.fill(colour)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))


@pytest.fixture
def two_folders(tmp_path: Path) -> tuple[Path, Path]:
    for folder in ("a", "b"):
        picture(tmp_path / folder / "menu-8x6.png", (10, 120, 40))
        picture(tmp_path / folder / "hole-8x6.png", (200, 20, 40))
    return tmp_path / "a", tmp_path / "b"


def test_the_same_pictures_compare_equal(two_folders: tuple[Path, Path]) -> None:
    result = run_tool("compare", *map(str, two_folders))
    assert result.returncode == 0, result.stdout
    assert "2 pictures compared, 0 differences" in result.stdout


def test_one_changed_pixel_is_found_and_placed(two_folders: tuple[Path, Path]) -> None:
    changed = two_folders[1] / "hole-8x6.png"
    surface = pygame.image.load(str(changed))
    surface.set_at((3, 4), (200, 20, 41))
    pygame.image.save(surface, str(changed))
    result = run_tool("compare", *map(str, two_folders))
    assert result.returncode == 1
    assert "hole-8x6.png: 1 pixels differ, within x 3-3, y 4-4" in result.stdout
    assert "menu-8x6.png" not in result.stdout


def test_a_different_size_or_a_missing_picture_is_a_difference(
    two_folders: tuple[Path, Path],
) -> None:
    picture(two_folders[1] / "menu-8x6.png", (10, 120, 40), size=(8, 7))
    (two_folders[0] / "hole-8x6.png").unlink()
    result = run_tool("compare", *map(str, two_folders))
    assert result.returncode == 1
    assert "menu-8x6.png: 8x6 against 8x7" in result.stdout
    assert f"hole-8x6.png: only in {two_folders[1]}" in result.stdout


def test_bad_folders_exit_2(tmp_path: Path) -> None:
    assert run_tool("compare", str(tmp_path / "nowhere"), str(tmp_path)).returncode == 2
    (tmp_path / "x").mkdir()
    assert run_tool("compare", str(tmp_path / "x"), str(tmp_path)).returncode == 2


def test_two_renders_with_one_install_are_equal(tmp_path: Path) -> None:
    game = shlex.join([sys.executable, "-m", "golf_game"])
    for folder in ("first", "second"):
        result = run_tool(
            "render", str(tmp_path / folder), "--command", game,
            "--scenes", "menu,hole", "--sizes", "640x400",
        )  # fmt: skip
        assert result.returncode == 0, result.stdout
        assert "2 of 2 pictures drawn cleanly" in result.stdout
    assert sorted(path.name for path in (tmp_path / "first").iterdir()) == [
        "hole-640x400.png",
        "menu-640x400.png",
    ]
    assert run_tool("compare", str(tmp_path / "first"), str(tmp_path / "second")).returncode == 0


def test_a_game_that_warns_fails_the_render(tmp_path: Path) -> None:
    warns = "import sys; print('golf-game: WARNING: font x.ttf is missing', file=sys.stderr)"
    game = shlex.join([sys.executable, "-c", warns])
    result = run_tool("render", str(tmp_path), "--command", game, "--scenes", "menu")
    assert result.returncode == 1
    assert "font x.ttf is missing" in result.stdout
    assert "0 of 2 pictures drawn cleanly" in result.stdout
