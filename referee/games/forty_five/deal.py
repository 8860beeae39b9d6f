"""The deal: its layout (forty-five.deal), the checks a deal record must pass, the record's actions, and the
position before the first of them (the deal's own typed state in ``Deal``)."""

from itertools import repeat

from referee.cards import CARD_BITS, FULL_PACK, hand_bits
from referee.engine.actions import PLAY, ROB, Action, ActionList
from referee.engine.game import Dealing
from referee.engine.position import Position
from referee.engine.records import require_distinct_cards, require_players, require_seat
from referee.engine.tricks import next_seat
from referee.games.forty_five import robbing, rules
from referee.games.forty_five.rules import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, Options, ace_of
from referee.games.forty_five.scoring import check_scores_before, resolve_sides
from referee.rulings import InvalidRecord, pointer

ALL_CARDS = sum(CARD_BITS.values())

# From the top of the deck, packets of 3 then 2 to each seat in turn from the dealer's left, then the card turned
# for trump; the cards left are the stock.
DEAL_PACKETS = (3, 2)


def deal_from_deck(deck: list, players: int, dealer: int) -> dict:
    """The hands (seat order, each in the order received), the turned card and the stock (top first)."""
    hands = [[] for _ in range(players)]
    top = 0
    for packet in DEAL_PACKETS:
        for turn in range(players):
            hands[(dealer + 1 + turn) % players] += deck[top : top + packet]
            top += packet
    return {"hands": hands, "turned": deck[top], "stock": list(deck[top + 1 :])}


def pack(players: int) -> tuple:
    """Every table plays with the whole pack."""
    return FULL_PACK


def deal_record(dealt: dict, players: int, dealer: int) -> dict:
    """The adjudicate record of a deal (forty-five.deal) before anyone robs or plays."""
    return {"players": players, "dealer": dealer, "hands": dealt["hands"], "turned": dealt["turned"], "actions": []}


DEALING = Dealing(
    rule=rules.DEAL,
    fair_deal=rules.FAIR_DEAL,
    pack=pack,
    layout=lambda deck, players, dealer, options: deal_from_deck(deck, players, dealer),
    record=deal_record,
    described=lambda dealt: [f"The next card, {dealt['turned']}, is turned."],
)


class Deal:
    """A deal's own state, the position's ``fields``: plain data, read by the play (play.py) and the robbing
    (robbing.py). A variant's deal adds its own fields to these."""

    __slots__ = (
        "trump",
        "demoted",  # the trump suit, and whether its ace is the lowest trump (forty-five.rob.announce)
        "turned",
        "ace",
        "ace_holder",  # the turned card, the ace of trumps and the seat dealt it (None: nobody)
        "robbed",  # seat -> "rob" or "announce", each seat's choice once made
        "dealer_choice",  # "dealer-rob" or "dealer-keep" once the dealer has chosen on a turned ace
        "joining",  # the turned ace the dealer robbed, joining the dealer's hand after trick 1 (forty-five.i-turned-ace)
        "played",  # the seats that have played a card
        "dealt_sizes",
        "irregular",
        "dead",  # cards dealt per seat; seats dealt other than 5; those found dead
        "pot_winner",  # the seat that won the pot (forty-five.i-pot), ending the hand
        "ended_by",  # the index of the action at which the hand ended
        "index",  # the index the record's next action has: where a ruling found at its end is noted
        "turn",  # the seat a play out of turn that stands gave the turn to (FortyFive.turn_to), until it plays
        "sides",
        "scoring",
        "scores_before",  # the record's scoring
    )

    def __init__(self, trump: str, demoted: bool = False, sizes: list | None = None):
        self.trump, self.demoted = trump, demoted
        self.turned = self.ace = self.ace_holder = None
        self.robbed = {}
        self.dealer_choice = self.joining = None
        self.played = set()
        self.dealt_sizes = sizes or []
        self.irregular = _irregular(self.dealt_sizes)
        self.dead = set()
        self.pot_winner = self.ended_by = None
        self.index = 0
        self.turn = None
        self.sides = self.scores_before = None
        self.scoring = Options.scoring

    def copy(self) -> "Deal":
        other = Deal.__new__(Deal)
        for name in Deal.__slots__:
            setattr(other, name, getattr(self, name))
        other.robbed, other.played, other.dead = dict(self.robbed), set(self.played), set(self.dead)
        return other


NO_SEATS = frozenset()


def _irregular(sizes: list) -> frozenset:
    """The seats dealt other than 5 cards (forty-five.dead-hand)."""
    if sizes.count(HAND_SIZE) == len(sizes):
        return NO_SEATS
    return frozenset(seat for seat, size in enumerate(sizes) if size != HAND_SIZE)


def require_record(record: dict) -> list:
    """The record's own checks (the table, every card once, the actions' seats); returns each hand's bitmask."""
    players = record["players"]
    require_players(players, MIN_PLAYERS, MAX_PLAYERS)
    require_seat(record["dealer"], players, "/dealer")
    hands = record["hands"]
    if len(hands) != players:
        raise InvalidRecord.at("/hands", f"must hold one hand per seat: {players} players, {len(hands)} hands")
    turned = record["turned"]
    # The cards are canonical (the schema's), so hand_bits refuses only a card in two places, located here.
    held = hand_bits([*hands, (turned,)], ALL_CARDS)
    if held is None:
        require_distinct_cards(
            [*(card for hand in hands for card in hand), turned],
            lambda: [
                *((("hands", seat, i), card) for seat, hand in enumerate(hands) for i, card in enumerate(hand)),
                ("/turned", turned),
            ],
        )
    entries = record["actions"]
    # Each action's seat (-1 where it names none), read without a Python loop: a record has many actions.
    if entries and max(map(dict.get, entries, repeat("seat"), repeat(-1))) >= players:
        raise InvalidRecord(
            [
                (
                    pointer("actions", index, "seat"),
                    f"seat {action['seat']} is out of range: seats are 0 to {players - 1} with {players} players",
                )
                for index, action in enumerate(entries)
                if action.get("seat", -1) >= players
            ]
        )
    held.pop()  # the turned card's
    return held


def start(record: dict) -> Position:
    """The position before the record's first action: robbing open (forty-five.rob.ace, rob.turned-ace) or the
    opening lead to the dealer's left (forty-five.play.lead)."""
    held = require_record(record)
    players, dealer, turned = record["players"], record["dealer"], record["turned"]
    sides = resolve_sides(players, record.get("sides"))
    scores_before = check_scores_before(record.get("scores_before"), sides)
    hands = record["hands"]
    fields = Deal(turned[1], sizes=[len(hand) for hand in hands])
    fields.turned, fields.ace = turned, ace_of(turned[1])
    fields.ace_holder = holder_of(held, CARD_BITS[fields.ace])
    fields.sides, fields.scores_before = sides, scores_before
    fields.scoring = record.get("scoring", Options.scoring)
    position = Position(players, dealer, hands, next_seat(dealer, players), fields, held=held)
    robbing.open_phase(position)
    return position


def holder_of(held: list, bit: int) -> int | None:
    """The seat whose hand (a bitmask) holds the card ``bit``, or None."""
    for seat, hand in enumerate(held):
        if hand & bit:
            return seat
    return None


def actions(record: dict) -> ActionList | list[Action]:
    """The record's actions in order; a robbing action names its discard as the card it concerns. The usual record,
    its robbing before its plays, is an ActionList, so the replay's loop hands its plays to the game as the record's
    entries; a record with a robbing action among its plays is a list of Actions, acted on one by one."""
    entries = record["actions"]
    kinds = [entry["type"] for entry in entries]
    first_play = kinds.index("play") if "play" in kinds else len(kinds)
    if kinds.count("play") == len(kinds) - first_play:
        before = [_action(index, entry) for index, entry in enumerate(entries[:first_play])]
        return ActionList(before, entries[first_play:], first_play)
    return [_action(index, entry) for index, entry in enumerate(entries)]


def _action(index: int, entry: dict) -> Action:
    if entry["type"] == "play":
        return Action(PLAY, entry["seat"], index, entry, entry["card"])
    return Action(ROB, entry.get("seat"), index, entry, entry.get("discard"), (), None, entry["type"])


# Records for the property tests and the conformance suite.


def deal(rng, players: int | None = None) -> dict:
    """A random deal (forty-five.deal), ready to play."""
    return before_play(DEALING.shuffled(rng, players or rng.randint(MIN_PLAYERS, MAX_PLAYERS)), rng)


def before_play(record: dict, rng=None) -> dict:
    """The ace holder announces (forty-five.rob.announce), or the dealer keeps a turned ace, so the play
    starts with no ace demoted."""
    hands, turned = record["hands"], record["turned"]
    ace = ace_of(turned[1])
    holder = next((seat for seat, hand in enumerate(hands) if ace in hand), None)
    actions = (
        [{"type": "dealer-keep"}]
        if turned[0] == "A"
        else [{"type": "announce", "seat": holder}]
        if holder is not None
        else []
    )
    return {**record, "actions": actions}


def with_plays(record: dict, plays: list) -> dict:
    return {**record, "actions": [*record["actions"], *({"type": "play", **play} for play in plays)]}
