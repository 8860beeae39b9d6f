"""Hearts irregularities: the rules give no penalty, the referee reports the facts (not-covered)."""

import pytest

import referee
from referee.rulings import InvalidRecord


def test_hearts_misdeal_wrong_counts_are_reported():
    answer = referee.run("hearts", "rulings/misdeal", {"players": 5, "dealer": 2, "cards_dealt": [10, 11, 10, 9, 10]})
    assert answer["misdeal"] is True and answer["grounds"] == ["hearts.strip"] and answer["wrong_seats"] == [1, 3]
    assert answer["rule"] == "hearts.misdeal" and answer["basis"] == "not-covered" and answer["next_dealer"] == 2


def test_hearts_misdeal_correct_counts_are_no_misdeal():
    answer = referee.run("hearts", "rulings/misdeal", {"players": 6, "dealer": 0, "cards_dealt": [8] * 6})
    assert answer["misdeal"] is False and answer["grounds"] == [] and answer["cards_each"] == 8


def test_hearts_misdeal_counts_need_one_per_seat():
    with pytest.raises(InvalidRecord) as error:
        referee.run("hearts", "rulings/misdeal", {"players": 4, "dealer": 0, "cards_dealt": [13, 13, 13]})
    assert error.value.errors[0][0] == "/cards_dealt"


def test_hearts_dead_hand_reports_irregular_hands_but_kills_none():
    answer = referee.run(
        "hearts", "rulings/dead-hand", {"players": 4, "hand_sizes": [10, 11, 10, 10], "tricks_won": [1, 1, 1, 0]}
    )
    assert answer["dead"] == [] and answer["wins_pot"] is None and answer["irregular"] == [1]
    assert answer["expected_size"] == 10 and answer["rule"] == "hearts.dead-hand" and answer["basis"] == "not-covered"


def test_hearts_dead_hand_from_the_hands_themselves():
    answer = referee.run(
        "hearts", "rulings/dead-hand", {"players": 3, "hands": [["AS"], ["KS", "QS"], ["2H"]], "tricks_won": [16, 0, 0]}
    )
    assert answer["irregular"] == [1] and "1 card" in answer["explanation"]


def test_hearts_dead_hand_needs_exactly_one_description_of_the_hands():
    with pytest.raises(InvalidRecord) as error:
        referee.run("hearts", "rulings/dead-hand", {"players": 3})
    assert error.value.errors[0][0] == ""


def test_hearts_revoke_failure_to_follow_is_play_rejected():
    answer = referee.run(
        "hearts",
        "rulings/revoke",
        {"players": 4, "offender": 1, "kind": "failure-to-follow", "tricks_won": [0, 0, 0, 0]},
    )
    assert answer["penalty"] == "play-rejected" and answer["proven"] is None
    assert answer["rule"] == "hearts.revoke" and answer["basis"] == "not-covered"


def test_hearts_revoke_exposure_has_no_penalty():
    answer = referee.run("hearts", "rulings/revoke", {"players": 4, "offender": 1, "kind": "exposure"})
    assert answer["penalty"] == "none" and answer["receives_cards"] is True


HANDS = [["AS", "2H"], ["KS", "3H"], ["QS", "4H"], ["JS", "5D"]]


def test_hearts_revoke_proven_from_the_record():
    body = {
        "players": 4,
        "offender": 1,
        "kind": "failure-to-follow",
        "dealer": 3,
        "hands": HANDS,
        "plays": [{"seat": 0, "card": "AS"}, {"seat": 1, "card": "3H"}],
    }
    answer = referee.run("hearts", "rulings/revoke", body)
    assert answer["proven"] is True and answer["index"] == 1 and answer["card"] == "3H"
    assert answer["penalty"] == "play-rejected"


def test_hearts_revoke_not_proven_when_the_offender_followed():
    body = {
        "players": 4,
        "offender": 1,
        "kind": "failure-to-follow",
        "dealer": 3,
        "hands": HANDS,
        "plays": [{"seat": 0, "card": "AS"}, {"seat": 1, "card": "KS"}],
    }
    answer = referee.run("hearts", "rulings/revoke", body)
    assert answer["proven"] is False and answer["penalty"] == "none" and answer["index"] is None


def test_hearts_revoke_a_partial_record_is_a_422():
    with pytest.raises(InvalidRecord):
        referee.run(
            "hearts", "rulings/revoke", {"players": 4, "offender": 1, "kind": "failure-to-follow", "hands": HANDS}
        )
