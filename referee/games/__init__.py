"""The game registry: game id -> the package that referees it.

Every subpackage of referee.games whose ``__init__`` publishes ``INFO`` (a GameInfo) and ``RULES`` (its Rules, the
one protocol: referee/engine/game.py) is a game: the registry finds them, so a new game is its own folder and nothing
here names it. What else the folder publishes is found by the role of its module, the same way in every game:
``disputes.DISPUTES``, ``conformance.CONFORMANCE`` and ``view.VISIBILITY`` are attached to its RULES, ``picture.PICTURE`` tells the
pictures its words, and the shells alone ask for ``schema`` and ``examples`` (game_part). None of the rest imports
Flask or marshmallow, so the engine is usable as a plain library.
"""

import importlib
import importlib.util
import pkgutil

from referee.engine.game import Rules
from referee.games.info import GameInfo
from referee.games.picturing import PictureFacts


def _game_packages() -> list:
    packages = [
        importlib.import_module(f"{__name__}.{found.name}") for found in pkgutil.iter_modules(__path__) if found.ispkg
    ]
    games = sorted(
        (
            package
            for package in packages
            if isinstance(getattr(package, "INFO", None), GameInfo)
            and isinstance(getattr(package, "RULES", None), Rules)
        ),
        key=lambda package: package.INFO.listed,
    )
    for key in ("id", "listed"):
        values = [getattr(package.INFO, key) for package in games]
        if len(set(values)) != len(values):
            raise LookupError(f"two game packages share a {key}: {values}")
    return games


def _published(package, role: str, name: str):
    """What the package's module for ``role`` publishes under ``name``; None where the game has no such module."""
    module_name = f"{package.__name__}.{role}"
    if importlib.util.find_spec(module_name) is None:
        return None
    return getattr(importlib.import_module(module_name), name)


# Game id -> its package, in the order the games are listed (GameInfo.listed).
GAME_MODULES: dict = {package.INFO.id: package for package in _game_packages()}

for _package in GAME_MODULES.values():
    _package.RULES.disputes = _published(_package, "disputes", "DISPUTES")
    _package.RULES.conformance = _published(_package, "conformance", "CONFORMANCE")
    _package.RULES.visibility = _published(_package, "view", "VISIBILITY")

GAMES: dict[str, GameInfo] = {game_id: package.INFO for game_id, package in GAME_MODULES.items()}

# The Rules of each game (referee/engine/game.py): what replay, snapshots, state, the dispute desk, dealing and the
# conformance suite ask, written once for all of them.
RULES: dict[str, Rules] = {game_id: package.RULES for game_id, package in GAME_MODULES.items()}


# What each game tells the picture of a record (referee/pictures): its own words for the actions before the play, the
# facts of its table, the draws between tricks. A game that publishes no PICTURE is drawn from what every game has.
PICTURES: dict[str, PictureFacts] = {
    game_id: _published(package, "picture", "PICTURE") or PictureFacts() for game_id, package in GAME_MODULES.items()
}


def game_part(game_id: str, role: str):
    """The module of the game's package that plays ``role``: its ``schema`` (request and answer schemas) or its
    ``examples`` (the documented example requests). Only the shells ask for these, so the library itself never
    imports marshmallow."""
    return importlib.import_module(f"{GAME_MODULES[game_id].__name__}.{role}")
