"""The deal (whist-lite.deal): its layout, its record, and the position a record starts from."""

from referee.games.whist_lite.rules import DEAL, FAIR_DEAL, PLAYERS, Options

from referee.cards import FULL_PACK
from referee.engine.game import Dealing
from referee.engine.position import Position
from referee.engine.records import require_distinct_cards, require_seat


def layout(deck: list, players: int, dealer: int, options: dict) -> dict:
    """One card at a time from the dealer's left: seat s gets every fourth card, starting after the dealer."""
    return {"hands": [deck[(seat - dealer - 1) % PLAYERS :: PLAYERS] for seat in range(PLAYERS)]}


DEALING = Dealing(
    rule=DEAL,
    fair_deal=FAIR_DEAL,
    pack=lambda players: FULL_PACK,
    layout=layout,
    record=lambda dealt, players, dealer: {"dealer": dealer, "hands": dealt["hands"], "plays": []},
)


def start(record: dict) -> Position:
    """The position before the opening lead, after the record's checks: the dealer a seat, every card once."""
    require_seat(record["dealer"], PLAYERS, "/dealer")
    hands = record["hands"]
    require_distinct_cards(
        [card for hand in hands for card in hand],
        lambda: [(("hands", seat, index), card) for seat, hand in enumerate(hands) for index, card in enumerate(hand)],
    )
    return Position(PLAYERS, record["dealer"], hands, (record["dealer"] + 1) % PLAYERS, Options.of(record))
