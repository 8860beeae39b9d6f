"""Every Forty-Five rule id is named by at least one test (function name or parametrize id)."""

from pathlib import Path

import pytest

from referee.games.forty_five.rules import CATALOGUE


def test_forty_five_every_rule_id_has_a_test_naming_it(request):
    collected = {Path(item.fspath).name for item in request.session.items}
    ours = {path.name for path in Path(__file__).resolve().parents[1].rglob("test_forty_five_*.py")}
    if not ours <= collected:
        pytest.skip("runs only when every Forty-Five test file is collected")
    names = " ".join(item.nodeid for item in request.session.items)
    missing = [
        rule.id
        for rule in CATALOGUE
        if rule.id not in names and rule.id.replace(".", "_").replace("-", "_") not in names
    ]
    assert missing == []
