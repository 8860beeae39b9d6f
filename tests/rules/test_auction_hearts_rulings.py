"""Auction Hearts irregularities: the same facts as Hearts, under Auction Hearts' not-covered ids."""

import referee


def test_auction_hearts_misdeal_wrong_counts():
    answer = referee.run("auction-hearts", "rulings/misdeal", {"players": 3, "dealer": 2, "cards_dealt": [17, 16, 18]})
    assert answer["misdeal"] is True and answer["grounds"] == ["auction-hearts.i-strip"]
    assert answer["rule"] == "auction-hearts.misdeal" and answer["basis"] == "not-covered"


def test_auction_hearts_dead_hand_reports_the_irregular_hand():
    answer = referee.run("auction-hearts", "rulings/dead-hand", {"players": 5, "hand_sizes": [10, 10, 10, 10, 9]})
    assert answer["irregular"] == [4] and answer["dead"] == [] and answer["rule"] == "auction-hearts.dead-hand"


def test_auction_hearts_revoke_proven_from_the_record():
    body = {
        "players": 3,
        "offender": 2,
        "kind": "failure-to-follow",
        "dealer": 0,
        "hands": [["AS", "KD"], ["2S", "3D"], ["4S", "5D"]],
        "plays": [{"seat": 1, "card": "2S"}, {"seat": 2, "card": "5D"}],
    }
    answer = referee.run("auction-hearts", "rulings/revoke", body)
    assert answer["proven"] is True and answer["index"] == 1 and answer["rule"] == "auction-hearts.revoke"
    assert answer["basis"] == "not-covered" and answer["must_still_pay"] is True
