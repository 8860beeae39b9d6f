"""Hearts (rules.md, section Hearts): 3 to 6 players, stripped packs, one point per heart, settlement.

Each endpoint's function runs the shared play, scoring and ruling code under the HEARTS variant;
Auction Hearts runs the same code under its own.
"""

from referee.cards import RANKS
from referee.games.hearts import conformance, disputes, irregularities, play, replay, scoring, snapshot
from referee.games.hearts.rules import (CATALOGUE, CLAIM, GAME_ID, HEARTS, MAX_PLAYERS, MIN_PLAYERS, PROFILES,
                                        REVOKE_FOUND, REVOKE_PROOF, STRIPPED, Options, Variant)
from referee.games.info import GameInfo
from referee.games.protocol import Conformance, Game

RANK_TABLES = {
    "every suit": list(reversed(RANKS)),
    "stripped": {str(players): list(removed) for players, removed in STRIPPED.items()},
}

INFO = GameInfo(GAME_ID, "Hearts", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, Options, RANK_TABLES, PROFILES, listed=2)



def variant_game(game_id: str, variant: Variant, deal, start, adjudicate, dealing, before_play,
                 dispute_rules: disputes.DisputeRules, suite: Conformance) -> Game:
    """The Game protocol of a game played with Hearts' play under ``variant`` (Hearts, Auction Hearts)."""
    return Game(
        id=game_id, deal=deal, start=start, to_act=play.to_act,
        legality=lambda position: play.position_legality(position, variant),
        judge=lambda position, card: play.position_judge(position, card, variant),
        apply=play.apply, trick_winner=play.position_trick_winner,
        score=lambda position: scoring.position_score(position, variant),
        with_plays=replay.with_plays, replay=adjudicate, dealing=dealing,
        before_play=before_play, disputes=disputes.disputes(variant, dispute_rules), conformance=suite,
    )


GAME = variant_game(GAME_ID, HEARTS, replay.deal, lambda record: replay.start(record, variant=HEARTS),
                    lambda record: replay.adjudicate(record, HEARTS), replay.DEALING,
                    lambda record, rng: replay.before_play(record, rng, HEARTS),
                    disputes.DisputeRules(revoke_proof=REVOKE_PROOF, revoke_found=REVOKE_FOUND, claim=CLAIM),
                    conformance.conformance(HEARTS))


def legal_moves(request: dict) -> dict:
    return snapshot.legal_moves(request, HEARTS)


def check_move(request: dict) -> dict:
    return snapshot.check_move(request, HEARTS)


def trick_winner(request: dict) -> dict:
    return snapshot.trick_winner(request, HEARTS)


def score(request: dict) -> dict:
    return scoring.score(request, "H", HEARTS)


def adjudicate(request: dict) -> dict:
    return replay.adjudicate(request, HEARTS)


def settle(request: dict) -> dict:
    return scoring.settle(request["totals"], CATALOGUE)


def misdeal(request: dict) -> dict:
    return irregularities.misdeal(request, HEARTS)


def dead_hand(request: dict) -> dict:
    return irregularities.dead_hand(request, HEARTS)


def revoke(request: dict) -> dict:
    return irregularities.revoke(request, HEARTS)
