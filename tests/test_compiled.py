"""The suite tests what ships: every module setup.py compiles is imported as its compiled extension,
built from the source as it is now. A stale or missing build fails here with what to run."""

import importlib
import importlib.machinery
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from setup import COMPILED, EXCLUDED  # noqa: E402

sys.path.remove(str(ROOT))

REBUILD = "run `make compile` (or `python setup.py build_ext --inplace`)"


def compiled_sources() -> list[Path]:
    excluded = {path for pattern in EXCLUDED for path in ROOT.glob(pattern)}
    return sorted({path for pattern in COMPILED for path in ROOT.glob(pattern)} - excluded)


def module_name(source: Path) -> str:
    return ".".join(source.relative_to(ROOT).with_suffix("").parts)


def test_the_compiled_list_names_real_modules():
    sources = compiled_sources()
    assert len(sources) >= 30
    assert ROOT / "referee/games/hearts/play.py" in sources


@pytest.mark.parametrize("source", compiled_sources(), ids=module_name)
def test_module_runs_compiled_from_its_current_source(source):
    module = importlib.import_module(module_name(source))
    extension = Path(module.__file__)
    assert any(extension.name.endswith(suffix) for suffix in importlib.machinery.EXTENSION_SUFFIXES), (
        f"{module.__name__} runs from {extension.name}, not its compiled extension: {REBUILD}")
    declarations = source.with_suffix(".pxd")  # the C types some modules declare for their build
    for built_from in [source, declarations] if declarations.exists() else [source]:
        assert extension.stat().st_mtime >= built_from.stat().st_mtime, (
            f"{extension.name} is older than {built_from.name}: the tests would run old code; {REBUILD}")
