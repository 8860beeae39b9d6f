"""Compiles the few modules on the hot path (COMPILED) with Cython, unchanged: the .py files stay the
source (and run as they are wherever nothing is compiled); the extension modules built from them
run the same code without the interpreter loop (bench/RESULTS.md has the figures). A few
of them, on the Hearts replay's path and the claim solver's, also have a .pxd beside them: C types for
that build only (calls between their functions become C calls), ignored by the interpreter. An in-place build removes the
extensions of modules no longer listed, which would otherwise be imported instead of their sources.

Compiling is optional, as markupsafe's and PyYAML's speedups are. REFEREE_COMPILE chooses:
  auto      (the default) compile where a C compiler and Python's headers work; otherwise, or if
            any step of the build fails, build nothing and say so in one line: the package is the
            pure-Python sources
  required  a failed compile is an error (the Docker image, CI's compiled runs, `make bench`)
  no        compile nothing
When REFEREE_BUILD_RECORD names a file, the outcome is written there as one line, "compiled ..." or
"pure <the sentence saying why>" (the Makefile reads it).

`python -m build` makes an sdist that carries the .pxd files (MANIFEST.in), so a wheel built from it is the same
build as the in-place one; a wheel's extensions are stripped, and a wheel with none is tagged py3-none-any
(tests/service/test_build.py). The sdist also carries the conformance suite (conformance/), which a wheel's build
copies into the package (BuildPyWithSuite), where `referee conformance` reads it when installed.

Everything else about the package is declared in pyproject.toml.
"""

import importlib.machinery
import os
import sys
import tempfile
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.bdist_wheel import bdist_wheel
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

# The modules compiled: the few on the hot path, each named once (at most 10: a newcomer's first `make run` waits
# for the compile). Chosen by measurement: bench/hot_modules.py ranks the modules by their own time under the pure
# sources, and bench/engine.py on the compiled build checks what the choice gains (bench/RESULTS.md, "Compiling");
# the claim solver by bench/claims.py.
# Everything else runs as its Python source, compiled build or not. A .pxd (C types for a module's compiled build)
# sits beside listed modules only; tests/service/test_declarations.py checks it against its .py.
COMPILED = [
    "referee/cards.py",
    "referee/schemas/common.py",
    "referee/schemas/loading.py",
    "referee/games/hearts/play.py",
    "referee/api/observability.py",
    "referee/games/hearts/scoring.py",
    "referee/games/forty_five/play.py",
    "referee/games/california_jack/play.py",
    "referee/engine/replay.py",
    "referee/disputes/solver.py",
]

# Annotations are documentation here, as in CPython: Cython must not turn `x: int` into a type check
# that the interpreted code does not make.
DIRECTIVES = {"language_level": 3, "annotation_typing": False, "binding": True}

MODES = ("auto", "required", "no")


def compile_mode() -> str:
    mode = os.environ.get("REFEREE_COMPILE") or "auto"
    if mode not in MODES:
        raise SystemExit(f"REFEREE_COMPILE={mode!r}: it must be one of {', '.join(MODES)}")
    return mode


def compiled_sources(root: Path = Path(".")) -> list[Path]:
    return [root / source for source in COMPILED]


def module_name(source: Path, root: Path = Path(".")) -> str:
    return ".".join(source.relative_to(root).with_suffix("").parts)


def extension_files(source: Path) -> list[Path]:
    """Every file beside a source that this interpreter would import instead of it."""
    return [source.with_name(source.stem + suffix) for suffix in importlib.machinery.EXTENSION_SUFFIXES]


def unlisted_extensions(root: Path = Path(".")) -> list[Path]:
    """Extensions beside sources that COMPILED does not list (an earlier build's, from a longer list): each would
    be imported instead of its source, running old code."""
    listed = set(compiled_sources(root))
    return [
        extension
        for source in sorted((root / "referee").rglob("*.py"))
        if source not in listed
        for extension in extension_files(source)
        if extension.exists()
    ]


def extensions() -> list[Extension]:
    # `make` installs the package with REFEREE_COMPILE=no and then compiles in place with two
    # compilers at once (pip's build runs one), rebuilding only what changed on every run.
    if compile_mode() == "no":
        return []
    # Cythonized in build_ext, not here, so that a missing or failing Cython falls back like a
    # missing compiler.
    return [Extension(module_name(source), [source.as_posix()]) for source in compiled_sources()]


class OptionalBuildExt(build_ext):
    """build_ext that compiles all the listed modules or, failing that, none of them: a module built
    from an older source would run old code, so after a failure no extension of this interpreter is
    left where it would be imported."""

    def run(self):
        mode, inplace = compile_mode(), self.inplace  # setuptools clears self.inplace while it builds
        # A wheel's extensions go out without their symbol table (nobody steps through them); an in-place build
        # keeps it for the profilers bench/RESULTS.md's instruction counts come from, which name C functions by it.
        self.strip = not inplace
        if inplace:
            for path in unlisted_extensions():
                path.unlink()
        try:
            if mode == "no":
                raise NotCompiling("REFEREE_COMPILE=no")
            super().run()
        except Exception as error:
            self.remove_extensions(inplace)
            if mode == "required":
                raise
            self.distribution.ext_modules = []  # none was built: a wheel holds the sources alone (PureWhenNotCompiled)
            self.report("pure", f"running the pure-Python sources, not compiled: {describe(error)}")
        else:
            self.report("compiled", "compiled every module setup.py lists with Cython")

    def build_extensions(self):
        self.check_compiler()
        from Cython.Build import cythonize

        # The C sources go onto the extensions setuptools has already set up, which keep their state.
        written = {
            ext.name: ext.sources
            for ext in cythonize(self.extensions, compiler_directives=DIRECTIVES, nthreads=2, quiet=True)
        }
        for ext in self.extensions:
            ext.sources = written[ext.name]
            if self.compiler.compiler_type == "unix":
                # Without debug information (Python's own CFLAGS ask for it, -g): it is about a third of gcc's time
                # on Cython's C and most of each extension's size, for a C source nobody steps through.
                ext.extra_compile_args.append("-g0")
                if self.strip and sys.platform == "linux":  # GNU ld and lld: -s drops the symbol table
                    ext.extra_link_args.append("-s")
        super().build_extensions()

    def check_compiler(self):
        """Build a tiny extension first: where no C compiler or no Python headers work, that fails in
        a second, before Cython spends a minute writing C that nothing can compile."""
        with tempfile.TemporaryDirectory(prefix="referee-compiler-check-") as work:
            probe = Path(work, "probe.c")
            probe.write_text("#include <Python.h>\nint referee_probe(void) { return Py_IsInitialized(); }\n")
            try:
                objects = self.compiler.compile([str(probe)], output_dir=work)
                self.compiler.link_shared_object(objects, str(Path(work, "probe.so")), target_lang="c")
            except Exception as error:
                raise NotCompiling(
                    f"no working C compiler with Python's headers ({self.compiler.compiler_so[0]} "
                    "could not build a file that includes Python.h)"
                ) from error

    def remove_extensions(self, inplace: bool):
        if inplace:
            built = [path for source in compiled_sources() for path in extension_files(source)]
        else:  # a wheel's build: what it would package
            self.inplace = False
            built = [Path(output) for output in self.get_outputs()]
        for path in built:
            path.unlink(missing_ok=True)

    def report(self, outcome: str, sentence: str):
        print(sentence, file=sys.stderr)
        if os.environ.get("REFEREE_BUILD_RECORD"):
            Path(os.environ["REFEREE_BUILD_RECORD"]).write_text(f"{outcome} {sentence}\n")


class PureWhenNotCompiled(bdist_wheel):
    """A wheel tagged by what its build made. setuptools tags it when the build starts, for this interpreter and
    platform because setup.py lists extensions; where none was built (REFEREE_COMPILE=no, or auto without a working
    compiler), the wheel holds only sources, runs on any Python 3 and is tagged py3-none-any."""

    def run_command(self, command):
        super().run_command(command)
        if command == "build":
            self.root_is_pure = not self.distribution.has_ext_modules()


# The published conformance suite: a folder of the source beside the package, so that another engine's authors find
# it at the top of the repository; in a wheel, inside the package (referee/conformance.py: SOURCE, SHIPPED).
SUITE_SOURCE = Path("conformance")
SUITE_IN_PACKAGE = Path("referee", "conformance_suite")


class BuildPyWithSuite(build_py):
    """build_py that also copies the conformance suite into the package it builds, so that `referee conformance`
    installed from a wheel checks the suite of its own version wherever it runs. An editable install builds no
    copy: the checkout's conformance/ is read where it is."""

    def run(self):
        super().run()
        if self.editable_mode:
            return
        files = sorted(path for path in SUITE_SOURCE.rglob("*") if path.is_file())
        if not files:
            raise SystemExit(
                f"{SUITE_SOURCE}/ is missing or empty: the package would ship without its conformance suite"
            )
        for path in files:
            target = Path(self.build_lib, SUITE_IN_PACKAGE, path.relative_to(SUITE_SOURCE))
            self.mkpath(str(target.parent))
            self.copy_file(str(path), str(target))


class NotCompiling(Exception):
    pass


def describe(error: Exception, limit: int = 200) -> str:
    """The error in a few words for the one line; the whole of it is in the build's log."""
    words = " ".join(str(error).split()) or type(error).__name__
    return words if len(words) <= limit else words[: limit - 3] + "..."


if __name__ == "__main__":  # importable by tests/test_compiled.py for COMPILED
    # Two compiler processes at once: the build machines have two cores.
    setup(
        ext_modules=extensions(),
        cmdclass={"build_ext": OptionalBuildExt, "bdist_wheel": PureWhenNotCompiled, "build_py": BuildPyWithSuite},
        options={"build_ext": {"parallel": 2}},
    )
