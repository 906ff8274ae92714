"""The hole scene driven headless by posted mouse, touch and key events."""

from __future__ import annotations

import csv
import threading
import time
from pathlib import Path

import pygame
import pytest
from builders import make_deal
from ui_helpers import (
    HookLog,
    click,
    drag,
    finger,
    illegal_column,
    key,
    legal_play_deal,
    make_app,
    settle,
    start_hole,
    touch,
)

from golf_game.app import App
from golf_game.engine import Card, Deal, Hole, Mode, Move, Outcome, Position, Rules, legal_moves
from golf_game.engine.hint import Certainty, Hint
from golf_game.engine.hint_memory import HintMemory
from golf_game.saved.settings import Settings
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.pause import PauseScene
from golf_game.view.layout import Button

DATA = Path(__file__).parent / "data"


@pytest.fixture
def app() -> App:
    application = make_app()
    yield application
    application.shutdown()


def exposed_point(scene: HoleScene, column: int) -> tuple[int, int]:
    height = scene.hole.position.heights[column]
    return scene.layout.card_rect(column, height - 1).center


def test_click_on_a_legal_exposed_card_plays_it(app: App) -> None:
    deal, column = legal_play_deal()
    scene = start_hole(app, deal)
    card = scene.hole.exposed_card(column)
    click(exposed_point(scene, column))
    app.step()
    assert scene.hole.moves() == [Move.play(column)]
    assert scene.hole.waste_top == card


@pytest.mark.parametrize("twins", ["before", "interleaved", "after", "none"])
def test_touch_is_handled_once_despite_the_mouse_twins(app: App, twins: str) -> None:
    scene = start_hole(app)
    touch(scene.layout.stock.center, app.stack.size, twins)
    app.step()
    assert scene.hole.moves() == [Move.draw()]
    assert scene.hole.stock_left == 15


def test_touch_on_a_legal_card_plays_it_once(app: App) -> None:
    deal, column = legal_play_deal()
    scene = start_hole(app, deal)
    touch(exposed_point(scene, column), app.stack.size)
    app.step()
    assert scene.hole.moves() == [Move.play(column)]


def test_second_finger_is_ignored(app: App) -> None:
    deal, column = legal_play_deal()
    scene = start_hole(app, deal)
    size = app.stack.size
    finger(pygame.FINGERDOWN, exposed_point(scene, column), size, finger_id=1)
    finger(pygame.FINGERDOWN, scene.layout.stock.center, size, finger_id=2)
    finger(pygame.FINGERUP, scene.layout.stock.center, size, finger_id=2)
    finger(pygame.FINGERUP, exposed_point(scene, column), size, finger_id=1)
    app.step()
    assert scene.hole.moves() == [Move.play(column)]


def test_illegal_tap_changes_nothing_and_says_why(app: App) -> None:
    scene = start_hole(app)
    column = illegal_column(scene.hole)
    before = scene.hole.position
    reason = scene.hole.why_illegal(Move.play(column))
    assert reason is not None
    click(exposed_point(scene, column))
    app.step()
    assert scene.hole.position == before
    assert scene.hole.moves() == []
    card = scene.hole.exposed_card(column)
    assert card is not None and card.label in scene.message  # "K♣", not "KC"
    assert str(reason).split(": ", 1)[1] in scene.message  # the engine's own words
    assert any(flight.wobble for flight in scene.flights)


def test_tap_on_a_covered_card_changes_nothing(app: App) -> None:
    scene = start_hole(app)
    before = scene.hole.position
    click(scene.layout.card_rect(2, 0).move(0, 3).topleft)
    app.step()
    assert scene.hole.position == before
    assert "covered" in scene.message


def test_input_during_an_animation_is_not_lost(app: App) -> None:
    scene = start_hole(app, animate=True)
    app.step(1 / 60)
    assert app.busy  # the deal is still flying
    click(scene.layout.stock.center)
    app.step(1 / 60)
    assert scene.hole.stock_left == 15
    assert app.busy  # the drawn card is flying now
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert scene.hole.stock_left == 14
    settle(app)
    assert not scene.flights


@pytest.mark.parametrize("digit", range(1, 8))
def test_digit_keys_play_their_column(app: App, digit: int) -> None:
    scene = start_hole(app)
    column = digit - 1
    legal = scene.hole.is_legal(Move.play(column))
    key(getattr(pygame, f"K_{digit}"))
    app.step()
    assert scene.hole.moves() == ([Move.play(column)] if legal else [])


def test_space_draws_and_undo_redo_keys_work(app: App) -> None:
    scene = start_hole(app)
    key(pygame.K_SPACE)
    key(pygame.K_SPACE)
    app.step()
    assert scene.hole.stock_left == 14
    key(pygame.K_u)
    app.step()
    assert scene.hole.stock_left == 15
    key(pygame.K_z, pygame.KMOD_LCTRL)
    app.step()
    assert scene.hole.stock_left == 16
    key(pygame.K_y, pygame.KMOD_LCTRL)
    app.step()
    assert scene.hole.stock_left == 15
    key(pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    app.step()
    assert scene.hole.stock_left == 14


def test_undo_runs_the_move_backwards(app: App) -> None:
    deal, column = legal_play_deal()
    scene = start_hole(app, deal)
    key(pygame.K_1 + column)
    app.step()
    settle(app)
    key(pygame.K_u)
    app.step(0)
    (flight,) = scene.flights
    height = scene.hole.position.heights[column]
    # It leaves the second place of the fan (the first card and the played one).
    assert flight.start == scene.layout.waste_top(2).topleft
    assert flight.end == scene.layout.card_rect(column, height - 1).topleft


def test_drag_to_the_waste_plays(app: App) -> None:
    deal, column = legal_play_deal()
    scene = start_hole(app, deal)
    drag(exposed_point(scene, column), scene.layout.waste.center)
    app.step()
    assert scene.hole.moves() == [Move.play(column)]


def test_drop_elsewhere_snaps_back(app: App) -> None:
    deal, column = legal_play_deal()
    scene = start_hole(app, deal)
    start = exposed_point(scene, column)
    drag(start, (start[0], start[1] - scene.layout.card_h))
    app.step()
    assert scene.hole.moves() == []
    (flight,) = scene.flights
    assert flight.end == scene.layout.card_rect(column, 4).topleft


def test_focus_lost_during_a_drag_puts_the_card_back(app: App) -> None:
    deal, column = legal_play_deal()
    scene = start_hole(app, deal)
    start = exposed_point(scene, column)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    far = (start[0] + 200, start[1] - 200)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(1, 0, 0), touch=False)
    )
    app.step()
    assert scene.picture().columns[column] != scene.hole.column_cards(column)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.step()
    settle(app)
    assert scene.picture().columns[column] == scene.hole.column_cards(column)
    assert scene.hole.moves() == []


def test_buttons_undo_end_and_new(app: App) -> None:
    log = HookLog()
    scene = start_hole(app, hooks=log.hooks())
    click(scene.layout.stock.center)
    click(scene.layout.buttons[Button.UNDO].center)
    app.step()
    assert scene.hole.moves() == [] and scene.hole.can_redo
    click(scene.layout.buttons[Button.END].center)
    app.step()
    assert scene.hole.outcome is Outcome.ENDED
    settle(app)
    assert log.calls[-1] == "over"  # the game shows the result over the table
    click(scene.layout.buttons[Button.NEW].center)
    app.step()
    assert log.calls[-1] == "new"  # the game deals the next hole itself
    assert app.stack.top is scene and len(app.stack) == 1


def test_escape_pauses_and_resumes(app: App) -> None:
    scene = start_hole(app)
    key(pygame.K_ESCAPE)
    app.step()
    assert isinstance(app.stack.top, PauseScene)
    key(pygame.K_u)  # the hole under the overlay gets nothing
    key(pygame.K_ESCAPE)
    app.step()
    assert app.stack.top is scene
    assert scene.hole.moves() == []
    key(pygame.K_BACKSPACE)  # Backspace is Back too: the pause
    app.step()
    assert isinstance(app.stack.top, PauseScene)
    key(pygame.K_SPACE)  # Space confirms on a panel: Resume
    app.step()
    assert app.stack.top is scene
    assert scene.hole.moves() == []


def wait_for_hint(app: App, scene: HoleScene) -> None:
    deadline = time.monotonic() + 10
    while scene.hint is None and time.monotonic() < deadline:
        time.sleep(0.01)
        app.step()


def test_hint_highlights_and_never_plays(app: App) -> None:
    calls: list[Deal] = []

    def first_legal(deal: Deal, rules: Rules, position: Position, memory: HintMemory) -> Hint:
        calls.append(deal)
        move = legal_moves(deal, rules, position)[0]
        return Hint(move, "it is the first legal move", Certainty.ESTIMATE, None)

    scene = start_hole(app, hint_fn=first_legal)
    key(pygame.K_h)
    app.step()
    wait_for_hint(app, scene)
    assert scene.hint is not None
    assert "first legal move" in scene.message
    assert calls == [scene.hole.deal]
    assert scene.hole.moves() == []
    picture = scene.picture()
    move = scene.hint.move
    assert picture.hint_stock == move.is_draw and picture.hint_column == move.column
    key(pygame.K_SPACE)
    app.step()
    assert scene.hint is None


def test_engine_hint_through_the_button_is_a_legal_move(app: App) -> None:
    scene = start_hole(app, Deal.from_seed(5))
    click(scene.layout.buttons[Button.HINT].center)
    app.step()
    assert scene.message.startswith("Thinking")
    wait_for_hint(app, scene)
    assert scene.hint is not None
    assert scene.hole.is_legal(scene.hint.move)
    assert scene.hole.moves() == []


def test_stale_hint_is_dropped(app: App) -> None:
    release = threading.Event()

    def slow(deal: Deal, rules: Rules, position: Position, memory: HintMemory) -> Hint:
        release.wait(5)
        return Hint(Move.draw(), "draw", Certainty.ESTIMATE, None)

    scene = start_hole(app, hint_fn=slow)
    key(pygame.K_h)
    app.step()
    key(pygame.K_SPACE)  # the player moves on while the hint thinks
    app.step()
    release.set()
    deadline = time.monotonic() + 5
    while app.tasks.busy and time.monotonic() < deadline:
        time.sleep(0.01)
    app.step()
    assert scene.hint is None and not scene.message.startswith("Hint")


def first_solvable(mode: Mode) -> tuple[Deal, list[Move]]:
    with (DATA / f"golf_{mode.value}.csv").open() as handle:
        row = next(r for r in csv.DictReader(handle) if r["verdict"] == "solvable")
    deal = Deal.from_fields(row["columns"], row["waste_start"], row["stock"])
    return deal, [Move.from_str(token) for token in row["solution"].split()]


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize("pointer", ["mouse", "touch"])
def test_a_whole_hole_is_won_by_taps_in_every_mode(app: App, mode: Mode, pointer: str) -> None:
    deal, moves = first_solvable(mode)
    scene = start_hole(app, deal, mode=mode)
    for move in moves:
        if move.column is None:
            target = scene.layout.stock.center
        else:
            target = exposed_point(scene, move.column)
        if pointer == "mouse":
            click(target)
        else:
            touch(target, app.stack.size)
        app.step(1 / 60)
    assert scene.hole.moves() == moves
    assert scene.hole.outcome is Outcome.WON


def test_keyboard_plays_a_whole_hole_to_a_win(app: App) -> None:
    with (DATA / "golf_easy.csv").open() as handle:
        row = next(r for r in csv.DictReader(handle) if r["verdict"] == "solvable")
    deal = Deal.from_fields(row["columns"], row["waste_start"], row["stock"])
    log = HookLog()
    scene = start_hole(app, deal, mode=Mode.EASY, hooks=log.hooks())
    for token in row["solution"].split():
        move = Move.from_str(token)
        key(pygame.K_SPACE if move.is_draw else pygame.K_1 + (move.column or 0))
        app.step(1 / 60)  # every key lands mid-animation: none may be lost
    assert scene.hole.outcome is Outcome.WON
    assert scene.motion.confetti is not None
    assert "over" not in log.calls  # the table shows the win first
    settle(app)
    assert log.calls.count("over") == 1 and log.calls[-1] == "over"


def test_reduced_motion_moves_nothing(app: App) -> None:
    app.context.settings = Settings(reduced_motion=True, sound=False)
    scene = start_hole(app, animate=True)
    assert not app.busy
    key(pygame.K_SPACE)
    app.step()
    assert scene.hole.stock_left == 15 and not app.busy


def test_legal_highlight_marks_only_legal_columns(app: App) -> None:
    app.context.settings = Settings(legal_highlight=True, sound=False)
    scene = start_hole(app)
    expected = {m.column for m in scene.hole.legal_moves() if m.column is not None}
    assert scene.picture().legal == expected


def test_tiny_window_shows_a_note_and_ignores_taps() -> None:
    small = make_app(size=(320, 200))
    try:
        scene = start_hole(small)
        assert scene.layout.too_small
        click((10, 10))
        click(scene.layout.stock.center)
        small.step()
        assert scene.hole.moves() == []
    finally:
        small.shutdown()


def test_resize_relays_out_the_table(app: App) -> None:
    scene = start_hole(app)
    app.step(0, [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1080, y=1920)])
    assert scene.layout.size == (1080, 1920)
    assert all(rect.right <= 1080 for column in scene.layout.columns for rect in column)


def test_stuck_hole_shows_the_score() -> None:
    app = make_app()
    try:
        hole_deal = next(
            Deal.from_seed(seed) for seed in range(2000) if _stuck_by_drawing(Deal.from_seed(seed))
        )
        log = HookLog()
        scene = start_hole(app, hole_deal, mode=Mode.HARD, hooks=log.hooks())
        for _ in range(16):
            key(pygame.K_SPACE)
        app.step()
        assert scene.hole.outcome is Outcome.STUCK
        assert ("Score", f"{scene.hole.score:+d}") in scene.picture().counters
        settle(app)
        assert log.calls[-1] == "over"
    finally:
        app.shutdown()


def _stuck_by_drawing(deal: Deal) -> bool:
    hole = Hole(deal, Mode.HARD)
    for _ in range(16):
        hole.draw()
    return hole.outcome is Outcome.STUCK


def test_portrait_covered_cards_show_blank_face_under_their_index() -> None:
    app = make_app((1080, 1920), Settings(sound=False, reduced_motion=True))
    scene = start_hole(app)
    surface = app.render()
    layout = scene.layout
    assert layout.offset > layout.index_h
    for column in range(7):
        covered = layout.card_rect(column, 0)
        under_index = surface.get_at((covered.centerx, covered.y + layout.index_h + 2))
        # Where the big suit or picture would show through without the blank band.
        middle = surface.get_at((covered.centerx, covered.y + round(layout.card_h * 0.6)))
        assert middle == under_index, column
    app.shutdown()


def test_refusal_and_hint_lines_read_word_for_word(app: App) -> None:
    label = app.context.art.card_label
    seven, nine = Card.from_str("7H"), Card.from_str("9C")

    def opens_a_run(deal: Deal, rules: Rules, position: Position, memory: HintMemory) -> Hint:
        return Hint(Move.play(2), "it opens a run of 3", Certainty.ESTIMATE, None)

    scene = start_hole(app, make_deal("9C", {0: "7H"}), hint_fn=opens_a_run)
    click(exposed_point(scene, 0))
    app.step()
    assert scene.message == (
        f"{label(seven)} is not adjacent to {label(nine)}: a 7 is not one rank away from 9"
    )
    top = scene.hole.column_cards(0)[0]
    click(scene.layout.card_rect(0, 0).midtop)
    app.step()
    assert scene.message == (
        f"{label(top)} is covered: only the last card of a column can be played"
    )
    key(pygame.K_h)
    wait_for_hint(app, scene)
    assert scene.message == "Hint (column 3): it opens a run of 3"
