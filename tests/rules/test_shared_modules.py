"""Shared code never names a game (docs/engine.md): it asks the registry, so a fifth game touches its own
package, its own schema module, docs and tests, and nothing shared."""

import ast
import re
from pathlib import Path

from referee.games import GAME_MODULES, GAMES

PACKAGE = Path(__file__).resolve().parents[2] / "referee"
PACKAGES = {module.__name__.rpartition(".")[2] for module in GAME_MODULES.values()}
GAME_IMPORTS = {f"referee.{layer}.{package}" for layer in ("games", "schemas") for package in PACKAGES}
# A game id as a word of its own (a hyphen joins words: "auction-hearts" is not "hearts").
GAME_WORDS = {game: re.compile(rf"(?<![\w-]){re.escape(game)}(?![\w-])") for game in GAMES}
# The card notation names the suits: its "hearts" is the suit, not the game.
NOTATION = PACKAGE / "cards.py"


def shared_modules() -> list[Path]:
    """Every module of referee/ but the games' own packages and schema modules: api/, schemas/ (common, disputes,
    options, dealing...), dealing.py, cli.py, disputes/, operations.py, conformance.py and the rest."""

    def own(path: Path) -> bool:
        parts = path.relative_to(PACKAGE).parts
        return (parts[0] == "games" and len(parts) > 2 and parts[1] in PACKAGES) or (
            parts[0] == "schemas" and path.stem in PACKAGES
        )

    return [path for path in sorted(PACKAGE.rglob("*.py")) if not own(path) and path != NOTATION]


def examples_and_docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are documentation: docstrings and the values of "example" and "examples"
    keys (an example in the API's documentation may well be some game's). A constant named as an example is code
    like any other: the spec's example of a shared operation takes its game from the registry."""
    exempt = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                exempt.add(id(first.value))
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value in ("example", "examples"):
                    exempt.update(id(inner) for inner in ast.walk(value))
    return exempt


def game_references(path: Path) -> list[str]:
    """Every game id written as a string, and every import of a game's package or schema module, in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    exempt = examples_and_docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in exempt:
            named = [game for game, word in GAME_WORDS.items() if word.search(node.value)]
            found += [f"line {node.lineno}: {game!r} in {node.value!r}" for game in named]
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
            found += [f"line {node.lineno}: imports {module}" for module in modules if module in GAME_IMPORTS]
        elif isinstance(node, ast.Import):
            found += [f"line {node.lineno}: imports {alias.name}" for alias in node.names if alias.name in GAME_IMPORTS]
    return found


def test_no_shared_module_names_a_game_or_imports_one():
    shared = shared_modules()
    assert {PACKAGE / "api" / "routes.py", PACKAGE / "schemas" / "disputes.py", PACKAGE / "dealing.py"} <= set(shared)
    offenders = {str(path.relative_to(PACKAGE.parent)): found for path in shared if (found := game_references(path))}
    assert offenders == {}


def test_the_shared_module_check_finds_a_game_id_and_a_game_import(tmp_path):
    game = next(iter(GAMES))
    package = next(iter(PACKAGES))
    planted = tmp_path / "planted.py"
    planted.write_text(
        f'"""Docs may say {game}."""\nfrom referee.schemas import {package}\nKIND = "{game}"\n'
        f'HELP = "{game}, or another"\n',
        encoding="utf-8",
    )
    assert [line.split(":")[0] for line in game_references(planted)] == ["line 2", "line 3", "line 4"]
