"""Whist-lite in the published conformance suite: nothing comes before the play, so every step is a play."""

from referee.engine.game import Conformance
from referee.engine.position import Position


def snapshot(position: Position) -> dict:
    """The legal-moves request of the seat to act: its hand and the trick (its snapshot puts it at seat 0)."""
    return {"hand": position.cards(position.to_act), "trick": list(position.trick)}


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
