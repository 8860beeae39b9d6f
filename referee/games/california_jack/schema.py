"""California Jack: request and answer schemas for every endpoint of the game."""

from functools import partial

from marshmallow import Schema, fields, validate

from referee.cards import RANKS
from referee.engine import replay, snapshot
from referee.games import california_jack
from referee.games.california_jack import irregularities, play, scoring
from referee.games.california_jack.rules import HAND_SIZE, PACK_SIZE, PLAYERS, STOCK_SIZE, TRICKS_IN_GAME, Options
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
    Flag,
    HandNumber,
    Integer,
    IntegerList,
    IrregularityAnswer,
    LegalMovesAnswer,
    ListOfLists,
    MisdealAnswer,
    Operation,
    PlayList,
    PlaysAnswer,
    Request,
    RevokeAnswer,
    RulingAnswer,
    SeatAnswer,
    Suit,
    TrickAnswer,
    TrickWinnerAnswer,
    ViolationAnswer,
)
from referee.schemas.disputes import LEADER_DOC, Standard, TrickList, TricksClaim
from referee.schemas.options import option_field


def TwoPlayerSeat(**kwargs) -> Integer:
    return Integer(validate=validate.Range(0, PLAYERS - 1), **kwargs)


def TwoPlayers(**kwargs) -> Integer:
    return Integer(validate=validate.Range(PLAYERS, PLAYERS), **kwargs)


def PileList(*, max_cards: int, min_cards: int = 0, **kwargs) -> ListOfLists:
    """One card list per seat (hands, captured piles)."""
    return ListOfLists(
        CardList(min_length=min_cards, max_length=max_cards), min_length=PLAYERS, max_length=PLAYERS, **kwargs
    )


def TablePlayList(**kwargs) -> PlayList:
    """Plays at a two-seat table: a seat other than 0 or 1 is refused with the play's pointer."""
    return PlayList(seats=PLAYERS, table="California Jack has seats 0 and 1", **kwargs)


# Requests


def ScoresBefore() -> IntegerList:
    return IntegerList(
        minimum=0,
        maximum=1_000,
        min_length=PLAYERS,
        max_length=PLAYERS,
        metadata={"description": "scoring end-of-hand: each seat's total before this hand"},
    )


class LegalMovesRequest(Request):
    trump = Suit(required=True)
    hand = CardList(required=True, min_length=1, max_length=HAND_SIZE)
    trick = TablePlayList(load_default=list, max_length=1, metadata={"description": "empty: the player leads"})
    seat = TwoPlayerSeat()
    void_must_trump = option_field(Options, "void_must_trump")
    follow = option_field(Options, "follow")


class CheckMoveRequest(LegalMovesRequest):
    card = Card(required=True)


class TrickWinnerRequest(Request):
    trump = Suit(required=True)
    plays = TablePlayList(required=True, min_length=PLAYERS, max_length=PLAYERS)


class ScoreRequest(Request):
    trump = Suit(required=True)
    captured = PileList(required=True, max_cards=PACK_SIZE, metadata={"description": "cards each seat captured"})
    scoring = option_field(Options, "scoring")
    scores_before = ScoresBefore()


class AdjudicateRequest(Request):
    dealer = TwoPlayerSeat(required=True)
    deck = CardList(
        min_length=PACK_SIZE,
        max_length=PACK_SIZE,
        metadata={"description": "the whole pack, top first: give this, or hands and stock"},
    )
    # A hand other than 6 cards, or a stock other than 40, is a misdeal the record describes (an irregularity,
    # california-jack.misdeal); only a card in two places makes a record that describes no deal.
    hands = PileList(
        max_cards=PACK_SIZE,
        metadata={"description": f"the dealt hands ({HAND_SIZE} cards each; any other count is reported as a misdeal)"},
    )
    stock = CardList(
        min_length=1,
        max_length=PACK_SIZE,
        metadata={
            "description": f"the undealt cards, top first; the last is the face-up trump card ({STOCK_SIZE} cards "
            f"in a regular deal)"
        },
    )
    plays = TablePlayList(load_default=list, max_length=PACK_SIZE)
    void_must_trump = option_field(Options, "void_must_trump")
    follow = option_field(Options, "follow")
    stock_face = option_field(Options, "stock_face")
    scoring = option_field(Options, "scoring")
    scores_before = ScoresBefore()
    hand_number = HandNumber()


class MisdealRequest(Request):
    players = TwoPlayers()
    dealer = TwoPlayerSeat(required=True)
    cards_dealt = IntegerList(minimum=0, maximum=PACK_SIZE, min_length=PLAYERS, max_length=PLAYERS)
    deck = CardList(max_length=2 * PACK_SIZE, metadata={"description": "the deck as it was, to check it"})
    dealer_exposed_card = Flag()
    pack_uncut = Flag()
    new_deal_demanded_before_completion = Flag()
    dealer_counted_cards = Flag()


class DeadHandRequest(Request):
    players = TwoPlayers()
    hand_sizes = IntegerList(
        minimum=0,
        maximum=PACK_SIZE,
        min_length=PLAYERS,
        max_length=PLAYERS,
        metadata={"description": "the cards each seat holds now; give this or hands"},
    )
    hands = PileList(
        max_cards=PACK_SIZE, metadata={"description": "the cards each seat holds now; give this or hand_sizes"}
    )
    tricks_won = IntegerList(
        minimum=0,
        maximum=TRICKS_IN_GAME,
        min_length=PLAYERS,
        max_length=PLAYERS,
        load_default=lambda: [0, 0],
        metadata={"description": "tricks each seat has won (their sum: the tricks complete)"},
    )


class RevokeRequest(Request):
    players = TwoPlayers()
    offender = TwoPlayerSeat(required=True)
    kind = Choice(["exposure", "failure-to-follow"], required=True)
    tricks_won = IntegerList(minimum=0, maximum=TRICKS_IN_GAME, min_length=PLAYERS, max_length=PLAYERS)


# Answers


class Breakdown(Schema):
    high = fields.Integer(required=True)
    low = fields.Integer(required=True)
    jack = fields.Integer(required=True)
    game = fields.Integer(required=True)


class ScoreAnswer(RulingAnswer):
    totals = fields.List(fields.Integer(), required=True)
    breakdown = fields.List(fields.Nested(Breakdown), required=True)
    winner = SeatAnswer(required=True, allow_none=True, metadata={"description": "null while nobody has 10"})
    game_over = fields.Boolean(required=True)
    points = fields.List(
        fields.Integer(),
        metadata={"description": "scoring end-of-hand: the points of this hand (High, Low, Jack, Game) per seat"},
    )
    scores_before = fields.List(fields.Integer(), metadata={"description": "scoring end-of-hand: totals before it"})
    game_point = SeatAnswer(
        allow_none=True, metadata={"description": "scoring end-of-hand: who scores Game (null on equal game points)"}
    )


class CaliforniaJackTrick(TrickAnswer):
    draws = PlaysAnswer(required=True, metadata={"description": "cards drawn after the trick, the winner first"})
    totals = fields.List(fields.Integer(), required=True, metadata={"description": "the totals after this trick"})
    stock_left = fields.Integer(required=True)


class CaliforniaJackMisdealFinding(IrregularityAnswer):
    seats = fields.List(SeatAnswer(), required=True, metadata={"description": "seats dealt other than 6 cards"})
    missing = fields.List(CardAnswer(), required=True, metadata={"description": "cards in neither hands nor stock"})


class AdjudicateAnswer(RulingAnswer):
    valid = fields.Boolean(required=True)
    violation = fields.Nested(ViolationAnswer, required=True, allow_none=True)
    tricks = fields.List(fields.Nested(CaliforniaJackTrick), required=True)
    score = fields.Nested(ScoreAnswer, required=True)
    irregularities = fields.List(
        fields.Nested(CaliforniaJackMisdealFinding),
        required=True,
        metadata={
            "description": "a misdeal found in hands and stock (the replay goes on as dealt); every fault in the play "
            "is a violation that stops the replay"
        },
    )
    trump = Described(SUIT_REF, required=True)
    trump_card = CardAnswer(required=True)
    dealt = fields.List(fields.List(CardAnswer()), required=True, metadata={"description": "the hands as dealt"})
    hands = fields.List(fields.List(CardAnswer()), required=True, metadata={"description": "the hands now"})
    stock_left = fields.Integer(required=True)
    game_over = fields.Boolean(required=True)
    winner = SeatAnswer(required=True, allow_none=True)
    to_play = SeatAnswer(required=True, allow_none=True)


class CaliforniaJackMisdeal(MisdealAnswer):
    wrong_counts = fields.List(
        SeatAnswer(), required=True, metadata={"description": "seats dealt the wrong number of cards"}
    )
    repeated = fields.List(CardAnswer(), required=True)
    missing = fields.List(CardAnswer(), required=True)


class CaliforniaJackDeadHand(DeadHandAnswer):
    irregular = fields.List(
        SeatAnswer(),
        required=True,
        metadata={
            "description": "seats holding a number of cards other than expected (dead is always empty: the rules "
            "have no dead hand)"
        },
    )
    expected = fields.Integer(required=True, metadata={"description": "what each hand should hold now"})
    hand_sizes = fields.List(fields.Integer(), required=True)


# The rank tables (GET /v1/games/california-jack)
class GamePoints(Schema):
    T = fields.Integer(required=True)
    A = fields.Integer(required=True)
    K = fields.Integer(required=True)
    Q = fields.Integer(required=True)
    J = fields.Integer(required=True)


class Honours(Schema):
    high = fields.String(required=True, validate=validate.OneOf(list(RANKS)))
    low = fields.String(required=True, validate=validate.OneOf(list(RANKS)))
    jack = fields.String(required=True, validate=validate.OneOf(list(RANKS)))


RANK_TABLES = {
    "every_suit": fields.List(
        fields.String(validate=validate.OneOf(list(RANKS))),
        data_key="every suit",
        metadata={"description": "ranks, highest first, the same in every suit"},
    ),
    "game_points": fields.Nested(
        GamePoints,
        data_key="game points",
        metadata={"description": "california-jack: Game points of each counting rank"},
    ),
    "honours": fields.Nested(Honours, metadata={"description": "california-jack: the ranks of High, Low and Jack"}),
}


# The dispute desk
class TwoSeatTricksClaim(TricksClaim):
    seat = TwoPlayerSeat(required=True)


class CaliforniaJackRevokeProofRequest(Request):
    trump = Suit(required=True)
    void_must_trump = option_field(Options, "void_must_trump")
    follow = option_field(Options, "follow")
    stock_face = option_field(Options, "stock_face")
    scoring = option_field(Options, "scoring")
    stock = CardList(
        min_length=1,
        max_length=STOCK_SIZE,
        metadata={
            "description": "the undealt cards, top first (the last is the trump card): with it the draws are known"
        },
    )
    tricks = TrickList(TablePlayList(min_length=1, max_length=2), TRICKS_IN_GAME, required=True)


class CaliforniaJackClaimRequest(Request):
    trump = Suit(required=True)
    void_must_trump = option_field(Options, "void_must_trump")
    follow = option_field(Options, "follow")
    scoring = option_field(Options, "scoring")
    hands = PileList(required=True, max_cards=HAND_SIZE, metadata={"description": "the cards each seat still holds"})
    trick = TablePlayList(load_default=list, max_length=1)
    leader = TwoPlayerSeat(metadata=LEADER_DOC)
    stock = CardList(
        max_length=STOCK_SIZE,
        metadata={
            "description": "the cards still to be drawn, top first: a "
            "claim is decided once it is empty ([]); without "
            "it, only once a hand holds fewer than 6 cards"
        },
    )
    captured = PileList(
        max_cards=PACK_SIZE,
        metadata={"description": "the cards each seat has captured (the game ends when a total reaches 10)"},
    )
    claim = fields.Nested(TwoSeatTricksClaim, required=True)
    standard = Standard()


OPERATIONS = [
    Operation(
        "legal-moves",
        LegalMovesRequest(),
        LegalMovesAnswer,
        partial(snapshot.legal_moves, california_jack.RULES),
        "The cards the player to act may play now",
        description="The cards the seat to act may play now: follow suit or trump when able (the house rules `follow` and `void_must_trump` say how strictly). Send `trump`, the seat's `hand` and the `trick` so far (left out when the seat leads).",
    ),
    Operation(
        "check-move",
        CheckMoveRequest(),
        CheckMoveAnswer,
        partial(snapshot.check_move, california_jack.RULES),
        "Is this card legal now, and why",
        description="Whether `card` may be played now, and the rule that says so: the judgement of legal-moves for one card. Send what legal-moves takes, and the `card`.",
    ),
    Operation(
        "trick-winner",
        TrickWinnerRequest(),
        TrickWinnerAnswer,
        play.trick_winner_ruling,
        "Who wins this complete trick",
        description="The seat that wins a complete trick: the higher trump, else the higher card of the suit led. Send `trump` and the trick's `plays` in the order played.",
    ),
    Operation(
        "score",
        ScoreRequest(),
        ScoreAnswer,
        scoring.score,
        "High, Low, Jack and Game from the captured cards, and the winner at 10",
        description="High, Low, Jack and Game from the cards each player captured, the running totals, and the winner once a player reaches 10. Send `trump` and each player's `captured` cards; `scores_before` adds the totals before the hand.",
    ),
    Operation(
        "adjudicate",
        AdjudicateRequest(),
        AdjudicateAnswer,
        partial(replay.adjudicate, california_jack.RULES),
        "Replay a whole game from the deck order or the dealt hands and stock",
        description="Replays a whole hand: every trick, each draw from the stock, then the score. It stops at the first play the rules forbid and names it in `violation`. Send `dealer`, the shuffled `deck` (or the dealt `hands` and the `stock`) and the `plays` in order. Many records at once: `adjudicate/batch`.",
    ),
    Operation(
        "rulings/misdeal",
        MisdealRequest(),
        CaliforniaJackMisdeal,
        irregularities.misdeal,
        "Was the deal wrong (cards dealt, the deck)",
        description="Whether the deal is a misdeal (a player dealt the wrong number of cards, an exposed card, a pack not cut...) and who deals next. Send `dealer` and what happened: the `cards_dealt` or the `deck`, and the flags of what went wrong.",
    ),
    Operation(
        "rulings/dead-hand",
        DeadHandRequest(),
        CaliforniaJackDeadHand,
        irregularities.dead_hand,
        "Which hands hold the wrong number of cards",
        description="Which hands hold the wrong number of cards for the tricks played. Send the `hand_sizes` (or `hands`) held now and the `tricks_won` by each player.",
    ),
    Operation(
        "rulings/revoke",
        RevokeRequest(),
        RevokeAnswer,
        irregularities.revoke,
        "Failure to follow or an exposed card",
        description="The penalty for a card exposed or a failure to follow (a revoke) by `offender`. Send `offender`, `kind` (`exposure` or `failure-to-follow`) and the `tricks_won` so far.",
    ),
    *disputes.operations(california_jack.RULES, CaliforniaJackRevokeProofRequest(), CaliforniaJackClaimRequest()),
]
