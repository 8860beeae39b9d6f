"""The auction (auction-hearts.bid, i-bid): one turn each from the dealer's left, each bid above the last."""

from dataclasses import dataclass

from referee.games.auction_hearts import rules as r
from referee.games.auction_hearts.rules import CATALOGUE


@dataclass(frozen=True)
class AuctionState:
    players: int
    dealer: int
    turns_taken: int = 0
    high_bidder: int | None = None
    high_bid: int = 0

    @property
    def over(self) -> bool:
        return self.turns_taken >= self.players

    @property
    def to_bid(self) -> int | None:
        return None if self.over else (self.dealer + 1 + self.turns_taken) % self.players

    @property
    def minimum_bid(self) -> int:
        return self.high_bid + 1

    def after(self, seat: int, bid: int | None) -> "AuctionState":
        if bid is None:
            return AuctionState(self.players, self.dealer, self.turns_taken + 1, self.high_bidder, self.high_bid)
        return AuctionState(self.players, self.dealer, self.turns_taken + 1, seat, bid)


def _standing(state: AuctionState) -> str:
    if state.high_bidder is None:
        return "Nobody has bid yet, so any bid of at least 1 may be made"
    return f"Seat {state.high_bidder} bid {state.high_bid}, so a bid must be at least {state.minimum_bid}"


def judge_bid(state: AuctionState, seat: int, bid: int | None) -> dict:
    """The ruling fields on ``seat`` bidding ``bid`` (None: a pass) now, with ``legal``."""
    if state.over:
        return CATALOGUE.ruling(r.BID, f"Every player has had their one turn to bid: the auction is "
                                                      f"over, so seat {seat} may not bid again.", legal=False)
    if seat != state.to_bid:
        return CATALOGUE.ruling(r.OUT_OF_TURN,
                                f"Seat {state.to_bid} bids next (bidding goes once round from the dealer's left), "
                                f"not seat {seat}.", legal=False)
    if bid is None:
        return CATALOGUE.ruling(r.BID_OR_PASS, f"Seat {seat} may pass.", legal=True)
    if bid < 1:
        return CATALOGUE.ruling(r.BID_OR_PASS, f"A bid is a whole number of chips of at least 1, not {bid}.",
                                legal=False)
    if bid < state.minimum_bid:
        return CATALOGUE.ruling(r.BID, f"{_standing(state)}; {bid} is not higher.", legal=False)
    return CATALOGUE.ruling(r.BID, f"{_standing(state)}; seat {seat} may bid {bid}.", legal=True)


def run_bids(players: int, dealer: int, bids: list[dict]) -> tuple[AuctionState, dict | None]:
    """The auction after ``bids``, stopping at the first bid that breaks a rule (returned with its index)."""
    state = AuctionState(players, dealer)
    for index, entry in enumerate(bids):
        ruling = judge_bid(state, entry["seat"], entry["bid"])
        if not ruling.pop("legal"):
            return state, {"index": index, "seat": entry["seat"], "card": None, **ruling}
        state = state.after(entry["seat"], entry["bid"])
    return state, None
