"""The score (Hearts' count of penalty cards, auction-hearts.settle) and the pot: one chip per penalty card taken;
who wins it, how it splits, when it is a jackpot."""

from functools import partial

from referee.cards import SUIT_NAMES
from referee.engine.records import require_seat
from referee.games.auction_hearts import rules
from referee.games.auction_hearts.rules import AUCTION, CATALOGUE
from referee.games.hearts import scoring as hearts_scoring
from referee.games.hearts.deal import require_per_seat
from referee.games.hearts.rules import SUIT_COUNTS
from referee.games.wording import counted
from referee.rulings import InvalidRecord


def _seats(seats: list[int]) -> str:
    return "Seats " + " and ".join(str(seat) for seat in seats)


def require_settlement(request: dict) -> None:
    players, taken = request["players"], request["taken"]
    bidder, bid = request.get("bidder"), request.get("bid")
    require_per_seat(taken, players, "taken")
    for field in ("bidder", "previous_bidder"):
        if request.get(field) is not None:
            require_seat(request[field], players, f"/{field}")
    if (bidder is None) != (bid is None):
        raise InvalidRecord.at(
            "/bid" if bid is None else "/bidder",
            "give both bid and bidder (a successful bid) or neither (everyone passed, or a jackpot deal)",
        )
    if bid is not None and request.get("jackpot_deal"):
        raise InvalidRecord.at("/bid", "there is no bidding on a jackpot deal (auction-hearts.jackpot)")
    if (
        bidder is None
        and request.get("previous_bidder" if request.get("jackpot_deal") else "bidder") is None
        and request["penalty_suit"] != "H"
    ):
        raise InvalidRecord.at(
            "/penalty_suit",
            "nobody bid, so nobody named a suit: hearts is the penalty suit (auction-hearts.i-all-pass)",
        )
    in_play = SUIT_COUNTS[players][request["penalty_suit"]]
    if sum(taken) != in_play:
        raise InvalidRecord.at(
            "/taken",
            f"the penalty cards taken add up to {sum(taken)}, but {in_play} "
            f"{SUIT_NAMES[request['penalty_suit']]} are in play with {players} players",
        )


def settle_pot(request: dict) -> dict:
    """POST settle: the pot after a deal, its payouts and what carries to the next deal, once the request's checks
    pass (require_settlement)."""
    require_settlement(request)
    return pot_settled(request)


def pot_settled(request: dict, revokers: tuple = ()) -> dict:
    """The pot after a deal, its payouts and what carries to the next deal: of a request that passes
    require_settlement, as adjudicate's own does (its deal complete, its auction and score the engine's); or of a
    deal whose ``revokers`` were charged by auction-hearts.i-revoke-found, each paying the bid in addition."""
    players, taken, penalty_suit = request["players"], request["taken"], request["penalty_suit"]
    bid, bidder, pot_before = request.get("bid") or 0, request.get("bidder"), request.get("pot_before", 0)
    penalty_cards = sum(taken)
    paid = bid * len(revokers)
    pot = pot_before + bid + penalty_cards + paid
    suit = SUIT_NAMES[penalty_suit]
    in_play = SUIT_COUNTS[players][penalty_suit]
    clear = [seat for seat, count in enumerate(taken) if count == 0]
    payouts = [0] * players
    for_revokes = f", {paid} paid for revokes" if paid else ""
    makeup = (
        f"the pot holds {counted(pot, 'chip')} ({pot_before} carried, {bid} bid, {penalty_cards} for penalty cards"
        f"{for_revokes})"
    )
    if in_play in taken:
        taker = taken.index(in_play)
        rule, jackpot, why = (
            rules.ALL_TAKEN,
            True,
            f"Seat {taker} {'is charged with' if taker in revokers else 'took'} all {in_play} {suit} in play, so "
            f"{makeup} and stays whole",
        )
    elif len(clear) > 2:
        rule, jackpot, why = (
            rules.JACKPOT,
            True,
            f"{len(clear)} players took no {suit}, more than two, so {makeup} and stays whole",
        )
    elif not clear:
        rule, jackpot, why = (
            rules.NONE_CLEAR,
            True,
            f"Every player took at least one of the {suit}, so {makeup} and stays whole",
        )
    elif len(clear) == 1:
        payouts[clear[0]] = pot
        rule, jackpot, why = (
            rules.SETTLE,
            False,
            f"Seat {clear[0]} alone took no {suit}; {makeup}, all won by seat {clear[0]}",
        )
    else:
        share = pot // 2
        for seat in clear:
            payouts[seat] = share
        odd = pot % 2
        rule = rules.ODD_CHIP if odd else rules.SETTLE
        rest = "; the odd chip stays in the pot for the next deal" if odd else ""
        rule, jackpot, why = (
            rule,
            False,
            f"{_seats(clear)} took no {suit} and divide it: {makeup}, {counted(share, 'chip')} each{rest}",
        )
    carry = pot - sum(payouts)
    namer = bidder if bidder is not None else request.get("previous_bidder")
    if not jackpot:
        next_deal, after = {"bidding": True, "names_suit": None, "penalty_suit": None, "rule": rules.BID}, ""
    elif namer is None:
        next_deal = {"bidding": False, "names_suit": None, "penalty_suit": "H", "rule": rules.JACKPOT_NO_NAMER}
        after = "; nobody has bid successfully, so the next deal has no bidding and hearts is the penalty suit again"
    else:
        next_deal = {"bidding": False, "names_suit": namer, "penalty_suit": None, "rule": rules.JACKPOT}
        after = f"; the next deal has no bidding and seat {namer} names the penalty suit again"
    return CATALOGUE.ruling(
        rule,
        f"{why}{after}.",
        pot=pot,
        winners=[] if jackpot else clear,
        payouts=payouts,
        jackpot=jackpot,
        carry=carry,
        next_deal=next_deal,
    )


# POST score: the penalty cards of the named suit each seat took, counted as Hearts counts hearts.
score = partial(hearts_scoring.score, variant=AUCTION)
