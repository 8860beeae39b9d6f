"""The deal (auction-hearts.i-strip: dealt as in Hearts) and its record before the auction, and the position a record
starts from: Hearts' deal checks, then the auction's own (its seats, the previous bidder)."""

from referee.engine.actions import BID
from referee.engine.game import Dealing
from referee.engine.position import Position
from referee.engine.records import require_seat
from referee.games.auction_hearts import rules
from referee.games.auction_hearts.bidding import AuctionDeal
from referee.games.hearts.deal import deal_record as hearts_deal_record
from referee.games.hearts.deal import require_play_seats, require_plays, require_plays_at, require_table
from referee.games.hearts.rules import Options as HeartsOptions
from referee.games.hearts.rules import Variant, deal_from_deck, pack_in_order
from referee.rulings import InvalidRecord


def deal_record(dealt: dict, players: int, dealer: int) -> dict:
    """The record of a deal before the auction (auction-hearts.i-strip: dealt as in Hearts)."""
    return {**hearts_deal_record(dealt, players, dealer), "bids": []}


DEALING = Dealing(
    rule=rules.STRIP,
    fair_deal=rules.FAIR_DEAL,
    pack=pack_in_order,
    layout=lambda deck, players, dealer, options: deal_from_deck(deck, players, dealer),
    record=deal_record,
)


def start(record: dict, variant: Variant) -> Position:
    """The position before the auction: the record's checks (Hearts' deal, the bids' seats, the previous bidder),
    then the seat that bids first, or names the suit on a jackpot deal. The plays' own checks (Hearts'
    require_plays) wait, as in Hearts, for a replay that stops early (``refuse_plays``), in require_deal's order:
    before the auction's checks where one of those fails."""
    held = require_table(record)
    players = record["players"]
    try:
        require_play_seats(record["bids"], players, "bids")  # each bid by a seat at the table, as each play
        if record.get("previous_bidder") is not None:
            require_seat(record["previous_bidder"], players, "/previous_bidder")
    except InvalidRecord:
        require_plays(record)
        raise
    fields = AuctionDeal(variant.under(HeartsOptions.of(record)), record)
    fields.plays = record["plays"]
    position = Position(players, record["dealer"], record["hands"], 0, fields, phase=BID, held=held)
    position.to_act = fields.namer if fields.jackpot_deal else fields.bidding.to_bid
    return position


def refuse_plays(position: Position) -> None:
    """A replay that stops before the play, or at a play that comes too early, has not shown that each play is by a
    seat at the table, of a card in the pack: such a fault is the 422 it is before any ruling (Hearts'
    require_plays, which HeartsPlays asks for a play that breaks a rule)."""
    require_plays_at(position.fields.plays, position.players)
