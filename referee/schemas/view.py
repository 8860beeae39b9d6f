"""POST /v1/games/{game}/view (api.md v1.3), for every game the engine runs: the game's adjudicate record (any prefix,
as state takes it) and the seat whose view it is; the answer is that record with every card the seat may not know
made null, and what the play proves about the other hands."""

from functools import partial

from marshmallow import Schema, fields

from referee.engine.view import view
from referee.schemas.common import SUIT_REF, CardAnswer, Described, Operation, RulingAnswer, Seat, SeatAnswer

SUMMARY = "What a seat may see: the record with every card it may not know hidden, and what the play proves"

SEAT_DOC = {
    "description": "the seat whose view it is; null: a spectator, who sees only what the whole table sees",
}

Known = Schema.from_dict(
    {
        "voids": fields.List(
            fields.List(Described(SUIT_REF)),
            required=True,
            metadata={
                "description": "per seat, the suits the public play proves it holds none of (a failure to follow "
                "where the game's rules required following); empty for the seat whose view it is"
            },
        ),
        "holds": fields.List(
            fields.List(CardAnswer()),
            required=True,
            metadata={
                "description": "per seat, the cards the seat whose view it is knows another seat holds now (a "
                "robbed turned card, a card passed to it, a card drawn face up); empty for its own seat"
            },
        ),
    },
    name="ViewKnown",
)


def request_schema(game_name: str, adjudicate_request: Schema) -> Schema:
    """The game's adjudicate record, and the seat whose view it is."""
    return type(adjudicate_request).from_dict(
        {"seat": Seat(required=True, allow_none=True, metadata=SEAT_DOC)}, name=f"{game_name}ViewRequest"
    )()


ViewAnswer = RulingAnswer.from_dict(
    {
        "seat": SeatAnswer(required=True, allow_none=True, metadata=SEAT_DOC),
        "record": fields.Dict(
            required=True,
            metadata={
                "description": "the record as read (its cards canonical, its options filled in), each card the seat may "
                "not know null: "
                "another seat's cards still held, cards passed, discarded or drawn out of its sight, an unseen stock; "
                "every list keeps its length"
            },
        ),
        "known": fields.Nested(Known, required=True),
    },
    name="ViewAnswer",
)


def operations(game_name: str, adjudicate: Operation, rules) -> list[Operation]:
    """The view operation of a game, beside its adjudicate operation, run by the engine on the game's Rules."""
    return [
        Operation(
            "view",
            request_schema(game_name, adjudicate.request),
            ViewAnswer,
            partial(view, rules),
            SUMMARY,
            description="What one seat, or a spectator, may see of a deal: send the deal record as adjudicate takes it "
            "(any prefix, as state takes it) with `seat` (null for a spectator). The answer is the same record with "
            "every card that seat may not know replaced by null, the lengths kept, so that an app can send it to "
            "that player as it is; and `known`, what the public play proves about each other hand under the game's "
            "rules (`voids`, `holds`). What each game shows is its `…i-view` interpretation.",
        )
    ]
