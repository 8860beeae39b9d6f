"""Auction Hearts: Hearts under its own rule ids and options, with a phase before the play (the auction and the naming
of the penalty suit) and the pot.

A game is this folder, each module in the role it has in every game (docs/engine.md): ``rules`` (the catalogue,
the options, the profiles, the rank tables and INFO), ``deal``, ``bidding`` (its phase before the play), ``play``
(RULES: Hearts' Rules subclassed, which the engine runs), ``scoring`` (the pot), ``irregularities``, ``disputes``,
``picture``, ``conformance``, and for the shells ``schema`` and ``examples``.
"""

from referee.games.auction_hearts.play import RULES
from referee.games.auction_hearts.rules import INFO

__all__ = ["INFO", "RULES"]
