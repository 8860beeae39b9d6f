"""The deal (california-jack.deal, i-deal-order, trump, i-trump-card, classic.face-up): its layout, the Dealing
the fair deal and the property tests deal through, the checks a record's deal must pass, and the position at the
opening lead."""

from referee.cards import FULL_PACK, SUIT_NAMES, suit_of
from referee.engine.game import Dealing
from referee.engine.position import Position
from referee.engine.records import require_distinct_cards
from referee.games.california_jack.irregularities import misdeal_irregularities
from referee.games.california_jack.rules import (
    DEAL_ORDER,
    FAIR_DEAL,
    HAND_SIZE,
    PLAYERS,
    STANDARD_OPTIONS,
    Options,
    other,
)
from referee.rulings import InvalidRecord


def deal_from_deck(deck: list, dealer: int) -> tuple[list, list]:
    """Hands (seat order) and stock (top first): one card at a time, the non-dealer first."""
    dealt = PLAYERS * HAND_SIZE
    hands = [[], []]
    hands[other(dealer)] = deck[0:dealt:2]
    hands[dealer] = deck[1:dealt:2]
    return hands, list(deck[dealt:])


def trump_of(stock: list, house: Options = STANDARD_OPTIONS) -> tuple[str, str]:
    """The trump card and its suit: the bottom of the face-down stock, drawn last (california-jack.trump), or the
    top of the face-up stock, drawn first (california-jack.classic.face-up)."""
    card = stock[0] if house.face_up else stock[-1]
    return card, suit_of(card)


def layout(deck: list, players: int, dealer: int, options: dict) -> dict:
    """The hands, the stock (top first), and the trump card and trump as the house rules in ``options`` turn the
    stock: its last card face down, its top card face up (california-jack.deal, i-deal-order, trump,
    classic.face-up)."""
    hands, stock = deal_from_deck(deck, dealer)
    trump_card, trump = trump_of(stock, Options.of(options))
    return {"hands": hands, "stock": stock, "trump": trump, "trump_card": trump_card}


def deal_record(dealt: dict, players: int, dealer: int) -> dict:
    return {"dealer": dealer, "hands": dealt["hands"], "stock": dealt["stock"], "plays": []}


def described(dealt: dict) -> list[str]:
    """The card of the stock that names trump, in words."""
    card = dealt["trump_card"]
    where = "top" if card == dealt["stock"][0] else "last"
    return [f"The {where} card of the stock, {card}, makes {SUIT_NAMES[dealt['trump']]} trump."]


DEALING = Dealing(
    rule=DEAL_ORDER,
    fair_deal=FAIR_DEAL,
    pack=lambda players: FULL_PACK,
    layout=layout,
    record=deal_record,
    described=described,
)


def deal(rng, players: int | None = None) -> dict:
    """A random deal, dealt by the referee's own statement of the deal (DEALING)."""
    return DEALING.shuffled(rng, PLAYERS)


def dealt_cards(record: dict) -> tuple[list, list]:
    """The hands and stock a record describes, after checking it names each card once."""
    deck, hands, stock = record.get("deck"), record.get("hands"), record.get("stock")
    if deck is not None and (hands is not None or stock is not None):
        where = "/hands" if hands is not None else "/stock"
        raise InvalidRecord.at(where, "give either deck, or hands and stock, not both")
    if deck is not None:
        require_distinct_cards(deck, lambda: ((("deck", index), card) for index, card in enumerate(deck)))
        return deal_from_deck(deck, record["dealer"])
    if hands is None or stock is None:
        missing = "/deck" if hands is None and stock is None else "/stock" if stock is None else "/hands"
        raise InvalidRecord.at(missing, "a deal needs either deck (52 cards, top first), or hands and stock")
    require_distinct_cards(
        [*(card for hand in hands for card in hand), *stock],
        lambda: [
            *((("hands", seat, index), card) for seat, hand in enumerate(hands) for index, card in enumerate(hand)),
            *((("stock", index), card) for index, card in enumerate(stock)),
        ],
    )
    return [list(hand) for hand in hands], list(stock)


class Table:
    """California Jack's own state in a Position (its ``fields``): plain data, read by the rules and by anyone."""

    __slots__ = ("trump", "trump_card", "stock", "drawn", "house", "totals", "winner", "dealt", "scores_before")

    def __init__(
        self,
        trump: str,
        trump_card: str | None,
        stock: list,
        house: Options,
        dealt: list | None = None,
        scores_before: list | None = None,
    ):
        self.trump = trump
        self.trump_card = trump_card
        self.stock = stock  # the whole stock as dealt, top first: the draws take it from the top
        self.drawn = 0  # how many of its cards have been drawn
        self.house = house  # the house rules in force
        # Each seat's total so far (High, Low, Jack and Game of its captured cards), kept as the tricks are taken.
        self.totals = [0, 0]
        self.winner = None  # the seat whose total ended the game (california-jack.win), None while play goes on
        self.dealt = dealt  # the hands as dealt, which adjudicate answers with
        self.scores_before = scores_before  # scoring end-of-hand: each seat's total before this hand

    @property
    def stock_left(self) -> int:
        return len(self.stock) - self.drawn

    def copy(self) -> "Table":
        other_table = Table.__new__(Table)
        for name in Table.__slots__:
            setattr(other_table, name, getattr(self, name))
        other_table.totals = list(self.totals)
        return other_table


def start(record: dict) -> Position:
    """The position at the opening lead, which the non-dealer makes (california-jack.i-first-lead). A record given
    as hands and stock may describe a misdeal: it is noted (``notes``, adjudicate's irregularities) and played as
    dealt."""
    hands, stock = dealt_cards(record)
    house = Options.of(record)
    trump_card, trump = trump_of(stock, house)
    dealer = record["dealer"]
    position = Position(
        PLAYERS,
        dealer,
        hands,
        other(dealer),
        Table(trump, trump_card, stock, house, hands, record.get("scores_before")),
    )
    if "deck" not in record:
        position.notes = misdeal_irregularities(hands, stock)
    return position
