"""Forty-Five: ranks, robbing, the renege privilege, trick winner, scoring, irregularities, whole-deal replay.

Each concern lives in its own module; this package publishes INFO and the functions the
schemas call, each taking the loaded request dict and returning a JSON-ready answer.
"""

from referee.games.forty_five.irregularities import dead_hand, misdeal, revoke
from referee.games.forty_five.ranks import rank_tables
from referee.games.forty_five.replay import adjudicate
from referee.games.forty_five.rules import CATALOGUE, GAME_ID
from referee.games.forty_five.scoring import MAX_PLAYERS, MIN_PLAYERS, STANDARD, score
from referee.games.forty_five.snapshot import check_move, legal_moves, trick_winner
from referee.games.info import GameInfo

OPTIONS = {"trump_ace_demoted": False, "scoring": STANDARD}

INFO = GameInfo(GAME_ID, "Forty-Five", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, OPTIONS, rank_tables())

__all__ = ["INFO", "adjudicate", "check_move", "dead_hand", "legal_moves", "misdeal", "revoke", "score", "trick_winner"]
