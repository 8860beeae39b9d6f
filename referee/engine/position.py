"""The position: the state of a deal between two actions, the same shape in every game.

Hands are bitmasks (``referee.cards.CARD_BITS``: one bit a card), so a legality check is a few AND operations;
``received`` keeps each seat's cards in the order they reached the hand (dealt, then robbed or drawn), so a
hand is shown to players in that order. ``fields`` holds the game's own typed state (the trump, the stock, the
penalty suit, the auction): a plain object whose attributes are data, never behaviour.
"""

from referee.cards import CARD_BITS, bits_of
from referee.engine.actions import OVER, PLAY


class Position:
    __slots__ = (
        "phase",
        "players",
        "dealer",
        "hands",
        "received",
        "to_act",
        "leader",
        "trick",
        "tricks",
        "captured",
        "notes",
        "fields",
    )

    def __init__(
        self,
        players: int,
        dealer: int,
        hands: list[list[str]],
        leader: int,
        fields=None,
        phase: str = PLAY,
        held: list[int] | None = None,
    ):
        self.phase = phase
        self.players = players
        self.dealer = dealer
        self.received = list(hands)  # each seat's list is replaced when it grows, never changed, so shared
        self.hands = list(held) if held is not None else [bits_of(hand) for hand in hands]
        self.leader = leader
        self.to_act = leader  # None once the deal is over
        self.trick: list[dict] = []  # the plays of the trick in progress, the leader's first
        self.tricks: list[dict] = []  # the completed tricks, in the adjudicate answer's shape
        # Each seat's cards won, in order; a pile is replaced when it grows, never changed in place (copy shares it).
        self.captured: list[list[str]] = [[] for _ in range(players)]
        self.notes: list[dict] = []  # rulings on the way (an irregular hand found, a default taken)
        self.fields = fields

    @classmethod
    def asking(cls, players: int, dealer, seat: int, hand: list[str], trick: list[dict], fields) -> "Position":
        """The position a snapshot (legal-moves, check-move) describes: ``trick`` in progress, led by its first
        play's seat (by ``seat`` when it is empty), and ``seat`` to act holding ``hand``, the list as sent. The
        other hands are unknown, so empty; no trick is complete."""
        position = cls.__new__(cls)
        position.phase, position.players, position.dealer, position.fields = PLAY, players, dealer, fields
        # Shared empty lists, as copy() shares them: a seat's list is replaced when it grows, never changed.
        position.received = [[]] * players
        position.received[seat] = hand
        position.hands = [0] * players
        position.hands[seat] = bits_of(hand)
        position.leader = trick[0]["seat"] if trick else seat
        position.to_act = seat
        position.trick = list(trick)
        position.tricks, position.notes = [], []
        position.captured = [[]] * players
        return position

    def cards(self, seat: int) -> list[str]:
        """What ``seat`` holds now, in the order the cards reached its hand."""
        hand, received = self.hands[seat], self.received[seat]
        # A hand holds only cards it received, so holding as many cards as it received means holding them all.
        if hand.bit_count() == len(received):
            return list(received)
        return [card for card in received if CARD_BITS[card] & hand]

    def holds(self, seat: int, card: str) -> bool:
        return bool(self.hands[seat] & CARD_BITS.get(card, 0))

    def give(self, seat: int, card: str) -> None:
        """``card`` joins ``seat``'s hand (a rob, a draw, a pass received)."""
        self.received[seat] = [*self.received[seat], card]
        self.hands[seat] |= CARD_BITS[card]

    def take(self, seat: int, card: str) -> None:
        """``card`` leaves ``seat``'s hand (played, discarded, passed)."""
        self.hands[seat] &= ~CARD_BITS[card]

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def copy(self) -> "Position":
        """A position to change without changing this one (the claim search, the conformance suite)."""
        other = Position.__new__(Position)
        other.phase, other.players, other.dealer = self.phase, self.players, self.dealer
        # A seat's received cards and captured pile are replaced when they grow (give, a trick taken), never changed
        # in place, so a copy shares them: the claim search copies a position at every card it tries.
        other.received = list(self.received)
        other.hands = list(self.hands)
        other.to_act, other.leader = self.to_act, self.leader
        other.trick, other.tricks = list(self.trick), list(self.tricks)
        other.captured = list(self.captured)
        other.notes = list(self.notes)
        other.fields = self.fields.copy() if hasattr(self.fields, "copy") else self.fields
        return other


def next_seat(seat: int, players: int) -> int:
    return (seat + 1) % players
