"""The version is written once, as referee.__version__ (referee/__init__.py): pyproject.toml reads it from there,
so the installed metadata, `referee --version` and the `engine` that GET /v1/games/{game} and attestations name
all repeat it (tests/service/test_cli.py runs the command line)."""

import re
import shutil
import subprocess
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
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


def git(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, timeout=30)


def test_each_released_version_is_an_annotated_tag_of_its_date_on_this_history():
    """CHANGELOG.md says each released version is an annotated tag vX.Y.Z: the tags and the released sections are the
    same versions, each tag a commit of this history made on the section's date. Skipped where the tags are not
    here (a source archive, or a clone that left them out)."""
    if shutil.which("git") is None or git("rev-parse", "--git-dir").returncode != 0:
        pytest.skip("not a git checkout")
    tags = git("for-each-ref", "refs/tags/v*", "--format=%(refname:short) %(objecttype)").stdout.split("\n")
    tags = dict(line.split() for line in tags if line)
    if not tags:
        pytest.skip("no v* tags in this checkout (git fetch --tags)")
    headings = re.findall(r"^## \[([^\]]+)\] - (\d{4}-\d{2}-\d{2})$", CHANGELOG.read_text(encoding="utf-8"), re.M)
    assert sorted(tags) == sorted(f"v{version}" for version, _ in headings), "a released version without its tag"
    for version, date in headings:
        tag = f"v{version}"
        assert tags[tag] == "tag", f"{tag} is a lightweight tag: make it annotated (git tag -a)"
        assert git("merge-base", "--is-ancestor", f"{tag}^{{commit}}", "HEAD").returncode == 0, f"{tag} not on HEAD"
        made = git("log", "-1", "--date=short", "--format=%cd", f"{tag}^{{commit}}").stdout.strip()
        assert made == date, f"{tag}'s commit is of {made}, the changelog says {date}"
