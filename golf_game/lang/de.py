"""German: the game's visible texts, keyed by their English (golf_game.lang).

Written for a player reading a card game: "du", short button words, and
golf's terms as German golfers use them (Birdie, Eagle, Bogey, Par stay).
tests/test_lang.py checks that every text the game translates is here with
the same {placeholders}, and that nothing here is left over.
"""

TEXTS: dict[str, str] = {}
