"""The command line: screenshots without a display, and bad values exit 2."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from golf_game.__main__ import main


@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920), (800, 600)])
def test_screenshot_writes_a_png_of_the_window_size(tmp_path: Path, size: tuple[int, int]) -> None:
    out = tmp_path / "hole.png"
    code = main(
        [
            "--seed",
            "3",
            "--mode",
            "hard",
            "--window",
            f"{size[0]}x{size[1]}",
            "--screenshot",
            str(out),
        ]
    )
    assert code == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == size
    # Not a blank frame: the felt and the cards differ in colour.
    assert (
        len(
            {image.get_at((x, y))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 41)}
        )
        > 20
    )


def test_same_seed_same_picture(tmp_path: Path) -> None:
    first, second = tmp_path / "a.png", tmp_path / "b.png"
    for out in (first, second):
        assert main(["--seed", "11", "--window", "800x600", "--screenshot", str(out)]) == 0
    a, b = pygame.image.load(str(first)), pygame.image.load(str(second))
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize(
    "argv",
    [
        ["--mode", "extreme"],
        ["--seed", "seven"],
        ["--seed", "-1"],
        ["--seed", str(2**40)],
        ["--window", "1920"],
        ["--window", "axb"],
        ["--window", "10x10"],
        ["--window", "99999x1080"],
        ["--fullscreen", "--window", "800x600"],
        ["--screenshot", "out.jpg"],
        ["--screenshot", "/no/such/folder/out.png"],
        ["--frobnicate"],
    ],
)
def test_bad_values_exit_2_with_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.strip().splitlines()[-1].startswith("golf-game: error:")


def test_no_display_is_a_message_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr("sys.platform", "linux")
    assert main(["--seed", "1"]) == 1
    assert "no display" in capsys.readouterr().err
