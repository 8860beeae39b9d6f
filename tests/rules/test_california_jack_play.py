"""Legality (legal-moves and check-move share one check) and the trick winner."""

import pytest
from california_jack_support import plain_legal, plain_winner
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.cards import FULL_PACK, SUITS

GAME = "california-jack"


def legal_moves(hand, trump, led=None, **options):
    trick = [{"seat": 1, "card": led}] if led else []
    return referee.run(GAME, "legal-moves", {"trump": trump, "hand": hand, "trick": trick, **options})


def check(card, hand, trump, led=None, **options):
    trick = [{"seat": 1, "card": led}] if led else []
    return referee.run(GAME, "check-move", {"trump": trump, "hand": hand, "trick": trick, "card": card, **options})


@pytest.mark.parametrize(
    "hand, trump, led, options, legal, rule",
    [
        pytest.param(
            ["AH", "4D", "KS"],
            "D",
            None,
            {},
            ["AH", "4D", "KS"],
            "california-jack.play.follow",
            id="california-jack.play.follow-leader-any-card",
        ),
        pytest.param(
            ["AH", "4D", "KS", "2S"],
            "D",
            "7S",
            {},
            ["KS", "2S"],
            "california-jack.play.follow",
            id="california-jack.play.follow-must-follow",
        ),
        pytest.param(
            ["AH", "4D", "KS"],
            "D",
            "9D",
            {},
            ["4D"],
            "california-jack.play.follow",
            id="california-jack.play.follow-trump-led-is-a-suit",
        ),
        pytest.param(
            ["AH", "4D", "KS"],
            "C",
            "7D",
            {},
            ["4D"],
            "california-jack.play.follow",
            id="california-jack.play.follow-plain-suit-even-holding-no-trump",
        ),
        pytest.param(
            ["AH", "4D", "KS"],
            "D",
            "7C",
            {},
            ["4D"],
            "california-jack.i-must-trump",
            id="california-jack.i-must-trump-void-holding-trump",
        ),
        pytest.param(
            ["AH", "4D", "9D", "KS"],
            "D",
            "7C",
            {},
            ["4D", "9D"],
            "california-jack.i-must-trump",
            id="california-jack.i-must-trump-any-trump",
        ),
        pytest.param(
            ["AH", "4D", "KS"],
            "D",
            "7C",
            {"void_must_trump": False},
            ["AH", "4D", "KS"],
            "california-jack.i-must-trump",
            id="california-jack.i-must-trump-lenient-option",
        ),
        pytest.param(
            ["AH", "KS"],
            "D",
            "7C",
            {},
            ["AH", "KS"],
            "california-jack.play.follow",
            id="california-jack.play.follow-void-no-trump-any-card",
        ),
    ],
)
def test_legal_moves(hand, trump, led, options, legal, rule):
    answer = legal_moves(hand, trump, led, **options)
    assert answer["legal"] == legal and answer["rule"] == rule
    assert answer["basis"] == ("interpretation" if ".i-" in rule else "rule")
    for card in legal:
        assert card in answer["explanation"]


def test_california_jack_i_must_trump_explanation_names_the_cards():
    answer = check("AH", ["AH", "4D", "KS"], "D", "7C")
    assert answer["legal"] is False
    assert answer["explanation"] == (
        "AH is not legal: 7C was led and you hold no clubs but hold the trump 4D "
        "(diamonds are trump), so you must play a trump (4D)."
    )


def test_california_jack_play_follow_check_move_says_why():
    assert check("KS", ["AH", "4D", "KS"], "D", "7S") == {
        "legal": True,
        "rule": "california-jack.play.follow",
        "basis": "rule",
        "explanation": "KS is legal: 7S was led and you hold KS, so you must follow suit.",
    }
    refused = check("4D", ["AH", "4D", "KS"], "D", "7S")
    assert refused["legal"] is False and "(KS)" in refused["explanation"]


def test_california_jack_i_not_held_check_move_of_a_card_not_in_hand():
    answer = check("QS", ["AH", "4D", "KS"], "D", "7S")
    assert answer["legal"] is False and answer["rule"] == "california-jack.i-not-held"
    assert answer["basis"] == "interpretation" and "QS" in answer["explanation"]


hands = st.lists(st.sampled_from(FULL_PACK), min_size=2, max_size=7, unique=True)


@settings(max_examples=150)
@given(cards=hands, trump=st.sampled_from(SUITS), leads=st.booleans(), lenient=st.booleans())
def test_legal_moves_and_check_move_agree_with_a_plain_reading(cards, trump, leads, lenient):
    led = cards[0] if leads else None
    hand = cards[1:]
    legal = legal_moves(hand, trump, led, void_must_trump=not lenient)
    assert legal["legal"] == plain_legal(hand, led, trump, not lenient)
    for card in hand:
        verdict = check(card, hand, trump, led, void_must_trump=not lenient)
        assert verdict["legal"] == (card in legal["legal"])
        assert verdict["rule"] == legal["rule"]


@pytest.mark.parametrize(
    "plays, trump, winner, card",
    [
        pytest.param(["7D", "AH"], "C", 0, "7D", id="california-jack.play.winner-off-suit-loses"),
        pytest.param(["7D", "KD"], "C", 1, "KD", id="california-jack.rank-king-beats-seven"),
        pytest.param(["AS", "KS"], "H", 0, "AS", id="california-jack.rank-ace-high"),
        pytest.param(["TS", "JS"], "H", 1, "JS", id="california-jack.rank-jack-beats-ten"),
        pytest.param(["2S", "3S"], "H", 1, "3S", id="california-jack.rank-two-low"),
        pytest.param(["AS", "2H"], "H", 1, "2H", id="california-jack.play.winner-lowest-trump-beats-ace"),
        pytest.param(["9H", "TH"], "H", 1, "TH", id="california-jack.play.winner-highest-trump"),
        pytest.param(["QH", "5C"], "H", 0, "QH", id="california-jack.play.winner-trump-led-holds"),
    ],
)
def test_trick_winner(plays, trump, winner, card):
    answer = referee.run(
        GAME, "trick-winner", {"trump": trump, "plays": [{"seat": 0, "card": plays[0]}, {"seat": 1, "card": plays[1]}]}
    )
    assert (answer["winner"], answer["card"]) == (winner, card)
    assert answer["rule"] == "california-jack.play.winner" and answer["basis"] == "rule"
    assert card in answer["explanation"]


def test_california_jack_play_winner_explains_in_words():
    answer = referee.run(
        GAME, "trick-winner", {"trump": "D", "plays": [{"seat": 1, "card": "7C"}, {"seat": 0, "card": "4D"}]}
    )
    assert answer["explanation"] == "Seat 0 wins with 4D: 4D is the only trump (diamonds)."
    answer = referee.run(
        GAME, "trick-winner", {"trump": "D", "plays": [{"seat": 1, "card": "7C"}, {"seat": 0, "card": "KC"}]}
    )
    assert answer["explanation"] == "Seat 0 wins with KC: no trump was played and KC is the highest club, the suit led."


@settings(max_examples=150)
@given(
    pair=st.lists(st.sampled_from(FULL_PACK), min_size=2, max_size=2, unique=True),
    trump=st.sampled_from(SUITS),
    leader=st.integers(0, 1),
)
def test_trick_winner_agrees_with_a_plain_reading(pair, trump, leader):
    plays = [{"seat": leader, "card": pair[0]}, {"seat": 1 - leader, "card": pair[1]}]
    answer = referee.run(GAME, "trick-winner", {"trump": trump, "plays": plays})
    expected = plain_winner(plays[0], plays[1], trump)
    assert (answer["winner"], answer["card"]) == (expected["seat"], expected["card"])


def test_california_jack_i_out_of_turn_snapshot_the_leader_asks_again():
    """Seat 0 led the trick: asked for seat 0, legal-moves and check-move give the out-of-turn ruling, as every
    game does (tests/rules/test_snapshot_turns.py), not a 422."""
    body = {"trump": "S", "hand": ["2H", "9C"], "trick": [{"seat": 0, "card": "3H"}], "seat": 0}
    moves = referee.run("california-jack", "legal-moves", body)
    assert (moves["legal"], moves["rule"], moves["basis"]) == ([], "california-jack.i-out-of-turn", "interpretation")
    card = referee.run("california-jack", "check-move", {**body, "card": "2H"})
    assert (card["legal"], card["rule"]) == (False, "california-jack.i-out-of-turn")
    assert card["explanation"] == "Seat 0 has already played to this trick, so it is not its turn."
    follower = referee.run("california-jack", "check-move", {**body, "seat": 1, "card": "2H"})
    assert (follower["legal"], follower["rule"]) == (True, "california-jack.play.follow")
