"""POST /v1/games/{game}/result (api.md v1.3), for every game the engine runs: the request is the game's adjudicate
record of the deal as it was played, irregular actions included; the answer is the deal played on past them, each
irregularity with its rectification, and the score once they are put right (referee/engine/result.py)."""

from copy import copy
from functools import partial

from marshmallow import Schema, fields, validate

from referee.engine.result import ADJUDICATE_FIELDS, IRREGULARITY_TYPES, REPORTED_TYPES, result
from referee.schemas.common import Card, CardAnswer, Integer, Operation, RulingAnswer, Seat, SeatAnswer

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
        "seat": SeatAnswer(required=True),
        "phase": fields.String(required=True, metadata={"description": "the phase of the action, as state names it"}),
        "index": fields.Integer(
            required=True, metadata={"description": "the action's index in its own list of the record"}
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
            )
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
            "claim": fields.Dict(required=True, allow_none=True),
        },
        name=f"{game_name}ResultAnswer",
    )


def operations(game_name: str, adjudicate: Operation, rules) -> list[Operation]:
    """The result operation of a game, beside its adjudicate operation, run by the engine on the game's Rules."""
    return [
        Operation(
            "result",
            request_schema(game_name, adjudicate.request),
            answer_schema(game_name, adjudicate.answer),
            partial(result, rules),
            SUMMARY,
            description="The result of a deal as it was played: send the deal record as adjudicate takes it, "
            "every action in the order it happened, the irregular ones included. Play goes on past a revoke, which "
            "is rectified by the game's own rule once established; the answer has the tricks as the cards fell, "
            "each irregularity with its rule and rectification, and the settled score.",
        )
    ]
