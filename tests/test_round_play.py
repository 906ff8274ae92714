"""A whole 9-hole round played through the real scenes, headless: each hole
by key presses along the solver's line, the result overlay, the score card
(checked against the engine's Round) and Next hole, which locks the hole."""

from __future__ import annotations

from pathlib import Path

from screen_helpers import open_menu, play_best_line, play_keys, tap, wait_for_par
from ui_helpers import settle

from golf_game.engine import Deal, Hole, Mode, Move, Outcome
from golf_game.engine.solver import solve
from golf_game.play.session import Start
from golf_game.saved.settings import Settings
from golf_game.saved.storage import Storage
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.result import ResultScene
from golf_game.scenes.scorecard import ScorecardScene
from golf_game.view.words import strokes


def test_a_nine_hole_round_through_the_scenes(tmp_path: Path) -> None:
    app, session, menu = open_menu(tmp_path)
    tap(app, "Easy")
    tap(app, "9 holes")
    tap(app, "Start")
    game = session.game
    assert game is not None
    round_ = game.round
    pars: list[int] = []
    for number in range(1, 10):
        assert round_.hole_number == number
        assert isinstance(app.stack.top, HoleScene)
        play_best_line(app, game)
        result = app.stack.top
        assert isinstance(result, ResultScene), f"no result after hole {number}"
        tap(app, "Score card")
        card = app.stack.top
        assert isinstance(card, ScorecardScene)
        # The card shows the engine's scores and the solver's pars.
        total, par_total = card.totals()
        assert total == round_.total
        # The solver's par for this hole, as the analysis got it on the worker.
        assert game.analysis is not None and game.analysis.par_answer is not None
        pars.append(game.analysis.par_answer.par)
        assert par_total == sum(pars)
        cells = card.cells()
        for hole, par, cell in zip(round_.holes, pars, cells, strict=False):
            assert cell[1] == strokes(hole.score)
            assert cell[2] == strokes(par)
        assert all(cell[1] == "" for cell in cells[number:])
        if number < 9:
            previous = round_.hole
            tap(app, "Next hole")
            assert previous.locked
            assert round_.hole is not previous
        else:
            assert round_.is_complete
            tap(app, "Menu")
    assert app.stack.top is menu
    assert session.saved is None
    app.shutdown()
    # The records on disk, read by a fresh start: nine holes and one round.
    stats = Storage(tmp_path).records.get(Mode.EASY, 9)
    assert stats.played == 9
    assert stats.rounds == 1
    assert stats.best_round == round_.total
    assert stats.won == sum(hole.outcome is Outcome.WON for hole in round_.holes)
    assert not (tmp_path / "game.json").exists()


def test_the_par_shows_in_the_hud_once_the_solver_knows_it(tmp_path: Path) -> None:
    app, session, _ = open_menu(tmp_path)
    tap(app, "Easy")
    tap(app, "Start")
    game = session.game
    hole = app.stack.top
    assert game is not None and isinstance(hole, HoleScene)
    wait_for_par(app, game)
    picture = hole.picture()
    expected = solve(game.hole.deal, game.hole.rules)
    assert ("Par", strokes(expected.par or 0)) in picture.counters
    assert picture.status is not None and picture.status[0] == "Winnable"
    app.shutdown()


def stuck_line(mode: Mode) -> tuple[int, list[Move]]:
    """A seed and the moves that get it stuck: draw the whole stock, then
    play the first card that fits until none does."""
    for seed in range(100):
        hole = Hole(Deal.from_seed(seed), mode)
        moves = []
        while not hole.is_over:
            legal = hole.legal_moves()
            move = legal[-1] if hole.stock_left else legal[0]
            hole.play(move)
            moves.append(move)
        if hole.outcome is Outcome.STUCK and hole.tableau_left < 35:
            return seed, moves
    raise AssertionError("no deal gets stuck that way")


def test_a_stuck_hole_shakes_its_cards_then_shows_the_result(tmp_path: Path) -> None:
    seed, moves = stuck_line(Mode.HARD)
    app, session, _ = open_menu(tmp_path)
    app.context.settings = Settings(sound=False)  # with motion
    game = session.new_game(Start(Mode.HARD, 1, seed=seed))
    settle(app)
    play_keys(app, moves[:-1])
    settle(app)
    scene = app.stack.top
    assert isinstance(scene, HoleScene)
    play_keys(app, moves[-1:])
    assert game.hole.outcome is Outcome.STUCK
    shaking = {flight.card for flight in scene.flights if flight.wobble}
    left = {game.hole.exposed_card(c) for c in range(7)} - {None}
    assert shaking == left
    settle(app)
    assert isinstance(app.stack.top, ResultScene)
    assert app.stack.top.button("Undo").enabled
    app.shutdown()
