"""Replaying whole games: the deal, draws, the score after each trick, the win, the first violation."""

import random

from california_jack_support import POINTS, deck_for, plain_legal, random_game, shuffled_deck, stock_with
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.cards import FULL_PACK

GAME = "california-jack"


def adjudicate(**record):
    return referee.adjudicate(GAME, record)


def cheapest(cards):
    return min(cards, key=lambda card: (POINTS.get(card[0], 0) + (card[0] in "A2J"), card))


# A deck on which cheapest-card play lasts 21 tricks: the whole stock is drawn (found by search, kept fixed).
LONG_GAME_SEED = 2571


def test_california_jack_i_deal_order_non_dealer_first_one_at_a_time():
    deck = list(FULL_PACK)
    for dealer in (0, 1):
        answer = adjudicate(dealer=dealer, deck=deck)
        assert answer["dealt"][1 - dealer] == deck[0:12:2]
        assert answer["dealt"][dealer] == deck[1:12:2]


def test_california_jack_deal_six_each_forty_in_stock():
    answer = adjudicate(dealer=0, deck=shuffled_deck(3))
    assert [len(hand) for hand in answer["dealt"]] == [6, 6]
    assert answer["stock_left"] == 40 and answer["tricks"] == []


def test_california_jack_deal_deck_and_hands_give_the_same_game():
    deck = shuffled_deck(5)
    from_deck = adjudicate(dealer=1, deck=deck)
    from_hands = adjudicate(dealer=1, hands=from_deck["dealt"], stock=deck[12:])
    assert from_deck == from_hands
    assert deck_for(1, from_deck["dealt"], deck[12:]) == deck


def test_california_jack_trump_is_the_suit_of_the_bottom_card():
    deck = shuffled_deck(7)
    answer = adjudicate(dealer=0, deck=deck)
    assert answer["trump_card"] == deck[-1] and answer["trump"] == deck[-1][1]


def test_california_jack_i_first_lead_non_dealer_leads():
    for dealer in (0, 1):
        answer = adjudicate(dealer=dealer, deck=shuffled_deck(11))
        assert answer["to_play"] == 1 - dealer
        assert "is to lead" in answer["explanation"]


def test_california_jack_i_first_lead_dealer_leading_is_out_of_turn():
    deck = shuffled_deck(11)
    answer = adjudicate(dealer=0, deck=deck, plays=[{"seat": 0, "card": deck[1]}])
    assert answer["valid"] is False
    violation = answer["violation"]
    assert violation["rule"] == "california-jack.i-out-of-turn" and violation["index"] == 0


def long_game():
    deck = shuffled_deck(LONG_GAME_SEED)
    plays, _, winner, tricks, draws = random_game(deck, 0, random.Random(0), choose=cheapest)
    return deck, plays, winner, tricks, draws


def test_california_jack_i_trump_card_is_drawn_last():
    deck, plays, winner, tricks, draws = long_game()
    assert tricks > 20
    answer = adjudicate(dealer=0, deck=deck, plays=plays)
    assert answer["valid"] and answer["winner"] == winner
    all_draws = [draw for trick in answer["tricks"] for draw in trick["draws"]]
    assert len(all_draws) == 40 and all_draws[-1]["card"] == deck[-1] == answer["trump_card"]
    assert answer["tricks"][19]["draws"][1]["card"] == deck[-1] and answer["tricks"][19]["stock_left"] == 0
    assert answer["tricks"][20]["draws"] == []


def test_california_jack_draw_from_the_top_in_order():
    deck, plays, *_ = long_game()
    answer = adjudicate(dealer=0, deck=deck, plays=plays[:10])
    all_draws = [draw["card"] for trick in answer["tricks"] for draw in trick["draws"]]
    assert all_draws == deck[12:22]
    assert [trick["stock_left"] for trick in answer["tricks"]] == [38, 36, 34, 32, 30]
    assert all(len(hand) == 6 for hand in answer["hands"])


def test_california_jack_i_draw_order_winner_draws_first():
    deck, plays, *_ = long_game()
    answer = adjudicate(dealer=0, deck=deck, plays=plays[:20])
    for number, trick in enumerate(answer["tricks"]):
        assert [draw["seat"] for draw in trick["draws"]] == [trick["winner"], 1 - trick["winner"]]
        assert [draw["card"] for draw in trick["draws"]] == deck[12 + 2 * number : 14 + 2 * number]


def first_game_won(seed=0):
    deck = shuffled_deck(seed)
    plays, _, winner, tricks, draws = random_game(deck, 0, random.Random(seed))
    return deck, plays, winner, tricks


def test_california_jack_win_ends_the_game_on_that_trick():
    deck, plays, winner, tricks = first_game_won()
    answer = adjudicate(dealer=0, deck=deck, plays=plays)
    assert answer["valid"] and answer["game_over"] and answer["winner"] == winner and answer["to_play"] is None
    assert len(answer["tricks"]) == tricks
    assert answer["tricks"][-1]["totals"][winner] >= 10
    assert all(max(trick["totals"]) < 10 for trick in answer["tricks"][:-1])
    assert answer["score"]["winner"] == winner and answer["rule"] == "california-jack.win"


def test_california_jack_i_win_before_draw_no_draws_on_the_winning_trick():
    for seed in range(6):
        deck, plays, winner, tricks = first_game_won(seed)
        answer = adjudicate(dealer=0, deck=deck, plays=plays)
        last = answer["tricks"][-1]
        assert last["draws"] == [] and answer["stock_left"] == max(0, 40 - 2 * (tricks - 1))


def test_california_jack_i_game_over_a_play_after_the_win():
    deck, plays, winner, tricks = first_game_won()
    answer = adjudicate(dealer=0, deck=deck, plays=plays)
    extra = {"seat": winner, "card": answer["hands"][winner][0]}
    answer = adjudicate(dealer=0, deck=deck, plays=plays + [extra])
    assert answer["valid"] is False and answer["violation"]["index"] == len(plays)
    assert answer["violation"]["rule"] == "california-jack.i-game-over"
    assert answer["winner"] == winner and len(answer["tricks"]) == tricks


def test_california_jack_score_after_every_trick():
    deck, plays, *_ = first_game_won(4)
    answer = adjudicate(dealer=0, deck=deck, plays=plays)
    captured = [[], []]
    for trick in answer["tricks"]:
        captured[trick["winner"]] += [play["card"] for play in trick["plays"]]
        totals = referee.run(GAME, "score", {"trump": answer["trump"], "captured": captured})["totals"]
        assert trick["totals"] == totals
    assert answer["score"]["totals"] == answer["tricks"][-1]["totals"]


def test_california_jack_i_not_held_play_of_a_card_in_the_other_hand():
    deck = shuffled_deck(9)
    answer = adjudicate(dealer=0, deck=deck, plays=[{"seat": 1, "card": deck[1]}])
    assert answer["violation"]["rule"] == "california-jack.i-not-held"
    assert deck[1] in answer["violation"]["explanation"]


def test_california_jack_play_follow_violation_in_a_record():
    hands = [["2S", "3S", "4S", "5S", "6S", "7S"], ["8S", "9S", "2H", "3H", "4H", "5H"]]
    stock = stock_with("2D", *hands[0], *hands[1])
    answer = adjudicate(
        dealer=1, hands=hands, stock=stock, plays=[{"seat": 0, "card": "2S"}, {"seat": 1, "card": "2H"}]
    )
    assert answer["violation"]["rule"] == "california-jack.play.follow" and answer["violation"]["index"] == 1
    assert "(8S and 9S)" in answer["violation"]["explanation"]
    assert answer["tricks"] == [
        {
            "leader": 0,
            "plays": [{"seat": 0, "card": "2S"}],
            "winner": None,
            "card": None,
            "draws": [],
            "totals": [0, 0],
            "stock_left": 40,
        }
    ]


def test_california_jack_i_must_trump_violation_and_lenient_option():
    hands = [["2S", "3S", "4S", "5S", "6S", "7S"], ["8C", "9C", "2H", "3H", "4H", "5D"]]
    stock = stock_with("2D", *hands[0], *hands[1])
    plays = [{"seat": 0, "card": "2S"}, {"seat": 1, "card": "2H"}]
    strict = adjudicate(dealer=1, hands=hands, stock=stock, plays=plays)
    assert strict["violation"]["rule"] == "california-jack.i-must-trump" and strict["violation"]["index"] == 1
    lenient = adjudicate(dealer=1, hands=hands, stock=stock, plays=plays, void_must_trump=False)
    assert lenient["valid"] is True and lenient["tricks"][0]["winner"] == 0


@settings(max_examples=40)
@given(seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 1), lenient=st.booleans())
def test_random_legal_games_always_end_with_a_winner(seed, dealer, lenient):
    deck = shuffled_deck(seed)
    plays, _, winner, tricks, draws = random_game(deck, dealer, random.Random(seed), not lenient)
    answer = adjudicate(dealer=dealer, deck=deck, plays=plays, void_must_trump=not lenient)
    assert answer["valid"] and answer["game_over"] and answer["winner"] == winner
    assert len(answer["tricks"]) == tricks
    # never after both hands and stock are empty
    assert answer["stock_left"] > 0 or any(answer["hands"])
    # every card dealt or drawn exactly once, and the stock drawn in order from the top
    all_draws = [draw for trick in answer["tricks"] for draw in trick["draws"]]
    assert all_draws == draws
    assert [draw["card"] for draw in all_draws] == deck[12 : 12 + len(all_draws)]
    received = [card for hand in answer["dealt"] for card in hand] + [draw["card"] for draw in all_draws]
    assert sorted(received) == sorted(deck[: 12 + len(all_draws)])
    played = [play["card"] for trick in answer["tricks"] for play in trick["plays"]]
    left = [card for hand in answer["hands"] for card in hand]
    assert sorted(played + left) == sorted(received)


@settings(max_examples=40)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_an_inserted_illegal_play_is_caught_at_its_index(seed, data):
    deck = shuffled_deck(seed)
    plays, states, *_ = random_game(deck, 0, random.Random(seed))
    index = data.draw(st.integers(0, len(plays) - 1), label="index")
    hands, seat, led = states[index]
    trump = deck[-1][1]
    illegal_follow = [card for card in hands[seat] if card not in plain_legal(hands[seat], led, trump)]
    not_held = [card for card in FULL_PACK if card not in hands[seat]]
    kind = data.draw(
        st.sampled_from(["follow", "not-held", "out-of-turn"] if illegal_follow else ["not-held", "out-of-turn"]),
        label="kind",
    )
    if kind == "follow":
        bad, rule = {"seat": seat, "card": data.draw(st.sampled_from(illegal_follow))}, None
    elif kind == "not-held":
        bad, rule = {"seat": seat, "card": data.draw(st.sampled_from(not_held))}, "california-jack.i-not-held"
    else:
        bad, rule = {"seat": 1 - seat, "card": plays[index]["card"]}, "california-jack.i-out-of-turn"
    answer = adjudicate(dealer=0, deck=deck, plays=plays[:index] + [bad] + plays[index + 1 :])
    violation = answer["violation"]
    assert answer["valid"] is False and violation["index"] == index
    assert (violation["seat"], violation["card"]) == (bad["seat"], bad["card"])
    if rule:
        assert violation["rule"] == rule
    else:
        assert violation["rule"] in ("california-jack.play.follow", "california-jack.i-must-trump")
    assert len([p for trick in answer["tricks"] for p in trick["plays"]]) == index


def test_california_jack_misdeal_a_seven_card_hand_is_replayed_as_dealt():
    """california-jack.misdeal: a hand of 7 is a misdeal the record describes, so adjudicate answers it (an
    irregularity, the record replayed as dealt, as Hearts does), not a 422."""
    deck = shuffled_deck(5)
    hands, stock = [deck[0:7], deck[7:13]], deck[13:]
    plays = [{"seat": 1, "card": hands[1][0]}]
    led = hands[1][0]
    follow = plain_legal(hands[0], led, stock[-1][1])[0]
    answer = adjudicate(dealer=0, hands=hands, stock=stock, plays=plays + [{"seat": 0, "card": follow}])
    assert answer["valid"] and answer["violation"] is None
    assert [(i["rule"], i["basis"], i["seats"], i["missing"]) for i in answer["irregularities"]] == [
        ("california-jack.misdeal", "not-covered", [0], [])
    ]
    assert "seat 0 was dealt 7 cards, not 6" in answer["irregularities"][0]["explanation"]
    assert len(answer["tricks"]) == 1 and [len(hand) for hand in answer["hands"]] == [7, 6]
    assert answer["stock_left"] == len(stock) - 2


def test_california_jack_misdeal_cards_missing_from_hands_and_stock():
    deck = shuffled_deck(6)
    answer = adjudicate(dealer=1, hands=[deck[0:6], deck[6:12]], stock=deck[12:51])
    assert answer["valid"] and answer["irregularities"][0]["missing"] == [deck[51]]
    assert answer["irregularities"][0]["seats"] == []


def test_california_jack_a_regular_deal_has_no_irregularity():
    deck = shuffled_deck(7)
    assert adjudicate(dealer=0, hands=[deck[1:12:2], deck[0:12:2]], stock=deck[12:])["irregularities"] == []
    assert adjudicate(dealer=0, deck=deck)["irregularities"] == []


def test_california_jack_i_game_over_a_misdealt_seat_out_of_cards():
    """california-jack.i-game-over: after a misdeal a seat may run out of cards at its turn; a play then comes
    after the end of play (as Hearts rules a lead from an empty hand), and the answer says play cannot go on."""
    deck = list(FULL_PACK)
    hands, stock = [deck[0:2], []], deck[2:3]
    answer = adjudicate(dealer=0, hands=hands, stock=stock)
    assert answer["valid"] and answer["to_play"] == 1 and "play cannot go on" in answer["explanation"]
    answer = adjudicate(dealer=0, hands=hands, stock=stock, plays=[{"seat": 1, "card": deck[0]}])
    assert not answer["valid"] and answer["violation"]["rule"] == "california-jack.i-game-over"


def test_california_jack_misdealt_stock_of_odd_size_runs_out_between_draws():
    # Non-dealer 1 leads 2S, dealer 0 follows 3S and wins; the one card in stock goes to the winner only.
    answer = adjudicate(
        dealer=0,
        hands=[["3S", "4S"], ["2S", "5S"]],
        stock=["AH"],
        plays=[{"seat": 1, "card": "2S"}, {"seat": 0, "card": "3S"}],
    )
    assert answer["valid"] and answer["tricks"][0]["draws"] == [{"seat": 0, "card": "AH"}]
    assert answer["stock_left"] == 0 and answer["hands"] == [["4S", "AH"], ["5S"]]
    assert answer["irregularities"][0]["rule"] == "california-jack.misdeal"
