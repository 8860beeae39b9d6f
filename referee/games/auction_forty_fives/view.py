"""What an Auction Forty-Fives seat may see (auction-forty-fives.i-view): the bids and the trump named are public,
and every card played; the stock, and what each seat discards and draws from it, only that seat knows (its own
cards: the engine counts every card that reached its hand). The play follows Forty-Five's duty to follow."""

from referee.engine.position import Position
from referee.engine.visibility import Visibility
from referee.games.auction_forty_fives.rules import VIEW
from referee.games.forty_five.view import may_play


def played(record: dict, position: Position) -> set:
    return {play["card"] for play in record.get("plays") or ()}


VISIBILITY = Visibility(VIEW, played, may_play)
