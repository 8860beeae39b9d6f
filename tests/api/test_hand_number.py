"""hand_number is at most 2^53 - 1 everywhere (api.md v1.2, dealing.md): past it a 422 at /hand_number on every
endpoint that takes it, in a batch line too; at it, the answer is a 200 that a signing key signs, since RFC 8785
writes every number up to there exactly. The spec says so: maximum 9007199254740991, format int64."""

import json

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from referee.api.app import create_app
from referee.api.examples import example_request
from referee.batch import ADJUDICATE
from referee.operations import OPERATIONS, parse_body, run_operation, run_raw
from referee.rulings import InvalidRecord

HEADER = "Referee-Attestation"
MOST = 2**53 - 1
TAKING_HAND_NUMBER = sorted(
    (game, path)
    for game, operations in OPERATIONS.items()
    for path, operation in operations.items()
    if "hand_number" in operation.accepted
)


@pytest.fixture(scope="module")
def signed(tmp_path_factory):
    key = tmp_path_factory.mktemp("keys") / "signing.pem"
    key.write_bytes(
        Ed25519PrivateKey.generate().private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    return create_app({"TESTING": True, "REFEREE_SIGNING_KEY": str(key)}).test_client()


def test_every_deal_its_check_and_every_record_take_hand_number():
    for game in OPERATIONS:
        for path in ("deal", "deal/verify", ADJUDICATE):
            assert (game, path) in TAKING_HAND_NUMBER, (game, path)
    assert ("hearts", "rulings/revoke") in TAKING_HAND_NUMBER  # a revoke proved under hearts passing


@pytest.mark.parametrize("game, path", TAKING_HAND_NUMBER)
def test_hand_number_2_to_the_53_is_a_422_at_hand_number(signed, game, path):
    response = signed.post(f"/v1/games/{game}/{path}", json={**example_request(game, path), "hand_number": MOST + 1})
    assert response.status_code == 422 and response.content_type == "application/problem+json"
    assert [error["pointer"] for error in response.get_json()["errors"]] == ["/hand_number"]


@pytest.mark.parametrize("game, path", TAKING_HAND_NUMBER)
def test_hand_number_2_to_the_53_minus_1_is_answered_and_signed(signed, game, path):
    response = signed.post(f"/v1/games/{game}/{path}", json={**example_request(game, path), "hand_number": MOST})
    assert response.status_code == 200
    assert HEADER in response.headers


def test_hearts_passing_at_hand_number_2_to_the_53_minus_1_is_a_hold_deal_signed(signed):
    # 2^53 - 1 is 3 mod 4: the hold deal of left, right, across, hold (hearts.i-pass-rotation).
    record = {**example_request("hearts", ADJUDICATE), "passing": "left-right-across-hold", "hand_number": MOST}
    response = signed.post("/v1/games/hearts/adjudicate", json=record)
    assert response.status_code == 200 and HEADER in response.headers
    assert response.get_json()["pass"]["direction"] == "hold"
    refused = signed.post("/v1/games/hearts/adjudicate", json={**record, "hand_number": MOST + 1})
    assert refused.status_code == 422 and refused.get_json()["errors"][0]["pointer"] == "/hand_number"


@pytest.mark.parametrize("game", sorted(OPERATIONS))
def test_a_batch_line_with_hand_number_2_to_the_53_is_a_422_at_hand_number(signed, game):
    record = example_request(game, ADJUDICATE)
    body = "".join(json.dumps({**record, "hand_number": number}) + "\n" for number in (MOST, MOST + 1, 2**64 - 1))
    response = signed.post(
        f"/v1/games/{game}/adjudicate/batch", data=body, headers={"Content-Type": "application/x-ndjson"}
    )
    lines = [json.loads(line) for line in response.get_data(as_text=True).splitlines()]
    assert lines[0]["status"] == 200 and "attestation" in lines[0]
    for line in lines[1:3]:
        assert line["status"] == 422 and "attestation" not in line
        assert [error["pointer"] for error in line["problem"]["errors"]] == ["/hand_number"]


@pytest.mark.parametrize("game", sorted(OPERATIONS))
def test_the_fast_path_of_a_batch_line_refuses_hand_number_2_to_the_53_as_the_single_endpoint(game):
    operation = OPERATIONS[game][ADJUDICATE]
    for number in (MOST + 1, 2**64 - 1):
        raw = json.dumps({**example_request(game, ADJUDICATE), "hand_number": number}).encode()
        for answer in (lambda: run_raw(operation, raw), lambda: run_operation(operation, parse_body(raw))):
            with pytest.raises(InvalidRecord) as refused:
                answer()
            assert [where for where, _ in refused.value.errors] == ["/hand_number"]


def hand_number_properties(node):
    """Every property named hand_number anywhere in a spec document."""
    if isinstance(node, dict):
        if isinstance(node.get("properties"), dict) and "hand_number" in node["properties"]:
            yield node["properties"]["hand_number"]
        for value in node.values():
            yield from hand_number_properties(value)
    elif isinstance(node, list):
        for value in node:
            yield from hand_number_properties(value)


def test_the_spec_bounds_every_hand_number_at_2_to_the_53_minus_1_as_int64(client):
    spec = client.get("/openapi.json").get_json()
    found = list(hand_number_properties(spec))
    # Operations may share a request schema (state takes the adjudicate record): each schema is in the spec once.
    schemas = {type(OPERATIONS[game][path].request) for game, path in TAKING_HAND_NUMBER}
    assert len(found) >= len(schemas)
    for schema in found:
        assert schema["type"] == "integer" and schema["format"] == "int64"
        assert schema["minimum"] == 0 and schema["maximum"] == 9007199254740991
