"""California Jack: two players, a draw pile, High/Low/Jack/Game, first to 10 wins.

The same modules as every game (rules, deal, play, scoring, irregularities, disputes, conformance) and one per phase
beside the play (drawing); this package publishes INFO, its Rules (RULES, which the engine runs) and the endpoint
functions, each taking the loaded request and returning the answer.
"""

from referee.games.california_jack import conformance, disputes, play
from referee.games.california_jack.irregularities import dead_hand, misdeal, revoke
from referee.games.california_jack.picture import PICTURE
from referee.games.california_jack.rules import GAME_ID, PLAYERS, PROFILES, RANK_TABLES, Options
from referee.games.california_jack.rules import RULES as CATALOGUE
from referee.games.california_jack.scoring import score
from referee.games.info import GameInfo

INFO = GameInfo(GAME_ID, "California Jack", PLAYERS, PLAYERS, CATALOGUE, Options, RANK_TABLES, PROFILES, listed=4)

RULES = play.CaliforniaJack()
RULES.disputes, RULES.conformance = disputes.DISPUTES, conformance.CONFORMANCE


trick_winner = play.trick_winner_ruling

__all__ = [
    "INFO",
    "PICTURE",
    "RULES",
    "trick_winner",
    "score",
    "misdeal",
    "dead_hand",
    "revoke",
]
