"""The daily share line: the result in one line, with nothing of the deal
(that the day's deal is the same for every player: tests/test_daily.py)."""

from __future__ import annotations

import datetime
import re

import pytest

from golf_game.engine import Deal, Mode
from golf_game.engine.daily import daily_seed
from golf_game.engine.share import daily_share_line

DAY = datetime.date(2026, 12, 1)
CARD = re.compile(r"\b[A2-9TJQK][CDHS]\b|[\u2660\u2663\u2665\u2666]")


def test_the_line_reads_like_the_example() -> None:
    line = daily_share_line(DAY, Mode.MEDIUM, -3, 51, -5)
    assert (
        line == "Golf daily 2026-12-01 Medium: -3 (par -5) 51 moves \u25a0\u25a0\u25a0\u25a1\u25a1"
    )


@pytest.mark.parametrize(
    ("score", "par", "row"),
    [(-5, -5, "\u25a0" * 5), (-4, -5, "\u25a0" * 4 + "\u25a1"), (9, -2, "\u25a1" * 5)],
)
def test_one_box_is_emptied_per_stroke_over_par(score: int, par: int, row: str) -> None:
    assert daily_share_line(DAY, Mode.HARD, score, 40, par).endswith(f" {row}")


def test_even_and_over_par_scores_are_written_as_golf_writes_them() -> None:
    line = daily_share_line(DAY, Mode.EASY, 4, 1, 0)
    assert line.startswith("Golf daily 2026-12-01 Easy: +4 (par 0) 1 move ")


def test_without_a_par_only_the_score_and_moves_are_shared() -> None:
    assert daily_share_line(DAY, Mode.EASY, 0, 30) == "Golf daily 2026-12-01 Easy: 0 30 moves"


def test_an_assisted_result_says_so() -> None:
    assert daily_share_line(DAY, Mode.EASY, -2, 44, -2, assisted=True).endswith(" (assisted)")


@pytest.mark.parametrize("mode", list(Mode))
def test_the_line_names_no_card(mode: Mode) -> None:
    deal = Deal.from_seed(daily_seed(DAY, mode))
    line = daily_share_line(DAY, mode, -1, 47, -3)
    assert not CARD.search(line)
    assert not any(str(card) in line.split() for card in deal.all_cards())
