"""California Jack in the published conformance suite (referee/games/protocol.py, Conformance): nothing comes
before the play, so every step is a play."""

from referee.games.california_jack.play import to_act
from referee.games.protocol import Conformance


def snapshot(position: dict) -> dict:
    seat = to_act(position)
    return {"trump": position["trump"], "hand": list(position["hands"][seat]), "trick": list(position["trick"]),
            "seat": seat}


CONFORMANCE = Conformance(
    before_play=lambda record, rng: (record, []), snapshot=snapshot,
    faults_before_play=lambda record, rng: [], play_index=lambda record, index: index,
    perft_starts=lambda record: [(0, record)],
)
