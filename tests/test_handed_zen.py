"""The left-handed table and zen mode."""

from __future__ import annotations

from ui_helpers import click, make_app, start_hole

from golf_game.engine import Deal, Hole, Mode
from golf_game.saved.settings import Settings
from golf_game.scenes.focus import HoleFocus
from golf_game.view.handed import handed
from golf_game.view.hole_picture import hole_picture
from golf_game.view.layout import Button, compute_layout


def test_left_handed_mirrors_the_stock_and_buttons_but_not_the_columns() -> None:
    right = compute_layout((1280, 800))
    left = handed(right, True)
    assert handed(right, False) is right
    assert left.columns == right.columns
    assert left.stock.right == 1280 - right.stock.x and left.stock.y == right.stock.y
    assert left.stock.x > left.columns[5][0].x  # under the right-hand columns now
    assert left.buttons[Button.UNDO].x > left.buttons[Button.END].x
    assert not left.stock.colliderect(left.waste)
    # The focus still walks the row left to right as it is shown.
    hole = Hole(Deal.from_seed(7), Mode.MEDIUM)
    shown = [t.name for t in HoleFocus().targets(hole, left) if isinstance(t.name, Button)]
    assert shown == list(reversed(list(right.buttons)))


def test_a_left_handed_hole_is_played_by_tapping_the_mirrored_stock() -> None:
    app = make_app(settings=Settings(sound=False, left_handed=True))
    scene = start_hole(app)
    assert scene.layout.stock.x > app.surface.get_width() // 2
    click(scene.layout.stock.center)
    app.step(0)
    assert scene.hole.moves_made == 1 and scene.hole.moves()[-1].is_draw


def picture(zen: bool, hole: Hole) -> tuple[tuple[str, ...], object]:
    pic = hole_picture(
        hole,
        set(),
        title="t",
        message="m",
        message_colour=(0, 0, 0),
        status=("Winnable", (0, 0, 0)),
        par=3,
        hint=None,
        hint_button=True,
        legal_highlight=False,
        four_colour=False,
        zen=zen,
    )
    return tuple(name for name, _ in pic.counters), pic.status


def test_zen_mode_hides_score_par_and_winnability() -> None:
    hole = Hole(Deal.from_seed(7), Mode.MEDIUM)
    names, status = picture(False, hole)
    assert "Score" in names and "Par" in names and status is not None
    names, status = picture(True, hole)
    assert "Score" not in names and "Par" not in names and status is None
    assert "Stock" in names
