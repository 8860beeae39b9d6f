"""Deals played with revokes put in on purpose, for the result's tests: each drawn at random by the game's own
legality check, except where a seat is made to revoke; and a clean deal made to have a lead out of turn."""

import random

import referee
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


def lead_out_of_turn(game: str, record: dict) -> dict:
    """``record``, a clean deal played to its end, with the first two cards of one trick swapped: the second seat
    leads out of turn and the rest of the table, the seat whose lead it was included, plays after it, so the lead
    is condoned. The first trick where the swap makes that the record's one irregularity (the card the leader then
    plays follows suit, and the trick's winner still leads the next)."""
    key = "actions" if "actions" in record else "plays"
    plays = [index for index, action in enumerate(record[key]) if action.get("type", PLAY) == PLAY]
    start = 0
    for trick in referee.result(game, record)["as_played"]["tricks"]:
        first, second = plays[start], plays[start + 1]
        start += len(trick["plays"])
        swapped = [*record[key]]
        swapped[first], swapped[second] = swapped[second], swapped[first]
        changed = {**record, key: swapped}
        answer = referee.result(game, changed)
        if answer["settled"] and [found["type"] for found in answer["irregularities"]] == ["out-of-turn"]:
            return changed
    raise AssertionError(f"no trick of this {game} deal can be led out of turn with no other irregularity")
