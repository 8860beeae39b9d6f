"""The suite tests the build it runs. `make test` says in REFEREE_BUILD which build `make compile` chose:
"compiled", and every module setup.py lists is imported as its extension, built from the source as
it is now; or "pure", and every one is imported from its .py (no extension of this interpreter is
beside it). Run without REFEREE_BUILD, the listed modules must be all one or all the other. No module
outside the list has an extension beside it, in either build."""

import importlib
import importlib.machinery
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from setup import COMPILED, compiled_sources, module_name, unlisted_extensions  # noqa: E402

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
        loaded.name == source.stem + suffix for suffix in importlib.machinery.EXTENSION_SUFFIXES
    ), f"{name_of(source)} runs from {loaded}, neither its source nor its extension"
    return "compiled"


def test_the_compiled_list_names_at_most_ten_existing_modules_once_each():
    """Few, so that a newcomer's first `make run` does not wait minutes for the compiler; each a file that exists,
    so that a module renamed or moved cannot drop out of the build unnoticed."""
    assert 1 <= len(COMPILED) <= 10, COMPILED
    assert len(set(COMPILED)) == len(COMPILED), COMPILED
    missing = [source for source in COMPILED if not (ROOT / source).is_file() or not source.endswith(".py")]
    assert missing == [], f"setup.py's COMPILED names these, which are not Python sources: {missing}"
    assert not any(source.endswith("__init__.py") for source in COMPILED), "a package's __init__ stays a source"


def test_no_module_outside_the_compiled_list_has_an_extension_beside_it():
    """An extension left by an earlier build of a longer list would run old code instead of its source."""
    left = [str(path.relative_to(ROOT)) for path in unlisted_extensions(ROOT)]
    assert left == [], f"{', '.join(left)}: {REBUILD}"


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
                f"{extension.name} is older than {built_from.name}: the tests would run old code; {REBUILD}"
            )


def test_the_listed_modules_are_all_compiled_or_all_pure():
    """A half-built set, some modules compiled and some not, is never what `make compile` leaves."""
    builds = {name_of(source): build_of(source) for source in SOURCES}
    pure = sorted(name for name, build in builds.items() if build == "pure")
    assert len(pure) in (0, len(builds)), f"only these run pure: {', '.join(pure)}; {REBUILD}"
