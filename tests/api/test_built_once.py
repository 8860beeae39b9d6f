"""Guards for the per-request cost, without timing anything: what can be built once is built once."""

from conftest import table_cases
from marshmallow import Schema

from referee.operations import OPERATIONS


def case_bodies():
    """One request body per operation: the first table-driven case's for it, else {}."""
    bodies = {(game, path): {} for game, operations in OPERATIONS.items() for path in operations}
    for game, case in reversed(table_cases()):
        bodies[(game, case["endpoint"])] = case["request"]
    return bodies


def test_no_schema_is_built_while_answering(client, monkeypatch):
    for (game, path), body in case_bodies().items():  # warm: anything lazily built is built now
        client.post(f"/v1/games/{game}/{path}", json=body)
    built = []
    original_init = Schema.__init__

    def counting_init(self, *args, **kwargs):
        built.append(type(self).__name__)
        original_init(self, *args, **kwargs)

    monkeypatch.setattr(Schema, "__init__", counting_init)
    for (game, path), body in case_bodies().items():
        assert client.post(f"/v1/games/{game}/{path}", json=body).status_code in (200, 422)
    assert built == []
