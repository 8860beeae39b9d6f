"""The deal (auction-forty-fives.deal): its layout, the checks a record must pass (each failure a 422), the record's
actions (bids, the trump named, discards, plays), and the position before the first of them. A record whose hands
and stock are not 5 cards each and the whole pack describes a misdeal (auction-forty-fives.i-misdeal-record), a
ruling, not an error."""

from itertools import chain
from operator import itemgetter

from referee.cards import FULL_PACK, card_series
from referee.engine.actions import BID, OVER, ActionList
from referee.engine.game import Dealing
from referee.engine.position import Position
from referee.engine.records import require_distinct_cards, require_players, require_seat
from referee.games.auction_forty_fives import bidding, drawing, rules
from referee.games.auction_forty_fives.bidding import Auction
from referee.games.auction_forty_fives.rules import CATALOGUE, HAND_SIZE, PLAYER_COUNTS, Options
from referee.games.auction_forty_fives.scoring import scores_before
from referee.games.forty_five.deal import Deal, deal_from_deck
from referee.games.wording import counted
from referee.rulings import InvalidRecord, pointer


def layout(deck: list, players: int, dealer: int) -> dict:
    """Forty-Five's packets of 3 then 2 from the dealer's left, with no card turned: every card after the hands is
    the stock, top first."""
    dealt = deal_from_deck(deck, players, dealer)
    return {"hands": dealt["hands"], "stock": [dealt["turned"], *dealt["stock"]]}


def deal_record(dealt: dict, players: int, dealer: int) -> dict:
    """The adjudicate record of a deal before the auction."""
    return {
        "players": players,
        "dealer": dealer,
        "hands": dealt["hands"],
        "stock": dealt["stock"],
        "bids": [],
        "discards": [],
        "plays": [],
    }


DEALING = Dealing(
    rule=rules.DEAL,
    fair_deal=rules.FAIR_DEAL,
    pack=lambda players: FULL_PACK,
    layout=lambda deck, players, dealer, options: layout(deck, players, dealer),
    record=deal_record,
    described=lambda dealt: [f"The other {len(dealt['stock'])} cards are the stock."],
)


class AuctionDeal(Deal):
    """Forty-Five's fields of a deal (the play reads them: trump, the cards played, the hand's end; its
    ``scores_before`` holds each side's total before the hand) and the auction's and the draw's."""

    __slots__ = (
        "options",  # the house rules in force (rules.Options)
        "auction",  # the bids so far (bidding.Auction)
        "bidder",
        "bid",  # the high bidder and the bid, once trump is named
        "stock",
        "drawn",  # the undealt cards, top first, and how many have been drawn
        "discarding",  # the seat to discard, in the discard phase
        "discards",  # each discard made: {"seat", "cards", "drew"}
        "after_draw",  # each seat's hand once the dealer has drawn (adjudicate's hands_after_draw); [] before
        "later",  # whether the record goes on past the auction (discards or plays), so must name trump
    )

    def __init__(self, record: dict, options: Options, scores_before: list):
        super().__init__(None, sizes=[HAND_SIZE] * record["players"])
        self.options, self.scores_before = options, scores_before
        self.auction = Auction.opening(record["players"], record["dealer"], options, scores_before)
        self.bidder = self.bid = None
        self.stock, self.drawn = list(record["stock"]), 0
        self.discarding = None
        self.discards = []
        self.after_draw = []
        self.later = bool(record["discards"] or record["plays"])

    def copy(self) -> "AuctionDeal":
        base = Deal.copy(self)
        other = AuctionDeal.__new__(AuctionDeal)
        for name in Deal.__slots__:
            setattr(other, name, getattr(base, name))
        for name in AuctionDeal.__slots__:
            setattr(other, name, getattr(self, name))
        other.stock, other.discards = list(self.stock), list(self.discards)
        return other


ENTRY_LISTS = ("bids", "discards", "plays")  # the record's lists of entries, each made by a seat
_seat_of = itemgetter("seat")


def require_record(record: dict, options: Options) -> list:
    """The checks that make a record a deal of this game (422 each), and the scores before the hand."""
    players = record["players"]
    require_players(players, PLAYER_COUNTS[0], PLAYER_COUNTS[-1])
    if players not in PLAYER_COUNTS:
        raise InvalidRecord.at("/players", f"{players} players cannot play: the game takes 4 or 6, in two sides")
    require_seat(record["dealer"], players, "/dealer")
    hands, stock = record["hands"], record["stock"]
    if len(hands) != players:
        raise InvalidRecord.at("/hands", f"must hold one hand per seat: {players} players, {len(hands)} hands")
    dealt = [*chain.from_iterable(hands), *stock]
    require_distinct_cards(
        dealt,
        lambda: [
            *((("hands", seat, i), card) for seat, hand in enumerate(hands) for i, card in enumerate(hand)),
            *((("stock", i), card) for i, card in enumerate(stock)),
        ],
    )
    if max(map(_seat_of, chain(*map(record.__getitem__, ENTRY_LISTS))), default=0) >= players:
        raise InvalidRecord(
            [
                (
                    pointer(field, index, "seat"),
                    f"seat {entry['seat']} is out of range: seats are 0 to {players - 1} with {players} players",
                )
                for field in ENTRY_LISTS
                for index, entry in enumerate(record[field])
                if entry["seat"] >= players
            ]
        )
    for index, entry in enumerate(record["discards"]):
        for key in ("cards", "takes"):
            cards = entry.get(key)
            if cards and len(set(cards)) != len(cards):
                require_distinct_cards(
                    cards, lambda: [(("discards", index, key, i), card) for i, card in enumerate(cards)]
                )
    return scores_before(record.get("scores_before"), options)


def misdeal_found(record: dict) -> str | None:
    """Why the hands and stock describe a misdeal (auction-forty-fives.i-misdeal-record), or None."""
    hands = record["hands"]
    wrong = [seat for seat, hand in enumerate(hands) if len(hand) != HAND_SIZE]
    if wrong:
        return card_series(f"seat {seat} was dealt {counted(len(hands[seat]), 'card')}" for seat in wrong) + (
            f" instead of {HAND_SIZE}"
        )
    dealt = len(record["stock"]) + sum(map(len, hands))
    if dealt != len(FULL_PACK):
        return f"the hands and the stock hold {counted(dealt, 'card')}, not the whole pack of {len(FULL_PACK)}"
    return None


def start(record: dict) -> Position:
    """The position before the first bid: the auction open at the dealer's left; or, for a misdeal, the deal over
    before it began."""
    options = Options.of(record)
    before = require_record(record, options)
    players, dealer = record["players"], record["dealer"]
    fields = AuctionDeal(record, options, before)
    position = Position(players, dealer, record["hands"], (dealer + 1) % players, fields, phase=BID)
    position.to_act = fields.auction.to_bid
    why = misdeal_found(record)
    if why is not None:
        position.phase, position.to_act = OVER, None
        position.notes.append(
            CATALOGUE.ruling(
                rules.MISDEAL_RECORD,
                f"Misdeal: {why}. Nothing is played or scored; the deal passes to seat {(dealer + 1) % players}, "
                f"the dealer's left.",
                seat=None,
                index=None,
            )
        )
    return position


def actions(record: dict) -> ActionList:
    """The bids, the naming of trump and the discards, then the plays (left as the record's entries: the play
    is Forty-Five's, which judges them in one loop), each indexed in its own list."""
    before = bidding.actions(record)
    before += drawing.actions(record)
    return ActionList(before, record["plays"], 0)
