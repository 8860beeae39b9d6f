"""Auction Hearts requests and answers, built on Hearts' (the play is the same)."""

from functools import partial

from marshmallow import Schema, ValidationError, fields, validate

from referee.engine import replay, snapshot
from referee.games import auction_hearts
from referee.games.auction_hearts import bidding, irregularities, play, scoring
from referee.games.auction_hearts.rules import MOST_BID, Options
from referee.games.hearts.rules import MAX_PLAYERS, SUIT_COUNTS
from referee.games.hearts.schema import (
    HeartsClaimBase,
    HeartsDeadHandAnswer,
    HeartsDeadHandRequest,
    HeartsDealRecord,
    HeartsMisdealAnswer,
    HeartsMisdealFinding,
    HeartsMisdealRequest,
    HeartsPilesRequest,
    HeartsPlayers,
    HeartsRevokeAnswer,
    HeartsRevokeBase,
    HeartsRevokeProofRequest,
    HeartsScoreAnswer,
    HeartsSnapshotBase,
    HeartsTrickWinnerRequest,
    Played,
)
from referee.schemas import disputes
from referee.schemas.common import (
    ABSENT,
    MAX_SEATS,
    MISSING_FIELD,
    MOST_EXACT_INTEGER,
    RULE_ID_REF,
    SEAT_REF,
    SUIT_REF,
    UNKNOWN_FIELD,
    WHOLE_NUMBER,
    BoundedList,
    Card,
    CheckMoveAnswer,
    Described,
    Flag,
    HandNumber,
    Integer,
    IntegerList,
    LegalMovesAnswer,
    Operation,
    Request,
    RulingAnswer,
    Seat,
    SeatAnswer,
    Suit,
    TrickAnswer,
    TrickWinnerAnswer,
    ViolationAnswer,
    integer_format,
    is_whole_number,
    shared_schema,
)
from referee.schemas.options import option_field, options_schema

MAX_POT = 1_000_000_000
MAX_PENALTY_CARDS = max(count for counts in SUIT_COUNTS.values() for count in counts.values())

BID_REF = shared_schema(
    "Bid",
    {
        "type": "object",
        "required": ["seat", "bid"],
        "additionalProperties": False,
        "properties": {
            "seat": SEAT_REF,
            "bid": {
                "type": ["integer", "null"],
                "format": integer_format(-MOST_EXACT_INTEGER, MOST_EXACT_INTEGER),
                "minimum": -MOST_EXACT_INTEGER,
                "maximum": MOST_EXACT_INTEGER,
                "description": "chips bid, judged by the rules (at least 1, higher than the bid before); null is a pass",
            },
        },
        "description": "One seat's turn in the auction: a bid of chips, or null for a pass.",
    },
)


def load_bid(item, explain: bool):
    """A bid ({"seat", "bid"}, bid null for a pass) in its loaded form, its seat a seat number and its bid a whole
    number; where it is not one, None, or with ``explain`` a ValidationError naming every fault (both passes of
    BidList, as load_play is of a play list)."""
    if type(item) is dict and len(item) == 2:
        seat, bid = item.get("seat"), item.get("bid", ABSENT)
        if type(seat) is int and 0 <= seat < MAX_SEATS and (bid is None or is_whole_number(bid)):
            # A bid already in its loaded form is kept rather than copied: the engine never changes a bid.
            for key in item:
                return item if key == "seat" else {"seat": seat, "bid": bid}
    if not explain:
        return None
    if type(item) is not dict:
        raise ValidationError('a bid is an object such as {"seat": 1, "bid": 3} (bid null: a pass)')
    errors = {key: [UNKNOWN_FIELD] for key in item if key not in ("seat", "bid")}
    seat, bid = item.get("seat"), item.get("bid")
    if type(seat) is not int or not 0 <= seat < MAX_SEATS:
        errors["seat"] = [f"must be a seat number from 0 to {MAX_SEATS - 1}" if "seat" in item else MISSING_FIELD]
    if "bid" not in item:
        errors["bid"] = [MISSING_FIELD]
    elif bid is not None and not is_whole_number(bid):
        errors["bid"] = [f"must be {WHOLE_NUMBER}, or null for a pass"]
    raise ValidationError(errors)


class BidList(BoundedList):
    """Bids in the order made: ``[{"seat": 1, "bid": 3}, {"seat": 2, "bid": null}]`` (null: a pass)."""

    item_name = "bid"

    def load_valid_items(self, value):
        bids = [load_bid(item, False) for item in value]
        return None if None in bids else bids

    def load_item(self, item):
        return load_bid(item, True)

    def item_properties(self) -> dict:
        return BID_REF


# The house rules Auction Hearts borrows from Hearts, for its penalty suit.
AuctionHouseRules = options_schema(Options, "AuctionHouseRules", "no_points_first_trick", "hearts_broken")


class AuctionLegalMovesRequest(HeartsSnapshotBase, AuctionHouseRules):
    played = Played()
    penalty_suit = Suit(metadata={"description": "the named penalty suit: needed under the house rules"})


class AuctionCheckMoveRequest(AuctionLegalMovesRequest):
    card = Card(required=True)


class AuctionScoreRequest(HeartsPilesRequest):
    penalty_suit = Suit(required=True)


class AuctionDealRequest(HeartsDealRecord, AuctionHouseRules):
    bids = BidList(load_default=list, max_length=MAX_PLAYERS + 1)
    penalty_suit = Suit(
        metadata={
            "description": "named by the high bidder (or, on a jackpot deal, the previous "
            "successful bidder); hearts when all pass"
        }
    )
    pot_before = Integer(load_default=0, validate=validate.Range(0, MAX_POT))
    jackpot_deal = Flag(load_default=False, metadata={"description": "the last deal ended in a jackpot: no bidding"})
    previous_bidder = Seat(load_default=None, allow_none=True)
    first_lead = option_field(Options, "first_lead")
    hand_number = HandNumber()


class AuctionRevokeRequest(HeartsRevokeBase):
    """A revoke in Auction Hearts (its house rules need no record fields of their own)."""


class AuctionCheckBidRequest(Request):
    players = HeartsPlayers(required=True)
    dealer = Seat(required=True)
    bids = BidList(load_default=list, max_length=MAX_PLAYERS, metadata={"description": "bids so far, in order"})
    seat = Seat(metadata={"description": "the seat bidding; the next to bid when omitted"})
    bid = Integer(
        required=True,
        allow_none=True,
        validate=validate.Range(
            -MOST_EXACT_INTEGER, MOST_EXACT_INTEGER, error=f"must be {WHOLE_NUMBER}, or null for a pass"
        ),
        metadata={"description": "chips, judged by the rules (at least 1, higher than the bid before); null is a pass"},
    )
    jackpot_deal = Flag(load_default=False)


class AuctionSettleRequest(Request):
    players = HeartsPlayers(required=True)
    bid = Integer(
        load_default=None,
        allow_none=True,
        validate=validate.Range(1, MOST_BID),
        metadata={"description": "the winning bid; null when all passed or on a jackpot deal"},
    )
    bidder = Seat(load_default=None, allow_none=True)
    penalty_suit = Suit(required=True)
    taken = IntegerList(
        required=True,
        minimum=0,
        maximum=MAX_PENALTY_CARDS,
        max_length=MAX_PLAYERS,
        metadata={"description": "penalty cards each seat took, in seat order"},
    )
    pot_before = Integer(load_default=0, validate=validate.Range(0, MAX_POT))
    jackpot_deal = Flag(load_default=False)
    previous_bidder = Seat(load_default=None, allow_none=True)


# Answers
class AuctionViolation(ViolationAnswer):
    phase = fields.String(
        required=True,
        validate=validate.OneOf(["bid", "name", "play"]),
        metadata={"description": "bid: index into bids; name: the naming of the suit; play: index into plays"},
    )


class AuctionSummary(RulingAnswer):
    high_bidder = SeatAnswer(required=True, allow_none=True)
    bid = fields.Integer(required=True, allow_none=True)
    named_by = SeatAnswer(required=True, allow_none=True)
    penalty_suit = Described(SUIT_REF, required=True)


class AuctionNextDeal(Schema):
    bidding = fields.Boolean(required=True)
    names_suit = SeatAnswer(required=True, allow_none=True, metadata={"description": "the seat naming the suit"})
    penalty_suit = Described(
        SUIT_REF,
        required=True,
        allow_none=True,
        metadata={"description": "fixed already (hearts) when nobody can name it"},
    )
    rule = Described(RULE_ID_REF, required=True)


class AuctionSettleAnswer(RulingAnswer):
    pot = fields.Integer(required=True, metadata={"description": "pot_before + bid + penalty cards, before payouts"})
    winners = fields.List(SeatAnswer(), required=True)
    payouts = fields.List(fields.Integer(), required=True, metadata={"description": "chips each seat receives"})
    jackpot = fields.Boolean(required=True)
    carry = fields.Integer(required=True, metadata={"description": "chips left in the pot for the next deal"})
    next_deal = fields.Nested(AuctionNextDeal, required=True)


class AuctionAdjudicateAnswer(RulingAnswer):
    valid = fields.Boolean(required=True)
    violation = fields.Nested(AuctionViolation, required=True, allow_none=True)
    complete = fields.Boolean(required=True)
    tricks = fields.List(fields.Nested(TrickAnswer), required=True)
    score = fields.Nested(
        HeartsScoreAnswer,
        required=True,
        allow_none=True,
        metadata={"description": "null while no penalty suit is named (an unfinished or faulty auction)"},
    )
    irregularities = fields.List(fields.Nested(HeartsMisdealFinding), required=True)
    auction = fields.Nested(
        AuctionSummary, required=True, allow_none=True, metadata={"description": "null until the auction is complete"}
    )
    settlement = fields.Nested(
        AuctionSettleAnswer,
        required=True,
        allow_none=True,
        metadata={"description": "the pot, once the deal is complete"},
    )


class AuctionCheckBidAnswer(RulingAnswer):
    legal = fields.Boolean(required=True)
    minimum_bid = fields.Integer(required=True)
    next_seat = SeatAnswer(required=True, allow_none=True, metadata={"description": "null: the auction is over"})
    high_bidder = SeatAnswer(required=True, allow_none=True)
    high_bid = fields.Integer(required=True, allow_none=True)


# The dispute desk
class AuctionRevokeProofRequest(HeartsRevokeProofRequest):
    penalty_suit = Suit(load_default="H", metadata={"description": "the suit named (hearts when all passed)"})


class AuctionClaimRequest(HeartsClaimBase, AuctionHouseRules):
    penalty_suit = Suit(load_default="H")
    played = Played()


OPERATIONS = [
    Operation(
        "legal-moves",
        AuctionLegalMovesRequest(),
        LegalMovesAnswer,
        partial(snapshot.legal_moves, auction_hearts.RULES),
        "The cards the player may play now",
        description="The cards the seat to act may play now, under the penalty suit the auction named: follow suit, no card of the penalty suit led before it is broken. Send the seat's `hand`, the `trick` so far and the `penalty_suit`; `played` (the cards of earlier tricks) or `hearts_broken` say whether the penalty suit is broken.",
    ),
    Operation(
        "check-move",
        AuctionCheckMoveRequest(),
        CheckMoveAnswer,
        partial(snapshot.check_move, auction_hearts.RULES),
        "Is this card legal now, and why",
        description="Whether `card` may be played now, and the rule that says so: the judgement of legal-moves for one card. Send what legal-moves takes, and the `card`.",
    ),
    Operation(
        "trick-winner",
        HeartsTrickWinnerRequest(),
        TrickWinnerAnswer,
        play.trick_winner,
        "Who wins this trick",
        description="The seat that wins a complete trick: the highest card of the suit led (no trump). Send the trick's `plays` in the order played.",
    ),
    Operation(
        "score",
        AuctionScoreRequest(),
        HeartsScoreAnswer,
        scoring.score,
        "Penalty cards each seat took",
        description="How many penalty cards each seat took: every card of the `penalty_suit` it captured. Send `players`, the `penalty_suit` and each seat's `captured` cards.",
    ),
    Operation(
        "adjudicate",
        AuctionDealRequest(),
        AuctionAdjudicateAnswer,
        partial(replay.adjudicate, auction_hearts.RULES),
        "Replay a whole deal record: the auction, the naming, every trick, the pot",
        description="Replays a whole deal record: the auction, the naming of the penalty suit, every play, then the pot. It stops at the first action the rules forbid and names it in `violation`. Send `players`, `dealer`, the dealt `hands`, the `bids`, the `penalty_suit` and the `plays` in order. Many records at once: `adjudicate/batch`.",
    ),
    Operation(
        "check-bid",
        AuctionCheckBidRequest(),
        AuctionCheckBidAnswer,
        bidding.check_bid,
        "Is this bid legal now",
        description="Whether `bid` may be made now, given the `bids` made so far in the auction. Send `players`, `dealer`, the `bids` so far and the `bid`.",
    ),
    Operation(
        "settle",
        AuctionSettleRequest(),
        AuctionSettleAnswer,
        scoring.settle_pot,
        "The pot: winners, split or jackpot",
        description="Who wins the pot after a hand, whether it is split, or whether it carries over to a jackpot deal. Send `players`, the `penalty_suit`, the penalty cards each seat has `taken`, and the auction's `bidder` and `bid`.",
    ),
    Operation(
        "rulings/misdeal",
        HeartsMisdealRequest(),
        HeartsMisdealAnswer,
        irregularities.misdeal,
        "Misdeal: wrong card counts",
        description="Whether the deal is a misdeal (a seat dealt the wrong number of cards) and who deals next. Send `players`, `dealer` and the `cards_dealt` to each seat.",
    ),
    Operation(
        "rulings/dead-hand",
        HeartsDeadHandRequest(),
        HeartsDeadHandAnswer,
        irregularities.dead_hand,
        "Irregular hand sizes",
        description="Which hands hold the wrong number of cards for the tricks played, and what follows. Send `players`, the `hand_sizes` (or `hands`) held now and the `tricks_won` by each seat.",
    ),
    Operation(
        "rulings/revoke",
        AuctionRevokeRequest(),
        HeartsRevokeAnswer,
        irregularities.revoke,
        "Revoke or exposure",
        description="The penalty for a card exposed or a failure to follow suit (a revoke) by `offender`. Send `players`, `offender` and `kind` (`exposure` or `failure-to-follow`); the deal record (`hands`, `plays`) lets the ruling count the penalty cards.",
    ),
    *disputes.operations(auction_hearts.RULES, AuctionRevokeProofRequest(), AuctionClaimRequest()),
]


class BidChoice(Schema):
    # The key is a Python keyword, so the field is declared under another name.
    may_pass = fields.Boolean(required=True, data_key="pass", metadata={"description": "whether the seat may pass"})
    minimum = fields.Integer(required=True, metadata={"description": "the least bid it may make"})
    maximum = fields.Integer(
        required=True,
        metadata={
            "description": "the most it may bid (auction-hearts.i-bid-limit); a minimum above it leaves only a pass"
        },
    )


# The state answer's fields for the bid phase: the bids the seat to act may make, or, once the auction is over, the
# suits the seat that names the penalty suit may name.
STATE_FIELDS = {
    "bid": fields.Nested(
        BidChoice, metadata={"description": "in the auction: whether the seat to act may pass and its least bid"}
    ),
    "penalty_suit": fields.List(
        Described(SUIT_REF),
        metadata={"description": "once the auction is over: the suits the seat to act may name as the penalty suit"},
    ),
}
