"""Auction Forty-Fives in a picture (referee/pictures): the auction and trump named, each discard with the cards the
referee drew for it, and the stock they came from."""

from referee.cards import SUIT_NAMES
from referee.games.forty_five.picture import ranking
from referee.games.picturing import Line, PictureFacts, bid_words


def describe(action, record: dict, answer: dict) -> list[Line]:
    if action.kind == "trump":
        if action.entry is None:  # the record has not named trump yet
            return []
        bidder = (answer.get("auction") or {}).get("bidder")
        return [Line(bidder, f"names {SUIT_NAMES[action.entry]} trump")]
    if action.phase == "discard":
        lines = [Line(action.seat, "discards" if action.cards else "discards nothing", tuple(action.cards))]
        discards = answer.get("discards") or []
        drew = discards[action.index].get("drew") if action.index < len(discards) else None
        if drew:
            lines.append(Line(action.seat, "draws", tuple(drew)))
        return lines
    return [Line(action.seat, bid_words(action.bid))]


def table(record: dict, answer: dict) -> list[Line]:
    lines = [Line(None, "The stock, top first:", tuple(record["stock"]))] if record.get("stock") else []
    if answer.get("trump"):
        lines.append(Line(None, f"Trump: {SUIT_NAMES[answer['trump']]}"))
    return lines


def trump(record: dict, answer: dict) -> str | None:
    """The trump the auction's winner names: none is known when the cards are dealt."""
    return answer.get("trump")


# The cards rank as Forty-Five's (auction-forty-fives plays as forty-five.rank).
PICTURE = PictureFacts(
    describe=describe, table=table, titles={"discard": "The discard and the draw"}, trump=trump, ranking=ranking
)
