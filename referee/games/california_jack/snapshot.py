"""legal-moves, check-move and trick-winner from a caller's snapshot: each checks the request, then asks
the one legality check or trick winner."""

from referee.games.california_jack.checks import require_snapshot, require_trick
from referee.games.california_jack.play import explain_winner, judge_card, legality, trick_winner as winning_play
from referee.games.california_jack.rules import OUT_OF_TURN, PLAYERS, RULES, WINNER
from referee.engine.legality import Legality
from referee.engine.turns import refused_card, refused_moves, turn_ruling


def _snapshot(request: dict) -> tuple[Legality, dict | None]:
    """The one legality check for the snapshot, and the out-of-turn ruling when its seat is not to play."""
    require_snapshot(request)
    trick = request["trick"]
    led = trick[0]["card"] if trick else None
    legal = legality(request["hand"], request["trump"], led, request["void_must_trump"], request["follow"])
    return legal, turn_ruling(RULES, OUT_OF_TURN, request, PLAYERS)


def legal_moves(request: dict) -> dict:
    legal, turn = _snapshot(request)
    if turn is not None:
        return refused_moves(turn)
    return RULES.ruling(legal.rule, legal.explanation, legal=list(legal.legal))


def check_move(request: dict) -> dict:
    legal, turn = _snapshot(request)
    if turn is not None:
        return refused_card(turn)
    allowed, rule, explanation = judge_card(request["hand"], request["card"], legal)
    return RULES.ruling(rule, explanation, legal=allowed)


def trick_winner(request: dict) -> dict:
    plays, trump = request["plays"], request["trump"]
    require_trick(plays)
    winning = winning_play(plays, trump)
    return RULES.ruling(WINNER, explain_winner(plays, trump, winning), winner=winning["seat"], card=winning["card"])
