"""POST /v1/games/{game}/state (api.md v1.2), for every game the engine runs: the request is the game's adjudicate
record (any prefix of it), the answer is built from the game's adjudicate answer (its tricks, score and violation
are the same objects) and the fields its schema module names for the choices of its phases before the play."""

from functools import partial

from marshmallow import fields, validate

from referee.engine.actions import PHASES
from referee.engine.view import state_answer
from referee.schemas.common import CardAnswer, Operation, PlaysAnswer, RulingAnswer, Seat, SeatAnswer

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
                fields.List(CardAnswer(allow_none=True)),
                required=True,
                metadata={
                    "description": "what each seat holds now, in the order the cards reached its hand; with for_seat, "
                    "each card that seat may not know is null (another seat's hand is its count of nulls)"
                },
            ),
            "for_seat": SeatAnswer(
                allow_none=True,
                metadata={"description": "as the request gave it: the answer shows only what that seat may know"},
            ),
            "trick": PlaysAnswer(required=True, metadata={"description": "the trick in progress, the leader's first"}),
            "tricks": adjudicated["tricks"],
            "score": adjudicated["score"],
            "violation": adjudicated["violation"],
        },
        name=f"{game_name}StateAnswer",
    )


FOR_SEAT_DOC = {
    "description": "answer only what this seat may know (null: a spectator): the other hands as nulls, and legal and "
    "the choices only when this seat is to act (the game's i-view interpretation says what is public)"
}


def request_schema(game_name: str, adjudicate_request) -> object:
    """The game's adjudicate record, and optionally the seat the answer is for."""
    return type(adjudicate_request).from_dict(
        {"for_seat": Seat(allow_none=True, metadata=FOR_SEAT_DOC)}, name=f"{game_name}StateRequest"
    )()


def operations(game_name: str, adjudicate: Operation, rules, choice_fields: dict) -> list[Operation]:
    """The state operation of a game, beside its adjudicate operation, run by the engine on the game's Rules."""
    return [
        Operation(
            "state",
            request_schema(game_name, adjudicate.request),
            answer_schema(game_name, adjudicate.answer, choice_fields),
            partial(state_answer, rules),
            SUMMARY,
            description="What happens next in a deal record: the phase, the seat to act and what it may do (its legal "
            "cards, or the choice it must make before play), the position and the score so far. Send the deal record "
            "as adjudicate takes it, up to the present; with `for_seat`, the answer holds only what that seat may know.",
        )
    ]
