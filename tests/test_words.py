"""The shared wording of the screens: scores, counts, headlines, golf's
words, refusals and hints, each from values."""

from __future__ import annotations

from golf_game.engine import END, Card, Mode, Move, Outcome, Refusal, RefusalKind
from golf_game.view import page_words, words


def test_strokes_are_signed_with_a_plain_zero() -> None:
    assert [words.strokes(v) for v in (-3, 0, 2)] == ["-3", "0", "+2"]
    assert words.strokes(None) == "-"
    assert words.strokes(1.25, digits=1) == "+1.2"
    assert words.strokes(4.0, signed=False, digits=1) == "4.0"
    assert words.strokes(7, signed=False) == "7"


def test_counts_and_cards_left() -> None:
    assert words.count(1, "hole") == "1 hole"
    assert words.count(0, "hole") == "0 holes"
    assert words.cards_left(1, "in the stock") == "1 card left in the stock"
    assert words.cards_left(5, "on the table") == "5 cards left on the table"


def test_headlines_per_outcome() -> None:
    assert words.headline(Outcome.WON) == "Cleared!"
    assert words.headline(Outcome.STUCK) == "Stuck"
    assert words.headline(Outcome.ENDED) == "Hole ended"
    assert words.headline(Outcome.PLAYING) == "Hole over"


def test_level_with_par() -> None:
    assert words.level(0) == "level with par"
    assert words.level(-2) == "2 under par"
    assert words.level(3) == "3 over par"
    assert words.against_par(4, 3) == "Bogey"
    assert words.against_par(3, 3) == "Par: the best this deal allows"


def test_refusal_with_the_screen_s_card_labels() -> None:
    refusal = Refusal(RefusalKind.SAME_RANK, Card.from_str("8H"), Card.from_str("8C"), 0)
    assert words.refusal(refusal, lambda card: card.label) == (
        f"{Card.from_str('8H').label} is not adjacent to {Card.from_str('8C').label}: "
        "an 8 cannot go on an 8: same rank"
    )
    assert words.refusal(Refusal(RefusalKind.EMPTY_STOCK), str) == "The stock is empty"


def test_hint_and_step_words() -> None:
    assert words.hint("it opens a run", 2) == "Hint (column 3): it opens a run"
    assert words.hint("draw now", None) == "Hint: draw now"
    assert words.step_words(Move.draw()) == "the draw"
    assert words.step_words(Move.play(4)) == "the play from column 5"
    assert words.step_words(END) == "the end of the hole"
    assert words.mode_line(Mode.HARD) == "Hard. Dead King: nothing may be played onto a King."
    assert (words.sound(True), words.sound(False)) == ("Sound on", "Sound off")


def test_number_words_and_the_help_counts_from_the_engine() -> None:
    from golf_game.engine import COLUMN_HEIGHT, COLUMNS, STOCK_SIZE, TABLEAU_SIZE

    assert [page_words.number_word(n) for n in (0, 5, 7, 9, 12)] == [
        "zero",
        "five",
        "seven",
        "nine",
        "12",
    ]
    assert page_words.aim()[1][0] == (
        "35 cards lie face up in seven columns of five. One card starts the waste; "
        "16 wait face down in the stock."
    )
    assert (TABLEAU_SIZE, COLUMNS, COLUMN_HEIGHT, STOCK_SIZE) == (35, 7, 5, 16)


def test_golf_words() -> None:
    assert [words.golf_word(d) for d in (-3, -2, -1, 0, 1, 2, 3)] == [
        "Albatross",
        "Eagle",
        "Birdie",
        "Par",
        "Bogey",
        "Double bogey",
        "Triple bogey",
    ]
    assert words.golf_word(5) == "+5"
    assert words.against_par(3, 1) == "Double bogey"


def test_a_deal_is_named_one_way_everywhere() -> None:
    from golf_game.saved.game_file import DealName

    assert words.deal_title(Mode.MEDIUM, DealName(7)) == "Medium - Deal #7"
    assert words.deal_title(Mode.EASY, DealName(31, winnable=True)) == "Easy - Winnable deal #31"
    assert words.deal_title(Mode.HARD, DealName(5, daily="2026-12-01")) == "Hard - Daily 2026-12-01"
    assert words.deal_title(Mode.EASY, DealName(None)) == "Easy - Typed deal"
    daily = DealName(5, daily="2026-12-01")
    assert words.hole_title(Mode.HARD, daily, 2, 9) == "Hard - Daily 2026-12-01 - hole 2 of 9"
    assert words.hole_title(Mode.HARD, DealName(7), 1, 1) == "Hard - Deal #7"


def test_scores_far_over_par_are_said_once() -> None:
    assert words.against_par(36, 3) == "33 over par"
    assert words.against_par(6, 3) == "Triple bogey"


def test_par_on_a_deal_that_cannot_be_cleared_is_a_success() -> None:
    assert words.headline(Outcome.STUCK, 3, 3) == "Par! The best this deal allows"
    assert words.headline(Outcome.ENDED, 2, 3) == "Par! The best this deal allows"
    assert words.headline(Outcome.STUCK, 4, 3) == "Stuck"
    assert words.headline(Outcome.STUCK, 3, None) == "Stuck"
    assert words.headline(Outcome.WON, -2, -2) == "Cleared!"
    assert not words.reached_par(Outcome.PLAYING, 3, 3)
    assert words.best_possible(3) == "Best possible: 3 cards left"
    assert words.best_possible(1) == "Best possible: 1 card left"


def test_the_questions_name_what_is_lost() -> None:
    from golf_game.play.game import Stake

    single = Stake(Mode.EASY, 1, 1, 4, 0, 0)
    assert words.abandon_question(single)[0] == "Abandon this deal?"
    assert "4 moves" in words.abandon_question(single)[1]
    round_ = Stake(Mode.EASY, 2, 9, 0, 1, 5)
    question, detail = words.abandon_question(round_)
    assert question == "Abandon hole 2 of 9?" and "1 hole, total +5" in detail
    assert "Easy, hole 2 of 9" in words.replace_saved_question(round_)[1]
    assert words.restart_question(single)[0] == "Restart this deal?"


def test_a_finished_hole_points_to_the_button_it_has() -> None:
    assert words.hole_over(True).endswith("or New for another deal")
    assert "New" not in words.hole_over(False) and "Card" in words.hole_over(False)
