"""Auction Hearts' Rules for the engine: Hearts' (``HeartsRules``: its one legality check, its trick winner, its
score) under Auction Hearts' rule ids, with the auction and the naming of the penalty suit before the play
(bidding.py) and the pot in the answer (scoring.py)."""

import random
from functools import partial

from referee.cards import SUITS
from referee.engine.actions import BID, ActionList
from referee.engine.position import Position
from referee.games.auction_hearts import bidding, deal, rules, scoring
from referee.games.auction_hearts.rules import AUCTION, CATALOGUE
from referee.games.hearts import play as hearts_play
from referee.games.hearts.deal import misdeal_findings
from referee.games.hearts.play import HeartsRules
from referee.games.hearts.rules import MAX_PLAYERS, MIN_PLAYERS
from referee.games.hearts.rules import Options as HeartsOptions
from referee.rulings import InvalidRecord


class AuctionHeartsRules(HeartsRules):
    """Hearts' rules under Auction Hearts' ids and options, with the auction before the play (no pass): the
    penalty suit is the one named, the play violations name their phase, and the answer adds the auction and
    the pot."""

    dealing = deal.DEALING

    def start(self, record: dict) -> Position:
        return deal.start(record, self.variant)

    def actions(self, record: dict) -> ActionList:
        return ActionList(bidding.actions(record), record["plays"])

    def act(self, position: Position, action) -> dict | None:
        if action.phase == BID:
            violation = bidding.act(position, action)
            if violation is not None:
                deal.refuse_plays(position)
            return violation
        return super().act(position, action)

    def early_play(self, position: Position, action) -> dict:
        """A play before the auction is complete (auction-hearts.i-auction-first); a record whose bidding is
        over names the suit before any play."""
        deal.refuse_plays(position)
        bidding.require_named(position)
        return CATALOGUE.ruling(
            rules.AUCTION_FIRST,
            f"Seat {position.fields.bidding.to_bid} has not yet bid or passed: play begins when "
            f"the auction is complete.",
            phase="play",
            index=action.index,
            seat=action.seat,
            card=action.card,
        )

    def violation(self, position: Position, action, rule: str, explanation: str) -> dict:
        return {"phase": action.phase, **super().violation(position, action, rule, explanation)}

    def score(self, position: Position) -> dict | None:
        """Nothing scores before the penalty suit is named."""
        return None if position.fields.auction is None else super().score(position)

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
        score = None if fields.auction is None else self._score_of(position, violation)
        answer = self._deal_answer(record, position, violation, score)
        auction, settlement = fields.auction, None
        if answer["complete"] and not answer["irregularities"]:
            settlement = self._settlement(record, position, answer["score"]["points"])
        answer["auction"], answer["settlement"] = auction, settlement
        return answer

    def _settlement(self, record: dict, position: Position, taken: list, revokers: tuple = ()) -> dict:
        fields, auction = position.fields, position.fields.auction
        return scoring.pot_settled(
            {
                "players": record["players"],
                "bid": auction["bid"],
                "bidder": None if fields.jackpot_deal else auction["high_bidder"],
                "penalty_suit": fields.penalty_suit,
                "taken": taken,
                "pot_before": record["pot_before"],
                "jackpot_deal": fields.jackpot_deal,
                "previous_bidder": fields.previous_bidder,
            },
            revokers,
        )

    def rectify(self, record: dict, position: Position, revokes: list, played: dict) -> tuple[dict, dict]:
        """Hearts' charge, and each revoker pays the amount of the bid into the pot in addition (Foster's Complete
        Hoyle, Laws of Hearts 24); the pot settled on the charge."""
        rectified, rectifications = super().rectify(record, position, revokes, played)
        if played["settlement"] is None:
            return rectified, rectifications
        revokers = tuple(sorted(rectifications))
        settlement = self._settlement(record, position, rectified["score"]["points"], revokers)
        for rectification in rectifications.values():
            rectification["effect"]["bid_paid"] = position.fields.auction["bid"] or 0
        return {**rectified, "settlement": settlement}, rectifications

    def choices(self, position: Position) -> dict:
        return bidding.choices(position)

    def snapshot(self, request: dict, penalty_suit: str | None = None) -> tuple[Position, dict | None]:
        return super().snapshot(request, _penalty_suit(request))

    def deal(self, rng, players: int | None = None) -> dict:
        """A random deal (as in Hearts) and its auction."""
        return self.before_play(deal.DEALING.shuffled(rng, players or rng.randint(MIN_PLAYERS, MAX_PLAYERS)), rng)

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

# POST trick-winner: Hearts' trick winner, citing Auction Hearts' rule.
trick_winner = partial(hearts_play.trick_winner, variant=AUCTION)


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
