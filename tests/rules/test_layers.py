"""The import graph: the rules library never depends on its shells, and no module depends on itself.

referee.games is pure Python (no Flask, no marshmallow); referee.adjudicate loads no Flask module;
nothing but the shells (referee/api, referee/cli.py) imports referee.api; no chain of imports comes back to
where it started.
"""

import ast
import json
import subprocess
import sys
from pathlib import Path

import grimp

PACKAGE = Path(__file__).resolve().parents[2] / "referee"
# The shells: the HTTP API, the command line, and the server around the API (the launcher, gunicorn's settings).
SHELLS = (PACKAGE / "api", PACKAGE / "cli.py", PACKAGE / "front.py", PACKAGE / "serving.py")


def modules_loaded_after(code: str) -> set[str]:
    """Top-level names of the modules a fresh interpreter has loaded after running ``code``."""
    probe = f"{code}\nimport json, sys\nprint(json.dumps(sorted({{name.split('.')[0] for name in sys.modules}})))"
    finished = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    return set(json.loads(finished.stdout.splitlines()[-1]))


def test_the_games_import_neither_flask_nor_marshmallow():
    loaded = modules_loaded_after("import referee.games")
    assert not loaded & {"flask", "werkzeug", "marshmallow", "flask_smorest", "apispec"}, loaded


def test_adjudicate_loads_no_flask_module():
    record = {"players": 4, "dealer": 0, "hands": [["2C"], ["3C"], ["4C"], ["5C"]], "plays": []}
    loaded = modules_loaded_after(f"import referee\nreferee.adjudicate('hearts', {record!r})")
    assert not loaded & {"flask", "werkzeug", "flask_smorest", "gunicorn", "prometheus_client"}, loaded


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_nothing_but_the_shells_imports_referee_api():
    offenders = {}
    for path in PACKAGE.rglob("*.py"):
        if any(path == shell or shell in path.parents for shell in SHELLS):
            continue
        api = sorted(
            name for name in imported_modules(path) if name == "referee.api" or name.startswith("referee.api.")
        )
        if api:
            offenders[str(path.relative_to(PACKAGE.parent))] = api
    assert offenders == {}


def is_game_schema(path: Path) -> bool:
    """A game's schema module (referee/games/<game>/schema.py): the part of its folder that belongs to the shells."""
    return path.name == "schema.py" and path.parent.parent == PACKAGE / "games"


def test_the_games_and_the_engine_import_nothing_outside_the_library_core():
    """referee/games and referee/engine may use the card notation, the rulings, the engine and their own modules,
    nothing of the schemas (but a game's own schema module, which only the shells load)."""
    core = ("referee.games", "referee.engine", "referee.cards", "referee.rulings", "referee.echo")
    for path in [*(PACKAGE / "games").rglob("*.py"), *(PACKAGE / "engine").rglob("*.py")]:
        if is_game_schema(path):
            continue
        for name in imported_modules(path):
            if name.startswith("referee."):
                assert name.startswith(core) and not name.endswith(".schema"), (path, name)


def test_a_games_schema_module_is_loaded_by_the_shells_alone():
    """Only the schemas (through the registry's game_part) and other games' schema modules import one."""
    offenders = {}
    for path in PACKAGE.rglob("*.py"):
        if is_game_schema(path) or PACKAGE / "schemas" in path.parents:
            continue
        schemas = sorted(
            name for name in imported_modules(path) if name.startswith("referee.games.") and name.endswith(".schema")
        )
        if schemas:
            offenders[str(path.relative_to(PACKAGE.parent))] = schemas
    assert offenders == {}


def test_the_engine_names_no_game():
    """Shared code asks the registry: no module of referee/engine imports a game or writes a game's id."""
    from referee.games import GAMES

    for path in (PACKAGE / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not [name for name in imported_modules(path) if name.startswith("referee.games")], path
        assert not [game for game in GAMES if f'"{game}"' in text], path


def test_the_import_graph_has_no_cycle():
    """Every import counts, one inside a function too: a module that needs another only at run time still
    depends on it. Each cycle is named by its shortest chain."""
    graph = grimp.build_graph("referee", cache_dir=None)
    cycles = set()
    for module in graph.modules:
        for imported in graph.find_modules_directly_imported_by(module):
            chain = graph.find_shortest_chain(importer=imported, imported=module)
            if chain is not None:
                cycles.add(" -> ".join((module, *chain)))
    assert sorted(cycles) == []
