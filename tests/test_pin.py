"""The operator's PIN: the pad opens the operator menu; wrong tries lock every
pad, growing, and nothing but time clears the lock; each try is logged and
audited; the PIN is kept as a salted hash; a PIN that cannot be read keeps
the exit closed, never falling back to the default."""

from __future__ import annotations

import io
import json
import logging
from pathlib import Path

import pygame
import pytest
from kiosk_helpers import FakeClock, Home, enter_pin, make_kiosk, tap_at
from ui_helpers import key

from golf_game.__main__ import main
from golf_game.saved.pin import (
    DEFAULT_PIN,
    FIRST_LOCK_SECONDS,
    FREE_TRIES,
    MAX_LOCK_SECONDS,
    PinGuard,
    PinState,
    Verdict,
    pin_problem,
)
from golf_game.saved.storage import Storage
from golf_game.scenes.hole import HoleScene
from golf_game.scenes.operator import OperatorScene
from golf_game.scenes.pin import (
    CANCEL,
    CLOSED_TITLE,
    DEFAULT_WARNING,
    PROMPT,
    NewPinScene,
    PinScene,
)

CHORD = (pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LALT | pygame.KMOD_LSHIFT)


def open_pad(app: object) -> PinScene:
    key(*CHORD)
    app.step()  # type: ignore[attr-defined]
    pad = app.stack.top  # type: ignore[attr-defined]
    assert isinstance(pad, PinScene)
    return pad


def test_the_chord_then_the_right_pin_opens_the_operator_menu(tmp_path: Path) -> None:
    app, _ = make_kiosk(tmp_path, FakeClock(), pin="97531")
    app.running = True
    pad = open_pad(app)
    enter_pin(app, DEFAULT_PIN)
    assert pad.message == "Wrong PIN" and app.stack.top is pad
    enter_pin(app, "97531")
    assert isinstance(app.stack.top, OperatorScene) and app.running
    assert not any(isinstance(scene, PinScene) for scene in app.stack)


def test_cancel_reopen_idle_reset_and_restart_all_keep_the_lock(tmp_path: Path) -> None:
    clock = FakeClock()
    app, kiosk = make_kiosk(tmp_path, clock, pin="97531")
    pad = open_pad(app)
    for _ in range(FREE_TRIES):
        enter_pin(app, "1111")
    assert pad.locked_for == FIRST_LOCK_SECONDS and pad.error
    tap_at(app, pad.keys[CANCEL].center)
    app.step()
    pad = open_pad(app)  # a fresh pad: still locked, keys off
    assert pad.locked_for == FIRST_LOCK_SECONDS and not pad.button("1").enabled
    enter_pin(app, "97531")  # ignored while locked
    assert app.stack.top is pad
    clock.now += FIRST_LOCK_SECONDS
    app.step()
    pad = open_pad(app)
    enter_pin(app, "2222")  # the fourth wrong try: a lock twice as long
    assert pad.locked_for == 2 * FIRST_LOCK_SECONDS
    clock.now += 30  # the idle reset closes the pad ...
    app.step()
    assert isinstance(app.stack.top, Home)
    assert kiosk.pin.locked_for() == 2 * FIRST_LOCK_SECONDS - 30  # ... but not the lock
    restarted = PinGuard.load(tmp_path, wall=clock)  # nor does a restart
    assert restarted.failures == FREE_TRIES + 1
    assert restarted.locked_for() == 2 * FIRST_LOCK_SECONDS - 30
    assert restarted.attempt("97531") is Verdict.LOCKED


def test_a_restart_during_the_lock_keeps_it(tmp_path: Path) -> None:
    clock = FakeClock()
    guard = PinGuard.load(tmp_path, wall=clock)
    for _ in range(FREE_TRIES):
        assert guard.attempt("0000") is Verdict.WRONG
    clock.now += 10
    again = PinGuard.load(tmp_path, wall=clock)
    assert again.locked_for() == FIRST_LOCK_SECONDS - 10
    assert again.attempt(DEFAULT_PIN) is Verdict.LOCKED


def test_the_lock_doubles_with_each_wrong_try_up_to_an_hour(tmp_path: Path) -> None:
    clock = FakeClock()
    guard = PinGuard.load(tmp_path, wall=clock)
    waits = []
    for _ in range(FREE_TRIES + 10):
        assert guard.attempt("0000") is Verdict.WRONG
        waits.append(guard.locked_for())
        clock.now += guard.locked_for()
    assert waits[: FREE_TRIES - 1] == [0.0] * (FREE_TRIES - 1)
    assert waits[FREE_TRIES - 1 : FREE_TRIES + 3] == [30.0, 60.0, 120.0, 240.0]
    assert waits[-1] == MAX_LOCK_SECONDS
    assert guard.attempt(DEFAULT_PIN) is Verdict.RIGHT
    assert guard.failures == 0 and guard.attempt("0000") is Verdict.WRONG
    assert guard.locked_for() == 0  # the right PIN gave the free tries back


def test_a_clock_set_back_neither_clears_nor_stretches_the_lock(tmp_path: Path) -> None:
    clock = FakeClock()
    guard = PinGuard.load(tmp_path, wall=clock)
    for _ in range(FREE_TRIES):
        guard.attempt("0000")
    clock.now -= 10 * 3600
    assert guard.locked_for() == FIRST_LOCK_SECONDS
    clock.now += FIRST_LOCK_SECONDS
    assert guard.locked_for() == 0


def test_the_pad_counts_down_on_the_guards_clock_and_wakes_the_loop(tmp_path: Path) -> None:
    clock = FakeClock()
    app, _ = make_kiosk(tmp_path, clock)
    pad = open_pad(app)
    assert not pad.error and pad.message == PROMPT
    for _ in range(FREE_TRIES):
        enter_pin(app, "1111")
    assert pad.message == "Wrong PIN: wait 30 s"
    assert app.wait_timeout() == pytest.approx(FIRST_LOCK_SECONDS)
    clock.now += FIRST_LOCK_SECONDS
    pad.update(0.0)
    assert not pad.error and pad.message == PROMPT and pad.button("1").enabled


def test_every_try_is_logged_and_counted_in_the_audits(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    app, kiosk = make_kiosk(tmp_path, FakeClock(), pin="97531")
    open_pad(app)
    with caplog.at_level(logging.WARNING, logger="golf_game.saved.pin"):
        enter_pin(app, "1111")
        enter_pin(app, "97531")
    lines = [record.getMessage() for record in caplog.records]
    assert any("wrong operator PIN" in line and "1 in a row" in line for line in lines)
    assert any("right operator PIN" in line for line in lines)
    assert "1111" not in " ".join(lines) and "97531" not in " ".join(lines)
    assert kiosk.audits.total["pin_wrong"] == 1 and kiosk.audits.total["pin_right"] == 1


def test_the_default_pin_is_called_out_on_the_pad_the_menu_and_in_the_log(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="golf_game.saved.pin"):
        PinGuard.load(tmp_path)
    assert any("default operator PIN is in use" in r.getMessage() for r in caplog.records)
    app, _ = make_kiosk(tmp_path, FakeClock())
    for _ in range(2):  # on every visit
        pad = open_pad(app)
        assert pad.note == DEFAULT_WARNING
        enter_pin(app, DEFAULT_PIN)
        menu = app.stack.top
        assert isinstance(menu, OperatorScene)
        assert any("default PIN is in use" in w.label for w in menu.widgets)
        menu.press("Back to the game")
        assert isinstance(app.stack.top, HoleScene)


def test_a_set_pin_is_not_called_out(tmp_path: Path) -> None:
    app, _ = make_kiosk(tmp_path, FakeClock(), pin="97531")
    pad = open_pad(app)
    assert pad.note == ""
    enter_pin(app, "97531")
    menu = app.stack.top
    assert isinstance(menu, OperatorScene)
    assert not any("default PIN" in w.label for w in menu.widgets)


def test_a_pin_of_twelve_digits_can_be_chosen_and_entered(tmp_path: Path) -> None:
    app, _ = make_kiosk(tmp_path, FakeClock(), pin="730159284613")
    open_pad(app)
    enter_pin(app, "730159284613")
    assert isinstance(app.stack.top, OperatorScene)


def test_pin_rules() -> None:
    assert pin_problem("730159") is None and pin_problem("7301") is None
    assert pin_problem(DEFAULT_PIN) is not None  # the published default
    for bad in ("123", "1234567890123", "12a4", "١٢٣٤", ""):
        assert pin_problem(bad) is not None


def test_the_pin_is_a_salted_hash_never_the_digits(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    for folder in (first, second):
        assert PinGuard.load(folder).set_pin("730159") is None
    texts = [(folder / "pin.json").read_text() for folder in (first, second)]
    assert all("730159" not in text for text in texts)
    hashes = [json.loads(text)["pin"]["hash"] for text in texts]
    assert hashes[0]["salt"] != hashes[1]["salt"] and hashes[0]["key"] != hashes[1]["key"]
    guard = PinGuard.load(first)
    assert guard.state is PinState.SET
    assert guard.attempt("730158") is Verdict.WRONG and guard.attempt("730159") is Verdict.RIGHT


def write_settings(folder: Path, text: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(text)


def test_a_clear_pin_in_settings_is_hashed_and_removed_on_first_load(tmp_path: Path) -> None:
    settings = {"schema": 1, "settings": {"mode": "hard", "kiosk_pin": "97531"}}
    write_settings(tmp_path, json.dumps(settings))
    guard = PinGuard.load(tmp_path)
    assert guard.state is PinState.SET
    assert "97531" not in (tmp_path / "settings.json").read_text()
    assert "97531" not in (tmp_path / "pin.json").read_text()
    assert Storage(tmp_path).settings.mode.value == "hard"  # the rest is kept
    assert PinGuard.load(tmp_path).attempt("97531") is Verdict.RIGHT


DAMAGED_PIN_FILES = {
    "not json": "pin = 97531",
    "trailing comma": '{"schema": 1, "pin": {"hash": null,}}',
    "byte junk": "\x00\x01\x02",
    "a list": '{"schema": 1, "pin": []}',
    "bad hash": '{"schema": 1, "pin": {"hash": {"algorithm": "md5"}}}',
    "short salt": (
        '{"schema": 1, "pin": {"hash": {"algorithm": "scrypt", "n": 16384, "r": 8, '
        '"p": 1, "salt": "00", "key": "00"}}}'
    ),
    "huge failures": '{"schema": 1, "pin": {"hash": null, "failures": ' + "9" * 5000 + "}}",
    "nan lock": '{"schema": 1, "pin": {"hash": null, "locked_until": NaN}}',
    "empty": "",
}


@pytest.mark.parametrize("name", sorted(DAMAGED_PIN_FILES))
def test_a_damaged_pin_file_keeps_the_exit_closed(tmp_path: Path, name: str) -> None:
    (tmp_path / "pin.json").write_text(DAMAGED_PIN_FILES[name])
    guard = PinGuard.load(tmp_path)
    assert guard.closed
    assert guard.attempt(DEFAULT_PIN) is Verdict.CLOSED
    assert PinGuard.load(tmp_path).closed  # the file is left for the operator
    assert (tmp_path / "pin.json").read_text() == DAMAGED_PIN_FILES[name]


DAMAGED_SETTINGS = {
    "bom and trailing comma": '\ufeff{"schema": 1, "settings": {"kiosk_pin": "97531",}}',
    "cut short": '{"schema": 1, "settings": {"kiosk_pin": "975',
    "bad pin": '{"schema": 1, "settings": {"kiosk_pin": "12"}}',
    "pin a number": '{"schema": 1, "settings": {"kiosk_pin": 97531}}',
}


@pytest.mark.parametrize("name", sorted(DAMAGED_SETTINGS))
def test_damaged_settings_before_the_move_never_open_the_default_pin(
    tmp_path: Path, name: str
) -> None:
    """Issue 17: damaged settings used to fall back to the published default PIN."""
    write_settings(tmp_path, DAMAGED_SETTINGS[name])
    assert PinGuard.load(tmp_path).closed
    Storage(tmp_path)  # sets the damaged settings aside (or rewrites them)
    guard = PinGuard.load(tmp_path)  # the next start: still closed
    assert guard.closed and guard.attempt(DEFAULT_PIN) is Verdict.CLOSED


def test_a_closed_pad_says_so_and_how_to_recover(tmp_path: Path) -> None:
    (tmp_path / "pin.json").write_text("junk")
    app, _ = make_kiosk(tmp_path, FakeClock())
    pad = open_pad(app)
    assert pad.message == CLOSED_TITLE and "--set-pin" in pad.note
    assert not pad.button("OK").enabled
    enter_pin(app, DEFAULT_PIN)
    assert app.stack.top is pad


def test_set_pin_reopens_a_closed_exit_and_keeps_the_damaged_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pin.json").write_text("junk")
    monkeypatch.setenv("GOLF_GAME_HOME", str(tmp_path))
    monkeypatch.setattr("sys.stdin", io.StringIO("730159\n"))
    assert main(["--set-pin"]) == 0
    assert [p.read_text() for p in tmp_path.glob("pin.json.bad-*")] == ["junk"]
    guard = PinGuard.load(tmp_path)
    assert guard.state is PinState.SET and guard.attempt("730159") is Verdict.RIGHT
    monkeypatch.setattr("sys.stdin", io.StringIO(DEFAULT_PIN + "\n"))
    assert main(["--set-pin"]) == 1  # the default is refused


def test_the_operator_changes_the_pin_twice_on_the_pad(tmp_path: Path) -> None:
    clock = FakeClock()
    app, kiosk = make_kiosk(tmp_path, clock)
    open_pad(app)
    enter_pin(app, DEFAULT_PIN)
    menu = app.stack.top
    assert isinstance(menu, OperatorScene)
    menu.press("Change PIN")
    assert isinstance(app.stack.top, NewPinScene)
    enter_pin(app, "24680")
    enter_pin(app, "24681")
    assert app.stack.top.message == "The two PINs differ: start again"
    enter_pin(app, DEFAULT_PIN)
    assert "default" in app.stack.top.message
    enter_pin(app, "730159")
    enter_pin(app, "730159")
    assert app.stack.top is menu and menu.message == "PIN changed"
    assert PinGuard.load(tmp_path, wall=clock).attempt("730159") is Verdict.RIGHT
    assert not kiosk.pin.is_default
