"""Forty-Five: ranks, robbing, the renege privilege, trick winner, scoring, irregularities, whole-deal replay.

The same modules as every game (rules, deal, robbing, play, scoring, irregularities, disputes, conformance); the
Rules the engine runs are ``play.RULES``. This package publishes INFO and the endpoint functions, each taking the
loaded request and returning the answer.
"""

from referee.games.forty_five import conformance, play
from referee.games.forty_five.irregularities import dead_hand, misdeal, revoke
from referee.games.forty_five.picture import PICTURE
from referee.games.forty_five.play import RULES
from referee.games.forty_five.rules import CATALOGUE, GAME_ID, MAX_PLAYERS, MIN_PLAYERS, Options, rank_tables
from referee.games.forty_five.scoring import score
from referee.games.info import GameInfo
from referee.games.profiles import ProfileBook

PROFILES = ProfileBook(
    GAME_ID,
    Options.house_rule_defaults(),
    [
        (
            "seed",
            "Forty-Five by its standard rules",
            {},
            "The standard rules of Forty-Five: standard scoring (5 for 3 or 4 tricks, 10 for all 5), 45 is game.",
        ),
    ],
)

INFO = GameInfo(GAME_ID, "Forty-Five", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, Options, rank_tables(), PROFILES, listed=1)

RULES.conformance = conformance.CONFORMANCE


def trick_winner(request: dict) -> dict:
    return play.trick_winner_request(request)


__all__ = [
    "INFO",
    "PICTURE",
    "RULES",
    "dead_hand",
    "misdeal",
    "revoke",
    "score",
    "trick_winner",
]
