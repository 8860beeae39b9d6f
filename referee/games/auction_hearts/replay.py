"""A whole Auction Hearts deal replayed: the auction, the naming of the suit, then Hearts' replay under
the AUCTION variant, and the pot."""

from referee.cards import SUIT_NAMES, SUITS
from referee.games.auction_hearts.bidding import AuctionState, run_bids
from referee.games.auction_hearts.pot import settle_pot
from referee.games.auction_hearts import rules as r
from referee.games.auction_hearts.rules import AUCTION, CATALOGUE, Options
from referee.games.hearts.checks import require_deal
from referee.games.hearts.rules import Options as HeartsOptions
from referee.games.hearts.replay import Replay, misdeal_findings, replay, replay_answer
from referee.games.hearts.replay import deal_record as hearts_deal_record, start as hearts_start
from referee.games.hearts.rules import MAX_PLAYERS, MIN_PLAYERS, deal_from_deck, pack_in_order
from referee.games.protocol import Dealing, shuffled_deal
from referee.games.hearts.scoring import score_answer
from referee.engine.records import require_seat
from referee.engine.tricks import next_seat
from referee.rulings import InvalidRecord, pointer


def _require_auction_record(request: dict) -> None:
    require_deal(request)
    players = request["players"]
    for index, entry in enumerate(request["bids"]):
        require_seat(entry["seat"], players, pointer("bids", index, "seat"))
    if request.get("previous_bidder") is not None:
        require_seat(request["previous_bidder"], players, "/previous_bidder")


def _namer(request: dict, state: AuctionState) -> int | None:
    """The seat that names the penalty suit: the high bidder, or on a jackpot deal the previous successful bidder
    (auction-hearts.name, rename); None when nobody does."""
    return request.get("previous_bidder") if request.get("jackpot_deal") else state.high_bidder


def _naming(request: dict, state: AuctionState) -> tuple[dict, dict | None]:
    """Who names the penalty suit and which it is; a violation (phase "name") when all passed but hearts was not used."""
    named = request.get("penalty_suit")
    jackpot_deal = request["jackpot_deal"]
    namer = _namer(request, state)
    if namer is not None:
        if named is None:
            raise InvalidRecord.at("/penalty_suit", f"seat {namer} names the penalty suit: give penalty_suit")
        if jackpot_deal:
            rule, why = r.RENAME, (f"A jackpot deal: no bidding; seat {namer}, the previous successful "
                                                    f"bidder, names {SUIT_NAMES[named]} and pays nothing.")
        else:
            rule, why = r.NAME, (f"Seat {namer} bid highest ({state.high_bid}), puts the bid into the "
                                                f"pot and names {SUIT_NAMES[named]}.")
        return CATALOGUE.ruling(rule, why, high_bidder=state.high_bidder, bid=state.high_bid or None,
                                named_by=namer, penalty_suit=named), None
    rule = r.JACKPOT_NO_NAMER if jackpot_deal else r.ALL_PASS
    why = ("A jackpot deal with nobody to name the suit: hearts is the penalty suit again." if jackpot_deal
           else "Everyone passed: hearts is the penalty suit and nothing is paid.")
    summary = CATALOGUE.ruling(rule, why, high_bidder=None, bid=None, named_by=None, penalty_suit="H")
    if named is not None and named != "H":
        violation = CATALOGUE.ruling(rule, f"{why} {SUIT_NAMES[named].capitalize()} may not be named.",
                                     phase="name", index=0, seat=None, card=None)
        return summary, violation
    return summary, None


def opening_leader(request: dict, namer: int | None) -> tuple[int, str | None]:
    """Who makes the opening lead, and how an out-of-turn ruling names them (None: the dealer's left): the seat that
    named the suit under first_lead high-bidder (auction-hearts.i-first-lead-namer), else the dealer's left
    (auction-hearts.i-first-lead). adjudicate and the Game protocol's start both ask this."""
    dealer_left = next_seat(request["dealer"], request["players"])
    if request.get("first_lead", Options.spec("first_lead").default) == "high-bidder" and namer is not None:
        who = "names the suit" if request.get("jackpot_deal") else "bid highest"
        return namer, f"seat {namer}, who {who}, makes the opening lead (first_lead: high-bidder)"
    return dealer_left, None


def adjudicate(request: dict) -> dict:
    _require_auction_record(request)
    players, dealer = request["players"], request["dealer"]
    findings = misdeal_findings(request["hands"], AUCTION)
    if request["jackpot_deal"] and request["bids"]:
        state = AuctionState(players, dealer)
        violation = CATALOGUE.ruling(r.JACKPOT, "A jackpot deal has no bidding.",
                                     index=0, seat=request["bids"][0]["seat"], card=None)
    else:
        state, violation = run_bids(players, dealer, request["bids"])
    if violation is not None:
        violation = {"phase": "bid", **violation}
        auction = None
    elif not state.over and not request["jackpot_deal"]:
        auction = None
        if request["plays"]:
            violation = CATALOGUE.ruling(
                r.AUCTION_FIRST, f"Seat {state.to_bid} has not yet bid or passed: play begins when "
                                                  f"the auction is complete.", phase="play", index=0,
                seat=request["plays"][0]["seat"], card=request["plays"][0]["card"])
    else:
        auction, violation = _naming(request, state)

    if auction is None and violation is None:
        # The record stops inside the auction: no suit is named yet, so there is nothing to score.
        ruling = CATALOGUE.ruling(
            r.BID, f"The auction is not complete: seat {state.to_bid} is to bid or pass. No penalty "
                                  f"suit has been named yet, so no card counts against anyone.")
        return {"valid": True, "violation": None, "complete": False, "tricks": [], "score": None,
                "irregularities": findings, **ruling, "auction": None, "settlement": None}
    if auction is None or violation is not None:
        result = Replay(captured=[[] for _ in range(players)], violation=violation)
        suit = auction["penalty_suit"] if auction else None
    else:
        leader, opening_text = opening_leader(request, auction["named_by"])
        result = replay(request["hands"], request["plays"], leader, AUCTION.under(HeartsOptions.of(request)),
                        opening_text, auction["penalty_suit"])
        if result.violation is not None:
            result.violation = {"phase": "play", **result.violation}
        suit = auction["penalty_suit"]
    score = score_answer(result.captured, suit, AUCTION) if suit else None
    answer = replay_answer(result, score, findings, AUCTION)
    settlement = None
    if result.complete and not findings:
        settlement = settle_pot({"players": players, "bid": auction["bid"],
                                 "bidder": None if request["jackpot_deal"] else auction["high_bidder"],
                                 "penalty_suit": suit, "taken": answer["score"]["points"],
                                 "pot_before": request["pot_before"], "jackpot_deal": request["jackpot_deal"],
                                 "previous_bidder": request.get("previous_bidder")})
    return {**answer, "auction": auction, "settlement": settlement}


# The Game protocol: a deal with its auction as a record, and the position at its opening lead.

def deal_record(dealt: dict, players: int, dealer: int) -> dict:
    """The record of a deal before the auction (auction-hearts.i-strip: dealt as in Hearts)."""
    return {**hearts_deal_record(dealt, players, dealer), "bids": []}


DEALING = Dealing(rule=r.STRIP, fair_deal=r.FAIR_DEAL, pack=pack_in_order,
                  layout=lambda deck, players, dealer, options: deal_from_deck(deck, players, dealer),
                  record=deal_record)


def deal(rng, players: int | None = None) -> dict:
    """A random deal (as in Hearts) and its auction."""
    return before_play(shuffled_deal(DEALING, rng, players or rng.randint(MIN_PLAYERS, MAX_PLAYERS)), rng)


def before_play(record: dict, rng) -> dict:
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


def start(record: dict) -> dict:
    """The position at the opening lead, from the leader adjudicate finds (opening_leader) after the record's
    auction."""
    state, _violation = run_bids(record["players"], record["dealer"], record.get("bids", []))
    leader = opening_leader(record, _namer(record, state))[0]
    return hearts_start(record, record.get("penalty_suit") or "H", leader=leader, variant=AUCTION)
