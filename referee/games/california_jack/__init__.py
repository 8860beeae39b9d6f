"""California Jack: two players, a draw pile, High/Low/Jack/Game, first to 10 wins.

Each function takes the loaded request dict of its endpoint and returns the answer dict.
"""

from referee.games.california_jack import play, scoring
from referee.games.california_jack.adjudicate import adjudicate
from referee.games.california_jack.deal import require_piles, require_snapshot, require_trick
from referee.games.california_jack.irregularities import dead_hand, misdeal, revoke
from referee.games.california_jack.rules import GAME_ID, OPTIONS, PLAYERS, RANK_TABLES, RULES
from referee.games.info import GameInfo

INFO = GameInfo(GAME_ID, "California Jack", PLAYERS, PLAYERS, RULES, OPTIONS, RANK_TABLES)

__all__ = ["INFO", "legal_moves", "check_move", "trick_winner", "score", "adjudicate", "misdeal", "dead_hand",
           "revoke"]


def _legality(request: dict) -> play.Legality:
    require_snapshot(request)
    trick = request["trick"]
    led = trick[0]["card"] if trick else None
    return play.legality(request["hand"], request["trump"], led, request["void_must_trump"])


def legal_moves(request: dict) -> dict:
    return play.legal_moves_answer(_legality(request))


def check_move(request: dict) -> dict:
    return play.check_answer(request["card"], request["hand"], _legality(request))


def trick_winner(request: dict) -> dict:
    require_trick(request["plays"])
    return play.trick_winner_answer(request["plays"], request["trump"])


def score(request: dict) -> dict:
    require_piles(request["captured"], "captured")
    return scoring.score(request["captured"], request["trump"])
