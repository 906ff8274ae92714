"""Statistics per mode, kept apart for 1-hole and 9-hole play.

Pure values: recording a hole or a round returns new :class:`Records`. Reading
from plain data never raises; a damaged entry is reset and reported, and the
caller (:mod:`golf_game.saved.storage`) keeps the original file.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine import ROUND_LENGTHS, STOCK_SIZE, TABLEAU_SIZE, Mode, Outcome

BEST_HOLE = -STOCK_SIZE
"""The lowest possible hole score: cleared without a single draw."""
WORST_HOLE = TABLEAU_SIZE
ROUND_HOLES = max(ROUND_LENGTHS)
RECORDED_KEYS = 64
"""How many recording keys the records remember (see :meth:`Records.record_hole`)."""
RECORDED = "recorded"
"""The entry of ``records.json`` that holds those keys, beside the modes."""


class Assist(enum.Enum):
    """A kind of help a player had on a hole."""

    HINT = "hint"
    """A hint asked for (each request the game answered)."""
    WARNING = "warning"
    """A warning before a move that loses the hole (coach's warn assist)."""
    RETRY = "retry"
    """The deal played again from the start (Restart deal, a practice run)."""


@dataclass(frozen=True, slots=True)
class Assists:
    """How often each kind of help was used on one hole."""

    hint: int = 0
    warning: int = 0
    retry: int = 0

    def __post_init__(self) -> None:
        for kind in Assist:
            value = getattr(self, kind.value)
            if type(value) is not int or value < 0:
                raise ValueError(f"{kind.value} count {value!r} is not a count")

    def count(self, kind: Assist) -> int:
        return int(getattr(self, kind.value))

    def add(self, kind: Assist, count: int = 1) -> Assists:
        return dataclasses.replace(self, **{kind.value: self.count(kind) + count})

    @property
    def any(self) -> bool:
        """True if the hole had help of any kind."""
        return any(self.count(kind) for kind in Assist)

    def to_dict(self) -> dict[str, int]:
        return {kind.value: self.count(kind) for kind in Assist if self.count(kind)}

    @classmethod
    def from_dict(cls, data: object) -> Assists:
        """Raises :class:`ValueError` for anything but a table of counts."""
        if not isinstance(data, Mapping):
            raise ValueError(f"assists should be a table, not {type(data).__name__}")
        known = {kind.value for kind in Assist}
        unknown = [str(name)[:20] for name in data if name not in known]
        if unknown:
            raise ValueError(f"unknown assist {unknown[0]!r}")
        return cls(**{str(name): value for name, value in data.items()})


NO_ASSISTS = Assists()


def check_hole_score(score: int) -> None:
    if not BEST_HOLE <= score <= WORST_HOLE:
        raise ValueError(f"a hole scores {BEST_HOLE} to {WORST_HOLE}, not {score}")


@dataclass(frozen=True, slots=True)
class Stats:
    """One mode's record for one kind of play (1-hole or 9-hole).

    Streaks count won holes in a row. ``par_holes`` counts the holes whose par
    was known when they were recorded, and ``over_par_sum`` adds up score
    minus par over those holes. ``best_round_par`` is the total par of the
    round that set ``best_round`` (``None`` if some par was unknown).
    ``abandoned`` holes (left unfinished after their first move) are played
    and lost, scored as the cards left; ``won_unassisted`` counts the wins
    without any assist, ``hints`` the hints used over all holes
    (docs/STATISTICS.md).
    """

    played: int = 0
    won: int = 0
    score_sum: int = 0
    best_score: int | None = None
    current_streak: int = 0
    best_streak: int = 0
    par_holes: int = 0
    over_par_sum: int = 0
    rounds: int = 0
    round_sum: int = 0
    best_round: int | None = None
    best_round_par: int | None = None
    abandoned: int = 0
    won_unassisted: int = 0
    hints: int = 0

    @property
    def won_assisted(self) -> int:
        return self.won - self.won_unassisted

    @property
    def hints_per_hole(self) -> float | None:
        return self.hints / self.played if self.played else None

    @property
    def win_share(self) -> float | None:
        """Won holes over played holes, 0..1 (``None`` before the first hole)."""
        return self.won / self.played if self.played else None

    @property
    def average_score(self) -> float | None:
        return self.score_sum / self.played if self.played else None

    @property
    def average_over_par(self) -> float | None:
        """Mean strokes above par over holes of known par (negative: under par)."""
        return self.over_par_sum / self.par_holes if self.par_holes else None

    @property
    def average_round(self) -> float | None:
        return self.round_sum / self.rounds if self.rounds else None

    def with_hole(
        self,
        outcome: Outcome,
        score: int,
        par: int | None,
        assists: Assists = NO_ASSISTS,
        abandoned: bool = False,
    ) -> Stats:
        """These stats after one more finished (or abandoned) hole."""
        if abandoned and outcome is Outcome.WON:
            raise ValueError("a won hole was not abandoned")
        if not (outcome.is_over or abandoned):
            raise ValueError("only a finished or abandoned hole can be recorded")
        check_hole_score(score)
        if (outcome is Outcome.WON) != (score <= 0):
            raise ValueError(f"score {score} does not fit outcome {outcome.value}")
        if par is not None:
            check_hole_score(par)
        won = outcome is Outcome.WON
        streak = self.current_streak + 1 if won else 0
        return dataclasses.replace(
            self,
            played=self.played + 1,
            won=self.won + won,
            score_sum=self.score_sum + score,
            best_score=score if self.best_score is None else min(self.best_score, score),
            current_streak=streak,
            best_streak=max(self.best_streak, streak),
            par_holes=self.par_holes + (par is not None),
            over_par_sum=self.over_par_sum + (0 if par is None else score - par),
            abandoned=self.abandoned + abandoned,
            won_unassisted=self.won_unassisted + (won and not assists.any),
            hints=self.hints + assists.hint,
        )

    def with_round(self, total: int, par_total: int | None) -> Stats:
        """These stats after one more completed 9-hole round."""
        check_round_total(total)
        if (self.rounds + 1) * ROUND_HOLES > self.played:
            raise ValueError(f"record a round's {ROUND_HOLES} holes before the round")
        if par_total is not None:
            check_round_total(par_total)
        is_best = self.best_round is None or total < self.best_round
        return dataclasses.replace(
            self,
            rounds=self.rounds + 1,
            round_sum=self.round_sum + total,
            best_round=total if is_best else self.best_round,
            best_round_par=par_total if is_best else self.best_round_par,
        )

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Stats:
        """Parse and check every field and how they fit together; raises
        :class:`ValueError` naming the first problem."""
        if not isinstance(data, Mapping):
            raise ValueError(f"expected a table, not {type(data).__name__}")
        values: dict[str, Any] = {}
        for item in dataclasses.fields(cls):
            if item.name not in data and item.name in ADDED_LATER:
                continue  # a file written before the field existed
            if item.name not in data:
                raise ValueError(f"{item.name} is missing")
            value = data[item.name]
            optional = item.default is None
            if (value is None and not optional) or (value is not None and (type(value) is not int)):
                raise ValueError(f"{item.name}={value!r} is not a whole number")
            values[item.name] = value
        stats = cls(**values)
        stats.check()
        return stats

    def check(self) -> None:
        """Raise :class:`ValueError` if the fields contradict each other."""
        problems = [
            (min(self.played, self.won, self.current_streak, self.rounds) < 0, "a negative count"),
            (self.won > self.played, "more holes won than played"),
            (min(self.abandoned, self.won_unassisted, self.hints) < 0, "a negative count"),
            (self.abandoned > self.played - self.won, "more holes abandoned than lost"),
            (self.won_unassisted > self.won, "more wins without help than wins"),
            (self.current_streak > self.best_streak, "current streak above the best"),
            (self.best_streak > self.won, "a streak longer than the holes won"),
            (self.par_holes not in range(self.played + 1), "par holes outside 0..played"),
            ((self.best_score is None) != (self.played == 0), "best score without holes"),
            ((self.best_round is None) != (self.rounds == 0), "best round without rounds"),
            (self.best_round is None and self.best_round_par is not None, "par of no round"),
            (self.rounds * ROUND_HOLES > self.played, "more rounds than holes allow"),
            (
                not BEST_HOLE * self.played <= self.score_sum <= WORST_HOLE * self.played,
                "score total out of range",
            ),
            (
                abs(self.over_par_sum) > (WORST_HOLE - BEST_HOLE) * self.par_holes,
                "score against par out of range",
            ),
            (
                not BEST_HOLE * ROUND_HOLES * self.rounds
                <= self.round_sum
                <= WORST_HOLE * ROUND_HOLES * self.rounds,
                "round total out of range",
            ),
        ]
        for failed, problem in problems:
            if failed:
                raise ValueError(problem)
        if self.best_score is not None:
            check_hole_score(self.best_score)
            if self.best_score * self.played > self.score_sum:
                raise ValueError("best score worse than the average")
        if self.best_round is not None:
            check_round_total(self.best_round)
            if self.best_round * self.rounds > self.round_sum:
                raise ValueError("best round worse than the average")
        if self.best_round_par is not None:
            check_round_total(self.best_round_par)


ADDED_LATER = frozenset({"abandoned", "won_unassisted", "hints"})
"""Fields a records file written by an older version does not have (they start at 0)."""


def check_round_total(total: int) -> None:
    low, high = BEST_HOLE * ROUND_HOLES, WORST_HOLE * ROUND_HOLES
    if not low <= total <= high:
        raise ValueError(f"a {ROUND_HOLES}-hole round totals {low} to {high}, not {total}")


def _check_hole_count(hole_count: int) -> None:
    if hole_count not in ROUND_LENGTHS:
        raise ValueError(f"play is 1-hole or {ROUND_HOLES}-hole, not {hole_count}")


@dataclass(frozen=True)
class Records:
    """Every mode's :class:`Stats`, for 1-hole and for 9-hole play.

    A hole of a 9-hole round counts in that mode's 9-hole stats. Record a hole
    once it can no longer be undone (see docs/STORAGE.md). ``recorded`` keeps
    the keys of the last recordings, saved in the same file as the counts, so
    a recording repeated after a power cut (the saved game still holds the
    hole) is known and counted once."""

    table: Mapping[tuple[Mode, int], Stats] = field(default_factory=dict)
    recorded: tuple[str, ...] = ()

    def get(self, mode: Mode, hole_count: int) -> Stats:
        _check_hole_count(hole_count)
        return self.table.get((mode, hole_count), Stats())

    def has(self, key: str) -> bool:
        """True if a recording with ``key`` is already counted."""
        return key in self.recorded

    def _with(self, mode: Mode, hole_count: int, stats: Stats, key: str | None) -> Records:
        keys = self.recorded if key is None else (*self.recorded, key)[-RECORDED_KEYS:]
        return Records({**self.table, (mode, hole_count): stats}, keys)

    def record_hole(
        self,
        mode: Mode,
        hole_count: int,
        outcome: Outcome,
        score: int,
        par: int | None,
        *,
        assists: Assists = NO_ASSISTS,
        abandoned: bool = False,
        key: str | None = None,
    ) -> Records:
        """These records after one more finished (or abandoned) hole; ``par``
        ``None`` if unknown. A ``key`` already recorded changes nothing."""
        if key is not None and self.has(key):
            return self
        stats = self.get(mode, hole_count).with_hole(outcome, score, par, assists, abandoned)
        return self._with(mode, hole_count, stats, key)

    def record_round(
        self, mode: Mode, total: int, par_total: int | None, *, key: str | None = None
    ) -> Records:
        """These records after one more completed 9-hole round (once per ``key``)."""
        if key is not None and self.has(key):
            return self
        stats = self.get(mode, ROUND_HOLES).with_round(total, par_total)
        return self._with(mode, ROUND_HOLES, stats, key)

    def to_dict(self) -> dict[str, Any]:
        """``{"medium": {"1": {...}, "9": {...}}, ..., "recorded": [...]}`` for
        the modes played."""
        data: dict[str, Any] = {}
        for (mode, hole_count), stats in sorted(
            self.table.items(), key=lambda item: (item[0][0].value, item[0][1])
        ):
            data.setdefault(mode.value, {})[str(hole_count)] = stats.to_dict()
        if self.recorded:
            data[RECORDED] = list(self.recorded)
        return data

    @classmethod
    def from_dict(cls, data: object) -> tuple[Records, list[str]]:
        """Records from plain data and a warning for every entry that had to be
        dropped (the caller keeps the original file)."""
        if not isinstance(data, Mapping):
            return cls(), [f"statistics should be a table, not {type(data).__name__}"]
        table: dict[tuple[Mode, int], Stats] = {}
        warnings: list[str] = []
        recorded, problem = _recorded_keys(data.get(RECORDED, []))
        if problem:
            warnings.append(problem)
        for mode_name, by_count in data.items():
            if mode_name == RECORDED:
                continue
            try:
                mode = Mode.from_str(mode_name) if isinstance(mode_name, str) else None
            except ValueError:
                mode = None
            if mode is None or not isinstance(by_count, Mapping):
                warnings.append(f"statistics entry {str(mode_name)[:40]!r} is not understood")
                continue
            for count_name, stats_data in by_count.items():
                where = f"{mode.title} {str(count_name)[:20]}-hole statistics"
                if count_name not in {str(n) for n in ROUND_LENGTHS}:
                    warnings.append(f"{where}: not a kind of play")
                    continue
                hole_count = int(count_name)
                try:
                    stats = Stats.from_dict(stats_data)
                    if hole_count != ROUND_HOLES and stats.rounds:
                        raise ValueError("rounds recorded for single holes")
                except ValueError as error:
                    warnings.append(f"{where} were damaged ({error}) and start again")
                    continue
                table[mode, hole_count] = stats
        return cls(table, recorded), warnings


def _recorded_keys(data: object) -> tuple[tuple[str, ...], str | None]:
    """The recording keys, and a warning if they were damaged (then none are kept)."""
    if (
        not isinstance(data, list)
        or len(data) > RECORDED_KEYS
        or not all(isinstance(key, str) and 0 < len(key) <= 80 for key in data)
    ):
        return (), "the list of recorded holes was damaged and starts again"
    return tuple(data), None
