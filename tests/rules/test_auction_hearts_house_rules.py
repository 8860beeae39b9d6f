"""Auction Hearts' house rules borrowed from Hearts, for the penalty suit the auction names. Each test names
its rule id."""

import pytest

import referee
from referee.rulings import InvalidRecord


def legal(body: dict) -> dict:
    return referee.run("auction-hearts", "legal-moves", body)


def test_auction_hearts_first_trick_keeps_the_penalty_suit_off_the_first_trick():
    body = {
        "hand": ["AS", "KS", "3D"],
        "trick": [{"seat": 0, "card": "2C"}],
        "played": [],
        "penalty_suit": "S",
        "no_points_first_trick": True,
    }
    answer = legal(body)
    assert (answer["legal"], answer["rule"]) == (["3D"], "auction-hearts.first-trick")
    assert legal({**body, "played": ["4C", "5C", "6C", "7C"]})["legal"] == ["AS", "KS", "3D"]


def test_auction_hearts_i_first_trick_points_only_the_penalty_suit_costs_chips():
    answer = legal(
        {
            "hand": ["AH", "QS", "3D"],
            "trick": [{"seat": 0, "card": "2C"}],
            "played": [],
            "penalty_suit": "D",
            "no_points_first_trick": True,
        }
    )
    assert answer["legal"] == ["AH", "QS"]


def test_auction_hearts_penalty_broken_no_lead_of_the_penalty_suit_until_broken():
    body = {"hand": ["AD", "3S"], "trick": [], "penalty_suit": "D", "hearts_broken": "required"}
    assert legal({**body, "played": ["2C", "3C", "4C", "5C"]})["legal"] == ["3S"]
    assert legal({**body, "played": ["2C", "3C", "4C", "5D"]})["legal"] == ["AD", "3S"]
    assert legal({**body, "played": ["2C", "3C", "4C", "5H"]})["rule"] == "auction-hearts.penalty-broken"


def test_auction_hearts_i_played_the_house_rules_need_played_and_penalty_suit():
    with pytest.raises(InvalidRecord) as error:
        legal({"hand": ["AD"], "trick": [], "played": [], "hearts_broken": "required"})
    assert error.value.errors[0][0] == "/penalty_suit"
    with pytest.raises(InvalidRecord) as error:
        legal({"hand": ["AD"], "trick": [], "penalty_suit": "D", "hearts_broken": "required"})
    assert error.value.errors[0][0] == "/played"
    with pytest.raises(InvalidRecord):
        legal({"hand": ["AD"], "trick": [], "played": [], "penalty_suit": "D", "hearts_broken": "required-qs-breaks"})
