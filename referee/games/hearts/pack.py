"""The stripped packs (hearts.strip), precomputed for every table size."""

from referee.cards import FULL_PACK, SUITS, pack_without, suit_of

MIN_PLAYERS, MAX_PLAYERS = 3, 6

STRIPPED = {3: ("2C",), 4: (), 5: ("2C", "2D"), 6: ("2C", "3C", "2D", "2S")}
PACKS = {players: frozenset(pack_without(removed)) for players, removed in STRIPPED.items()}
CARDS_EACH = {players: len(pack) // players for players, pack in PACKS.items()}
SUIT_COUNTS = {players: {suit: sum(1 for card in pack if suit_of(card) == suit) for suit in SUITS}
               for players, pack in PACKS.items()}
FULL_PACK_SET = frozenset(FULL_PACK)


def pack_name(players: int | None) -> str:
    if players is None:
        return "the pack"
    removed = STRIPPED[players]
    if not removed:
        return "the 4-player pack (all 52 cards)"
    return f"the {players}-player pack (without {', '.join(removed)})"


def pack_for(players: int | None) -> frozenset:
    return FULL_PACK_SET if players is None else PACKS[players]
