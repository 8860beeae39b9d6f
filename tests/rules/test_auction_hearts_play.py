"""Auction Hearts play: Hearts' play under the penalty suit, the first lead, whole deals and their pot."""

import pytest
from hearts_deals import deal, play_deal
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.engine.replay import opening
from referee.games import RULES
from referee.games.hearts.rules import PACKS, SUIT_COUNTS
from referee.rulings import InvalidRecord


def test_auction_hearts_play_follow_suit_as_in_hearts():
    answer = referee.run(
        "auction-hearts", "legal-moves", {"hand": ["AS", "4D", "KD"], "trick": [{"seat": 1, "card": "7D"}]}
    )
    assert answer["legal"] == ["4D", "KD"] and answer["rule"] == "auction-hearts.play"
    answer = referee.run(
        "auction-hearts", "check-move", {"hand": ["AS", "4D"], "trick": [{"seat": 1, "card": "7D"}], "card": "AS"}
    )
    assert answer["legal"] is False and answer["rule"] == "auction-hearts.play"


def test_auction_hearts_play_the_penalty_suit_has_no_trump_privilege():
    answer = referee.run(
        "auction-hearts",
        "trick-winner",
        {"plays": [{"seat": 0, "card": "2D"}, {"seat": 1, "card": "AS"}, {"seat": 2, "card": "3D"}]},
    )
    assert answer["winner"] == 2 and answer["rule"] == "auction-hearts.play"


def test_auction_hearts_settle_score_counts_the_penalty_suit():
    answer = referee.run(
        "auction-hearts",
        "score",
        {"players": 4, "penalty_suit": "S", "captured": [["2S", "AH"], ["QS", "KS", "2C"], [], []]},
    )
    assert answer["points"] == [1, 2, 0, 0] and answer["rule"] == "auction-hearts.settle"


@pytest.mark.parametrize("players, card", [(3, "2C"), (5, "2D"), (6, "2S")])
def test_auction_hearts_i_strip_packs_as_in_hearts(players, card):
    with pytest.raises(InvalidRecord) as error:
        referee.run(
            "auction-hearts",
            "score",
            {"players": players, "penalty_suit": "S", "captured": [[card]] + [[]] * (players - 1)},
        )
    assert error.value.errors[0][0] == "/captured/0/0"


HANDS = [["2S", "AH"], ["3S", "KH"], ["4S", "QH"], ["5S", "JH"]]
PASSES = [{"seat": seat, "bid": None} for seat in (0, 1, 2, 3)]
BIDS = [{"seat": 0, "bid": 2}, {"seat": 1, "bid": None}, {"seat": 2, "bid": 5}, {"seat": 3, "bid": None}]


def record(plays, bids=BIDS, **extra):
    return {
        "players": 4,
        "dealer": 3,
        "hands": HANDS,
        "bids": bids,
        "penalty_suit": "S",
        "plays": [{"seat": s, "card": c} for s, c in plays],
        **extra,
    }


def test_auction_hearts_i_first_lead_dealers_left_by_default():
    answer = referee.adjudicate("auction-hearts", record([(2, "4S")]))
    assert answer["violation"]["rule"] == "auction-hearts.i-out-of-turn" and answer["violation"]["phase"] == "play"
    assert "seat 0, the dealer's left" in answer["violation"]["explanation"]


def test_auction_hearts_i_first_lead_high_bidder_option():
    answer = referee.adjudicate("auction-hearts", record([(2, "4S"), (3, "5S")], first_lead="high-bidder"))
    assert answer["valid"] is True and answer["tricks"][0]["leader"] == 2
    answer = referee.adjudicate("auction-hearts", record([(0, "2S")], first_lead="high-bidder"))
    assert "seat 2, who bid highest" in answer["violation"]["explanation"]


def test_auction_hearts_i_first_lead_namer_when_all_pass_dealers_left_leads():
    answer = referee.adjudicate(
        "auction-hearts", record([(0, "2S")], bids=PASSES, first_lead="high-bidder", penalty_suit="H")
    )
    assert answer["valid"] is True and answer["tricks"][0]["leader"] == 0
    answer = referee.adjudicate(
        "auction-hearts", record([(1, "3S")], bids=[], jackpot_deal=True, previous_bidder=1, first_lead="high-bidder")
    )
    assert answer["valid"] is True and answer["tricks"][0]["leader"] == 1


def test_auction_hearts_i_first_lead_namer_the_protocol_starts_where_adjudicate_does():
    """The Game protocol's start and adjudicate ask one opening_leader: the high bidder, the previous bidder on a
    jackpot deal, the dealer's left when all pass or by default."""
    game = RULES["auction-hearts"]
    for body, leader in [
        (record([], first_lead="high-bidder"), 2),
        (record([], bids=[], jackpot_deal=True, previous_bidder=1, first_lead="high-bidder"), 1),
        (record([], bids=PASSES, first_lead="high-bidder", penalty_suit="H"), 0),
        (record([]), 0),
    ]:
        assert opening(game, body).leader == leader
        first = {"seat": leader, "card": HANDS[leader][0]}
        assert referee.adjudicate("auction-hearts", {**body, "plays": [first]})["tricks"][0]["leader"] == leader


def test_auction_hearts_i_not_held_in_a_record():
    answer = referee.adjudicate("auction-hearts", record([(0, "AS")]))
    assert answer["violation"]["rule"] == "auction-hearts.i-not-held"


def test_auction_hearts_i_game_over_a_play_after_the_last_trick():
    plays = [(0, "2S"), (1, "3S"), (2, "4S"), (3, "5S"), (3, "JH"), (0, "AH"), (1, "KH"), (2, "QH"), (0, "AH")]
    answer = referee.adjudicate("auction-hearts", record(plays))
    assert answer["violation"]["rule"] == "auction-hearts.i-game-over" and answer["violation"]["index"] == 8


def test_auction_hearts_misdeal_finding_withholds_the_settlement():
    plays = [(0, "2S"), (1, "3S"), (2, "4S"), (3, "5S"), (3, "JH"), (0, "AH"), (1, "KH"), (2, "QH")]
    answer = referee.adjudicate("auction-hearts", record(plays))
    assert answer["complete"] is True and answer["score"]["points"] == [0, 0, 0, 4]
    assert answer["irregularities"][0]["rule"] == "auction-hearts.misdeal" and answer["settlement"] is None


DEALS = st.tuples(st.integers(3, 6), st.integers(0, 5), st.randoms(use_true_random=False), st.sampled_from("SHDC"))


@settings(max_examples=25)
@given(DEALS, st.integers(0, 20))
def test_auction_hearts_random_legal_deals_settle_the_pot(table, pot_before):
    players, dealer, rng, suit = table
    dealer %= players
    hands = deal(players, rng)
    plays, points, _ = play_deal(hands, dealer, rng, penalty_suit=suit)
    bidder = (dealer + 2) % players
    bids = [
        {"seat": (dealer + 1 + turn) % players, "bid": 3 if (dealer + 1 + turn) % players == bidder else None}
        for turn in range(players)
    ]
    answer = referee.adjudicate(
        "auction-hearts",
        {
            "players": players,
            "dealer": dealer,
            "hands": hands,
            "bids": bids,
            "penalty_suit": suit,
            "plays": plays,
            "pot_before": pot_before,
        },
    )
    assert answer["valid"] and answer["complete"] and answer["score"]["points"] == points
    assert sum(points) == SUIT_COUNTS[players][suit]
    assert sorted(p["card"] for t in answer["tricks"] for p in t["plays"]) == sorted(PACKS[players])
    settlement = answer["settlement"]
    assert settlement["pot"] == pot_before + 3 + sum(points) == sum(settlement["payouts"]) + settlement["carry"]
    assert settlement == referee.run(
        "auction-hearts",
        "settle",
        {
            "players": players,
            "bid": 3,
            "bidder": bidder,
            "penalty_suit": suit,
            "taken": points,
            "pot_before": pot_before,
        },
    )


@settings(max_examples=20)
@given(DEALS, st.integers(0, 50))
def test_auction_hearts_a_single_illegal_play_is_caught_at_its_index(table, where):
    players, dealer, rng, suit = table
    dealer %= players
    hands = deal(players, rng)
    plays, _, states = play_deal(hands, dealer, rng)
    index = where % (len(plays) - 1)
    holding, _, to_act = states[index]
    elsewhere = [card for seat, hand in enumerate(holding) if seat != to_act for card in hand]
    bad = {"seat": to_act, "card": rng.choice(elsewhere)}
    passes = [{"seat": (dealer + 1 + turn) % players, "bid": None} for turn in range(players)]
    answer = referee.adjudicate(
        "auction-hearts",
        {
            "players": players,
            "dealer": dealer,
            "hands": hands,
            "bids": passes,
            "plays": plays[:index] + [bad] + plays[index + 1 :],
        },
    )
    assert answer["violation"]["index"] == index and answer["violation"]["phase"] == "play"
    assert answer["violation"]["rule"] == "auction-hearts.i-not-held" and answer["settlement"] is None
