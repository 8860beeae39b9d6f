"""Auction Hearts settlement: chips per penalty card, the winner, the split, the odd chip, the jackpot."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.games.hearts.rules import SUIT_COUNTS
from referee.rulings import InvalidRecord


def settle(taken, players=4, bid=3, bidder=1, suit="S", pot_before=0, **extra):
    return referee.run(
        "auction-hearts",
        "settle",
        {
            "players": players,
            "bid": bid,
            "bidder": bidder,
            "penalty_suit": suit,
            "taken": taken,
            "pot_before": pot_before,
            **extra,
        },
    )


def test_auction_hearts_settle_one_clear_player_takes_the_whole_pot():
    answer = settle([0, 2, 6, 5], pot_before=4)
    assert answer["pot"] == 4 + 3 + 13 and answer["winners"] == [0] and answer["payouts"] == [20, 0, 0, 0]
    assert answer["jackpot"] is False and answer["carry"] == 0 and answer["rule"] == "auction-hearts.settle"
    assert answer["next_deal"] == {
        "bidding": True,
        "names_suit": None,
        "penalty_suit": None,
        "rule": "auction-hearts.bid",
    }


def test_auction_hearts_settle_two_clear_players_divide_an_even_pot():
    answer = settle([0, 0, 8, 5], bid=5)
    assert answer["payouts"] == [9, 9, 0, 0] and answer["carry"] == 0 and answer["rule"] == "auction-hearts.settle"


def test_auction_hearts_i_odd_chip_stays_in_the_pot():
    answer = settle([0, 0, 8, 5], bid=4)
    assert answer["pot"] == 17 and answer["payouts"] == [8, 8, 0, 0] and answer["carry"] == 1
    assert answer["rule"] == "auction-hearts.i-odd-chip" and answer["winners"] == [0, 1]


def test_auction_hearts_jackpot_more_than_two_clear():
    answer = settle([0, 0, 0, 13], players=4)
    assert answer["rule"] != "auction-hearts.jackpot"  # one player took them all: that check comes first
    answer = settle([0, 0, 0, 7, 6], players=5, suit="S")
    assert answer["jackpot"] is True and answer["rule"] == "auction-hearts.jackpot" and answer["carry"] == answer["pot"]
    assert answer["payouts"] == [0] * 5 and answer["next_deal"] == {
        "bidding": False,
        "names_suit": 1,
        "penalty_suit": None,
        "rule": "auction-hearts.jackpot",
    }


def test_auction_hearts_i_all_taken_is_a_jackpot_before_the_split():
    answer = settle([0, 0, 12], players=3, suit="C", bid=2, bidder=0)
    assert answer["jackpot"] is True and answer["rule"] == "auction-hearts.i-all-taken" and answer["winners"] == []
    assert answer["carry"] == 14


def test_auction_hearts_i_all_taken_means_the_stripped_suit():
    answer = settle([11, 0, 0, 0, 0, 0], players=6, suit="C")
    assert answer["rule"] == "auction-hearts.i-all-taken"


def test_auction_hearts_i_none_clear_is_a_jackpot():
    answer = settle([3, 3, 4, 3])
    assert answer["jackpot"] is True and answer["rule"] == "auction-hearts.i-none-clear" and answer["carry"] == 16


def test_auction_hearts_i_jackpot_no_namer_hearts_again():
    answer = settle([1, 1, 11], players=3, bid=None, bidder=None, suit="H")
    assert answer["next_deal"] == {
        "bidding": False,
        "names_suit": None,
        "penalty_suit": "H",
        "rule": "auction-hearts.i-jackpot-no-namer",
    }


def test_auction_hearts_i_rename_after_a_jackpot_deal_the_same_player_names_again():
    answer = settle(
        [2, 2, 9], players=3, bid=None, bidder=None, suit="D", jackpot_deal=True, previous_bidder=2, pot_before=13
    )
    assert answer["jackpot"] and answer["pot"] == 26 and answer["next_deal"]["names_suit"] == 2


@pytest.mark.parametrize(
    "body, pointer",
    [
        ({"taken": [0, 2, 6, 4]}, "/taken"),
        ({"taken": [0, 2, 6]}, "/taken"),
        ({"taken": [0, 2, 6, 5], "bidder": None}, "/bidder"),
        ({"taken": [0, 2, 6, 5], "bid": None}, "/bid"),
        ({"taken": [0, 2, 6, 5], "bidder": 4}, "/bidder"),
        ({"taken": [0, 2, 6, 5], "jackpot_deal": True}, "/bid"),
        ({"taken": [0, 2, 6, 5], "bid": None, "bidder": None}, "/penalty_suit"),
    ],
)
def test_auction_hearts_settle_impossible_input_is_a_422(body, pointer):
    with pytest.raises(InvalidRecord) as error:
        settle(**body)
    assert error.value.errors[0][0] == pointer


@settings(max_examples=60)
@given(st.integers(3, 6), st.sampled_from("SHDC"), st.integers(0, 30), st.integers(1, 20), st.randoms())
def test_auction_hearts_settle_chips_are_conserved(players, suit, pot_before, bid, rng):
    taken = [0] * players
    for _ in range(SUIT_COUNTS[players][suit]):
        taken[rng.randrange(players)] += 1
    answer = settle(taken, players=players, suit=suit, bid=bid, bidder=0, pot_before=pot_before)
    assert answer["pot"] == pot_before + bid + sum(taken) == sum(answer["payouts"]) + answer["carry"]
    assert answer["jackpot"] == (answer["winners"] == [])
    assert all(taken[seat] == 0 for seat in answer["winners"]) and len(answer["winners"]) <= 2
