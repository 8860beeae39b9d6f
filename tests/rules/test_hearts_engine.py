"""Hearts and Auction Hearts on the engine (referee.engine): the choices state gives in the phases before the play
(the pass, the auction and the naming of the suit), and the one statement of a play whether the engine acts on it
alone or in a run. state on every prefix, after a violation and at the end is tests/generic/test_state.py's."""

import random

import pytest

from referee.engine.game import play_action
from referee.engine.replay import adjudicate, after, opening, play_out
from referee.engine.state import state
from referee.games import auction_hearts, hearts
from referee.operations import OPERATIONS, load
from referee.rulings import InvalidRecord


def loaded(game: str, record: dict) -> dict:
    return load(OPERATIONS[game]["adjudicate"], record)


def passing_record(passes=None) -> dict:
    record, _ = play_out(hearts.RULES, random.Random(5), 4)
    record = {**record, "plays": [], "passing": "left-right-across-hold", "hand_number": 0}
    return record if passes is None else {**record, "passes": passes}


def test_hearts_pass_choices_name_the_cards_and_direction_hearts_pass():
    record = passing_record()
    passes = [hand[:3] for hand in record["hands"]]
    answer = state(hearts.RULES, loaded("hearts", {**record, "passes": passes[:2]}))
    assert (answer["phase"], answer["to_act"], answer["legal"]) == ("pass", 2, [])
    assert answer["pass"] == {"count": 3, "direction": "left"} and answer["rule"] == "hearts.pass"
    assert answer["hands"][0] == record["hands"][0][3:] and answer["hands"][2] == record["hands"][2]
    nothing = state(hearts.RULES, loaded("hearts", record))
    assert (nothing["phase"], nothing["to_act"]) == ("pass", 0)
    done = state(hearts.RULES, loaded("hearts", {**record, "passes": passes}))
    assert done["phase"] == "play" and done["hands"][1] == record["hands"][1][3:] + passes[0]


@pytest.mark.parametrize("passes", [None, "two seats"])
def test_hearts_adjudicate_of_incomplete_passes_is_refused_as_before_hearts_pass(passes):
    record = passing_record()
    if passes:
        record = {**record, "passes": [hand[:3] for hand in record["hands"]][:2]}
    with pytest.raises(InvalidRecord) as refused:
        adjudicate(hearts.RULES, loaded("hearts", record))
    assert refused.value.errors[0][0] == "/passes"


def auction_record(bids, penalty_suit=None, plays=()) -> dict:
    record, _ = play_out(hearts.RULES, random.Random(17), 4)
    body = {"players": 4, "dealer": record["dealer"], "hands": record["hands"], "bids": bids, "plays": list(plays)}
    return body if penalty_suit is None else {**body, "penalty_suit": penalty_suit}


def seats_from_left(dealer: int) -> list[int]:
    return [(dealer + 1 + turn) % 4 for turn in range(4)]


def test_auction_hearts_bid_choices_list_pass_and_the_least_bid_auction_hearts_bid():
    dealer = auction_record([])["dealer"]
    order = seats_from_left(dealer)
    record = auction_record([{"seat": order[0], "bid": 3}])
    answer = state(auction_hearts.RULES, loaded("auction-hearts", record))
    assert (answer["phase"], answer["to_act"], answer["legal"]) == ("bid", order[1], [])
    assert (
        answer["bid"] == {"pass": True, "minimum": 4, "maximum": 1_000_000} and answer["rule"] == "auction-hearts.bid"
    )
    assert answer["score"] is None


def test_auction_hearts_naming_choices_list_the_suits_and_adjudicate_wants_the_suit_auction_hearts_name():
    dealer = auction_record([])["dealer"]
    order = seats_from_left(dealer)
    bids = [
        {"seat": order[0], "bid": None},
        {"seat": order[1], "bid": 2},
        {"seat": order[2], "bid": None},
        {"seat": order[3], "bid": None},
    ]
    answer = state(auction_hearts.RULES, loaded("auction-hearts", auction_record(bids)))
    assert (answer["phase"], answer["to_act"]) == ("bid", order[1])
    assert answer["penalty_suit"] == ["S", "H", "D", "C"] and answer["rule"] == "auction-hearts.name"
    with pytest.raises(InvalidRecord) as refused:
        adjudicate(auction_hearts.RULES, loaded("auction-hearts", auction_record(bids)))
    assert refused.value.errors[0][0] == "/penalty_suit"


def test_auction_hearts_a_copied_position_keeps_the_auction_and_scores_alike():
    """referee.engine.replay.after copies a position before applying a play (the claim search, perft): an Auction
    Hearts position's copy keeps the auction, so it scores as the position it was copied from."""
    record = auction_hearts.RULES.deal(random.Random(23), 4)
    position = opening(auction_hearts.RULES, record)
    seat = auction_hearts.RULES.to_act(position)
    card = auction_hearts.RULES.legality(position).legal[0]
    following = after(auction_hearts.RULES, position, play_action({"seat": seat, "card": card}))
    assert following.fields.auction == position.fields.auction is not None
    assert auction_hearts.RULES.score(following) == auction_hearts.RULES.score(position)
