"""Guards for the per-request cost, without timing anything: what can be built once is built once."""

import json
from pathlib import Path

import pytest
from marshmallow import Schema

from referee.operations import OPERATIONS

CASES = Path(__file__).parent / "cases"


def case_bodies():
    """One valid request body per operation where a table-driven case gives one, else {}."""
    bodies = {(game, path): {} for game, operations in OPERATIONS.items() for path in operations}
    for cases_file in CASES.glob("*.json"):
        game = cases_file.stem.replace("_", "-")
        cases = json.loads(cases_file.read_text(encoding="utf-8"))
        for case in cases if isinstance(cases, list) else cases.get("cases", []):
            path = str(case.get("endpoint") or case.get("path") or case.get("operation") or "").strip("/")
            body = case.get("request") or case.get("body")
            if (game, path) in bodies and isinstance(body, dict) and not bodies[(game, path)]:
                bodies[(game, path)] = body
    return bodies


@pytest.mark.skipif(not OPERATIONS, reason="no game is registered yet")
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
