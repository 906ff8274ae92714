"""HoleAnalysis: par and "still winnable" from the solver, off the caller's thread."""

from __future__ import annotations

import gc
import random
import time
import weakref

import pytest
from task_helpers import StepRunner, tables_alive

from golf_game.engine import Deal, Hole, Mode, Move
from golf_game.engine.hint import Certainty, hint
from golf_game.engine.solver import solve
from golf_game.engine.verdict import Verdict
from golf_game.play import winnable
from golf_game.play.analysis import HoleAnalysis
from golf_game.play.grades import HoleGrading
from golf_game.play.winnable import WinnableSupply
from golf_game.tasks import TaskRunner


def wait(condition, timeout: float = 30.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "the analysis never answered"
        time.sleep(0.005)


def test_par_and_line_are_the_solvers() -> None:
    tasks = TaskRunner()
    deal = Deal.from_seed(3)
    analysis = HoleAnalysis(tasks, deal, Mode.EASY.rules)
    wait(lambda: analysis.par_answer is not None)
    expected = solve(deal, Mode.EASY.rules)
    assert analysis.par == expected.par
    assert analysis.par_answer is not None
    hole = Hole(deal, Mode.EASY)
    for move in analysis.par_answer.line:
        hole.play(move)
    assert hole.score == expected.par
    assert analysis.verdict(Hole(deal, Mode.EASY).position) is expected.verdict
    tasks.shutdown()


def test_a_known_par_is_shown_before_the_search_ends() -> None:
    tasks = TaskRunner()
    analysis = HoleAnalysis(tasks, Deal.from_seed(5), Mode.HARD.rules, known_par=-2)
    assert analysis.par == -2
    analysis.close()
    tasks.shutdown()


def test_the_verdict_follows_the_position_and_matches_the_solver() -> None:
    tasks = TaskRunner()
    deal = Deal.from_seed(4)
    hole = Hole(deal, Mode.MEDIUM)
    analysis = HoleAnalysis(tasks, deal, Mode.MEDIUM.rules)
    analysis.watch(hole.position)
    # Draw three times: each new position is asked about, the old question dropped.
    for _ in range(3):
        before = hole.position
        hole.play(Move.draw())
        analysis.watch(hole.position, before)
    wait(lambda: analysis.verdict(hole.position) is not None)
    assert analysis.verdict(hole.position) is solve(deal, Mode.MEDIUM.rules, hole.position).verdict
    analysis.close()
    tasks.shutdown()


def test_a_lost_position_stays_lost_without_a_search() -> None:
    tasks = TaskRunner()
    deal = next(
        Deal.from_seed(seed)
        for seed in range(100)
        if solve(Deal.from_seed(seed), Mode.HARD.rules).verdict is Verdict.UNWINNABLE
    )
    analysis = HoleAnalysis(tasks, deal, Mode.HARD.rules)
    wait(lambda: analysis.par_answer is not None)
    hole = Hole(deal, Mode.HARD)
    before = hole.position
    hole.play(Move.draw())
    analysis.watch(hole.position, before)
    assert analysis.verdict(hole.position) is Verdict.UNWINNABLE
    tasks.shutdown()


def test_closing_drops_the_questions() -> None:
    tasks = TaskRunner()
    analysis = HoleAnalysis(tasks, Deal.from_seed(9), Mode.MEDIUM.rules, slice_nodes=50)
    analysis.close()
    wait(lambda: not tasks.busy)
    assert analysis.par_answer is None
    tasks.shutdown()


def test_the_par_solve_makes_every_hint_on_its_line_proved() -> None:
    tasks = TaskRunner()
    deal = Deal.from_seed(3)
    rules = Mode.EASY.rules
    analysis = HoleAnalysis(tasks, deal, rules)
    wait(lambda: analysis.par_answer is not None)
    assert analysis.par_answer is not None
    hole = Hole(deal, Mode.EASY)
    for move in analysis.par_answer.line:
        # No search time at all: only a remembered line can answer.
        position = hole.position
        task = tasks.submit(
            lambda _token, at=position: hint(
                deal, rules, at, time_budget_ms=0, memory=analysis.memory
            )
        )
        wait(lambda task=task: task.done)
        given = task.result()
        assert given is not None
        assert given.certainty is Certainty.PROVED
        assert given.move == move
        hole.play(move)
    assert hole.score == analysis.par
    tasks.shutdown()


def test_a_winnable_question_waits_for_the_par_search_and_only_the_newest_runs() -> None:
    runner = StepRunner()
    deal = Deal.from_seed(4)
    rules = Mode.MEDIUM.rules
    analysis = HoleAnalysis(runner, deal, rules, slice_nodes=200)
    hole = Hole(deal, Mode.MEDIUM)
    positions = []
    for _ in range(3):
        before = hole.position
        hole.play(Move.draw())
        analysis.watch(hole.position, before)
        positions.append(hole.position)
    par_slices = 0
    while analysis.par_answer is None:
        # Only the par search has a job queued: the questions wait.
        assert len(runner.jobs) == 1
        runner.run_one()
        par_slices += 1
    assert par_slices > 1
    while runner.jobs:
        assert len(runner.jobs) == 1
        runner.run_one()
    # The dropped questions were never searched; the newest was.
    assert [analysis.verdict(p) for p in positions[:2]] == [None, None]
    assert analysis.verdict(positions[2]) is solve(deal, rules, positions[2]).verdict


def test_a_dropped_question_lets_its_solver_go_at_once() -> None:
    gc.collect()  # no other test's garbage among the tables counted
    runner = StepRunner()
    deal = Deal.from_seed(4)
    hole = Hole(deal, Mode.MEDIUM)
    analysis = HoleAnalysis(runner, deal, Mode.MEDIUM.rules, slice_nodes=200)
    runner.run_one()
    par_solver = analysis._par_question.solver
    assert par_solver is not None and not par_solver.finished
    del par_solver
    while analysis.par_answer is None:
        runner.run_one()
    assert analysis._par_question.solver is None  # answered: let go
    hole.play(Move.draw())
    analysis.watch(hole.position)
    runner.run_one()
    question = analysis._watch
    assert question is not None and question.solver is not None
    searched = weakref.ref(question.solver)
    del question
    hole.play(Move.draw())
    gc.disable()  # freed by the drop itself, not by the cyclic collector
    try:
        analysis.watch(hole.position)  # the table moved on, mid-search
        assert searched() is None
    finally:
        gc.enable()
    runner.run_one()
    watching = analysis._watch
    assert watching is not None and watching.solver is not None
    searched = weakref.ref(watching.solver)
    del watching
    analysis.close()
    assert searched() is None
    assert tables_alive() == 0


def test_one_solver_table_at_a_time_across_the_holes_searches(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The winnable supply, the par, the grade and "still winnable" of one
    hole on one runner: never two of their tables at once. A hint the player
    asks for runs between two slices and keeps its unfinished search for the
    position on the table only."""
    gc.collect()  # no other test's garbage among the tables counted
    monkeypatch.setattr(winnable, "SEARCH_SLICE", 50)  # a seed takes several slices
    runner = StepRunner()
    supply = WinnableSupply(runner, random.Random(5))
    while not runner.jobs:
        supply.take(Mode.HARD)  # until the pool runs low and the supply searches
    runner.run_one()
    assert tables_alive() == 1  # the supply's seed
    deal = Deal.from_seed(3)
    rules = Mode.EASY.rules
    analysis = HoleAnalysis(runner, deal, rules, slice_nodes=2_000)
    HoleGrading(runner, analysis, Mode.EASY)
    hole = Hole(deal, Mode.EASY)
    kept = analysis.memory.memo(deal, rules).searches
    most = hints_kept = slices = 0
    while analysis.grade is None or analysis.verdict(hole.position) is None:
        if slices % 7 == 3 and not hole.is_over:
            before = hole.position
            hole.play(hole.legal_moves()[-1])
            analysis.watch(hole.position, before)
            hint(deal, rules, hole.position, time_budget_ms=5, memory=analysis.memory)
            hints_kept = max(hints_kept, len(kept))
        runner.run_one()
        slices += 1
        most = max(most, tables_alive(besides=kept.values()))
    assert slices > 10
    assert most == 1
    assert hints_kept == 1
    analysis.close()


def test_no_budget_keeps_a_hole_from_its_par() -> None:
    # Issue 13, goal 4: the "still winnable" questions have a node budget,
    # the par question none; even a budget of one node leaves the par alone.
    tasks = TaskRunner()
    deal = Deal.from_seed(11)
    analysis = HoleAnalysis(tasks, deal, Mode.HARD.rules, node_budget=1, slice_nodes=50)
    wait(lambda: analysis.par_answer is not None)
    assert analysis.par == solve(deal, Mode.HARD.rules).par
    analysis.close()
    tasks.shutdown()
