"""The reasons the solver gives, in the current language: a hint's reason
and the coach's sentence about a mistake (the engine words them in English
as templates with values; :mod:`golf_game.lang` has their tables)."""

from __future__ import annotations

from ..engine.cards import Card
from ..engine.coach import Mistake
from ..engine.hint import Hint
from ..lang import tr


def hint_reason(hint: Hint) -> str:
    """Why the hint suggests its move: "plays the 7♥ and opens a run of 3"."""
    if not hint.template:
        return hint.reason  # a hint made without a template (a test's stand-in)
    return tr(hint.template, **dict(hint.values))


def _label(card: Card | None) -> str:
    return card.label if card is not None else tr("card")


def mistake_words(mistake: Mistake) -> str:
    """What the player did, what was better, and why: one sentence."""
    if mistake.played.is_draw:
        did = tr("you drew")
    else:
        did = tr("you played the {card}", card=_label(mistake.played_card))
    if mistake.better.is_draw:
        instead = tr("drawing was better")
    else:
        instead = tr("the {card} was better", card=_label(mistake.better_card))
    why = hint_reason(mistake.hint) if mistake.hint is not None else mistake.reason
    return tr("{did}; {instead} ({why})", did=did, instead=instead, why=why)
