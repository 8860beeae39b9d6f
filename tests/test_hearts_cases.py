"""Table-driven cases (tests/cases/hearts.json, auction_hearts.json): HTTP and library must agree."""

import json
from pathlib import Path

import pytest

import referee

CASES = Path(__file__).parent / "cases"


def load(game: str, filename: str):
    return [pytest.param(game, case, id=f"{case.get('rule', 'invalid')}: {case['name']}")
            for case in json.loads((CASES / filename).read_text(encoding="utf-8"))]


def subset(expected, actual):
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and subset(v, actual[k]) for k, v in expected.items())
    return expected == actual


@pytest.mark.parametrize("game, case", load("hearts", "hearts.json") + load("auction-hearts", "auction_hearts.json"))
def test_case(client, game, case):
    response = client.post(f"/v1/games/{game}/{case['endpoint']}", json=case["request"])
    status = case.get("status", 200)
    assert response.status_code == status, response.get_json()
    if status == 422:
        assert case["expect"]["pointer"] in {e["pointer"] for e in response.get_json()["errors"]}
        with pytest.raises(referee.InvalidRecord):
            referee.run(game, case["endpoint"], case["request"])
        return
    answer = response.get_json()
    assert referee.run(game, case["endpoint"], case["request"]) == answer
    if case["endpoint"] == "adjudicate":
        assert referee.adjudicate(game, case["request"]) == answer
    assert subset(case["expect"], answer), answer
    assert answer["rule"] == case["rule"]
