"""Auction Hearts in the published conformance suite (referee/engine/game.py, Conformance): the auction and the
naming of the penalty suit as steps, jackpot deals, and injected bidding faults."""

from referee.cards import SUITS
from referee.engine.game import Conformance
from referee.games.auction_hearts import rules
from referee.games.auction_hearts.bidding import AuctionState, bid_choice, judge_bid
from referee.games.hearts import conformance as hearts_conformance

# A jackpot deal (auction-hearts.jackpot): no bidding, the previous successful bidder names the suit again
# (auction-hearts.i-rename), or nobody does when there was none (auction-hearts.i-jackpot-no-namer).
SITUATIONS = (
    {},
    {"pot_before": 6},
    {"jackpot_deal": True, "pot_before": 14, "previous_bidder": 0},
    {"jackpot_deal": True, "pot_before": 9, "previous_bidder": None},
)


def auction_steps(record: dict, rng) -> tuple[dict, list]:
    """Each seat once from the dealer's left passes or bids above the high bid (auction-hearts.bid, i-bid), then the
    high bidder names the suit (auction-hearts.name); hearts when all pass (auction-hearts.i-all-pass). A jackpot
    deal has no auction: the previous successful bidder, if any, names the suit (auction-hearts.i-rename)."""
    steps = []
    if record.get("jackpot_deal"):
        namer = record.get("previous_bidder")
        if namer is None:
            return record, []
        suit = rng.choice(SUITS)
        steps.append(
            {
                "phase": "name",
                "to_act": namer,
                "legal": list(SUITS),
                "rule": rules.RENAME,
                "action": {"seat": namer, "penalty_suit": suit},
            }
        )
        return {**record, "penalty_suit": suit}, steps
    state, bids = AuctionState(record["players"], record["dealer"]), []
    while not state.over:
        seat = state.to_bid
        bid = None if rng.random() < 0.5 else state.minimum_bid + rng.randrange(3)
        steps.append(
            {
                "phase": "bid",
                "to_act": seat,
                "legal": bid_choice(state),
                "rule": judge_bid(state, seat, bid)["rule"],
                "action": {"seat": seat, "bid": bid},
                "request": {"players": record["players"], "dealer": record["dealer"], "bids": list(bids), "seat": seat},
            }
        )
        bids.append({"seat": seat, "bid": bid})
        state = state.after(seat, bid)
    if state.high_bidder is None:
        return {**record, "bids": bids}, steps
    suit = rng.choice(SUITS)
    steps.append(
        {
            "phase": "name",
            "to_act": state.high_bidder,
            "legal": list(SUITS),
            "rule": rules.NAME,
            "action": {"seat": state.high_bidder, "penalty_suit": suit},
        }
    )
    return {**record, "bids": bids, "penalty_suit": suit}, steps


def auction_faults(record: dict, rng) -> list:
    """A bid not above the high bid, a bid out of turn, a bid on a jackpot deal (phase bid, index the bid) and a
    play before the auction is complete (phase play, index 0)."""
    record = {name: value for name, value in record.items() if name not in ("jackpot_deal", "previous_bidder")}
    players, dealer = record["players"], record["dealer"]
    first, second = (dealer + 1) % players, (dealer + 2) % players
    high = 1 + rng.randrange(4)
    opening = [{"seat": first, "bid": high}]
    hand = record["hands"][first]
    return [
        ("bid-not-higher", {**record, "bids": [*opening, {"seat": second, "bid": high - rng.randrange(2)}]}, "bid", 1),
        ("bid-out-of-turn", {**record, "bids": [{"seat": second, "bid": high}]}, "bid", 0),
        (
            "bid-on-jackpot",
            {**record, "jackpot_deal": True, "previous_bidder": first, "penalty_suit": "S", "bids": opening},
            "bid",
            0,
        ),
        (
            "play-before-auction",
            {**record, "bids": opening, "plays": [{"seat": first, "card": rng.choice(hand)}]},
            "play",
            0,
        ),
    ]


def all_pass(record: dict) -> list:
    """perft starts at the opening lead after an auction in which everyone passed (bids have no upper bound)."""
    bids = [
        {"seat": (record["dealer"] + 1 + turn) % record["players"], "bid": None} for turn in range(record["players"])
    ]
    return [(0, {**record, "bids": bids})]


def prefix(record: dict, step: int) -> dict:
    """The record cut before its step ``step``, the steps in order: the bids, the naming of the penalty suit (a step
    where a seat names it), the plays."""
    bids = record["bids"]
    namer = (
        record.get("previous_bidder")
        if record.get("jackpot_deal")
        else next((bid["seat"] for bid in bids if bid["bid"] is not None), None)
    )
    named = 1 if record.get("penalty_suit") is not None and namer is not None else 0
    if step < len(bids):
        cut = {key: value for key, value in record.items() if key != "penalty_suit"}
        return {**cut, "bids": bids[:step], "plays": []}
    if step < len(bids) + named:
        return {**{key: value for key, value in record.items() if key != "penalty_suit"}, "plays": []}
    return {**record, "plays": record["plays"][: step - len(bids) - named]}


CONFORMANCE = Conformance(
    before_play=lambda rules, record, rng: auction_steps(record, rng),
    snapshot=hearts_conformance.snapshot,
    faults_before_play=auction_faults,
    play_index=lambda record, index: index,
    perft_starts=all_pass,
    situations=SITUATIONS,
)
