"""The snapshot endpoints: legal-moves, check-move and trick-winner, each a check of the request then one rule call."""

from referee.games.forty_five import rules as r
from referee.games.forty_five.play import judge, judge_card, trick_winner as decide_trick
from referee.games.forty_five.checks import require_snapshot, require_trick_order
from referee.games.forty_five.rules import CATALOGUE, MAX_PLAYERS, MIN_PLAYERS
from referee.engine.legality import Legality
from referee.engine.records import require_distinct_cards, require_players
from referee.engine.turns import refused_card, refused_moves, turn_ruling
from referee.rulings import InvalidRecord


def _load_snapshot(request: dict) -> Legality:
    require_snapshot(request)
    return judge(request["hand"], request["trick"], request["trump"], request["trump_ace_demoted"])


def legal_moves(request: dict) -> dict:
    judgement = _load_snapshot(request)
    turn = turn_ruling(CATALOGUE, r.OUT_OF_TURN, request)
    if turn is not None:
        return refused_moves(turn)
    return CATALOGUE.ruling(judgement.rule, judgement.explanation, legal=list(judgement.legal))


def check_move(request: dict) -> dict:
    judgement = _load_snapshot(request)
    turn = turn_ruling(CATALOGUE, r.OUT_OF_TURN, request)
    if turn is not None:
        return refused_card(turn)
    legal, rule, why = judge_card(judgement, request["hand"], request["card"])
    return CATALOGUE.ruling(rule, why, legal=legal)


def trick_winner(request: dict) -> dict:
    plays, players = request["plays"], request.get("players")
    if players is not None:
        require_players(players, MIN_PLAYERS, MAX_PLAYERS)
        if len(plays) > players:
            raise InvalidRecord.at("/plays", f"{len(plays)} plays is longer than a trick of {players} players")
    require_trick_order(plays, players, "plays")
    require_distinct_cards([play["card"] for play in plays],
                           lambda: ((("plays", i, "card"), play["card"]) for i, play in enumerate(plays)))
    return decide_trick(plays, request["trump"], request["trump_ace_demoted"])
