"""The version is written once, as referee.__version__ (referee/__init__.py): pyproject.toml reads it from there,
so the installed metadata, `referee --version` and the `engine` that GET /v1/games/{game} and attestations name
all repeat it (tests/service/test_cli.py runs the command line)."""

import tomllib
from importlib import metadata
from pathlib import Path

from packaging.version import Version

import referee
from referee import attest

ROOT = Path(__file__).resolve().parents[2]


def test_pyproject_takes_the_version_from_referee_init_and_writes_none_of_its_own():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in pyproject["project"] and "version" in pyproject["project"]["dynamic"]
    assert pyproject["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "referee.__version__"}


def test_the_version_is_a_normalized_pep_440_version():
    assert str(Version(referee.__version__)) == referee.__version__


def test_the_installed_metadata_and_the_engine_named_in_answers_repeat_the_version(client):
    # A stale install (the version changed, the package not reinstalled) fails here: `make` reinstalls when
    # referee/__init__.py changes.
    assert metadata.version("referee") == referee.__version__
    assert attest.engine_version() == referee.__version__
    assert client.get("/v1/games/hearts").get_json()["engine"] == referee.__version__
