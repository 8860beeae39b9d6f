"""The version is written once, as referee.__version__ (referee/__init__.py): pyproject.toml reads it from there,
so the installed metadata, `referee --version` and the `engine` that GET /v1/games/{game} and attestations name
all repeat it (tests/service/test_cli.py runs the command line)."""

import re
import tomllib
from importlib import metadata
from pathlib import Path

from packaging.version import Version

import referee
from referee import attest

ROOT = Path(__file__).resolve().parents[2]
CHANGELOG = ROOT / "CHANGELOG.md"


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


def test_the_changelog_leads_with_this_version_or_with_the_unreleased_work_toward_it():
    """A release's changelog section is written before its tag; between releases, a development version's work is
    under Unreleased, above the last release, which is older than it."""
    headings = re.findall(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$", CHANGELOG.read_text(encoding="utf-8"), re.M)
    released = [(Version(version), date) for version, date in headings if version != "Unreleased"]
    assert all(date for _, date in released), "each released version has its date"
    assert released == sorted(released, reverse=True), "newest first"
    version = Version(referee.__version__)
    if version.is_devrelease or version.is_prerelease:
        assert headings[0][0] == "Unreleased" and released[0][0] < version
    else:
        assert headings[0][0] == referee.__version__
