"""POST /v1/games/{game}/state (api.md v1.2): from any prefix of a record, what happens next. Written once on
the replay: the phase, the seat to act and what it may do, the hands, the trick, the tricks, the score so far, and
the violation (the position is then the one before the offending action)."""

from referee.engine.actions import PLAY
from referee.engine.game import Rules
from referee.engine.replay import replay


def state(rules: Rules, record: dict) -> dict:
    return state_of(rules, *replay(rules, record))


def state_of(rules: Rules, position, violation: dict | None) -> dict:
    """state's answer for the position a record reached and its violation (replay's pair), for a caller that needs
    the position too (state for one seat)."""
    seat = None if position.over else rules.to_act(position)
    legal, choices = [], {}
    if seat is None:
        ruling = rules.ending(position)
    elif position.phase == PLAY:
        allowed = rules.legality(position)
        legal = list(allowed.legal)
        ruling = rules.catalogue.ruling(allowed.rule, allowed.explanation)
    else:
        choices = rules.choices(position)
        ruling = {key: choices.pop(key) for key in ("rule", "basis", "explanation")}
    if violation is not None:
        ruling = {key: violation[key] for key in ("rule", "basis", "explanation")}
    return {
        "phase": position.phase,
        "to_act": seat,
        "legal": legal,
        **choices,
        "hands": [position.cards(each) for each in range(position.players)],
        "trick": list(position.trick),
        "tricks": list(position.tricks),
        "score": rules.score(position),
        "violation": violation,
        **ruling,
    }
