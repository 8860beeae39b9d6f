"""Auction Hearts (rules.md, section Auction Hearts): Hearts' play and scoring code under its own rule ids,
with the auction, the naming of the penalty suit, the pot and the jackpot.
"""

from referee.games.auction_hearts import conformance, replay
from referee.games.auction_hearts.bidding import judge_bid, run_bids
from referee.games.auction_hearts.pot import settle_pot
from referee.games.auction_hearts import rules as r
from referee.games.auction_hearts.rules import AUCTION, CATALOGUE, GAME_ID, Options
from referee.games.hearts import RANK_TABLES, irregularities, scoring, snapshot, variant_game
from referee.games.hearts.disputes import DisputeRules
from referee.games.hearts.rules import MAX_PLAYERS, MIN_PLAYERS, Options as HeartsOptions
from referee.games.info import GameInfo
from referee.games.protocol import Conformance
from referee.games.profiles import ProfileBook
from referee.engine.records import require_seat
from referee.engine.tricks import next_seat
from referee.rulings import InvalidRecord, pointer

PROFILES = ProfileBook(GAME_ID, Options.house_rule_defaults(), [
    ("hoyle", "Auction Hearts by its standard rules", {},
     "The standard rules of Auction Hearts, after Hoyle: Hearts' play avoiding the named penalty suit."),
])

INFO = GameInfo(GAME_ID, "Auction Hearts", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, Options, RANK_TABLES, PROFILES,
                listed=3)

GAME = variant_game(GAME_ID, AUCTION, replay.deal, replay.start, replay.adjudicate, replay.DEALING,
                    replay.before_play,
                    DisputeRules(revoke_proof=r.REVOKE_PROOF, revoke_found=r.REVOKE_FOUND, claim=r.CLAIM, pays_bid=True),
                    Conformance(before_play=conformance.auction_steps, snapshot=conformance.snapshot,
                                faults_before_play=conformance.auction_faults,
                                play_index=lambda record, index: index, perft_starts=conformance.all_pass,
                                situations=conformance.SITUATIONS))


def _penalty_suit(request: dict) -> str:
    """The penalty suit a snapshot is played with: needed only where a house rule depends on it."""
    suit = request.get("penalty_suit")
    if suit is None and HeartsOptions.of(request).restricts_play:
        raise InvalidRecord.at("/penalty_suit", "these house rules keep the penalty suit off the first trick or off "
                                                f"the lead: give penalty_suit ({r.PLAYED_SO_FAR})")
    return suit or "H"


def legal_moves(request: dict) -> dict:
    return snapshot.legal_moves(request, AUCTION, _penalty_suit(request))


def check_move(request: dict) -> dict:
    return snapshot.check_move(request, AUCTION, _penalty_suit(request))


def trick_winner(request: dict) -> dict:
    return snapshot.trick_winner(request, AUCTION)


def score(request: dict) -> dict:
    return scoring.score(request, request["penalty_suit"], AUCTION)


def adjudicate(request: dict) -> dict:
    return replay.adjudicate(request)


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
        raise InvalidRecord.at(pointer("bids", violation["index"]),
                               f"the bids so far break a rule ({violation['rule']}): {violation['explanation']}")
    facts = {"minimum_bid": state.minimum_bid, "next_seat": state.to_bid,
             "high_bidder": state.high_bidder, "high_bid": state.high_bid or None}
    if request["jackpot_deal"]:
        return CATALOGUE.ruling(r.JACKPOT, "A jackpot deal has no bidding: the previous successful "
                                                          "bidder names the suit.", legal=False, **facts)
    seat = request.get("seat", state.to_bid)
    if seat is None:
        seat = next_seat(dealer, players)
    return {**facts, **judge_bid(state, seat, request["bid"])}


def misdeal(request: dict) -> dict:
    return irregularities.misdeal(request, AUCTION)


def dead_hand(request: dict) -> dict:
    return irregularities.dead_hand(request, AUCTION)


def revoke(request: dict) -> dict:
    return irregularities.revoke(request, AUCTION)
