"""CI's selection (.ci/run): the first run is `make test` as a newcomer runs it, every test; the pure run leaves out
the tests marked `once` or `any_build`, the Python 3.13 run those marked `once` only; each marker a selection or a
test names is one pyproject.toml declares, with its meaning."""

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# pytest's own marks, which pyproject.toml does not declare.
BUILTIN_MARKS = {"parametrize", "skip", "skipif", "xfail", "usefixtures", "filterwarnings"}


def declared_markers() -> set[str]:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {line.split(":", 1)[0] for line in pyproject["tool"]["pytest"]["ini_options"]["markers"]}


def ci_runs() -> list[tuple[str, str, str]]:
    """(version, REFEREE_COMPILE, -m selection) for each `make test` .ci/run makes, in order."""
    (runs,) = re.findall(r"^RUNS=\((.*)\)$", (ROOT / ".ci" / "run").read_text(encoding="utf-8"), re.M)
    return [tuple((run.split(" ", 2) + [""])[:3]) for run in re.findall(r'"([^"]*)"', runs)]


def test_the_first_run_runs_every_test_compiled_and_the_pure_run_leaves_out_once_and_any_build():
    (first_version, first_mode, first_selection), *others = ci_runs()
    assert (first_mode, first_selection) == ("required", "")
    selections = {(version == first_version, mode): selection for version, mode, selection in others}
    assert selections == {(True, "no"): "not once and not any_build", (False, "required"): "not once"}


def test_every_marker_ci_or_a_test_names_is_declared_with_its_meaning():
    named = {word for _, _, selection in ci_runs() for word in selection.split() if word not in ("not", "and", "or")}
    for path in (ROOT / "tests").rglob("test_*.py"):
        named |= set(re.findall(r"pytest\.mark\.(\w+)", path.read_text(encoding="utf-8"))) - BUILTIN_MARKS
    assert named <= declared_markers(), named - declared_markers()
    assert {"once", "any_build"} <= named
