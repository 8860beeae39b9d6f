"""A name given twice in one JSON object is refused (I-JSON, RFC 7493, section 2.3), never read as its last value:
parsers differ on which member counts, and a request the referee answers and signs must mean one thing to every
reader. Every shell that reads a request (HTTP, a batch line, the CLI) refuses it alike, naming the name and where."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.api.app import create_app
from referee.jsonio import DuplicateName, from_json, quick_from_json
from referee.operations import OPERATIONS

REFEREE = str(Path(sys.executable).with_name("referee"))
POST_PATHS = [f"/v1/games/{game}/{path}" for game, operations in OPERATIONS.items() for path in operations]


@pytest.fixture(scope="module")
def client():
    return create_app({"TESTING": True}).test_client()


def refusal(response) -> str:
    assert response.status_code == 400 and response.content_type == "application/problem+json"
    return response.get_json()["detail"]


@pytest.mark.parametrize("path", POST_PATHS)
def test_a_name_given_twice_is_a_400_naming_it_never_the_last_one_winning(client, path):
    # The red team's request: answered for KD, and signed so, before.
    raw = '{"hand": ["AS", "2H"], "hand": ["KD"], "trick": []}'
    detail = refusal(client.post(path, data=raw, content_type="application/json"))
    assert '"hand" appears twice in the object at /,' in detail and "I-JSON" in detail


def test_a_name_given_twice_inside_a_record_is_named_with_its_place(client):
    record = (
        '{"players": 4, "dealer": 0, "hands": [[], [], [], []], "plays": [{"seat": 1, "card": "2C", "card": "3C"}]}'
    )
    detail = refusal(client.post("/v1/games/hearts/adjudicate", data=record, content_type="application/json"))
    assert '"card" appears twice in the object at /plays/0,' in detail


def test_a_name_spelled_with_escapes_is_still_the_same_name(client):
    raw = '{"hand": ["AS"], "\\u0068and": ["KD"]}'
    detail = refusal(client.post("/v1/games/hearts/legal-moves", data=raw, content_type="application/json"))
    assert '"hand" appears twice' in detail


def test_a_batch_line_with_a_name_given_twice_is_refused_as_the_endpoint_refuses_it(client):
    line = b'{"players": 4, "dealer": 0, "dealer": 1, "hands": [[], [], [], []]}'
    response = client.post("/v1/games/hearts/adjudicate/batch", data=line + b"\n", content_type="application/x-ndjson")
    first = json.loads(response.get_data().splitlines()[0])
    assert first["status"] == 400 and '"dealer" appears twice' in first["problem"]["detail"]


def test_the_cli_refuses_a_record_with_a_name_given_twice(tmp_path):
    record = tmp_path / "deal.json"
    record.write_text('{"players": 4, "players": 3, "dealer": 0, "hands": [[], [], []]}')
    finished = subprocess.run([REFEREE, "adjudicate", "hearts", str(record)], capture_output=True, timeout=60)
    assert finished.returncode == 2
    assert '"players" appears twice' in json.loads(finished.stderr)["detail"]


# JSON texts whose objects may give a name more than once: what a parser that keeps the last one would take.
NAMES = st.sampled_from(["a", "b", "hand", "\\u0061", "x:y", "\\u003a"])
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.sampled_from(['"AS"', '"1:2"', '"\\u003a"']))


def texts(leaf):
    return st.one_of(
        st.lists(leaf, max_size=4).map(lambda items: "[" + ",".join(items) + "]"),
        st.lists(st.tuples(NAMES, leaf), max_size=4).map(
            lambda members: "{" + ",".join(f'"{name}": {value}' for name, value in members) + "}"
        ),
    )


DOCUMENTS = st.recursive(SCALARS.map(lambda value: json.dumps(value) if not isinstance(value, str) else value), texts)


@settings(max_examples=400, deadline=None)
@given(DOCUMENTS)
def test_the_quick_reading_never_stands_in_where_a_name_repeats(text):
    raw = text.encode()
    try:
        strict = from_json(raw)
    except DuplicateName:
        strict = DuplicateName
    quick = quick_from_json(raw)
    if strict is DuplicateName:
        assert quick is None, text
    elif quick is not None:
        assert quick == strict, text
