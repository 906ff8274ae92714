"""Typed errors raised by the engine.

Every error is a ``ValueError`` subclass so callers that only care about
"bad input" can catch one type, while tests and the UI can tell them apart.
:class:`~golf_game.engine.refusal.IllegalMoveError` lives with the refusal
it carries, so this module imports nothing and anything may import it.
"""

from __future__ import annotations


class GolfError(ValueError):
    """Base class for every error the engine raises on purpose."""


class CardFormatError(GolfError):
    """Text that should name a card (``"7H"``) does not."""


class DealFormatError(GolfError):
    """Deal text is malformed: wrong count, duplicate or unknown card."""


class MoveFormatError(GolfError):
    """Move text is not ``T`` or a column digit, optionally with ``:card``."""
