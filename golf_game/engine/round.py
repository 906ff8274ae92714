"""A round: 1 or 9 holes in one mode, a running total and the locking rule."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .deal import Deal
from .hole import Hole, Outcome, Step
from .refusal import IllegalMoveError
from .rules import Mode

ROUND_LENGTHS = (1, 9)
SEED_BITS = 31
SEED_MAX = 2**SEED_BITS - 1
"""The highest deal number (seeds go from 0 to this)."""


def hole_seeds(round_seed: int, count: int) -> tuple[int, ...]:
    """The deal seeds of a round's holes, derived from the round's seed.

    The first hole uses ``round_seed`` itself, so a one-hole round of seed N
    plays deal N; later holes draw from a private generator."""
    rng = random.Random(round_seed)
    return (round_seed, *(rng.getrandbits(SEED_BITS) for _ in range(count - 1)))


@dataclass(frozen=True, slots=True)
class HoleResult:
    """What a finished hole leaves on the score card."""

    number: int
    deal: Deal
    outcome: Outcome
    score: int
    moves: int


class Round:
    """1 or 9 holes in one mode.

    A finished hole can still be undone until :meth:`next_hole` starts the
    next one, which locks it. Deals come from the round's seed sequence unless
    the caller supplies one (a daily deal, a winnable-only deal, a typed deal).
    """

    def __init__(
        self,
        mode: Mode,
        hole_count: int = 1,
        seed: int = 0,
        first_deal: Deal | None = None,
    ) -> None:
        if hole_count not in ROUND_LENGTHS:
            raise ValueError(f"a round has 1 or 9 holes, not {hole_count}")
        self.mode = mode
        self.hole_count = hole_count
        self.seed = seed
        self.seeds = hole_seeds(seed, hole_count)
        self._holes: list[Hole] = [Hole(first_deal or Deal.from_seed(self.seeds[0]), mode)]

    @classmethod
    def restore(
        cls,
        mode: Mode,
        hole_count: int,
        seed: int,
        holes: Sequence[tuple[Deal, Sequence[Step]]],
    ) -> Round:
        """Rebuild a round from each started hole's deal and steps (a saved game).

        Every hole but the last must be over; those are locked, as
        :meth:`next_hole` would have left them. Raises :class:`ValueError` (an
        :class:`IllegalMoveError` for a step that cannot be replayed) and
        builds nothing on bad input."""
        if not holes:
            raise ValueError("a round has at least one hole")
        if len(holes) > hole_count:
            raise ValueError(f"{len(holes)} holes saved for a round of {hole_count}")
        restored = cls(mode, hole_count, seed, first_deal=holes[0][0])
        replayed: list[Hole] = []
        for number, (deal, steps) in enumerate(holes, start=1):
            hole = Hole.replay(deal, mode, steps)
            if number < len(holes):
                if not hole.is_over:
                    raise IllegalMoveError(f"hole {number} is unfinished but a later hole began")
                hole.lock()
            replayed.append(hole)
        restored._holes = replayed
        return restored

    @property
    def hole(self) -> Hole:
        """The hole being played (or just finished)."""
        return self._holes[-1]

    @property
    def holes(self) -> Sequence[Hole]:
        return tuple(self._holes)

    @property
    def hole_number(self) -> int:
        """1-based number of the current hole."""
        return len(self._holes)

    @property
    def is_last_hole(self) -> bool:
        return self.hole_number == self.hole_count

    @property
    def is_complete(self) -> bool:
        """All holes played and the last one finished (it may still be undone)."""
        return self.is_last_hole and self.hole.is_over

    def next_seed(self) -> int:
        """The seed of the next hole's deal."""
        if self.is_last_hole:
            raise IllegalMoveError("this was the last hole of the round")
        return self.seeds[self.hole_number]

    def next_hole(self, deal: Deal | None = None) -> Hole:
        """Lock the finished hole and start the next (with ``deal`` if given)."""
        if not self.hole.is_over:
            raise IllegalMoveError("finish this hole before starting the next")
        # Checked even when a deal is supplied: a round never grows past its length.
        seed = self.next_seed()
        next_deal = deal or Deal.from_seed(seed)
        self.hole.lock()
        self._holes.append(Hole(next_deal, self.mode))
        return self.hole

    def restart_hole(self) -> Hole:
        """The current hole dealt again from the start (a new attempt): its
        moves, undo and redo are gone."""
        if self.hole.locked:
            raise IllegalMoveError("a locked hole cannot be played again")
        self._holes[-1] = Hole(self.hole.deal, self.mode)
        return self.hole

    def results(self) -> list[HoleResult]:
        """Every finished hole, in order (the current one only once over)."""
        return [
            HoleResult(number, hole.deal, hole.outcome, hole.score, hole.moves_made)
            for number, hole in enumerate(self._holes, start=1)
            if hole.is_over
        ]

    @property
    def total(self) -> int:
        """The running total over finished holes."""
        return sum(result.score for result in self.results())
