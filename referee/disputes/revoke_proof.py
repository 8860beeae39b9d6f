"""rulings/revoke-proof: every revoke the tricks alone prove, written once for every game.

A play ``c`` by seat s at trick t is a proved revoke when a later play of s, card ``x``, was certainly in s's
hand at trick t (the game's Arrivals: draws and a turned ace joining late are the game's own business) and the
game's one legality check, asked for the hand {c, x} in trick t's position, refuses ``c``. Holding more cards
only ever narrows what may be played, so a refusal with {c, x} is a refusal with the real hand: the proof is
sound without knowing the rest of the hand. The earliest such later play is the proof.
"""

from referee.cards import CARD_BITS
from referee.disputes.tricks import Play, walk
from referee.engine.disputes import Arrivals
from referee.engine.game import Rules
from referee.engine.position import Position
from referee.games.wording import counted

DUTIES = {"follow": "follow suit", "trump": "play a trump", "follow-or-trump": "follow suit or trump"}


def revoke_proof(rules: Rules, request: dict) -> dict:
    plays, arrivals = walk(rules, request)
    revokes = []
    for play in plays:
        later = [other for other in plays if other.seat == play.seat and other.trick > play.trick]
        found = next((other for other in later if _proves(rules, arrivals, play, other)), None)
        if found is not None:
            revokes.append(_revoke(rules, request, play, found))
    if revokes:
        offenders = sorted({revoke["seat"] for revoke in revokes})
        seats = ", ".join(f"seat {seat}" for seat in offenders)
        summary = (
            f"The tricks prove {counted(len(revokes), 'revoke')} ({seats}): each offender later played a "
            f"card it already held when it failed to play as the rules required."
        )
    else:
        summary = (
            f"The tricks prove no revoke: in {counted(len(request['tricks']), 'trick')}, no player later "
            f"played a card it held when the rules required it instead of the card it played."
        )
    return rules.catalogue.ruling(rules.disputes.rule_ids["revoke-proof"], summary, revokes=revokes)


def _hand_of(play: Play, cards: list[str]) -> Position:
    """Trick t's position with the offender holding just ``cards``."""
    position = play.before.copy()
    position.received = [[] for _ in range(position.players)]
    position.hands = [0] * position.players
    position.received[play.seat] = list(cards)
    for card in cards:
        position.hands[play.seat] |= CARD_BITS[card]
    return position


def _proves(rules: Rules, arrivals: Arrivals, play: Play, later: Play) -> bool:
    if not arrivals.held_at(play.seat, later.card, play.trick):
        return False
    return play.card not in rules.legality(_hand_of(play, [play.card, later.card])).legal


def _revoke(rules: Rules, request: dict, play: Play, proof: Play) -> dict:
    position = _hand_of(play, [play.card, proof.card])
    legality = rules.legality(position)
    led = play.before.trick[0]["card"] if play.before.trick else None
    required = rules.disputes.required(position, play.card, proof.card)
    facts = {
        "seat": play.seat,
        "trick": play.trick,
        "card": play.card,
        "led": led,
        "required": required,
        "proof": {"trick": proof.trick, "card": proof.card},
    }
    rectification = rules.disputes.rectification(request, facts)
    # Prose counts tricks from 1; the fields are 0-based indexes into ``tricks``.
    played = (
        f"{led} was led to trick {play.trick + 1} and seat {play.seat} played {play.card}"
        if led
        else f"Seat {play.seat} led {play.card} to trick {play.trick + 1}"
    )
    explanation = (
        f"{played}, yet it already held {proof.card}, which it played to trick {proof.trick + 1}: it had "
        f"to {DUTIES[required]}, so {play.card} was a revoke."
    )
    return {**facts, "rectification": rectification, **rules.catalogue.ruling(legality.rule, explanation)}
