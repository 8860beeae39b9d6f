"""Hearts requests and answers; Auction Hearts' schemas build on these."""

from functools import partial

from marshmallow import Schema, fields, validate

from referee.cards import RANKS
from referee.engine import replay, snapshot
from referee.games import hearts
from referee.games.hearts import irregularities, play, scoring
from referee.games.hearts.rules import CARDS_EACH, HEARTS, MAX_PLAYERS, MIN_PLAYERS, PASS_DIRECTIONS, Options
from referee.schemas import disputes
from referee.schemas.common import (
    SUIT_REF,
    Card,
    CardAnswer,
    CardList,
    CheckMoveAnswer,
    Choice,
    DeadHandAnswer,
    Described,
    HandNumber,
    Integer,
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
    TrickAnswer,
    TrickWinnerAnswer,
    ViolationAnswer,
)
from referee.schemas.disputes import LEADER_DOC, MOST_TRICKS, Standard, StatedLine, TrickList
from referee.schemas.options import options_schema

MOST_CARDS = max(CARDS_EACH.values())  # 17, at a 3-player table
PACK_SIZE = 52
MAX_TOTAL = 1_000_000


# The house rules of api.md's Profiles; the defaults are the seed's Hearts.
HeartsHouseRules = options_schema(Options, "HeartsHouseRules")


def Played(**kwargs) -> CardList:
    return CardList(
        max_length=PACK_SIZE,
        metadata={
            "description": "the cards of the completed tricks ([]: this is the first trick); needed by the house rules "
            "that depend on the deal so far (hearts.i-played)"
        },
        **kwargs,
    )


def ScoresBefore(**kwargs) -> IntegerList:
    return IntegerList(
        minimum=-MAX_TOTAL,
        maximum=MAX_TOTAL,
        max_length=MAX_PLAYERS,
        metadata={"description": "each seat's total before this deal, in seat order (game_to)"},
        **kwargs,
    )


def HandList(*, max_cards: int, **kwargs) -> ListOfLists:
    """One list of cards per seat."""
    return ListOfLists(CardList(max_length=max_cards), **kwargs)


def HeartsPlayers(**kwargs):
    return Players(MIN_PLAYERS, MAX_PLAYERS, **kwargs)


# Snapshot requests
class HeartsSnapshotBase(Request):
    hand = CardList(required=True, max_length=MOST_CARDS)
    trick = PlayList(
        load_default=list,
        max_length=MAX_PLAYERS - 1,
        metadata={"description": "plays so far in this trick, the leader's first; empty: you lead"},
    )
    seat = Seat(metadata={"description": "the seat asking; checked against the trick when given"})
    players = HeartsPlayers(
        metadata={
            "description": "when given, cards are checked against the stripped pack "
            "and the turn order against the table"
        }
    )


class HeartsSnapshotRequest(HeartsSnapshotBase, HeartsHouseRules):
    played = Played()


class HeartsCheckMoveRequest(HeartsSnapshotRequest):
    card = Card(required=True)


class HeartsTrickWinnerRequest(Request):
    plays = PlayList(required=True, min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    players = HeartsPlayers()


class HeartsPilesRequest(Request):
    players = HeartsPlayers(required=True)
    captured = HandList(required=True, max_length=MAX_PLAYERS, max_cards=PACK_SIZE)


class HeartsDealRecord(Request):
    players = HeartsPlayers(required=True)
    dealer = Seat(required=True)
    hands = HandList(required=True, max_length=MAX_PLAYERS, max_cards=PACK_SIZE)
    # Room past the last card, so a play after the end is a ruling (i-game-over), not a 422.
    plays = PlayList(load_default=list, max_length=PACK_SIZE + MAX_PLAYERS)


class HeartsScoreRequest(HeartsPilesRequest, HeartsHouseRules):
    scores_before = ScoresBefore()


class HeartsPassRecord(HeartsHouseRules):
    """A record's pass, under the house rule hearts.pass."""

    pass_direction = Choice(
        PASS_DIRECTIONS,
        metadata={"description": "this deal's pass (hearts.pass); wins over the direction hand_number gives"},
    )
    hand_number = HandNumber(
        "the deal's number in the game (0 first): with passing left-right-across-hold it gives "
        "the direction (hearts.i-pass-rotation)"
    )
    passes = HandList(
        max_length=MAX_PLAYERS,
        max_cards=MOST_CARDS,
        metadata={"description": "per seat, the cards it passed (hands stay as dealt; hearts.i-pass-record)"},
    )


class HeartsDealRequest(HeartsDealRecord, HeartsPassRecord):
    scores_before = ScoresBefore()


class HeartsSettleRequest(Request):
    totals = IntegerList(
        required=True,
        minimum=0,
        maximum=MAX_TOTAL,
        min_length=MIN_PLAYERS,
        max_length=MAX_PLAYERS,
        metadata={"description": "each player's total points, in seat order (3 to 6 players)"},
    )


class HeartsMisdealRequest(Request):
    players = HeartsPlayers(required=True)
    dealer = Seat(required=True)
    cards_dealt = IntegerList(required=True, minimum=0, maximum=PACK_SIZE, max_length=MAX_PLAYERS)


class HeartsDeadHandRequest(Request):
    players = HeartsPlayers(required=True)
    hand_sizes = IntegerList(minimum=0, maximum=PACK_SIZE, max_length=MAX_PLAYERS)
    hands = HandList(max_length=MAX_PLAYERS, max_cards=PACK_SIZE)
    tricks_won = IntegerList(minimum=0, maximum=MOST_CARDS, max_length=MAX_PLAYERS)


class HeartsRevokeBase(Request):
    players = HeartsPlayers(required=True)
    offender = Seat(required=True)
    kind = Choice(["exposure", "failure-to-follow"], required=True)
    tricks_won = IntegerList(minimum=0, maximum=MOST_CARDS, max_length=MAX_PLAYERS)
    dealer = Seat(metadata={"description": "with hands and plays: the record that proves the revoke"})
    hands = HandList(max_length=MAX_PLAYERS, max_cards=PACK_SIZE)
    plays = PlayList(max_length=PACK_SIZE)


class HeartsRevokeRequest(HeartsRevokeBase, HeartsPassRecord):
    """A revoke proved from a record played under house rules."""


# Answers
class HeartsScoreAnswer(RulingAnswer):
    points = fields.List(fields.Integer(), required=True, metadata={"description": "per seat"})
    penalty_suit = Described(SUIT_REF, required=True)
    in_play = fields.Integer(
        required=True,
        metadata={"description": "penalty cards in the pack in use (with queen_of_spades, the queen too)"},
    )
    total = fields.Integer(required=True, metadata={"description": "penalty cards taken so far"})
    moon = SeatAnswer(allow_none=True, metadata={"description": "house rules that score: the seat that shot the moon"})
    scores_before = fields.List(fields.Integer(), metadata={"description": "game_to: the totals before this deal"})
    totals = fields.List(fields.Integer(), metadata={"description": "game_to: the totals after this deal"})
    game_over = fields.Boolean(metadata={"description": "game_to: a total reached it at the end of a deal"})
    winner = SeatAnswer(allow_none=True, metadata={"description": "game_to: the lowest total; null on a tie"})
    winners = fields.List(SeatAnswer(), metadata={"description": "game_to: every seat with the lowest total"})


class HeartsViolation(ViolationAnswer):
    phase = fields.String(
        validate=validate.OneOf(["pass"]),
        metadata={"description": "pass: a bad pass, index the passing seat (otherwise a play, index into plays)"},
    )


class HeartsPass(Schema):
    direction = fields.String(required=True, validate=validate.OneOf(PASS_DIRECTIONS))
    hands = fields.List(
        fields.List(CardAnswer()),
        required=True,
        allow_none=True,
        metadata={"description": "each hand after the pass (null when the pass was not legal)"},
    )


class HeartsMisdealFinding(IrregularityAnswer):
    seats = fields.List(SeatAnswer(), required=True, metadata={"description": "seats dealt a wrong count"})


class HeartsAdjudicateAnswer(RulingAnswer):
    valid = fields.Boolean(required=True)
    violation = fields.Nested(HeartsViolation, required=True, allow_none=True)
    complete = fields.Boolean(required=True, metadata={"description": "every card played, no violation"})
    tricks = fields.List(fields.Nested(TrickAnswer), required=True)
    score = fields.Nested(HeartsScoreAnswer, required=True)
    irregularities = fields.List(fields.Nested(HeartsMisdealFinding), required=True)
    pass_ = fields.Nested(HeartsPass, data_key="pass", metadata={"description": "with passing: the pass"})


class HeartsSettleEntry(Schema):
    seat = SeatAnswer(required=True)
    total = fields.Integer(required=True)
    pays = fields.String(required=True, metadata={"description": 'exact fraction, e.g. "7/4"'})
    pays_value = fields.Float(required=True)
    collects = fields.String(required=True)
    collects_value = fields.Float(required=True)


class HeartsSettleAnswer(RulingAnswer):
    average = fields.String(required=True, metadata={"description": 'exact fraction, e.g. "13/4"'})
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


# The rank tables (GET /v1/games/hearts)
RANK_TABLES = {
    "every_suit": fields.List(
        fields.String(validate=validate.OneOf(list(RANKS))),
        data_key="every suit",
        metadata={"description": "ranks, highest first, the same in every suit"},
    ),
    "stripped": fields.Dict(
        keys=fields.String(),
        values=fields.List(CardAnswer()),
        metadata={"description": "hearts: the cards removed for each number of players"},
    ),
}


# The dispute desk
class PenaltyClaim(Schema):
    seat = Seat(required=True)
    tricks = Integer(
        validate=validate.Range(0, MOST_TRICKS), metadata={"description": "give this or penalty_cards_at_most"}
    )
    penalty_cards_at_most = Integer(
        validate=validate.Range(0, MOST_CARDS * MIN_PLAYERS),
        metadata={"description": "the claimer takes at most this many more penalty cards"},
    )
    line = StatedLine()


class HeartsRevokeProofRequest(Request):
    players = HeartsPlayers(required=True)
    tricks = TrickList(PlayList(min_length=1, max_length=MAX_PLAYERS), MOST_CARDS, required=True)


class HeartsClaimBase(Request):
    players = HeartsPlayers()
    hands = HandList(
        required=True,
        min_length=MIN_PLAYERS,
        max_length=MAX_PLAYERS,
        max_cards=MOST_CARDS,
        metadata={"description": "the cards each seat still holds"},
    )
    trick = PlayList(load_default=list, max_length=MAX_PLAYERS - 1)
    leader = Seat(metadata=LEADER_DOC)
    claim = fields.Nested(PenaltyClaim, required=True)
    standard = Standard()


class HeartsClaimRequest(HeartsClaimBase, HeartsHouseRules):
    played = Played()


OPERATIONS = [
    Operation(
        "legal-moves",
        HeartsSnapshotRequest(),
        LegalMovesAnswer,
        partial(snapshot.legal_moves, hearts.RULES),
        "The cards the player may play now",
        description="The cards the seat to act may play now: follow suit, the opening lead, no points on the first trick, no heart led before hearts are broken (as the house rules set them). Send the seat's `hand` and the `trick` so far; `played` (the cards of earlier tricks) or `hearts_broken` say whether hearts are broken.",
    ),
    Operation(
        "check-move",
        HeartsCheckMoveRequest(),
        CheckMoveAnswer,
        partial(snapshot.check_move, hearts.RULES),
        "Is this card legal now, and why",
        description="Whether `card` may be played now, and the rule that says so: the judgement of legal-moves for one card. Send what legal-moves takes, and the `card`.",
    ),
    Operation(
        "trick-winner",
        HeartsTrickWinnerRequest(),
        TrickWinnerAnswer,
        partial(play.trick_winner, variant=HEARTS),
        "Who wins this trick",
        description="The seat that wins a complete trick: the highest card of the suit led (Hearts has no trump). Send the trick's `plays` in the order played.",
    ),
    Operation(
        "score",
        HeartsScoreRequest(),
        HeartsScoreAnswer,
        partial(scoring.score, variant=HEARTS),
        "Points: one per heart taken",
        description="The points each seat takes with its captured cards (a point a heart, and the queen of spades and other cards as the house rules say), shooting the moon included. Send `players` and each seat's `captured` cards; `scores_before` adds the running totals.",
    ),
    Operation(
        "adjudicate",
        HeartsDealRequest(),
        HeartsAdjudicateAnswer,
        partial(replay.adjudicate, hearts.RULES),
        "Replay a whole deal record",
        description="Replays a whole deal record: the pass, every play, then the score. It stops at the first action the rules forbid and names it in `violation`. Send `players`, `dealer`, the dealt `hands`, the `passes` and the `plays` in order. Many records at once: `adjudicate/batch`.",
    ),
    Operation(
        "settle",
        HeartsSettleRequest(),
        HeartsSettleAnswer,
        partial(scoring.settle, variant=HEARTS),
        "Settlement over the average, in exact fractions",
        description="What each player pays or receives when the game is settled against the average of the totals, in exact fractions. Send each player's `totals`.",
    ),
    Operation(
        "rulings/misdeal",
        HeartsMisdealRequest(),
        HeartsMisdealAnswer,
        partial(irregularities.misdeal, variant=HEARTS),
        "Misdeal: wrong card counts",
        description="Whether the deal is a misdeal (a seat dealt the wrong number of cards) and who deals next. Send `players`, `dealer` and the `cards_dealt` to each seat.",
    ),
    Operation(
        "rulings/dead-hand",
        HeartsDeadHandRequest(),
        HeartsDeadHandAnswer,
        partial(irregularities.dead_hand, variant=HEARTS),
        "Irregular hand sizes",
        description="Which hands hold the wrong number of cards for the tricks played, and what follows. Send `players`, the `hand_sizes` (or `hands`) held now and the `tricks_won` by each seat.",
    ),
    Operation(
        "rulings/revoke",
        HeartsRevokeRequest(),
        HeartsRevokeAnswer,
        partial(irregularities.revoke, rules=hearts.RULES),
        "Revoke or exposure",
        description="The penalty for a card exposed or a failure to follow suit (a revoke) by `offender`. Send `players`, `offender` and `kind` (`exposure` or `failure-to-follow`); the deal record (`hands`, `plays`) lets the ruling count the points.",
    ),
    *disputes.operations(hearts.RULES, HeartsRevokeProofRequest(), HeartsClaimRequest()),
]


class PassChoice(Schema):
    count = fields.Integer(
        required=True, metadata={"description": "how many cards the seat to act passes (0 on a hold deal)"}
    )
    direction = fields.String(required=True, validate=validate.OneOf(PASS_DIRECTIONS))


# The state answer's field for the pass phase: what the seat to act must pass, and which way.
STATE_FIELDS = {
    "pass": fields.Nested(
        PassChoice,
        metadata={
            "description": "in the pass phase only: the cards the seat to act passes from its hand, and which way"
        },
    )
}
