"""Auction Forty-Fives: the partnership game of the Maritimes and New England. Forty-Five's ranks and play (one
legality serves both games) after an auction for the right to name trump and a discard and draw, scored 5 a trick
and 5 for the highest trump, the bid made or set, game at 120.

A game is this folder, each module in the role it has in every game (docs/engine.md): ``rules`` (the catalogue,
the options, the profiles, the rank tables and INFO), ``deal``, ``bidding`` and ``drawing`` (its phases before the
play), ``play`` (RULES: Forty-Five's Rules subclassed, which the engine runs), ``scoring``, ``irregularities``,
``disputes``, ``picture``, ``conformance``, and for the shells ``schema`` and ``examples``.
"""

from referee.games.auction_forty_fives.play import RULES
from referee.games.auction_forty_fives.rules import INFO

__all__ = ["INFO", "RULES"]
