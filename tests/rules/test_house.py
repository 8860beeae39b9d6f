"""One house for four games (architecture.md): the same modules with the same roles in every game, every
rule id spelled once in its game's rules.py and checked against the catalogue at import, one Legality type."""

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
# Every game runs on the engine (architecture.md, "Version 2: one engine"): its replay, snapshots and the checks every
# record shares are the engine's; the deal and its own checks are in deal.py, each other check beside what it checks;
# what a picture of its records says in its words, in picture.py.
ROLES = {
    "rules",
    "deal",
    "play",
    "scoring",
    "irregularities",
    "disputes",
    "conformance",
    "picture",
    "schema",
    "examples",
}
# A phase only one game has gets a module of its own beside the common ones (Hearts' pass; Forty-Five's robbing;
# California Jack's draw; Auction Hearts' bidding and pot, below).
OWN_PHASES = {"hearts": {"passing"}, "forty_five": {"robbing"}, "california_jack": {"drawing"}}
RULE_ID = re.compile(r"(forty-five|hearts|auction-hearts|california-jack)\.[a-z0-9][a-z0-9.-]*")


@pytest.mark.parametrize("game", ["forty_five", "hearts", "california_jack"])
def test_every_game_has_the_same_modules(game):
    modules = {path.stem for path in (GAMES / game).glob("*.py")} - {"__init__"}
    assert modules == ROLES | OWN_PHASES.get(game, set())


def test_auction_hearts_is_hearts_under_a_variant_plus_bidding_and_pot():
    modules = {path.stem for path in (GAMES / "auction_hearts").glob("*.py")} - {"__init__"}
    assert modules == {"rules", "bidding", "pot", "conformance", "picture", "schema", "examples"}
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
