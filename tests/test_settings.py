"""Settings: defaults, round trips, and bad values replaced (never raised)."""

import dataclasses
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from golf_game.engine import Mode
from golf_game.saved.settings import CardSize, Settings


def test_defaults_are_the_documented_ones() -> None:
    settings = Settings()
    assert settings.mode is Mode.MEDIUM
    assert settings.holes == 1
    assert settings.hints and settings.sound
    assert settings.legal_highlight and not settings.winnable_only
    assert settings.card_size is CardSize.NORMAL


settings_values = st.builds(
    Settings,
    mode=st.sampled_from(Mode),
    holes=st.sampled_from([1, 9]),
    hints=st.booleans(),
    legal_highlight=st.booleans(),
    sound=st.booleans(),
    reduced_motion=st.booleans(),
    card_size=st.sampled_from(CardSize),
    four_colour=st.booleans(),
    high_contrast=st.booleans(),
    winnable_only=st.booleans(),
)


@given(settings_values)
def test_round_trip_through_json(settings: Settings) -> None:
    data = json.loads(json.dumps(settings.to_dict()))
    assert Settings.from_dict(data) == (settings, [])


def test_every_field_is_written() -> None:
    names = {field.name for field in dataclasses.fields(Settings)}
    assert set(Settings().to_dict()) == names


def test_unknown_and_missing_keys() -> None:
    settings, warnings = Settings.from_dict({"sound": False, "from_the_future": 3})
    assert settings == Settings(sound=False)
    assert warnings == []


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("mode", "expert"),
        ("mode", 2),
        ("holes", 3),
        ("holes", True),
        ("holes", 9.0),
        ("hints", "yes"),
        ("hints", 1),
        ("card_size", "huge"),
        ("card_size", "NORMAL"),
    ],
)
def test_a_bad_value_takes_its_default_with_a_warning(key: str, value: object) -> None:
    data = {**Settings(sound=False).to_dict(), key: value}
    settings, warnings = Settings.from_dict(data)
    assert settings == dataclasses.replace(Settings(sound=False), **{key: getattr(Settings(), key)})
    assert len(warnings) == 1
    assert key in warnings[0]


@pytest.mark.parametrize("data", [None, [], "settings", 7])
def test_not_a_table_gives_defaults(data: object) -> None:
    settings, warnings = Settings.from_dict(data)
    assert settings == Settings()
    assert warnings
