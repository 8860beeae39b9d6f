"""California Jack in a picture (referee/pictures): the stock, the card that names trump, and the draws after each
trick."""

from referee.cards import SUIT_NAMES, suit_of
from referee.games.california_jack.deal import deal_from_deck
from referee.games.picturing import Line, PictureFacts


def dealt(record: dict, answer: dict) -> list:
    return deal_from_deck(record["deck"], record["dealer"])[0] if "deck" in record else record["hands"]


def stock(record: dict) -> list:
    return deal_from_deck(record["deck"], record["dealer"])[1] if "deck" in record else record.get("stock") or []


def table(record: dict, answer: dict) -> list[Line]:
    lines = [Line(None, "The stock, top first:", tuple(stock(record)))] if stock(record) else []
    if answer.get("trump_card"):
        lines.append(Line(None, f"Trump: {SUIT_NAMES[answer['trump']]}, named by", (answer["trump_card"],)))
    return lines


def after_trick(answer: dict, index: int) -> list[Line]:
    tricks = answer.get("tricks") or []
    draws = tricks[index].get("draws") if index < len(tricks) else None
    return [Line(draw["seat"], "draws", (draw["card"],)) for draw in draws or ()]


def trump(record: dict, answer: dict) -> str | None:
    """The trump the stock's face-up last card names, known from the deal on."""
    if answer.get("trump"):
        return answer["trump"]
    undealt = stock(record)
    return suit_of(undealt[-1]) if undealt else None


PICTURE = PictureFacts(dealt=dealt, table=table, after_trick=after_trick, trump_dealt=trump, trump=trump)
