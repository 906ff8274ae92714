"""Grades in play: the shipped grades are the grader's, winnable-only deals
can be chosen by grade, and a hole's grade arrives from the worker."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from screen_helpers import launch_game, open_menu, tap, wait_for_par

from golf_game.engine import Deal, Mode
from golf_game.engine.grade import Grade, Grader
from golf_game.engine.solver import solve
from golf_game.launch import LaunchOptions
from golf_game.play.grades import parse_grades, shipped_grades
from golf_game.play.winnable import WinnableSupply, cached_seeds
from golf_game.saved.settings import DEAL_GRADES, Settings
from golf_game.scenes.deal_entry import DealEntryScene
from golf_game.tasks import TaskRunner
from golf_game.view import words


def test_the_shipped_grades_cover_the_winnable_table_in_thirds() -> None:
    grades = shipped_grades()
    for mode in Mode:
        table = {entry.seed for entry in cached_seeds()[mode]}
        assert set(grades[mode]) == table
        counts = [list(grades[mode].values()).count(g) for g in Grade]
        assert min(counts) >= len(table) // 4


@pytest.mark.parametrize("mode", [Mode.EASY, Mode.HARD])
def test_a_shipped_grade_is_the_graders(mode: Mode) -> None:
    seed, grade = min(shipped_grades()[mode].items())
    deal = Deal.from_seed(seed)
    character = Grader(deal, mode.rules, solve(deal, mode.rules)).run()
    assert character.grade(mode) is grade


def test_a_damaged_grades_file_is_refused() -> None:
    with pytest.raises(ValueError):
        parse_grades({"modes": {"easy": {"1": "brutal"}}})
    with pytest.raises(ValueError):
        parse_grades([])


@pytest.mark.parametrize("grade", [g.value for g in Grade])
def test_winnable_deals_of_a_chosen_grade(grade: str) -> None:
    tasks = TaskRunner()
    supply = WinnableSupply(tasks, random.Random(3))
    known = shipped_grades()[Mode.MEDIUM]
    taken = [supply.take(Mode.MEDIUM, grade) for _ in range(5)]
    assert all(t is not None and known[t.seed].value == grade for t in taken)
    assert len({t.seed for t in taken if t is not None}) == 5
    tasks.shutdown()


def test_the_grade_choice_is_a_setting_that_defaults_to_any() -> None:
    assert Settings().deal_grade == "any"
    assert ("any", *(g.value for g in Grade)) == DEAL_GRADES
    loaded, warnings = Settings.from_dict({"deal_grade": "brutal"})
    assert loaded.deal_grade == "any" and warnings


def test_the_holes_grade_shows_once_the_worker_has_it(tmp_path: Path) -> None:
    app, session = launch_game(tmp_path, LaunchOptions(mode=Mode.EASY, seed=5))
    game = session.game
    assert game is not None
    wait_for_par(app, game)
    analysis = game.analysis
    assert analysis is not None
    deadline = time.monotonic() + 120
    while analysis.grade is None:
        assert time.monotonic() < deadline, "no grade"
        time.sleep(0.01)
        app.step(0)
    deal = game.hole.deal
    expected = Grader(deal, Mode.EASY.rules, solve(deal, Mode.EASY.rules)).run().grade(Mode.EASY)
    assert analysis.grade is expected
    scene = app.stack.top
    assert scene is not None
    assert words.mode_line(Mode.EASY, expected) == scene._default_message()  # type: ignore[attr-defined]
    app.shutdown()


def test_the_deal_picker_deals_a_known_deal_of_the_grade_tapped(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Deal number")
    assert isinstance(app.stack.top, DealEntryScene)
    tap(app, "Tricky")
    game = session.game
    assert game is not None
    mode = game.round.mode
    assert shipped_grades()[mode][game.round.seed] is Grade.TRICKY
    app.shutdown()
