"""Hearts (rules.md, section Hearts): 3 to 6 players, stripped packs, one point per heart, settlement.

Its rules are ``RULES`` (referee/games/hearts/play.py, a ``referee.engine.game.Rules``): adjudicate, legal-moves and
check-move run on the engine; Auction Hearts subclasses the same rules with its auction.
"""

from referee.cards import RANKS
from referee.games.hearts import conformance, disputes, irregularities, picture, play, scoring
from referee.games.hearts.play import RULES
from referee.games.hearts.rules import (
    CATALOGUE,
    CLAIM,
    GAME_ID,
    HEARTS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PROFILES,
    REVOKE_FOUND,
    REVOKE_PROOF,
    STRIPPED,
    Options,
)
from referee.games.info import GameInfo

RANK_TABLES = {
    "every suit": list(reversed(RANKS)),
    "stripped": {str(players): list(removed) for players, removed in STRIPPED.items()},
}

INFO = GameInfo(GAME_ID, "Hearts", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, Options, RANK_TABLES, PROFILES, listed=2)

RULES.disputes = disputes.disputes(
    HEARTS, disputes.DisputeRules(revoke_proof=REVOKE_PROOF, revoke_found=REVOKE_FOUND, claim=CLAIM)
)
RULES.conformance = conformance.conformance(HEARTS)
PICTURE = picture.PICTURE


def trick_winner(request: dict) -> dict:
    return play.trick_winner(request, HEARTS)


def score(request: dict) -> dict:
    return scoring.score(request, "H", HEARTS)


def settle(request: dict) -> dict:
    return scoring.settle(request["totals"], CATALOGUE)


def misdeal(request: dict) -> dict:
    return irregularities.misdeal(request, HEARTS)


def dead_hand(request: dict) -> dict:
    return irregularities.dead_hand(request, HEARTS)


def revoke(request: dict) -> dict:
    return irregularities.revoke(request, RULES)
