"""rulings/revoke-proof: every revoke the tricks alone prove, written once for every game.

A play ``c`` by seat s at trick t is a proved revoke when a later play of s, card ``x``, was certainly in s's
hand at trick t (the game's held_at: draws and a turned ace joining late are the game's own business) and the
game's one legality check, asked for the hand {c, x} in trick t's position, refuses ``c``. Holding more cards
only ever narrows what may be played, so a refusal with {c, x} is a refusal with the real hand: the proof is
sound without knowing the rest of the hand. The earliest such later play is the proof.
"""

from referee.disputes.tricks import Play, walk
from referee.games.protocol import Game
from referee.games.wording import counted

DUTIES = {"follow": "follow suit", "trump": "play a trump", "follow-or-trump": "follow suit or trump"}


def revoke_proof(game: Game, request: dict) -> dict:
    plays, knowledge = walk(game, request)
    rules = game.disputes
    revokes = []
    for play in plays:
        later = [other for other in plays if other.seat == play.seat and other.trick > play.trick]
        found = next((other for other in later if _proves(game, knowledge, play, other)), None)
        if found is not None:
            revokes.append(_revoke(game, request, play, found))
    if revokes:
        offenders = sorted({revoke["seat"] for revoke in revokes})
        seats = ", ".join(f"seat {seat}" for seat in offenders)
        summary = (f"The tricks prove {counted(len(revokes), 'revoke')} ({seats}): each offender later played a "
                   f"card it already held when it failed to play as the rules required.")
    else:
        summary = (f"The tricks prove no revoke: in {counted(len(request['tricks']), 'trick')}, no player later "
                   f"played a card it held when the rules required it instead of the card it played.")
    return rules.ruling("revoke-proof", summary, revokes=revokes)


def _hand_of(play: Play, cards: list[str]) -> dict:
    """Trick t's position with the offender holding just ``cards``."""
    hands = [[] for _ in play.before["hands"]]
    hands[play.seat] = cards
    return {**play.before, "hands": hands}


def _proves(game: Game, knowledge, play: Play, later: Play) -> bool:
    if not game.disputes.held_at(knowledge, play.seat, later.card, play.trick):
        return False
    return play.card not in game.legality(_hand_of(play, [play.card, later.card])).legal


def _revoke(game: Game, request: dict, play: Play, proof: Play) -> dict:
    position = _hand_of(play, [play.card, proof.card])
    legality = game.legality(position)
    led = play.before["trick"][0]["card"] if play.before["trick"] else None
    required = game.disputes.required(position, play.card, proof.card)
    facts = {"seat": play.seat, "trick": play.trick, "card": play.card, "led": led, "required": required,
             "proof": {"trick": proof.trick, "card": proof.card}}
    rectification = game.disputes.rectification(request, facts)
    # Prose counts tricks from 1; the fields are 0-based indexes into ``tricks``.
    played = (f"{led} was led to trick {play.trick + 1} and seat {play.seat} played {play.card}" if led
              else f"Seat {play.seat} led {play.card} to trick {play.trick + 1}")
    explanation = (f"{played}, yet it already held {proof.card}, which it played to trick {proof.trick + 1}: it had "
                   f"to {DUTIES[required]}, so {play.card} was a revoke.")
    return {**facts, "rectification": rectification,
            **game.disputes.catalogue.ruling(legality.rule, explanation)}
