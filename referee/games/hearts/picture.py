"""Hearts in a picture (referee/pictures): each seat's pass, and the penalty suit the deal is played with."""

from referee.cards import SUIT_NAMES
from referee.games.picturing import Line, PictureFacts


def describe(action, record: dict, answer: dict) -> list[Line]:
    if not action.cards:
        return [Line(action.seat, "passes nothing")]
    return [Line(action.seat, "passes", tuple(action.cards))]


def table(record: dict, answer: dict) -> list[Line]:
    score = answer.get("score") or {}
    suit = score.get("penalty_suit")
    return [Line(None, f"Penalty suit: {SUIT_NAMES[suit]}")] if suit else []


PICTURE = PictureFacts(describe=describe, table=table)
