"""Forty-Five request and answer schemas, and the operations they serve."""

from functools import partial

from marshmallow import Schema, fields

from referee.engine import replay, snapshot
from referee.games import forty_five
from referee.games.forty_five import irregularities, play, scoring
from referee.games.forty_five.rules import Options
from referee.games.forty_five.scoring import GAME_POINTS, TRICKS_PER_HAND
from referee.schemas import disputes
from referee.schemas.common import (
    CARD_REF,
    MAX_SEATS,
    SEAT_REF,
    SUIT_REF,
    Card,
    CardAnswer,
    CardList,
    CheckMoveAnswer,
    Choice,
    DeadHandAnswer,
    Described,
    Flag,
    HandNumber,
    IntegerList,
    IrregularityAnswer,
    LegalMovesAnswer,
    ListOfLists,
    MisdealAnswer,
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
    TypedList,
    ViolationAnswer,
    shared_schema,
)
from referee.schemas.disputes import LEADER_DOC, Standard, TrickList, TricksClaim
from referee.schemas.options import option_field

MAX_HAND = 10  # room for an irregular hand (forty-five.dead-hand) without admitting absurd ones
MAX_ACTIONS = 80  # 5 tricks of 10 plays plus every robbing action, with room for a record that runs on


class DistinctCardList(CardList):
    """Cards in one hand: the spec says they are distinct; the engine answers 422 naming a repeated one."""

    def openapi_properties(self) -> dict:
        return {**super().openapi_properties(), "uniqueItems": True}


def Sides(**kwargs) -> ListOfLists:
    return ListOfLists(
        IntegerList(minimum=0, maximum=MAX_SEATS - 1, min_length=1, max_length=MAX_SEATS),
        min_length=2,
        max_length=MAX_SEATS,
        **kwargs,
    )


def Hands(**kwargs) -> ListOfLists:
    return ListOfLists(DistinctCardList(max_length=MAX_HAND), min_length=2, max_length=MAX_SEATS, **kwargs)


def TricksPerSeat(**kwargs) -> IntegerList:
    return IntegerList(minimum=0, maximum=TRICKS_PER_HAND, min_length=2, max_length=MAX_SEATS, **kwargs)


def ScoresBefore(**kwargs) -> IntegerList:
    # A side on 45 has already won the game: a later hand cannot start from there.
    return IntegerList(minimum=0, maximum=GAME_POINTS - 1, min_length=2, max_length=MAX_SEATS, **kwargs)


# Which keys each action type takes: required, then optional.
ACTION_KEYS = {
    "rob": (("seat", "discard"), ()),
    "announce": (("seat",), ()),
    "dealer-rob": (("discard",), ("seat",)),
    "dealer-keep": ((), ("seat",)),
    "play": (("seat", "card"), ()),
}
_CARD_KEYS = ("card", "discard")


def ActionList(**kwargs) -> TypedList:
    """The deal record's actions in order, loaded as dicts with canonical cards."""
    return TypedList(
        shapes=ACTION_KEYS,
        card_keys=_CARD_KEYS,
        item_name="action",
        example='{"type": "play", "seat": 1, "card": "AH"}',
        item_schema=ACTION_REF,
        **kwargs,
    )


ACTION_DESCRIPTIONS = {
    "rob": "The holder of the ace of trumps exchanges a card of the hand for the turned card (forty-five.rob.ace).",
    "announce": "The holder of the ace of trumps keeps the hand and announces the ace (forty-five.rob.announce).",
    "dealer-rob": "The dealer, having turned an ace, discards now and takes the ace after trick 1 "
    "(forty-five.rob.turned-ace).",
    "dealer-keep": "The dealer, having turned an ace, plays the original hand (forty-five.rob.turned-ace).",
    "play": "A card played to the current trick.",
}


def _action_schema(kind: str) -> dict:
    required, optional = ACTION_KEYS[kind]
    name = "".join(word.title() for word in kind.split("-"))
    # The type as a named one-value enum (const and enum both): a generator that neither reads const nor looks the
    # discriminator up (openapi-generator's Go, by default) gets a type whose decoding refuses any other value, and
    # so tells apart variants whose other keys are alike (announce and dealer-keep, each with a seat).
    kind_type = shared_schema(
        f"FortyFive{name}ActionType",
        {"type": "string", "const": kind, "enum": [kind], "description": f"always {kind}"},
    )
    properties = {"type": kind_type}
    for key in (*required, *optional):
        properties[key] = CARD_REF if key in _CARD_KEYS else SEAT_REF
    return shared_schema(
        f"FortyFive{name}Action",
        {
            "type": "object",
            "required": ["type", *required],
            "additionalProperties": False,
            "properties": properties,
            "description": ACTION_DESCRIPTIONS[kind],
        },
    )


_ACTION_VARIANTS = {kind: _action_schema(kind) for kind in ACTION_KEYS}
ACTION_REF = shared_schema(
    "FortyFiveAction",
    {
        "oneOf": list(_ACTION_VARIANTS.values()),
        "discriminator": {
            "propertyName": "type",
            "mapping": {kind: reference["$ref"] for kind, reference in _ACTION_VARIANTS.items()},
        },
        "description": "One entry of a deal record's actions, in the order it happened; type says which.",
    },
)


class SnapshotRequest(Request):
    trump = Suit(required=True)
    hand = DistinctCardList(required=True, min_length=1, max_length=MAX_HAND)
    trick = PlayList(load_default=list, max_length=MAX_SEATS - 1)
    seat = Seat(metadata={"description": "the seat to act; checked against the trick when given"})
    players = Players(2, MAX_SEATS, metadata={"description": "optional: lets the referee check seats and turn order"})
    trump_ace_demoted = option_field(Options, "trump_ace_demoted")


class CheckMoveRequest(SnapshotRequest):
    card = Card(required=True)


class TrickWinnerRequest(Request):
    trump = Suit(required=True)
    plays = PlayList(required=True, min_length=2, max_length=MAX_SEATS)
    players = Players(2, MAX_SEATS)
    trump_ace_demoted = option_field(Options, "trump_ace_demoted")


class ScoringOptions(Request):
    sides = Sides(metadata={"description": "seats per side; default per forty-five.i-players"})
    scoring = option_field(Options, "scoring")
    scores_before = ScoresBefore(metadata={"description": "each side's total before this hand, in sides order"})


class ScoreRequest(ScoringOptions):
    players = Players(2, MAX_SEATS, required=True)
    tricks = TricksPerSeat(required=True)


class AdjudicateRequest(ScoringOptions):
    players = Players(2, MAX_SEATS, required=True)
    dealer = Seat(required=True)
    hands = Hands(required=True)
    turned = Card(required=True)
    actions = ActionList(required=True, max_length=MAX_ACTIONS)
    hand_number = HandNumber()


class MisdealRequest(Request):
    players = Players(2, MAX_SEATS, required=True)
    dealer = Seat(required=True)
    cards_dealt = IntegerList(minimum=0, maximum=52, min_length=2, max_length=MAX_SEATS)
    dealer_exposed_card = Flag(load_default=False)
    pack_uncut = Flag(load_default=False)
    new_deal_demanded_before_completion = Flag(load_default=False)
    dealer_counted_cards = Flag(load_default=False)


class DeadHandRequest(Request):
    players = Players(2, MAX_SEATS, required=True)
    hand_sizes = IntegerList(
        minimum=0,
        maximum=52,
        min_length=2,
        max_length=MAX_SEATS,
        metadata={"description": "the cards each seat holds now; give this or hands"},
    )
    hands = Hands(metadata={"description": "the cards each seat holds now; give this or hand_sizes"})
    tricks_won = TricksPerSeat(
        metadata={"description": "tricks each seat has won so far (their sum: the tricks complete); default none"}
    )


class RevokeRequest(Request):
    players = Players(2, MAX_SEATS, required=True)
    offender = Seat(required=True)
    kind = Choice(["exposure", "failure-to-follow"], required=True)
    tricks_won = TricksPerSeat(metadata={"description": "tricks each seat has won so far; required for an exposure"})


class ScoreAnswer(RulingAnswer):
    sides = fields.List(fields.List(fields.Integer()), required=True)
    tricks_by_side = fields.List(fields.Integer(), required=True)
    points = fields.List(fields.Integer(), required=True)
    totals = fields.List(fields.Integer(), required=True)
    game_over = fields.Boolean(required=True)
    winner = fields.Integer(required=True, allow_none=True, metadata={"description": "a side index, or null"})


class FortyFiveDeadHand(DeadHandAnswer):
    expected_size = fields.Integer(
        required=True,
        metadata={"description": "what a regular hand holds now: 5 less the tricks complete (the sum of tricks_won)"},
    )


class FortyFiveIrregularity(IrregularityAnswer):
    index = fields.Integer(required=True, allow_none=True, metadata={"description": "the action at which it was found"})


class AdjudicateAnswer(RulingAnswer):
    valid = fields.Boolean(required=True)
    violation = fields.Nested(ViolationAnswer, required=True, allow_none=True)
    tricks = fields.List(fields.Nested(TrickAnswer), required=True)
    tricks_won = fields.List(fields.Integer(), required=True, metadata={"description": "per seat"})
    score = fields.Nested(ScoreAnswer, required=True)
    irregularities = fields.List(fields.Nested(FortyFiveIrregularity), required=True)
    trump = Described(SUIT_REF, required=True)
    ace_demoted = fields.Boolean(required=True, metadata={"description": "the ace of trumps was demoted"})
    hand_over = fields.Boolean(required=True)
    pot_winner = SeatAnswer(
        required=True, allow_none=True, metadata={"description": "an irregular hand's seat that won the pot"}
    )


# The rank tables (GET /v1/games/forty-five)
class CardsBySuit(Schema):
    S = fields.List(CardAnswer(), required=True)
    H = fields.List(CardAnswer(), required=True)
    D = fields.List(CardAnswer(), required=True)
    C = fields.List(CardAnswer(), required=True)


RANK_TABLES = {
    "trump": fields.Nested(CardsBySuit, metadata={"description": "forty-five: the trump order for each trump suit"}),
    "trump_with_demoted_ace": fields.Nested(
        CardsBySuit, metadata={"description": "forty-five: the same, with the ace of trumps demoted"}
    ),
    "plain": fields.Nested(CardsBySuit, metadata={"description": "forty-five: each suit's order when not trump"}),
}


# The dispute desk
class FortyFiveRevokeProofRequest(Request):
    players = Players(2, MAX_SEATS, required=True)
    trump = Suit(required=True)
    trump_ace_demoted = option_field(Options, "trump_ace_demoted")
    turned = Card(
        metadata={
            "description": "the turned card, when known: an ace turned may join the dealer's hand "
            "after trick 1, so without it the dealer's ace of trumps proves nothing "
            "about trick 1"
        }
    )
    sides = Sides()
    tricks = TrickList(PlayList(min_length=1, max_length=MAX_SEATS), TRICKS_PER_HAND, required=True)


class FortyFiveClaimRequest(Request):
    players = Players(2, MAX_SEATS)
    trump = Suit(required=True)
    trump_ace_demoted = option_field(Options, "trump_ace_demoted")
    hands = Hands(required=True, metadata={"description": "the cards each seat still holds"})
    trick = PlayList(load_default=list, max_length=MAX_SEATS - 1)
    leader = Seat(metadata=LEADER_DOC)
    sides = Sides(metadata={"description": "seats per side; default per forty-five.i-players"})
    claim = fields.Nested(TricksClaim, required=True)
    standard = Standard()


OPERATIONS = [
    Operation(
        "legal-moves",
        SnapshotRequest(),
        LegalMovesAnswer,
        partial(snapshot.legal_moves, forty_five.RULES),
        "The cards the player to act may play now",
        description="The cards the seat to act may play to the trick now (follow suit or trump, the renege privilege of the top trumps), with the rule that decides it. Send `trump`, the seat's `hand` and the `trick` so far (the plays before this seat, in order; left out when the seat leads).",
    ),
    Operation(
        "check-move",
        CheckMoveRequest(),
        CheckMoveAnswer,
        partial(snapshot.check_move, forty_five.RULES),
        "Is this card legal now, and why",
        description="Whether `card` may be played now, and the rule that says so: the judgement of legal-moves for one card. Send what legal-moves takes, and the `card`.",
    ),
    Operation(
        "trick-winner",
        TrickWinnerRequest(),
        TrickWinnerAnswer,
        play.trick_winner_request,
        "Who wins this complete trick, and why",
        description="The seat that wins a complete trick and the card that wins it (the trump ranks, the ace of hearts always a trump). Send `trump` and the trick's `plays` in the order played, one a seat.",
    ),
    Operation(
        "score",
        ScoreRequest(),
        ScoreAnswer,
        scoring.score,
        "The score of a hand and the game at 45",
        description="Each side's points for a hand from the tricks its seats took, the running totals, and the winner once a side reaches 45. Send `players` and the `tricks` each seat took; `scores_before` (each side's total before the hand), `sides` and `scoring` are optional.",
    ),
    Operation(
        "adjudicate",
        AdjudicateRequest(),
        AdjudicateAnswer,
        partial(replay.adjudicate, forty_five.RULES),
        "Replay a whole deal record: robbing, every trick, the first violation, the score",
        description="Replays a whole deal record: robbing the turned card, every play, then the score. It stops at the first action the rules forbid and names it in `violation`. Send `players`, `dealer`, the dealt `hands`, the `turned` card and the `actions` in order (`rob` and `play`). Many records at once: `adjudicate/batch`.",
    ),
    Operation(
        "rulings/misdeal",
        MisdealRequest(),
        MisdealAnswer,
        irregularities.misdeal,
        "Is this deal a misdeal",
        description="Whether the deal is a misdeal (a seat dealt the wrong number of cards, an exposed card, an uncut pack...) and who deals next. Send `players`, `dealer`, the `cards_dealt` to each seat and the flags of what went wrong.",
    ),
    Operation(
        "rulings/dead-hand",
        DeadHandRequest(),
        FortyFiveDeadHand,
        irregularities.dead_hand,
        "Which hands are dead, and does one win the pot",
        description="Which hands are dead (holding the wrong number of cards for the tricks played) and whether one still wins the pot. Send `players`, the `hand_sizes` (or `hands`) held now and the `tricks_won` by each seat.",
    ),
    Operation(
        "rulings/revoke",
        RevokeRequest(),
        RevokeAnswer,
        irregularities.revoke,
        "The penalty for an exposure or a failure to follow",
        description="The penalty for a card exposed or a failure to follow suit (a revoke) by `offender`. Send `players`, `offender`, `kind` (`exposure` or `failure-to-follow`) and the `tricks_won` so far.",
    ),
    *disputes.operations(forty_five.RULES, FortyFiveRevokeProofRequest(), FortyFiveClaimRequest()),
]


class RobbingChoice(Schema):
    """One thing the seat to act may do before the opening lead, as the record's actions list it."""

    type = Choice(["announce", "rob", "dealer-keep", "dealer-rob"], required=True)
    seat = SeatAnswer(required=True)
    discard = CardAnswer(metadata={"description": "rob and dealer-rob: the card given up"})


# The state answer's field for the rob phase: every choice the seat to act has, each as its action.
STATE_FIELDS = {
    "choices": fields.List(
        fields.Nested(RobbingChoice),
        metadata={"description": "in the rob phase only: each action the seat to act may take, as the record lists it"},
    )
}
