"""The OpenAPI contract as client generators read it: 3.1 nullables, operation ids, shared components,
examples that really answer, the service endpoints, and the headers every answer carries."""

import json
import re
from pathlib import Path

import pytest
import yaml
from conftest import table_cases
from jsonschema import Draft202012Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012

import referee
from referee.batch import BATCHED
from referee.operations import OPERATIONS

SPEC = yaml.safe_load((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text(encoding="utf-8"))
OPERATIONS_IN_SPEC = [
    (path, method, operation)
    for path, item in SPEC["paths"].items()
    for method, operation in item.items()
    if method in ("get", "post")
]
GAME_POSTS = [
    pytest.param(path, operation, id=operation["operationId"])
    for path, method, operation in OPERATIONS_IN_SPEC
    if method == "post"
    and path.startswith("/v1/games/")
    and "application/json" in operation["requestBody"]["content"]
    and "application/json" in operation["responses"]["200"]["content"]
    and not path.endswith("/notation")
]
RECORD_TEXT = "text/x-referee-record"
# The conversion between a record's JSON and its text: its examples are the game's adjudicate example, both ways.
NOTATION_POSTS = [
    pytest.param(path, operation, id=operation["operationId"])
    for path, method, operation in OPERATIONS_IN_SPEC
    if method == "post" and path.endswith("/notation")
]
SVG = "image/svg+xml"
# The one operation that answers a drawing: its request is state's, its answer an SVG document.
PICTURE_POSTS = [
    pytest.param(path, operation, id=operation["operationId"])
    for path, method, operation in OPERATIONS_IN_SPEC
    if method == "post" and SVG in operation["responses"].get("200", {}).get("content", {})
]
NDJSON = "application/x-ndjson"
BATCH_POSTS = [
    pytest.param(path, operation, id=operation["operationId"])
    for path, method, operation in OPERATIONS_IN_SPEC
    if method == "post" and NDJSON in operation["requestBody"]["content"]
]


def parameters_of(path: str, operation: dict) -> list:
    """The operation's parameters with those its path item gives every operation."""
    return SPEC["paths"][path].get("parameters", []) + operation.get("parameters", [])


def walk(node, path=()):
    yield path, node
    if isinstance(node, dict):
        for key, value in node.items():
            yield from walk(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from walk(value, (*path, index))


def validator_for(schema: dict) -> Draft202012Validator:
    """A JSON Schema 2020-12 validator that resolves the spec's #/components references."""
    registry = Registry().with_resource("urn:spec", DRAFT202012.create_resource(SPEC))
    text = json.dumps(schema).replace('"#/components/', '"urn:spec#/components/')
    return Draft202012Validator(json.loads(text), registry=registry)


def test_the_spec_is_openapi_3_1_with_no_3_0_nullable_left():
    assert SPEC["openapi"] == "3.1.0"
    assert [path for path, node in walk(SPEC) if path and path[-1] == "nullable"] == []


def test_a_nullable_object_is_a_union_with_null_and_nothing_else_validates():
    violation = SPEC["components"]["schemas"]["HeartsAdjudicateAnswer"]["properties"]["violation"]
    assert violation == {"anyOf": [{"$ref": "#/components/schemas/HeartsViolation"}, {"type": "null"}]}
    answer = validator_for({"$ref": "#/components/schemas/HeartsAdjudicateAnswer"})
    good = {
        "valid": True,
        "violation": None,
        "complete": True,
        "tricks": [],
        "irregularities": [],
        "score": {
            "points": [0, 0, 0, 0],
            "penalty_suit": "H",
            "in_play": 13,
            "total": 0,
            "rule": "hearts.score",
            "basis": "rule",
            "explanation": "x",
        },
        "rule": "hearts.score",
        "basis": "rule",
        "explanation": "x",
    }
    assert list(answer.iter_errors(good)) == []
    assert list(answer.iter_errors({**good, "violation": {"bogus": True}}))


def test_operation_ids_are_camel_case_identifiers_and_unique():
    ids = [operation.get("operationId") for _, _, operation in OPERATIONS_IN_SPEC]
    assert all(re.fullmatch(r"[a-z][A-Za-z0-9]*", str(name)) for name in ids), ids
    assert len(set(ids)) == len(ids)
    assert "fortyFiveLegalMoves" in ids and "heartsRulingsMisdeal" in ids and "getGame" in ids


def resolved(item: dict) -> dict:
    """``item`` itself, or the component its $ref names."""
    while "$ref" in item:
        _, kind, name = item["$ref"].removeprefix("#/").split("/")
        item = SPEC["components"][kind][name]
    return item


def test_every_operation_has_a_summary_a_4xx_and_the_request_id_header():
    for path, method, operation in OPERATIONS_IN_SPEC:
        assert operation.get("summary"), (path, method)
        assert any(status.startswith("4") for status in operation["responses"]), (path, method)
        assert {"$ref": "#/components/parameters/RequestId"} in parameters_of(path, operation), (path, method)
        for status, response in operation["responses"].items():
            assert "X-Request-ID" in resolved(response)["headers"], (path, method, status)
        assert "Allow" in operation["responses"]["405"]["headers"], (path, method)


def test_servers_license_and_no_security():
    assert SPEC["servers"] and SPEC["info"]["license"]["identifier"]
    assert SPEC["security"] == []


def test_the_game_path_parameter_is_an_enum_of_the_games():
    parameters = parameters_of("/v1/games/{game}", SPEC["paths"]["/v1/games/{game}"]["get"])
    game = next(parameter for parameter in parameters if parameter.get("name") == "game")
    assert game["schema"]["enum"] == list(OPERATIONS)


def test_shared_components_are_named_once_and_referenced():
    schemas = SPEC["components"]["schemas"]
    for name in ("Card", "Suit", "Seat", "Play", "Bid", "Basis", "RuleId", "Explanation", "Problem", "FortyFiveAction"):
        assert name in schemas, name
    inline_enums_of_bases = [
        path
        for path, node in walk(SPEC)
        if isinstance(node, dict) and node.get("enum") == ["rule", "interpretation", "not-covered"]
    ]
    assert inline_enums_of_bases == [("components", "schemas", "Basis")]


def test_no_component_is_unused():
    text = json.dumps({key: value for key, value in SPEC.items() if key != "components"})
    components = json.dumps(SPEC["components"])
    for kind, entries in SPEC["components"].items():
        for name in entries:
            reference = f'"#/components/{kind}/{name}"'
            assert reference in text or components.count(reference) > 0, f"{kind}/{name} is unused"


def test_forty_five_actions_are_a_discriminated_union():
    action = SPEC["components"]["schemas"]["FortyFiveAction"]
    assert action["discriminator"]["propertyName"] == "type"
    assert set(action["discriminator"]["mapping"]) == {"rob", "announce", "dealer-rob", "dealer-keep", "play"}
    for reference in action["oneOf"]:
        variant = SPEC["components"]["schemas"][reference["$ref"].rsplit("/", 1)[1]]
        kind = variant["properties"]["type"]
        kind = SPEC["components"]["schemas"][kind["$ref"].rsplit("/", 1)[1]] if "$ref" in kind else kind
        assert "type" in variant["required"] and "const" in kind


def test_rank_tables_and_options_are_typed():
    details = SPEC["components"]["schemas"]["GameDetails"]["properties"]
    assert details["rank_tables"] == {"$ref": "#/components/schemas/RankTables"}
    assert SPEC["components"]["schemas"]["GameSummary"]["properties"]["options"]["$ref"].endswith("/GameOptions")


def table_requests(game: str, endpoint: str) -> list[dict]:
    return [
        case["request"]
        for case_game, case in table_cases()
        if case_game == game and case["endpoint"] == endpoint and case.get("status", 200) == 200
    ]


@pytest.mark.parametrize("path, operation", GAME_POSTS)
def test_every_operation_example_is_a_table_driven_case_and_answers_as_shown(client, path, operation):
    game, endpoint = re.fullmatch(r"/v1/games/([^/]+)/(.+)", path).groups()
    request = operation["requestBody"]["content"]["application/json"]["example"]
    answer = operation["responses"]["200"]["content"]["application/json"]["example"]
    assert request in table_requests(game, endpoint), "the example is not the request of a table-driven case"
    response = client.post(path, json=request)
    assert response.status_code == 200
    assert response.get_json() == answer
    assert (
        list(validator_for(operation["responses"]["200"]["content"]["application/json"]["schema"]).iter_errors(answer))
        == []
    )


@pytest.mark.parametrize("path, operation", PICTURE_POSTS)
def test_every_picture_example_is_a_state_case_and_answers_the_librarys_svg(client, path, operation):
    game = re.fullmatch(r"/v1/games/([^/]+)/picture", path).group(1)
    request = operation["requestBody"]["content"]["application/json"]["example"]
    assert request in table_requests(game, "state"), "the example is not the request of a table-driven state case"
    response = client.post(path, json=request)
    assert response.status_code == 200 and response.mimetype == SVG
    assert response.get_data(as_text=True) == referee.picture(game, request)
    assert operation["responses"]["200"]["content"][SVG]["schema"] == {"type": "string"}


@pytest.mark.parametrize("path, operation", NOTATION_POSTS)
def test_every_notation_example_converts_the_adjudicate_example_to_its_documented_text_and_back(
    client, path, operation
):
    game = re.fullmatch(r"/v1/games/([^/]+)/notation", path).group(1)
    request = operation["requestBody"]["content"]["application/json"]["example"]
    text = operation["responses"]["200"]["content"][RECORD_TEXT]["example"]
    assert request in table_requests(game, "adjudicate")
    assert operation["requestBody"]["content"][RECORD_TEXT]["example"] == text
    response = client.post(path, json=request)
    assert response.status_code == 200 and response.mimetype == RECORD_TEXT
    assert response.get_data(as_text=True) == text
    back = client.post(f"{path}?to=json", data=text.encode(), content_type=RECORD_TEXT)
    assert back.status_code == 200 and back.get_json() == {"game": game, "record": request, "tags": {}}
    schema = operation["responses"]["200"]["content"]["application/json"]["schema"]
    assert list(validator_for(schema).iter_errors(back.get_json())) == []


RECORD_POSTS = [param for param in GAME_POSTS if RECORD_TEXT in param.values[1]["requestBody"]["content"]]


@pytest.mark.parametrize("path, operation", RECORD_POSTS)
def test_every_record_operation_takes_its_example_as_text_and_answers_as_for_the_json(client, path, operation):
    content = operation["requestBody"]["content"]
    answer = operation["responses"]["200"]["content"]["application/json"]["example"]
    response = client.post(path, data=content[RECORD_TEXT]["example"].encode(), content_type=RECORD_TEXT)
    assert response.status_code == 200
    assert response.get_json() == answer


def test_every_game_takes_its_records_as_text_on_each_record_operation_and_converts_them():
    record_operations = {"adjudicate", "result", "state", "view", "analysis"}
    assert sorted(re.fullmatch(r"/v1/games/([^/]+)/(.+)", param.values[0]).groups() for param in RECORD_POSTS) == (
        sorted((game, path) for game in OPERATIONS for path in OPERATIONS[game] if path in record_operations)
    )
    assert sorted(
        re.fullmatch(r"/v1/games/([^/]+)/notation", param.values[0]).group(1) for param in NOTATION_POSTS
    ) == (sorted(OPERATIONS))


def test_every_game_has_a_picture():
    assert sorted(re.fullmatch(r"/v1/games/([^/]+)/picture", param.values[0]).group(1) for param in PICTURE_POSTS) == (
        sorted(OPERATIONS)
    )


def test_every_game_has_a_batch_operation_taking_and_answering_ndjson():
    # Every game batches each operation of referee.batch.BATCHED it has (adjudicate, result).
    assert sorted(
        re.fullmatch(r"/v1/games/([^/]+)/([^/]+)/batch", param.values[0]).groups() for param in BATCH_POSTS
    ) == sorted((game, batched) for game in OPERATIONS for batched in BATCHED if batched in OPERATIONS[game])
    assert len(BATCH_POSTS) + len(GAME_POSTS) + len(PICTURE_POSTS) + len(NOTATION_POSTS) == len(
        [1 for path, method, _ in OPERATIONS_IN_SPEC if method == "post" and path.startswith("/v1/games/")]
    )


@pytest.mark.parametrize("path, operation", BATCH_POSTS)
def test_every_batch_example_holds_table_driven_records_and_answers_as_shown(client, path, operation):
    game, batched = re.fullmatch(r"/v1/games/([^/]+)/([^/]+)/batch", path).groups()
    body = operation["requestBody"]["content"][NDJSON]["example"]
    shown = operation["responses"]["200"]["content"][NDJSON]
    records = [json.loads(line) for line in body.splitlines() if line.startswith("{")]
    assert records and all(record in table_requests(game, batched) for record in records)
    response = client.post(path, data=body, content_type=NDJSON)
    assert response.status_code == 200 and response.content_type == NDJSON
    assert response.get_data(as_text=True) == shown["example"]
    line = validator_for(shown["schema"]["contentSchema"])
    for text in shown["example"].splitlines():
        assert list(line.iter_errors(json.loads(text))) == [], text


def test_404_and_405_answer_as_documented(client):
    missing = client.get("/v1/games/chess")
    assert missing.status_code == 404 and missing.content_type == "application/problem+json"
    wrong_method = client.get("/v1/games/hearts/legal-moves")
    assert wrong_method.status_code == 405 and "POST" in wrong_method.headers["Allow"]
    assert wrong_method.content_type == "application/problem+json"
    assert client.post("/healthz").status_code == 405


def test_the_yaml_has_no_anchors_or_aliases():
    """Some readers refuse YAML aliases past a count (snakeyaml in openapi-generator stops at 50)."""
    events = yaml.parse((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text(encoding="utf-8"))
    assert not [event for event in events if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None)]
