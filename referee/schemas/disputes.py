"""Requests and answers of the dispute desk (rulings/revoke-proof, rulings/claim) for every game, served through
the same Operation machinery as every endpoint; the engine is referee/disputes, written once for all games."""

from marshmallow import Schema, fields, validate

from referee.disputes.claims import ANY_PLAY, STANDARDS, claim
from referee.disputes.revoke_proof import revoke_proof
from referee.games import PROTOCOLS
from referee.games.california_jack.rules import HAND_SIZE as CJ_HAND, PACK_SIZE, STOCK_SIZE, TRICKS_IN_GAME
from referee.games.forty_five.rules import MAX_PLAYERS as FF_MAX, TRICKS_PER_HAND
from referee.games.hearts.rules import MAX_PLAYERS as HEARTS_MAX, MIN_PLAYERS as HEARTS_MIN
from referee.games.california_jack.rules import (FACE_UP, FOLLOW_CHOICES, FOLLOW_OR_TRUMP, HAND_SCORE,
                                                 SCORING_CHOICES, STOCK_FACES)
from referee.schemas.auction_hearts import AuctionHouseRules
from referee.schemas.california_jack import OPTION_DOC, HouseRule, PileList, TablePlayList, TwoPlayerSeat
from referee.schemas.common import (Request, CardAnswer, CardList, Choice, Flag, Integer, ListOfLists, Operation,
                                    PlaysAnswer, PlayList, Players, RulingAnswer, Seat, SeatAnswer, Suit, Card)
from referee.schemas.forty_five import Hands as FortyFiveHands, Sides
from referee.schemas.hearts import MOST_CARDS, HandList, HeartsHouseRules, HeartsPlayers, Played

MOST_TRICKS = TRICKS_IN_GAME  # 26: California Jack's whole pack

TRICKS_DOC = {"description": "every trick as played, the leader's play first; the last may be incomplete"}
STANDARD_DOC = {"description": "any-play (default): the claim must hold however everyone plays, the claimer's side "
                               "included; best-play: the claimer's side can make it against any defence"}
LEADER_DOC = {"description": "the seat that leads the current trick (required when trick is empty)"}


def TrickList(plays: PlayList, max_tricks: int, **kwargs) -> ListOfLists:
    return ListOfLists(plays, max_length=max_tricks, metadata=TRICKS_DOC, **kwargs)


def Standard() -> fields.String:
    return Choice(list(STANDARDS), load_default=ANY_PLAY, metadata=STANDARD_DOC)


class TricksClaim(Schema):
    seat = Seat(required=True, metadata={"description": "the claimer (in forty-five: for the claimer's side)"})
    tricks = Integer(required=True, validate=validate.Range(0, MOST_TRICKS),
                     metadata={"description": "at least this many of the tricks not yet complete, the current one "
                                              "included"})


class TwoSeatTricksClaim(TricksClaim):
    seat = TwoPlayerSeat(required=True)


class PenaltyClaim(Schema):
    seat = Seat(required=True)
    tricks = Integer(validate=validate.Range(0, MOST_TRICKS), metadata={"description": "give this or "
                                                                                      "penalty_cards_at_most"})
    penalty_cards_at_most = Integer(validate=validate.Range(0, MOST_CARDS * HEARTS_MIN),
                                    metadata={"description": "the claimer takes at most this many more penalty "
                                                             "cards"})


# Requests

class HeartsRevokeProofRequest(Request):
    players = HeartsPlayers(required=True)
    tricks = TrickList(PlayList(min_length=1, max_length=HEARTS_MAX), MOST_CARDS, required=True)


class AuctionRevokeProofRequest(HeartsRevokeProofRequest):
    penalty_suit = Suit(load_default="H", metadata={"description": "the suit named (hearts when all passed)"})


class HeartsClaimBase(Request):
    players = HeartsPlayers()
    hands = HandList(required=True, min_length=HEARTS_MIN, max_length=HEARTS_MAX, max_cards=MOST_CARDS,
                     metadata={"description": "the cards each seat still holds"})
    trick = PlayList(load_default=list, max_length=HEARTS_MAX - 1)
    leader = Seat(metadata=LEADER_DOC)
    claim = fields.Nested(PenaltyClaim, required=True)
    standard = Standard()


class HeartsClaimRequest(HeartsClaimBase, HeartsHouseRules):
    played = Played()


class AuctionClaimRequest(HeartsClaimBase, AuctionHouseRules):
    penalty_suit = Suit(load_default="H")
    played = Played()


class FortyFiveRevokeProofRequest(Request):
    players = Players(2, FF_MAX, required=True)
    trump = Suit(required=True)
    trump_ace_demoted = Flag(load_default=False)
    turned = Card(metadata={"description": "the turned card, when known: an ace turned may join the dealer's hand "
                                           "after trick 1, so without it the dealer's ace of trumps proves nothing "
                                           "about trick 1"})
    sides = Sides()
    tricks = TrickList(PlayList(min_length=1, max_length=FF_MAX), TRICKS_PER_HAND, required=True)


class FortyFiveClaimRequest(Request):
    players = Players(2, FF_MAX)
    trump = Suit(required=True)
    trump_ace_demoted = Flag(load_default=False)
    hands = FortyFiveHands(required=True, metadata={"description": "the cards each seat still holds"})
    trick = PlayList(load_default=list, max_length=FF_MAX - 1)
    leader = Seat(metadata=LEADER_DOC)
    sides = Sides(metadata={"description": "seats per side; default per forty-five.i-players"})
    claim = fields.Nested(TricksClaim, required=True)
    standard = Standard()


class CaliforniaJackRevokeProofRequest(Request):
    trump = Suit(required=True)
    void_must_trump = Flag(load_default=True, metadata=OPTION_DOC)
    follow = HouseRule(FOLLOW_CHOICES, "follow-suit", FOLLOW_OR_TRUMP)
    stock_face = HouseRule(STOCK_FACES, "down", FACE_UP)
    scoring = HouseRule(SCORING_CHOICES, "running", HAND_SCORE)
    stock = CardList(min_length=1, max_length=STOCK_SIZE, metadata={
        "description": "the undealt cards, top first (the last is the trump card): with it the draws are known"})
    tricks = TrickList(TablePlayList(min_length=1, max_length=2), TRICKS_IN_GAME, required=True)


class CaliforniaJackClaimRequest(Request):
    trump = Suit(required=True)
    void_must_trump = Flag(load_default=True, metadata=OPTION_DOC)
    follow = HouseRule(FOLLOW_CHOICES, "follow-suit", FOLLOW_OR_TRUMP)
    scoring = HouseRule(SCORING_CHOICES, "running", HAND_SCORE)
    hands = PileList(required=True, max_cards=CJ_HAND, metadata={"description": "the cards each seat still holds"})
    trick = TablePlayList(load_default=list, max_length=1)
    leader = TwoPlayerSeat(metadata=LEADER_DOC)
    stock = CardList(max_length=STOCK_SIZE, metadata={"description": "the cards still to be drawn, top first: a "
                                                                     "claim is decided once it is empty ([]); without "
                                                                     "it, only once a hand holds fewer than 6 cards"})
    captured = PileList(max_cards=PACK_SIZE, metadata={"description": "the cards each seat has captured (the game "
                                                                      "ends when a total reaches 10)"})
    claim = fields.Nested(TwoSeatTricksClaim, required=True)
    standard = Standard()


# Answers

class RevokeProofCard(Schema):
    trick = fields.Integer(required=True, metadata={"description": "0-based index into tricks"})
    card = CardAnswer(required=True)


class ProvedRevoke(RulingAnswer):
    seat = SeatAnswer(required=True)
    trick = fields.Integer(required=True, metadata={"description": "0-based index into tricks"})
    card = CardAnswer(required=True, metadata={"description": "the card played in the revoke"})
    led = CardAnswer(required=True, allow_none=True, metadata={"description": "the card led to that trick"})
    required = fields.String(required=True, validate=validate.OneOf(["follow", "trump", "follow-or-trump"]))
    proof = fields.Nested(RevokeProofCard, required=True,
                          metadata={"description": "the earliest later play that proves the revoke"})
    rectification = fields.Nested(RulingAnswer, required=True,
                                  metadata={"description": "what the game does about a revoke found after the fact"})


class RevokeProofAnswer(RulingAnswer):
    revokes = fields.List(fields.Nested(ProvedRevoke), required=True,
                          metadata={"description": "every proved revoke in play order (empty: none proved)"})


class ClaimAnswer(RulingAnswer):
    holds = fields.Boolean(required=True)
    decided = fields.Boolean(required=True, metadata={"description": "false: the search's position budget or "
                                                                     "its time ran out (REFEREE_CLAIM_BUDGET, "
                                                                     "REFEREE_CLAIM_SECONDS), or (in california-jack) "
                                                                     "cards are still to be drawn or may be (no stock "
                                                                     "given, 6 cards a hand)"})
    standard = fields.String(required=True, validate=validate.OneOf(list(STANDARDS)))
    value = fields.Integer(required=True, allow_none=True, metadata={
        "description": "tricks: the fewest the claimer's side can be held to (any-play) or makes (best-play); "
                       "penalty cards: the most it can be made to take; null when not decided"})
    counter_line = PlaysAnswer(required=True, allow_none=True, metadata={
        "description": "a legal continuation to the end of the hand that defeats the claim; null when it holds"})
    positions = fields.Integer(required=True, metadata={"description": "positions searched"})


def _operations(game_id: str, revoke_request: Schema, claim_request: Schema) -> list[Operation]:
    game = PROTOCOLS[game_id]
    return [
        Operation("rulings/revoke-proof", revoke_request, RevokeProofAnswer,
                  lambda request: revoke_proof(game, request), "Every revoke the tricks alone prove"),
        Operation("rulings/claim", claim_request, ClaimAnswer, lambda request: claim(game, request),
                  "Does a claim hold: an exact search of the remaining play", expensive=True),
    ]


OPERATIONS = {
    "forty-five": _operations("forty-five", FortyFiveRevokeProofRequest(), FortyFiveClaimRequest()),
    "hearts": _operations("hearts", HeartsRevokeProofRequest(), HeartsClaimRequest()),
    "auction-hearts": _operations("auction-hearts", AuctionRevokeProofRequest(), AuctionClaimRequest()),
    "california-jack": _operations("california-jack", CaliforniaJackRevokeProofRequest(), CaliforniaJackClaimRequest()),
}
