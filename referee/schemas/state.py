"""POST /v1/games/{game}/state (api.md v1.2), for every game the engine runs: the request is the game's adjudicate
record (any prefix of it), the answer is built from the game's adjudicate answer (its tricks, score and violation
are the same objects) and the fields its schema module names for the choices of its phases before the play."""

from functools import partial

from marshmallow import fields, validate

from referee.engine.actions import PHASES
from referee.engine.state import state
from referee.schemas.common import CardAnswer, Operation, PlaysAnswer, RulingAnswer, SeatAnswer

SUMMARY = "What happens next: the phase, the seat to act and what it may do, the position, the score so far"


def answer_schema(game_name: str, adjudicate_answer: type, choice_fields: dict) -> type:
    """The state answer of a game whose adjudicate answer is ``adjudicate_answer``; ``choice_fields``: the fields
    (name -> marshmallow field) that say what the seat to act may do in the game's phases before the play."""
    adjudicated = adjudicate_answer().declared_fields
    return RulingAnswer.from_dict(
        {
            "phase": fields.String(
                required=True,
                validate=validate.OneOf(PHASES),
                metadata={
                    "description": "where the deal is: before the play (rob, bid, pass or discard, as the game has "
                    "them), in the play, or over"
                },
            ),
            "to_act": SeatAnswer(
                required=True, allow_none=True, metadata={"description": "null when the deal is over"}
            ),
            "legal": fields.List(
                CardAnswer(),
                required=True,
                metadata={
                    "description": "in the play, the cards to_act may play (as legal-moves answers); empty in other phases, "
                    "whose choices are in the phase's own fields"
                },
            ),
            **choice_fields,
            "hands": fields.List(
                fields.List(CardAnswer()),
                required=True,
                metadata={"description": "what each seat holds now, in the order the cards reached its hand"},
            ),
            "trick": PlaysAnswer(required=True, metadata={"description": "the trick in progress, the leader's first"}),
            "tricks": adjudicated["tricks"],
            "score": adjudicated["score"],
            "violation": adjudicated["violation"],
        },
        name=f"{game_name}StateAnswer",
    )


def operations(game_name: str, adjudicate: Operation, rules, choice_fields: dict) -> list[Operation]:
    """The state operation of a game, beside its adjudicate operation, run by the engine on the game's Rules."""
    return [
        Operation(
            "state",
            adjudicate.request,
            answer_schema(game_name, adjudicate.answer, choice_fields),
            partial(state, rules),
            SUMMARY,
            description="What happens next in a deal record: the phase, the seat to act and what it may do (its legal "
            "cards, or the choice it must make before play), the position and the score so far. Send the deal record "
            "as adjudicate takes it, up to the present.",
        )
    ]
