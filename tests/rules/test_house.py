"""One house for every game: the same modules with the same roles in every game's folder, every rule id spelled
once in its game's rules.py and checked against the catalogue at import, one Legality type."""

import ast
import re
from pathlib import Path

import pytest

from referee.engine.legality import Legality
from referee.games.california_jack.play import legality as california_jack_legality
from referee.games.forty_five.play import legality as forty_five_legality
from referee.games.hearts.play import legality as hearts_legality
from referee.games.hearts.rules import HEARTS
from referee.rulings import INTERPRETATION, Rule, RuleCatalogue

GAMES = Path(__file__).resolve().parents[2] / "referee" / "games"
# A game is one folder, every module in the same role in every game (docs/engine.md), the variants included: the
# catalogue, options, profiles, rank tables and INFO in rules.py; the deal; the play and the game's Rules; the
# scoring; the irregularities; what the dispute desk, the pictures and the conformance suite ask of it; the schema and
# the documented examples, for the shells.
ROLES = {
    "rules",
    "deal",
    "play",
    "scoring",
    "irregularities",
    "disputes",
    "conformance",
    "picture",
    "view",
    "schema",
    "examples",
}
# Each phase before the play has a module of its own beside the common ones.
OWN_PHASES = {
    "hearts": {"passing"},
    "forty_five": {"robbing"},
    "california_jack": {"drawing"},
    "auction_hearts": {"bidding"},
    "auction_forty_fives": {"bidding", "drawing"},
}
RULE_ID = re.compile(r"(forty-five|hearts|auction-hearts|california-jack|auction-forty-fives)\.[a-z0-9][a-z0-9.-]*")
PACKAGES = sorted(path.name for path in GAMES.iterdir() if (path / "__init__.py").exists())


def test_every_game_is_a_folder_of_the_registry():
    from referee.games import GAME_MODULES

    assert sorted(package.__name__.rpartition(".")[2] for package in GAME_MODULES.values()) == PACKAGES
    assert set(OWN_PHASES) == set(PACKAGES)


@pytest.mark.parametrize("game", PACKAGES)
def test_every_game_has_the_same_modules(game):
    modules = {path.stem for path in (GAMES / game).glob("*.py")} - {"__init__"}
    assert modules == ROLES | OWN_PHASES[game]


@pytest.mark.parametrize("game", PACKAGES)
def test_a_games_init_holds_info_and_rules_only(game):
    tree = ast.parse((GAMES / game / "__init__.py").read_text(encoding="utf-8"))
    imported = {
        alias.asname or alias.name for node in tree.body if isinstance(node, ast.ImportFrom) for alias in node.names
    }
    defined = [node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Assign))]
    assert imported == {"INFO", "RULES"}
    assert [ast.unparse(node.targets[0]) for node in defined if isinstance(node, ast.Assign)] == ["__all__"]
    assert len(defined) == 1


def test_auction_hearts_is_hearts_under_a_variant():
    from referee.games.auction_hearts import RULES
    from referee.games.auction_hearts.rules import AUCTION
    from referee.games.hearts.play import HeartsRules

    assert type(AUCTION) is type(HEARTS) and AUCTION.follow == "auction-hearts.play"
    assert isinstance(RULES, HeartsRules) and RULES.variant is AUCTION


def rule_id_literals(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and RULE_ID.fullmatch(node.value)
    ]


def test_no_rule_id_is_spelled_outside_the_rules_modules():
    found = {
        str(path.relative_to(GAMES)): rule_id_literals(path) for path in GAMES.rglob("*.py") if path.name != "rules.py"
    }
    assert {where: ids for where, ids in found.items() if ids} == {}


def test_a_rule_id_the_catalogue_lacks_fails_at_import():
    catalogue = RuleCatalogue([Rule("demo.i-real", INTERPRETATION, "A rule.")])
    catalogue.require_cited({"REAL": "demo.i-real", "not_an_id": "demo.i-typo"}, "demo")
    with pytest.raises(LookupError, match="demo.i-typo"):
        catalogue.require_cited({"REAL": "demo.i-real", "TYPO": "demo.i-typo"}, "demo")


def test_a_variant_cannot_cite_a_rule_outside_its_catalogue():
    with pytest.raises(LookupError, match="hearts.no-such-rule"):
        type(HEARTS)(**{**vars(HEARTS), "follow": "hearts.no-such-rule"})


def test_every_game_answers_legality_with_the_one_type():
    hand, trick = ["AS", "4D", "KD"], [{"seat": 1, "card": "7D"}]
    answers = [
        forty_five_legality(hand, trick, "C"),
        hearts_legality(hand, trick, HEARTS),
        california_jack_legality(hand, "C", "7D", True),
    ]
    for answer in answers:
        assert type(answer) is Legality
        assert set(answer.legal) == {"4D", "KD"}
        assert answer.verdict("4D")[0] and not answer.verdict("AS")[0]
        assert "AS" in answer.verdict("AS")[1]


def test_no_other_legality_type_is_left():
    names = {
        node.name
        for path in GAMES.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.ClassDef)
    }
    assert not names & {"LegalSet", "Judgement"}
