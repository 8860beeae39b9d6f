"""Request and answer schemas: shared fields in ``common``, one module per game beside it.

``GAME_OPERATIONS`` maps each game id to the operations its schema module declares;
routes and ``referee.run`` are both built from it.
"""

from dataclasses import replace

from referee.schemas import auction_hearts, california_jack, forty_five, hearts

GAME_OPERATIONS: dict = {
    game: [replace(operation, game=game) for operation in operations]
    for game, operations in {
        "forty-five": forty_five.OPERATIONS,
        "hearts": hearts.OPERATIONS,
        "auction-hearts": auction_hearts.OPERATIONS,
        "california-jack": california_jack.OPERATIONS,
    }.items()
}
