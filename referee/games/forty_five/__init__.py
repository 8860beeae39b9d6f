"""Forty-Five: ranks, robbing, the renege privilege, trick winner, scoring, irregularities, whole-deal replay.

A game is this folder, each module in the role it has in every game (docs/engine.md): ``rules`` (the catalogue, the
options, the profiles, the rank tables and INFO), ``deal``, ``robbing`` (its phase before the play), ``play``
(legality, the trick winner, and RULES: the game's Rules, which the engine runs), ``scoring``, ``irregularities``,
``disputes``, ``picture``, ``conformance``, and for the shells ``schema`` and ``examples``.
"""

from referee.games.forty_five.play import RULES
from referee.games.forty_five.rules import INFO

__all__ = ["INFO", "RULES"]
