"""The deal (hearts.strip): its layout, the checks a Hearts request must pass before it describes a game state
(each failure a 422, InvalidRecord, naming the field, never a ruling), the misdeal finding, and the position
before a record's first action."""

from collections.abc import Callable

from referee.cards import RANKS, bits_of, card_series, distinct_within, hand_bits
from referee.engine.actions import OVER, PASS, PLAY
from referee.engine.game import Dealing
from referee.engine.position import Position
from referee.engine.records import require_distinct, require_in_pack, require_per_seat, require_seat
from referee.engine.tricks import next_seat
from referee.games.hearts import passing
from referee.games.hearts.rules import (
    CARDS_EACH,
    FAIR_DEAL,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PACKS,
    STRIP,
    Variant,
    deal_from_deck,
    pack_for,
    pack_in_order,
    pack_name,
)
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
    require_cards_located_if_faulty(
        [card for hand in hands for card in hand], lambda: located_hands(hands, field), players
    )


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
                f"seat {next_seat(trick[index - 1]['seat'], players)} is next",
            )


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
    require_plays_at(request["plays"], request["players"])


def require_plays_at(plays: list, players: int) -> None:
    """require_plays for the plays of a table of ``players``."""
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
        raise InvalidRecord.at(
            "/trick", f"a trick in progress holds at most {longest} plays before this player acts, not {len(trick)}"
        )
    require_trick_order(trick, players, "trick")
    if players is not None and "seat" in request:
        require_seat(request["seat"], players, "/seat")
    hand, on_table = request["hand"], [play["card"] for play in trick]
    require_cards_located_if_faulty(
        hand + on_table, lambda: located_cards(hand, "hand") + located_plays(trick, "trick"), players
    )
    if "card" in request:
        # The card asked about may be in the hand (or not held at all), never already on the table.
        card = request["card"]
        require_cards_located_if_faulty(
            on_table + [card], lambda: located_plays(trick, "trick") + [("/card", card)], players
        )


# The deal as a record, and the misdeal a record's hands show.


def deal_record(dealt: dict, players: int, dealer: int) -> dict:
    return {"players": players, "dealer": dealer, "hands": dealt["hands"], "plays": []}


DEALING = Dealing(
    rule=STRIP,
    fair_deal=FAIR_DEAL,
    pack=pack_in_order,
    layout=lambda deck, players, dealer, options: deal_from_deck(deck, players, dealer),
    record=deal_record,
)


def deal(rng, players: int | None = None) -> dict:
    """A random deal: the whole (stripped) pack dealt one card at a time from the dealer's left (hearts.strip)."""
    return DEALING.shuffled(rng, players or rng.randint(MIN_PLAYERS, MAX_PLAYERS))


def wrong_counts(counts: list[int], players: int) -> list[int]:
    return [seat for seat, count in enumerate(counts) if count != CARDS_EACH[players]]


def counts_text(counts: list[int], seats: list[int]) -> str:
    return card_series(f"seat {seat} has {counts[seat]}" for seat in seats)


def misdeal_findings(hands: list[list[str]], variant: Variant) -> list[dict]:
    players = len(hands)
    each = CARDS_EACH[players]
    for hand in hands:  # the usual case, settled without a list
        if len(hand) != each:
            break
    else:
        return []
    counts = [len(hand) for hand in hands]
    wrong = wrong_counts(counts, players)
    return [
        variant.ruling(
            variant.misdeal,
            f"With {players} players each hand must hold {CARDS_EACH[players]} cards ({variant.strip}), but "
            f"{counts_text(counts, wrong)}: a misdeal, for which the rules give no procedure.",
            seat=None,
            seats=wrong,
        )
    ]


# The position before a record's first action.


class Deal:
    """Hearts' own fields of a position (``Position.fields``): plain data, read by the play and the answer."""

    __slots__ = (
        "variant",
        "penalty_suit",
        "direction",
        "passes",
        "passed_hands",
        "broken_by",
        "opening_card",
        "opening_text",
        "scores_before",
        "restricted",
        "plays",
    )

    def __init__(
        self, variant: Variant, penalty_suit: str = "H", direction: str | None = None, scores_before: list | None = None
    ):
        self.variant = variant  # the rule ids cited, and the house rules in force
        self.penalty_suit = penalty_suit
        self.direction = direction  # the direction of the pass (hearts.pass), None where no passing is played
        self.passes: list = []  # the passes made so far, in seat order (each seat's cards)
        self.passed_hands = None  # each hand after the pass, once it is made
        self.broken_by = None  # the card that broke the penalty suit (hearts.hearts-broken), where it matters
        self.opening_card = None  # the card the opening lead must be (hearts.lead.two-of-clubs)
        self.opening_text = None  # how an out-of-turn ruling names the opening leader (None: the dealer's left)
        self.scores_before = scores_before
        # Whether the house rules in force narrow the play beyond following suit (read at every play).
        self.restricted = variant.house.restricts_play
        # The record's plays, where the position is a record's: checked as the record's checks do when a replay
        # stops early (HeartsRules.play).
        self.plays = None

    def copy(self) -> "Deal":
        # Each slot by name rather than a loop over __slots__: the claim search copies a deal at every card it tries.
        other = type(self).__new__(type(self))
        other.variant, other.penalty_suit, other.direction = self.variant, self.penalty_suit, self.direction
        other.passes, other.passed_hands, other.broken_by = list(self.passes), self.passed_hands, self.broken_by
        other.opening_card, other.opening_text, other.scores_before = (
            self.opening_card,
            self.opening_text,
            self.scores_before,
        )
        other.restricted, other.plays = self.restricted, self.plays
        return other


def require_passes(request: dict, direction: str, variant: Variant) -> None:
    """A record whose deal passes gives every seat's pass (hearts.i-pass-record): a 422 otherwise."""
    passes = request.get("passes")
    if passes is None:
        if direction == "hold":
            return
        raise InvalidRecord.at(
            "/passes",
            f"this deal passes {direction}: give passes, the {passing.PASS_SIZE} cards "
            f"each seat passed ({variant.passing})",
        )
    require_per_seat(passes, request["players"], "passes")


def passes_complete(request: dict, direction: str) -> bool:
    passes = request.get("passes")
    return direction == "hold" if passes is None else len(passes) == request["players"]


def start(
    request: dict, variant: Variant, penalty_suit: str = "H", held: list | None = None, direction: str | None = None
) -> Position:
    """The position before the record's first action (the pass, or the opening lead), after the record's checks:
    require_deal's, in its order of faults, except that the plays' own (require_plays) wait for a replay that
    stops early when nothing else comes between (a replay that accepts every play has shown each by the seat to
    act, of a card it held). A record whose passes are incomplete is refused here only when plays follow them
    (a record of the pass in progress is a state, and adjudicate refuses it: ``require_passes``)."""
    if held is None:
        held = require_table(request)
    try:
        direction = passing.direction_of(request, variant) if direction is None else direction
    except InvalidRecord:
        require_plays(request)
        raise
    hands, players = request["hands"], request["players"]
    fields = Deal(variant, penalty_suit, direction, request.get("scores_before"))
    fields.plays = request["plays"]
    if direction is None:
        return opening(Position(players, request["dealer"], hands, 0, fields, PLAY, held))
    require_plays(request)
    passes = request.get("passes")
    if not passes_complete(request, direction):
        if request["plays"] or (passes is not None and len(passes) > players):
            require_passes(request, direction, variant)
    elif passes is not None:
        require_hands(passes, "passes", players)
    position = Position(players, request["dealer"], hands, 0, fields, phase=PASS, held=held)
    if passes is None and direction == "hold":  # a hold deal with nothing passed: no pass to make
        return opening(passing.made(position))
    position.to_act = 0
    return position


def opening(position: Position) -> Position:
    """``position`` at the opening lead: its leader (hearts.play.lead, or the holder of the lowest club under
    two-of-clubs), in the play, or over already when the leader holds no card."""
    fields = position.fields
    if fields.variant.house.opening_lead == "two-of-clubs":
        fields.opening_card = lowest_club([card for seat in range(position.players) for card in position.cards(seat)])
        leader, fields.opening_text = opening_leader(position)
    else:
        leader = next_seat(position.dealer, position.players)
    position.leader = leader
    if position.hands[leader]:
        position.phase, position.to_act = PLAY, leader
    else:
        position.phase, position.to_act = OVER, None
    return position


def opening_leader(position: Position) -> tuple[int, str | None]:
    """Who makes the opening lead, and how an out-of-turn ruling names them (None: the dealer's left)."""
    dealer_left = next_seat(position.dealer, position.players)
    card = position.fields.opening_card
    if card is None:
        return dealer_left, None
    holder = next((seat for seat in range(position.players) if position.holds(seat, card)), None)
    if holder is None:
        return dealer_left, None
    return holder, f"seat {holder} holds {card}, the lowest club in play, and makes the opening lead"


def lowest_club(cards) -> str | None:
    """The lowest club among ``cards``: the opening card under two-of-clubs (hearts.i-lowest-club)."""
    clubs = [card for card in cards if card[1] == "C"]
    return min(clubs, key=lambda card: RANKS.index(card[0])) if clubs else None
