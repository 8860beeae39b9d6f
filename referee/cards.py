"""Cards and suits in the API's notation.

A card is its canonical two-character string, rank then suit ("TH", "AS", "5D").
Every accepted spelling is looked up in one precomputed table, so parsing is a
single dict lookup and the result is always the same interned string: cards can
be compared with ``==``, hashed and written to JSON without conversion.
"""

import sys

from referee.echo import quote

RANKS = "23456789TJQKA"
SUITS = "SHDC"

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SINGULAR = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
SUIT_GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

RANK_RULE = "rank must be one of 2-9, T (or 10), J, Q, K, A"
SUIT_RULE = "suit must be one of S, H, D, C (or ♠ ♥ ♦ ♣)"


class CardError(ValueError):
    """A string that is not a card or suit in the API's notation."""


def _spellings(canonical: str, extra: tuple[str, ...] = ()) -> set[str]:
    return {canonical, canonical.lower(), *extra}


def _build_suit_table() -> dict[str, str]:
    return {spelling: suit for suit in SUITS for spelling in _spellings(suit, (SUIT_GLYPHS[suit],))}


def _build_rank_table() -> dict[str, str]:
    table = {spelling: rank for rank in RANKS for spelling in _spellings(rank)}
    table["10"] = "T"
    return table


SUIT_LOOKUP = _build_suit_table()
RANK_LOOKUP = _build_rank_table()
CARD_LOOKUP = {
    rank_text + suit_text: sys.intern(rank + suit)
    for rank_text, rank in RANK_LOOKUP.items()
    for suit_text, suit in SUIT_LOOKUP.items()
}

FULL_PACK = tuple(CARD_LOOKUP[rank + suit] for suit in SUITS for rank in RANKS)
# The cards of each suit, so "which of these are hearts?" is a set lookup per card.
SUIT_CARDS = {suit: frozenset(card for card in FULL_PACK if card[1] == suit) for suit in SUITS}

# The typed form the play rules are stated in: each card is one bit of an integer (its place in FULL_PACK),
# a set of cards (a hand, a suit) the sum of its cards' bits, so "holds a card of the suit led" is one AND.
# Below 2**52: a C unsigned long long where the rules are compiled (their .pxd files), a Python int elsewhere.
CARD_BITS = {card: 1 << index for index, card in enumerate(FULL_PACK)}
SUIT_BITS = {suit: sum(CARD_BITS[card] for card in SUIT_CARDS[suit]) for suit in SUITS}
CARD_SUIT_BITS = {card: SUIT_BITS[card[1]] for card in FULL_PACK}  # each card's suit, as a bitmask


def why_not_a_card(value: object) -> str:
    """The one clear reason ``value`` is not a card."""
    if not isinstance(value, str):
        return f'{quote(value)} is not a card: a card is a string such as "TH" or "10♥"'
    rank_text, suit_text = value[:-1], value[-1:]
    if suit_text not in SUIT_LOOKUP:
        return f"{quote(value)} is not a card: {SUIT_RULE}"
    if rank_text not in RANK_LOOKUP:
        return f"{quote(value)} is not a card: {RANK_RULE}"
    return f'{quote(value)} is not a card: write the rank then the suit, such as "TH"'


def parse_card(value: object) -> str:
    """The canonical card for any accepted spelling; CardError otherwise."""
    card = CARD_LOOKUP.get(value) if isinstance(value, str) else None
    if card is None:
        raise CardError(why_not_a_card(value))
    return card


def parse_suit(value: object) -> str:
    """The canonical suit letter for any accepted spelling; CardError otherwise."""
    suit = SUIT_LOOKUP.get(value) if isinstance(value, str) else None
    if suit is None:
        raise CardError(f"{quote(value)} is not a suit: {SUIT_RULE}")
    return suit


def rank_of(card: str) -> str:
    return card[0]


def suit_of(card: str) -> str:
    return card[1]


def bits_of(cards) -> int:
    """The bitmask of ``cards`` (canonical cards; see CARD_BITS)."""
    bits = 0
    for card in cards:
        bit = CARD_BITS[card]  # a C integer where compiled: the OR below is then one instruction
        bits |= bit
    return bits


def distinct_within(cards, allowed: int) -> bool:
    """Whether ``cards`` are all different and all among ``allowed`` (a bitmask): the usual case of a valid
    record, settled on bits. Anything that is not a canonical card answers False."""
    return hand_bits([cards], allowed) is not None


def hand_bits(hands, allowed: int) -> list | None:
    """Each hand's bitmask, if the cards of all ``hands`` are different and among ``allowed``: distinct_within
    for one list of cards per seat, keeping what it learns (a replay starts from these bitmasks). None otherwise."""
    seen, table, masks = 0, CARD_BITS, []  # the table as a local: a known dict where compiled
    for cards in hands:
        bits = 0
        for card in cards:
            bit = table.get(card, 0) if type(card) is str else 0
            if not bit & allowed or seen & bit:
                return None
            seen |= bit
            bits |= bit
        masks.append(bits)
    return masks


def pack_without(removed: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The standard pack, in suit-then-rank order, less the stripped cards."""
    gone = set(removed)
    return tuple(card for card in FULL_PACK if card not in gone)


def card_series(cards, conjunction: str = "and") -> str:
    """Cards as a player would say them: "AH", "AH and KS", "AH, 4D or KS"."""
    cards = list(cards)
    if len(cards) <= 1:
        return "".join(cards)
    return f"{', '.join(cards[:-1])} {conjunction} {cards[-1]}"
