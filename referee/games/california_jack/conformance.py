"""California Jack in the published conformance suite (referee/engine/game.py, Conformance): nothing comes
before the play, so every step is a play."""

from referee.engine.game import Conformance
from referee.engine.position import Position


def snapshot(position: Position) -> dict:
    seat = position.to_act
    return {"trump": position.fields.trump, "hand": position.cards(seat), "trick": list(position.trick), "seat": seat}


def prefix(record: dict, step: int) -> dict:
    """The record cut before its step ``step``: its first ``step`` plays."""
    return {**record, "plays": record["plays"][:step]}


CONFORMANCE = Conformance(
    before_play=lambda rules, record, rng: (record, []),
    snapshot=snapshot,
    faults_before_play=lambda record, rng: [],
    play_index=lambda record, index: index,
    perft_starts=lambda record: [(0, record)],
)
