"""Auction Forty-Fives in the published conformance suite (referee/engine/game.py, Conformance): the auction, the
naming of trump and the discards as steps, each choice drawn from what the rules allow; injected faults in each
phase; perft from the opening lead. The same random choices make the property tests' deals (Rules.before_play)."""

from referee.cards import SUITS
from referee.engine.actions import BID, DISCARD, Action
from referee.engine.game import Conformance
from referee.games.auction_forty_fives import bidding, drawing, rules
from referee.games.auction_forty_fives.rules import HOLD

# The playthroughs take these in turn: a side on 100 or more bids 20 at least (auction-forty-fives.bid.hundred).
SITUATIONS = ({}, {"scores_before": [100, 45]}, {"scores_before": [-30, 110]})
PASS_CHANCE = 0.5


def _bid_request(record: dict, bids: list, seat: int) -> dict:
    """check-bid's request for this turn, under the record's profile, scores and the options of the auction."""
    request = {"players": record["players"], "dealer": record["dealer"], "bids": list(bids), "seat": seat}
    for name in ("profile", "scores_before", "min_bid", "all_pass"):
        if name in record:
            request[name] = record[name]
    return request


def _choose_bid(auction, seat: int, rng):
    """A legal bid at random, with what the seat could bid (as state lists it): a pass half the time where it may
    pass, but someone always bids, so the deal is played; the lower bids the likelier, as at a table."""
    numbers = auction.legal_bids(seat)
    may_hold, may_pass = bidding.judge(auction, seat, HOLD)[0], bidding.judge(auction, seat, None)[0]
    offers = [*numbers, *([HOLD] if may_hold else [])]
    last_chance = seat == auction.dealer and auction.high_bidder is None
    legal = {"bids": numbers, "hold": may_hold, "pass": may_pass}
    if may_pass and (not offers or (not last_chance and rng.random() < PASS_CHANCE)):
        return None, legal
    return rng.choice(offers[: 1 + rng.randrange(len(offers))]), legal


def steps_before_play(game_rules, record: dict, rng) -> tuple[dict, list]:
    """A dealt record with an auction someone wins, a trump and every seat's discard, and those choices as steps."""
    record = {**record, "bids": [], "discards": [], "plays": []}
    record.pop("trump", None)
    position = game_rules.start(record)
    fields, steps, bids = position.fields, [], []
    while not fields.auction.over:
        auction = fields.auction
        seat = auction.to_bid
        bid, legal = _choose_bid(auction, seat, rng)
        entry = {"seat": seat, "bid": bid}
        steps.append(
            {
                "phase": "bid",
                "to_act": seat,
                "legal": legal,
                "rule": bidding.judge(auction, seat, bid)[1],
                "action": entry,
                "request": _bid_request(record, bids, seat),
            }
        )
        bids.append(entry)
        game_rules.act(position, Action(BID, seat, len(bids) - 1, entry, bid=bid))
    trump, bidder = rng.choice(SUITS), fields.auction.high_bidder
    steps.append(
        {"phase": "trump", "to_act": bidder, "legal": list(SUITS), "rule": rules.TRUMP, "action": {"trump": trump}}
    )
    game_rules.act(position, Action(BID, None, len(bids), trump, kind=bidding.NAME_TRUMP))
    discards = []
    while fields.discarding is not None:
        seat, choice = fields.discarding, drawing.choices(position)
        allowed = choice["discard"]
        cards = rng.sample(position.cards(seat), rng.randint(0, allowed["most"]))
        entry = {"seat": seat, "cards": cards}
        steps.append(
            {
                "phase": "discard",
                "to_act": seat,
                "legal": allowed,
                "rule": choice["rule"],
                "action": entry,
            }
        )
        discards.append(entry)
        violation = game_rules.act(position, Action(DISCARD, seat, len(discards) - 1, entry, cards=tuple(cards)))
        if violation is not None:
            raise AssertionError(f"a discard drawn from the rules' choices broke a rule: {violation}")
    return {**record, "bids": bids, "trump": trump, "discards": discards}, steps


def _won(record: dict) -> tuple[list, int]:
    """The dealer's left bids 20 and everyone else passes: an auction that seat wins."""
    players, dealer = record["players"], record["dealer"]
    first = (dealer + 1) % players
    bids = [{"seat": first, "bid": 20}] + [
        {"seat": (first + turn) % players, "bid": None} for turn in range(1, players)
    ]
    return bids, first


def faults_before_play(record: dict, rng) -> list:
    """Faults in the auction (a bid not higher, out of turn, a passed player bidding after the hold, a hold by
    another seat than the dealer, a bid not a multiple of 5), in the discard (a card not held) and a play before
    the draw: (kind, record, phase, index)."""
    players, dealer, hands = record["players"], record["dealer"], record["hands"]
    first, second = (dealer + 1) % players, (dealer + 2) % players
    won, bidder = _won(record)
    # The dealer's left passes, the next bids 20, the rest pass, the dealer holds: the dealer's left is out.
    held = [{"seat": first, "bid": None}, {"seat": second, "bid": 20}]
    held += [{"seat": (second + turn) % players, "bid": None} for turn in range(1, players - 2)]
    held += [{"seat": dealer, "bid": HOLD}, {"seat": first, "bid": 25}]
    stranger = rng.choice([card for seat, hand in enumerate(hands) if seat != bidder for card in hand])
    ready = {**record, "bids": won, "trump": rng.choice(SUITS)}
    return [
        ("bid-not-higher", {**record, "bids": [{"seat": first, "bid": 20}, {"seat": second, "bid": 20}]}, "bid", 1),
        ("bid-out-of-turn", {**record, "bids": [{"seat": second, "bid": 20}]}, "bid", 0),
        ("bid-after-pass", {**record, "bids": held}, "bid", len(held) - 1),
        ("hold-not-dealer", {**record, "bids": [{"seat": first, "bid": 20}, {"seat": second, "bid": HOLD}]}, "bid", 1),
        ("bid-not-multiple", {**record, "bids": [{"seat": first, "bid": 15 + 1 + rng.randrange(4)}]}, "bid", 0),
        ("discard-not-held", {**ready, "discards": [{"seat": first, "cards": [stranger]}]}, "discard", 0),
        (
            "play-before-draw",
            {**ready, "plays": [{"seat": second, "card": rng.choice(hands[second])}]},
            "play",
            0,
        ),
    ]


def perft_starts(record: dict) -> list:
    """perft counts the play from the opening lead: the dealer's left wins the auction at 20, names the suit of its
    first card, and nobody discards."""
    bids, bidder = _won(record)
    players, dealer = record["players"], record["dealer"]
    discards = [{"seat": (dealer + 1 + turn) % players, "cards": []} for turn in range(players)]
    return [(0, {**record, "bids": bids, "trump": record["hands"][bidder][0][1], "discards": discards})]


def snapshot(position) -> dict:
    seat, fields = position.to_act, position.fields
    return {
        "trump": fields.trump,
        "hand": position.cards(seat),
        "trick": list(position.trick),
        "seat": seat,
        "players": position.players,
    }


def prefix(record: dict, step: int) -> dict:
    """The record cut before its step ``step``, the steps in order: the bids, the naming of trump, each discard, the
    plays."""
    bids, discards = record["bids"], record["discards"]
    unnamed = {key: value for key, value in record.items() if key != "trump"}
    if step < len(bids):
        return {**unnamed, "bids": bids[:step], "discards": [], "plays": []}
    if step == len(bids):
        return {**unnamed, "discards": [], "plays": []}
    step -= len(bids) + 1
    if step < len(discards):
        return {**record, "discards": discards[:step], "plays": []}
    return {**record, "plays": record["plays"][: step - len(discards)]}


CONFORMANCE = Conformance(
    before_play=steps_before_play,
    snapshot=snapshot,
    faults_before_play=faults_before_play,
    play_index=lambda record, index: index,
    perft_starts=perft_starts,
    situations=SITUATIONS,
)
