"""The game registry: game id -> the module that referees it.

Each module publishes ``INFO`` (a GameInfo) and its pure rule functions; none of
them imports Flask or marshmallow, so the engine is usable as a plain library.
"""

from referee.games import auction_hearts, california_jack, forty_five, hearts
from referee.games.info import GameInfo

GAME_MODULES: dict = {
    "forty-five": forty_five,
    "hearts": hearts,
    "auction-hearts": auction_hearts,
    "california-jack": california_jack,
}

GAMES: dict[str, GameInfo] = {module.INFO.id: module.INFO for module in GAME_MODULES.values()}
