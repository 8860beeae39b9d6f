"""A record replayed, written once for every game: the seat to act, the game's one check of the action, apply;
up to the first violation or the record's end. ``run`` is the one loop over a record's actions: no game has its
own. A game judges each play through the ``Plays`` its ``Rules.plays`` gives."""

import random
from typing import TYPE_CHECKING

from referee.engine.actions import PLAY, Action, ActionList
from referee.engine.position import Position

if TYPE_CHECKING:
    from referee.engine.game import Rules


class Plays:
    """A record's plays judged one at a time, in order, on one position: what ``Rules.plays`` gives the replay's
    loop (``run``). By default each play goes to the game's ``Rules.play``. A game may keep the position's play in
    its own form between plays (the hands as C ints where compiled, the trick's best card so far) and write it back
    to the position in ``close``; where compiled, the loop calls ``play`` as a C function."""

    def __init__(self, rules: "Rules", position: Position):
        self.rules = rules
        self.position = position

    def play(self, seat: int, card: str, index: int, entry: dict) -> dict | None:
        """Judges a play ({"seat", "card"}, the record's own ``entry``; ``index`` where a violation names it) and,
        when the rules allow it, applies it: None, or the violation with the position (once closed) as it was."""
        return self.rules.play(self.position, seat, card, index, entry)

    def close(self) -> Position:
        """The position brought up to date with the plays applied so far (asked after the last play, and before
        anything reads the position); the position."""
        return self.position


def replay(rules: "Rules", record: dict, actions: list | None = None) -> tuple[Position, dict | None]:
    """The position ``record`` reaches and its first violation (None when every action is legal); the position
    is the one before the violating action. ``actions``: the record's actions, where the caller has them."""
    position = rules.start(record)
    violation = run(rules, position, rules.actions(record) if actions is None else actions)
    if violation is not None:
        return position, violation
    rules.finish(position)
    return position, None


def run(rules: "Rules", position: Position, actions) -> dict | None:
    """Acts on ``actions`` (a list of Actions, or an ActionList) in order up to the first that breaks a rule: its
    violation, with ``position`` the one before it; None when every action is legal. A play goes to the game's
    ``play``, an ActionList's plays to its ``plays`` as the record's entries (with no Action made for each), any
    other action to its ``act``; a play that comes while a phase before the play is still open goes to
    ``early_play``."""
    if type(actions) is ActionList:
        before, plays, first_index = actions.before, actions.plays, actions.first_index
    else:
        before, plays, first_index = actions, [], 0
    for action in before:
        if action.phase != PLAY:
            violation = rules.act(position, action)
        elif rules.plays_wait(position):
            return rules.early_play(position, action)
        else:
            violation = rules.play(position, action.seat, action.card, action.index, action.entry)
        if violation is not None:
            return violation
    if not plays:
        return None
    if rules.plays_wait(position):
        return rules.early_play(position, actions[len(before)])
    judged = rules.plays(position)
    if judged is None:
        judged = Plays(rules, position)
    violation = None
    for index in range(len(plays)):
        entry = plays[index]
        violation = judged.play(entry["seat"], entry["card"], first_index + index, entry)
        if violation is not None:
            break
    judged.close()
    return violation


def adjudicate(rules: "Rules", record: dict) -> dict:
    """POST /v1/games/{game}/adjudicate: the record replayed, its violation, tricks and score."""
    position, violation = replay(rules, record)
    return rules.answer(record, position, violation)


def opening(rules: "Rules", record: dict) -> Position:
    """The position at the opening lead: the record's actions before the play (a pass, robbing, an auction)
    applied, none of its plays. The dispute desk, the conformance suite and the property tests start here."""
    before_play = [action for action in rules.actions(record) if action.phase != PLAY]
    position, violation = replay(rules, record, before_play)
    if violation is not None:
        raise ValueError(f"the record breaks a rule before its play: {violation['explanation']}")
    return position


def after(rules: "Rules", position: Position, action) -> Position:
    """The position after a legal ``action``, leaving ``position`` as it was (the claim search's step)."""
    following = position.copy()
    rules.apply(following, action)
    return following


def play_out(
    rules: "Rules", rng: random.Random, players: int | None = None, dealt: dict | None = None
) -> tuple[dict, Position]:
    """A random legal deal played to its end by the game's own rules: (the adjudicate record, the last position).
    ``dealt``: play this record with no play (a fair deal's ``record``) instead of a random deal, what comes before
    the play chosen with ``rng``."""
    record = rules.deal(rng, players) if dealt is None else rules.before_play(dealt, rng)
    position = opening(rules, record)
    plays = []
    while (seat := rules.to_act(position)) is not None:
        card = rng.choice(rules.legality(position).legal)
        action = Action(PLAY, seat, len(plays), {"seat": seat, "card": card}, card=card)
        plays.append(action.entry)
        rules.apply(position, action)
    return rules.with_plays(record, plays), position
