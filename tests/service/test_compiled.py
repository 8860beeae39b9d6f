"""The suite tests the build it runs. `make test` says in REFEREE_BUILD which build `make compile` chose:
"compiled", and every module setup.py lists is imported as its extension, built from the source as
it is now; or "pure", and every one is imported from its .py (no extension of this interpreter is
beside it). Run without REFEREE_BUILD, the listed modules must be all one or all the other."""

import importlib
import importlib.machinery
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from setup import compiled_sources, module_name  # noqa: E402

sys.path.remove(str(ROOT))

SOURCES = compiled_sources(ROOT)
CHOSEN = os.environ.get("REFEREE_BUILD")
REBUILD = "run `make compile` (or `python setup.py build_ext --inplace`)"


def name_of(source: Path) -> str:
    return module_name(source, ROOT)


def build_of(source: Path) -> str:
    loaded = Path(importlib.import_module(name_of(source)).__file__).resolve()
    if loaded == source:
        return "pure"
    assert loaded.parent == source.parent and any(
        loaded.name == source.stem + suffix for suffix in importlib.machinery.EXTENSION_SUFFIXES), (
        f"{name_of(source)} runs from {loaded}, neither its source nor its extension")
    return "compiled"


def test_the_compiled_list_names_real_modules():
    assert len(SOURCES) >= 30
    assert ROOT / "referee/games/hearts/play.py" in SOURCES


@pytest.mark.parametrize("source", SOURCES, ids=name_of)
def test_module_runs_the_chosen_build_from_its_current_source(source):
    build = build_of(source)
    if CHOSEN is not None:
        assert build == CHOSEN, f"{name_of(source)} runs {build}, but `make compile` chose {CHOSEN}: {REBUILD}"
    if build == "compiled":
        extension = Path(sys.modules[name_of(source)].__file__)
        declarations = source.with_suffix(".pxd")  # the C types some modules declare for their build
        for built_from in [source, declarations] if declarations.exists() else [source]:
            assert extension.stat().st_mtime >= built_from.stat().st_mtime, (
                f"{extension.name} is older than {built_from.name}: the tests would run old code; {REBUILD}")


def test_the_listed_modules_are_all_compiled_or_all_pure():
    """A half-built set, some modules compiled and some not, is never what `make compile` leaves."""
    builds = {name_of(source): build_of(source) for source in SOURCES}
    pure = sorted(name for name, build in builds.items() if build == "pure")
    assert len(pure) in (0, len(builds)), f"only these run pure: {', '.join(pure)}; {REBUILD}"
