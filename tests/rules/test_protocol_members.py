"""Every member of the one protocol (referee/engine/game.py's Rules, Dealing and Conformance, referee/engine/
disputes.py's Disputes) is asked for by the code written once for every game: a hook nobody calls is a second
statement of a fact waiting to drift, so it goes.

Read from the source (the same in a pure and a compiled build): shared code (referee/ outside referee/games) names
what it asks of a game's Rules ``rules`` (or, inside the Rules class, ``self``), of its Dealing ``dealing``, of its
Disputes ``disputes`` and of its Conformance ``conformance`` or ``suite``; a member counts as used where such an
object's attribute of that name is read."""

import ast
import dataclasses
from pathlib import Path

import pytest

from referee.engine.disputes import Disputes
from referee.engine.game import Conformance, Dealing, Rules

PACKAGE = Path(__file__).resolve().parents[2] / "referee"

# The protocol type -> the names shared code gives an object of it.
HOLDERS = {Rules: ("rules",), Dealing: ("dealing",), Disputes: ("disputes",), Conformance: ("conformance", "suite")}


def holder_name(node: ast.expr) -> str | None:
    """The name an attribute is read from: ``rules`` for ``rules.x``, ``self.rules.x`` and ``RULES[game].x``."""
    if isinstance(node, ast.Name):
        return node.id.lower()
    if isinstance(node, ast.Attribute):
        return node.attr.lower()
    if isinstance(node, ast.Subscript):
        return holder_name(node.value)
    return None


def shared_reads() -> dict[str, set[str]]:
    """holder name -> the attributes shared code reads from it; ``self`` inside the Rules class counts as rules."""
    reads: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        if path.relative_to(PACKAGE).parts[0] == "games":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rules_class = next(
            (node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "Rules"), None
        )
        inside = set(ast.walk(rules_class)) if rules_class is not None else set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute):
                name = holder_name(node.value)
                if name == "self" and node in inside:
                    name = "rules"
                reads.setdefault(name, set()).add(node.attr)
    return reads


def members(protocol: type) -> list[str]:
    """The hooks a game states: a dataclass's fields, the Rules class's attributes and methods."""
    if dataclasses.is_dataclass(protocol):
        return [field.name for field in dataclasses.fields(protocol)]
    return [name for name in vars(protocol) if not name.startswith("_")]


@pytest.mark.parametrize("protocol", list(HOLDERS), ids=lambda protocol: protocol.__name__)
def test_every_member_of_the_protocol_is_asked_for_by_shared_code(protocol):
    reads = shared_reads()
    asked = set().union(*(reads.get(name, set()) for name in HOLDERS[protocol]))
    unused = [member for member in members(protocol) if member not in asked]
    assert not unused, f"{protocol.__name__} members no shared code asks for: {unused}"


def test_the_member_check_sees_a_member_nobody_asks_for():
    """The check itself can fail: a hook added to Rules and read nowhere is reported."""

    class Extended(Rules):
        def unheard_of(self, position):
            return None

    asked = shared_reads()["rules"]
    assert "unheard_of" in members(Extended) and "unheard_of" not in asked


def test_no_game_defines_a_public_hook_the_engine_does_not_declare():
    """A variant overrides only hooks the engine declares (python-chess's variants override a declared few); what
    is the game's own is private to it. Every hook the engine declares says what it is for."""
    from referee.games import RULES

    declared = set(members(Rules))
    undeclared = {
        f"{game}: {cls.__name__}.{name}"
        for game, rules in RULES.items()
        for cls in type(rules).__mro__[: type(rules).__mro__.index(Rules)]
        for name, value in vars(cls).items()
        if not name.startswith("_") and callable(value) and name not in declared
    }
    assert undeclared == set()
    assert [name for name in declared if callable(getattr(Rules, name)) and not getattr(Rules, name).__doc__] == []
