"""A rule's test names the rule id it checks: every rule id of every game's catalogue is the start of a test's name
(its id written with underscores, after test_), of a parametrized case's id, or is the rule of one of the game's
table-driven cases (tests/cases). Over the registry's games here, not in tests/generic: a game just added (the fifth
game, tests/fifth_game) has its folder's rules and none of its own tests yet."""

import json
import re
from pathlib import Path

import pytest

from referee.games import GAMES

TESTS = Path(__file__).resolve().parents[1]


def names_of_tests() -> set[str]:
    sources = "\n".join(path.read_text(encoding="utf-8") for path in TESTS.rglob("test_*.py"))
    return set(re.findall(r"def (test_\w+)", sources)) | set(re.findall(r'id="([^"]+)"', sources))


def case_rules(game: str) -> set[str]:
    cases = TESTS / "cases" / f"{game.replace('-', '_')}.json"
    if not cases.exists():
        return set()
    return {case["rule"] for case in json.loads(cases.read_text(encoding="utf-8")) if "rule" in case}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_rule_id_has_a_test_named_after_it(game):
    names = names_of_tests() | case_rules(game)
    unnamed = [
        rule.id
        for rule in GAMES[game].rules
        if not any(name.startswith((rule.id, "test_" + re.sub(r"[-.]", "_", rule.id))) for name in names)
    ]
    assert not unnamed, f"rule ids of {game} no test is named after: {unnamed}"
