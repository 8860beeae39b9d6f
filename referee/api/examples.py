"""One example request per operation, for the spec (and so for Swagger's "Try it out"), from each game's own
``examples`` module (referee/games/<game>/examples.py).

Each is the request of a table-driven case (tests/cases), so it is known to be right; the spec's example answer is
what the engine answers to it, and a test posts every example to the app.
"""

from referee.games import GAME_MODULES, game_part


def example_request(game: str, operation: str) -> dict | None:
    """The example for ``operation``, or None (a test checks that every operation has one)."""
    if game not in GAME_MODULES:  # a game made up by a test, with no package
        return None
    return game_part(game, "examples").EXAMPLES.get(operation)
