"""The checks a Hearts request must pass before it describes a game state: each failure is a 422
(InvalidRecord) naming the field, never a ruling."""

from typing import Callable

from referee.cards import CARD_NUMBERS, NUMBER_BITS, bits_of, distinct_within, hand_bits
from referee.games.hearts.rules import MAX_PLAYERS, PACKS, pack_for, pack_name
from referee.games.records import require_distinct, require_in_pack, require_per_seat, require_seat
from referee.games.tricks import next_seat
from referee.rulings import InvalidRecord, pointer


# Cards are located by path tuples, made into JSON Pointers only for the ones reported.

def located_cards(cards, *path) -> list[tuple[tuple, str]]:
    return [((*path, index), card) for index, card in enumerate(cards)]


def located_hands(hands, *path) -> list[tuple[tuple, str]]:
    return [((*path, seat, index), card) for seat, hand in enumerate(hands) for index, card in enumerate(hand)]


def located_plays(plays, *path) -> list[tuple[tuple, str]]:
    return [((*path, index, "card"), play["card"]) for index, play in enumerate(plays)]



# Each pack as a bitmask (referee.cards.CARD_BITS), None for the full pack (no players given).
PACK_BITS = {players: bits_of(pack) for players, pack in PACKS.items()}
PACK_BITS[None] = bits_of(pack_for(None))


def require_cards(located: list[tuple[tuple | str, str]], players: int | None) -> None:
    """Every card is in the (stripped) pack for ``players`` and in one place only."""
    if not distinct_within([card for _, card in located], PACK_BITS[players]):
        require_in_pack(located, pack_for(players), pack_name(players))
        require_distinct(located)


def require_cards_located_if_faulty(cards: list[str], locate: Callable[[], list], players: int | None) -> None:
    """require_cards for ``cards``, with ``locate()`` (their located pairs) called only if one is faulty: the
    usual case is settled on bits, and only a faulty record has each card located and worded."""
    if not distinct_within(cards, PACK_BITS[players]):
        require_cards(locate(), players)


def require_hands(hands: list[list[str]], field: str, players: int | None) -> None:
    """require_cards for one list of cards per seat."""
    require_cards_located_if_faulty([card for hand in hands for card in hand],
                                    lambda: located_hands(hands, field), players)


def require_play_seats(plays, players: int | None, field: str) -> None:
    if players is None:
        return
    for play in plays:  # a plain loop, not all(generator): it runs for every play of every record
        if play["seat"] >= players:  # seats are never negative
            break
    else:
        return
    for index, play in enumerate(plays):
        require_seat(play["seat"], players, pointer(field, index, "seat"))


def require_trick_order(trick, players: int | None, field: str) -> None:
    """A trick (complete or not) is played by distinct seats, clockwise one after another."""
    require_play_seats(trick, players, field)
    seen = set()
    for index, play in enumerate(trick):
        seat = play["seat"]
        if seat in seen:
            raise InvalidRecord.at(pointer(field, index, "seat"), f"seat {seat} has already played to this trick")
        seen.add(seat)
        if players is not None and index and seat != next_seat(trick[index - 1]["seat"], players):
            raise InvalidRecord.at(
                pointer(field, index, "seat"),
                f"seat {seat} cannot play after seat {trick[index - 1]['seat']}: play goes clockwise, "
                f"seat {next_seat(trick[index - 1]['seat'], players)} is next")


def seats_and_cards(plays: list, players: int, pack: int) -> bytearray | None:
    """The plays in the typed form the replay reads (two bytes a play: its seat, then its card's number, the card's
    place in FULL_PACK, so CARD_BITS[card] == 1 << number), if every seat is at the table and every card in
    ``pack`` (a bitmask); None otherwise, and the checks that word it run. One pass, on bits."""
    table, bits, typed = CARD_NUMBERS, NUMBER_BITS, bytearray(2 * len(plays))  # locals: known types where compiled
    place = 0
    for play in plays:
        seat, number = play["seat"], table.get(play["card"], -1)
        if seat >= players or number < 0:  # seats are never negative
            return None
        bit = bits[number]  # a C integer where compiled: the AND below is one instruction
        if not bit & pack:
            return None
        typed[place], typed[place + 1] = seat, number
        place += 2
    return typed


def require_deal(request: dict) -> tuple[bytearray, list] | None:
    """The hands and plays can describe a deal at this table (cards in the pack, dealt once, seats in range).
    Returns what the checks learnt on the way, for the replay: the plays' seats_and_cards and each hand's bitmask
    (None only if the checks that word a fault found none)."""
    players, plays = request["players"], request["plays"]
    require_seat(request["dealer"], players, "/dealer")
    require_per_seat(request["hands"], players, "hands")
    typed = seats_and_cards(plays, players, PACK_BITS[players])
    held = hand_bits(request["hands"], PACK_BITS[players]) if typed is not None else None
    if held is not None:
        return typed, held
    require_play_seats(plays, players, "plays")
    require_hands(request["hands"], "hands", players)
    # A card played twice is a violation of the record (not held the second time), not a 422.
    pack = pack_for(players)
    if not pack.issuperset([play["card"] for play in plays]):
        require_in_pack(located_plays(plays, "plays"), pack, pack_name(players))
    return None


def require_snapshot(request: dict) -> None:
    players, trick = request.get("players"), request["trick"]
    longest = (players or MAX_PLAYERS) - 1
    if len(trick) > longest:
        raise InvalidRecord.at("/trick", f"a trick in progress holds at most {longest} plays before this player acts, "
                                         f"not {len(trick)}")
    require_trick_order(trick, players, "trick")
    if players is not None and "seat" in request:
        require_seat(request["seat"], players, "/seat")
    hand, on_table = request["hand"], [play["card"] for play in trick]
    require_cards_located_if_faulty(hand + on_table,
                                    lambda: located_cards(hand, "hand") + located_plays(trick, "trick"), players)
    if "card" in request:
        # The card asked about may be in the hand (or not held at all), never already on the table.
        card = request["card"]
        require_cards_located_if_faulty(on_table + [card],
                                        lambda: located_plays(trick, "trick") + [("/card", card)], players)
