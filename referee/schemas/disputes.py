"""The dispute desk (rulings/revoke-proof, rulings/claim): its answers and the fields its requests share, and its
operations, which each game's schema module declares with its own requests; served through the same Operation
machinery as every endpoint, the engine is referee/disputes, written once for all games."""

from marshmallow import Schema, fields, validate

from referee.cards import FULL_PACK
from referee.disputes.analysis import analysis
from referee.disputes.claims import ANY_PLAY, STANDARDS, claim
from referee.disputes.revoke_proof import revoke_proof
from referee.engine.game import Rules
from referee.schemas.common import (
    CardAnswer,
    CardList,
    Choice,
    Integer,
    ListOfLists,
    Operation,
    PlayList,
    PlaysAnswer,
    RulingAnswer,
    Seat,
    SeatAnswer,
)

# The most tricks a deal can have: the whole pack between two players.
MOST_TRICKS = len(FULL_PACK) // 2

TRICKS_DOC = {"description": "every trick as played, the leader's play first; the last may be incomplete"}
STANDARD_DOC = {
    "description": "any-play (default): the claim must hold however everyone plays, the claimer's side "
    "included; best-play: the claimer's side can make it against any defence; stated-line: the claimer plays its "
    "claim's line as stated (the first card of it still held that is legal, else the legal card worst for the "
    "claim) and the claim must hold however every other seat plays"
}
LEADER_DOC = {"description": "the seat that leads the current trick (required when trick is empty)"}


def TrickList(plays: PlayList, max_tricks: int, **kwargs) -> ListOfLists:
    return ListOfLists(plays, max_length=max_tricks, metadata=TRICKS_DOC, **kwargs)


def Standard() -> fields.String:
    return Choice(list(STANDARDS), load_default=ANY_PLAY, metadata=STANDARD_DOC)


def StatedLine() -> CardList:
    """A claim's ``line`` (standard stated-line), checked against the claimer's hand by
    referee.disputes.stated_line."""
    return CardList(
        min_length=1,
        max_length=MOST_TRICKS,
        metadata={
            "description": "stated-line only (and required there): the claimer's cards in the order it says it "
            "will play them, each a card it holds, none twice"
        },
    )


class TricksClaim(Schema):
    seat = Seat(
        required=True, metadata={"description": "the claimer (where seats play in sides: for the claimer's side)"}
    )
    tricks = Integer(
        required=True,
        validate=validate.Range(0, MOST_TRICKS),
        metadata={"description": "at least this many of the tricks not yet complete, the current one included"},
    )
    line = StatedLine()


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
    proof = fields.Nested(
        RevokeProofCard, required=True, metadata={"description": "the earliest later play that proves the revoke"}
    )
    rectification = fields.Nested(
        RulingAnswer, required=True, metadata={"description": "what the game does about a revoke found after the fact"}
    )


class RevokeProofAnswer(RulingAnswer):
    revokes = fields.List(
        fields.Nested(ProvedRevoke),
        required=True,
        metadata={"description": "every proved revoke in play order (empty: none proved)"},
    )


class ClaimAnswer(RulingAnswer):
    holds = fields.Boolean(required=True)
    decided = fields.Boolean(
        required=True,
        metadata={
            "description": "false: the search's position budget or "
            "its time ran out (REFEREE_SOLVER_BUDGET or "
            "REFEREE_CLAIM_BUDGET, REFEREE_CLAIM_SECONDS), or (in a game with a draw "
            "pile) cards are still to be drawn or may be (no "
            "stock given, full hands)"
        },
    )
    standard = fields.String(required=True, validate=validate.OneOf(list(STANDARDS)))
    value = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "tricks: the fewest the claimer's side can be held to (any-play) or makes (best-play); "
            "penalty cards: the most it can be made to take; null when not decided"
        },
    )
    line = PlaysAnswer(
        required=True,
        allow_none=True,
        metadata={
            "description": "when the claim holds under best-play or stated-line: a legal continuation to the end of "
            "the hand in which the claimer's side makes it against the strongest defence the search found; null "
            "when it fails, is not decided, or holds under any-play (every line makes it)"
        },
    )
    counter_line = PlaysAnswer(
        required=True,
        allow_none=True,
        metadata={
            "description": "a legal continuation to the end of the hand that defeats the claim; null when it holds"
        },
    )
    positions = fields.Integer(required=True, metadata={"description": "positions searched"})


class AnalysedPlay(Schema):
    index = fields.Integer(
        required=True,
        metadata={"description": "the play's 0-based index in the record, as adjudicate counts its actions"},
    )
    seat = SeatAnswer(required=True)
    card = CardAnswer(required=True)
    before = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "what the seat could guarantee just before the play, with its best play against every "
            "other seat as one side (double dummy): its side's tricks still to win, or minus the penalty cards it "
            "will still take; null when not decided"
        },
    )
    after = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "the same just after the play: what the card played kept; null when not decided"},
    )
    cost = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "before - after: more than 0 marks a card that lost something; null when not decided"},
    )
    best = fields.List(
        CardAnswer(),
        required=True,
        allow_none=True,
        metadata={"description": "every legal card that keeps the value before; null when not decided"},
    )
    decided = fields.Boolean(required=True)
    reason = fields.String(
        required=True, allow_none=True, metadata={"description": "why the play is not decided; null when it is"}
    )


class AnalysisUnit(Schema):
    singular = fields.String(required=True, metadata={"examples": ["trick", "heart"]})
    plural = fields.String(required=True, metadata={"examples": ["tricks", "hearts"]})


class AnalysisAnswer(RulingAnswer):
    plays = fields.List(
        fields.Nested(AnalysedPlay),
        required=True,
        metadata={"description": "every play of the play phase in order, up to the first that breaks a rule"},
    )
    decided = fields.Boolean(required=True, metadata={"description": "whether every play is decided"})
    stopped_at = fields.Dict(
        required=True,
        allow_none=True,
        metadata={
            "description": "the record's first action that breaks a rule, as adjudicate rules it; the "
            "analysis stops before it (null: none)"
        },
    )
    positions = fields.Integer(required=True, metadata={"description": "positions searched"})
    unit = fields.Nested(
        AnalysisUnit,
        required=True,
        metadata={
            "description": "what before, after and cost count, named for people in the singular and the plural: "
            "tricks, or the game's penalty cards as the game names them (the penalty suit's cards: a suit named "
            'spades counts "spade", "spades"); a cost of 1 is "1 trick", of 3 "3 tricks" or "3 spades"'
        },
    )


def analysis_operation(rules: Rules, adjudicate_request: Schema) -> Operation:
    """The analysis of a game with a dispute desk: its adjudicate request in, every play valued."""
    return Operation(
        "analysis",
        adjudicate_request,
        AnalysisAnswer,
        lambda record: analysis(rules, record),
        "Where each card went wrong: every play valued by an exact search",
        description="Every play of a deal valued: send the deal record as adjudicate takes it. For each play, "
        "`before` is what the seat to play could guarantee just before it (its side's tricks still to win, or minus "
        "the penalty cards it will still take) with its best play against every other seat as one side, every card "
        "known (double dummy), and `after` the same just after it; `cost` (before - after) more than 0 marks a card "
        "that lost something, and `best` names the cards that keep the value; `unit` names what the values count, in the "
        'singular and the plural, for writing a cost for people ("1 trick", "3 spades"). One budget of positions and seconds '
        "(REFEREE_SOLVER_BUDGET or REFEREE_CLAIM_BUDGET, REFEREE_CLAIM_SECONDS) bounds the whole deal: the plays searched last, the earliest, "
        "are `decided: false` when it runs out, never a timeout. A record that breaks a rule is analysed up to the "
        "action that breaks it (`stopped_at`); a play made while cards are still to be drawn is not decided.",
        expensive=True,
    )


def operations(rules: Rules, revoke_request: Schema, claim_request: Schema) -> list[Operation]:
    """rulings/revoke-proof and rulings/claim of the game whose Rules are ``rules``, each taking its schema module's
    request."""
    return [
        Operation(
            "rulings/revoke-proof",
            revoke_request,
            RevokeProofAnswer,
            lambda request: revoke_proof(rules, request),
            "Every revoke the tricks alone prove",
            description="Every revoke (a failure to follow when able) that the played tricks alone prove: a seat that later plays a card of a suit it did not follow. Send the completed `tricks` in order, each the plays of one trick; the answer names each revoke with the trick and the card that prove it.",
        ),
        Operation(
            "rulings/claim",
            claim_request,
            ClaimAnswer,
            lambda request: claim(rules, request),
            "Does a claim hold: an exact search of the remaining play",
            description="Whether a claim holds: an exact search of every way the rest of the hand can be played, within a budget of positions and seconds (`decided: false` when it runs out). Send the `hands` still held, the `trick` in progress and the `claim` (what the claimer's side says it will take); a claim that fails comes with a `counter_line` of play that defeats it.",
            expensive=True,
        ),
    ]
