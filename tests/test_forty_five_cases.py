"""The table-driven cases of tests/cases/forty_five.json, through HTTP and through the library: both must agree."""

import json
from pathlib import Path

import pytest

import referee

CASES = json.loads((Path(__file__).parent / "cases" / "forty_five.json").read_text())


def contains(answer, expected) -> bool:
    if isinstance(expected, dict):
        return isinstance(answer, dict) and all(key in answer and contains(answer[key], value)
                                                for key, value in expected.items())
    return answer == expected


@pytest.mark.parametrize("case", CASES, ids=[f"{case['rule']}: {case['name']}" for case in CASES])
def test_case(client, case):
    response = client.post(f"/v1/games/forty-five/{case['endpoint']}", json=case["request"])
    assert response.status_code == 200, response.get_json()
    answer = response.get_json()
    assert answer["rule"] == case["rule"], answer
    assert contains(answer, case["expect"]), answer
    assert referee.run("forty-five", case["endpoint"], case["request"]) == answer
    if case["endpoint"] == "adjudicate":
        assert referee.adjudicate("forty-five", case["request"]) == answer
