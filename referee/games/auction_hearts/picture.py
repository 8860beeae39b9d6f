"""Auction Hearts in a picture (referee/pictures): the bids, the penalty suit named, the pot."""

from referee.cards import SUIT_NAMES
from referee.games.auction_hearts.bidding import NAME
from referee.games.hearts.picture import table as hearts_table
from referee.games.picturing import Line, PictureFacts, bid_words


def describe(action, record: dict, answer: dict) -> list[Line]:
    if action.kind == NAME:
        if action.entry is None:  # the record names no suit: the auction's ruling (the table's facts) says which
            return []
        auction = answer.get("auction") or {}
        return [Line(auction.get("named_by"), f"names {SUIT_NAMES[action.entry]} as the penalty suit")]
    return [Line(action.seat, bid_words(action.bid))]


def table(record: dict, answer: dict) -> list[Line]:
    lines = hearts_table(record, answer)
    for part in ("auction", "settlement"):
        ruling = answer.get(part)
        if ruling and ruling.get("explanation"):
            lines.append(Line(None, ruling["explanation"]))
    return lines


PICTURE = PictureFacts(describe=describe, table=table)
