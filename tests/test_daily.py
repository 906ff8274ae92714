"""Daily deal seeds: stable across processes, different per date and per mode."""

import datetime
import os
import subprocess
import sys

from golf_game.engine import Deal, Mode
from golf_game.engine.daily import daily_seed
from golf_game.engine.round import SEED_BITS

DAY = datetime.date(2026, 11, 30)


def test_the_same_date_and_mode_give_the_same_deal_in_another_process() -> None:
    code = (
        "import datetime\n"
        "from golf_game.engine.daily import daily_seed\n"
        "from golf_game.engine import Deal, Mode\n"
        "seed = daily_seed(datetime.date(2026, 11, 30), Mode.HARD)\n"
        "print(seed)\n"
        "print(Deal.from_seed(seed).to_line())\n"
    )
    other = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONHASHSEED": "12345"},
    )
    seed, deal = other.stdout.split("\n", 1)
    assert int(seed) == daily_seed(DAY, Mode.HARD)
    # The deal itself, not only its seed: every player gets the same cards.
    assert deal.strip() == Deal.from_seed(daily_seed(DAY, Mode.HARD)).to_line()


def test_seeds_differ_by_mode() -> None:
    seeds = {daily_seed(DAY, mode) for mode in Mode}
    assert len(seeds) == len(Mode)


def test_seeds_differ_by_date_and_fit_the_seed_range() -> None:
    days = [DAY + datetime.timedelta(days=n) for n in range(366)]
    seeds = [daily_seed(day, Mode.MEDIUM) for day in days]
    assert len(set(seeds)) == len(seeds)
    assert all(0 <= seed < 2**SEED_BITS for seed in seeds)


def test_the_seed_makes_a_valid_deal() -> None:
    assert Deal.from_seed(daily_seed(DAY, Mode.EASY)) != Deal.from_seed(daily_seed(DAY, Mode.HARD))
