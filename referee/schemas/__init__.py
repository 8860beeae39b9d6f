"""Request and answer schemas: shared fields in ``common``, one module per game beside it.

``GAME_OPERATIONS`` maps each game id to the operations its schema module declares;
routes and ``referee.run`` are both built from it.
"""

from referee.schemas import auction_hearts, california_jack, disputes, forty_five, hearts

GAME_OPERATIONS: dict = {
    "forty-five": forty_five.OPERATIONS + disputes.OPERATIONS["forty-five"],
    "hearts": hearts.OPERATIONS + disputes.OPERATIONS["hearts"],
    "auction-hearts": auction_hearts.OPERATIONS + disputes.OPERATIONS["auction-hearts"],
    "california-jack": california_jack.OPERATIONS + disputes.OPERATIONS["california-jack"],
}
