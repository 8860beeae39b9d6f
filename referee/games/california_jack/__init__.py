"""California Jack: two players, a draw pile, High/Low/Jack/Game, first to 10 wins.

The same modules as every game (rules, play, replay, scoring, checks, snapshot, irregularities); this
package publishes INFO and the endpoint functions, each taking the loaded request and returning the answer.
"""

from referee.games.california_jack.irregularities import dead_hand, misdeal, revoke
from referee.games.california_jack.replay import adjudicate
from referee.games.california_jack.rules import GAME_ID, PLAYERS, PROFILES, RANK_TABLES, RULES, Options
from referee.games.california_jack.scoring import score
from referee.games.california_jack.snapshot import check_move, legal_moves, trick_winner
from referee.games.california_jack import conformance, disputes, play, replay, scoring
from referee.games.info import GameInfo
from referee.games.protocol import Game

INFO = GameInfo(GAME_ID, "California Jack", PLAYERS, PLAYERS, RULES, Options, RANK_TABLES, PROFILES, listed=4)

GAME = Game(
    id=GAME_ID, deal=replay.deal, start=replay.start, to_act=play.to_act, legality=play.position_legality,
    judge=play.position_judge, apply=play.apply, trick_winner=play.position_trick_winner,
    score=scoring.position_score, with_plays=replay.with_plays, replay=adjudicate, dealing=replay.DEALING,
    before_play=lambda record, rng: record, disputes=disputes.DISPUTES,
    conformance=conformance.CONFORMANCE,
)

__all__ = ["GAME", "INFO", "legal_moves", "check_move", "trick_winner", "score", "adjudicate", "misdeal", "dead_hand",
           "revoke"]
