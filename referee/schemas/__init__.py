"""Request and answer schemas: the fields every game shares (``common``, ``disputes``, ``dealing``, ``state``...);
each game's own schema module lives in its package (referee/games/<game>/schema.py), found through the registry.

A game's schema module declares ``OPERATIONS``, and may declare ``RANK_TABLES`` (the fields that document its rank
tables, GET /v1/games/{game}) and ``STATE_FIELDS`` (the fields of the state answer that say what the seat to act may do before the play).
``GAME_OPERATIONS`` maps each game id to its operations, the fair deal's added; routes and ``referee.run`` are
both built from it.
"""

from dataclasses import replace

from referee.games import GAMES, RULES, game_part
from referee.schemas import dealing, disputes, result, state, view

# Game id -> its schema module, in the registry's order.
SCHEMA_MODULES: dict = {game: game_part(game, "schema") for game in GAMES}


def _with_shared(game: str, module) -> list:
    """Every game deals fairly (referee-deal-v1), its deal's record documented as its adjudicate request, and answers
        state from the same record; a game with a dispute desk analyses it too, and one that states what each seat may see
    (its view module) answers views."""
    operations = module.OPERATIONS
    adjudicate = next(operation for operation in operations if operation.path == "adjudicate")
    shared = dealing.operations(game, type(adjudicate.request))
    shared += state.operations(
        dealing.schema_name(game, ""), adjudicate, RULES[game], getattr(module, "STATE_FIELDS", {})
    )
    shared += result.operations(dealing.schema_name(game, ""), adjudicate, RULES[game])
    if RULES[game].visibility is not None:  # a game that states what each seat may see answers views
        shared += view.operations(dealing.schema_name(game, ""), adjudicate, RULES[game])
    if RULES[game].disputes is not None:  # a game with a dispute desk analyses its deals with the claim search
        shared.append(disputes.analysis_operation(RULES[game], adjudicate.request))
    return [*operations, *shared]


GAME_OPERATIONS: dict = {
    game: [replace(operation, game=game) for operation in _with_shared(game, module)]
    for game, module in SCHEMA_MODULES.items()
}

# The fields documenting every game's rank tables, each table once (games may share one, as "every suit").
RANK_TABLE_FIELDS: dict = {
    name: field for module in SCHEMA_MODULES.values() for name, field in getattr(module, "RANK_TABLES", {}).items()
}
