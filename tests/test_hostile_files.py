"""Saved files a hostile or careless world leaves: none stops the game or eats
its memory, each is set aside byte for byte (or read as what it is), and every
message is short and also reaches the log (issue 17)."""

from __future__ import annotations

import json
import logging
import os
import threading
from pathlib import Path

import pygame
import pytest

from golf_game.engine import Deal, Mode
from golf_game.saved.limits import MAX_FILE_BYTES, MAX_MESSAGE, quote
from golf_game.saved.records import Records
from golf_game.saved.settings import Settings
from golf_game.saved.storage import GAME, KINDS, RECORDS, SETTINGS, Storage, _Kind
from golf_game.view.theme import MAX_LINE_CHARS, Art

HUGE_INT = "7" * 5000


def write(folder: Path, kind: _Kind, payload: str) -> Path:
    path = folder / kind.file
    path.write_text(f'{{"schema": 1, "{kind.key}": {payload}}}', encoding="utf-8")
    return path


def load_all(folder: Path) -> tuple[Storage, list[str]]:
    """Start the storage as the game does (settings, records, then the game)."""
    storage = Storage(folder)
    storage.load_game()
    return storage, storage.take_messages()


def aside(folder: Path, kind: _Kind) -> list[Path]:
    return sorted(folder.glob(f"{kind.file}.bad-*"))


def game_payload(steps: str = "") -> str:
    deal = Deal.from_seed(3).to_line()
    hole = {"deal": deal, "steps": steps, "locked": False}
    data = {"mode": "medium", "hole_count": 1, "seed": 3, "hole_number": 1, "holes": [hole]}
    return json.dumps(data)


PAYLOADS = {
    SETTINGS: f'{{"holes": {HUGE_INT}}}',
    RECORDS: f'{{"easy": {{"1": {{"played": {HUGE_INT}}}}}}}',
    GAME: game_payload().replace('"seed": 3', f'"seed": {HUGE_INT}'),
}


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.file)
def test_a_5000_digit_number_is_set_aside_byte_for_byte(tmp_path: Path, kind: _Kind) -> None:
    path = write(tmp_path, kind, PAYLOADS[kind])
    original = path.read_bytes()
    storage, messages = load_all(tmp_path)
    assert storage.settings == Settings() and storage.records == Records()
    assert any("too many digits" in text for text in messages), messages
    [kept] = aside(tmp_path, kind)
    assert kept.read_bytes() == original
    # The next start is clean: the file is no longer in the way.
    assert load_all(tmp_path)[1] == []


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.file)
def test_a_symlink_to_a_device_is_set_aside_unread(
    tmp_path: Path, kind: _Kind, device: str
) -> None:
    (tmp_path / kind.file).symlink_to(device)
    _, messages = load_all(tmp_path)
    assert any("a device, not a plain file" in text for text in messages), messages
    [kept] = aside(tmp_path, kind)
    assert os.readlink(kept) == device  # the link itself is kept, as it was


def run_briefly(target: object) -> bool:
    """Run ``target`` in a thread; True if it ended within 10 s (a read of a
    FIFO would block for ever)."""
    worker = threading.Thread(target=target, daemon=True)  # type: ignore[arg-type]
    worker.start()
    worker.join(10)
    return not worker.is_alive()


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.file)
def test_a_fifo_never_blocks_start_up(tmp_path: Path, kind: _Kind) -> None:
    os.mkfifo(tmp_path / kind.file)
    found: list[list[str]] = []
    assert run_briefly(lambda: found.append(load_all(tmp_path)[1]))
    assert any("a pipe (FIFO)" in text for text in found[0]), found
    [kept] = aside(tmp_path, kind)
    assert kept.is_fifo()


def test_a_folder_in_the_place_of_a_file_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / SETTINGS.file).mkdir()
    (tmp_path / SETTINGS.file / "inside").write_text("kept")
    storage, messages = load_all(tmp_path)
    assert any("a folder" in text for text in messages)
    [kept] = aside(tmp_path, SETTINGS)
    assert (kept / "inside").read_text() == "kept"
    assert storage.save_settings(Settings(mode=Mode.HARD)) is None
    assert Storage(tmp_path).settings.mode is Mode.HARD


def test_a_50_mb_steps_string_is_set_aside_unread(tmp_path: Path) -> None:
    path = write(tmp_path, GAME, game_payload(steps="T " * 25_000_000))
    size = path.stat().st_size
    _, messages = load_all(tmp_path)
    assert any("is too large" in text for text in messages), messages
    [kept] = aside(tmp_path, GAME)
    assert kept.stat().st_size == size


def test_a_steps_string_under_the_size_cap_but_too_long_is_refused(tmp_path: Path) -> None:
    write(tmp_path, GAME, game_payload(steps="T " * 20_000))
    _, messages = load_all(tmp_path)
    assert any("steps is too long" in text for text in messages), messages
    assert all(len(text) <= MAX_MESSAGE + 40 for text in messages)


def test_a_200000_character_setting_is_quoted_shortly(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    write(tmp_path, SETTINGS, json.dumps({"mode": "x" * 200_000}))
    with caplog.at_level(logging.WARNING, logger="golf_game.saved.storage"):
        storage, messages = load_all(tmp_path)
    assert storage.settings.mode is Settings().mode
    [message] = messages
    assert len(message) <= MAX_MESSAGE + 40 and "200,000 characters" in message
    # Every storage message also reaches the log (stderr, the journal).
    assert message in caplog.messages


def test_a_200000_character_key_in_records_is_quoted_shortly(tmp_path: Path) -> None:
    write(tmp_path, RECORDS, json.dumps({"k" * 200_000: {}}))
    _, messages = load_all(tmp_path)
    [message] = messages
    assert len(message) <= MAX_MESSAGE + 40


def test_a_2_mb_key_in_records_is_set_aside_unread(tmp_path: Path) -> None:
    write(tmp_path, RECORDS, json.dumps({"k" * 2_000_000: {}}))
    _, messages = load_all(tmp_path)
    assert any("is too large" in text for text in messages)
    [kept] = aside(tmp_path, RECORDS)
    assert kept.stat().st_size > MAX_FILE_BYTES


def test_many_bad_entries_are_named_three_and_counted(tmp_path: Path) -> None:
    write(tmp_path, RECORDS, json.dumps({f"mode{n}": {} for n in range(5000)}))
    _, messages = load_all(tmp_path)
    [message] = messages
    assert "and 4,997 more" in message and len(message) <= MAX_MESSAGE + 40


def test_a_byte_order_mark_is_read_as_the_file_it_is(tmp_path: Path) -> None:
    text = json.dumps({"schema": 1, "settings": {"mode": "hard", "four_colour": True}})
    (tmp_path / SETTINGS.file).write_bytes(b"\xef\xbb\xbf" + text.encode())
    storage, messages = load_all(tmp_path)
    assert messages == []
    assert storage.settings.mode is Mode.HARD and storage.settings.four_colour
    assert aside(tmp_path, SETTINGS) == []


def test_one_trailing_comma_is_forgiven_and_said(tmp_path: Path) -> None:
    text = '{"schema": 1,\n "settings": {"mode": "hard", "four_colour": true,\n}}'
    path = tmp_path / SETTINGS.file
    path.write_text(text)
    storage, messages = load_all(tmp_path)
    assert storage.settings.four_colour and storage.settings.mode is Mode.HARD
    [message] = messages
    assert "comma before a closing bracket on line 2" in message
    assert path.read_text() == text  # read as it is; not rewritten, not set aside


def test_a_comma_inside_a_string_is_never_taken(tmp_path: Path) -> None:
    # The parser stops after "hard" at the stray '}'; no comma is next to it.
    write(tmp_path, SETTINGS, '{"mode": "hard,}", "sound": false}}')
    _, messages = load_all(tmp_path)
    assert any("damaged or cut short" in text for text in messages)


def test_two_trailing_commas_set_the_file_aside(tmp_path: Path) -> None:
    path = tmp_path / SETTINGS.file
    path.write_text('{"schema": 1, "settings": {"mode": "hard", "sound": false,},}')
    original = path.read_bytes()
    storage, messages = load_all(tmp_path)
    assert storage.settings == Settings()
    assert any("damaged or cut short" in text for text in messages)
    [kept] = aside(tmp_path, SETTINGS)
    assert kept.read_bytes() == original


@pytest.mark.parametrize(
    ("value", "most"),
    [("x" * 200_000, 80), (list(range(10_000)), 40), (10**5000, 40), ({"a": 1}, 40)],
    ids=["long string", "long list", "5000 digits", "small table"],
)
def test_quote_never_shows_more_than_a_few_dozen_characters(value: object, most: int) -> None:
    assert len(quote(value)) <= most


def test_a_huge_line_is_drawn_cut_to_a_bounded_surface() -> None:
    pygame.font.init()
    art = Art()
    image = art.text("W" * 8_000_000, 20, (255, 255, 255))
    # About MAX_LINE_CHARS letters of at most the font size each, not 8 million.
    assert image.get_width() <= 20 * (MAX_LINE_CHARS + 40)
