"""The checks a California Jack request must pass before it describes a game state: each failure is a
422 (InvalidRecord) naming the field, never a ruling."""

from referee.games.california_jack.rules import deal_from_deck
from referee.engine.records import require_distinct, require_distinct_cards
from referee.rulings import InvalidRecord


def dealt_cards(record: dict) -> tuple[list, list]:
    """The hands and stock a record describes, after checking it names each card once."""
    deck, hands, stock = record.get("deck"), record.get("hands"), record.get("stock")
    if deck is not None and (hands is not None or stock is not None):
        where = "/hands" if hands is not None else "/stock"
        raise InvalidRecord.at(where, "give either deck, or hands and stock, not both")
    if deck is not None:
        require_distinct((("deck", index), card) for index, card in enumerate(deck))
        return deal_from_deck(deck, record["dealer"])
    if hands is None or stock is None:
        missing = "/deck" if hands is None and stock is None else "/stock" if stock is None else "/hands"
        raise InvalidRecord.at(missing, "a deal needs either deck (52 cards, top first), or hands and stock")
    require_distinct([
        *((("hands", seat, index), card) for seat, hand in enumerate(hands) for index, card in enumerate(hand)),
        *((("stock", index), card) for index, card in enumerate(stock)),
    ])
    return [list(hand) for hand in hands], list(stock)


def require_snapshot(request: dict) -> None:
    """A hand and the current trick (at most the lead) must name each card once. A seat out of turn is a
    ruling (referee/games/turns.py), not a request that describes no position."""
    trick = request["trick"]
    require_distinct_cards([*request["hand"], *(play["card"] for play in trick)], lambda: [
        *((("hand", index), card) for index, card in enumerate(request["hand"])),
        *((("trick", index, "card"), play["card"]) for index, play in enumerate(trick)),
    ])


def require_trick(plays: list) -> None:
    if plays[0]["seat"] == plays[1]["seat"]:
        raise InvalidRecord.at("/plays/1/seat", f"seat {plays[1]['seat']} cannot play twice to one trick")
    require_distinct_cards([play["card"] for play in plays],
                           lambda: ((("plays", index, "card"), play["card"]) for index, play in enumerate(plays)))


def require_piles(piles: list, field: str) -> None:
    require_distinct(
        ((field, seat, index), card) for seat, pile in enumerate(piles) for index, card in enumerate(pile))
