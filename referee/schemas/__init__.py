"""Request and answer schemas: shared fields in ``common``, one module per game beside it.

``GAME_OPERATIONS`` maps each game id to the operations its schema module declares;
routes and ``referee.run`` are both built from it.
"""

from dataclasses import replace

from referee.schemas import auction_hearts, california_jack, dealing, disputes, forty_five, hearts

DECLARED: dict = {
    "forty-five": forty_five.OPERATIONS + disputes.OPERATIONS["forty-five"],
    "hearts": hearts.OPERATIONS + disputes.OPERATIONS["hearts"],
    "auction-hearts": auction_hearts.OPERATIONS + disputes.OPERATIONS["auction-hearts"],
    "california-jack": california_jack.OPERATIONS + disputes.OPERATIONS["california-jack"],
}


def _with_dealing(game: str, operations: list) -> list:
    """Every game deals fairly (referee-deal-v1), its deal's record documented as its adjudicate request."""
    adjudicate = next(operation for operation in operations if operation.path == "adjudicate")
    return [*operations, *dealing.operations(game, type(adjudicate.request))]


GAME_OPERATIONS: dict = {game: [replace(operation, game=game) for operation in _with_dealing(game, operations)]
                         for game, operations in DECLARED.items()}
