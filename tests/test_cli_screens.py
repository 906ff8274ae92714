"""The command line of the screens: --scene screenshots, --holes, --deal,
--daily, and bad values (exit 2, one line, no traceback)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from golf_game.__main__ import build_parser, main
from golf_game.engine import Deal, DealFormatError


@pytest.mark.parametrize(
    ("scene", "size"),
    [
        ("menu", (1920, 1080)),
        ("menu", (1080, 1920)),
        ("result", (1280, 800)),
        ("scorecard", (1920, 1080)),
    ],
)
def test_screenshot_of_each_scene(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scene: str, size: tuple[int, int]
) -> None:
    monkeypatch.setenv("GOLF_GAME_HOME", str(tmp_path / "home"))
    out = tmp_path / f"{scene}.png"
    argv = ["--mode", "easy", "--window", f"{size[0]}x{size[1]}", "--screenshot", str(out)]
    assert main([*argv, "--scene", scene]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == size
    colours = {
        image.get_at((x, y))[:3] for x in range(0, size[0], 23) for y in range(0, size[1], 29)
    }
    assert len(colours) > 20
    # A screenshot saves nothing in the player's folder.
    assert not (tmp_path / "home").exists()


def test_the_command_line_names_a_game() -> None:
    parser = build_parser()
    line = Deal.from_seed(8).to_line()
    args = parser.parse_args(["--deal", line, "--mode", "hard"])
    assert args.deal == Deal.from_seed(8)
    args = parser.parse_args(["--holes", "9", "--daily"])
    assert (args.holes, args.daily) == (9, True)


def _bad_line(kind: str) -> str:
    cards = Deal.from_seed(2).to_line()
    if kind == "51":
        return cards.rsplit(" ", 1)[0]
    return cards.rsplit(" ", 1)[0] + " " + str(Deal.from_seed(2).waste_start)


@pytest.mark.parametrize(
    "argv",
    [
        ["--holes", "3"],
        ["--holes", "nine"],
        ["--deal", "51"],
        ["--deal", "duplicate"],
        ["--deal", "7H"],
        ["--seed", "4", "--deal", "x"],
        ["--seed", "4", "--daily"],
        ["--scene", "menu"],
        ["--screenshot", "x.png", "--scene", "lobby"],
    ],
)
def test_bad_values_exit_2_with_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    if argv[:2] in (["--deal", "51"], ["--deal", "duplicate"]):
        argv = ["--deal", _bad_line(argv[1])]
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert last.startswith("golf-game: error:")
    if argv[0] == "--deal" and len(argv) == 2 and " " in argv[1]:
        with pytest.raises(DealFormatError) as error:
            Deal.from_line(argv[1])
        assert str(error.value) in last


@pytest.mark.parametrize(
    "argv",
    [
        ["--seed", "5", "--holes", "9", "--mode", "hard"],
        ["--daily", "--mode", "easy"],
        ["--deal", Deal.from_seed(6).to_line()],
        ["--mode", "easy", "--holes", "9"],
    ],
)
def test_the_command_line_starts_on_the_menu_or_in_the_named_game(
    tmp_path: Path, argv: list[str]
) -> None:
    from screen_helpers import launch_game

    from golf_game.__main__ import launch_options
    from golf_game.engine import Mode
    from golf_game.engine.daily import daily_seed, today
    from golf_game.saved.settings import Settings
    from golf_game.scenes.hole import HoleScene
    from golf_game.scenes.menu import MenuScene

    args = build_parser().parse_args(argv)
    app, session = launch_game(tmp_path, launch_options(args), settings=Settings(sound=False))
    scenes = list(app.stack)
    assert isinstance(scenes[0], MenuScene)
    game = session.game
    if "--seed" in argv:
        assert game is not None and isinstance(scenes[-1], HoleScene)
        assert (game.round.mode, game.round.hole_count, game.round.seed) == (Mode.HARD, 9, 5)
    elif "--daily" in argv:
        assert game is not None
        assert game.hole.deal == Deal.from_seed(daily_seed(today(), Mode.EASY))
    elif "--deal" in argv:
        assert game is not None and game.hole.deal == Deal.from_seed(6)
    else:
        # --mode and --holes alone only choose on the menu.
        assert game is None and len(scenes) == 1
        assert (scenes[0].mode, scenes[0].holes) == (Mode.EASY, 9)
