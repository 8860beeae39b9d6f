"""Forty-Five on the engine (referee/engine): the robbing phase's choices in state, a hand found dead, and the seam
a variant plays Forty-Five's play through. state on every prefix, after a violation and at the end is
tests/generic/test_state.py's."""

import copy
import random

from forty_five_deals import HANDS

import referee
from referee.cards import FULL_PACK
from referee.engine.position import Position
from referee.engine.replay import replay
from referee.engine.state import state
from referee.games.forty_five import deal
from referee.games.forty_five.play import RULES, FortyFive

TRICKS = [
    [(0, "9D"), (1, "8D"), (2, "6D"), (3, "3D")],
    [(0, "AD"), (1, "QS"), (2, "7C"), (3, "2S")],
    [(0, "KS"), (1, "4C"), (2, "AS"), (3, "9C")],
    [(0, "3H"), (1, "TH"), (2, "JH"), (3, "QH")],
    [(3, "AH"), (0, "7D"), (1, "5D"), (2, "JD")],
]
ROB = {"type": "rob", "seat": 0, "discard": "2C"}


def record(actions, turned="7D", **extra):
    return {
        "players": 4,
        "dealer": 3,
        "hands": copy.deepcopy(HANDS),
        "turned": turned,
        "actions": actions,
        "scoring": "standard",
        **extra,
    }


def test_forty_five_rob_ace_state_before_the_opening_lead_is_the_rob_phase_with_its_choices():
    answer = state(RULES, record([]))
    assert (answer["phase"], answer["to_act"], answer["legal"]) == ("rob", 0, [])
    assert answer["choices"] == [
        {"type": "announce", "seat": 0},
        *({"type": "rob", "seat": 0, "discard": card} for card in HANDS[0]),
    ]
    assert answer["rule"] == "forty-five.rob.ace" and answer["basis"] == "rule"
    assert answer["explanation"].startswith("Seat 0 holds AD, the ace of trumps: it may announce the ace")


def test_forty_five_rob_turned_ace_state_offers_the_dealer_keep_or_rob():
    answer = state(RULES, record([], turned="AC"))
    assert (answer["phase"], answer["to_act"]) == ("rob", 3)
    assert answer["choices"] == [
        {"type": "dealer-keep", "seat": 3},
        *({"type": "dealer-rob", "seat": 3, "discard": card} for card in HANDS[3]),
    ]
    assert answer["rule"] == "forty-five.rob.turned-ace"


def test_forty_five_rob_announce_closes_the_rob_phase_and_the_dealers_left_leads():
    answer = state(RULES, record([{"type": "announce", "seat": 0}]))
    assert (answer["phase"], answer["to_act"], answer["rule"]) == ("play", 0, "forty-five.play.lead")
    assert answer["legal"] == HANDS[0]


def test_forty_five_rob_ace_the_robbed_card_joins_the_hand_in_state():
    answer = state(RULES, record([ROB]))
    assert answer["hands"][0] == ["AD", "KS", "3H", "9D", "7D"]


def test_forty_five_i_dead_hand_found_the_seat_to_act_skips_a_hand_found_dead():
    hands = copy.deepcopy(HANDS)
    hands[1] = hands[1][:4]  # seat 1 dealt 4 cards
    passed_over = {
        "players": 4,
        "dealer": 3,
        "hands": hands,
        "turned": "7D",
        "scoring": "standard",
        "actions": [ROB, {"type": "play", "seat": 0, "card": "9D"}, {"type": "play", "seat": 2, "card": "6D"}],
    }
    answer = state(RULES, passed_over)
    assert answer["violation"] is None and answer["to_act"] == 3
    assert referee.adjudicate("forty-five", passed_over)["irregularities"][0]["rule"] == "forty-five.dead-hand"


class NamedTrump(FortyFive):
    """A variant whose trump is named before the play (as Auction Forty-Fives' high bidder names it), with no
    turned card and no robbing: only its start differs, the play is Forty-Five's."""

    def start(self, record: dict) -> Position:
        fields = deal.Deal(record["trump"], sizes=[len(hand) for hand in record["hands"]])
        fields.sides, fields.scores_before = [[0, 2], [1, 3]], [0, 0]
        return Position(4, record["dealer"], record["hands"], record["leader"], fields)

    def actions(self, record: dict) -> list:
        return deal.actions({"actions": [{"type": "play", **play} for play in record["plays"]]})


def test_a_variant_with_trump_named_plays_forty_five_play_through_its_rules():
    variant = NamedTrump()
    plays = [{"seat": seat, "card": card} for trick in TRICKS[:4] for seat, card in trick]
    hands = [[card for card in hand if card != "2C"] + (["7D"] if seat == 0 else []) for seat, hand in enumerate(HANDS)]
    named = {"dealer": 3, "leader": 0, "trump": "D", "hands": hands, "plays": plays}
    answer = state(variant, named)
    assert answer["phase"] == "play" and answer["violation"] is None and answer["to_act"] == 3
    assert [trick["winner"] for trick in answer["tricks"]] == [0, 0, 0, 3]
    refused = state(variant, {**named, "plays": [*plays[:1], {"seat": 1, "card": "QS"}]})
    assert refused["violation"]["rule"] == "forty-five.play.renege"  # 9D led: a trump lead


def spoiled(record: dict, rng: random.Random) -> dict:
    """The record with one action changed at random: a play's seat or card (held, illegal or not held), a play
    dropped, or a play after the end; every fault a replay meets, and sometimes none."""
    actions = [dict(action) for action in record["actions"]]
    index = rng.randrange(len(actions) + 1)
    kind = rng.choice(("seat", "card", "drop", "after"))
    if kind == "after" or index == len(actions):
        actions.append({"type": "play", "seat": rng.randrange(record["players"]), "card": rng.choice(FULL_PACK)})
    elif actions[index]["type"] != "play":
        return record
    elif kind == "seat":
        actions[index]["seat"] = rng.randrange(record["players"])
    elif kind == "card":
        actions[index]["card"] = rng.choice(FULL_PACK)
    else:
        del actions[index]
    return {**record, "actions": actions}


def answered(record: dict, actions) -> tuple:
    position, violation = replay(RULES, record, actions)
    fields = position.fields
    facts = (position.phase, position.to_act, position.leader, position.hands, position.trick, position.notes)
    facts += tuple(getattr(fields, name) for name in deal.Deal.__slots__)
    return violation, facts, RULES.answer(record, position, violation)
