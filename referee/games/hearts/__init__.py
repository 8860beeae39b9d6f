"""Hearts: 3 to 6 players, stripped packs, one point per heart, settlement, and the house rules apps play by name.

A game is this folder, each module in the role it has in every game (docs/engine.md): ``rules`` (the catalogue,
the options, the profiles, the rank tables and INFO), ``deal``, ``passing`` (its phase before the play), ``play``
(legality, the trick winner, and RULES: the game's Rules, which the engine runs), ``scoring``, ``irregularities``,
``disputes``, ``picture``, ``conformance``, and for the shells ``schema`` and ``examples``. Auction Hearts plays
the same play under its own rule ids (its RULES subclass these).
"""

from referee.games.hearts.play import RULES
from referee.games.hearts.rules import INFO

__all__ = ["INFO", "RULES"]
