"""Auction Forty-Fives, rule by rule and option by option (docs/auction-forty-fives.md): each test names the
rule id or option it proves. The deal they share: dealer 0; seat 1 holds the top hearts, seat 3 the diamonds."""

import pytest
from result_support import revoking_deal

import referee
from referee.cards import FULL_PACK
from referee.games import GAMES, game_part
from referee.games.auction_forty_fives.rules import CATALOGUE, Options

GAME = "auction-forty-fives"
HANDS = [
    ["AS", "KS", "QS", "2D", "3D"],
    ["5H", "JH", "AH", "KH", "2C"],
    ["5D", "JD", "3S", "4S", "6S"],
    ["KC", "QC", "9D", "8D", "7D"],
]
STOCK = [card for card in FULL_PACK if all(card not in hand for hand in HANDS)]
HELD_AUCTION = [
    {"seat": 1, "bid": 20},
    {"seat": 2, "bid": None},
    {"seat": 3, "bid": 25},
    {"seat": 0, "bid": "hold"},
    {"seat": 1, "bid": 30},
    {"seat": 3, "bid": None},
    {"seat": 0, "bid": None},
]
DISCARDS = [
    {"seat": 1, "cards": ["2C"]},
    {"seat": 2, "cards": ["3S", "4S", "6S"]},
    {"seat": 3, "cards": []},
    {"seat": 0, "cards": ["2D", "3D"]},
]


def record(**changes) -> dict:
    base = {
        "players": 4,
        "dealer": 0,
        "hands": HANDS,
        "stock": STOCK,
        "bids": HELD_AUCTION,
        "trump": "H",
        "discards": DISCARDS,
        "plays": [],
    }
    return {**base, **changes}


def won_by(seat: int, bid: int = 20, dealer: int = 0, players: int = 4) -> list:
    """An auction ``seat`` wins at ``bid``, the others passing in their turn."""
    order = [(dealer + 1 + turn) % players for turn in range(players)]
    return [{"seat": each, "bid": bid if each == seat else None} for each in order]


def check_bid(bids: list, bid, **more) -> dict:
    return referee.run(GAME, "check-bid", {"players": 4, "dealer": 0, "bids": bids, "bid": bid, **more})


def violation(answer: dict) -> tuple:
    found = answer["violation"]
    return found["phase"], found["index"], found["rule"]


# -- the table and the deal ----------------------------------------------------------------------------------------


def test_auction_forty_fives_players_four_or_six_in_two_sides_by_parity():
    assert GAMES[GAME].player_counts == (4, 6)
    with pytest.raises(referee.InvalidRecord) as refused:
        referee.adjudicate(GAME, record(players=5, hands=[*HANDS, STOCK[:5]], stock=STOCK[5:]))
    assert refused.value.errors[0][0] == "/players"
    claim = {"players": 4, "trump": "H", "hands": [["AS"], ["5H"], ["8S"], ["7D"]], "trick": [], "leader": 2}
    # seat 3's side is seats 1 and 3: seat 1's 5H takes the trick for it
    assert referee.run(GAME, "rulings/claim", {**claim, "claim": {"seat": 3, "tricks": 1}})["holds"]
    assert not referee.run(GAME, "rulings/claim", {**claim, "claim": {"seat": 0, "tricks": 1}})["holds"]


def test_auction_forty_fives_deal_3_then_2_from_the_dealers_left_and_the_rest_is_the_stock():
    body = {"players": 6, "dealer": 2, "hand_number": 9, "server_seed": "cd" * 16, "client_seeds": []}
    dealt = referee.run(GAME, "deal", body)
    deck = dealt["deck"]
    assert dealt["rule"] == "auction-forty-fives.deal" and "turned" not in dealt
    assert dealt["hands"][3] == deck[0:3] + deck[18:20]  # seat 3 is the dealer's left
    assert dealt["hands"][2] == deck[15:18] + deck[28:30]  # the dealer is dealt last
    assert dealt["stock"] == deck[30:] and len(dealt["stock"]) == 22
    assert dealt["record"] == {
        "players": 6,
        "dealer": 2,
        "hands": dealt["hands"],
        "stock": dealt["stock"],
        "bids": [],
        "discards": [],
        "plays": [],
        "hand_number": 9,
    }
    assert referee.adjudicate(GAME, dealt["record"])["valid"]


def test_auction_forty_fives_i_fair_deal_verify_names_a_changed_stock():
    body = {"players": 4, "dealer": 0, "hand_number": 1, "server_seed": "ef" * 16, "client_seeds": ["01"]}
    dealt = referee.run(GAME, "deal", body)
    check = {**body, "commitment": dealt["commitment"], "hands": dealt["hands"], "stock": dealt["stock"][::-1]}
    answer = referee.run(GAME, "deal/verify", check)
    assert answer["rule"] == "auction-forty-fives.i-fair-deal" and not answer["deal_matches"]
    assert [difference["seat"] for difference in answer["differences"]] == [None]


def test_auction_forty_fives_i_misdeal_record_a_short_stock_is_a_misdeal_not_an_error():
    answer = referee.adjudicate(GAME, record(stock=STOCK[1:], bids=[], trump=None, discards=[]))
    assert answer["valid"] and answer["hand_over"] and answer["score"] is None
    assert answer["rule"] == "auction-forty-fives.i-misdeal-record"
    assert "51 cards, not the whole pack of 52" in answer["irregularities"][0]["explanation"]
    after = referee.adjudicate(GAME, record(stock=STOCK[1:], bids=won_by(1), trump=None, discards=[]))
    assert violation(after) == ("bid", 0, "auction-forty-fives.i-misdeal-record")


def test_auction_forty_fives_misdeal_ruling_is_forty_fives_at_a_table_of_4_or_6():
    answer = referee.run(GAME, "rulings/misdeal", {"players": 6, "dealer": 5, "dealer_exposed_card": True})
    assert answer["misdeal"] and answer["grounds"] == ["forty-five.misdeal.exposed"] and answer["next_dealer"] == 0
    with pytest.raises(referee.InvalidRecord):
        referee.run(GAME, "rulings/misdeal", {"players": 5, "dealer": 0})


# -- the auction ---------------------------------------------------------------------------------------------------


def test_auction_forty_fives_bid_goes_round_once_without_a_hold_and_the_highest_bid_wins():
    bids = [{"seat": 1, "bid": 15}, {"seat": 2, "bid": 20}, {"seat": 3, "bid": None}, {"seat": 0, "bid": None}]
    answer = referee.adjudicate(GAME, record(bids=bids, discards=[]))
    assert answer["auction"] == {"bidder": 2, "bid": 20, "trump": "H"}
    # the round is over: seat 1 may not bid again
    refused = referee.adjudicate(GAME, record(bids=[*bids, {"seat": 1, "bid": 25}], trump=None, discards=[]))
    assert violation(refused) == ("bid", 4, "auction-forty-fives.bid")


def test_auction_forty_fives_bid_value_multiples_of_5_from_the_minimum_to_30_each_higher():
    assert check_bid([], 15)["legal"] and check_bid([], 30)["legal"]
    for bid in (0, 10, 17, 35):
        answer = check_bid([], bid)
        assert (answer["legal"], answer["rule"]) == (False, "auction-forty-fives.bid.value"), bid
    assert not check_bid([{"seat": 1, "bid": 25}], 25)["legal"]
    assert "(only the dealer may hold)" in check_bid([{"seat": 1, "bid": 25}], 25)["explanation"]


@pytest.mark.parametrize("bid", [-5, 0, 1005, 2**53 - 1, -(2**53 - 1)])
def test_auction_forty_fives_bid_value_any_whole_number_is_a_bid_and_judged(bid):
    answer = check_bid([], bid)
    assert (answer["legal"], answer["rule"]) == (False, "auction-forty-fives.bid.value")
    assert f"so {bid} may not be bid" in answer["explanation"]
    in_a_record = referee.adjudicate(GAME, record(bids=[{"seat": 1, "bid": bid}], trump=None, discards=[]))
    assert violation(in_a_record) == ("bid", 0, "auction-forty-fives.bid.value")


@pytest.mark.parametrize("bid", [2**53, -(2**53), 20.0, 2.5, "20", True])
def test_auction_forty_fives_bid_value_what_is_not_a_whole_number_is_a_422_naming_bid(bid):
    with pytest.raises(referee.InvalidRecord) as refused:
        check_bid([], bid)
    assert [pointer for pointer, _ in refused.value.errors] == ["/bid"]
    with pytest.raises(referee.InvalidRecord) as refused:
        referee.adjudicate(GAME, record(bids=[{"seat": 1, "bid": bid}], trump=None, discards=[]))
    assert [pointer for pointer, _ in refused.value.errors] == ["/bids/0/bid"]


def test_auction_forty_fives_min_bid_20_refuses_15():
    assert check_bid([], 20, min_bid=20)["legal"]
    answer = check_bid([], 15, min_bid=20)
    assert not answer["legal"] and "from 20 to 30" in answer["explanation"]


def test_auction_forty_fives_bid_hold_by_the_dealer_only_then_rebidding_until_all_but_one_pass():
    opening = [{"seat": 1, "bid": 20}, {"seat": 2, "bid": None}, {"seat": 3, "bid": 25}]
    assert check_bid(opening, "hold")["rule"] == "auction-forty-fives.bid.hold" and check_bid(opening, "hold")["legal"]
    assert not check_bid(opening[:1], "hold")["legal"]  # seat 2 is not the dealer
    assert not check_bid([], "hold", seat=1)["legal"]
    # after the hold seat 1 (outbid, not passed) bids again; seat 3 passes; the dealer holds again; seat 1 passes
    bids = [*opening, {"seat": 0, "bid": "hold"}, {"seat": 1, "bid": 30}, {"seat": 3, "bid": None}]
    assert check_bid(bids, "hold")["legal"]
    bids += [{"seat": 0, "bid": "hold"}, {"seat": 1, "bid": None}]
    answer = referee.adjudicate(GAME, record(bids=bids, discards=[]))
    assert answer["valid"] and answer["auction"] == {"bidder": 0, "bid": 30, "trump": "H"}
    state = referee.state(GAME, record(bids=bids, trump=None, discards=[]))
    assert (state["phase"], state["to_act"], state["trump_suits"]) == ("bid", 0, ["S", "H", "D", "C"])


def test_auction_forty_fives_bid_passed_player_stays_out_after_the_hold():
    bids = [{"seat": 1, "bid": None}, {"seat": 2, "bid": 20}, {"seat": 3, "bid": None}, {"seat": 0, "bid": "hold"}]
    assert check_bid(bids, 25)["next_seat"] == 2  # seat 1 passed: seat 2 is next
    answer = check_bid(bids, 25, seat=1)
    assert (answer["legal"], answer["rule"]) == (False, "auction-forty-fives.bid.passed")
    # seat 2 passes: the dealer, the only one left, has won
    done = referee.adjudicate(GAME, record(bids=[*bids, {"seat": 2, "bid": None}], discards=[]))
    assert done["auction"] == {"bidder": 0, "bid": 20, "trump": "H"}


def test_auction_forty_fives_bid_hundred_a_side_on_100_bids_20_at_least():
    hundred = {"scores_before": [100, 35]}  # side 0 (seats 0 and 2) has 100
    assert check_bid([], 15, **hundred)["legal"]  # seat 1 is side 1
    answer = check_bid([{"seat": 1, "bid": None}], 15, **hundred)
    assert (answer["legal"], answer["rule"]) == (False, "auction-forty-fives.bid.hundred")
    assert check_bid([{"seat": 1, "bid": None}], 20, **hundred)["legal"]
    # the dealer (side 0) may not hold a bid of 15
    held = check_bid([{"seat": 1, "bid": 15}, {"seat": 2, "bid": None}, {"seat": 3, "bid": None}], "hold", **hundred)
    assert (held["legal"], held["rule"]) == (False, "auction-forty-fives.bid.hundred")


def test_auction_forty_fives_i_all_pass_redeal_nobody_scores_and_the_deal_passes():
    passes = won_by(None)
    answer = referee.adjudicate(GAME, record(bids=passes, trump=None, discards=[]))
    assert answer["valid"] and answer["hand_over"] and answer["score"] is None
    assert answer["rule"] == "auction-forty-fives.i-all-pass"
    state = referee.state(GAME, record(bids=passes, trump=None, discards=[]))
    assert (state["phase"], state["to_act"]) == ("over", None)
    later = referee.adjudicate(GAME, record(bids=passes, trump=None, discards=DISCARDS[:1]))
    assert violation(later) == ("discard", 0, "auction-forty-fives.i-all-pass")
    with pytest.raises(referee.InvalidRecord) as refused:
        referee.adjudicate(GAME, record(bids=passes, discards=[]))
    assert refused.value.errors[0][0] == "/trump"


def test_auction_forty_fives_bid_bagged_under_all_pass_dealer_bagged_the_dealer_may_not_pass():
    passes = won_by(None)
    answer = referee.adjudicate(GAME, record(bids=passes, trump=None, discards=[], all_pass="dealer-bagged"))
    assert violation(answer) == ("bid", 3, "auction-forty-fives.bid.bagged")
    state = referee.state(GAME, record(bids=passes[:3], trump=None, discards=[], all_pass="dealer-bagged"))
    assert state["bid"] == {"bids": [15, 20, 25, 30], "hold": False, "pass": False}
    assert state["rule"] == "auction-forty-fives.bid.bagged"


def test_auction_forty_fives_i_out_of_turn_a_bid_out_of_turn():
    answer = referee.adjudicate(GAME, record(bids=[{"seat": 2, "bid": 20}], trump=None, discards=[]))
    assert violation(answer) == ("bid", 0, "auction-forty-fives.i-out-of-turn")


def test_auction_forty_fives_i_auction_first_no_discard_or_play_before_the_auction_is_over():
    open_auction = record(bids=HELD_AUCTION[:4], trump=None, discards=DISCARDS[:1])
    assert violation(referee.adjudicate(GAME, open_auction)) == ("discard", 0, "auction-forty-fives.i-auction-first")
    playing = record(bids=HELD_AUCTION[:4], trump=None, discards=[], plays=[{"seat": 2, "card": "5D"}])
    assert violation(referee.adjudicate(GAME, playing)) == ("play", 0, "auction-forty-fives.i-auction-first")


def test_auction_forty_fives_trump_named_by_the_high_bidder_once_the_auction_is_over():
    state = referee.state(GAME, record(trump=None, discards=[]))
    assert (state["phase"], state["to_act"], state["rule"]) == ("bid", 1, "auction-forty-fives.trump")
    with pytest.raises(referee.InvalidRecord) as early:
        referee.adjudicate(GAME, record(bids=HELD_AUCTION[:2], discards=[]))
    assert early.value.errors[0][0] == "/trump"
    with pytest.raises(referee.InvalidRecord) as missing:
        referee.adjudicate(GAME, record(trump=None))
    assert missing.value.errors[0][0] == "/trump"


# -- the discard and draw ------------------------------------------------------------------------------------------


def test_auction_forty_fives_draw_from_the_top_of_the_stock_in_turn_the_dealer_last():
    answer = referee.adjudicate(GAME, record())
    assert [entry["drew"] for entry in answer["discards"]] == [["2S"], ["5S", "7S", "8S"], [], ["9S", "TS"]]
    assert answer["hands_after_draw"][2] == ["5D", "JD", "5S", "7S", "8S"]
    state = referee.state(GAME, record(discards=DISCARDS[:3]))
    assert state["discard"] == {"seat": 0, "least": 0, "most": 5, "stock_left": 28, "chooses_replacements": False}
    turn = referee.adjudicate(GAME, record(discards=[DISCARDS[1]]))
    assert violation(turn) == ("discard", 0, "auction-forty-fives.i-out-of-turn")
    stranger = referee.adjudicate(GAME, record(discards=[{"seat": 1, "cards": ["2C", "QS"]}]))
    assert violation(stranger) == ("discard", 0, "auction-forty-fives.i-not-held")


def test_auction_forty_fives_draw_rob_pack_under_dealer_robs_pack_the_dealer_takes_cards_of_its_choice():
    robbing = [*DISCARDS[:3], {"seat": 0, "cards": ["2D", "3D"], "takes": ["5C", "AD"]}]
    answer = referee.adjudicate(GAME, record(discards=robbing, dealer_robs_pack=True))
    assert answer["valid"] and answer["hands_after_draw"][0] == ["AS", "KS", "QS", "5C", "AD"]
    state = referee.state(GAME, record(discards=DISCARDS[:3], dealer_robs_pack=True))
    assert state["discard"]["chooses_replacements"] and state["rule"] == "auction-forty-fives.draw.rob-pack"
    off = referee.adjudicate(GAME, record(discards=robbing))
    assert violation(off) == ("discard", 3, "auction-forty-fives.draw")
    too_many = [*DISCARDS[:3], {"seat": 0, "cards": ["2D", "3D"], "takes": ["5C"]}]
    short = referee.adjudicate(GAME, record(discards=too_many, dealer_robs_pack=True))
    assert violation(short) == ("discard", 3, "auction-forty-fives.draw.rob-pack")
    drawn = [*DISCARDS[:3], {"seat": 0, "cards": ["2D"], "takes": ["2S"]}]  # 2S went to seat 1
    gone = referee.adjudicate(GAME, record(discards=drawn, dealer_robs_pack=True))
    assert violation(gone) == ("discard", 3, "auction-forty-fives.draw.rob-pack")


def test_auction_forty_fives_i_draw_short_six_players_may_not_discard_past_the_stock():
    hands = [list(FULL_PACK[index : index + 5]) for index in range(0, 30, 5)]
    stock = list(FULL_PACK[30:])
    bids = won_by(1, players=6)
    discards = [{"seat": seat, "cards": list(hands[seat])} for seat in (1, 2, 3, 4)]
    base = {"players": 6, "dealer": 0, "hands": hands, "stock": stock, "bids": bids, "trump": "C", "plays": []}
    state = referee.state(GAME, {**base, "discards": discards})
    assert state["discard"]["most"] == 2 and state["rule"] == "auction-forty-fives.i-draw-short"
    answer = referee.adjudicate(GAME, {**base, "discards": [*discards, {"seat": 5, "cards": list(hands[5][:3])}]})
    assert violation(answer) == ("discard", 4, "auction-forty-fives.i-draw-short")
    assert answer["violation"]["explanation"] == (
        "Seat 5 discards 3 cards but the stock holds only 2, so it may discard at most 2."
    )


def test_auction_forty_fives_i_draw_first_no_play_before_the_dealer_has_drawn():
    answer = referee.adjudicate(GAME, record(discards=DISCARDS[:3], plays=[{"seat": 2, "card": "5D"}]))
    assert violation(answer) == ("play", 0, "auction-forty-fives.i-draw-first")


# -- the play: Forty-Five's -----------------------------------------------------------------------------------------


def test_auction_forty_fives_play_lead_by_the_high_bidders_left():
    state = referee.state(GAME, record())
    assert (state["phase"], state["to_act"], state["rule"]) == ("play", 2, "auction-forty-fives.play.lead")
    answer = referee.adjudicate(GAME, record(plays=[{"seat": 1, "card": "5H"}]))
    assert violation(answer) == ("play", 0, "auction-forty-fives.i-out-of-turn")


def test_auction_forty_fives_i_not_held_a_card_the_player_does_not_hold():
    answer = referee.adjudicate(GAME, record(plays=[{"seat": 2, "card": "KC"}]))
    assert violation(answer) == ("play", 0, "auction-forty-fives.i-not-held")


def test_auction_forty_fives_forty_five_play_follow_or_trump_through_the_shared_play():
    # 5D led: seat 3 holds diamonds and must follow or trump
    answer = referee.adjudicate(GAME, record(plays=[{"seat": 2, "card": "5D"}, {"seat": 3, "card": "KC"}]))
    assert violation(answer) == ("play", 1, "forty-five.play.follow-or-trump")


@pytest.mark.parametrize(
    "hand, led, card, legal, rule",
    [
        (["5H", "3C"], "2H", "3C", True, "forty-five.play.renege"),  # the 5 kept back against a lower trump
        (["JH", "3C"], "2H", "3C", True, "forty-five.play.renege"),  # the jack
        (["AH", "3C"], "2H", "3C", True, "forty-five.play.renege"),  # AH
        (["AH", "3C"], "JH", "3C", False, "forty-five.play.renege"),  # AH ranks below the jack led
        (["JH", "3C"], "5H", "3C", False, "forty-five.play.renege"),  # the jack below the 5 led
        (["4H", "3C"], "2H", "3C", False, "forty-five.play.renege"),  # an ordinary trump must be played
        (["5H", "4H", "3C"], "2H", "3C", False, "forty-five.play.renege"),  # 4H binds: any trump
        (["5H", "4H", "3C"], "2H", "5H", True, "forty-five.play.renege"),
    ],
)
def test_auction_forty_fives_forty_five_play_renege_privilege_cases(hand, led, card, legal, rule):
    request = {"trump": "H", "hand": hand, "trick": [{"seat": 0, "card": led}], "card": card}
    answer = referee.run(GAME, "check-move", request)
    assert (answer["legal"], answer["rule"]) == (legal, rule), answer


def test_auction_forty_fives_forty_five_i_renege_led_lower_is_judged_against_the_card_led():
    trick = [{"seat": 0, "card": "2H"}, {"seat": 1, "card": "5H"}]
    answer = referee.run(GAME, "check-move", {"trump": "H", "hand": ["JH", "3C"], "trick": trick, "card": "3C"})
    assert (answer["legal"], answer["rule"]) == (True, "forty-five.i-renege-led")


def test_auction_forty_fives_forty_five_play_winner_and_rank_ah_always_a_trump():
    plays = [{"seat": 0, "card": "KH"}, {"seat": 1, "card": "AH"}, {"seat": 2, "card": "2H"}, {"seat": 3, "card": "3H"}]
    answer = referee.run(GAME, "trick-winner", {"trump": "S", "plays": plays})
    assert (answer["winner"], answer["rule"]) == (1, "forty-five.play.winner")  # AH trumps a heart lead
    spades = [
        {"seat": 0, "card": "TS"},
        {"seat": 1, "card": "2S"},
        {"seat": 2, "card": "3D"},
        {"seat": 3, "card": "4S"},
    ]
    assert referee.run(GAME, "trick-winner", {"trump": "S", "plays": spades})["winner"] == 1  # low in black


def test_auction_forty_fives_i_game_over_no_play_after_the_fifth_trick():
    played = referee.adjudicate(GAME, record(plays=PLAYS))
    assert played["hand_over"] and played["valid"]
    extra = referee.adjudicate(GAME, record(plays=[*PLAYS, {"seat": 1, "card": "2S"}]))
    assert violation(extra) == ("play", 20, "auction-forty-fives.i-game-over")


# -- the score -----------------------------------------------------------------------------------------------------

PLAYS = [
    {"seat": 2, "card": "5D"},
    {"seat": 3, "card": "9D"},
    {"seat": 0, "card": "AS"},
    {"seat": 1, "card": "5H"},
    {"seat": 1, "card": "JH"},
    {"seat": 2, "card": "JD"},
    {"seat": 3, "card": "KC"},
    {"seat": 0, "card": "KS"},
    {"seat": 1, "card": "AH"},
    {"seat": 2, "card": "5S"},
    {"seat": 3, "card": "QC"},
    {"seat": 0, "card": "QS"},
    {"seat": 1, "card": "KH"},
    {"seat": 2, "card": "7S"},
    {"seat": 3, "card": "8D"},
    {"seat": 0, "card": "9S"},
    {"seat": 1, "card": "2S"},
    {"seat": 2, "card": "8S"},
    {"seat": 3, "card": "7D"},
    {"seat": 0, "card": "TS"},
]
# Spades trump: side 0 takes tricks 0 (with 5S, the highest trump) and 2; side 1 takes tricks 1, 3 and 4.
TRICKS = [
    [{"seat": 0, "card": "5S"}, {"seat": 1, "card": "2H"}, {"seat": 2, "card": "3H"}, {"seat": 3, "card": "4H"}],
    [{"seat": 0, "card": "6H"}, {"seat": 1, "card": "7H"}, {"seat": 2, "card": "8H"}, {"seat": 3, "card": "9H"}],
    [{"seat": 3, "card": "2D"}, {"seat": 0, "card": "3D"}, {"seat": 1, "card": "4D"}, {"seat": 2, "card": "6D"}],
    [{"seat": 2, "card": "6C"}, {"seat": 3, "card": "3C"}, {"seat": 0, "card": "4C"}, {"seat": 1, "card": "2C"}],
    [{"seat": 1, "card": "7C"}, {"seat": 2, "card": "8C"}, {"seat": 3, "card": "9C"}, {"seat": 0, "card": "TC"}],
]


def score(bidder: int, bid: int, **more) -> dict:
    return referee.run(
        GAME, "score", {"players": 4, "trump": "S", "bidder": bidder, "bid": bid, "tricks": TRICKS, **more}
    )


def test_auction_forty_fives_score_tricks_5_a_trick_and_5_for_the_highest_trump():
    answer = score(0, 15)
    assert answer["points"] == [15, 15] and answer["highest_trump"] == {"card": "5S", "trick": 0, "side": 0}
    assert sum(answer["points"]) == 30


def test_auction_forty_fives_i_no_trump_played_nobody_scores_the_extra_5():
    tricks = [[dict(play) for play in trick] for trick in TRICKS]
    tricks[0][0]["card"] = "KH"
    answer = referee.run(GAME, "score", {"players": 4, "trump": "S", "bidder": 1, "bid": 15, "tricks": tricks})
    assert answer["highest_trump"] is None and answer["points"] == [10, 15]
    assert answer["rule"] == "auction-forty-fives.i-no-trump-played"


def test_auction_forty_fives_score_made_the_bidders_score_all_they_took():
    answer = score(1, 15)
    assert (answer["made"], answer["hand_scores"], answer["rule"]) == (True, [15, 15], "auction-forty-fives.score.made")


def test_auction_forty_fives_score_set_the_bidders_lose_their_bid_below_zero():
    answer = score(1, 20, scores_before=[30, 10])
    assert (answer["made"], answer["hand_scores"], answer["totals"]) == (False, [15, -20], [45, -10])
    assert answer["rule"] == "auction-forty-fives.score.set"
    assert "is set and loses its bid of 20" in answer["explanation"]


def test_auction_forty_fives_score_thirty_made_scores_60_or_30_under_thirty_scores_and_failed_loses_30():
    made = referee.adjudicate(GAME, record(plays=PLAYS))["score"]
    assert (made["points"], made["hand_scores"], made["rule"]) == ([0, 30], [0, 60], "auction-forty-fives.score.thirty")
    thirty = referee.adjudicate(GAME, record(plays=PLAYS, thirty_scores=30))["score"]
    assert thirty["hand_scores"] == [0, 30]
    failed = score(1, 30)
    assert failed["hand_scores"] == [15, -30] and failed["rule"] == "auction-forty-fives.score.thirty"


def test_auction_forty_fives_score_bid_out_from_a_side_on_100_scores_only_on_its_bid():
    answer = score(0, 15, scores_before=[20, 100], bid_out_from=100)
    assert answer["hand_scores"] == [15, 0] and answer["rule"] == "auction-forty-fives.score.bid-out"
    bidding = score(1, 15, scores_before=[20, 100], bid_out_from=100)
    assert bidding["hand_scores"] == [15, 15]  # side 1 bid: it scores
    assert score(0, 15, scores_before=[20, 100])["hand_scores"] == [15, 15]  # off by default


def test_auction_forty_fives_score_game_at_120_and_game_to_125():
    answer = score(1, 15, scores_before=[90, 105])
    assert (answer["game_over"], answer["winner"], answer["rule"]) == (True, 1, "auction-forty-fives.score.game")
    later = score(1, 15, scores_before=[90, 105], game_to=125)
    assert (later["game_over"], later["winner"]) == (False, None)
    with pytest.raises(referee.InvalidRecord) as past:
        score(1, 15, scores_before=[120, 0])
    assert past.value.errors[0][0] == "/scores_before/0"


def test_auction_forty_fives_score_game_both_sides_reach_120_the_bidders_win():
    answer = score(0, 15, scores_before=[110, 110])  # both reach 125: side 0 bid
    assert (answer["totals"], answer["winner"], answer["rule"]) == (
        [125, 125],
        0,
        "auction-forty-fives.score.game-both",
    )
    assert score(1, 15, scores_before=[110, 110])["winner"] == 1


def test_auction_forty_fives_score_is_in_progress_until_the_fifth_trick():
    answer = referee.adjudicate(GAME, record(plays=PLAYS[:8]))
    assert answer["score"]["points"] == [0, 15] and answer["score"]["hand_scores"] is None
    assert answer["score"]["rule"] == "auction-forty-fives.score.tricks"


# -- irregularities and the dispute desk ---------------------------------------------------------------------------


def test_auction_forty_fives_i_revoke_a_renege_is_rejected_when_made():
    renege = referee.run(GAME, "rulings/revoke", {"players": 4, "offender": 3, "kind": "failure-to-follow"})
    assert (renege["penalty"], renege["rule"]) == ("play-rejected", "auction-forty-fives.i-revoke")
    assert "auction-forty-fives.i-renege-found" in renege["explanation"]


def test_auction_forty_fives_i_exposure_carries_no_penalty():
    exposure = referee.run(GAME, "rulings/revoke", {"players": 6, "offender": 1, "kind": "exposure"})
    assert (exposure["penalty"], exposure["rule"]) == ("none", "auction-forty-fives.i-exposure")


RENEGE_TRICKS = [
    [{"seat": 2, "card": "5D"}, {"seat": 3, "card": "KC"}, {"seat": 0, "card": "AS"}, {"seat": 1, "card": "5H"}],
    [{"seat": 1, "card": "JH"}, {"seat": 2, "card": "JD"}, {"seat": 3, "card": "9D"}, {"seat": 0, "card": "KS"}],
]


def test_auction_forty_fives_i_renege_found_proved_from_the_tricks_the_offenders_lose_the_hand():
    request = {"players": 4, "trump": "H", "tricks": RENEGE_TRICKS}
    answer = referee.run(GAME, "rulings/revoke-proof", {**request, "bidder": 1, "bid": 25})
    assert answer["rule"] == "auction-forty-fives.i-revoke-proof"
    [revoke] = answer["revokes"]
    assert (revoke["seat"], revoke["trick"], revoke["proof"]) == (3, 0, {"trick": 1, "card": "9D"})
    fix = revoke["rectification"]
    assert fix["rule"] == "auction-forty-fives.i-renege-found"
    assert "side 1 (seats 1 and 3) scores nothing" in fix["explanation"] and "bid of 25" in fix["explanation"]
    other = referee.run(GAME, "rulings/revoke-proof", {**request, "bidder": 0, "bid": 20})
    assert "side 0's bid of 20 is scored as usual" in other["revokes"][0]["rectification"]["explanation"]


def test_auction_forty_fives_i_revoke_proof_the_five_kept_back_against_a_lower_trump_is_no_renege():
    tricks = [
        [{"seat": 1, "card": "2H"}, {"seat": 2, "card": "3C"}, {"seat": 3, "card": "4C"}, {"seat": 0, "card": "6C"}],
        [{"seat": 1, "card": "3H"}, {"seat": 2, "card": "5H"}, {"seat": 3, "card": "7C"}, {"seat": 0, "card": "8C"}],
    ]
    answer = referee.run(GAME, "rulings/revoke-proof", {"players": 4, "trump": "H", "tricks": tricks})
    assert answer["revokes"] == [] and answer["rule"] == "auction-forty-fives.i-revoke-proof"


def test_auction_forty_fives_i_claim_by_side_after_the_draw():
    request = {"players": 4, "trump": "D", "hands": [["5D", "2C"], ["3S", "4S"], ["JD", "6C"], ["7S", "8S"]]}
    answer = referee.run(
        GAME, "rulings/claim", {**request, "trick": [], "leader": 0, "claim": {"seat": 2, "tricks": 2}}
    )
    assert (answer["holds"], answer["decided"], answer["rule"]) == (True, True, "auction-forty-fives.i-claim")


# -- options, profiles and the catalogue ----------------------------------------------------------------------------


def test_auction_forty_fives_options_each_stated_once_with_its_default():
    assert GAMES[GAME].options == {
        "min_bid": 15,
        "all_pass": "redeal",
        "dealer_robs_pack": False,
        "thirty_scores": 60,
        "bid_out_from": None,
        "game_to": 120,
    }
    assert Options() == Options.of({})


def test_auction_forty_fives_profiles_bicycle_is_the_default_and_fortyfives_net_bags_the_dealer():
    assert list(GAMES[GAME].profiles.profiles) == ["bicycle", "fortyfives-net"]
    assert GAMES[GAME].profiles.default.id == "bicycle"
    assert dict(GAMES[GAME].profiles.profiles["bicycle"].options) == GAMES[GAME].options
    net = GAMES[GAME].profiles.profiles["fortyfives-net"]
    assert net.options["all_pass"] == "dealer-bagged" and net.options["thirty_scores"] == 30
    assert "rules.ex" in net.source
    passes = won_by(None)[:3]
    bagged = check_bid(passes, None, profile="fortyfives-net")
    assert bagged["rule"] == "auction-forty-fives.bid.bagged" and bagged["profile"].startswith(
        f"{GAME}@fortyfives-net#"
    )


def test_auction_forty_fives_i_claim_stated_line_the_claimers_partner_plays_against_the_claim():
    """Only the claimer's cards are stated: every other seat, its partner too, plays however it likes (Law 70: the
    unstated play goes against the claimer). Best play has seat 2 keep KH to win the second trick; stated-line
    lets it throw KH under the five of trumps, and the side takes 1 trick, not 2."""
    request = {
        "players": 4,
        "trump": "D",
        "hands": [["5D", "3H"], ["6C", "4H"], ["KH", "2H"], ["7C", "8C"]],
        "leader": 0,
        "claim": {"seat": 0, "tricks": 2},
    }
    best = referee.run("auction-forty-fives", "rulings/claim", {**request, "standard": "best-play"})
    assert (best["holds"], best["value"]) == (True, 2)
    stated = {**request["claim"], "line": ["5D", "3H"]}
    answer = referee.run(
        "auction-forty-fives", "rulings/claim", {**request, "standard": "stated-line", "claim": stated}
    )
    assert (answer["rule"], answer["holds"], answer["value"]) == ("auction-forty-fives.i-claim-stated-line", False, 1)
    assert answer["counter_line"][2] == {"seat": 2, "card": "KH"}
    assert answer["explanation"].startswith("Seat 0's side (seats 0 and 2) claims at least 2 tricks")


def test_auction_forty_fives_i_analysis_values_every_play_of_its_example_deal():
    record = game_part(GAME, "examples").EXAMPLES["analysis"]
    answer = referee.analysis(GAME, record)
    assert answer["rule"] == "auction-forty-fives.i-analysis" and answer["basis"] == "interpretation"
    decided = [play for play in answer["plays"] if play["decided"]]
    assert decided
    for play in decided:
        assert play["cost"] == play["before"] - play["after"] >= 0
        assert (play["cost"] == 0) == (play["card"] in play["best"])


def test_auction_forty_fives_every_rule_and_option_has_a_test_naming_it():
    names = " ".join(name for name in globals() if name.startswith("test_"))
    own = [rule.id for rule in CATALOGUE if rule.id.startswith(f"{GAME}.")]
    missing = [rule for rule in own if rule.replace(".", "_").replace("-", "_") not in names and rule not in names]
    missing += [option for option in GAMES[GAME].options if option not in names]
    assert missing == []


def test_auction_forty_fives_i_out_of_turn_condoned_a_lead_out_of_turn_the_table_followed_stands():
    # The result of a deal as it was played (referee.result): the table followed the lead, so it stands.
    record = revoking_deal("auction-forty-fives", 1, {}, early_leads=(2,))
    answer = referee.result("auction-forty-fives", record)
    [early] = answer["irregularities"]
    assert early["rectification"]["rule"] == "auction-forty-fives.i-out-of-turn-condoned"
    assert answer["settled"] is True and answer["score"] == answer["as_played"]["score"]


def test_auction_forty_fives_i_view_the_stock_and_the_others_discards_are_hidden_their_counts_kept():
    """auction-forty-fives.i-view: the stock is hidden but for the cards a seat drew itself; another seat's discard
    shows only how many cards it threw; the bids and the trump are public."""
    record = game_part(GAME, "examples").EXAMPLES["adjudicate"]
    view = referee.view("auction-forty-fives", record, 1)
    seen = view["record"]
    assert seen["bids"] == record["bids"] and seen["trump"] == record["trump"]
    for mine, theirs in zip(seen["discards"], record["discards"]):
        assert len(mine["cards"]) == len(theirs["cards"])
        assert mine["cards"] == (theirs["cards"] if theirs["seat"] == 1 else [None] * len(theirs["cards"]))
    drawn_by_one = record["stock"][: len(record["discards"][0]["cards"])]  # seat 1 discards first, draws the top
    assert seen["stock"][: len(drawn_by_one)] == drawn_by_one
    played = {play["card"] for play in record["plays"]}
    assert all(card is None or card in played or card in drawn_by_one for card in seen["stock"])
