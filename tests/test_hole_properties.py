"""Properties of a hole over random deals, modes and action sequences.

A sequence interleaves legal moves with undo, redo and End. A simple model of
the history (a list of snapshots and a cursor) says what the hole must look
like after each action; the hole has to agree with it every time.

Random play almost never clears a deal, so half the examples take a solvable
reference deal and mostly follow its known solution: that way won holes, and
undo and redo around a win, are exercised too.
"""

from __future__ import annotations

import csv
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from hypothesis import event, given, settings
from hypothesis import strategies as st

from golf_game.engine import (
    Card,
    Deal,
    Hole,
    Mode,
    Move,
    Outcome,
    Position,
    full_deck,
    parse_moves,
)

ACTIONS = ("move",) * 6 + ("undo", "redo", "end")
"""Moves are drawn six times as often as the others so that holes get somewhere."""

SETTINGS = settings(max_examples=60, deadline=None)

DATA = Path(__file__).parent / "data"


@dataclass(frozen=True)
class Game:
    deal: Deal
    mode: Mode
    solution: tuple[Move, ...] = ()


def reference_games() -> list[Game]:
    games = []
    for mode in Mode:
        with (DATA / f"golf_{mode.value}.csv").open(newline="") as file:
            for row in csv.DictReader(file):
                if row["solution"]:
                    deal = Deal.from_fields(row["columns"], row["waste_start"], row["stock"])
                    moves = tuple(move for move, _ in parse_moves(row["solution"]))
                    games.append(Game(deal, mode, moves))
    return games


GAMES = st.one_of(
    st.builds(
        lambda seed, mode: Game(Deal.from_seed(seed), mode),
        st.integers(min_value=0, max_value=2**31 - 1),
        st.sampled_from(Mode),
    ),
    st.sampled_from(reference_games()),
)


def choose_move(hole: Hole, game: Game, data: st.DataObject, strict: bool) -> Move:
    """While still on the solution's line, its next move (always when
    ``strict``, else nine times in ten); otherwise any legal move."""
    made = hole.moves()
    on_line = len(made) < len(game.solution) and tuple(made) == game.solution[: len(made)]
    if on_line and (strict or data.draw(st.integers(min_value=0, max_value=9)) > 0):
        return game.solution[len(made)]
    return data.draw(st.sampled_from(hole.legal_moves()), label="move")


@dataclass(frozen=True)
class Snapshot:
    position: Position
    legal: tuple[Move, ...]
    outcome: Outcome
    score: int
    waste: tuple[Card, ...]
    moves_made: int

    @classmethod
    def of(cls, hole: Hole) -> Snapshot:
        return cls(
            hole.position,
            tuple(hole.legal_moves()),
            hole.outcome,
            hole.score,
            hole.waste_cards(),
            hole.moves_made,
        )


def assert_cards_accounted_for(hole: Hole) -> None:
    places = [
        *(card for column in range(7) for card in hole.column_cards(column)),
        *hole.waste_cards(),
        *hole.stock_cards(),
    ]
    assert Counter(places) == Counter(full_deck())


def assert_score_matches_outcome(hole: Hole) -> None:
    if hole.outcome is Outcome.WON:
        assert hole.tableau_left == 0
        assert hole.score == -hole.stock_left <= 0
    else:
        assert hole.tableau_left > 0
        assert hole.score == hole.tableau_left > 0


@SETTINGS
@given(game=GAMES, data=st.data())
def test_random_play_with_undo_redo_and_end_keeps_every_invariant(
    game: Game, data: st.DataObject
) -> None:
    hole = Hole(game.deal, game.mode)
    strict = data.draw(st.booleans(), label="strict")
    timeline = [Snapshot.of(hole)]
    outcomes_seen: set[Outcome] = set()
    cursor = 0
    for _ in range(data.draw(st.integers(min_value=1, max_value=200), label="length")):
        action = data.draw(st.sampled_from(ACTIONS), label="action")
        if action == "move" and hole.legal_moves():
            hole.play(choose_move(hole, game, data, strict))
        elif action == "end" and not hole.is_over:
            hole.end()
        elif action == "undo" and hole.can_undo:
            hole.undo()
            cursor -= 1
        elif action == "redo" and hole.can_redo:
            hole.redo()
            cursor += 1
        else:
            continue
        if action in ("move", "end"):
            cursor += 1
            del timeline[cursor:]
            timeline.append(Snapshot.of(hole))
        assert Snapshot.of(hole) == timeline[cursor]
        assert hole.can_redo == (cursor < len(timeline) - 1)
        assert_cards_accounted_for(hole)
        assert_score_matches_outcome(hole)
        outcomes_seen.add(hole.outcome)
    for outcome in outcomes_seen:
        event(f"reached {outcome.value}")

    while hole.can_undo:
        hole.undo()
        cursor -= 1
        assert Snapshot.of(hole) == timeline[cursor]
    assert cursor == 0
    assert hole.position == Position.start(hole.deal)
    while hole.can_redo:
        hole.redo()
        cursor += 1
        assert Snapshot.of(hole) == timeline[cursor]
    assert cursor == len(timeline) - 1


@SETTINGS
@given(game=GAMES, data=st.data())
def test_legal_play_runs_to_an_outcome_consistent_with_the_board(
    game: Game, data: st.DataObject
) -> None:
    hole = Hole(game.deal, game.mode)
    strict = data.draw(st.booleans(), label="strict")
    while not hole.is_over:
        assert hole.legal_moves(), "a hole still playing always has a move"
        hole.play(choose_move(hole, game, data, strict))
        assert_cards_accounted_for(hole)
    assert hole.outcome in (Outcome.WON, Outcome.STUCK)
    event(f"ends {hole.outcome.value}")
    assert_score_matches_outcome(hole)
    replayed = Hole.replay(hole.deal, hole.mode, hole.moves())
    assert Snapshot.of(replayed) == Snapshot.of(hole)
