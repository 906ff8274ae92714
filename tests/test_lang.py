"""The language tables (golf_game.lang): every text the game translates is
in each table with the same placeholders, nothing is left over, and numbers
and dates are written each language's way."""

from __future__ import annotations

import ast
import datetime
from collections.abc import Iterator
from pathlib import Path

import pytest

import golf_game
from golf_game import lang
from golf_game.engine.hint import REASONS
from golf_game.lang import N_, de, long_date, number, placeholders, plural, short_date, tr

PACKAGE = Path(golf_game.__file__).parent
MARKERS = {"tr": 1, "N_": 1, "plural": 2}
"""The functions whose literal arguments are message ids, and how many:
plural's singular and plural text follow its count."""


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def message_ids(tree: ast.AST) -> Iterator[tuple[str, int]]:
    """Every literal message id in ``tree`` and its line. A name, attribute
    or item (``tr(BANNER)``, ``tr(self.label)``) is a text marked with N_
    where it is defined; anything computed (an f-string, ``+``) yields
    ("", line): the tables cannot be checked against it."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or _name(node.func) not in MARKERS:
            continue
        name = _name(node.func)
        first = 1 if name == "plural" else 0
        for arg in node.args[first : first + MARKERS[name]]:
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                yield arg.value, node.lineno
            elif not _marked_elsewhere(arg):
                yield "", node.lineno


def _marked_elsewhere(arg: ast.expr) -> bool:
    if isinstance(arg, ast.IfExp):
        return _marked_elsewhere(arg.body) and _marked_elsewhere(arg.orelse)
    return isinstance(arg, (ast.Name, ast.Attribute, ast.Subscript, ast.Starred))


def sources() -> Iterator[tuple[str, ast.AST]]:
    """Every module of the game but the tables, by its path in the package."""
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent.name != "lang":
            yield str(path.relative_to(PACKAGE)), ast.parse(path.read_text(encoding="utf-8"))


def game_ids() -> dict[str, str]:
    """Every message id of the game's source, with where it is: the
    screens' and the engine's hint reasons (templates it fills itself)."""
    found: dict[str, str] = {text: "engine/hint.py REASONS" for text in REASONS.values()}
    for where, tree in sources():
        for text, line in message_ids(tree):
            found.setdefault(text, f"{where}:{line}")
    return found


def test_every_message_id_is_a_literal() -> None:
    # A computed id (tr(f"...") or tr(name)) cannot be checked against the tables.
    where = game_ids().get("")
    assert where is None, f"tr, plural or N_ given no literal text at {where}"


def test_german_has_every_text_with_the_same_placeholders() -> None:
    ids = game_ids()
    ids.pop("", None)
    missing = [f"{where}: {text!r}" for text, where in ids.items() if text not in de.TEXTS]
    assert missing == [], "not in golf_game/lang/de.py:\n" + "\n".join(missing)
    wrong = [
        f"{text!r}: {sorted(placeholders(text))} vs {sorted(placeholders(de.TEXTS[text]))}"
        for text in ids
        if placeholders(text) != placeholders(de.TEXTS[text])
    ]
    assert wrong == []


def test_german_has_no_stale_texts() -> None:
    stale = sorted(set(de.TEXTS) - set(game_ids()))
    assert stale == [], f"in de.py but shown nowhere: {stale}"


def test_the_scan_finds_literals_and_flags_computed_ids() -> None:
    tree = ast.parse(
        "tr('Hole {n}', n=1)\nlang.tr('Quit')\nplural(n, 'a {n}', 'b {n}')\n"
        "N_('Easy')\ntr(f'{x} y')\nprint('Other')\ntr(NAME)\ntr(A if b else C)\n"
        "tr('x' + y)\n"
    )
    assert sorted(message_ids(tree)) == [
        ("", 5),
        ("", 9),
        ("Easy", 4),
        ("Hole {n}", 1),
        ("Quit", 2),
        ("a {n}", 3),
        ("b {n}", 3),
    ]


@pytest.fixture
def german() -> None:
    """German for one test (tests/conftest.py switches English back)."""
    assert lang.set_language("de")


def test_a_switch_changes_the_text_and_an_unknown_language_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(de.TEXTS, "Hole {n}", "Loch {n}")
    assert lang.language() == "en" and tr("Hole {n}", n=2) == "Hole 2"
    assert not lang.set_language("xx") and lang.language() == "en"
    assert lang.set_language("de") and lang.language() == "de"
    assert tr("Hole {n}", n=2) == "Loch 2"
    assert tr("Not in the table") == "Not in the table"
    assert lang.set_language("en") and tr("Hole {n}", n=2) == "Hole 2"


def test_values_fill_placeholders_and_numbers_follow_the_language(german: None) -> None:
    assert tr("Nowhere {n} {x}", n=1234, x=4.5) == "Nowhere 1.234 4,5"
    assert tr("Nowhere {who}", who="ABC") == "Nowhere ABC"
    assert number(-3, signed=True) == "-3" and number(0, signed=True) == "0"
    assert number(1.5, signed=True) == "+1,5" and number(2.25, 1) == "2,2"
    assert number(1234567) == "1.234.567"


def test_english_numbers() -> None:
    assert tr("Nowhere {n} {x}", n=1234, x=4.5) == "Nowhere 1,234 4.5"
    assert number(2, signed=True) == "+2" and number(0.0, 1, signed=True) == "0.0"
    assert number(12.0, 1) == "12.0"


def test_plural_picks_by_the_count() -> None:
    assert plural(1, "{n} card", "{n} cards") == "1 card"
    assert plural(0, "{n} card", "{n} cards") == "0 cards"
    assert plural(2, "{n} card", "{n} cards") == "2 cards"
    assert N_("Easy") == "Easy"


def test_dates_in_english_and_german() -> None:
    day = datetime.date(2026, 12, 1)
    assert long_date(day) == "December 1, 2026" and short_date(day) == "2026-12-01"
    lang.set_language("de")
    assert long_date(day) == "1. Dezember 2026" and short_date(day) == "01.12.2026"
    assert lang.short_date_text("2026-03-09") == "09.03.2026"
    assert lang.short_date_text("???") == "???"
    assert lang.moment_text("2026-12-01T14:05:09") == "1. Dezember 2026, 14:05 Uhr"
    assert lang.moment_text("not yet") == "not yet"
    lang.set_language("en")
    assert lang.moment_text("2026-03-09T08:30:00") == "March 9, 2026, 08:30"


def test_every_language_has_a_name_and_number_rules() -> None:
    assert set(lang.NAMES) == set(lang.LANGUAGES) == {"en", "de"}


DRAWING_CALLS = {"Widget": 0, "text_line": 0, "text": 0, "fitted_text": 0, "say": 0, "notify": 0}
"""The calls that put words on the screen, and which argument is the words."""


def _words_in(node: ast.expr) -> str:
    """The English letters written into ``node`` itself (not through tr)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if any(c.isalpha() for c in node.value) else ""
    if isinstance(node, ast.JoinedStr):
        return "".join(_words_in(part) for part in node.values if isinstance(part, ast.Constant))
    if isinstance(node, ast.BinOp):
        return _words_in(node.left) + _words_in(node.right)
    if isinstance(node, ast.IfExp):
        return _words_in(node.body) + _words_in(node.orelse)
    return ""


def untranslated(tree: ast.AST) -> Iterator[tuple[str, int]]:
    """Literal words handed straight to a drawing call, with their line."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or _name(node.func) not in DRAWING_CALLS:
            continue
        index = DRAWING_CALLS[_name(node.func)]
        args = node.args[index : index + 1] + [k.value for k in node.keywords if k.arg == "label"]
        for arg in args:
            words = _words_in(arg)
            if words:
                yield words, node.lineno


def test_no_drawing_call_is_given_english_words() -> None:
    found = [
        f"{where}:{line}: {text!r}"
        for where, tree in sources()
        for text, line in untranslated(tree)
    ]
    assert found == [], "words drawn without tr():\n" + "\n".join(found)


def test_the_drawing_scan_flags_literals_and_passes_translated_text() -> None:
    tree = ast.parse(
        "Widget('Start', go)\ntext_line(tr('Back'), r)\nart.text(f'Score {x}', 12, c)\n"
        "Widget(f'{tr(label)} -', go)\nWidget(label='Quit')\nself.say('Saved' if a else b)\n"
        "Widget('+/-', go)\nart.text(name, 9, c)\n"
    )
    assert sorted(untranslated(tree)) == [
        ("Quit", 5),
        ("Saved", 6),
        ("Score ", 3),
        ("Start", 1),
    ]


def test_text_constants_are_made_when_read_in_the_language_of_the_moment() -> None:
    from golf_game.view import kiosk_words, words

    assert words.THINKING == "Thinking..." and kiosk_words.CLOSED == "Closed"
    lang.set_language("de")
    assert words.THINKING == "Ich überlege …"
    assert kiosk_words.CLOSED == "Geschlossen"
    with pytest.raises(AttributeError, match="NO_SUCH_TEXT"):
        _ = words.NO_SUCH_TEXT


def test_no_german_text_is_written_twice() -> None:
    # de.py merges de_pages.py: a key in both would silently keep one.
    from golf_game.lang import de_pages

    tree = ast.parse((PACKAGE / "lang" / "de.py").read_text(encoding="utf-8"))
    table = next(node for node in ast.walk(tree) if isinstance(node, ast.Dict))
    keys = [key.value for key in table.keys if isinstance(key, ast.Constant)]
    assert len(keys) == len(set(keys))
    assert not set(keys) & set(de_pages.TEXTS)


def test_a_shown_text_keeps_the_english_it_was_made_from() -> None:
    lang.set_language("de")
    undo, back = tr("Undo"), tr("Back")
    assert undo == back == "Zurück"  # one German text for two English ones
    assert (lang.source(undo), lang.source(back)) == ("Undo", "Back")
    move = tr("Try again from move {n}", n=1234)
    assert move == "Ab Zug 1.234 nochmal" and lang.source(move) == "Try again from move 1234"
    nested = tr("Undone: {what}", what=tr("card"))
    assert lang.source(nested) == "Undone: card"
    assert lang.source(lang.percent(0.45)) == "45%" and lang.percent(0.45) == "45\u00a0%"
    assert lang.source(f"{undo} -") == "Zurück -"  # put together: no one English source
    lang.set_language(lang.ENGLISH)
    assert lang.source(tr("Undo")) == "Undo" == tr("Undo")
