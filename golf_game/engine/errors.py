"""Typed errors raised by the engine.

Every error is a ``ValueError`` subclass so callers that only care about
"bad input" can catch one type, while tests and the UI can tell them apart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .refusal import Refusal


class GolfError(ValueError):
    """Base class for every error the engine raises on purpose."""


class CardFormatError(GolfError):
    """Text that should name a card (``"7H"``) does not."""


class DealFormatError(GolfError):
    """Deal text is malformed: wrong count, duplicate or unknown card."""


class MoveFormatError(GolfError):
    """Move text is not ``T`` or a column digit, optionally with ``:card``."""


class IllegalMoveError(GolfError):
    """A move that the rules do not allow in the current position.

    Nothing is changed when this is raised. ``refusal`` says why as a value
    when the rules refused a play or a draw (``None`` for an undo with
    nothing to undo and the like, which only have their message).
    """

    def __init__(self, message: str | Refusal) -> None:
        super().__init__(str(message))
        self.refusal: Refusal | None = None if isinstance(message, str) else message
