"""legal-moves, check-move and trick-winner from a caller's snapshot: each checks the request, then asks
the one legality check or trick winner."""

from referee.games.california_jack.checks import require_snapshot, require_trick
from referee.games.california_jack.play import explain_winner, judge_card, legality, trick_winner as winning_play
from referee.games.california_jack.rules import RULES, WINNER
from referee.games.legality import Legality


def _legality(request: dict) -> Legality:
    require_snapshot(request)
    trick = request["trick"]
    led = trick[0]["card"] if trick else None
    return legality(request["hand"], request["trump"], led, request["void_must_trump"], request["follow"])


def legal_moves(request: dict) -> dict:
    legal = _legality(request)
    return RULES.ruling(legal.rule, legal.explanation, legal=list(legal.legal))


def check_move(request: dict) -> dict:
    allowed, rule, explanation = judge_card(request["hand"], request["card"], _legality(request))
    return RULES.ruling(rule, explanation, legal=allowed)


def trick_winner(request: dict) -> dict:
    plays, trump = request["plays"], request["trump"]
    require_trick(plays)
    winning = winning_play(plays, trump)
    return RULES.ruling(WINNER, explain_winner(plays, trump, winning), winner=winning["seat"], card=winning["card"])
