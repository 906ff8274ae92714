"""What the player can change: read by the scenes, passed in through their constructors.

Persistence lives in :mod:`golf_game.storage`; this module only defines the value
and its defaults, so a scene can be built (and tested) without any file on disk.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class CardSize(enum.Enum):
    """How much of the space the layout allows the cards take."""

    NORMAL = "normal"
    LARGE = "large"

    @property
    def scale(self) -> float:
        # Normal leaves a margin of felt around the cards; large fills the table.
        return 0.9 if self is CardSize.NORMAL else 1.0


@dataclass(frozen=True, slots=True)
class Settings:
    """Player settings the hole scene reads. Immutable: a change makes a new value."""

    reduced_motion: bool = False
    legal_highlight: bool = False
    sound: bool = True
    four_colour: bool = False
    card_size: CardSize = CardSize.NORMAL
    hints: bool = True
