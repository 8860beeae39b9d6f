"""The auction (phase "bid"): bids and passes from the dealer's left, the dealer's hold and the rebidding after it,
a passed player staying out, the least bid (auction-forty-fives.bid, bid.value, bid.hold, bid.passed,
bid.hundred, i-all-pass, bid.bagged); then the high bidder names trump (auction-forty-fives.trump).

``judge`` is the one check of a bid: check-bid, adjudicate and state all ask it."""

from typing import NamedTuple

from referee.cards import SUIT_NAMES, SUITS
from referee.engine.actions import BID, Action
from referee.games.auction_forty_fives import rules
from referee.games.auction_forty_fives.rules import (
    BID_STEP,
    CATALOGUE,
    DEALER_BAGGED,
    HIGHEST_BID,
    HOLD,
    PLAYER_COUNTS,
    Options,
    side_of,
)
from referee.games.auction_forty_fives.scoring import scores_before
from referee.rulings import InvalidRecord, pointer

HUNDRED, HUNDRED_LEAST = 100, 20
NAME_TRUMP = "trump"  # the kind of the bid phase's last action: the trump named (the record's ``trump``)


class Auction(NamedTuple):
    """The auction after the bids so far, immutable: each bid makes the next one (a tuple, the cheapest to make).
    ``held``: the dealer has held, so the auction goes on past the first round until all but one have passed."""

    players: int
    dealer: int
    min_bid: int
    all_pass: str
    scores_before: tuple
    to_bid: int | None
    passed: frozenset = frozenset()
    high_bid: int = 0
    high_bidder: int | None = None
    held: bool = False

    @classmethod
    def opening(cls, players: int, dealer: int, options, scores_before) -> "Auction":
        return cls(players, dealer, options.min_bid, options.all_pass, tuple(scores_before), (dealer + 1) % players)

    @property
    def over(self) -> bool:
        return self.to_bid is None

    def least_bid(self, seat: int) -> int:
        """The least bid ``seat`` may make: the minimum, or 20 for a side on 100 or more."""
        if self.scores_before[side_of(seat)] >= HUNDRED:
            return max(self.min_bid, HUNDRED_LEAST)
        return self.min_bid

    def bagged(self, seat: int) -> bool:
        """Whether ``seat`` is the dealer, the others have all passed, and the dealer may not pass."""
        return self.all_pass == DEALER_BAGGED and seat == self.dealer and self.high_bidder is None

    def after(self, seat: int, bid) -> "Auction":
        """The auction after ``seat``'s legal ``bid`` (None: a pass; "hold")."""
        passed, high_bid, high_bidder, held = self.passed, self.high_bid, self.high_bidder, self.held
        if bid is None:
            passed = passed | {seat}
        else:
            high_bid, high_bidder = (high_bid if bid == HOLD else bid), seat
            held = held or bid == HOLD
        if not held:
            # The first round: each seat once from the dealer's left, the dealer last.
            to_bid = None if seat == self.dealer else (seat + 1) % self.players
        elif len(passed) >= self.players - 1:
            to_bid = None
        else:
            to_bid = next(
                candidate
                for offset in range(1, self.players + 1)
                if (candidate := (seat + offset) % self.players) not in passed
            )
        # tuple.__new__: the NamedTuple's own __new__ only passes its fields on to it, one Python call more a bid.
        return tuple.__new__(
            Auction,
            (
                self.players,
                self.dealer,
                self.min_bid,
                self.all_pass,
                self.scores_before,
                to_bid,
                passed,
                high_bid,
                high_bidder,
                held,
            ),
        )

    def legal_bids(self, seat: int) -> list[int]:
        """The numbers ``seat`` may bid now (a hold and a pass aside)."""
        return [value for value in range(BID_STEP, HIGHEST_BID + 1, BID_STEP) if judge(self, seat, value)[0]]


def _standing(auction: Auction) -> str:
    if auction.high_bidder is None:
        return "Nobody has bid yet"
    holding = " (holding)" if auction.high_bidder == auction.dealer and auction.held else ""
    return f"Seat {auction.high_bidder}{holding} has the high bid, {auction.high_bid}"


def judge(auction: Auction, seat: int, bid) -> tuple[bool, str, str]:
    """(legal, rule, explanation) for ``seat`` making ``bid`` (a number, "hold", or None for a pass) now."""
    refused = refusal(auction, seat, bid)
    if refused is not None:
        return False, *refused
    if bid is None:
        return True, rules.BID, f"{_standing(auction)}; seat {seat} may pass."
    if bid == HOLD:
        return True, rules.BID_HOLD, f"The dealer, seat {seat}, may hold: take the bid of {auction.high_bid}."
    return True, rules.BID_VALUE, f"{_standing(auction)}; seat {seat} may bid {bid}."


def refusal(auction: Auction, seat: int, bid) -> tuple[str, str] | None:
    """The rule ``seat`` making ``bid`` now breaks, and why; None when it may (judge's check, which the replay asks
    alone: a legal bid there needs no sentence)."""
    if auction.over:
        return rules.BID, "The auction is over, so no more bids may be made."
    if seat in auction.passed:
        return rules.BID_PASSED, f"Seat {seat} has passed and stays out of the auction."
    if seat != auction.to_bid:
        return rules.OUT_OF_TURN, f"Seat {auction.to_bid} bids next, not seat {seat}."
    if bid is None:
        if auction.bagged(seat):
            return (
                rules.BAGGED,
                f"Every other player has passed, so the dealer, seat {seat}, is bagged and may not pass: it bids "
                f"at least {auction.least_bid(seat)}.",
            )
        return None
    least = auction.least_bid(seat)
    hundred = least > auction.min_bid
    if bid == HOLD:
        if seat != auction.dealer:
            return rules.BID_HOLD, f"Only the dealer, seat {auction.dealer}, may hold, not seat {seat}."
        if auction.high_bidder is None:
            return rules.BID_HOLD, "Nobody has bid yet, so there is no bid for the dealer to hold."
        if auction.high_bidder == seat:
            return rules.BID_HOLD, f"The dealer, seat {seat}, already has the high bid, {auction.high_bid}."
        if auction.high_bid < least:
            return (
                rules.BID_HUNDRED,
                f"Seat {seat}'s side has 100 points or more, so it may not bid less than {least}: it cannot hold "
                f"at {auction.high_bid}.",
            )
        return None
    if bid % BID_STEP or bid > HIGHEST_BID or bid < auction.min_bid:
        return (
            rules.BID_VALUE,
            f"A bid is a multiple of 5 from {auction.min_bid} to 30, so {bid} may not be bid.",
        )
    if hundred and bid < least:
        return (
            rules.BID_HUNDRED,
            f"Seat {seat}'s side has 100 points or more, so it may not bid less than {least}; {bid} is too low.",
        )
    if bid <= auction.high_bid:
        hold_note = " (only the dealer may hold)" if bid == auction.high_bid and seat != auction.dealer else ""
        return (
            rules.BID_VALUE,
            f"{_standing(auction)}, so a bid must be higher: {bid} is not{hold_note}.",
        )
    return None


def run_bids(auction: Auction, bids: list[dict]) -> tuple[Auction, dict | None]:
    """The auction after ``bids``, stopping at the first that breaks a rule (its violation, phase "bid")."""
    for index, entry in enumerate(bids):
        refused = refusal(auction, entry["seat"], entry["bid"])
        if refused is not None:
            return auction, violation(*refused, index, entry["seat"])
        auction = auction.after(entry["seat"], entry["bid"])
    return auction, None


def violation(rule: str, explanation: str, index: int, seat) -> dict:
    return {"phase": BID, **CATALOGUE.ruling(rule, explanation, index=index, seat=seat, card=None)}


def actions(record: dict) -> list[Action]:
    """The record's bids (each with its index in ``bids``), then the naming of trump (the record's ``trump``)."""
    bids = [Action(BID, entry["seat"], index, entry, bid=entry["bid"]) for index, entry in enumerate(record["bids"])]
    return [*bids, Action(BID, None, len(bids), record.get("trump"), kind=NAME_TRUMP)]


def summary(auction: Auction, trump: str) -> dict:
    """The adjudicate answer's ``auction``: the high bidder, the bid and the trump named."""
    return {"bidder": auction.high_bidder, "bid": auction.high_bid, "trump": trump}


def require_trump(auction: Auction, trump, later: bool) -> None:
    """The record names trump exactly when the auction has a high bidder and is over: a 422 otherwise, since
    a trump named before the auction is over (or after everyone passed) describes no deal. ``later``: the record
    goes on to discards or plays, which need the trump."""
    if trump is not None and not auction.over:
        raise InvalidRecord.at(
            "/trump", f"the auction is not over (seat {auction.to_bid} bids next), so no trump can be named yet"
        )
    if trump is not None and auction.high_bidder is None:
        raise InvalidRecord.at("/trump", "every player passed, so nobody names trump")
    if trump is None and later and auction.over and auction.high_bidder is not None:
        raise InvalidRecord.at(
            "/trump", f"seat {auction.high_bidder} won the auction and names trump before the discards: give trump"
        )


def named(auction: Auction, trump: str) -> str:
    return f"Seat {auction.high_bidder} won the auction with {auction.high_bid} and named {SUIT_NAMES[trump]} trump."


def choices(auction: Auction) -> dict:
    """What the seat to act may do in the auction (``bid``: the bids listed, whether it may hold or pass), or, once
    it is over, the suits the high bidder may name (``trump_suits``)."""
    if auction.over:
        return {
            **CATALOGUE.ruling(rules.TRUMP, f"Seat {auction.high_bidder} won the auction and names trump: any suit."),
            "trump_suits": list(SUITS),
        }
    seat = auction.to_bid
    numbers = auction.legal_bids(seat)
    may_hold = judge(auction, seat, HOLD)[0]
    may_pass = judge(auction, seat, None)[0]
    options = [str(number) for number in numbers] + (["hold"] if may_hold else []) + (["pass"] if may_pass else [])
    rule = rules.BAGGED if not may_pass else rules.BID
    return {
        **CATALOGUE.ruling(rule, f"{_standing(auction)}; seat {seat} may {_alternatives(options)}."),
        "bid": {"bids": numbers, "hold": may_hold, "pass": may_pass},
    }


def _alternatives(options: list[str]) -> str:
    words = [f"bid {option}" if option.isdigit() else option for option in options]
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + f" or {words[-1]}"


def check_bid(request: dict) -> dict:
    """Whether ``bid`` may be made now, after the ``bids`` so far: the auction's one check (bidding.judge)."""
    players, dealer, bids = request["players"], request["dealer"], request["bids"]
    if players not in PLAYER_COUNTS:
        raise InvalidRecord.at("/players", f"{players} players cannot play: the game takes 4 or 6, in two sides")
    if not 0 <= dealer < players:
        raise InvalidRecord.at("/dealer", f"seat {dealer} is out of range: seats are 0 to {players - 1}")
    for index, entry in enumerate(bids):
        if entry["seat"] >= players:
            raise InvalidRecord.at(pointer("bids", index, "seat"), f"seat {entry['seat']} is out of range")
    options = Options.of(request)
    opening = Auction.opening(players, dealer, options, scores_before(request.get("scores_before"), options))
    auction, violation = run_bids(opening, bids)
    if violation is not None:
        raise InvalidRecord.at(
            pointer("bids", violation["index"]),
            f"the bids so far break a rule ({violation['rule']}): {violation['explanation']}",
        )
    seat = request.get("seat", auction.to_bid)
    if seat is None:
        seat = auction.high_bidder
    elif seat >= players:
        raise InvalidRecord.at("/seat", f"seat {seat} is out of range: seats are 0 to {players - 1}")
    legal, rule, explanation = judge(auction, seat, request["bid"])
    return CATALOGUE.ruling(
        rule,
        explanation,
        legal=legal,
        next_seat=auction.to_bid,
        high_bidder=auction.high_bidder,
        high_bid=auction.high_bid or None,
    )
