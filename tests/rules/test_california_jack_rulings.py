"""Misdeal, dead hand and revoke: the facts, with basis not-covered where the rules give no penalty."""

import pytest
from california_jack_support import shuffled_deck

import referee
from referee.cards import FULL_PACK

GAME = "california-jack"


def ruling(name, **body):
    return referee.run(GAME, f"rulings/{name}", body)


def test_california_jack_misdeal_wrong_number_dealt():
    answer = ruling("misdeal", dealer=1, cards_dealt=[6, 7])
    assert answer["misdeal"] is True and answer["grounds"] == ["california-jack.deal"]
    assert answer["wrong_counts"] == [1] and answer["next_dealer"] == 1
    assert answer["rule"] == "california-jack.misdeal" and answer["basis"] == "not-covered"
    assert "seat 1 was dealt 7 cards, not 6" in answer["explanation"]


def test_california_jack_misdeal_wrong_deck_names_repeated_and_missing_cards():
    deck = list(FULL_PACK)
    deck[5] = "AS"
    answer = ruling("misdeal", dealer=0, deck=deck)
    assert answer["misdeal"] is True and answer["repeated"] == ["AS"] and answer["missing"] == [FULL_PACK[5]]
    assert "AS" in answer["explanation"] and FULL_PACK[5] in answer["explanation"]


def test_california_jack_misdeal_short_deck():
    answer = ruling("misdeal", dealer=0, deck=list(FULL_PACK[:50]))
    assert answer["misdeal"] is True and answer["missing"] == list(FULL_PACK[50:]) and answer["repeated"] == []


def test_california_jack_misdeal_a_good_deal_is_not_one():
    answer = ruling("misdeal", dealer=0, cards_dealt=[6, 6], deck=shuffled_deck(1), pack_uncut=True)
    assert answer["misdeal"] is False and answer["grounds"] == [] and answer["basis"] == "not-covered"
    assert "no ground of pack_uncut" in answer["explanation"]


@pytest.mark.parametrize(
    "body, irregular, expected",
    [
        pytest.param({"hand_sizes": [6, 6]}, [], 6, id="california-jack.dead-hand-right-at-the-start"),
        pytest.param({"hand_sizes": [6, 5]}, [1], 6, id="california-jack.dead-hand-one-short"),
        pytest.param({"hand_sizes": [7, 7]}, [0, 1], 6, id="california-jack.dead-hand-both-long"),
        pytest.param(
            {"hand_sizes": [6, 6], "tricks_won": [10, 10]}, [], 6, id="california-jack.dead-hand-stock-just-out"
        ),
        pytest.param({"hand_sizes": [4, 4], "tricks_won": [12, 10]}, [], 4, id="california-jack.dead-hand-after-stock"),
        pytest.param({"hand_sizes": [4, 5], "tricks_won": [12, 10]}, [1], 4, id="california-jack.dead-hand-long"),
        pytest.param(
            {"hands": [["AS", "KS"], ["QS"]], "tricks_won": [14, 10]}, [1], 2, id="california-jack.dead-hand-from-hands"
        ),
    ],
)
def test_dead_hand(body, irregular, expected):
    """california-jack.dead-hand: the rules have no dead hand, so dead is always empty; the seats holding the
    wrong number of cards are reported in irregular."""
    answer = ruling("dead-hand", **body)
    assert answer["dead"] == [] and answer["wins_pot"] is None
    assert answer["irregular"] == irregular and answer["expected"] == expected
    assert answer["rule"] == "california-jack.dead-hand" and answer["basis"] == "not-covered"


def test_california_jack_dead_hand_explanation():
    answer = ruling("dead-hand", hand_sizes=[6, 5], tricks_won=[1, 0])
    assert answer["explanation"] == (
        "Seat 1 holds 5, but with 1 trick complete each player should hold 6 cards; "
        "the rules have no dead hand, so no hand is dead and the referee only reports "
        "the irregular one."
    )


def test_california_jack_i_revoke_failure_to_follow_is_rejected():
    answer = ruling("revoke", offender=1, kind="failure-to-follow")
    assert answer["penalty"] == "play-rejected" and answer["receives_cards"] is True
    assert answer["must_still_pay"] is False
    assert answer["rule"] == "california-jack.i-revoke" and answer["basis"] == "interpretation"


def test_california_jack_exposure_has_no_penalty():
    answer = ruling("revoke", offender=0, kind="exposure", tricks_won=[3, 2], players=2)
    assert answer["penalty"] == "none" and answer["receives_cards"] is True and answer["must_still_pay"] is False
    assert answer["rule"] == "california-jack.exposure" and answer["basis"] == "not-covered"
