"""HoleCoaching: the coach's review of a finished hole, off the caller's thread."""

from __future__ import annotations

import gc
import time
import weakref

from task_helpers import StepRunner

from golf_game.engine import Deal, Hole, Mode
from golf_game.engine.coach import Coach, Stage
from golf_game.engine.hint_memory import HintMemory
from golf_game.engine.solver import solve
from golf_game.play.analysis import ParAnswer
from golf_game.play.coaching import HoleCoaching
from golf_game.tasks import TaskRunner


def casual_hole(mode: Mode, seed: int) -> Hole:
    """A hole played to its end by always taking the first legal move."""
    hole = Hole(Deal.from_seed(seed), mode)
    while not hole.is_over:
        hole.play(hole.legal_moves()[0])
    return hole


def test_the_review_on_the_worker_is_the_coachs_and_comes_in_stages() -> None:
    tasks = TaskRunner()
    hole = casual_hole(Mode.MEDIUM, 9)
    solved = solve(hole.deal, hole.rules)
    assert solved.par is not None
    par = ParAnswer(solved.par, solved.line, solved.par <= 0)
    coaching = HoleCoaching(tasks, hole, par, HintMemory(), slice_nodes=500)
    seen = []
    while not (coaching.report and coaching.report.done):
        progress = coaching.progress
        if progress is not None and (not seen or seen[-1] != progress.stage):
            seen.append(progress.stage)
        time.sleep(0.001)
    expected = Coach(hole.deal, hole.rules, hole.moves(), start=solved).run()
    assert coaching.report == expected
    assert seen == sorted(seen, key=list(Stage).index)
    assert coaching.version > 1
    tasks.shutdown()


def test_it_knows_which_line_it_reviews() -> None:
    tasks = TaskRunner()
    hole = casual_hole(Mode.EASY, 4)
    coaching = HoleCoaching(tasks, hole, None, HintMemory())
    assert coaching.matches(hole)
    hole.undo()
    assert not coaching.matches(hole)
    coaching.close()
    assert coaching.closed
    tasks.shutdown()


def test_the_position_before_a_move_is_the_holes() -> None:
    tasks = TaskRunner()
    hole = casual_hole(Mode.HARD, 6)
    coaching = HoleCoaching(tasks, hole, None, HintMemory())
    positions = list(hole.positions())
    for number in (1, 5, hole.moves_made):
        assert coaching.position_before(number) == positions[number - 1]
    coaching.close()
    tasks.shutdown()


def test_a_review_closed_half_way_lets_its_searches_go_at_once() -> None:
    runner = StepRunner()
    hole = casual_hole(Mode.MEDIUM, 9)
    coaching = HoleCoaching(runner, hole, None, HintMemory(), slice_nodes=300)
    for _ in range(3):
        runner.run_one()
    assert coaching._coach is not None and coaching.report is None
    coach = weakref.ref(coaching._coach)
    gc.disable()  # the coach and its work point at each other: no collector to free them
    try:
        coaching.close()
        assert coach() is None  # and with it its work and the searches it paused
    finally:
        gc.enable()
    while runner.jobs:
        runner.run_one()  # the slice queued before the close finds nothing to do
    assert coaching.report is None
