"""What `python -m build` makes, as a Python user installs it: an sdist that carries every file the compiled build
reads (the .pxd files beside their modules, without which a wheel built from the sdist is a different, slower
build); a wheel built from that sdist whose extensions are the modules setup.py lists, built as the in-place build
builds them, and stripped; and where no C compiler works, a wheel of the sources alone tagged py3-none-any. Both
wheels answer every table-driven case as this checkout does, and carry the conformance suite, which `referee
conformance` installed from a wheel finds from any folder.

Slow (one sdist, one compiled wheel, one pure wheel: a minute or two of compiling), so marked `build`: `pytest -m
build` runs these alone, `-m "not build"` leaves them out. `make test` runs them."""

import importlib
import importlib.machinery
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest
from conftest import table_cases
from packaging.tags import Tag, sys_tags
from packaging.utils import parse_wheel_filename

import referee
from referee.conformance import SHIPPED, SOURCE
from referee.rulings import InvalidRecord

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from setup import COMPILED, module_name  # noqa: E402

sys.path.remove(str(ROOT))

pytestmark = [pytest.mark.build, pytest.mark.once]

EXTENSION = importlib.machinery.EXTENSION_SUFFIXES[0]  # this interpreter's, e.g. .cpython-311-x86_64-linux-gnu.so
COMPILED_MODULES = {module_name(Path(source)) for source in COMPILED}
# Build output and caches that a checkout may hold and no package should.
NOT_SOURCES = shutil.ignore_patterns("*.so", "*.c", "__pycache__", "*.pyc")
# A .pxd's module-level function: a cdef class and its methods (indented) are not C functions a module exports.
FUNCTION = re.compile(r"^c(?:p)?def\s+(?!class\s)(?:[\w\[\]]+\s+)*?(\w+)\s*\(", re.MULTILINE)


def environment(**settings: str) -> dict:
    # The suite's own build settings (and make's) are not the builds' here.
    inherited = {
        name: value
        for name, value in os.environ.items()
        if name not in {"REFEREE_COMPILE", "REFEREE_BUILD", "REFEREE_BUILD_RECORD", "MAKEFLAGS", "MFLAGS", "CC"}
    }
    return {**inherited, **settings}


def build(source: Path, output: Path, *options: str, **settings: str) -> subprocess.CompletedProcess:
    # --no-isolation: the build tools this suite's virtualenv pins (constraints.txt), not whatever an index has today.
    return subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(output), *options, str(source)],
        env=environment(**settings),
        capture_output=True,
        text=True,
        timeout=1200,
    )


def unpack(sdist: Path, into: Path) -> Path:
    """The sdist unpacked afresh: each wheel is built from it as a user's pip builds one."""
    with tarfile.open(sdist) as archive:
        archive.extractall(into, filter="data")
    (unpacked,) = into.iterdir()
    return unpacked


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> dict:
    """The sdist, the compiled wheel built from it (None where no C compiler works) and the pure wheel built from the
    same sdist where no C compiler works (CC=false), as `python -m build` makes each."""
    work = tmp_path_factory.mktemp("build")
    project = work / "project"  # the checkout's package and top-level files; the sdist's build writes beside them
    shutil.copytree(ROOT / "referee", project / "referee", ignore=NOT_SOURCES)
    shutil.copytree(ROOT / SOURCE, project / SOURCE)
    for path in ROOT.iterdir():
        if path.is_file():
            shutil.copy2(path, project / path.name)
    built = build(project, work / "sdist", "--sdist")
    assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
    (sdist,) = (work / "sdist").glob("*.tar.gz")
    found = {"sdist": sdist, "work": work, "wheel": None}
    compiled = build(unpack(sdist, work / "for-compiled"), work / "compiled", "--wheel", REFEREE_COMPILE="required")
    if compiled.returncode == 0:
        (found["wheel"],) = (work / "compiled").glob("*.whl")
    else:
        assert "no working C compiler" in compiled.stdout + compiled.stderr, (
            compiled.stdout[-4000:] + compiled.stderr[-4000:]
        )
    pure = build(unpack(sdist, work / "for-pure"), work / "pure", "--wheel", REFEREE_COMPILE="auto", CC="false")
    assert pure.returncode == 0, pure.stdout[-4000:] + pure.stderr[-4000:]
    assert "not compiled: no working C compiler" in pure.stdout + pure.stderr
    (found["pure"],) = (work / "pure").glob("*.whl")
    return found


@pytest.fixture()
def compiled_wheel(dist) -> Path:
    if dist["wheel"] is None:
        pytest.skip("no working C compiler here: the compiled wheel cannot be built")
    return dist["wheel"]


def sdist_names(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as archive:
        return {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}


def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def wheel_metadata(wheel: Path, name: str):
    with zipfile.ZipFile(wheel) as archive:
        (path,) = [entry for entry in archive.namelist() if entry.endswith(".dist-info/" + name)]
        return Parser().parsestr(archive.read(path).decode("utf-8"))


def package_files() -> set[str]:
    """Every file of the package in this checkout: its modules, their .pxd files and its data."""
    return {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "referee").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".so", ".c", ".pyc")
    }


def suite_files() -> set[str]:
    """Every file of the conformance suite (conformance/ in this checkout), as the sdist holds it."""
    return {path.relative_to(ROOT).as_posix() for path in (ROOT / SOURCE).rglob("*") if path.is_file()}


def suite_in_package() -> set[str]:
    """The same files where a wheel holds them, inside the package."""
    return {f"referee/{SHIPPED}/" + name.removeprefix(f"{SOURCE}/") for name in suite_files()}


def elf_sections(path: Path) -> set[str]:
    """The section names of a 64-bit little-endian ELF shared object (its section header table)."""
    data = path.read_bytes()
    assert data[:6] == b"\x7fELF\x02\x01", f"{path.name} is not a 64-bit little-endian ELF file"
    (table,) = struct.unpack_from("<Q", data, 0x28)
    entry_size, count, names_index = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", data, table + index * entry_size) for index in range(count)]
    names = data[headers[names_index][4] : headers[names_index][4] + headers[names_index][5]]
    return {names[header[0] : names.index(b"\0", header[0])].decode("ascii") for header in headers}


def declared_functions(module: str) -> set[str]:
    """The functions a compiled module's .pxd declares: the C functions its extension exports (__pyx_capi__)."""
    declarations = ROOT / (module.replace(".", "/") + ".pxd")
    return set(FUNCTION.findall(declarations.read_text(encoding="utf-8"))) if declarations.exists() else set()


# Run with the unpacked wheel first on sys.path (setuptools' editable finder comes after the path's): the compiled
# modules it imports, the C functions each exports, and its answers to the requests on standard input.
PROBE = """
import importlib, json, sys
import referee
from referee.conformance import SHIPPED, SOURCE
from referee.rulings import InvalidRecord
compiled, requests = json.load(sys.stdin)
modules = {name: importlib.import_module(name) for name in compiled}
answers = []
for game, operation, body in requests:
    try:
        answers.append(referee.run(game, operation, body))
    except InvalidRecord as error:
        answers.append({"invalid": [list(pair) for pair in error.errors]})
json.dump({
    "referee": referee.__file__,
    "version": referee.__version__,
    "files": {name: module.__file__ for name, module in modules.items()},
    "capi": {name: sorted(getattr(module, "__pyx_capi__", {})) for name, module in modules.items()},
    "answers": answers,
}, sys.stdout)
"""


def requests() -> list[tuple[str, str, dict]]:
    return [(game, case["endpoint"], case["request"]) for game, case in table_cases()]


def answers_here() -> list[dict]:
    answers = []
    for game, operation, body in requests():
        try:
            answers.append(referee.run(game, operation, body))
        except InvalidRecord as error:
            answers.append({"invalid": [list(pair) for pair in error.errors]})
    return json.loads(json.dumps(answers))


def installed(wheel: Path, work: Path) -> Path:
    """The wheel unpacked, as pip installs its files into site-packages."""
    unpacked = work / ("installed-" + wheel.stem)
    if not unpacked.exists():
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(unpacked)
    return unpacked


def probe(wheel: Path, work: Path) -> dict:
    unpacked = installed(wheel, work)
    finished = subprocess.run(
        [sys.executable, "-c", PROBE],
        input=json.dumps([sorted(COMPILED_MODULES), requests()]),
        env={**environment(), "PYTHONPATH": str(unpacked)},
        cwd=work,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert finished.returncode == 0, finished.stderr[-4000:]
    found = json.loads(finished.stdout)
    assert Path(found["referee"]).is_relative_to(unpacked), f"the probe imported {found['referee']}, not the wheel's"
    return found


def test_the_sdist_carries_every_file_of_the_package_the_pxd_files_included_and_the_build_files(dist):
    names = sdist_names(dist["sdist"])
    missing = sorted((package_files() | suite_files()) - names)
    assert missing == [], f"the sdist leaves out {', '.join(missing)}"
    assert {"setup.py", "pyproject.toml", "MANIFEST.in", "README.md", "LICENSE", "CHANGELOG.md"} <= names
    assert not [name for name in names if name.endswith((".so", ".c"))]


def test_the_wheel_built_from_the_sdist_is_this_interpreters_with_every_listed_module_compiled_and_stripped(
    dist, compiled_wheel
):
    (tag,) = parse_wheel_filename(compiled_wheel.name)[3]
    assert tag in set(sys_tags()) and tag.interpreter == f"cp{sys.version_info.major}{sys.version_info.minor}", tag
    extensions = {name for name in wheel_names(compiled_wheel) if name.endswith(EXTENSION)}
    assert extensions == {module.replace(".", "/") + EXTENSION for module in COMPILED_MODULES}
    work = dist["work"] / "stripped"
    with zipfile.ZipFile(compiled_wheel) as archive:
        archive.extractall(work, members=sorted(extensions))
    for extension in sorted(extensions):
        sections = elf_sections(work / extension)
        kept = sorted(name for name in sections if name == ".symtab" or name.startswith(".debug"))
        assert kept == [], f"{extension} keeps {', '.join(kept)}: not stripped"


def test_the_wheels_compiled_modules_are_the_in_place_builds_each_exporting_what_its_pxd_declares(dist, compiled_wheel):
    found = probe(compiled_wheel, dist["work"])
    for module in sorted(COMPILED_MODULES):
        assert found["files"][module].endswith(EXTENSION), f"{module} runs from {found['files'][module]}"
        # Without its .pxd, a module compiles with none of its functions typed as C functions, and exports none.
        assert set(found["capi"][module]) == declared_functions(module), module
        here = importlib.import_module(module)
        if here.__file__.endswith(EXTENSION):  # this checkout runs its in-place build: the same C functions
            assert found["capi"][module] == sorted(getattr(here, "__pyx_capi__", {})), module
    assert found["answers"] == answers_here()


def test_the_pure_wheel_is_py3_none_any_with_the_sources_alone_and_answers_the_same(dist):
    assert parse_wheel_filename(dist["pure"].name)[3] == frozenset({Tag("py3", "none", "any")})
    wheel = wheel_metadata(dist["pure"], "WHEEL")
    assert wheel.get_all("Tag") == ["py3-none-any"] and wheel["Root-Is-Purelib"] == "true"
    names = wheel_names(dist["pure"])
    assert not [name for name in names if name.endswith((".so", ".pyd", ".c", ".pxd"))]
    assert {name for name in names if name.startswith("referee/")} == {
        name for name in package_files() if not name.endswith(".pxd")
    } | suite_in_package()
    found = probe(dist["pure"], dist["work"])
    assert all(path.endswith(".py") for path in found["files"].values()), found["files"]
    assert found["answers"] == answers_here()


def test_the_wheels_metadata_names_the_version_the_license_and_the_typed_package(dist):
    for wheel in filter(None, (dist["wheel"], dist["pure"])):
        metadata = wheel_metadata(wheel, "METADATA")
        assert metadata["Version"] == referee.__version__ == parse_wheel_filename(wheel.name)[1].public
        assert metadata["License-Expression"] == "MIT" and metadata.get_all("License-File") == ["LICENSE"]
        assert "Typing :: Typed" in metadata.get_all("Classifier")
        names = wheel_names(wheel)
        assert "referee/py.typed" in names and any(name.endswith(".dist-info/licenses/LICENSE") for name in names)
        assert not [name for name in names if name.endswith(".pxd")]


def test_referee_conformance_installed_from_a_wheel_checks_the_suite_the_wheel_carries_from_any_folder(dist, tmp_path):
    for wheel in filter(None, (dist["wheel"], dist["pure"])):
        assert suite_in_package() <= wheel_names(wheel)
    unpacked = installed(dist["pure"], dist["work"])
    elsewhere = tmp_path / "elsewhere"  # no conformance/ here, nor anywhere above that the runner would look
    elsewhere.mkdir()
    finished = subprocess.run(
        [sys.executable, "-m", "referee", "conformance", "--game", "california-jack"],
        env={**environment(), "PYTHONPATH": str(unpacked)},
        cwd=elsewhere,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert finished.returncode == 0, finished.stdout[-4000:] + finished.stderr[-4000:]
    rows = finished.stdout.splitlines()
    assert rows[-1] == "every file agrees (205 lines in 5 files)", finished.stdout
    shipped = unpacked / "referee" / SHIPPED / "california-jack"
    assert all(
        str(shipped / name) in finished.stdout
        for name in ("seed.jsonl", "classic.jsonl", "faults.jsonl", "results.jsonl")
    )
