"""Compiles the modules every request runs through with Cython, unchanged: the .py files stay the
source (and run as they are wherever nothing is compiled); the extension modules built from them
run the same code without the interpreter loop, about twice as fast (bench/RESULTS.md). A few
modules on the Hearts replay's path also have a .pxd beside them: C types for that build only (calls
between their functions become C calls), ignored by the interpreter.

Everything else about the package is declared in pyproject.toml.
"""

import os

from setuptools import setup

# Globs of the modules compiled. Flask-facing startup code (app, routes, the CLI) is not: it runs
# once per process, and compiling it would only slow the build.
COMPILED = [
    "referee/cards.py",
    "referee/rulings.py",
    "referee/operations.py",
    "referee/games/*.py",
    "referee/games/*/*.py",
    "referee/api/observability.py",
    "referee/api/jsonio.py",
    "referee/api/body.py",
    "referee/api/schemas/common.py",
    "referee/api/schemas/loading.py",
]
EXCLUDED = ["referee/games/__init__.py", "referee/games/*/__init__.py"]

# Annotations are documentation here, as in CPython: Cython must not turn `x: int` into a type check
# that the interpreted code does not make.
DIRECTIVES = {"language_level": 3, "annotation_typing": False, "binding": True}


def extensions():
    # `make` installs the package with REFEREE_COMPILE=0 and then compiles in place with two
    # compilers at once (pip's build runs one), rebuilding only what changed on every run.
    if os.environ.get("REFEREE_COMPILE", "1") == "0":
        return []
    from Cython.Build import cythonize

    return cythonize(COMPILED, exclude=EXCLUDED, compiler_directives=DIRECTIVES, nthreads=2, quiet=True)


if __name__ == "__main__":  # importable by tests/test_compiled.py for COMPILED
    # Two compiler processes at once: the build machines have two cores.
    setup(ext_modules=extensions(), options={"build_ext": {"parallel": 2}})
