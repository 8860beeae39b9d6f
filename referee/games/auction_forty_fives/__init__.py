"""Auction Forty-Fives (shared/rules/auction-forty-fives.md): the partnership game of the Maritimes and New
England. Forty-Five's ranks and play (referee.games.forty_five.play: one legality serves both games) after an
auction for the right to name trump and a discard and draw, scored 5 a trick and 5 for the highest trump, the bid
made or set, game at 120.

The same modules as every game; the Rules the engine runs are ``play.RULES``. This package publishes INFO, the
profiles and the endpoint functions, each taking the loaded request and returning the answer.
"""

from functools import partial

from referee.engine.game import Conformance
from referee.games.auction_forty_fives import bidding, conformance, rules
from referee.games.auction_forty_fives.irregularities import misdeal, revoke
from referee.games.auction_forty_fives.picture import PICTURE
from referee.games.auction_forty_fives.play import RULES
from referee.games.auction_forty_fives.rules import (
    BICYCLE,
    CATALOGUE,
    FORTYFIVES_NET,
    GAME_ID,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYER_COUNTS,
    Options,
)
from referee.games.auction_forty_fives.scoring import score, scores_before
from referee.games.forty_five.play import trick_winner_request
from referee.games.forty_five.rules import rank_tables
from referee.games.info import GameInfo
from referee.games.profiles import ProfileBook
from referee.rulings import InvalidRecord, pointer

PROFILES = ProfileBook(
    GAME_ID,
    Options.house_rule_defaults(),
    [
        (
            "bicycle",
            "Auction Forty-Fives as Bicycle gives it",
            {},
            f"{BICYCLE}: bids from 15 to 30 in fives, the dealer may hold, a side on 100 or more bids 20 at least, "
            f"5 a trick and 5 for the highest trump, a bid of 30 made scores 60, game at 120. Where it is silent "
            f"(nobody bids) the deal passes to the left.",
        ),
        (
            "fortyfives-net",
            "Auction Forty-Fives as fortyfives.net plays it",
            {"all_pass": "dealer-bagged", "thirty_scores": 30},
            f"{FORTYFIVES_NET}: bids 15, 20, 25 or 30 (min_bid 15); when everyone else passes the dealer is bagged "
            f"and may not pass (valid_bid?: all_pass dealer-bagged); a made bid scores the points taken, so 30 made "
            f"scores 30 (score_round: thirty_scores 30); the winning score is 120 (game_to 120).",
        ),
    ],
)

INFO = GameInfo(
    GAME_ID,
    "Auction Forty-Fives",
    MIN_PLAYERS,
    MAX_PLAYERS,
    CATALOGUE,
    Options,
    {name: table for name, table in rank_tables().items() if name != "trump_with_demoted_ace"},
    PROFILES,
    listed=5,
    table_sizes=PLAYER_COUNTS,
)

RULES.conformance = Conformance(
    before_play=partial(conformance.steps_before_play, RULES),
    snapshot=conformance.snapshot,
    faults_before_play=conformance.faults_before_play,
    play_index=lambda record, index: index,
    perft_starts=conformance.perft_starts,
    situations=conformance.SITUATIONS,
)


def trick_winner(request: dict) -> dict:
    """Forty-Five's trick winner (nobody robs here, so no ace is demoted)."""
    return trick_winner_request({**request, "trump_ace_demoted": False})


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
    opening = bidding.Auction.opening(players, dealer, options, scores_before(request.get("scores_before"), options))
    auction, violation = bidding.run_bids(opening, bids)
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
    legal, rule, explanation = bidding.judge(auction, seat, request["bid"])
    return CATALOGUE.ruling(
        rule,
        explanation,
        legal=legal,
        next_seat=auction.to_bid,
        high_bidder=auction.high_bidder,
        high_bid=auction.high_bid or None,
    )


__all__ = ["INFO", "PICTURE", "RULES", "check_bid", "misdeal", "revoke", "rules", "score", "trick_winner"]
