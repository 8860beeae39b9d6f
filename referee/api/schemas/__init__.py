"""Request and answer schemas: shared fields in ``common``, one module per game beside it.

``GAME_OPERATIONS`` maps each game id to the operations its schema module declares;
routes and ``referee.run`` are both built from it.
"""

from referee.api.schemas import forty_five

GAME_OPERATIONS: dict = {"forty-five": forty_five.OPERATIONS}
