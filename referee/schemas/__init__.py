"""Request and answer schemas: shared fields in ``common``, one module per game beside it.

``GAME_OPERATIONS`` maps each game id to the operations its schema module declares;
routes and ``referee.run`` are both built from it.
"""

from referee.schemas import auction_hearts, california_jack, dealing, forty_five, hearts

GAME_OPERATIONS: dict = {
    "forty-five": forty_five.OPERATIONS,
    "hearts": hearts.OPERATIONS,
    "auction-hearts": auction_hearts.OPERATIONS,
    "california-jack": california_jack.OPERATIONS,
}

# Every game deals fairly (referee-deal-v1), its deal's record documented as its adjudicate request.
for _game, _operations in GAME_OPERATIONS.items():
    _adjudicate = next(operation for operation in _operations if operation.path == "adjudicate")
    GAME_OPERATIONS[_game] = [*_operations, *dealing.operations(_game, type(_adjudicate.request))]
