"""Hearts requests and answers; Auction Hearts' schemas build on these."""

from marshmallow import Schema, fields

from referee.schemas.common import (SUIT_REF, CardAnswer, Described, SeatAnswer, ListOfLists, Card, CardList, CheckMoveAnswer, Choice, DeadHandAnswer,
                                        IntegerList, IrregularityAnswer, LegalMovesAnswer, MisdealAnswer, Operation,
                                        PlayList, Players, RevokeAnswer, RulingAnswer, Seat, TrickAnswer,
                                        TrickWinnerAnswer, ViolationAnswer)
from referee.games import hearts
from referee.games.hearts.rules import CARDS_EACH, MAX_PLAYERS, MIN_PLAYERS

MOST_CARDS = max(CARDS_EACH.values())  # 17, at a 3-player table
PACK_SIZE = 52
MAX_TOTAL = 1_000_000


def HandList(*, max_cards: int, **kwargs) -> ListOfLists:
    """One list of cards per seat."""
    return ListOfLists(CardList(max_length=max_cards), **kwargs)


def HeartsPlayers(**kwargs):
    return Players(MIN_PLAYERS, MAX_PLAYERS, **kwargs)


# Snapshot requests
class HeartsSnapshotRequest(Schema):
    hand = CardList(required=True, max_length=MOST_CARDS)
    trick = PlayList(load_default=list, max_length=MAX_PLAYERS - 1,
                     metadata={"description": "plays so far in this trick, the leader's first; empty: you lead"})
    seat = Seat(metadata={"description": "the seat asking; checked against the trick when given"})
    players = HeartsPlayers(metadata={"description": "when given, cards are checked against the stripped pack "
                                                     "and the turn order against the table"})


class HeartsCheckMoveRequest(HeartsSnapshotRequest):
    card = Card(required=True)


class HeartsTrickWinnerRequest(Schema):
    plays = PlayList(required=True, min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    players = HeartsPlayers()


class HeartsScoreRequest(Schema):
    players = HeartsPlayers(required=True)
    captured = HandList(required=True, max_length=MAX_PLAYERS, max_cards=PACK_SIZE)


class HeartsDealRequest(Schema):
    players = HeartsPlayers(required=True)
    dealer = Seat(required=True)
    hands = HandList(required=True, max_length=MAX_PLAYERS, max_cards=PACK_SIZE)
    # Room past the last card, so a play after the end is a ruling (i-game-over), not a 422.
    plays = PlayList(load_default=list, max_length=PACK_SIZE + MAX_PLAYERS)


class HeartsSettleRequest(Schema):
    totals = IntegerList(required=True, minimum=0, maximum=MAX_TOTAL, min_length=MIN_PLAYERS, max_length=MAX_PLAYERS,
                         metadata={"description": "each player's total points, in seat order (3 to 6 players)"})


class HeartsMisdealRequest(Schema):
    players = HeartsPlayers(required=True)
    dealer = Seat(required=True)
    cards_dealt = IntegerList(required=True, minimum=0, maximum=PACK_SIZE, max_length=MAX_PLAYERS)


class HeartsDeadHandRequest(Schema):
    players = HeartsPlayers(required=True)
    hand_sizes = IntegerList(minimum=0, maximum=PACK_SIZE, max_length=MAX_PLAYERS)
    hands = HandList(max_length=MAX_PLAYERS, max_cards=PACK_SIZE)
    tricks_won = IntegerList(minimum=0, maximum=MOST_CARDS, max_length=MAX_PLAYERS)


class HeartsRevokeRequest(Schema):
    players = HeartsPlayers(required=True)
    offender = Seat(required=True)
    kind = Choice(["exposure", "failure-to-follow"], required=True)
    tricks_won = IntegerList(minimum=0, maximum=MOST_CARDS, max_length=MAX_PLAYERS)
    dealer = Seat(metadata={"description": "with hands and plays: the record that proves the revoke"})
    hands = HandList(max_length=MAX_PLAYERS, max_cards=PACK_SIZE)
    plays = PlayList(max_length=PACK_SIZE)


# Answers
class HeartsScoreAnswer(RulingAnswer):
    points = fields.List(fields.Integer(), required=True, metadata={"description": "per seat"})
    penalty_suit = Described(SUIT_REF, required=True)
    in_play = fields.Integer(required=True, metadata={"description": "penalty cards in the pack in use"})
    total = fields.Integer(required=True, metadata={"description": "penalty cards taken so far"})


class HeartsMisdealFinding(IrregularityAnswer):
    seats = fields.List(SeatAnswer(), required=True, metadata={"description": "seats dealt a wrong count"})


class HeartsAdjudicateAnswer(RulingAnswer):
    valid = fields.Boolean(required=True)
    violation = fields.Nested(ViolationAnswer, required=True, allow_none=True)
    complete = fields.Boolean(required=True, metadata={"description": "every card played, no violation"})
    tricks = fields.List(fields.Nested(TrickAnswer), required=True)
    score = fields.Nested(HeartsScoreAnswer, required=True)
    irregularities = fields.List(fields.Nested(HeartsMisdealFinding), required=True)


class HeartsSettleEntry(Schema):
    seat = SeatAnswer(required=True)
    total = fields.Integer(required=True)
    pays = fields.String(required=True, metadata={"description": "exact fraction, e.g. \"7/4\""})
    pays_value = fields.Float(required=True)
    collects = fields.String(required=True)
    collects_value = fields.Float(required=True)


class HeartsSettleAnswer(RulingAnswer):
    average = fields.String(required=True, metadata={"description": "exact fraction, e.g. \"13/4\""})
    average_value = fields.Float(required=True)
    pot = fields.String(required=True, metadata={"description": "paid in, which equals collected"})
    pot_value = fields.Float(required=True)
    entries = fields.List(fields.Nested(HeartsSettleEntry), required=True)


class HeartsMisdealAnswer(MisdealAnswer):
    wrong_seats = fields.List(SeatAnswer(), required=True)
    cards_each = fields.Integer(required=True)


class HeartsDeadHandAnswer(DeadHandAnswer):
    irregular = fields.List(SeatAnswer(), required=True, metadata={"description": "seats with a wrong count"})
    expected_size = fields.Integer(required=True)


class HeartsRevokeAnswer(RevokeAnswer):
    proven = fields.Boolean(required=True, allow_none=True, metadata={"description": "null when no record is given"})
    index = fields.Integer(required=True, allow_none=True, metadata={"description": "the revoking play in plays"})
    card = CardAnswer(required=True, allow_none=True)



OPERATIONS = [
    Operation("legal-moves", HeartsSnapshotRequest(), LegalMovesAnswer, hearts.legal_moves, "The cards the player may play now"),
    Operation("check-move", HeartsCheckMoveRequest(), CheckMoveAnswer, hearts.check_move, "Is this card legal now, and why"),
    Operation("trick-winner", HeartsTrickWinnerRequest(), TrickWinnerAnswer, hearts.trick_winner, "Who wins this trick"),
    Operation("score", HeartsScoreRequest(), HeartsScoreAnswer, hearts.score, "Points: one per heart taken"),
    Operation("adjudicate", HeartsDealRequest(), HeartsAdjudicateAnswer, hearts.adjudicate, "Replay a whole deal record"),
    Operation("settle", HeartsSettleRequest(), HeartsSettleAnswer, hearts.settle, "Settlement over the average, in exact fractions"),
    Operation("rulings/misdeal", HeartsMisdealRequest(), HeartsMisdealAnswer, hearts.misdeal, "Misdeal: wrong card counts"),
    Operation("rulings/dead-hand", HeartsDeadHandRequest(), HeartsDeadHandAnswer, hearts.dead_hand, "Irregular hand sizes"),
    Operation("rulings/revoke", HeartsRevokeRequest(), HeartsRevokeAnswer, hearts.revoke, "Revoke or exposure"),
]
