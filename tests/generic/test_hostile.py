"""Hostile and malformed input on every POST operation: always a 4xx problem+json, never a 5xx.

The operations come from the registry, so every game's endpoints are covered as soon as
they exist; the per-field attacks come from each request schema's own fields.
"""

import json

import pytest
from games_under_test import games_under_test
from marshmallow import ValidationError

from referee.api.app import create_app
from referee.operations import OPERATIONS
from referee.schemas.common import BoundedList

PROBLEM = "application/problem+json"
LIMIT = 64 * 1024


def request_field(path: str, name: str):
    game, operation = path.split("/", 4)[3:]
    return OPERATIONS[game][operation].request.fields[name]


POST_PATHS = [
    pytest.param(f"/v1/games/{game}/{path}", id=f"{game}/{path}")
    for game, operations in OPERATIONS.items()
    if game in games_under_test()
    for path in operations
]
POST_FIELDS = [
    pytest.param(f"/v1/games/{game}/{path}", name, id=f"{game}/{path}:{name}")
    for game, operations in OPERATIONS.items()
    if game in games_under_test()
    for path, operation in operations.items()
    for name in operation.request.fields
]


@pytest.fixture(scope="module")
def client():
    return create_app({"TESTING": True}).test_client()


@pytest.fixture(scope="module")
def roomy_client():
    """A server with a body limit large enough to let huge arrays reach validation."""
    return create_app({"TESTING": True, "MAX_CONTENT_LENGTH": 16 * 1024 * 1024}).test_client()


def assert_problem(response, *statuses):
    assert response.status_code in statuses, (response.status_code, response.get_data()[:300])
    assert response.content_type == PROBLEM
    body = response.get_json(force=True)
    assert body["status"] == response.status_code and body["detail"]
    assert b"Traceback" not in response.get_data() and b"<html" not in response.get_data().lower()
    return body


def send(client, path, raw: str | bytes, content_type="application/json"):
    return client.post(path, data=raw, content_type=content_type)


RAW_BODIES = {
    "empty": ("", 400),
    "truncated": ('{"hand": ["AH"', 400),
    "not-json": ("hand=AH", 400),
    "nan": ('{"players": NaN}', 400),
    "infinity": ('{"players": Infinity}', 400),
    "bad-utf8": (b'{"hand": ["\xff\xfe"]}', 400),
    "array": ("[1, 2, 3]", 422),
    "string": ('"AH"', 422),
    "number": ("42", 422),
    "null": ("null", 422),
    "deep-array": ("[" * 10_000 + "]" * 10_000, 422),
    "deep-object": ('{"a":' * 10_000 + "1" + "}" * 10_000, 422),
    "duplicate-name": ('{"hand": ["AS", "2H"], "hand": ["KD"]}', 400),
}


@pytest.mark.parametrize("path", POST_PATHS)
@pytest.mark.parametrize("kind", RAW_BODIES)
def test_malformed_bodies(client, path, kind):
    raw, status = RAW_BODIES[kind]
    assert_problem(send(client, path, raw), status)


@pytest.mark.parametrize("path", POST_PATHS)
@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "application/xml", ""])
def test_wrong_content_types(client, path, content_type):
    assert_problem(send(client, path, "{}", content_type), 415)


@pytest.mark.parametrize("path", POST_PATHS)
def test_a_body_just_under_the_limit_is_read_and_just_over_is_refused(client, path):
    under = "{}" + " " * (LIMIT - 2)
    over = under + " "
    assert_problem(send(client, path, under), 422)  # read and validated: required fields are missing
    assert_problem(send(client, path, over), 413)


@pytest.mark.parametrize("path", POST_PATHS)
def test_a_megabyte_string_is_refused_at_the_limit(client, path):
    assert_problem(send(client, path, json.dumps({"hand": "x" * 1_000_000})), 413)


@pytest.mark.parametrize("path, name", POST_FIELDS)
@pytest.mark.parametrize(
    "value",
    [
        pytest.param(None, id="null"),
        pytest.param("3", id="number-as-string"),
        pytest.param(-1, id="negative"),
        pytest.param(10**100, id="huge"),
        pytest.param(1.5, id="float"),
        pytest.param({}, id="object"),
        pytest.param("A\u0000\u202e♠\U0001f0a1", id="unicode-junk"),
        pytest.param([["AH"]], id="nested-list"),
        pytest.param(True, id="boolean"),
    ],
)
def test_a_hostile_value_in_any_field_is_named(client, path, name, value):
    field = request_field(path, name)
    try:
        field.deserialize(value)
        field_rejects = False
    except ValidationError:
        field_rejects = True
    response = client.post(path, json={name: value})
    if not field_rejects and response.status_code == 200:
        return  # e.g. null where the field allows it, and nothing else is required
    body = assert_problem(response, 422)
    if field_rejects:
        pointers = [error["pointer"] for error in body["errors"]]
        assert any(p == f"/{name}" or p.startswith(f"/{name}/") for p in pointers), pointers


@pytest.mark.parametrize("path", POST_PATHS)
def test_unknown_fields_are_named(client, path):
    body = assert_problem(client.post(path, json={"surprise": 1, "__proto__": {}}), 422)
    pointers = {error["pointer"] for error in body["errors"]}
    assert {"/surprise", "/__proto__"} <= pointers


def all_subclasses(cls):
    for subclass in cls.__subclasses__():
        yield subclass
        yield from all_subclasses(subclass)


@pytest.mark.parametrize("path, name", [p for p in POST_FIELDS if isinstance(request_field(*p.values), BoundedList)])
def test_a_huge_array_is_refused_before_any_item_is_read(roomy_client, monkeypatch, path, name):
    items_read = []

    def counting(original):
        def load_item(self, item):
            items_read.append(item)
            return original(self, item)

        return load_item

    for subclass in all_subclasses(BoundedList):
        monkeypatch.setattr(subclass, "load_item", counting(subclass.load_item))
    body = assert_problem(roomy_client.post(path, json={name: ["AH"] * 100_000}), 422)
    assert any(error["pointer"] == f"/{name}" for error in body["errors"])
    assert items_read == []
