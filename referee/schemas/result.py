"""POST /v1/games/{game}/result (api.md v1.3), for every game the engine runs: the request is the game's adjudicate
record of the deal as it was played, irregular actions included; the answer is the deal played on past them, each
irregularity with its rectification, and the score once they are put right (referee/engine/result.py)."""

from copy import copy
from functools import partial

from marshmallow import Schema, fields, validate

from referee.disputes import claim_result
from referee.disputes.claims import STANDARDS
from referee.engine.result import ADJUDICATE_FIELDS, IRREGULARITY_TYPES, REPORTED_TYPES, result
from referee.schemas.common import (
    Card,
    CardAnswer,
    Flag,
    Integer,
    Operation,
    PlaysAnswer,
    RulingAnswer,
    Seat,
    SeatAnswer,
)
from referee.schemas.disputes import Standard, StatedLine

SUMMARY = "The result of a deal as it was played: each irregularity put right, and the settled score"

RectificationAnswer = RulingAnswer.from_dict(
    {
        "effect": fields.Dict(
            required=True,
            allow_none=True,
            metadata={
                "description": "what the rectification did, as data an app can apply without reading the sentence "
                "(the points a seat is charged, a side's score cancelled, a bid set back); null where it repeats "
                "an earlier one (a seat pays for its revokes once a deal)"
            },
        )
    },
    name="RectificationAnswer",
)

IrregularityAnswer = RulingAnswer.from_dict(
    {
        "type": fields.String(required=True, validate=validate.OneOf(IRREGULARITY_TYPES)),
        "seat": SeatAnswer(
            required=True,
            allow_none=True,
            metadata={
                "description": "the offending seat; null where the refused action names none, as adjudicate's "
                "violation does (Forty-Five's dealer-rob)"
            },
        ),
        "phase": fields.String(required=True, metadata={"description": "the phase of the action, as state names it"}),
        "index": fields.Integer(
            required=True,
            allow_none=True,
            metadata={"description": "the action's index in its own list of the record; null for a claim"},
        ),
        "trick": fields.Integer(required=True, metadata={"description": "the trick it was played to, 0-based"}),
        "card": CardAnswer(required=True, allow_none=True),
        "established": fields.Boolean(
            required=True,
            metadata={
                "description": "a revoke: whether the offender or a partner has played to a later trick, so it "
                "stands and is rectified (the principle of Law 63)"
            },
        ),
        "rectification": fields.Nested(RectificationAnswer, required=True, allow_none=True),
    },
    name="IrregularityAnswer",
)


class ResultClaim(Schema):
    seat = Seat(
        required=True, metadata={"description": "the claimer (where seats play in sides: for the claimer's side)"}
    )
    standard = Standard()
    conceded = Flag(
        load_default=False,
        metadata={
            "description": "whether the other side agreed: the claimer's side then takes every remaining trick "
            "with no search"
        },
    )
    line = StatedLine()


CLAIM_FIELD_DOC = {
    "description": "a claim made after the record's last play, of every remaining trick for the claimer's side "
    '("the rest are mine"): conceded, or decided by the claim search (as rulings/claim), it ends the play'
}


ClaimAnswer = RulingAnswer.from_dict(
    {
        "seat": SeatAnswer(required=True),
        "standard": fields.String(required=True, validate=validate.OneOf(list(STANDARDS))),
        "conceded": fields.Boolean(required=True),
        "tricks_left": fields.Integer(required=True, metadata={"description": "the tricks the claim was of"}),
        "decided": fields.Boolean(
            required=True,
            metadata={"description": "false where the search ran past its limits, or cards remain to draw"},
        ),
        "holds": fields.Boolean(required=True, allow_none=True, metadata={"description": "null when not decided"}),
        "value": fields.Integer(
            required=True,
            allow_none=True,
            metadata={"description": "the tricks the claimer's side takes of them, as the claim is settled"},
        ),
        "line": PlaysAnswer(
            required=True,
            allow_none=True,
            metadata={"description": "the plays that finish the deal as it is scored, when the claim holds"},
        ),
        "counter_line": PlaysAnswer(
            required=True,
            allow_none=True,
            metadata={
                "description": "a legal continuation that defeats the claim, as the rest is scored; null when it holds"
            },
        ),
        "positions": fields.Integer(required=True, metadata={"description": "positions searched"}),
    },
    name="ResultClaimAnswer",
)


# More facts than a pack has cards is no deal's report.
MOST_REPORTED = 52
ReportedFact = Schema.from_dict(
    {
        "type": fields.String(
            required=True,
            validate=validate.OneOf(REPORTED_TYPES),
            metadata={"description": "exposure: a card shown when it should not have been"},
        ),
        "seat": Seat(required=True, metadata={"description": "the seat whose card was shown"}),
        "card": Card(required=True, metadata={"description": "the card shown, one the seat held then"}),
        "trick": Integer(
            required=True,
            validate=validate.Range(0, 51),
            metadata={"description": "the trick it was shown during, 0-based (0: before or during the first)"},
        ),
    },
    name="ReportedFact",
)


def request_schema(game_name: str, adjudicate_request: Schema) -> Schema:
    """The game's adjudicate record, and the facts reported beside it that the record cannot show."""
    return type(adjudicate_request).from_dict(
        {
            "reported": fields.List(
                fields.Nested(ReportedFact),
                load_default=list,
                validate=validate.Length(max=MOST_REPORTED),
                metadata={
                    "description": "facts the record cannot show, in the order they happened: each a card exposed "
                    "(type exposure) by a seat during a trick, ruled by the game's exposure rule and listed among "
                    "the irregularities"
                },
            ),
            "claim": fields.Nested(ResultClaim, load_default=None, metadata=CLAIM_FIELD_DOC),
        },
        name=f"{game_name}ResultRequest",
    )()


def answer_schema(game_name: str, adjudicate_answer: type) -> type:
    adjudicated = adjudicate_answer().declared_fields
    game_fields = {name: field for name, field in adjudicated.items() if name not in ADJUDICATE_FIELDS}
    # null until the record settles the deal (settled false)
    settled_score = copy(adjudicated["score"])
    settled_score.allow_none = True
    return RulingAnswer.from_dict(
        {
            "settled": fields.Boolean(
                required=True,
                metadata={
                    "description": "whether the record settles the deal: false where it ends before the deal does, "
                    "a revoke can still be corrected, or an action leaves no deal to play on (rule and "
                    "explanation say which)"
                },
            ),
            "as_played": fields.Nested(
                Schema.from_dict(
                    {"tricks": adjudicated["tricks"], "score": adjudicated["score"]}, name=f"{game_name}AsPlayed"
                ),
                required=True,
                metadata={"description": "the tricks as the cards fell, and the score they make, nothing put right"},
            ),
            "irregularities": fields.List(fields.Nested(IrregularityAnswer), required=True),
            **game_fields,
            "score": settled_score,
            "totals": fields.List(
                fields.Integer(),
                allow_none=True,
                metadata={"description": "each seat's or side's total after the deal, where the score carries them"},
            ),
            "game_over": fields.Boolean(metadata={"description": "whether the deal ends the game, where it can"}),
            "winner": SeatAnswer(
                allow_none=True,
                metadata={"description": "the seat or side that won the game, where the deal ends it (null: none)"},
            ),
            "claim": fields.Nested(
                ClaimAnswer,
                required=True,
                allow_none=True,
                metadata={"description": "the claim and how it settled the rest of the play; null when none was made"},
            ),
        },
        name=f"{game_name}ResultAnswer",
    )


def _claims(body) -> bool:
    """A result with a claim to decide is expensive work (the claim search); a conceded one is not."""
    if type(body) is not dict or type(body.get("claim")) is not dict:
        return False
    return body["claim"].get("conceded") is not True


def operations(game_name: str, adjudicate: Operation, rules) -> list[Operation]:
    """The result operation of a game, beside its adjudicate operation, run by the engine on the game's Rules."""
    return [
        Operation(
            "result",
            request_schema(game_name, adjudicate.request),
            answer_schema(game_name, adjudicate.answer),
            partial(result, rules, claims=claim_result),
            SUMMARY,
            expensive_when=_claims,
            description="The result of a deal as it was played: send the deal record as adjudicate takes it, "
            "every action in the order it happened, the irregular ones included. Play goes on past a revoke, which "
            "is rectified by the game's own rule once established; the answer has the tricks as the cards fell, "
            "each irregularity with its rule and rectification, and the settled score. A `claim` of every remaining trick "
            '("the rest are mine") ends the play: conceded, or found to hold by the claim search, the claimer\'s side '
            "takes them all; a claim that fails is scored as the search's counter line plays it (a claim to search "
            "is expensive work, as rulings/claim is).",
        )
    ]
