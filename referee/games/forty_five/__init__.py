"""Forty-Five: ranks, robbing, the renege privilege, trick winner, scoring, irregularities, whole-deal replay.

The same modules as every game (rules, play, replay, scoring, checks, snapshot, irregularities); this
package publishes INFO and the endpoint functions, each taking the loaded request and returning the answer.
"""

from referee.games.forty_five.irregularities import dead_hand, misdeal, revoke
from referee.games.forty_five.replay import adjudicate
from referee.games.forty_five.rules import CATALOGUE, GAME_ID, MAX_PLAYERS, MIN_PLAYERS, Options, rank_tables
from referee.games.forty_five.scoring import score
from referee.games.forty_five.snapshot import check_move, legal_moves, trick_winner
from referee.games.forty_five import conformance, disputes, play, replay, scoring
from referee.games.info import GameInfo
from referee.games.profiles import ProfileBook
from referee.games.protocol import Game

PROFILES = ProfileBook(GAME_ID, Options.house_rule_defaults(), [
    ("seed", "Forty-Five by its standard rules", {},
     "The standard rules of Forty-Five: standard scoring (5 for 3 or 4 tricks, 10 for all 5), 45 is game."),
])

INFO = GameInfo(GAME_ID, "Forty-Five", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, Options, rank_tables(), PROFILES,
                listed=1)

GAME = Game(
    id=GAME_ID, deal=replay.deal, start=replay.start, to_act=play.to_act, legality=play.position_legality,
    judge=play.position_judge, apply=play.apply, trick_winner=play.position_trick_winner,
    score=scoring.position_score, with_plays=replay.with_plays, replay=adjudicate, dealing=replay.DEALING,
    before_play=replay.before_play, disputes=disputes.DISPUTES,
    conformance=conformance.CONFORMANCE,
)

__all__ = ["GAME", "INFO", "adjudicate", "check_move", "dead_hand", "legal_moves", "misdeal", "revoke", "score", "trick_winner"]
