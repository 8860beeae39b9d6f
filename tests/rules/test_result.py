"""The result of a deal as it was played (referee.result, api.md v1.3): play goes on past a revoke, which is
established by a later play of the offender's side (the principle of Law 63) and then rectified by the game's own
rule; a card not held ends the walk."""

from result_support import revokes_of, revoking_deal

import referee


def _index_of_first_play_after(record: dict, revoke: dict, seat: int) -> int:
    """The index in ``plays`` of ``seat``'s first play to a trick after the revoke's."""
    players = record["players"]
    for index in range(revoke["index"] + 1, len(record["plays"])):
        if record["plays"][index]["seat"] == seat and index // players > revoke["trick"]:
            return index
    raise AssertionError("no later play")


def test_a_record_without_irregularities_settles_to_the_adjudicate_score():
    record = revoking_deal("hearts", 11, {})
    answer = referee.result("hearts", record)
    adjudicated = referee.adjudicate("hearts", record)
    assert answer["settled"] is True
    assert answer["irregularities"] == []
    assert answer["score"] == adjudicated["score"] == answer["as_played"]["score"]
    assert answer["as_played"]["tricks"] == adjudicated["tricks"]
    assert (answer["rule"], answer["explanation"]) == (adjudicated["rule"], adjudicated["explanation"])


def test_hearts_i_revoke_found_charges_the_revoker_every_heart_and_the_others_none():
    record = revoking_deal("hearts", 3, {2: 1})
    answer = referee.result("hearts", record)
    [revoke] = revokes_of(answer)
    assert (revoke["seat"], revoke["established"], revoke["rule"]) == (1, True, "hearts.play.follow")
    assert revoke["rectification"]["rule"] == "hearts.i-revoke-found"
    assert revoke["rectification"]["effect"] == {"seat": 1, "charged": 13, "others_charged": 0}
    assert answer["settled"] is True
    assert answer["score"]["points"] == [0, 13, 0, 0]
    assert answer["rule"] == "hearts.i-revoke-found"
    # The tricks as the cards fell, all 13, and their own score: nothing put right there.
    assert len(answer["as_played"]["tricks"]) == 13
    assert answer["as_played"]["score"]["rule"] == "hearts.score"
    assert sum(answer["as_played"]["score"]["points"]) == 13


def test_hearts_i_revoke_found_a_revoke_not_yet_established_can_be_taken_back():
    record = revoking_deal("hearts", 3, {2: 1})
    revoke = revokes_of(referee.result("hearts", record))[0]
    # The record stops inside the revoke's trick: no later play of the offender (Law 63A1).
    inside = {**record, "plays": record["plays"][: revoke["index"] + 1]}
    answer = referee.result("hearts", inside)
    assert answer["settled"] is False
    assert answer["score"] is None
    assert revokes_of(answer)[0]["established"] is False
    assert revokes_of(answer)[0]["rectification"] is None
    assert f"seat 1 takes back {revoke['card']}" in answer["explanation"]
    # One play of the offender to the next trick establishes it, whatever the record holds after.
    later = _index_of_first_play_after(record, revoke, 1)
    established = referee.result("hearts", {**record, "plays": record["plays"][: later + 1]})
    assert revokes_of(established)[0]["established"] is True
    assert established["settled"] is False  # the deal is not over
    assert "The record ends before the deal does" in established["explanation"]


def test_hearts_i_revoke_found_each_revoker_pays_as_if_alone_in_error():
    """Foster's Complete Hoyle, Laws of Hearts 24: two revokers each pay the entire losses."""
    record = revoking_deal("hearts", 5, {1: 0, 3: 2})
    answer = referee.result("hearts", record)
    assert {revoke["seat"] for revoke in revokes_of(answer)} == {0, 2}
    assert answer["score"]["points"] == [13, 0, 13, 0]


def test_hearts_i_revoke_found_a_seat_pays_for_its_revokes_once_a_deal():
    record = revoking_deal("hearts", 7, {1: 3, 4: 3})
    answer = referee.result("hearts", record)
    first, second = revokes_of(answer)
    assert first["rectification"]["effect"] == {"seat": 3, "charged": 13, "others_charged": 0}
    assert second["rectification"]["effect"] is None
    assert "once a deal" in second["rectification"]["explanation"]
    assert answer["score"]["points"] == [0, 0, 0, 13]


def test_hearts_i_not_held_a_card_not_held_ends_the_result():
    record = revoking_deal("hearts", 3, {})
    plays = [dict(play) for play in record["plays"]]
    plays[21]["card"] = plays[0]["card"]  # played already, in trick 0
    answer = referee.result("hearts", {**record, "plays": plays})
    assert answer["settled"] is False
    assert answer["score"] is None
    assert answer["irregularities"][-1]["type"] == "not-held"
    assert answer["irregularities"][-1]["index"] == 21
    assert len(answer["as_played"]["tricks"]) == 6  # 5 complete, and trick 5 up to the card


def test_auction_hearts_i_revoke_found_the_revoker_also_pays_the_bid():
    for seed in range(40):
        record = revoking_deal("auction-hearts", seed, {2: 1})
        answer = referee.result("auction-hearts", record)
        if answer["auction"]["bid"]:
            break
    bid = answer["auction"]["bid"]
    [revoke] = revokes_of(answer)
    assert revoke["rectification"]["rule"] == "auction-hearts.i-revoke-found"
    assert revoke["rectification"]["effect"]["bid_paid"] == bid
    in_play = answer["score"]["in_play"]
    assert answer["score"]["points"] == [in_play if seat == 1 else 0 for seat in range(4)]
    assert answer["settlement"]["pot"] == record.get("pot_before", 0) + 2 * bid + in_play


def test_hearts_i_out_of_turn_condoned_a_lead_out_of_turn_the_table_followed_stands():
    record = revoking_deal("hearts", 9, {}, early_leads=(4,))
    answer = referee.result("hearts", record)
    [early] = answer["irregularities"]
    assert (early["type"], early["trick"], early["established"]) == ("out-of-turn", 4, True)
    assert early["rectification"]["rule"] == "hearts.i-out-of-turn-condoned"
    assert early["rectification"]["effect"] == {"condoned": True}
    assert answer["settled"] is True
    # No penalty: the deal scores as the cards fell, and the trick's winner led the next.
    assert answer["score"]["points"] == answer["as_played"]["score"]["points"]
    tricks = answer["as_played"]["tricks"]
    assert tricks[4]["leader"] == early["seat"]
    assert tricks[5]["leader"] == tricks[4]["winner"]


def test_hearts_i_out_of_turn_condoned_a_lead_nobody_followed_yet_can_be_taken_back():
    record = revoking_deal("hearts", 9, {}, early_leads=(4,))
    answer = referee.result("hearts", {**record, "plays": record["plays"][:18]})  # the early lead and one more
    [early] = answer["irregularities"]
    assert early["established"] is False and early["rectification"] is None
    assert answer["settled"] is False
    assert "Out of turn" in answer["explanation"]


def test_auction_hearts_i_out_of_turn_condoned_the_pot_is_settled_as_the_cards_fell():
    record = revoking_deal("auction-hearts", 2, {}, early_leads=(7,))
    answer = referee.result("auction-hearts", record)
    [early] = answer["irregularities"]
    assert early["rectification"]["rule"] == "auction-hearts.i-out-of-turn-condoned"
    assert answer["settled"] is True
    assert answer["score"] == answer["as_played"]["score"]
    assert answer["settlement"]["rule"].startswith("auction-hearts.")


CLASSIC = {"follow": "follow-or-trump", "stock_face": "up", "scoring": "end-of-hand"}


def test_california_jack_i_revoke_found_the_opponent_scores_2_and_the_revokers_jack_and_game_do_not_count():
    record = revoking_deal("california-jack", 0, {2: 1}, players=2)
    answer = referee.result("california-jack", record)
    [revoke] = revokes_of(answer)
    assert revoke["rectification"]["rule"] == "california-jack.i-revoke-found"
    assert revoke["rectification"]["effect"] == {"seat": 1, "void": ["jack", "game"], "opponent_scores": 2}
    played, settled = answer["as_played"]["score"]["breakdown"], answer["score"]["breakdown"]
    assert settled[1] == {**played[1], "jack": 0, "game": 0}
    assert answer["score"]["totals"][0] == answer["as_played"]["score"]["totals"][0] + 2
    assert answer["score"]["totals"][1] == played[1]["high"] + played[1]["low"]
    assert answer["winner"] == answer["score"]["winner"]


def test_california_jack_i_revoke_found_at_the_end_of_a_classic_hand():
    record = revoking_deal("california-jack", 3, {2: 1}, players=2, options=CLASSIC)
    answer = referee.result("california-jack", record)
    played = answer["as_played"]["score"]
    revoker_points = played["breakdown"][1]["high"] + played["breakdown"][1]["low"]
    assert answer["score"]["points"] == [2 + played["points"][0], revoker_points]
    assert answer["score"]["game_point"] in (0, None)


def test_california_jack_i_out_of_turn_condoned_the_trick_stands_and_its_winner_leads():
    record = revoking_deal("california-jack", 4, {}, players=2, early_leads=(2,))
    answer = referee.result("california-jack", record)
    [early] = answer["irregularities"]
    assert early["rectification"]["rule"] == "california-jack.i-out-of-turn-condoned"
    assert answer["settled"] is True
    tricks = answer["as_played"]["tricks"]
    assert tricks[2]["leader"] == early["seat"] and tricks[3]["leader"] == tricks[2]["winner"]


def test_forty_five_i_revoke_found_the_revoking_side_scores_nothing_and_the_others_what_they_took():
    record = revoking_deal("forty-five", 2, {1: 1})
    answer = referee.result("forty-five", record)
    [revoke] = revokes_of(answer)
    assert (revoke["seat"], revoke["established"]) == (1, True)
    assert revoke["rectification"]["rule"] == "forty-five.i-revoke-found"
    # Four players are two sides, seats 0 and 2 against 1 and 3 (forty-five.i-players).
    assert revoke["rectification"]["effect"] == {"seat": 1, "side": 1, "side_scores": 0}
    assert answer["as_played"]["score"]["points"] == [0, 5]
    assert answer["score"]["points"] == [0, 0]
    assert answer["score"]["totals"] == [0, 0]
    assert answer["rule"] == "forty-five.i-revoke-found"
    assert "side 1 revoked and scores nothing for the hand (its tricks made 5)" in answer["explanation"]


def test_forty_five_i_revoke_found_the_other_side_keeps_its_score():
    record = revoking_deal("forty-five", 0, {1: 1})
    answer = referee.result("forty-five", record)
    assert answer["as_played"]["score"]["points"] == answer["score"]["points"] == [5, 0]
    assert revokes_of(answer)[0]["rectification"]["effect"]["side_scores"] == 0


def _swapped(record: dict, key: str, first: int) -> dict:
    """The record with the plays at ``first`` and ``first + 1`` of its list ``key`` in the other order: the second
    played out of turn, before the seat it passed over."""
    actions = list(record[key])
    actions[first], actions[first + 1] = actions[first + 1], actions[first]
    return {**record, key: actions}


def test_forty_five_i_out_of_turn_condoned_a_play_out_of_turn_inside_a_trick_stands():
    record = revoking_deal("forty-five", 0, {})
    # The second trick's second and third plays swapped: the third seat plays before the second, who plays after.
    first_play = next(index for index, action in enumerate(record["actions"]) if action.get("type", "play") == "play")
    answer = referee.result("forty-five", _swapped(record, "actions", first_play + 4 + 1))
    [early] = answer["irregularities"]
    assert early["type"] == "out-of-turn" and early["established"] is True
    assert early["rectification"]["rule"] == "forty-five.i-out-of-turn-condoned"
    assert answer["settled"] is True
    # The trick holds every seat's card, and the seat passed over played to it with no fault of its own.
    assert [len(trick["plays"]) for trick in answer["as_played"]["tricks"]] == [4] * 5


def test_forty_five_i_out_of_turn_condoned_a_lead_out_of_turn_the_table_followed_stands():
    record = revoking_deal("forty-five", 1, {}, early_leads=(2,))
    answer = referee.result("forty-five", record)
    [early] = answer["irregularities"]
    assert early["rectification"]["rule"] == "forty-five.i-out-of-turn-condoned"
    tricks = answer["as_played"]["tricks"]
    assert tricks[2]["leader"] == early["seat"] and tricks[3]["leader"] == tricks[2]["winner"]
    assert answer["score"] == answer["as_played"]["score"]


def test_hearts_i_out_of_turn_condoned_the_seat_passed_over_plays_later_with_no_fault():
    record = revoking_deal("hearts", 0, {})
    answer = referee.result("hearts", _swapped(record, "plays", 4 + 1))
    [early] = answer["irregularities"]
    assert early["rectification"]["rule"] == "hearts.i-out-of-turn-condoned"
    assert answer["score"] == answer["as_played"]["score"]


def test_auction_forty_fives_i_renege_found_the_bidding_side_is_set_back_by_its_bid():
    # Seat 1's side (seats 1 and 3) bid 25 and made it as the cards fell; seat 1 reneged.
    record = revoking_deal("auction-forty-fives", 0, {1: 1})
    answer = referee.result("auction-forty-fives", record)
    [renege] = revokes_of(answer)
    assert renege["rectification"]["rule"] == "auction-forty-fives.i-renege-found"
    assert renege["rectification"]["effect"] == {"seat": 1, "side": 1, "side_scores": -25, "set_back": 25}
    assert answer["as_played"]["score"]["hand_scores"] == [5, 25]
    assert answer["score"]["hand_scores"] == [5, -25]
    assert answer["score"]["made"] is False
    assert (answer["score"]["totals"], answer["totals"]) == ([5, -25], [5, -25])
    assert answer["rule"] == "auction-forty-fives.i-renege-found"


def test_auction_forty_fives_i_renege_found_the_side_that_did_not_bid_scores_nothing():
    # Seat 0's side did not bid; side 1's bid of 20 is scored as the cards fell.
    record = revoking_deal("auction-forty-fives", 5, {1: 0})
    answer = referee.result("auction-forty-fives", record)
    [renege] = revokes_of(answer)
    assert renege["rectification"]["effect"] == {"seat": 0, "side": 0, "side_scores": 0, "set_back": 0}
    assert answer["as_played"]["score"]["hand_scores"] == [10, 20]
    assert answer["score"]["hand_scores"] == [0, 20]
    assert "side 0 reneged and scores nothing for the hand" in answer["explanation"]


def test_auction_forty_fives_i_draw_first_a_card_played_before_the_draw_is_over_stops_the_result_and_is_no_revoke():
    # A play while a phase before the play is still open is refused outright (the record describes no deal from
    # there), never played on as if it were a revoke.
    from referee.games.auction_forty_fives.examples import EXAMPLES

    record = {**EXAMPLES["adjudicate"], "discards": EXAMPLES["adjudicate"]["discards"][:-1]}
    answer = referee.result("auction-forty-fives", record)
    assert answer["settled"] is False and answer["score"] is None
    assert [(found["type"], found["rule"]) for found in answer["irregularities"]] == [
        ("refused", "auction-forty-fives.i-draw-first")
    ]
    assert answer["rule"] == "auction-forty-fives.i-draw-first"


def test_forty_five_i_dead_hand_found_an_irregular_hand_plays_on_and_is_listed_with_its_rectification():
    import random

    from referee.engine.replay import play_out
    from referee.games import RULES

    rules = RULES["forty-five"]
    rng = random.Random(7)
    dealt = rules.deal(rng, 3)
    dealt["hands"][2] = dealt["hands"][2][:-1]  # seat 2 dealt 4 cards, not 5
    record, _ = play_out(rules, rng, dealt=dealt)
    answer = referee.result("forty-five", record)
    [found] = answer["irregularities"]
    assert (found["type"], found["seat"], found["rule"], found["established"]) == (
        "irregular-hand",
        2,
        "forty-five.dead-hand",
        True,
    )
    assert found["trick"] == 4  # it had no card left at its turn in the fifth trick
    assert found["rectification"]["rule"] == "forty-five.i-dead-hand-found"
    assert found["rectification"]["effect"] == {"seat": 2, "dead": True, "won_pot": False}
    assert answer["settled"] is True
    assert answer["score"] == referee.adjudicate("forty-five", record)["score"]


def test_forty_five_rob_turned_ace_a_refused_action_that_names_no_seat_is_an_irregularity_of_no_seat():
    """forty-five.rob.turned-ace: a dealer-rob when no ace was turned is refused, and the action names no seat (the
    dealer's rob), so the result's irregularity has seat null, as adjudicate's violation does (found by
    schemathesis: the answer must match the spec)."""
    record = {
        "players": 2,
        "dealer": 0,
        "hands": [[], ["TC"]],
        "turned": "5D",
        "actions": [{"type": "dealer-rob", "discard": "TC"}],
    }
    answer = referee.result("forty-five", record)
    violation = referee.adjudicate("forty-five", record)["violation"]
    (refused,) = answer["irregularities"]
    assert (refused["type"], refused["seat"], refused["rule"]) == ("refused", None, "forty-five.rob.turned-ace")
    assert violation["seat"] is None and violation["rule"] == refused["rule"]
    assert answer["settled"] is False
