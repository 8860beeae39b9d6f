"""Auction Forty-Fives requests and answers, and the operations they serve. The play's requests are Forty-Five's
without the demoted ace (nobody robs); the record adds the auction, the trump, the discards and the stock."""

from functools import partial

from marshmallow import Schema, ValidationError, fields, validate

from referee.cards import CARD_LOOKUP, why_not_a_card
from referee.engine import replay, snapshot
from referee.games import auction_forty_fives as game
from referee.games.auction_forty_fives import bidding, irregularities, play, scoring
from referee.games.auction_forty_fives.rules import HOLD, MAX_PLAYERS, MIN_PLAYERS, TRICKS_PER_HAND, Options
from referee.games.forty_five.schema import CardsBySuit, DistinctCardList
from referee.games.forty_five.schema import MisdealRequest as FortyFiveMisdealRequest
from referee.schemas import disputes
from referee.schemas.common import (
    ABSENT,
    CARD_REF,
    MOST_EXACT_INTEGER,
    SEAT_REF,
    SUIT_REF,
    WHOLE_NUMBER,
    BoundedList,
    Card,
    CardAnswer,
    CardList,
    CheckMoveAnswer,
    Choice,
    Described,
    HandNumber,
    IntegerList,
    IrregularityAnswer,
    LegalMovesAnswer,
    ListOfLists,
    MisdealAnswer,
    OpenApiDescribed,
    Operation,
    Players,
    PlayList,
    Request,
    RevokeAnswer,
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
    valid_cards,
)
from referee.schemas.disputes import LEADER_DOC, Standard, TrickList, TricksClaim
from referee.schemas.options import option_field, options_schema

PACK = 52
MAX_HAND = 10  # room for a misdealt hand, which the record answers as a misdeal, not a 422
MOST_SCORE = 10_000
MAX_BIDS = 60  # every seat passing or bidding in every round a hold can open, with room to spare
BIDS = (15, 20, 25, 30)

BID_VALUE_REF = shared_schema(
    "AuctionFortyFivesBidValue",
    {
        "anyOf": [
            {
                "type": "integer",
                "minimum": -MOST_EXACT_INTEGER,
                "maximum": MOST_EXACT_INTEGER,
                "format": integer_format(-MOST_EXACT_INTEGER, MOST_EXACT_INTEGER),
            },
            {"type": "string", "enum": [HOLD]},
            {"type": "null"},
        ],
        "description": "a number (legal: a multiple of 5 from 15 or 20 to 30; any other whole number is judged "
        'illegal), "hold" (the dealer takes the last bid at its value), or null for a pass',
    },
)
BID_REF = shared_schema(
    "AuctionFortyFivesBid",
    {
        "type": "object",
        "required": ["seat", "bid"],
        "additionalProperties": False,
        "properties": {"seat": SEAT_REF, "bid": BID_VALUE_REF},
        "description": 'One turn of the auction: a bid, "hold" (the dealer only), or null for a pass.',
    },
)
DISCARD_REF = shared_schema(
    "AuctionFortyFivesDiscard",
    {
        "type": "object",
        "required": ["seat", "cards"],
        "additionalProperties": False,
        "properties": {
            "seat": SEAT_REF,
            "cards": {"type": "array", "items": CARD_REF, "maxItems": MAX_HAND, "description": "the cards discarded"},
            "takes": {
                "type": "array",
                "items": CARD_REF,
                "maxItems": MAX_HAND,
                "description": "the dealer only, under dealer_robs_pack: the cards taken from the stock instead of "
                "its top cards",
            },
        },
        "description": "One seat's discard; the referee draws its replacements from the stock.",
    },
)


def is_bid(value) -> bool:
    """A bid as a request may give it: a whole number (the rules judge its value), "hold", or None for a pass."""
    return value is None or value == HOLD or is_whole_number(value)


def is_seat(value) -> bool:
    """A seat as a bid or discard may name it (the record's own size is checked against the deal)."""
    return type(value) is int and 0 <= value < MAX_PLAYERS


def read_bid(value):
    """A bid as a request gives it (is_bid), or a ValidationError saying what a bid is."""
    if is_bid(value):
        return value
    raise ValidationError(f'must be {WHOLE_NUMBER}, "hold", or null for a pass')


class AuctionFortyFivesBidValue(OpenApiDescribed, fields.Field):
    """check-bid's bid: a number, "hold" or null."""

    def __init__(self, **kwargs):
        super().__init__(allow_none=True, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        return read_bid(value)

    def openapi_properties(self) -> dict:
        return BID_VALUE_REF


class AuctionFortyFivesBidList(BoundedList):
    """The auction in order: ``[{"seat": 1, "bid": 20}, {"seat": 2, "bid": null}, {"seat": 0, "bid": "hold"}]``."""

    item_name = "bid"

    def load_valid_items(self, value):
        loaded = [load_bid(item, False) for item in value]
        return None if None in loaded else loaded

    def load_item(self, item):
        return load_bid(item, True)

    def item_properties(self) -> dict:
        return BID_REF


def load_bid(item, explain: bool) -> dict | None:
    """A bid ({"seat", "bid"}) in its loaded form; where it is not one, None, or with ``explain`` a ValidationError
    naming every fault (the list's fast pass and its item-by-item load, the one statement of a bid's checks)."""
    if type(item) is dict and len(item) == 2:
        seat, bid = item.get("seat"), item.get("bid", ABSENT)
        if is_seat(seat) and is_bid(bid):
            return {"seat": seat, "bid": bid}
    if not explain:
        return None
    if type(item) is not dict:
        raise ValidationError('a bid is an object such as {"seat": 1, "bid": 20} (bid null: a pass)')
    errors = {key: ["Unknown field."] for key in item if key not in ("seat", "bid")}
    seat = _seat(item, errors)
    if "bid" not in item:
        errors["bid"] = ["Missing data for required field."]
    else:
        try:
            read_bid(item["bid"])
        except ValidationError as error:
            errors["bid"] = error.messages
    if errors:
        raise ValidationError(errors)
    return {"seat": seat, "bid": item["bid"]}


def _seat(item: dict, errors: dict):
    """An item's seat as given; what is wrong with it, if anything, added to ``errors``."""
    seat = item.get("seat")
    if not is_seat(seat):
        errors["seat"] = [
            f"must be a seat number from 0 to {MAX_PLAYERS - 1}"
            if "seat" in item
            else "Missing data for required field."
        ]
    return seat


def _cards(value, key: str) -> list:
    if type(value) is not list or len(value) > MAX_HAND:
        raise ValidationError({key: [f"must be a list of at most {MAX_HAND} cards"]})
    loaded, errors = [], {}
    for index, item in enumerate(value):
        card = CARD_LOOKUP.get(item) if type(item) is str else None
        if card is None:
            errors[index] = [why_not_a_card(item)]
        loaded.append(card)
    if errors:
        raise ValidationError({key: errors})
    return loaded


class AuctionFortyFivesDiscardList(BoundedList):
    """The discards in order: ``[{"seat": 1, "cards": ["2C", "7D"]}, {"seat": 2, "cards": []}]``."""

    item_name = "discard"

    def load_valid_items(self, value):
        loaded = [valid_discard(item) for item in value]
        return None if None in loaded else loaded

    def load_item(self, item):
        if type(item) is not dict:
            raise ValidationError('a discard is an object such as {"seat": 1, "cards": ["2C"]}')
        errors = {key: ["Unknown field."] for key in item if key not in ("seat", "cards", "takes")}
        seat = _seat(item, errors)
        loaded = {"seat": seat}
        for key in ("cards", "takes"):
            if key not in item:
                if key == "cards":
                    errors["cards"] = ["Missing data for required field."]
                continue
            try:
                loaded[key] = _cards(item[key], key)
            except ValidationError as error:
                errors.update(error.messages)
        if errors:
            raise ValidationError(errors)
        return loaded

    def item_properties(self) -> dict:
        return DISCARD_REF


def valid_discard(item) -> dict | None:
    """A discard load_item takes, loaded as it loads it (its fast pass); None for any other, which load_item words."""
    if type(item) is not dict:
        return None
    seat = item.get("seat")
    cards = _valid_cards(item.get("cards"))
    if not is_seat(seat) or cards is None:
        return None
    given = item.get("takes", ABSENT)
    if given is ABSENT:
        return {"seat": seat, "cards": cards} if len(item) == 2 else None
    takes = _valid_cards(given)
    return {"seat": seat, "cards": cards, "takes": takes} if takes is not None and len(item) == 3 else None


def _valid_cards(value) -> list | None:
    if type(value) is not list or len(value) > MAX_HAND:
        return None
    return valid_cards(value)


def ScoresBefore(**kwargs) -> IntegerList:
    return IntegerList(
        minimum=-MOST_SCORE,
        maximum=MOST_SCORE,
        min_length=2,
        max_length=2,
        metadata={"description": "each side's total before this hand (side 0: the even seats); below zero after a set"},
        **kwargs,
    )


def TablePlayers(**kwargs):
    return Players(MIN_PLAYERS, MAX_PLAYERS, metadata={"description": "4 or 6"}, **kwargs)


AuctionFortyFivesAllOptions = options_schema(Options, "AuctionFortyFivesOptions")
AuctionFortyFivesScoringOptions = options_schema(
    Options, "AuctionFortyFivesScoringOptions", "thirty_scores", "bid_out_from", "game_to"
)


class AuctionFortyFivesSnapshotRequest(Request):
    trump = Suit(required=True)
    hand = DistinctCardList(required=True, min_length=1, max_length=TRICKS_PER_HAND)
    trick = PlayList(load_default=list, max_length=MAX_PLAYERS - 1, seats=MAX_PLAYERS)
    seat = Seat(metadata={"description": "the seat to act; checked against the trick when given"})
    players = TablePlayers()


class AuctionFortyFivesCheckMoveRequest(AuctionFortyFivesSnapshotRequest):
    card = Card(required=True)


class AuctionFortyFivesTrickWinnerRequest(Request):
    trump = Suit(required=True)
    plays = PlayList(required=True, min_length=MIN_PLAYERS, max_length=MAX_PLAYERS, seats=MAX_PLAYERS)
    players = TablePlayers()


class AuctionFortyFivesScoreRequest(AuctionFortyFivesScoringOptions):
    players = TablePlayers(required=True)
    trump = Suit(required=True)
    bidder = Seat(required=True)
    bid = fields.Integer(required=True, validate=validate.OneOf(BIDS), metadata={"description": "15, 20, 25 or 30"})
    tricks = ListOfLists(
        PlayList(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS, seats=MAX_PLAYERS),
        min_length=TRICKS_PER_HAND,
        max_length=TRICKS_PER_HAND,
        required=True,
        metadata={"description": "the five complete tricks, each its plays from the leader's"},
    )
    scores_before = ScoresBefore()


class AuctionFortyFivesAdjudicateRequest(AuctionFortyFivesAllOptions):
    players = TablePlayers(required=True)
    dealer = Seat(required=True)
    hands = ListOfLists(
        DistinctCardList(max_length=MAX_HAND),
        min_length=MIN_PLAYERS,
        max_length=MAX_PLAYERS,
        required=True,
        metadata={"description": "each seat's 5 cards as dealt"},
    )
    stock = CardList(required=True, max_length=PACK, metadata={"description": "the undealt cards, top first"})
    bids = AuctionFortyFivesBidList(
        load_default=list, max_length=MAX_BIDS, metadata={"description": "the auction in order"}
    )
    trump = Suit(
        load_default=None,
        allow_none=True,
        metadata={"description": "named by the high bidder once the auction is over"},
    )
    discards = AuctionFortyFivesDiscardList(
        load_default=list,
        max_length=MAX_PLAYERS,
        metadata={"description": "each seat's discard in turn from the dealer's left, the dealer last"},
    )
    plays = PlayList(load_default=list, max_length=TRICKS_PER_HAND * MAX_PLAYERS + 1, seats=MAX_PLAYERS)
    scores_before = ScoresBefore()
    hand_number = HandNumber()


class AuctionFortyFivesCheckBidRequest(Request):
    players = TablePlayers(required=True)
    dealer = Seat(required=True)
    bids = AuctionFortyFivesBidList(
        load_default=list, max_length=MAX_BIDS, metadata={"description": "the bids so far, in order"}
    )
    seat = Seat(metadata={"description": "the seat bidding; the next to bid when omitted"})
    bid = AuctionFortyFivesBidValue(
        required=True, metadata={"description": 'a number, "hold" (the dealer only) or null for a pass'}
    )
    scores_before = ScoresBefore()
    min_bid = option_field(Options, "min_bid")
    all_pass = option_field(Options, "all_pass")


class AuctionFortyFivesMisdealRequest(FortyFiveMisdealRequest):
    players = TablePlayers(required=True)


class AuctionFortyFivesRevokeRequest(Request):
    players = TablePlayers(required=True)
    offender = Seat(required=True)
    kind = Choice(["exposure", "failure-to-follow"], required=True)
    tricks_won = IntegerList(minimum=0, maximum=TRICKS_PER_HAND, min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)


class AuctionFortyFivesRevokeProofRequest(Request):
    players = TablePlayers(required=True)
    trump = Suit(required=True)
    tricks = TrickList(
        PlayList(min_length=1, max_length=MAX_PLAYERS, seats=MAX_PLAYERS), TRICKS_PER_HAND, required=True
    )
    bidder = Seat(
        metadata={"description": "the high bidder, when known: the rectification then says who loses the bid"}
    )
    bid = fields.Integer(validate=validate.OneOf(BIDS), metadata={"description": "the bid, with bidder"})


class AuctionFortyFivesClaimRequest(Request):
    players = TablePlayers()
    trump = Suit(required=True)
    hands = ListOfLists(
        DistinctCardList(max_length=TRICKS_PER_HAND),
        min_length=MIN_PLAYERS,
        max_length=MAX_PLAYERS,
        required=True,
        metadata={"description": "the cards each seat still holds"},
    )
    trick = PlayList(load_default=list, max_length=MAX_PLAYERS - 1, seats=MAX_PLAYERS)
    leader = Seat(metadata=LEADER_DOC)
    claim = fields.Nested(TricksClaim, required=True)
    standard = Standard()


# Answers


class AuctionFortyFivesHighestTrump(Schema):
    card = CardAnswer(required=True)
    trick = fields.Integer(required=True, metadata={"description": "0-based: the trick holding it"})
    side = fields.Integer(required=True, metadata={"description": "the side that took that trick"})


class AuctionFortyFivesScoreAnswer(RulingAnswer):
    points = fields.List(fields.Integer(), required=True, metadata={"description": "per side: what it took"})
    highest_trump = fields.Nested(
        AuctionFortyFivesHighestTrump,
        required=True,
        allow_none=True,
        metadata={"description": "null: no trump was played"},
    )
    made = fields.Boolean(required=True, metadata={"description": "the bidders' points reached the bid"})
    hand_scores = fields.List(
        fields.Integer(),
        required=True,
        allow_none=True,
        metadata={"description": "per side, what the hand adds to its total; null while the hand is in progress"},
    )
    totals = fields.List(
        fields.Integer(), required=True, allow_none=True, metadata={"description": "null while the hand is in progress"}
    )
    game_over = fields.Boolean(required=True)
    winner = fields.Integer(required=True, allow_none=True, metadata={"description": "a side index, or null"})


class AuctionFortyFivesViolation(ViolationAnswer):
    phase = fields.String(
        required=True,
        validate=validate.OneOf(["bid", "discard", "play"]),
        metadata={"description": "bid: index into bids; discard: into discards; play: into plays"},
    )


class AuctionFortyFivesAuctionSummary(Schema):
    bidder = SeatAnswer(required=True)
    bid = fields.Integer(required=True)
    trump = Described(SUIT_REF, required=True)


class AuctionFortyFivesDiscardMade(Schema):
    seat = SeatAnswer(required=True)
    cards = fields.List(CardAnswer(), required=True)
    drew = fields.List(CardAnswer(), required=True, metadata={"description": "the replacements the referee drew"})


class AuctionFortyFivesIrregularity(IrregularityAnswer):
    index = fields.Integer(required=True, allow_none=True)


class AuctionFortyFivesAdjudicateAnswer(RulingAnswer):
    valid = fields.Boolean(required=True)
    violation = fields.Nested(AuctionFortyFivesViolation, required=True, allow_none=True)
    auction = fields.Nested(
        AuctionFortyFivesAuctionSummary,
        required=True,
        allow_none=True,
        metadata={"description": "null until trump is named"},
    )
    trump = Described(SUIT_REF, required=True, allow_none=True)
    discards = fields.List(fields.Nested(AuctionFortyFivesDiscardMade), required=True)
    hands_after_draw = fields.List(
        fields.List(CardAnswer()),
        required=True,
        metadata={"description": "each seat's hand once the dealer has drawn; empty before then"},
    )
    tricks = fields.List(fields.Nested(TrickAnswer), required=True)
    tricks_won = fields.List(fields.Integer(), required=True, metadata={"description": "per seat"})
    score = fields.Nested(
        AuctionFortyFivesScoreAnswer, required=True, allow_none=True, metadata={"description": "null before trump"}
    )
    irregularities = fields.List(fields.Nested(AuctionFortyFivesIrregularity), required=True)
    hand_over = fields.Boolean(required=True)


class AuctionFortyFivesCheckBidAnswer(RulingAnswer):
    legal = fields.Boolean(required=True)
    next_seat = SeatAnswer(required=True, allow_none=True, metadata={"description": "null: the auction is over"})
    high_bidder = SeatAnswer(required=True, allow_none=True)
    high_bid = fields.Integer(required=True, allow_none=True)


RANK_TABLES = {
    "trump": fields.Nested(CardsBySuit, metadata={"description": "forty-five: the trump order for each trump suit"}),
    "plain": fields.Nested(CardsBySuit, metadata={"description": "forty-five: each suit's order when not trump"}),
}

OPERATIONS = [
    Operation(
        "legal-moves",
        AuctionFortyFivesSnapshotRequest(),
        LegalMovesAnswer,
        partial(snapshot.legal_moves, game.RULES),
        "The cards the player to act may play now",
        description="The cards the seat to act may play to the trick now, by Forty-Five's play (follow suit or trump, the renege privilege of the top trumps), with the rule that decides it. Send `trump`, the seat's `hand` and the `trick` so far.",
    ),
    Operation(
        "check-move",
        AuctionFortyFivesCheckMoveRequest(),
        CheckMoveAnswer,
        partial(snapshot.check_move, game.RULES),
        "Is this card legal now, and why",
        description="Whether `card` may be played now, and the rule that says so. Send what legal-moves takes, and the `card`.",
    ),
    Operation(
        "trick-winner",
        AuctionFortyFivesTrickWinnerRequest(),
        TrickWinnerAnswer,
        play.trick_winner,
        "Who wins this complete trick, and why",
        description="The seat that wins a complete trick and the card that wins it. Send `trump` and the trick's `plays` in the order played.",
    ),
    Operation(
        "score",
        AuctionFortyFivesScoreRequest(),
        AuctionFortyFivesScoreAnswer,
        scoring.score,
        "The score of a hand for its bid, and the game at 120",
        description="Each side's points (5 a trick, 5 for the trick with the highest trump), whether the bid was made, what the hand scores and the totals, and the winner once a side reaches the game score. Send `players`, `trump`, the `bidder`, the `bid` and the five `tricks`; `scores_before` is optional.",
    ),
    Operation(
        "adjudicate",
        AuctionFortyFivesAdjudicateRequest(),
        AuctionFortyFivesAdjudicateAnswer,
        partial(replay.adjudicate, game.RULES),
        "Replay a whole deal record: the auction, trump, the discards and draws, every trick, the score",
        description="Replays a whole deal record: the auction, the trump named, each discard with the referee's own draws from `stock`, every play, then the score. It stops at the first entry the rules forbid and names it in `violation` with its `phase` (bid, discard or play) and its index in that list. Send `players`, `dealer`, the dealt `hands`, the `stock`, the `bids`, the `trump`, the `discards` and the `plays`.",
    ),
    Operation(
        "check-bid",
        AuctionFortyFivesCheckBidRequest(),
        AuctionFortyFivesCheckBidAnswer,
        bidding.check_bid,
        "Is this bid legal now",
        description='Whether `bid` (a number, "hold" or null for a pass) may be made now, after the `bids` so far. Send `players`, `dealer`, the `bids` so far and the `bid`; `scores_before` for a side on 100 or more.',
    ),
    Operation(
        "rulings/misdeal",
        AuctionFortyFivesMisdealRequest(),
        MisdealAnswer,
        irregularities.misdeal,
        "Is this deal a misdeal",
        description="Whether the deal is a misdeal (a seat dealt the wrong number of cards, an exposed card, an uncut pack...) and who deals next, as in Forty-Five.",
    ),
    Operation(
        "rulings/revoke",
        AuctionFortyFivesRevokeRequest(),
        RevokeAnswer,
        irregularities.revoke,
        "A renege or an exposed card",
        description="The ruling on a renege (`failure-to-follow`) or an exposed card (`exposure`) by `offender`. Send `players`, `offender` and `kind`.",
    ),
    *disputes.operations(game.RULES, AuctionFortyFivesRevokeProofRequest(), AuctionFortyFivesClaimRequest()),
]


class AuctionFortyFivesBidChoice(Schema):
    bids = fields.List(fields.Integer(), required=True, metadata={"description": "every number the seat may bid"})
    hold = fields.Boolean(required=True, metadata={"description": "whether the seat (the dealer) may hold"})
    # The key is a Python keyword, so the field is declared under another name.
    may_pass = fields.Boolean(required=True, data_key="pass", metadata={"description": "whether the seat may pass"})


class AuctionFortyFivesDiscardChoice(Schema):
    seat = SeatAnswer(required=True)
    least = fields.Integer(required=True)
    most = fields.Integer(
        required=True, metadata={"description": "the most cards it may discard (the stock limits it)"}
    )
    stock_left = fields.Integer(required=True)
    chooses_replacements = fields.Boolean(
        required=True, metadata={"description": "the dealer under dealer_robs_pack takes cards of its choice"}
    )


# The state answer's fields before the play: the legal bids, the suits the high bidder may name, the discard.
STATE_FIELDS = {
    "bid": fields.Nested(
        AuctionFortyFivesBidChoice, metadata={"description": "in the auction: the bids the seat to act may make"}
    ),
    "trump_suits": fields.List(
        Described(SUIT_REF),
        metadata={"description": "once the auction is over: the suits the high bidder may name"},
    ),
    "discard": fields.Nested(
        AuctionFortyFivesDiscardChoice, metadata={"description": "in the discard: what the seat to act may do"}
    ),
}
