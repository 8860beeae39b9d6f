"""Adding a game is one folder and `make artifacts` (docs/engine.md, "Adding a game"), proved on whist-lite: a copy of
the repository gets tests/fifth_game/whist_lite as referee/games/whist_lite, the artefacts `make artifacts` writes
from the code (its conformance files, the spec, the rules page, the dealing vectors), and then the generic suites
(tests/generic) pass on it alone, with nothing shared edited."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
FIFTH = ROOT / "tests" / "fifth_game" / "whist_lite"
COPIED = ("referee", "tests", "conformance", "scripts", "docs", "pyproject.toml")


def run(command: list, house: Path, **extra) -> subprocess.CompletedProcess:
    env = {"PYTHONPATH": str(house), "PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp"), **extra}
    finished = subprocess.run(command, cwd=house, env=env, capture_output=True, text=True, timeout=900)
    assert finished.returncode == 0, finished.stdout[-3000:] + finished.stderr[-3000:]
    return finished


@pytest.fixture(scope="module")
def house(tmp_path_factory) -> Path:
    """The repository with whist-lite added as the docs say: its folder, then what `make artifacts` writes."""
    house = tmp_path_factory.mktemp("house")
    ignored = shutil.ignore_patterns("__pycache__", "*.c", ".pytest_cache", ".hypothesis")
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, house / name, ignore=ignored)
        else:
            shutil.copy2(source, house / name)
    shutil.copytree(FIFTH, house / "referee" / "games" / "whist_lite", ignore=ignored)
    python = sys.executable
    run([python, "-m", "referee", "conformance", "--update", "--game", "whist-lite", "--dir", "conformance"], house)
    run([python, "-m", "referee", "openapi", "--output", "openapi.yaml"], house)
    run([python, "scripts/docs_rules.py"], house)
    run([python, "scripts/deal-vectors"], house)
    return house


@pytest.mark.once
def test_the_generic_suites_pass_on_a_game_that_is_its_folder_and_its_artefacts(house):
    finished = run(
        [sys.executable, "-m", "pytest", "tests/generic", "-q", "-p", "no:cacheprovider", "-x"],
        house,
        REFEREE_TEST_GAMES="whist-lite",
    )
    summary = finished.stdout.strip().splitlines()[-1]
    assert " passed" in summary and "failed" not in summary and "error" not in summary, summary


@pytest.mark.once
def test_the_artefacts_carry_the_new_game(house):
    paths = [path for path in yaml.safe_load((house / "openapi.yaml").read_text())["paths"] if "whist-lite" in path]
    assert {path.removeprefix("/v1/games/whist-lite") for path in paths} >= {
        "/legal-moves",
        "/adjudicate",
        "/adjudicate/batch",
        "/deal",
        "/state",
        "/picture",
    }
    assert '<a id="whist-lite"></a>' in (house / "docs" / "rules.md").read_text()
    vectors = json.loads((house / "tests" / "vectors" / "dealing.json").read_text())["vectors"]
    assert any(vector["inputs"]["game"] == "whist-lite" for vector in vectors)
    assert sorted(path.name for path in (house / "conformance" / "whist-lite").iterdir()) == [
        "faults.jsonl",
        "perft.json",
        "results.jsonl",
        "seed.jsonl",
    ]


@pytest.mark.once
def test_nothing_shared_was_edited_to_add_it(house):
    """The copy's sources differ from the repository's by the game's folder alone."""

    def sources(root: Path) -> dict:
        return {path.relative_to(root): path.read_bytes() for path in (root / "referee").rglob("*.py")}

    mine, copied = sources(ROOT), sources(house)
    changed = {path for path in mine.keys() | copied.keys() if mine.get(path) != copied.get(path)}
    assert changed and all(path.parts[:3] == ("referee", "games", "whist_lite") for path in changed), changed
