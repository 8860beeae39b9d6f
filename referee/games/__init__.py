"""The game registry: game id -> the module that referees it.

Each module publishes ``INFO`` (a GameInfo), ``GAME`` (its Game protocol) and its endpoint functions;
none of them imports Flask or marshmallow, so the engine is usable as a plain library.
"""

from referee.games import auction_hearts, california_jack, forty_five, hearts
from referee.games.info import GameInfo
from referee.games.protocol import Game

GAME_MODULES: dict = {
    "forty-five": forty_five,
    "hearts": hearts,
    "auction-hearts": auction_hearts,
    "california-jack": california_jack,
}

GAMES: dict[str, GameInfo] = {module.INFO.id: module.INFO for module in GAME_MODULES.values()}

# The Game protocol of each game (referee/games/protocol.py), for code written once for all of them.
PROTOCOLS: dict[str, Game] = {module.INFO.id: module.GAME for module in GAME_MODULES.values()}
