"""Legality (follow-or-trump, the renege privilege) and the trick winner."""

import pytest

import referee
from referee.games.forty_five.play import judge_card, legality, trick_winner


def trick(*cards, first_seat=1, players=4):
    return [{"seat": (first_seat + i) % players, "card": card} for i, card in enumerate(cards)]


@pytest.mark.parametrize(
    "hand, led, trump, demoted, legal, rule",
    [
        pytest.param(
            ["AH", "4D", "KS"],
            ["7D"],
            "D",
            False,
            ["AH", "4D"],
            "forty-five.play.renege",
            id="forty-five.play.renege-must-trump",
        ),
        pytest.param(
            ["AH", "KS"],
            ["7D"],
            "D",
            False,
            ["AH", "KS"],
            "forty-five.play.renege",
            id="forty-five.play.renege-privileged-only",
        ),
        pytest.param(
            ["5D", "JD", "KS"],
            ["7D"],
            "D",
            False,
            ["5D", "JD", "KS"],
            "forty-five.play.renege",
            id="forty-five.play.renege-five-and-jack",
        ),
        pytest.param(
            ["JD", "KS"],
            ["5D"],
            "D",
            False,
            ["JD"],
            "forty-five.play.renege",
            id="forty-five.play.renege-jack-to-the-five",
        ),
        pytest.param(
            ["AH", "KS"],
            ["JD"],
            "D",
            False,
            ["AH"],
            "forty-five.play.renege",
            id="forty-five.play.renege-ah-to-the-jack",
        ),
        pytest.param(
            ["KS", "QC"],
            ["7D"],
            "D",
            False,
            ["KS", "QC"],
            "forty-five.play.renege",
            id="forty-five.play.renege-no-trump",
        ),
        pytest.param(
            ["JD", "KS"],
            ["7D", "5D"],
            "D",
            False,
            ["JD", "KS"],
            "forty-five.i-renege-led",
            id="forty-five.i-renege-led",
        ),
        pytest.param(
            ["AH", "KS"],
            ["7H"],
            "H",
            True,
            ["AH"],
            "forty-five.i-demoted-ace",
            id="forty-five.i-demoted-ace-loses-privilege",
        ),
        pytest.param(
            ["JS", "QS", "KH"],
            ["AH"],
            "S",
            False,
            ["JS", "QS"],
            "forty-five.play.renege",
            id="forty-five.play.renege-ah-led",
        ),
        pytest.param(
            ["2H", "KS", "AH"],
            ["3H"],
            "D",
            False,
            ["2H", "AH"],
            "forty-five.play.follow-or-trump",
            id="forty-five.play.follow-or-trump-follow",
        ),
        pytest.param(
            ["AH", "KS", "3D"],
            ["3H"],
            "D",
            False,
            ["AH", "KS", "3D"],
            "forty-five.play.follow-or-trump",
            id="forty-five.play.follow-or-trump-ah-is-not-a-heart",
        ),
        pytest.param(
            ["KC", "2S", "9S"],
            ["AS"],
            "D",
            False,
            ["2S", "9S"],
            "forty-five.play.follow-or-trump",
            id="forty-five.play.follow-or-trump-no-trump",
        ),
        pytest.param(
            ["KC", "2D"],
            ["AS"],
            "D",
            False,
            ["KC", "2D"],
            "forty-five.play.follow-or-trump",
            id="forty-five.play.follow-or-trump-void",
        ),
        pytest.param(["KC", "2D"], [], "D", False, ["KC", "2D"], "forty-five.play.lead", id="forty-five.play.lead"),
    ],
)
def test_legal_set_and_rule(hand, led, trump, demoted, legal, rule):
    judgement = legality(hand, trick(*led), trump, demoted)
    assert sorted(judgement.legal) == sorted(legal)
    assert judgement.rule == rule
    for card in hand:
        verdict = judge_card(judgement, hand, card)
        assert verdict[0] == (card in legal) and verdict[1] == rule
        assert card in verdict[2]


def test_forty_five_play_renege_explanation_names_the_cards():
    judgement = legality(["AH", "4D", "KS"], trick("7D"), "D")
    assert "7D" in judgement.explanation and "4D" in judgement.explanation and "AH" in judgement.explanation
    legal, rule, why = judge_card(judgement, ["AH", "4D", "KS"], "KS")
    assert not legal and "KS is not a trump" in why and "4D" in why


def test_forty_five_i_not_held_card_is_refused():
    assert judge_card(legality(["KS"], [], "D"), ["KS"], "AH") == (
        False,
        "forty-five.i-not-held",
        "You do not hold AH, so you cannot play it.",
    )


@pytest.mark.parametrize(
    "cards, trump, demoted, winner, card",
    [
        pytest.param(["7D", "AH", "3C", "KD"], "D", False, 2, "AH", id="forty-five.play.winner-trump"),
        pytest.param(["KS", "AS", "TS", "QS"], "D", False, 1, "KS", id="forty-five.play.winner-plain-black"),
        pytest.param(["2H", "3H", "KD", "TH"], "C", False, 4, "TH", id="forty-five.play.winner-plain-red"),
        pytest.param(["QD", "AD", "2S", "KC"], "H", False, 1, "QD", id="forty-five.play.winner-ad-lowest-diamond"),
        pytest.param(["2C", "TC", "KH", "AH"], "C", False, 4, "AH", id="forty-five.play.winner-ah-over-ace"),
        pytest.param(["AC", "2C"], "C", True, 2, "2C", id="forty-five.play.winner-demoted-ace"),
        pytest.param(
            ["3S", "2H", "4D", "5C", "6S", "7S", "8S", "9S", "TS", "JS"],
            "H",
            False,
            2,
            "2H",
            id="forty-five.play.winner-ten-players",
        ),
    ],
)
def test_forty_five_play_winner(cards, trump, demoted, winner, card):
    answer = trick_winner(trick(*cards, players=10), trump, demoted)
    assert (answer["winner"], answer["card"]) == (winner, card)
    assert answer["rule"] == "forty-five.play.winner" and card in answer["explanation"]


def test_forty_five_play_renege_one_excused_trump_is_named_in_the_singular():
    """forty-five.play.renege: "your trump AH need not be played", not "your trumps AH"."""
    one = referee.run(
        "forty-five",
        "check-move",
        {"trump": "D", "hand": ["AH", "KS"], "trick": [{"seat": 0, "card": "7D"}], "card": "KS"},
    )
    assert one["legal"] and "your trump AH need not be played" in one["explanation"]
    two = referee.run(
        "forty-five",
        "check-move",
        {"trump": "D", "hand": ["AH", "JD", "KS"], "trick": [{"seat": 0, "card": "7D"}], "card": "KS"},
    )
    assert two["legal"] and "your trumps AH and JD need not be played" in two["explanation"]
