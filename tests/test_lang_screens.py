"""Languages on the real game: the menu switches the drawn texts, the
kiosk's idle reset brings back the operator's default, the operator picks
the default and the visitors' languages, and German labels fit their
buttons on every screen."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import FakeClock
from screen_helpers import launch_game, open_menu
from test_operator import open_operator

from golf_game import lang
from golf_game.engine import Mode
from golf_game.kiosk import WARNING_SECONDS, Kiosk
from golf_game.lang import de
from golf_game.launch import LaunchOptions
from golf_game.play.session import Start
from golf_game.saved.highscores import Table
from golf_game.saved.kiosk_config import KioskConfig
from golf_game.saved.storage import Storage
from golf_game.scenes.confirm import ConfirmScene
from golf_game.scenes.help import HelpScene
from golf_game.scenes.high_scores import HighScoreScene
from golf_game.scenes.initials import InitialsScene
from golf_game.scenes.menu import MenuScene
from golf_game.scenes.operator import OperatorScene
from golf_game.scenes.panel import PanelScene, fitted_label
from golf_game.scenes.pause import PauseScene
from golf_game.scenes.pin import PinScene
from golf_game.scenes.result import ResultScene
from golf_game.view import speech
from golf_game.view.layout import HOLE_BUTTONS, ROUND_BUTTONS, compute_layout

KEPT = 0.75
"""A German label may be drawn smaller to fit its button, but keeps at
least this share of its size (smaller would be hard to read)."""


def labels(scene: PanelScene) -> set[str]:
    return {widget.label for widget in scene.widgets if widget.action is not None}


def drawn(app_surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(app_surface, "RGB")


def test_the_menu_switches_the_language_of_every_screen_and_keeps_it(tmp_path: Path) -> None:
    app, session, menu = open_menu(tmp_path, size=(1280, 800))
    english = drawn(app.surface)
    assert {"Settings", "Statistics", "How to play"} <= labels(menu)
    assert menu.button("Language").value == "English"
    menu.press("Language")
    app.step(0)
    assert lang.language() == "de" and app.context.settings.language == "de"
    assert {"Einstellungen", "Statistik", "Spielanleitung", "Beenden"} <= labels(menu)
    assert "Settings" not in labels(menu)
    assert menu.button("Sprache").value == "Deutsch"
    assert drawn(app.surface) != english
    # Every screen built after the switch is German too: settings, a hole's HUD.
    menu.press("Einstellungen")
    assert "Tipps" in labels(app.stack.top)  # type: ignore[arg-type]
    app.stack.pop()
    game = session.new_game(Start(Mode.EASY, 1, seed=3))
    hole = app.stack.top
    picture = hole.picture()  # type: ignore[union-attr]
    assert [name for name, _ in picture.counters][:3] == ["Talon", "Tableau", "Züge"]
    assert picture.title == "Leicht \u2013 Spiel Nr. 3"  # an en dash
    game.leave()
    # The choice is saved: the next start is German.
    assert Storage(tmp_path).settings.language == "de"
    menu.press("Sprache")
    assert lang.language() == "en" and "Settings" in labels(menu)


def test_a_kiosk_visitors_language_ends_at_the_idle_reset(tmp_path: Path) -> None:
    clock = FakeClock()
    config = KioskConfig(sound=False, language="en", idle_seconds=30)
    app, _ = launch_game(tmp_path, LaunchOptions(), kiosk=True, clock=clock, kiosk_config=config)
    kiosk = app.kiosk_mode
    assert isinstance(kiosk, Kiosk)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    menu.press("Language")
    assert lang.language() == "de"
    menu.press("Statistik")  # off the home screen: the idle warning comes, then the reset
    clock.now += 31
    app.step()
    assert kiosk.warning is not None
    clock.now += WARNING_SECONDS
    app.step()
    home = app.stack.top
    assert isinstance(home, MenuScene) and home is not menu
    assert lang.language() == "en" and app.context.settings.language == "en"
    assert "Statistics" in labels(home)


def test_the_operator_sets_the_default_and_the_visitors_languages(tmp_path: Path) -> None:
    app, session, kiosk, operator = open_operator(tmp_path)
    operator.press("Times and modes")
    operator.press("Language")
    assert kiosk.config.language == "de" and lang.language() == "de"
    # The operator menu stays, now German, over a fresh German home.
    assert app.stack.top is operator and "Sprache" in labels(operator)
    home = next(iter(app.stack))
    assert isinstance(home, MenuScene) and "Statistik" in labels(home)
    # Visitors may be offered fewer languages; the default is always among them.
    operator.press("Deutsch")
    assert kiosk.config.languages == ("en",) and kiosk.config.language == "en"
    assert session.languages == ("en",)
    operator.press("English")  # the last one cannot go
    assert kiosk.config.languages == ("en",)
    assert operator.message == "Visitors need at least one language"
    operator.back()
    operator.back()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert "Language" not in labels(menu)  # one language: nothing to switch


def panels(tmp_path: Path, size: tuple[int, int], language: str = "de") -> list[PanelScene]:
    """Every button screen of the game, built in ``language`` at ``size``."""
    config = KioskConfig(sound=False, language=language)
    options = LaunchOptions(rng=random.Random(5))
    app, session = launch_game(tmp_path, options, size=size, kiosk=True, kiosk_config=config)
    assert lang.language() == language
    context = app.context
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    scenes: list[PanelScene] = [menu]
    for label in ("Settings", "Statistics", "Deal number"):
        menu.press(lang.tr(label))
        top = app.stack.top
        assert isinstance(top, PanelScene)
        scenes.append(top)
        app.stack.pop()
    help_scene = HelpScene(context)
    scenes.append(help_scene)
    game = session.new_game(Start(Mode.MEDIUM, 9, seed=4))
    scenes.append(PauseScene(context, on_new=lambda: None, on_quit=lambda: None))
    question = ("Dieses Spiel aufgeben?", "Eine Zeile Erklärung.")
    scenes.append(ConfirmScene(context, *question, "New round", lambda: None))
    game.hole.end()
    game.show_result()
    # The result, and over it the kiosk's initials (the hole made the high scores).
    scenes.extend(scene for scene in app.stack if isinstance(scene, ResultScene))
    scenes.append(app.stack.top)  # type: ignore[arg-type]
    game.show_card()
    scenes.append(app.stack.top)  # type: ignore[arg-type]
    kiosk = app.kiosk_mode
    assert isinstance(kiosk, Kiosk)
    scenes.append(PinScene(context, kiosk.pin, on_success=lambda: None))
    for page in ("main", "play", "screen", "audits", "scores"):
        operator = OperatorScene(context, kiosk)
        operator.page = page
        scenes.append(operator)
    scenes.append(InitialsScene(context, lambda initials: None))
    scenes.append(HighScoreScene(context, lambda: Table("2026-12-01"), Mode.MEDIUM))
    return scenes


@pytest.mark.parametrize("size", [(800, 600), (1080, 1920), (1920, 1080)])
def test_german_labels_fit_their_buttons(tmp_path: Path, size: tuple[int, int]) -> None:
    art = None
    for scene in panels(tmp_path, size):
        scene.resize(size)
        art = scene.context.art
        for _ in range(4 if isinstance(scene, HelpScene) else 1):
            for widget in scene.widgets:
                if not widget.plate or not widget.label:
                    continue
                _, kept = fitted_label(art, widget, scene.metrics)
                assert kept >= KEPT, (type(scene).__name__, size, widget.label, round(kept, 2))
            if isinstance(scene, HelpScene):
                scene.turn(1)
    assert art is not None
    for row in (HOLE_BUTTONS, ROUND_BUTTONS):
        layout = compute_layout(size, button_row=row)
        first = next(iter(layout.buttons.values()))
        # As view/board.py draws them: the hole's own button type, a quarter of the height spare.
        px = max(10, round(min(layout.text_px, first.h * 0.42)))
        for button, rect in layout.buttons.items():
            label = lang.tr(button.value)
            full = art.text(label, px, (0, 0, 0), bold=True)
            fitted = art.fitted_text(label, px, (0, 0, 0), rect.w - rect.h // 4, bold=True)
            assert fitted.get_width() <= rect.w - rect.h // 4, (size, label)
            assert fitted.get_height() >= KEPT * full.get_height(), (size, label)


def test_the_font_draws_every_letter_of_the_german_table() -> None:
    pygame.font.init()
    from golf_game.view.theme import Art

    letters = sorted({c for text in de.TEXTS.values() for c in text if ord(c) > 127} | set("ÄÖÜ"))
    assert {"ä", "ö", "ü", "ß", "„", "“"} <= set(letters)
    art = Art()
    for bold in (False, True):
        font = art.font(40, bold)

        def shape(c: str, font: pygame.font.Font = font) -> bytes:
            return pygame.image.tobytes(font.render(c, True, (0, 0, 0)), "RGBA")

        missing = shape("\ue000")  # a private-use letter: the font's "no glyph" box
        for letter in letters:
            assert shape(letter) != missing, (letter, bold)


def test_a_hints_reason_and_the_coachs_sentence_come_in_the_language() -> None:
    from golf_game.engine import Deal, Position
    from golf_game.engine.coach import Mistake
    from golf_game.engine.hint import hint
    from golf_game.engine.hole import Move
    from golf_game.view.reasons import hint_reason, mistake_words

    deal = Deal.from_seed(11)
    found = hint(deal, Mode.EASY.rules, Position.start(deal), time_budget_ms=400)
    assert found is not None and found.template
    assert hint_reason(found) == found.reason  # English: the engine's own words
    mistake = Mistake(3, Move.draw(), None, 1, found.move, None, found.reason, (), found)
    english = mistake_words(mistake)
    assert english.startswith("you drew; ") and english.endswith(f"({found.reason})")
    lang.set_language("de")
    german = hint_reason(found)
    assert german == de.TEXTS[found.template].format(**dict(found.values))
    assert german != found.reason
    assert mistake_words(mistake).startswith("du hast aufgedeckt; ")


def spoken_buttons(scenes: list[PanelScene], size: tuple[int, int]) -> list[list[list[str]]]:
    """What spoken play says for each button of each scene, as its focus lands on it."""
    said = []
    for scene in scenes:
        scene.resize(size)
        buttons = [w for w in scene.widgets if w.action is not None]
        said.append([speech.spoken_label(w.label, w.value) for w in buttons])
    return said


def test_every_button_is_said_in_german_as_in_english(tmp_path: Path) -> None:
    size = (1280, 800)
    scenes = panels(tmp_path / "en", size, lang.ENGLISH)
    english = spoken_buttons(scenes, size)
    for scene, said in zip(scenes, english, strict=True):  # every button a visitor sees is named
        assert isinstance(scene, OperatorScene) or ["button"] not in said, type(scene).__name__
    german = spoken_buttons(panels(tmp_path / "de", size, "de"), size)
    lang.set_language(lang.ENGLISH)
    for scene in english:
        for clips in scene:  # a Language button says the language in use: the one difference
            if clips == ["label Language", "label English"]:
                clips[1] = "label Deutsch"
    assert english == german
    first = {clips[0] for scene in english for clips in scene if clips}
    # Among them the buttons whose German text another English text shares
    # ("Zurück", "Weiter", "Löschen", "Spielen"): each is said as itself.
    shared = ("Undo", "Back", "Resume", "Next", "Clear", "Delete", "Play")
    assert {f"label {label}" for label in shared} <= first
