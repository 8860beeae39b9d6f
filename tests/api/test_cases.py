"""Every table-driven case in tests/cases/<game>.json, through HTTP and through the library: both
must agree, name the case's rule with the catalogue's basis, and hold the expected fields.

A case is {"name", "endpoint", "rule", "request", "expect"}, with "status": 422 and
"expect": {"pointer": ...} for a request that cannot describe a game state.
"""

import pytest
from conftest import contains, table_cases

import referee
from referee.games import GAMES


@pytest.mark.parametrize(
    "game, case",
    [pytest.param(game, case, id=f"{case.get('rule', '422')}: {case['name']}") for game, case in table_cases()],
)
def test_case(client, game, case):
    response = client.post(f"/v1/games/{game}/{case['endpoint']}", json=case["request"])
    status = case.get("status", 200)
    assert response.status_code == status, response.get_json()
    if status == 422:
        assert case["expect"]["pointer"] in {error["pointer"] for error in response.get_json()["errors"]}
        with pytest.raises(referee.InvalidRecord):
            referee.run(game, case["endpoint"], case["request"])
        return
    answer = response.get_json()
    assert referee.run(game, case["endpoint"], case["request"]) == answer
    if case["endpoint"] == "adjudicate":
        assert referee.adjudicate(game, case["request"]) == answer
    basis = {rule.id: rule.basis for rule in GAMES[game].rules}
    for ruling in (answer, answer.get("violation") or answer):
        assert (ruling["rule"], ruling["basis"]) == (case["rule"], basis[case["rule"]]), ruling
    assert contains(answer, case["expect"]), answer
