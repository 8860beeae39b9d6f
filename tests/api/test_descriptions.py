"""Every operation on the docs page says what it answers, what to send and which errors come back: a game's own
words from the module that declares the operation, the rest shared (referee/api/routes.py, batch.py)."""

import pytest

from referee.api.app import create_app
from referee.operations import OPERATIONS

SPEC = create_app({"TESTING": True}).extensions["referee_api"].spec.to_dict()
DOCUMENTED = [
    pytest.param(path, method, operation, id=f"{method.upper()} {path}")
    for path, operations in SPEC["paths"].items()
    for method, operation in operations.items()
    if method in ("get", "post")
]


@pytest.mark.parametrize(("path", "method", "operation"), DOCUMENTED)
def test_every_operation_has_a_description_a_newcomer_can_act_on(path, method, operation):
    description = operation.get("description", "")
    assert len(description) > 60, description
    if method == "post":
        assert "send" in description.lower()
        # The errors it documents are named in it, each status once.
        problems = [status for status in operation["responses"] if status.startswith(("4", "5"))]
        assert all(f"- {status}: " in description for status in problems)


@pytest.mark.parametrize(
    ("game", "path"), [(game, path) for game, operations in OPERATIONS.items() for path in operations]
)
def test_a_game_operations_description_opens_with_the_games_own_words(game, path):
    own = OPERATIONS[game][path].description
    assert own and own[0].isupper() and own.endswith(".")
    assert SPEC["paths"][f"/v1/games/{game}/{path}"]["post"]["description"].startswith(own + "\n\n**Send**")
