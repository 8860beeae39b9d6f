"""The checks a Hearts request must pass before it describes a game state: each failure is a 422
(InvalidRecord) naming the field, never a ruling."""

from typing import Callable

from referee.cards import bits_of, distinct_within, hand_bits
from referee.games.hearts.rules import MAX_PLAYERS, PACKS, pack_for, pack_name
from referee.engine.records import require_distinct, require_in_pack, require_per_seat, require_seat
from referee.engine.tricks import next_seat
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


def require_table(request: dict) -> list:
    """require_deal's checks of the table: the dealer, one hand per seat, the hands' cards. Returns each hand's
    bitmask (a replay starts from these). A record that fails one has every check of require_deal run, in its
    order, so the fault reported is the same."""
    players = request["players"]
    require_seat(request["dealer"], players, "/dealer")
    require_per_seat(request["hands"], players, "hands")
    held = hand_bits(request["hands"], PACK_BITS[players])
    if held is None:
        require_play_seats(request["plays"], players, "plays")
        require_hands(request["hands"], "hands", players)
    return held


def require_plays(request: dict) -> None:
    """require_deal's checks of the plays: each by a seat at the table, each card in the pack. A replay that
    accepts every play has shown both (each was by the seat to act, of a card it held)."""
    players, plays = request["players"], request["plays"]
    require_play_seats(plays, players, "plays")
    # A card played twice is a violation of the record (not held the second time), not a 422.
    pack = pack_for(players)
    if not pack.issuperset([play["card"] for play in plays]):
        require_in_pack(located_plays(plays, "plays"), pack, pack_name(players))


def require_deal(request: dict) -> list:
    """The hands and plays can describe a deal at this table (cards in the pack, dealt once, seats in range).
    Returns each hand's bitmask."""
    held = require_table(request)
    require_plays(request)
    return held


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
