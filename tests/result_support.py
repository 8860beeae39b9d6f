"""Deals played with revokes put in on purpose, for the result's tests: each drawn at random by the game's own
legality check, except where a seat is made to revoke."""

import random

from referee.engine.actions import PLAY, Action
from referee.engine.replay import opening
from referee.games import RULES

# A Hearts deal of two tricks in which seat 2 discarded 3C on the diamond lead while holding 9D, which it played to
# the next trick: the revoke is established (docs/disputes.md shows the same record).
LATE_REVOKE = {
    "players": 4,
    "dealer": 3,
    "hands": [["7D", "4S"], ["3D", "5S"], ["3C", "9D"], ["KD", "2S"]],
    "plays": [
        {"seat": 0, "card": "7D"},
        {"seat": 1, "card": "3D"},
        {"seat": 2, "card": "3C"},
        {"seat": 3, "card": "KD"},
        {"seat": 3, "card": "2S"},
        {"seat": 0, "card": "4S"},
        {"seat": 1, "card": "5S"},
        {"seat": 2, "card": "9D"},
    ],
}


def revoking_deal(
    game: str,
    seed: int,
    revokes: dict,
    players: int = 4,
    early_leads: tuple = (),
    options: dict | None = None,
    strict: bool = True,
) -> dict:
    """A random deal of ``game`` played to its end, in which seat s, for each (trick -> seat) of ``revokes``,
    plays a card the rules forbid at that trick where it holds one (else at the first later trick where it
    does), and the lead to each trick of ``early_leads`` is made by the seat after the leader, out of turn, the
    rest following on from it. Every other play is a legal one. ``options``: house rules the record plays under; ``strict``: every revoke asked for is made (else those the
    cards allow)."""
    rules = RULES[game]
    rng = random.Random(seed)
    record = {**rules.deal(rng, players), **(options or {})}
    position = opening(rules, record)
    owed = dict(revokes)
    plays = []
    while (seat := rules.to_act(position)) is not None:
        if not position.trick and len(position.tricks) in early_leads:
            seat = (seat + 1) % position.players
            rules.turn_to(position, seat)
        allowed = rules.legality(position)
        forbidden = [card for card in position.cards(seat) if card not in allowed.legal]
        due = next(
            (trick for trick, offender in owed.items() if offender == seat and trick <= len(position.tricks)), None
        )
        if due is not None and forbidden and position.trick:
            card = rng.choice(forbidden)
            del owed[due]
        else:
            card = rng.choice(allowed.legal)
        action = Action(PLAY, seat, len(plays), {"seat": seat, "card": card}, card=card)
        plays.append(action.entry)
        rules.apply(position, action)
    assert not owed or not strict, f"seed {seed}: no revoke was possible for {owed}"
    return rules.with_plays(record, plays)


def revokes_of(answer: dict) -> list[dict]:
    return [irregularity for irregularity in answer["irregularities"] if irregularity["type"] == "revoke"]
