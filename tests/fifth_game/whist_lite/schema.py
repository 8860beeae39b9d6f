"""Whist-lite's requests and answers: its package's schema module, as every game has one."""

from marshmallow import fields

from referee.games import whist_lite as game
from referee.schemas.common import (
    Card,
    CardList,
    CheckMoveAnswer,
    HandNumber,
    IntegerList,
    LegalMovesAnswer,
    ListOfLists,
    Operation,
    PlayList,
    Request,
    RulingAnswer,
    Seat,
    TrickAnswer,
    TrickWinnerAnswer,
    ViolationAnswer,
)
from referee.schemas.options import options_schema

HouseRules = options_schema(game.Options, "HouseRules")


class SnapshotRequest(Request):
    hand = CardList(required=True, min_length=1, max_length=game.HAND)
    trick = PlayList(load_default=list, max_length=game.PLAYERS - 1, seats=game.PLAYERS)


class CheckMoveRequest(SnapshotRequest):
    card = Card(required=True)


class TrickWinnerRequest(Request):
    plays = PlayList(required=True, min_length=game.PLAYERS, max_length=game.PLAYERS, seats=game.PLAYERS)


class ScoreRequest(HouseRules):
    tricks_won = IntegerList(required=True, minimum=0, maximum=game.HAND, min_length=4, max_length=4)


class AdjudicateRequest(HouseRules):
    dealer = Seat(required=True)
    hands = ListOfLists(CardList(min_length=game.HAND, max_length=game.HAND), min_length=4, max_length=4, required=True)
    plays = PlayList(load_default=list, max_length=len(game.FULL_PACK), seats=game.PLAYERS)
    hand_number = HandNumber()


class ScoreAnswer(RulingAnswer):
    points = fields.List(fields.Integer(), required=True)


class AdjudicateAnswer(ScoreAnswer):
    valid = fields.Boolean(required=True)
    violation = fields.Nested(ViolationAnswer, required=True, allow_none=True)
    tricks = fields.List(fields.Nested(TrickAnswer), required=True)
    tricks_won = fields.List(fields.Integer(), required=True)
    score = fields.Nested(ScoreAnswer, required=True)


OPERATIONS = [
    Operation("legal-moves", SnapshotRequest(), LegalMovesAnswer, game.legal_moves, "The cards that may be played"),
    Operation("check-move", CheckMoveRequest(), CheckMoveAnswer, game.check_move, "Is this card legal now"),
    Operation("trick-winner", TrickWinnerRequest(), TrickWinnerAnswer, game.trick_winner, "Who wins this trick"),
    Operation("score", ScoreRequest(), ScoreAnswer, game.score, "One point a trick"),
    Operation("adjudicate", AdjudicateRequest(), AdjudicateAnswer, game.adjudicate, "Replay a whole deal record"),
]

RANK_TABLES = {"every_suit": fields.List(fields.String(), data_key="every suit")}
