"""California Jack in a picture (referee/pictures): the stock, the card that names trump, and the draws after each
trick."""

from referee.cards import SUIT_NAMES
from referee.games.picturing import Line, PictureFacts


def table(record: dict, answer: dict) -> list[Line]:
    lines = [Line(None, "The stock, top first", tuple(record["stock"]))] if record.get("stock") else []
    if answer.get("trump_card"):
        lines.append(Line(None, f"Trump: {SUIT_NAMES[answer['trump']]}, named by", (answer["trump_card"],)))
    return lines


def after_trick(answer: dict, index: int) -> list[Line]:
    tricks = answer.get("tricks") or []
    draws = tricks[index].get("draws") if index < len(tricks) else None
    return [Line(draw["seat"], "draws", (draw["card"],)) for draw in draws or ()]


PICTURE = PictureFacts(table=table, after_trick=after_trick)
