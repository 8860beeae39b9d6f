"""The auction, a phase of the deal before the play (auction-hearts.bid, i-bid): one turn each from the dealer's
left, each bid above the last; then the naming of the penalty suit (auction-hearts.name, i-all-pass, i-rename) and
the opening leader it gives."""

from referee.cards import SUIT_NAMES, SUITS
from referee.engine.actions import BID, OVER, PLAY, Action
from referee.engine.position import Position
from referee.engine.records import require_seat
from referee.engine.tricks import next_seat
from referee.games.auction_hearts import rules
from referee.games.auction_hearts.rules import CATALOGUE, Options
from referee.games.hearts.deal import Deal
from referee.rulings import InvalidRecord, pointer


class AuctionState:
    """The bids so far; each bid gives a new one (``after``) and none is changed, so a position's copy shares it.
    Whether the auction is over, the seat to bid and the least bid are settled when the state is made: the replay
    asks them at every bid."""

    __slots__ = ("players", "dealer", "turns_taken", "high_bidder", "high_bid", "over", "to_bid", "minimum_bid")

    def __init__(
        self, players: int, dealer: int, turns_taken: int = 0, high_bidder: int | None = None, high_bid: int = 0
    ):
        self.players, self.dealer, self.turns_taken = players, dealer, turns_taken
        self.high_bidder, self.high_bid = high_bidder, high_bid
        self.over: bool = turns_taken >= players
        self.to_bid: int | None = None if self.over else (dealer + 1 + turns_taken) % players
        self.minimum_bid: int = high_bid + 1

    def after(self, seat: int, bid: int | None) -> "AuctionState":
        if bid is None:
            return AuctionState(self.players, self.dealer, self.turns_taken + 1, self.high_bidder, self.high_bid)
        return AuctionState(self.players, self.dealer, self.turns_taken + 1, seat, bid)


def _standing(state: AuctionState) -> str:
    if state.high_bidder is None:
        return "Nobody has bid yet, so any bid of at least 1 may be made"
    return f"Seat {state.high_bidder} bid {state.high_bid}, so a bid must be at least {state.minimum_bid}"


def bid_fault(state: AuctionState, seat: int, bid: int | None) -> tuple[str, str] | None:
    """The rule ``seat`` bidding ``bid`` (None: a pass) now breaks, and why; None when the bid is legal."""
    if state.over:
        return (
            rules.BID,
            f"Every player has had their one turn to bid: the auction is over, so seat {seat} may not bid again.",
        )
    if seat != state.to_bid:
        return (
            rules.OUT_OF_TURN,
            f"Seat {state.to_bid} bids next (bidding goes once round from the dealer's left), not seat {seat}.",
        )
    if bid is None:
        return None
    if bid < 1:
        return rules.BID_OR_PASS, f"A bid is a whole number of chips of at least 1, not {bid}."
    if bid > rules.MOST_BID:
        return rules.BID_LIMIT, f"The referee takes bids of up to {rules.MOST_BID:,} chips, so {bid:,} may not be bid."
    if bid < state.minimum_bid:
        return rules.BID, f"{_standing(state)}; {bid} is not higher."
    return None


def judge_bid(state: AuctionState, seat: int, bid: int | None) -> dict:
    """The ruling fields on ``seat`` bidding ``bid`` (None: a pass) now, with ``legal``: bid_fault's, or why the bid
    is legal."""
    fault = bid_fault(state, seat, bid)
    if fault is not None:
        return CATALOGUE.ruling(*fault, legal=False)
    if bid is None:
        return CATALOGUE.ruling(rules.BID_OR_PASS, f"Seat {seat} may pass.", legal=True)
    return CATALOGUE.ruling(rules.BID, f"{_standing(state)}; seat {seat} may bid {bid}.", legal=True)


def run_bids(players: int, dealer: int, bids: list[dict]) -> tuple[AuctionState, dict | None]:
    """The auction after ``bids``, stopping at the first bid that breaks a rule (returned with its index)."""
    state = AuctionState(players, dealer)
    for index, entry in enumerate(bids):
        ruling = judge_bid(state, entry["seat"], entry["bid"])
        if not ruling.pop("legal"):
            return state, {"index": index, "seat": entry["seat"], "card": None, **ruling}
        state = state.after(entry["seat"], entry["bid"])
    return state, None


# The auction as a phase of the engine: the bids, then the naming, each an action of the record.

NAME = "name"  # the kind of the bid phase's last action: the penalty suit named (the record's penalty_suit)


FIRST_LEAD = Options.spec("first_lead").default  # who leads first where a request does not say


class AuctionDeal(Deal):
    """Auction Hearts' own fields of a position: Hearts' and the auction's."""

    __slots__ = ("bidding", "auction", "jackpot_deal", "previous_bidder", "first_lead")

    def __init__(self, variant, request: dict):
        super().__init__(variant, None)
        self.bidding = AuctionState(request["players"], request["dealer"])  # the bids so far
        self.auction = None  # the summary of the auction once the suit is named (adjudicate's ``auction``)
        self.jackpot_deal = request.get("jackpot_deal", False)
        self.previous_bidder = request.get("previous_bidder")
        self.first_lead = request.get("first_lead", FIRST_LEAD)

    def copy(self) -> "AuctionDeal":
        other = super().copy()
        other.bidding, other.auction, other.jackpot_deal = self.bidding, self.auction, self.jackpot_deal
        other.previous_bidder, other.first_lead = self.previous_bidder, self.first_lead
        return other

    @property
    def namer(self) -> int | None:
        """The seat that names the penalty suit: the high bidder, or on a jackpot deal the previous successful
        bidder (auction-hearts.name, rename); None when nobody does."""
        return self.previous_bidder if self.jackpot_deal else self.bidding.high_bidder

    @property
    def naming(self) -> bool:
        """Whether the bidding is over (or there is none: a jackpot deal) and the suit is still to be named."""
        return self.auction is None and (self.jackpot_deal or self.bidding.over)


def actions(request: dict) -> list[Action]:
    """The record's bids (index each bid's), then the naming of the suit (the record's penalty_suit)."""
    bids = [Action(BID, entry["seat"], index, entry, bid=entry["bid"]) for index, entry in enumerate(request["bids"])]
    bids.append(Action(BID, None, 0, request.get("penalty_suit"), kind=NAME))
    return bids


def act(position: Position, action: Action) -> dict | None:
    """A bid judged and, when legal, made; or the suit named once the bidding is over."""
    fields = position.fields
    if action.kind == NAME:
        return name(position, action.entry) if fields.naming else None
    if fields.jackpot_deal:
        return {
            "phase": "bid",
            **CATALOGUE.ruling(
                rules.JACKPOT, "A jackpot deal has no bidding.", index=action.index, seat=action.seat, card=None
            ),
        }
    seat, bid = action.seat, action.bid
    fault = bid_fault(fields.bidding, seat, bid)
    if fault is not None:
        return {"phase": "bid", "index": action.index, "seat": seat, "card": None, **CATALOGUE.ruling(*fault)}
    state = fields.bidding = fields.bidding.after(seat, bid)
    position.to_act = fields.namer if state.over else state.to_bid
    return None


def name(position: Position, named: str | None) -> dict | None:
    """The penalty suit named (or hearts when nobody names one); a violation (phase "name") when all passed but
    another suit was named. The summary is the adjudicate answer's ``auction``."""
    fields = position.fields
    state, namer = fields.bidding, fields.namer
    if namer is not None:
        if named is None:
            position.to_act = namer  # the naming is still to come
            return None
        if fields.jackpot_deal:
            rule, why = (
                rules.RENAME,
                (
                    f"A jackpot deal: no bidding; seat {namer}, the previous successful "
                    f"bidder, names {SUIT_NAMES[named]} and pays nothing."
                ),
            )
        else:
            rule, why = (
                rules.NAME,
                (
                    f"Seat {namer} bid highest ({state.high_bid}), puts the bid into the "
                    f"pot and names {SUIT_NAMES[named]}."
                ),
            )
        fields.auction = CATALOGUE.ruling(
            rule, why, high_bidder=state.high_bidder, bid=state.high_bid or None, named_by=namer, penalty_suit=named
        )
        return _named(position, named)
    rule = rules.JACKPOT_NO_NAMER if fields.jackpot_deal else rules.ALL_PASS
    why = (
        "A jackpot deal with nobody to name the suit: hearts is the penalty suit again."
        if fields.jackpot_deal
        else "Everyone passed: hearts is the penalty suit and nothing is paid."
    )
    fields.auction = CATALOGUE.ruling(rule, why, high_bidder=None, bid=None, named_by=None, penalty_suit="H")
    fields.penalty_suit = "H"
    if named is not None and named != "H":
        return CATALOGUE.ruling(
            rule,
            f"{why} {SUIT_NAMES[named].capitalize()} may not be named.",
            phase="name",
            index=0,
            seat=None,
            card=None,
        )
    return _named(position, "H")


def _named(position: Position, suit: str) -> None:
    position.fields.penalty_suit = suit
    leader, position.fields.opening_text = opening_leader(position)
    position.leader = position.to_act = leader
    position.phase = PLAY
    if not position.hands[leader]:
        position.phase, position.to_act = OVER, None
    return None


def require_named(position: Position) -> None:
    """The record names the suit where a seat names it: a 422 otherwise (the record is not a deal's)."""
    fields = position.fields
    if fields.naming and fields.namer is not None:
        raise InvalidRecord.at("/penalty_suit", f"seat {fields.namer} names the penalty suit: give penalty_suit")


def opening_leader(position: Position) -> tuple[int, str | None]:
    """Who makes the opening lead, and how an out-of-turn ruling names them (None: the dealer's left): the seat that
    named the suit under first_lead high-bidder (auction-hearts.i-first-lead-namer), else the dealer's left
    (auction-hearts.i-first-lead). adjudicate, state and the Game protocol's start all ask this."""
    fields = position.fields
    dealer_left = next_seat(position.dealer, position.players)
    namer = fields.namer
    if fields.first_lead == "high-bidder" and namer is not None:
        who = "names the suit" if fields.jackpot_deal else "bid highest"
        return namer, f"seat {namer}, who {who}, makes the opening lead (first_lead: high-bidder)"
    return dealer_left, None


def choices(position: Position) -> dict:
    """What the seat to act may do in the auction: pass or bid above the high bid (``bid``: whether it may pass,
    the least bid and the most, auction-hearts.i-bid-limit), or name the penalty suit (``penalty_suit``: the suits)."""
    fields = position.fields
    state = fields.bidding
    if fields.naming:
        namer = fields.namer
        rule = rules.RENAME if fields.jackpot_deal else rules.NAME
        return {
            **CATALOGUE.ruling(rule, f"Seat {namer} names the penalty suit: any suit."),
            "penalty_suit": list(SUITS),
        }
    ruling = CATALOGUE.ruling(rules.BID, f"{_standing(state)}; seat {state.to_bid} may also pass.")
    return {**ruling, "bid": bid_choice(state)}


def bid_choice(state: AuctionState) -> dict:
    """The bids open to the seat to act: a pass, or any whole number from ``minimum`` to ``maximum``."""
    return {"pass": True, "minimum": state.minimum_bid, "maximum": rules.MOST_BID}


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
