"""Forty-Five in a picture (referee/pictures): the turned card, trump, and robbing."""

from referee.cards import SUIT_NAMES, SUITS, suit_of
from referee.games.forty_five.rules import HEARTS_ACE, PLAIN_ORDER, TRUMP_ORDER
from referee.games.picturing import Line, PictureFacts

ROBBING = {
    "rob": "robs the turned card, discarding",
    "announce": "announces the ace of trumps",
    "dealer-rob": "takes the turned ace after trick 1, discarding",
    "dealer-keep": "keeps the hand as dealt",
}


def describe(action, record: dict, answer: dict) -> list[Line]:
    # A discard hidden from the picture's seat (forty-five.i-view) is None, and still drawn: face down.
    discarded = "discard" in action.entry
    return [Line(action.seat, ROBBING.get(action.kind, action.kind), (action.card,) if discarded else ())]


def table(record: dict, answer: dict) -> list[Line]:
    lines = [Line(None, "Turned:", (record["turned"],))] if record.get("turned") else []
    if answer.get("trump"):
        lines.append(Line(None, f"Trump: {SUIT_NAMES[answer['trump']]}"))
    return lines


def trump(record: dict, answer: dict) -> str | None:
    """The trump the turned card names, known from the deal on."""
    if answer.get("trump"):
        return answer["trump"]
    return suit_of(record["turned"]) if record.get("turned") else None


def ranking(trump: str | None) -> dict:
    """Each suit highest first as forty-five.rank ranks it: the trumps (the ace of hearts among them) in their own
    order, the other suits in theirs. With no trump known yet, the ace of hearts, a trump whatever the trump suit,
    heads the hearts, above every heart it beats."""
    if trump is None:
        return {suit: ((HEARTS_ACE,) if suit == "H" else ()) + PLAIN_ORDER[suit] for suit in SUITS}
    return {suit: TRUMP_ORDER[suit] if suit == trump else PLAIN_ORDER[suit] for suit in SUITS}


PICTURE = PictureFacts(
    describe=describe, table=table, titles={"rob": "Robbing"}, trump_dealt=trump, trump=trump, ranking=ranking
)
