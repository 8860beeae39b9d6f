"""Forty-Five in the published conformance suite (referee/engine/game.py, Conformance): robbing and the
dealer's turned ace as steps, injected robbing faults, and perft from the first action of the deal."""

from referee.engine.game import Conformance
from referee.engine.position import Position
from referee.games.forty_five import deal
from referee.games.forty_five.robbing import choices, chooser
from referee.games.forty_five.rules import TURNED_ACE


def robbing(record: dict) -> tuple[str, int, list, str] | None:
    """The choice before the opening lead, as (phase, seat, its legal actions, rule): robbing.py's choices in the
    position the dealt record starts from (the dealer's on a turned ace, else the ace holder's); None when nobody
    has one."""
    position = deal.start(record)
    seat = chooser(position)
    if seat is None:
        return None
    choice = choices(position)
    return ("turned-ace" if choice["rule"] == TURNED_ACE else "rob"), seat, choice["choices"], choice["rule"]


def rob_steps(record: dict, rng) -> tuple[dict, list]:
    choice = robbing(record)
    if choice is None:
        return record, []
    phase, seat, legal, rule = choice
    action = rng.choice(legal)
    return (
        {**record, "actions": [action]},
        [{"phase": phase, "to_act": seat, "legal": legal, "rule": rule, "action": action}],
    )


def rob_faults(record: dict, rng) -> list:
    """A rob by a seat without the ace (or, on a turned ace, by another seat than the dealer), a discard not held,
    and a second choice by the same seat (index the action)."""
    choice = robbing(record)
    players, hands = record["players"], record["hands"]
    if choice is None:
        seat = rng.randrange(players)
        return [
            (
                "bad-rob",
                {**record, "actions": [{"type": "rob", "seat": seat, "discard": rng.choice(hands[seat])}]},
                "rob",
                0,
            )
        ]
    phase, seat, legal, _ = choice
    stranger = rng.choice([card for other, hand in enumerate(hands) if other != seat for card in hand])
    kind = "dealer-rob" if phase == "turned-ace" else "rob"
    other = rng.choice([other for other in range(players) if other != seat])
    wrong_seat = (
        {"type": "dealer-keep", "seat": other}
        if phase == "turned-ace"
        else {"type": "rob", "seat": other, "discard": rng.choice(hands[other])}
    )
    return [
        ("bad-rob", {**record, "actions": [wrong_seat]}, phase, 0),
        ("rob-not-held", {**record, "actions": [{"type": kind, "seat": seat, "discard": stranger}]}, phase, 0),
        ("rob-twice", {**record, "actions": [rng.choice(legal), rng.choice(legal)]}, phase, 1),
    ]


def perft_starts(record: dict) -> list:
    """perft counts the robbing choice (when there is one) as the deal's first action."""
    choice = robbing(record)
    if choice is None:
        return [(0, record)]
    return [(1, {**record, "actions": [action]}) for action in choice[2]]


def snapshot(position: Position) -> dict:
    seat, fields = position.to_act, position.fields
    return {
        "trump": fields.trump,
        "hand": position.cards(seat),
        "trick": list(position.trick),
        "seat": seat,
        "players": position.players,
        "trump_ace_demoted": fields.demoted,
    }


def prefix(record: dict, step: int) -> dict:
    """The record cut before its step ``step``: its first ``step`` actions (a play, or an action before the play)."""
    return {**record, "actions": record["actions"][:step]}


CONFORMANCE = Conformance(
    before_play=lambda rules, record, rng: rob_steps(record, rng),
    snapshot=snapshot,
    faults_before_play=rob_faults,
    play_index=lambda record, index: len(record["actions"]) + index,
    perft_starts=perft_starts,
)
