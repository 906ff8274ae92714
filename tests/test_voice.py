"""Spoken play: the clips shipped, what the hole says, and silence without audio."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest
from focus_helpers import key_press, play_hole_with
from ui_helpers import make_app, start_hole

from golf_game.actions import Command, Key
from golf_game.app import App
from golf_game.assets import VOICE_DIR
from golf_game.engine import Card, Outcome
from golf_game.lang import ENGLISH, percent, set_language, tr
from golf_game.saved.settings import Settings
from golf_game.scenes.narrator import describe
from golf_game.view import speech, words
from golf_game.view.layout import HOLE_BUTTONS, ROUND_BUTTONS
from golf_game.view.voice import VOICE_CHANNEL, Voice


@pytest.fixture
def app() -> App:
    app = make_app(settings=Settings(sound=False, voice=True))
    app.context.voice.wait_ready()
    return app


def test_every_phrase_has_a_shipped_clip_and_the_set_is_small() -> None:
    voice = Voice(enabled=False)
    missing = [name for name in speech.voice_clips() if not voice.known(name)]
    assert missing == []
    size = sum(path.stat().st_size for path in VOICE_DIR.iterdir())
    assert size < 400 * 1024, f"{size} bytes of voice"
    assert (VOICE_DIR / "LICENSE").read_text().count("espeak-ng") >= 1


def test_the_words_of_a_card_a_result_and_a_number() -> None:
    assert speech.spoken_card(Card.from_str("7H")) == ["rank7", "suitH"]
    assert speech.spoken_number(35) == ["n30", "n5"]
    assert speech.spoken_number(20) == ["n20"]
    assert speech.spoken_number(60) == []
    assert speech.spoken_result(Outcome.WON, 4, -5, 0) == [
        "won", "with", "n4", "cards in the stock", "par", "minus", "n5",
    ]  # fmt: skip
    # Par on a deal that cannot be cleared is said as the success it is.
    assert speech.spoken_result(Outcome.STUCK, 0, 6, 6) == ["level with par"]
    assert speech.spoken_result(Outcome.STUCK, 0, 7, 6) == ["stuck", "par", "plus", "n1"]
    assert speech.spoken_result(Outcome.WON, 1, 2, None)[3] == "card in the stock"
    assert speech.spoken_label("Sound: on") == ["label Sound"]
    assert speech.spoken_label("Something new") == ["button"]


def test_the_hole_says_the_focused_card_each_move_and_the_result(app: App) -> None:
    voice = app.context.voice
    scene = start_hole(app)
    key_press(Command.DOWN)
    app.step(0)
    target = scene.focus.current(scene.hole, scene.layout)
    assert target is not None and isinstance(target.name, int)
    assert voice.said == describe(scene.hole, target.name)
    assert voice.said[-1] == "playable" and voice.said[2] == "column"
    key_press(Command.CONFIRM)
    app.step(0)
    card = scene.hole.waste_top
    assert card is not None and voice.said[:2] == speech.spoken_card(card)
    play_hole_with(app, scene, key_press)
    outcome = scene.hole.outcome
    assert outcome.value in voice.said
    channel = pygame.mixer.Channel(VOICE_CHANNEL)
    assert channel.get_sound() is not None  # the words were really played


def test_a_refused_move_and_undo_are_said(app: App) -> None:
    voice = app.context.voice
    scene = start_hole(app)
    legal = {m.column for m in scene.hole.legal_moves()}
    refused = next(c for c in range(7) if c not in legal)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + refused, mod=0))
    app.step(0)
    assert voice.said == ["refused"]


def test_the_hint_and_an_undo_are_said(app: App) -> None:
    voice = app.context.voice
    scene = start_hole(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
    deadline = time.monotonic() + 10
    while scene.hint is None and time.monotonic() < deadline:
        time.sleep(0.01)
        app.step()
    hint = scene.hint
    assert hint is not None
    if hint.move.is_draw:
        assert voice.said == ["hint draw"]
    else:
        assert voice.said[0] == "hint" and voice.said[-2] == f"n{hint.move.column + 1}"
    scene.handle(Key(Command.DRAW))
    scene.handle(Key(Command.UNDO))
    assert voice.said == ["undone"]


def test_v_toggles_spoken_play_and_says_so(tmp_path: Path) -> None:
    app = make_app(settings=Settings(sound=False))
    voice = app.context.voice
    assert not voice.enabled
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0))
    app.step(0)
    assert app.context.settings.voice and voice.enabled
    assert voice.said == ["voice on"]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0))
    app.step(0)
    assert not voice.enabled and voice.said == ["voice off"]


def test_the_voice_is_silent_and_never_fails_without_clips(tmp_path: Path) -> None:
    voice = Voice(enabled=True, folder=tmp_path)
    voice.wait_ready()
    voice.say(["rank7", "suitH"])  # no clips there: nothing is played, nothing raised
    assert voice.said == ["rank7", "suitH"]
    assert not voice.known("rank7")


def test_a_kiosk_turns_spoken_play_on_for_every_visitor() -> None:
    from golf_game.saved.kiosk_config import KioskConfig

    config, warnings = KioskConfig.from_dict({"voice": True})
    assert warnings == [] and config.voice
    assert config.visitor_settings(Settings()).voice
    assert KioskConfig.from_dict(config.to_dict())[0] == config
    bad, warnings = KioskConfig.from_dict({"voice": "yes"})
    assert not bad.voice and len(warnings) == 1


def test_every_setting_has_its_name_spoken() -> None:
    from golf_game.scenes.settings import CHOICES

    for label, *_ in CHOICES:
        assert speech.spoken_label(label) == [f"label {label}"], label
    assert speech.spoken_label("Hints", "On") == ["label Hints", "label On"]


def test_a_german_label_is_said_with_the_english_clip_it_was_made_from() -> None:
    assert set_language("de")
    try:
        assert tr("Settings") != "Settings"
        assert speech.spoken_label(tr("Settings")) == ["label Settings"]
        assert speech.spoken_label(tr("Sound"), tr("On")) == ["label Sound", "label On"]
        assert speech.spoken_label("Kein Knopf") == ["button"]
        assert speech.spoken_label(speech.DELETE_SIGN) == ["label Delete"]
        assert speech.spoken_label(tr("Del")) == ["label Delete"]
        retry = words.retry_label(5)
        assert speech.spoken_label(retry) == ["label Try again", "from move", "n5"]
        volume = speech.spoken_label(tr("Voice volume"), percent(0.4))
        assert volume == ["label Voice volume", "n40", "percent"]
    finally:
        set_language(ENGLISH)


def test_every_label_with_a_clip_is_said_with_its_own_clip_in_german() -> None:
    assert set_language("de")
    try:
        # One German text for two English ones: the text alone cannot say which.
        assert tr("Undo") == tr("Back") and tr("Resume") == tr("Next")
        for label in speech.SPOKEN_LABELS:
            clip = f"label {label}"
            assert speech.spoken_label(tr(label)) == [clip], label
            assert speech.spoken_label(tr("Hints"), tr(label)) == ["label Hints", clip], label
        for button in HOLE_BUTTONS + ROUND_BUTTONS:  # named by their English ids
            assert speech.spoken_label(button.value) == [f"label {button.value}"], button
    finally:
        set_language(ENGLISH)
