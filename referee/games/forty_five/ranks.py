"""Forty-Five rank tables as data, and the lookup tables built from them once, at import.

Every table is keyed by canonical card strings. ``TRICK_STRENGTH[trump, led_suit, demoted]``
gives every card of the pack one number: any trump beats any card of the suit led, which
beats any other card (0). Trick winner and the renege privilege both read these numbers.
"""

from referee.cards import SUITS, suit_of

HEARTS_ACE = "AH"

# Highest first, as rules.md states them (forty-five.rank).
TRUMP_ORDER = {
    "S": ("5S", "JS", "AH", "AS", "KS", "QS", "2S", "3S", "4S", "6S", "7S", "8S", "9S", "TS"),
    "C": ("5C", "JC", "AH", "AC", "KC", "QC", "2C", "3C", "4C", "6C", "7C", "8C", "9C", "TC"),
    "D": ("5D", "JD", "AH", "AD", "KD", "QD", "TD", "9D", "8D", "7D", "6D", "4D", "3D", "2D"),
    "H": ("5H", "JH", "AH", "KH", "QH", "TH", "9H", "8H", "7H", "6H", "4H", "3H", "2H"),
}
PLAIN_ORDER = {
    "S": ("KS", "QS", "JS", "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS"),
    "C": ("KC", "QC", "JC", "AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC"),
    "D": ("KD", "QD", "JD", "TD", "9D", "8D", "7D", "6D", "5D", "4D", "3D", "2D", "AD"),
    "H": ("KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "2H"),
}


def ace_of(trump: str) -> str:
    """The ace of the trump suit: the card whose holder may rob (AH when hearts are trump)."""
    return "A" + trump


def _demote(order: tuple, ace: str) -> tuple:
    return tuple(card for card in order if card != ace) + (ace,)


TRUMP_ORDERS = {
    (trump, demoted): _demote(order, ace_of(trump)) if demoted else order
    for trump, order in TRUMP_ORDER.items()
    for demoted in (False, True)
}

# Position 1 for the lowest card, so "higher" is ">" and 0 can mean "cannot win".
TRUMP_RANK = {key: {card: len(order) - i for i, card in enumerate(order)} for key, order in TRUMP_ORDERS.items()}
PLAIN_RANK = {suit: {card: len(order) - i for i, card in enumerate(order)} for suit, order in PLAIN_ORDER.items()}

_TRUMP_OFFSET = 100

FULL_PACK_CARDS = tuple(card for order in PLAIN_ORDER.values() for card in order) + (HEARTS_ACE,)

# The suit a card counts as in play: AH and the trump suit are "trump"; everything else its own suit.
PLAYED_SUIT = {
    trump: {card: trump if card in TRUMP_ORDER[trump] else suit_of(card) for card in FULL_PACK_CARDS}
    for trump in SUITS
}

TRICK_STRENGTH = {
    (trump, led, demoted): {
        card: (_TRUMP_OFFSET + TRUMP_RANK[trump, demoted][card] if card in TRUMP_RANK[trump, demoted]
               else PLAIN_RANK[led].get(card, 0) if suit_of(card) == led else 0)
        for card in FULL_PACK_CARDS
    }
    for trump in SUITS
    for led in SUITS
    for demoted in (False, True)
}

# The 5, J of trumps and AH: need not be played to a lower trump led (forty-five.play.renege).
PRIVILEGED = {
    (trump, demoted): frozenset(card for card in ("5" + trump, "J" + trump, HEARTS_ACE)
                                if not (demoted and card == ace_of(trump)))
    for trump in SUITS
    for demoted in (False, True)
}


def is_trump(card: str, trump: str) -> bool:
    return PLAYED_SUIT[trump][card] == trump


def rank_tables() -> dict:
    """The tables GET /v1/games/forty-five serves, highest card first."""
    return {
        "trump": {suit: list(TRUMP_ORDER[suit]) for suit in SUITS},
        "trump_with_demoted_ace": {suit: list(TRUMP_ORDERS[suit, True]) for suit in SUITS},
        "plain": {suit: list(PLAIN_ORDER[suit]) for suit in SUITS},
    }
