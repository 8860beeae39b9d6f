"""adjudicate: robbing, turned aces, turn order, dead hands and the pot, replayed from whole deal records."""

import copy

import pytest
from forty_five_deals import HANDS

import referee
from referee import InvalidRecord

TRICKS = [
    [(0, "9D"), (1, "8D"), (2, "6D"), (3, "3D")],
    [(0, "AD"), (1, "QS"), (2, "7C"), (3, "2S")],
    [(0, "KS"), (1, "4C"), (2, "AS"), (3, "9C")],
    [(0, "3H"), (1, "TH"), (2, "JH"), (3, "QH")],
    [(3, "AH"), (0, "7D"), (1, "5D"), (2, "JD")],
]


def plays(tricks):
    return [{"type": "play", "seat": seat, "card": card} for trick in tricks for seat, card in trick]


def record(actions, hands=HANDS, turned="7D", players=4, dealer=3, **extra):
    return {
        "players": players,
        "dealer": dealer,
        "hands": copy.deepcopy(hands),
        "turned": turned,
        "actions": actions,
        **extra,
    }


def adjudicate(*args, **kwargs):
    return referee.adjudicate("forty-five", record(*args, **kwargs))


ROB = {"type": "rob", "seat": 0, "discard": "2C"}


def test_forty_five_rob_ace_full_deal():
    answer = adjudicate([ROB, *plays(TRICKS)])
    assert answer["valid"] and answer["violation"] is None and answer["hand_over"]
    assert [(t["leader"], t["winner"], t["card"]) for t in answer["tricks"]] == [
        (0, 0, "9D"),
        (0, 0, "AD"),
        (0, 0, "KS"),
        (0, 3, "QH"),
        (3, 1, "5D"),
    ]
    assert answer["tricks_won"] == [3, 1, 0, 1]
    assert answer["score"]["tricks_by_side"] == [3, 2] and answer["score"]["points"] == [5, 0]
    assert answer["irregularities"] == [] and not answer["ace_demoted"]


def test_forty_five_deal_turned_suit_is_trump():
    assert adjudicate([])["trump"] == "D"
    assert adjudicate([], turned="8H")["trump"] == "H"


def test_forty_five_rob_ace_by_a_player_without_the_ace():
    answer = adjudicate([{"type": "rob", "seat": 1, "discard": "QS"}])
    assert not answer["valid"] and answer["violation"]["rule"] == "forty-five.rob.ace"
    assert answer["violation"]["index"] == 0 and answer["violation"]["seat"] == 1


def test_forty_five_i_rob_once_twice_is_a_violation():
    answer = adjudicate([ROB, {"type": "announce", "seat": 0}])
    assert answer["violation"]["rule"] == "forty-five.i-rob-once" and answer["violation"]["index"] == 1


def test_rob_discard_not_held():
    answer = adjudicate([{"type": "rob", "seat": 0, "discard": "QS"}])
    assert answer["violation"]["rule"] == "forty-five.i-not-held"


def test_forty_five_rob_announce_omitted_demotes_the_ace():
    no_rob = [[(0, "AD"), (1, "8D"), (2, "6D"), (3, "3D")]]
    answer = adjudicate(plays(no_rob))
    assert answer["valid"] and answer["ace_demoted"]
    assert answer["irregularities"][0]["rule"] == "forty-five.rob.announce"
    # The demoted AD is the lowest trump: 8D, 6D and 3D all beat it.
    assert answer["tricks"][0]["winner"] == 1 and answer["tricks"][0]["card"] == "8D"
    assert (
        "demoted"
        in referee.run(
            "forty-five",
            "trick-winner",
            {"trump": "D", "trump_ace_demoted": True, "plays": [{"seat": 0, "card": "AD"}, {"seat": 1, "card": "2D"}]},
        )["explanation"]
    )


def test_announce_keeps_the_ace():
    answer = adjudicate([{"type": "announce", "seat": 0}, *plays([[(0, "AD"), (1, "8D"), (2, "6D"), (3, "3D")]])])
    assert answer["valid"] and not answer["ace_demoted"] and answer["tricks"][0]["winner"] == 0


def test_forty_five_i_rob_timing_too_late_after_playing():
    answer = adjudicate([*plays([[(0, "KS"), (1, "QS"), (2, "AS"), (3, "2S")]]), ROB])
    assert answer["violation"]["rule"] == "forty-five.i-rob-timing" and answer["violation"]["index"] == 4
    assert answer["ace_demoted"]


def test_ace_holder_may_rob_late_before_their_first_play():
    hands = [HANDS[1], HANDS[2], HANDS[3], HANDS[0]]  # the ace holder is the dealer, seat 3, playing last
    first = plays([[(0, "QS"), (1, "AS"), (2, "2S")]])
    answer = adjudicate([*first, {"type": "rob", "seat": 3, "discard": "2C"}, *plays([[(3, "KS")]])], hands=hands)
    assert answer["valid"] and answer["tricks"][0]["winner"] == 3


TURNED_ACE_HANDS = [
    ["AD", "KS", "2C", "3H", "9D"],
    ["5D", "QS", "4C", "TH", "8D"],
    ["JD", "7S", "7C", "JH", "6D"],
    ["AH", "2S", "9C", "QH", "3D"],
]


def test_forty_five_rob_turned_ace_dealer_rob_plays_trick_one_from_four():
    actions = [
        {"type": "dealer-rob", "discard": "9C"},
        *plays([[(0, "KS"), (1, "QS"), (2, "7S"), (3, "2S")]]),
        {"type": "play", "seat": 0, "card": "2C"},
        {"type": "play", "seat": 1, "card": "4C"},
        {"type": "play", "seat": 2, "card": "7C"},
        {"type": "play", "seat": 3, "card": "AS"},
    ]
    answer = adjudicate(actions, hands=TURNED_ACE_HANDS, turned="AS")
    assert answer["valid"], answer["violation"]
    assert answer["tricks"][1]["winner"] == 3 and answer["tricks"][1]["card"] == "AS"


def test_forty_five_i_turned_ace_ace_joins_after_trick_one():
    actions = [
        {"type": "dealer-rob", "discard": "9C"},
        *plays([[(0, "KS"), (1, "QS"), (2, "7S")]]),
        {"type": "play", "seat": 3, "card": "AS"},
    ]
    answer = adjudicate(actions, hands=TURNED_ACE_HANDS, turned="AS")
    assert answer["violation"]["rule"] == "forty-five.i-not-held" and answer["violation"]["index"] == 4


def test_forty_five_i_turned_ace_default_keeps_the_hand():
    answer = adjudicate(plays([[(0, "KS")]]), hands=TURNED_ACE_HANDS, turned="AS")
    assert answer["valid"] and answer["irregularities"][0]["rule"] == "forty-five.i-turned-ace-default"
    late = adjudicate([*plays([[(0, "KS")]]), {"type": "dealer-keep"}], hands=TURNED_ACE_HANDS, turned="AS")
    assert late["violation"]["rule"] == "forty-five.rob.turned-ace"


@pytest.mark.parametrize(
    "actions, turned, rule",
    [
        pytest.param(
            [{"type": "rob", "seat": 0, "discard": "2C"}],
            "AS",
            "forty-five.rob.turned-ace",
            id="forty-five.rob.turned-ace-only-the-dealer",
        ),
        pytest.param(
            [{"type": "dealer-rob", "discard": "9C"}],
            "7D",
            "forty-five.rob.turned-ace",
            id="forty-five.rob.turned-ace-not-an-ace",
        ),
        pytest.param(
            [{"type": "dealer-keep", "seat": 1}],
            "AS",
            "forty-five.rob.turned-ace",
            id="forty-five.rob.turned-ace-not-the-dealer",
        ),
        pytest.param(
            [{"type": "dealer-keep"}, {"type": "dealer-rob", "discard": "9C"}],
            "AS",
            "forty-five.i-rob-once",
            id="forty-five.i-rob-once-dealer",
        ),
    ],
)
def test_robbing_violations(actions, turned, rule):
    answer = adjudicate(actions, hands=TURNED_ACE_HANDS, turned=turned)
    assert answer["violation"]["rule"] == rule and answer["violation"]["index"] == len(actions) - 1


def test_forty_five_play_lead_dealer_left_leads():
    answer = adjudicate(plays([[(1, "QS")]]))
    assert answer["violation"]["rule"] == "forty-five.i-out-of-turn" and "seat 0" in answer["violation"]["explanation"]


def test_forty_five_i_not_held_in_play():
    answer = adjudicate([ROB, *plays([[(0, "QS")]])])
    assert answer["violation"]["rule"] == "forty-five.i-not-held" and answer["violation"]["card"] == "QS"


def test_forty_five_i_game_over_after_five_tricks():
    answer = adjudicate([ROB, *plays(TRICKS), {"type": "play", "seat": 1, "card": "QS"}])
    assert answer["violation"]["rule"] == "forty-five.i-game-over" and answer["violation"]["index"] == 21
    assert len(answer["tricks"]) == 5 and answer["score"]["points"] == [5, 0]


def test_forty_five_play_follow_or_trump_violation_stops_the_replay():
    answer = adjudicate([ROB, *plays([[(0, "KS"), (1, "4C")]])])
    violation = answer["violation"]
    assert violation["rule"] == "forty-five.play.follow-or-trump" and violation["index"] == 2
    assert "QS" in violation["explanation"] and answer["tricks"][0]["winner"] is None


def test_forty_five_play_renege_violation_in_replay():
    answer = adjudicate([ROB, *plays([[(0, "9D"), (1, "QS")]])])
    assert answer["violation"]["rule"] == "forty-five.play.renege" and "8D" in answer["violation"]["explanation"]


def test_forty_five_dead_hand_skipped_when_the_record_passes_over_it():
    hands = [h[:] for h in HANDS]
    hands[2] = hands[2][:4]  # seat 2 was dealt four cards
    answer = adjudicate([ROB, *plays([[(0, "9D"), (1, "8D"), (3, "3D")]])], hands=hands)
    assert answer["valid"] and answer["tricks"][0]["winner"] == 0
    assert [(i["rule"], i["seat"], i["index"]) for i in answer["irregularities"]] == [("forty-five.dead-hand", 2, 3)]


def test_forty_five_i_dead_hand_found_when_it_runs_out():
    hands = [["5D", "JD", "AH", "AD"], ["2S", "3S", "4S", "6S", "7S"], ["2C", "3C", "4C", "6C", "7C"]]
    # Seat 0 holds four top trumps and leads every trick; it has no card for the fifth.
    actions = [{"type": "announce", "seat": 0}]
    for card, (a, b) in zip(hands[0], [("2S", "2C"), ("3S", "3C"), ("4S", "4C"), ("6S", "6C")]):
        actions += plays([[(0, card), (1, a), (2, b)]])
    actions += plays([[(1, "7S"), (2, "7C")]])
    answer = adjudicate(actions, hands=hands, players=3, dealer=2, turned="8D")
    assert answer["pot_winner"] == 0 and answer["hand_over"]
    assert answer["irregularities"][0]["rule"] == "forty-five.i-pot"
    assert answer["violation"]["rule"] == "forty-five.i-game-over"


def test_forty_five_i_pot_irregular_hand_with_three_tricks():
    hands = [["5D", "JD", "AH", "2H", "3H", "4H"], ["2S", "3S", "4S", "6S", "7S"], ["2C", "3C", "4C", "6C", "7C"]]
    actions = [
        *plays(
            [[(0, "5D"), (1, "2S"), (2, "2C")], [(0, "JD"), (1, "3S"), (2, "3C")], [(0, "AH"), (1, "4S"), (2, "4C")]]
        ),
        {"type": "play", "seat": 1, "card": "6S"},
    ]
    answer = adjudicate(actions, hands=hands, players=3, dealer=2, turned="8D")
    assert answer["pot_winner"] == 0 and answer["tricks_won"] == [3, 0, 0]
    assert answer["irregularities"][-1]["rule"] == "forty-five.i-pot"
    assert answer["score"]["points"] == [5, 0, 0] and answer["valid"]


def test_forty_five_i_dead_hand_found_leader_passes_left():
    hands = [["5D", "2H", "3H", "4H"], ["2S", "3S", "4S", "6S", "7S"], ["2C", "3C", "4C", "6C", "7C"]]
    # Seat 0 wins trick 1 with a four-card hand; the record then has seat 1 lead: seat 0 is found dead.
    actions = plays([[(0, "5D"), (1, "2S"), (2, "2C")], [(1, "3S"), (2, "3C")]])
    answer = adjudicate(actions, hands=hands, players=3, dealer=2, turned="8D")
    assert answer["valid"] and answer["tricks"][1]["leader"] == 1 and answer["tricks"][1]["winner"] == 1
    assert answer["irregularities"][0]["rule"] == "forty-five.dead-hand"


@pytest.mark.parametrize(
    "change, where",
    [
        (lambda r: r["hands"][1].__setitem__(0, "AD"), "/hands/1/0"),
        (lambda r: r.__setitem__("turned", "AH"), "/turned"),
        (lambda r: r["hands"].pop(), "/hands"),
        (lambda r: r.__setitem__("dealer", 4), "/dealer"),
        (lambda r: r["actions"].append({"type": "play", "seat": 5, "card": "AD"}), "/actions/0/seat"),
    ],
)
def test_impossible_records_are_422(change, where):
    body = record([])
    change(body)
    with pytest.raises(InvalidRecord) as error:
        referee.adjudicate("forty-five", body)
    assert where in [pointer for pointer, _ in error.value.errors]


def test_forty_five_i_dead_hand_found_after_the_fifth_trick():
    hands = [h[:] for h in HANDS]
    hands[1] = hands[1] + ["2H"]  # seat 1 was dealt six cards and plays along unnoticed
    answer = adjudicate([ROB, *plays(TRICKS)], hands=hands)
    assert answer["valid"] and answer["hand_over"] and answer["pot_winner"] is None
    assert [(i["rule"], i["seat"], i["index"]) for i in answer["irregularities"]] == [("forty-five.dead-hand", 1, 20)]
    assert "tricks it took stand" in answer["irregularities"][0]["explanation"]
    assert answer["tricks_won"] == [3, 1, 0, 1]


def test_forty_five_i_dead_hand_found_fewer_than_two_live_hands():
    hands = [["KS", "QS", "JS", "2S", "3S"], ["4S", "5S", "6S", "7S"]]
    actions = plays([[(0, "KS")], [(0, "QS")]])
    answer = adjudicate(actions, hands=hands, players=2, dealer=1, turned="8D")
    # Seat 1 is passed over: with one live hand play stops, and the unfinished trick is not scored.
    assert answer["valid"] and answer["hand_over"] and answer["tricks_won"] == [0, 0]
    assert answer["tricks"] == [{"leader": 0, "plays": [{"seat": 0, "card": "KS"}], "winner": None, "card": None}]
    assert [i["rule"] for i in answer["irregularities"]] == [
        "forty-five.dead-hand",
        "forty-five.i-dead-hand-found",
        "forty-five.i-dead-hand-found",
    ]
    # Over, but not complete: the answer says how it ended and scores it as final.
    assert answer["explanation"].startswith("The hand ended after 0 tricks, with fewer than two live hands;")
    assert "nobody scores" in answer["score"]["explanation"]
