"""Forty-Five in a picture (referee/pictures): the turned card, trump, and robbing."""

from referee.cards import SUIT_NAMES
from referee.games.picturing import Line, PictureFacts

ROBBING = {
    "rob": "robs the turned card, discarding",
    "announce": "announces the ace of trumps",
    "dealer-rob": "takes the turned ace after trick 1, discarding",
    "dealer-keep": "keeps the hand as dealt",
}


def describe(action, record: dict, answer: dict) -> list[Line]:
    return [Line(action.seat, ROBBING.get(action.kind, action.kind), (action.card,) if action.card else ())]


def table(record: dict, answer: dict) -> list[Line]:
    lines = [Line(None, "Turned:", (record["turned"],))] if record.get("turned") else []
    if answer.get("trump"):
        lines.append(Line(None, f"Trump: {SUIT_NAMES[answer['trump']]}"))
    return lines


PICTURE = PictureFacts(describe=describe, table=table, titles={"rob": "Robbing"})
