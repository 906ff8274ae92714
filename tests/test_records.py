"""Records: per-mode statistics for 1-hole and 9-hole play, and their checks."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from golf_game.engine import Mode, Outcome
from golf_game.saved.records import BEST_HOLE, WORST_HOLE, Records, Stats


def test_a_won_hole_a_stuck_hole_and_a_won_hole() -> None:
    records = (
        Records()
        .record_hole(Mode.EASY, 1, Outcome.WON, -3, -5)
        .record_hole(Mode.EASY, 1, Outcome.STUCK, 4, None)
        .record_hole(Mode.EASY, 1, Outcome.WON, 0, 0)
    )
    stats = records.get(Mode.EASY, 1)
    assert (stats.played, stats.won, stats.best_score) == (3, 2, -3)
    assert stats.win_share == pytest.approx(2 / 3)
    assert stats.average_score == pytest.approx(1 / 3)
    assert (stats.current_streak, stats.best_streak) == (1, 1)
    assert (stats.par_holes, stats.average_over_par) == (2, pytest.approx(1.0))


def test_kinds_and_modes_are_kept_apart() -> None:
    records = Records().record_hole(Mode.HARD, 9, Outcome.ENDED, 12, None)
    assert records.get(Mode.HARD, 9).played == 1
    assert records.get(Mode.HARD, 1) == Stats()
    assert records.get(Mode.EASY, 9) == Stats()


def nine_holes(records: Records, mode: Mode) -> Records:
    for _ in range(9):
        records = records.record_hole(mode, 9, Outcome.STUCK, 1, None)
    return records


def test_rounds_keep_the_best_total_and_its_par() -> None:
    records = (
        nine_holes(nine_holes(nine_holes(Records(), Mode.MEDIUM), Mode.MEDIUM), Mode.MEDIUM)
        .record_round(Mode.MEDIUM, 20, 5)
        .record_round(Mode.MEDIUM, 7, None)
        .record_round(Mode.MEDIUM, 9, -2)
    )
    stats = records.get(Mode.MEDIUM, 9)
    assert (stats.rounds, stats.best_round, stats.best_round_par) == (3, 7, None)
    assert stats.average_round == pytest.approx(12.0)


def test_empty_stats_have_no_averages() -> None:
    stats = Stats()
    assert stats.win_share is None and stats.average_score is None
    assert stats.average_over_par is None and stats.average_round is None


@pytest.mark.parametrize(
    ("outcome", "score"),
    [(Outcome.PLAYING, 3), (Outcome.WON, 2), (Outcome.STUCK, -1), (Outcome.ENDED, 36)],
)
def test_impossible_holes_are_refused(outcome: Outcome, score: int) -> None:
    with pytest.raises(ValueError):
        Records().record_hole(Mode.EASY, 1, outcome, score, None)


def test_a_round_total_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError, match="totals"):
        nine_holes(Records(), Mode.EASY).record_round(Mode.EASY, WORST_HOLE * 9 + 1, None)


def test_a_round_needs_its_nine_holes_first() -> None:
    with pytest.raises(ValueError, match="before the round"):
        nine_holes(Records(), Mode.EASY).record_hole(
            Mode.EASY, 1, Outcome.WON, 0, None
        ).record_round(Mode.HARD, 9, None)


finished_holes = st.one_of(
    st.tuples(st.just(Outcome.WON), st.integers(BEST_HOLE, 0)),
    st.tuples(st.sampled_from([Outcome.STUCK, Outcome.ENDED]), st.integers(1, WORST_HOLE)),
)
events = st.lists(
    st.one_of(
        st.tuples(
            st.sampled_from(Mode),
            st.sampled_from([1, 9]),
            finished_holes,
            st.none() | st.integers(BEST_HOLE, WORST_HOLE),
        ),
        st.tuples(st.sampled_from(Mode), st.none() | st.integers(BEST_HOLE * 9, 0)),
    ),
    max_size=60,
)


def replay(history: list[tuple]) -> Records:
    """Record a random history; a round is recorded only after its nine holes."""
    records = Records()
    for event in history:
        if len(event) == 4:
            mode, count, (outcome, score), par = event
            records = records.record_hole(mode, count, outcome, score, par)
        else:
            mode, par_total = event
            records = nine_holes(records, mode).record_round(mode, 9, par_total)
    return records


@given(events)
def test_invariants_hold_and_survive_a_round_trip(history: list[tuple]) -> None:
    records = replay(history)
    for stats in records.table.values():
        stats.check()
        assert 0 <= stats.won <= stats.played
        assert stats.current_streak <= stats.best_streak <= stats.won
        if stats.played:
            assert stats.best_score is not None
            assert stats.best_score <= stats.score_sum / stats.played
    data = json.loads(json.dumps(records.to_dict()))
    assert Records.from_dict(data) == (records, [])


def good_data() -> dict:
    return (
        Records()
        .record_hole(Mode.EASY, 1, Outcome.WON, -2, None)
        .record_hole(Mode.HARD, 9, Outcome.STUCK, 3, 1)
        .to_dict()
    )


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("won", 5),
        ("played", -1),
        ("best_score", None),
        ("best_score", "-2"),
        ("best_score", 2.5),
        ("current_streak", True),
        ("best_streak", 3),
        ("score_sum", 400),
        ("rounds", 1),
        ("par_holes", 2),
    ],
)
def test_a_damaged_entry_is_reset_and_reported(field: str, value: object) -> None:
    data = good_data()
    data["easy"]["1"][field] = value
    records, warnings = Records.from_dict(data)
    assert records.get(Mode.EASY, 1) == Stats()
    assert records.get(Mode.HARD, 9).played == 1
    assert len(warnings) == 1 and "Easy" in warnings[0]


def test_a_missing_field_is_damage() -> None:
    data = good_data()
    del data["hard"]["9"]["won"]
    records, warnings = Records.from_dict(data)
    assert records.get(Mode.HARD, 9) == Stats() and "won is missing" in warnings[0]


@pytest.mark.parametrize(
    "data",
    [[], "x", {"chess": {}}, {"easy": []}, {"easy": {"3": {}}}, {"easy": {"1": [1, 2]}}],
)
def test_shapes_that_are_not_records(data: object) -> None:
    records, warnings = Records.from_dict(data)
    assert records == Records()
    assert len(warnings) == 1
