"""Daily deal seeds: stable across processes, different per date and per mode."""

import datetime
import os
import subprocess
import sys

from golf_game.engine import Deal, Mode
from golf_game.engine.daily import daily_seed
from golf_game.engine.round import SEED_BITS

DAY = datetime.date(2026, 11, 30)


def test_the_same_date_and_mode_give_the_same_seed_in_another_process() -> None:
    code = (
        "import datetime\n"
        "from golf_game.engine.daily import daily_seed\n"
        "from golf_game.engine import Mode\n"
        "print(daily_seed(datetime.date(2026, 11, 30), Mode.HARD))\n"
    )
    other = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONHASHSEED": "12345"},
    )
    assert int(other.stdout) == daily_seed(DAY, Mode.HARD)


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
