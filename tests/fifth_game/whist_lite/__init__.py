"""Whist-lite, the worked example of docs/engine.md (tests/rules/test_fifth_game.py adds this folder to a copy of
Referee as referee/games/whist_lite, as the page says): 4 players, 13 cards each, follow suit, no trump, one point a
trick. A game is its folder: ``rules`` (the catalogue, the options, the profile, the rank table and INFO), ``deal``,
``play`` (legality, the trick winner, and RULES, the game's Rules), ``scoring``, ``conformance``, and for the shells
``schema`` and ``examples``; it has no irregularities, disputes or picture of its own, and touches nothing shared.
"""

from referee.games.whist_lite.play import RULES
from referee.games.whist_lite.rules import INFO

__all__ = ["INFO", "RULES"]
