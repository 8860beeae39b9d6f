"""What a game shows the table, stated once per game in its folder (referee/games/<game>/view.py) and applied by
referee/engine/view.py, written once for every game."""

from collections.abc import Callable
from dataclasses import dataclass

from referee.engine.position import Position


@dataclass(frozen=True)
class Visibility:
    """What a game shows the table, stated once in the game's folder (referee/games/<game>/view.py)."""

    # The game's interpretation that a view cites: which cards each seat may know, under its rules.
    rule: str
    # (the record, the position it reached) -> the cards every seat has seen: each card played, a turned card, a
    # face-up stock's top card... A card that reached a seat's hand is known to that seat without being listed.
    public: Callable[[dict, Position], set]
    # (the position, the plays of a trick before a play, a hand as bits) -> the cards of that hand that may be played
    # next: the game's own duty to follow, from which a failure to follow proves a void (the game's legality).
    may_play: Callable[[Position, list, int], int]
    # (the position) -> (the phase, the seat to act) as the table sees them where the engine waits on a choice that
    # only the seat making it knows it has (Forty-Five's ace holder, who may rob until it plays); None: as the engine.
    public_turn: Callable[[Position], tuple | None] = lambda position: None
