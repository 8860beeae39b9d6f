"""Auction Hearts bidding: check-bid and the auction inside adjudicate."""

import pytest

import referee
from referee.rulings import InvalidRecord


def check(bids, bid, seat=None, players=4, dealer=0, **extra):
    body = {"players": players, "dealer": dealer, "bids": [{"seat": s, "bid": b} for s, b in bids], "bid": bid, **extra}
    if seat is not None:
        body["seat"] = seat
    return referee.run("auction-hearts", "check-bid", body)


def test_auction_hearts_bid_first_bidder_is_dealers_left_and_any_bid_of_one_up():
    answer = check([], 1)
    assert answer["legal"] is True and answer["next_seat"] == 1 and answer["minimum_bid"] == 1
    assert answer["rule"] == "auction-hearts.bid"


def test_auction_hearts_bid_must_be_higher_than_the_preceding_bid():
    answer = check([(1, 3), (2, None)], 3)
    assert answer["legal"] is False and answer["minimum_bid"] == 4 and answer["high_bidder"] == 1
    assert "Seat 1 bid 3, so a bid must be at least 4; 3 is not higher." == answer["explanation"]
    assert check([(1, 3), (2, None)], 4)["legal"] is True


def test_auction_hearts_i_bid_a_pass_is_always_allowed_and_zero_is_no_bid():
    assert check([(1, 3)], None)["legal"] is True
    answer = check([], 0)
    assert answer["legal"] is False and answer["rule"] == "auction-hearts.i-bid"


@pytest.mark.parametrize("bid", [-5, -(2**53 - 1)])
def test_auction_hearts_i_bid_any_whole_number_under_1_is_judged_not_refused(bid):
    answer = check([], bid)
    assert (answer["legal"], answer["rule"]) == (False, "auction-hearts.i-bid")


def test_auction_hearts_i_bid_limit_a_bid_past_a_million_chips_is_judged_illegal():
    assert check([], 1_000_000)["legal"] is True
    for bid in (1_000_001, 2**53 - 1):
        answer = check([], bid)
        assert (answer["legal"], answer["rule"], answer["basis"]) == (
            False,
            "auction-hearts.i-bid-limit",
            "interpretation",
        )
        assert f"so {bid:,} may not be bid" in answer["explanation"]
    deal = referee.run(
        "auction-hearts", "deal", {"players": 4, "dealer": 0, "hand_number": 0, "server_seed": "ab" * 16}
    )
    in_a_record = referee.adjudicate("auction-hearts", {**deal["record"], "bids": [{"seat": 1, "bid": 1_000_001}]})
    assert (in_a_record["violation"]["phase"], in_a_record["violation"]["rule"]) == (
        "bid",
        "auction-hearts.i-bid-limit",
    )


@pytest.mark.parametrize("bid", [2**53, -(2**53), 3.0, "3", True])
def test_auction_hearts_i_bid_what_is_not_a_whole_number_is_a_422_naming_bid(bid):
    with pytest.raises(InvalidRecord) as refused:
        check([], bid)
    assert [pointer for pointer, _ in refused.value.errors] == ["/bid"]


def test_auction_hearts_i_out_of_turn_bid():
    answer = check([(1, 3)], 5, seat=3)
    assert answer["legal"] is False and answer["rule"] == "auction-hearts.i-out-of-turn" and answer["next_seat"] == 2


def test_auction_hearts_bid_each_player_bids_only_once():
    answer = check([(1, 3), (2, None), (3, 4), (0, None)], 9, seat=1)
    assert answer["legal"] is False and answer["next_seat"] is None and "auction is over" in answer["explanation"]


def test_auction_hearts_jackpot_deal_has_no_bidding():
    answer = check([], 2, jackpot_deal=True)
    assert answer["legal"] is False and answer["rule"] == "auction-hearts.jackpot"


def test_auction_hearts_bid_illegal_earlier_bids_are_a_422_at_that_bid():
    with pytest.raises(InvalidRecord) as error:
        check([(1, 3), (2, 2)], 5)
    assert error.value.errors[0][0] == "/bids/1"


HANDS = [["2S", "AH"], ["3S", "KH"], ["4S", "QH"], ["5S", "JH"]]


def deal(bids, plays=(), penalty_suit=None, **extra):
    body = {
        "players": 4,
        "dealer": 3,
        "hands": HANDS,
        "bids": [{"seat": s, "bid": b} for s, b in bids],
        "plays": [{"seat": s, "card": c} for s, c in plays],
        **extra,
    }
    if penalty_suit:
        body["penalty_suit"] = penalty_suit
    return referee.adjudicate("auction-hearts", body)


def test_auction_hearts_bid_a_low_bid_in_the_record_is_a_bid_phase_violation():
    answer = deal([(0, 3), (1, 2)])
    assert answer["violation"]["phase"] == "bid" and answer["violation"]["index"] == 1
    assert answer["violation"]["rule"] == "auction-hearts.bid" and answer["valid"] is False


def test_auction_hearts_i_auction_first_no_play_before_every_player_bid():
    answer = deal([(0, 3)], plays=[(0, "2S")])
    assert answer["violation"]["rule"] == "auction-hearts.i-auction-first"
    assert answer["violation"]["phase"] == "play" and answer["auction"] is None


def test_auction_hearts_bid_a_record_that_stops_inside_the_auction_has_no_score_yet():
    answer = deal([(0, 3), (1, None)])
    assert answer["valid"] is True and answer["violation"] is None and answer["complete"] is False
    assert answer["score"] is None and answer["auction"] is None and answer["tricks"] == []
    assert answer["rule"] == "auction-hearts.bid" and "seat 2 is to bid" in answer["explanation"]


def test_auction_hearts_bid_a_faulty_auction_has_no_score():
    assert deal([(0, 3), (1, 2)])["score"] is None


def test_auction_hearts_name_the_high_bidder_names_the_suit():
    answer = deal([(0, 3), (1, None), (2, 5), (3, None)], penalty_suit="S")
    assert answer["auction"]["high_bidder"] == 2 and answer["auction"]["bid"] == 5
    assert answer["auction"]["penalty_suit"] == "S" and answer["auction"]["rule"] == "auction-hearts.name"


def test_auction_hearts_name_a_missing_suit_is_a_422():
    with pytest.raises(InvalidRecord) as error:
        deal([(0, 3), (1, None), (2, 5), (3, None)])
    assert error.value.errors[0][0] == "/penalty_suit"


def test_auction_hearts_i_all_pass_hearts_and_nothing_paid():
    answer = deal([(0, None), (1, None), (2, None), (3, None)])
    assert answer["auction"]["penalty_suit"] == "H" and answer["auction"]["rule"] == "auction-hearts.i-all-pass"
    wrong = deal([(0, None), (1, None), (2, None), (3, None)], penalty_suit="S")
    assert wrong["violation"]["phase"] == "name" and wrong["violation"]["rule"] == "auction-hearts.i-all-pass"


def test_auction_hearts_jackpot_deal_a_bid_is_a_violation():
    answer = deal([(0, 3)], jackpot_deal=True, previous_bidder=2, penalty_suit="D")
    assert answer["violation"]["phase"] == "bid" and answer["violation"]["rule"] == "auction-hearts.jackpot"


def test_auction_hearts_i_rename_previous_bidder_names_any_suit_on_a_jackpot_deal():
    answer = deal([], jackpot_deal=True, previous_bidder=2, penalty_suit="D")
    assert answer["valid"] and answer["auction"]["named_by"] == 2 and answer["auction"]["penalty_suit"] == "D"
    assert answer["auction"]["rule"] == "auction-hearts.i-rename" and answer["auction"]["bid"] is None


def test_auction_hearts_bid_a_bid_out_of_turn_in_a_record_whose_play_has_no_seat_at_the_table_is_refused_422():
    # The plays' own checks (each by a seat at the table) wait for a replay that stops early: a bid violation
    # stops it before the play, and the record is still refused for its plays, as before any ruling.
    from tests.rules.test_hearts_engine import auction_record

    record = auction_record([{"seat": 2, "bid": 3}], plays=[{"seat": 5, "card": "2C"}])
    with pytest.raises(InvalidRecord) as refused:
        referee.adjudicate("auction-hearts", record)
    assert refused.value.errors[0][0] == "/plays/0/seat"


def test_auction_hearts_bid_a_state_settles_the_turn_and_the_least_bid_when_made_and_is_never_changed():
    # The replay asks whether the auction is over, who bids next and the least bid at every bid: each is settled
    # once, when the state is made (a stored value, not worked out again at every question), and a bid gives a new
    # state, so a position's copy can share its state.
    from referee.games.auction_hearts.bidding import AuctionState

    for question in ("over", "to_bid", "minimum_bid"):
        assert not isinstance(getattr(AuctionState, question), property), question
    state = AuctionState(4, 2)
    assert (state.over, state.to_bid, state.minimum_bid) == (False, 3, 1)
    after = state.after(3, 5).after(0, None).after(1, None)
    assert (after.over, after.to_bid, after.minimum_bid, after.high_bidder, after.high_bid) == (False, 2, 6, 3, 5)
    assert (state.turns_taken, state.high_bidder, state.to_bid) == (0, None, 3)  # the first state is as it was
    last = after.after(2, 6)
    assert (last.over, last.to_bid, last.minimum_bid, last.high_bidder) == (True, None, 7, 2)
