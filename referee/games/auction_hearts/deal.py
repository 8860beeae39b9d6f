"""The deal (auction-hearts.i-strip: dealt as in Hearts) and its record before the auction, and the position a record
starts from: Hearts' deal checks, then the auction's own (its seats, the previous bidder)."""

from referee.engine.actions import BID
from referee.engine.game import Dealing
from referee.engine.position import Position
from referee.engine.records import require_seat
from referee.games.auction_hearts import rules
from referee.games.auction_hearts.bidding import AuctionDeal
from referee.games.hearts.deal import deal_record as hearts_deal_record
from referee.games.hearts.deal import require_deal
from referee.games.hearts.rules import Options as HeartsOptions
from referee.games.hearts.rules import Variant, deal_from_deck, pack_in_order
from referee.rulings import pointer


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
    then the seat that bids first, or names the suit on a jackpot deal."""
    require_deal(record)
    players = record["players"]
    for index, entry in enumerate(record["bids"]):
        require_seat(entry["seat"], players, pointer("bids", index, "seat"))
    if record.get("previous_bidder") is not None:
        require_seat(record["previous_bidder"], players, "/previous_bidder")
    fields = AuctionDeal(variant.under(HeartsOptions.of(record)), record)
    position = Position(players, record["dealer"], record["hands"], 0, fields, phase=BID)
    position.to_act = fields.namer if fields.jackpot_deal else fields.bidding.to_bid
    return position
