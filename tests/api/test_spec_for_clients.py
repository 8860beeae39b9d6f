"""The spec's shape for generated clients (api.md, "Generated clients"): a client that fills in every default its
constructors know never overrides a profile, every generator can write every default, tell the Forty-Five actions
apart and hold every integer. tests/service/test_generated_clients.py runs the clients themselves."""

import json
from pathlib import Path

import yaml

from referee.games import GAMES
from referee.schemas.common import INT32_RANGE

SPEC = yaml.safe_load((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text(encoding="utf-8"))
SCHEMAS = SPEC["components"]["schemas"]


def nodes(node, path=""):
    """Every object in the spec, with its JSON Pointer."""
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            yield from nodes(value, f"{path}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from nodes(value, f"{path}/{index}")


def request_schemas(game: str) -> set[str]:
    """The names of the request bodies of a game's operations."""
    names = set()
    for path, methods in SPEC["paths"].items():
        if not path.startswith(f"/v1/games/{game}/"):
            continue
        for operation in methods.values():
            for content in operation.get("requestBody", {}).get("content", {}).values():
                reference = content["schema"].get("$ref")
                if reference:
                    names.add(reference.rsplit("/", 1)[1])
    return names


def test_no_request_field_a_profile_can_set_has_a_spec_default():
    checked = stated_defaults = 0
    for game, info in GAMES.items():
        house_rules = {spec.name: spec for spec in info.options_type.specs() if spec.house_rule}
        for name in request_schemas(game):
            for field, prop in SCHEMAS[name].get("properties", {}).items():
                if field not in house_rules:
                    continue
                checked += 1
                assert "default" not in prop, f"{name}.{field}: a client would send it and override the profile"
                # A fair deal's record keeps only the options the request set: there the field has no default.
                if "if left out" in prop["description"]:
                    stated_defaults += 1
                    stated = json.dumps(house_rules[field].default)
                    assert prop["description"].endswith(f"if left out: the profile's, else {stated}"), (name, field)
    assert checked > 40 and stated_defaults > 30  # every game's option fields were seen


def test_the_server_still_fills_in_a_house_rule_left_out(client):
    # The default left the spec, not the server: hearts' queen_of_spades is 0 without a profile, 13 under black-lady.
    captured = {"players": 4, "captured": [["QS"], [], [], []]}
    plain = client.post("/v1/games/hearts/score", json=captured).get_json()
    profiled = client.post("/v1/games/hearts/score", json={**captured, "profile": "black-lady"}).get_json()
    assert plain["points"][0] == 0 and profiled["points"][0] == 13


def test_no_default_stands_beside_a_reference():
    for pointer, node in nodes(SPEC):
        beside_a_reference = "$ref" in node or any("$ref" in choice for choice in node.get("anyOf", ()))
        assert not (beside_a_reference and "default" in node), pointer


def test_a_default_beside_a_reference_is_stated_in_the_description():
    penalty_suit = SCHEMAS["AuctionClaimRequest"]["properties"]["penalty_suit"]
    assert penalty_suit["$ref"] == "#/components/schemas/Suit" and penalty_suit["description"] == 'If left out: "H"'


def test_discriminated_types_carry_enum_beside_const():
    consts = [(pointer, node) for pointer, node in nodes(SPEC) if "const" in node]
    assert consts, "the Forty-Five actions are told apart by their type's const"
    for pointer, node in consts:
        assert node.get("enum") == [node["const"]], pointer
    mapping = SCHEMAS["FortyFiveAction"]["discriminator"]["mapping"]
    for kind, reference in mapping.items():
        kind_type = SCHEMAS[reference.rsplit("/", 1)[1]]["properties"]["type"]
        # A named type: generators that ignore const (openapi-generator's Go) refuse any other value when reading.
        assert SCHEMAS[kind_type["$ref"].rsplit("/", 1)[1]]["enum"] == [kind]


def is_integer(node: dict) -> bool:
    kind = node.get("type")
    return kind == "integer" or (isinstance(kind, list) and "integer" in kind)


def test_every_integer_states_a_format_that_holds_its_values():
    low, high = INT32_RANGE
    integers = [(pointer, node) for pointer, node in nodes(SPEC) if is_integer(node)]
    assert len(integers) > 100
    for pointer, node in integers:
        assert node.get("format") in ("int32", "int64"), pointer
        values = node.get("enum") or [node.get("minimum"), node.get("maximum")]
        if node["format"] == "int32":
            assert None not in values and low <= min(values) and max(values) <= high, pointer


def test_hand_number_is_int64_wherever_a_request_takes_it():
    found = [
        (name, schema["properties"]["hand_number"])
        for name, schema in SCHEMAS.items()
        if "hand_number" in schema.get("properties", {})
    ]
    assert len(found) >= len(GAMES) * 3
    for name, prop in found:
        assert prop["format"] == "int64" and prop["maximum"] == 2**53 - 1, name
