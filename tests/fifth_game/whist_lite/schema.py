"""Whist-lite's requests and answers: its package's schema module, as every game has one."""

from functools import partial

from marshmallow import fields
from referee.games.whist_lite import play, scoring
from referee.games.whist_lite.play import RULES
from referee.games.whist_lite.rules import HAND, PLAYERS, Options

from referee.engine import replay, snapshot
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

HouseRules = options_schema(Options, "HouseRules")


class SnapshotRequest(Request):
    hand = CardList(required=True, min_length=1, max_length=HAND)
    trick = PlayList(load_default=list, max_length=PLAYERS - 1, seats=PLAYERS)


class CheckMoveRequest(SnapshotRequest):
    card = Card(required=True)


class TrickWinnerRequest(Request):
    plays = PlayList(required=True, min_length=PLAYERS, max_length=PLAYERS, seats=PLAYERS)


class ScoreRequest(HouseRules):
    tricks_won = IntegerList(required=True, minimum=0, maximum=HAND, min_length=4, max_length=4)


class AdjudicateRequest(HouseRules):
    dealer = Seat(required=True)
    hands = ListOfLists(CardList(min_length=HAND, max_length=HAND), min_length=4, max_length=4, required=True)
    plays = PlayList(load_default=list, max_length=HAND * PLAYERS, seats=PLAYERS)
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
    Operation(
        "legal-moves",
        SnapshotRequest(),
        LegalMovesAnswer,
        partial(snapshot.legal_moves, RULES),
        "The cards that may be played",
    ),
    Operation(
        "check-move", CheckMoveRequest(), CheckMoveAnswer, partial(snapshot.check_move, RULES), "Is this card legal now"
    ),
    Operation("trick-winner", TrickWinnerRequest(), TrickWinnerAnswer, play.trick_winner, "Who wins this trick"),
    Operation("score", ScoreRequest(), ScoreAnswer, scoring.score, "One point a trick"),
    Operation(
        "adjudicate",
        AdjudicateRequest(),
        AdjudicateAnswer,
        partial(replay.adjudicate, RULES),
        "Replay a whole deal record",
    ),
]

RANK_TABLES = {"every_suit": fields.List(fields.String(), data_key="every suit")}
