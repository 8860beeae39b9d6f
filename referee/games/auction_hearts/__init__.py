"""Auction Hearts (rules.md, section Auction Hearts): Hearts under its own rule ids and options, with a phase before
the play (the auction and the naming of the penalty suit, bidding.py) and the pot (pot.py).

``RULES`` is Hearts' rules subclassed (``AuctionHeartsRules``): the play, its legality, the trick winner and the
score are Hearts', reached through the engine like every game's.
"""

import random

from referee.cards import SUITS
from referee.engine.actions import BID, ActionList
from referee.engine.game import Conformance, Dealing
from referee.engine.position import Position
from referee.engine.records import require_seat
from referee.engine.tricks import next_seat
from referee.games.auction_hearts import bidding, conformance, picture, rules
from referee.games.auction_hearts.bidding import AuctionDeal, judge_bid, run_bids
from referee.games.auction_hearts.pot import settle_pot
from referee.games.auction_hearts.rules import AUCTION, CATALOGUE, GAME_ID, Options
from referee.games.hearts import RANK_TABLES, irregularities, play, scoring
from referee.games.hearts import conformance as hearts_conformance
from referee.games.hearts.deal import deal_record as hearts_deal_record
from referee.games.hearts.deal import misdeal_findings, require_deal
from referee.games.hearts.disputes import DisputeRules, disputes
from referee.games.hearts.play import HeartsRules
from referee.games.hearts.rules import MAX_PLAYERS, MIN_PLAYERS, deal_from_deck, pack_in_order
from referee.games.hearts.rules import Options as HeartsOptions
from referee.games.info import GameInfo
from referee.games.profiles import ProfileBook
from referee.rulings import InvalidRecord, pointer

PROFILES = ProfileBook(
    GAME_ID,
    Options.house_rule_defaults(),
    [
        (
            "hoyle",
            "Auction Hearts by its standard rules",
            {},
            "The standard rules of Auction Hearts, after Hoyle: Hearts' play avoiding the named penalty suit.",
        ),
    ],
)

INFO = GameInfo(
    GAME_ID, "Auction Hearts", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, Options, RANK_TABLES, PROFILES, listed=3
)


def deal_record(dealt: dict, players: int, dealer: int) -> dict:
    """The record of a deal before the auction (auction-hearts.i-strip: dealt as in Hearts)."""
    return {**hearts_deal_record(dealt, players, dealer), "bids": []}


DEALING = Dealing(
    rule=rules.STRIP,
    fair_deal=rules.FAIR_DEAL,
    pack=pack_in_order,
    layout=lambda deck, players, dealer, options: deal_from_deck(deck, players, dealer),
    record=deal_record,
)


class AuctionHeartsRules(HeartsRules):
    """Hearts' rules under Auction Hearts' ids and options, with the auction before the play (no pass): the
    penalty suit is the one named, the play violations name their phase, and the answer adds the auction and
    the pot."""

    dealing = DEALING

    def start(self, record: dict) -> Position:
        require_deal(record)
        players = record["players"]
        for index, entry in enumerate(record["bids"]):
            require_seat(entry["seat"], players, pointer("bids", index, "seat"))
        if record.get("previous_bidder") is not None:
            require_seat(record["previous_bidder"], players, "/previous_bidder")
        fields = AuctionDeal(self.variant.under(HeartsOptions.of(record)), record)
        position = Position(players, record["dealer"], record["hands"], 0, fields, phase=BID)
        position.to_act = fields.namer if fields.jackpot_deal else fields.bidding.to_bid
        return position

    def actions(self, record: dict) -> ActionList:
        return ActionList(bidding.actions(record), record["plays"])

    def act(self, position: Position, action) -> dict | None:
        if action.phase == BID:
            return bidding.act(position, action)
        return super().act(position, action)

    def before_play_ends(self, position: Position, play: dict, index: int) -> dict:
        """A play before the auction is complete (auction-hearts.i-auction-first); a record whose bidding is
        over names the suit before any play."""
        bidding.require_named(position)
        return CATALOGUE.ruling(
            rules.AUCTION_FIRST,
            f"Seat {position.fields.bidding.to_bid} has not yet bid or passed: play begins when "
            f"the auction is complete.",
            phase="play",
            index=index,
            seat=play["seat"],
            card=play["card"],
        )

    def play_violation(self, rule: str, explanation: str, index: int, seat: int, card: str) -> dict:
        return {"phase": "play", **super().play_violation(rule, explanation, index, seat, card)}

    def score_of(self, position: Position, violation: dict | None) -> dict | None:
        fields = position.fields
        return None if fields.auction is None else super().score_of(position, violation)

    def answer(self, record: dict, position: Position, violation: dict | None) -> dict:
        fields = position.fields
        if violation is None:
            bidding.require_named(position)
        if fields.auction is None and violation is None:
            # The record stops inside the auction: no suit is named yet, so there is nothing to score.
            ruling = CATALOGUE.ruling(
                rules.BID,
                f"The auction is not complete: seat {fields.bidding.to_bid} is to bid or pass. No penalty "
                f"suit has been named yet, so no card counts against anyone.",
            )
            return {
                "valid": True,
                "violation": None,
                "complete": False,
                "tricks": [],
                "score": None,
                "irregularities": misdeal_findings(record["hands"], AUCTION),
                **ruling,
                "auction": None,
                "settlement": None,
            }
        answer = self.deal_answer(record, position, violation, self.score_of(position, violation))
        auction, settlement = fields.auction, None
        if answer["complete"] and not answer["irregularities"]:
            settlement = settle_pot(
                {
                    "players": record["players"],
                    "bid": auction["bid"],
                    "bidder": None if fields.jackpot_deal else auction["high_bidder"],
                    "penalty_suit": fields.penalty_suit,
                    "taken": answer["score"]["points"],
                    "pot_before": record["pot_before"],
                    "jackpot_deal": fields.jackpot_deal,
                    "previous_bidder": fields.previous_bidder,
                }
            )
        return {**answer, "auction": auction, "settlement": settlement}

    def choices(self, position: Position) -> dict:
        return bidding.choices(position)

    def snapshot(self, request: dict, penalty_suit: str | None = None) -> tuple[Position, dict | None]:
        return super().snapshot(request, _penalty_suit(request))

    def deal(self, rng, players: int | None = None) -> dict:
        """A random deal (as in Hearts) and its auction."""
        return self.before_play(DEALING.shuffled(rng, players or rng.randint(MIN_PLAYERS, MAX_PLAYERS)), rng)

    def before_play(self, record: dict, rng: random.Random) -> dict:
        """An auction: each seat once from the dealer's left passes or bids higher; the high bidder names any suit
        (auction-hearts.bid, name), hearts when all pass (auction-hearts.i-all-pass)."""
        players, dealer = record["players"], record["dealer"]
        bids, high = [], 0
        for turn in range(players):
            seat = (dealer + 1 + turn) % players
            if rng.random() < 0.5:
                bids.append({"seat": seat, "bid": None})
            else:
                high += rng.randint(1, 3)
                bids.append({"seat": seat, "bid": high})
        penalty_suit = rng.choice(SUITS) if high else "H"
        return {**record, "bids": bids, "penalty_suit": penalty_suit}


RULES = AuctionHeartsRules(AUCTION)
# The play alone, under Auction Hearts' ids: what a revoke proof replays (its record has no auction).
PLAY_RULES = HeartsRules(AUCTION)

RULES.disputes = disputes(
    AUCTION,
    DisputeRules(revoke_proof=rules.REVOKE_PROOF, revoke_found=rules.REVOKE_FOUND, claim=rules.CLAIM, pays_bid=True),
)
PICTURE = picture.PICTURE
RULES.conformance = Conformance(
    before_play=conformance.auction_steps,
    snapshot=hearts_conformance.snapshot,
    faults_before_play=conformance.auction_faults,
    play_index=lambda record, index: index,
    perft_starts=conformance.all_pass,
    situations=conformance.SITUATIONS,
)


def _penalty_suit(request: dict) -> str:
    """The penalty suit a snapshot is played with: needed only where a house rule depends on it."""
    suit = request.get("penalty_suit")
    if suit is None and HeartsOptions.of(request).restricts_play:
        raise InvalidRecord.at(
            "/penalty_suit",
            "these house rules keep the penalty suit off the first trick or off "
            f"the lead: give penalty_suit ({rules.PLAYED_SO_FAR})",
        )
    return suit or "H"


def trick_winner(request: dict) -> dict:
    return play.trick_winner(request, AUCTION)


def score(request: dict) -> dict:
    return scoring.score(request, request["penalty_suit"], AUCTION)


def settle(request: dict) -> dict:
    return settle_pot(request)


def check_bid(request: dict) -> dict:
    players, dealer, bids = request["players"], request["dealer"], request["bids"]
    require_seat(dealer, players, "/dealer")
    for index, entry in enumerate(bids):
        require_seat(entry["seat"], players, pointer("bids", index, "seat"))
    if "seat" in request:
        require_seat(request["seat"], players, "/seat")
    state, violation = run_bids(players, dealer, bids)
    if violation is not None:
        raise InvalidRecord.at(
            pointer("bids", violation["index"]),
            f"the bids so far break a rule ({violation['rule']}): {violation['explanation']}",
        )
    facts = {
        "minimum_bid": state.minimum_bid,
        "next_seat": state.to_bid,
        "high_bidder": state.high_bidder,
        "high_bid": state.high_bid or None,
    }
    if request["jackpot_deal"]:
        return CATALOGUE.ruling(
            rules.JACKPOT,
            "A jackpot deal has no bidding: the previous successful bidder names the suit.",
            legal=False,
            **facts,
        )
    seat = request.get("seat", state.to_bid)
    if seat is None:
        seat = next_seat(dealer, players)
    return {**facts, **judge_bid(state, seat, request["bid"])}


def misdeal(request: dict) -> dict:
    return irregularities.misdeal(request, AUCTION)


def dead_hand(request: dict) -> dict:
    return irregularities.dead_hand(request, AUCTION)


def revoke(request: dict) -> dict:
    return irregularities.revoke(request, PLAY_RULES)
