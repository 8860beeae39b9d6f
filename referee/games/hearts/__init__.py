"""Hearts (rules.md, section Hearts): 3 to 6 players, stripped packs, one point per heart, settlement.

Its rules are ``RULES`` (referee/games/hearts/play.py, a ``referee.engine.game.Rules``): adjudicate, legal-moves and
check-move run on the engine; Auction Hearts subclasses the same rules with its auction.
"""

from referee.cards import RANKS
from referee.engine import replay as engine_replay, snapshot as engine_snapshot
from referee.games.hearts import conformance, deal, disputes, irregularities, play, scoring
from referee.games.hearts.play import RULES, HeartsRules
from referee.games.hearts.rules import (CATALOGUE, CLAIM, GAME_ID, HEARTS, MAX_PLAYERS, MIN_PLAYERS, PROFILES,
                                        REVOKE_FOUND, REVOKE_PROOF, STRIPPED, Options, Variant)
from referee.games.info import GameInfo
from referee.games.protocol import Conformance, Game

RANK_TABLES = {
    "every suit": list(reversed(RANKS)),
    "stripped": {str(players): list(removed) for players, removed in STRIPPED.items()},
}

INFO = GameInfo(GAME_ID, "Hearts", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, Options, RANK_TABLES, PROFILES, listed=2)



def variant_game(rules: HeartsRules, deal, dispute_rules: disputes.DisputeRules, suite: Conformance) -> Game:
    """The Game protocol of a game played with Hearts' play (Hearts, Auction Hearts), on ``rules``: every member
    asks the same legality, apply and trick winner as the engine."""
    variant = rules.variant
    return Game(
        id=rules.id, deal=deal,
        start=lambda record: play.start_position(rules, record), to_act=play.to_act,
        legality=lambda position: play.position_legality(position, variant),
        judge=lambda position, card: play.position_judge(position, card, variant),
        apply=play.apply, trick_winner=play.position_trick_winner,
        score=lambda position: scoring.position_score(position, variant),
        with_plays=rules.with_plays, replay=lambda record: engine_replay.adjudicate(rules, record),
        dealing=rules.dealing, before_play=rules.before_play, disputes=disputes.disputes(variant, dispute_rules),
        conformance=suite,
    )


GAME = variant_game(RULES, deal.deal,
                    disputes.DisputeRules(revoke_proof=REVOKE_PROOF, revoke_found=REVOKE_FOUND, claim=CLAIM),
                    conformance.conformance(HEARTS))


def legal_moves(request: dict) -> dict:
    return engine_snapshot.legal_moves(RULES, request)


def check_move(request: dict) -> dict:
    return engine_snapshot.check_move(RULES, request)


def trick_winner(request: dict) -> dict:
    return play.trick_winner(request, HEARTS)


def score(request: dict) -> dict:
    return scoring.score(request, "H", HEARTS)


def adjudicate(request: dict) -> dict:
    return engine_replay.adjudicate(RULES, request)


def settle(request: dict) -> dict:
    return scoring.settle(request["totals"], CATALOGUE)


def misdeal(request: dict) -> dict:
    return irregularities.misdeal(request, HEARTS)


def dead_hand(request: dict) -> dict:
    return irregularities.dead_hand(request, HEARTS)


def revoke(request: dict) -> dict:
    return irregularities.revoke(request, RULES)
