"""What the dispute desk (referee/disputes: revoke proofs, claims) asks of a game beyond its play, written once for
every game: a game's Rules carry its ``Disputes`` (``rules.disputes``), None where the game has no dispute desk.

Positions are the engine's (referee/engine/position.py), built by the game so that every option its legality check
reads is in them; the dispute code never judges a card itself, and steps from one position to the next only by the
game's own ``apply`` (referee.engine.replay.after).
"""

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from referee.engine.position import Position


@dataclass(frozen=True)
class Arrivals:
    """When cards joined the hands after the first recorded lead, as far as a request shows it: a revoke is proved
    only by a card the offender certainly held at the time (a card drawn, or a turned ace taken in after trick 1,
    was not yet in the hand)."""

    # card -> (the seat it joined, the trick after which it joined that seat's hand)
    late: dict = field(default_factory=dict)
    # Before this trick any card may have joined a hand unseen (draws the request does not show): none is proof.
    unknown_before: int = 0

    def held_at(self, seat: int, card: str, trick: int) -> bool:
        """Whether ``card``, which ``seat`` played after trick ``trick``, was certainly in its hand during it."""
        if trick < self.unknown_before:
            return False
        joined = self.late.get(card)
        return joined is None or joined[0] != seat or joined[1] < trick


@dataclass(frozen=True)
class TrickRules:
    """A game's trick play in the typed form the claim solver (referee.disputes.solver) searches: cards as bits
    (referee.cards.CARD_BITS), a trick as the bits of its cards in play order, the leader's first. Seats play in
    turn clockwise, and the winner of a trick leads the next."""

    # (the hand as bits, the trick so far) -> the cards of the hand that may be played to it, as bits
    legal: Callable[[int, list], int]
    # a complete trick -> the place of its winning card in it
    winner: Callable[[list], int]


@dataclass(frozen=True)
class Disputes:
    """A game's answers to the dispute desk. Positions are Positions; the desk copies one before a step."""

    # Revoke proofs. The position at the first recorded lead in which each seat holds the cards the tricks show it
    # playing (a request whose tricks describe no deal raises InvalidRecord), and when cards joined the hands.
    tricks_start: Callable[[dict], tuple[Position, Arrivals]]
    # What the rules required of the seat to act in ``position`` that ``card`` failed to do, shown by ``proof`` (a
    # card it held): "follow", "trump" or "follow-or-trump".
    required: Callable[[Position, str, str], str]
    # The ruling on a revoke found after the fact: (request, the revoke's facts) -> rule, basis, explanation.
    rectification: Callable[[dict, dict], dict]
    # Claims. (the position, the claiming seats, the cards still to be drawn) from a claim request; None for the
    # cards to be drawn when the request does not show whether any remain.
    claim_start: Callable[[dict], tuple[Position, frozenset, int | None]]
    # The part of a position the rest of the play depends on, hashable: the search's memo key.
    claim_key: Callable[[Position], Hashable]
    # card -> (group, rank, worth) for every card in a position: two cards of one hand in the same group with the
    # same worth and no card in play ranked between them are interchangeable in the rest of the play. The claim
    # solver asks a card's rank only where it meets a card of its group in a trick (the higher wins); a card whose
    # rank decides which cards may be played (Forty-Five's reneging privilege) is a worth of its own.
    card_classes: Callable[[Position], dict]
    # The rule id each kind of dispute answer cites: "revoke-proof", "claim", "claim-drawing" (a claim while cards
    # are still to be drawn), "claim-stock-unknown" (a claim where the request does not show whether any are).
    rule_ids: dict
    # Penalty cards among the cards of a completed trick (None: the game has no penalty-card claim).
    penalty_taken: Callable[[Position, list], int] | None = None
    # How a player names the game's penalty cards in an explanation (its penalty suit's name), where it has them;
    # None for a position where they have no name yet (an auction that has not named the penalty suit).
    penalty_name: Callable[[Position], str | None] | None = None
    # The play from a claim position as TrickRules for the claim solver; None where that position's play asks more
    # than the hands and the trick (the deal so far, a score that can end the hand): the general search answers.
    trick_rules: Callable[[Position], TrickRules | None] | None = None
    # The cards still to be drawn in a position of the play, where the game draws during it (None: it never does);
    # a claim in a deal's result waits until none are, as rulings/claim does ("claim-drawing").
    cards_to_draw: Callable[[Position], int] | None = None
