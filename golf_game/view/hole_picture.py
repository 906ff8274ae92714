"""What the table of a hole shows at one moment, as a :class:`BoardPicture`
value: the cards where the engine says they lie (less the ones in flight,
which are painted on their own), the counters and the buttons that work."""

from __future__ import annotations

from collections.abc import Set

from ..engine import COLUMNS, Card, Hole, Move, Position
from ..lang import number, tr
from ..play.analysis import HoleAnalysis
from . import words
from .board import BoardPicture
from .layout import ALWAYS_ANSWER, Button
from .theme import GOLD, TEXT, WARN, Colour


def hole_picture(
    hole: Hole,
    moving: Set[Card],
    *,
    title: str,
    message: str,
    message_colour: Colour,
    status: tuple[str, Colour] | None,
    par: int | None,
    hint: Move | None,
    hint_button: bool,
    legal_highlight: bool,
    four_colour: bool,
    dragged: tuple[int, bool] | None = None,
    waste_fan: tuple[int, ...] = (),
    zen: bool = False,
    par_working: bool = False,
    always_answer: Set[Button] = ALWAYS_ANSWER,
) -> BoardPicture:
    """The picture of ``hole`` without the ``moving`` cards. ``hint_button``:
    hints may be asked for; ``dragged``: the column whose card is being
    dragged, and whether it is over the waste; ``waste_fan``: where the waste
    cards lie (see :meth:`HoleMotion.fan`); ``par_working``: the par is still
    being found; ``always_answer``: the buttons that work whatever the hole's
    state (the scene that owns the button row says which)."""
    drop = None
    if dragged is not None and hole.exposed_card(dragged[0]) is not None:
        moving = {*moving, *hole.column_cards(dragged[0])[-1:]}
        drop = (hole.is_legal(Move.play(dragged[0])), dragged[1])
    columns = []
    exposed = []
    for column in range(COLUMNS):
        cards = hole.column_cards(column)
        shown = tuple(card for card in cards if card not in moving)
        columns.append(shown)
        exposed.append(bool(cards) and bool(shown) and shown[-1] == cards[-1])
    stock_count = hole.stock_left
    if stock_count and hole.stock_cards()[0] in moving:
        stock_count -= 1
    waste = tuple(card for card in hole.waste_cards() if card not in moving)
    legal: frozenset[int] = frozenset()
    if legal_highlight:
        legal = frozenset(m.column for m in hole.legal_moves() if m.column is not None)
    enabled = set(always_answer)
    if hole.can_undo:
        enabled.add(Button.UNDO)
    if hole.can_redo:
        enabled.add(Button.REDO)
    if not hole.is_over:
        enabled.add(Button.END)
        if hint_button:
            enabled.add(Button.HINT)
    counters = [
        (tr("Stock"), number(hole.stock_left)),
        (tr("Tableau"), number(hole.tableau_left)),
        (tr("Moves"), number(hole.moves_made)),
    ]
    # Zen mode: no score, par or "winnable" while playing (the result shows them).
    if not zen:
        counters.append((tr("Score"), words.strokes(hole.score)))
    room = [""] * len(counters)
    if not zen and (par is not None or par_working):
        # Par keeps the room of its longest word: nothing moves when it is found.
        counters.append((tr("Par"), words.PAR_WORKING if par is None else words.strokes(par)))
        room.append(words.PAR_WORKING)
    return BoardPicture(
        columns=tuple(columns),
        exposed=tuple(exposed),
        stock_count=stock_count,
        waste=waste,
        counters=tuple(counters),
        status=None if zen else status,
        title=title,
        message=message,
        message_colour=message_colour,
        enabled=frozenset(enabled),
        legal=legal,
        hint_column=hint.column if hint is not None else None,
        hint_stock=hint is not None and hint.is_draw,
        four_colour=four_colour,
        waste_fan=waste_fan,
        drop=drop,
        counter_room=tuple(room),
    )


def par_working(analysis: HoleAnalysis | None) -> bool:
    """The hole's par is being searched for (an analysis without its answer yet)."""
    return analysis is not None and analysis.par is None and not analysis.closed


def outlook(analysis: HoleAnalysis | None, hole: Hole) -> tuple[str, Colour] | None:
    """What the solver has proved about the table of ``hole``, if anything
    yet (nothing once the hole is over: the result says it)."""
    if analysis is None or hole.is_over:
        return None
    verdict = analysis.verdict(hole.position)
    if verdict is None:
        return None
    from ..engine.verdict import Verdict  # imported by the search that found it

    if verdict is Verdict.WINNABLE:
        return words.WINNABLE, GOLD
    if verdict is Verdict.UNWINNABLE:
        start = analysis.verdict(Position.start(hole.deal))
        if start is Verdict.WINNABLE and hole.moves_made:
            return words.NO_LONGER_WINNABLE, WARN
        # A deal that cannot be cleared: its par is the target, not a verdict.
        par = analysis.par
        return (words.best_possible(par), TEXT) if par is not None and par > 0 else None
    return None
