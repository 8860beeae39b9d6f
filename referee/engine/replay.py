"""A record replayed, written once for every game: the seat to act, the game's one check of the action, apply;
up to the first violation or the record's end."""

import random

from referee.engine.actions import PLAY
from referee.engine.game import Rules, play_action
from referee.engine.position import Position


def replay(rules: Rules, record: dict, actions: list | None = None) -> tuple[Position, dict | None]:
    """The position ``record`` reaches and its first violation (None when every action is legal); the position
    is the one before the violating action. ``actions``: the record's actions, where the caller has them."""
    position = rules.start(record)
    violation = rules.run(position, rules.actions(record) if actions is None else actions)
    if violation is not None:
        return position, violation
    rules.finish(position)
    return position, None


def adjudicate(rules: Rules, record: dict) -> dict:
    """POST /v1/games/{game}/adjudicate: the record replayed, its violation, tricks and score."""
    position, violation = replay(rules, record)
    return rules.answer(record, position, violation)


def opening(rules: Rules, record: dict) -> Position:
    """The position at the opening lead: the record's actions before the play (a pass, robbing, an auction)
    applied, none of its plays. The dispute desk, the conformance suite and the property tests start here."""
    before_play = [action for action in rules.actions(record) if action.phase != PLAY]
    position, violation = replay(rules, record, before_play)
    if violation is not None:
        raise ValueError(f"the record breaks a rule before its play: {violation['explanation']}")
    return position


def after(rules: Rules, position: Position, action) -> Position:
    """The position after a legal ``action``, leaving ``position`` as it was (the claim search's step)."""
    following = position.copy()
    rules.apply(following, action)
    return following


def play_out(
    rules: Rules, rng: random.Random, players: int | None = None, dealt: dict | None = None
) -> tuple[dict, Position]:
    """A random legal deal played to its end by the game's own rules: (the adjudicate record, the last position).
    ``dealt``: play this record with no play (a fair deal's ``record``) instead of a random deal, what comes before
    the play chosen with ``rng``."""
    record = rules.deal(rng, players) if dealt is None else rules.before_play(dealt, rng)
    position = opening(rules, record)
    plays = []
    while (seat := rules.to_act(position)) is not None:
        action = play_action({"seat": seat, "card": rng.choice(rules.legality(position).legal)}, len(plays))
        plays.append(action.entry)
        rules.apply(position, action)
    return rules.with_plays(record, plays), position
