"""Request and answer schemas: shared fields in ``common``, one module per game beside it.

``GAME_OPERATIONS`` maps each game id to the operations its schema module declares;
routes and ``referee.run`` are both built from it.
"""

from referee.schemas import auction_hearts, california_jack, forty_five, hearts

GAME_OPERATIONS: dict = {
    "forty-five": forty_five.OPERATIONS,
    "hearts": hearts.OPERATIONS,
    "auction-hearts": auction_hearts.OPERATIONS,
    "california-jack": california_jack.OPERATIONS,
}
