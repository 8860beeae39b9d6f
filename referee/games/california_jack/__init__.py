"""California Jack: two players, a draw pile, High/Low/Jack/Game, first to 10 wins.

A game is this folder, each module in the role it has in every game (docs/engine.md): ``rules`` (the catalogue,
the options, the profiles, the rank tables and INFO), ``deal``, ``drawing`` (the draw between tricks), ``play``
(legality, the trick winner, and RULES: the game's Rules, which the engine runs), ``scoring``, ``irregularities``,
``disputes``, ``picture``, ``conformance``, and for the shells ``schema`` and ``examples``.
"""

from referee.games.california_jack.play import RULES
from referee.games.california_jack.rules import INFO

__all__ = ["INFO", "RULES"]
