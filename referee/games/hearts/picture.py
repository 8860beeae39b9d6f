"""Hearts in a picture (referee/pictures): each seat's pass, with its direction and the seat it reaches, and the
penalty suit the deal is played with."""

from referee.cards import SUIT_NAMES
from referee.games.hearts.passing import direction_of, offset
from referee.games.hearts.rules import HEARTS, Options
from referee.games.picturing import Line, PictureFacts


def describe(action, record: dict, answer: dict) -> list[Line]:
    direction = direction_of(record, HEARTS.under(Options.of(record)))
    if not action.cards or direction in (None, "hold"):
        return [Line(action.seat, "passes nothing" if direction == "hold" else "passes", tuple(action.cards))]
    receiver = (action.seat + offset(direction, record["players"])) % record["players"]
    return [Line(action.seat, f"passes {direction} to seat {receiver}", tuple(action.cards))]


def table(record: dict, answer: dict) -> list[Line]:
    score = answer.get("score") or {}
    suit = score.get("penalty_suit")
    return [Line(None, f"Penalty suit: {SUIT_NAMES[suit]}")] if suit else []


PICTURE = PictureFacts(describe=describe, table=table)
