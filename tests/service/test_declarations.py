"""A .pxd beside a compiled module gives C types to names in its .py; Cython matches them by name only, so a
function, argument or local renamed in the .py leaves its declaration typing nothing, and the compiled build
slows down with no error. These tests read every .pxd and its .py (ast) and fail on any name declared in one
that the other no longer has, on a .pxd of a module setup.py does not compile (the interpreter and Cython would
both ignore it), and on a cimport of a name no compiled module's .pxd declares.

The .pxd files use a few forms only (cimport lines, ctypedef, @cython.locals, cpdef or cdef functions, and a cdef
class whose block declares typed attributes and its cpdef or cdef methods); a line of any other form fails here, so
that a new form is taught to this reader rather than skipped by it."""

import ast
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from setup import compiled_sources, module_name  # noqa: E402

sys.path.remove(str(ROOT))

COMPILED = compiled_sources(ROOT)
DECLARATIONS = sorted((ROOT / "referee").rglob("*.pxd"))

FUNCTION = re.compile(r"c(?:p)?def\s+(?:[\w\[\]]+\s+)*?(?P<name>\w+)\s*\((?P<arguments>.*)\)\s*(?:except.*)?")
ARGUMENT = re.compile(r"(?:[\w\[\]]+\s+)*(?P<name>\w+)\s*(?P<default>=\s*\*)?")  # [type words] name [=*]


@dataclass
class Function:
    name: str
    arguments: list[tuple[str, bool]]  # each name, and whether the .pxd says it has a default
    locals: list[str] = field(default_factory=list)
    line: int = 0


@dataclass
class Class:
    name: str
    attributes: list[str] = field(default_factory=list)
    methods: list[Function] = field(default_factory=list)
    line: int = 0


@dataclass
class Declarations:
    functions: list[Function] = field(default_factory=list)
    types: set[str] = field(default_factory=set)
    cimports: dict[str, list[str]] = field(default_factory=dict)  # module -> names
    classes: list[Class] = field(default_factory=list)


def statements(text: str):
    """(line number, statement, whether it is indented) for each logical line: comments dropped, bracketed
    continuations joined."""
    pending, start, depth, indented = "", 0, 0, False
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split("#", 1)[0].rstrip()  # no '#' inside the strings these files hold
        if not code and not pending:
            continue
        if not pending:
            start, indented = number, code[:1].isspace()
        pending += " " + code.strip()
        depth += code.count("(") + code.count("[") - code.count(")") - code.count("]")
        if depth == 0:
            yield start, pending.strip(), indented
            pending = ""


def split_arguments(text: str) -> list[str]:
    parts, depth, current = [], 0, ""
    for character in text:
        depth += character in "([" and 1 or character in ")]" and -1 or 0
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    return [part.strip() for part in parts + [current] if part.strip()]


def read_pxd(text: str) -> Declarations:
    found, locals_pending, within = Declarations(), None, None
    for line, statement, indented in statements(text):
        if not indented:
            within = None
        elif within is None:
            raise AssertionError(f"line {line}: an indented line outside a cdef class: {statement}")
        if statement == "cimport cython":
            continue
        if match := re.fullmatch(r"cdef\s+class\s+(\w+)\s*(?:\(\s*\w+\s*\))?\s*:", statement):
            within = Class(match[1], line=line)
            found.classes.append(within)
            continue
        if within is not None and (match := re.fullmatch(r"cdef\s+(?:[\w\[\]]+\s+)+?(\w+(?:\s*,\s*\w+)*)", statement)):
            within.attributes.extend(name.strip() for name in match[1].split(","))
            continue
        if match := re.fullmatch(r"from\s+([\w.]+)\s+cimport\s+(.+)", statement):
            found.cimports.setdefault(match[1], []).extend(name.strip() for name in match[2].split(","))
        elif match := re.fullmatch(r"ctypedef\s+.+?\s+(\w+)", statement):
            found.types.add(match[1])
        elif statement.startswith("@cython.locals("):
            call = ast.parse(statement[1:], mode="eval").body
            assert not call.args, f"line {line}: @cython.locals takes names only"
            locals_pending = [keyword.arg for keyword in call.keywords]
        elif match := FUNCTION.fullmatch(statement):
            arguments = []
            for argument in split_arguments(match["arguments"]):
                named = ARGUMENT.fullmatch(argument)
                assert named, f"line {line}: cannot read the argument {argument!r}"
                arguments.append((named["name"], bool(named["default"])))
            (found.functions if within is None else within.methods).append(
                Function(match["name"], arguments, locals_pending or [], line)
            )
            locals_pending = None
        else:
            raise AssertionError(f"line {line}: a form this reader does not know (teach it): {statement}")
        if locals_pending is not None and not statement.startswith("@"):
            raise AssertionError(f"line {line}: @cython.locals must come right before a function")
    assert locals_pending is None, "@cython.locals at the end of the file, before no function"
    return found


def bound_names(function: ast.FunctionDef) -> set[str]:
    """The names a function's own scope binds: its arguments and every name assigned in its body (not in a
    nested function, class or comprehension, which are scopes of their own)."""
    arguments = function.args
    names = {argument.arg for argument in arguments.posonlyargs + arguments.args + arguments.kwonlyargs}
    names |= {argument.arg for argument in (arguments.vararg, arguments.kwarg) if argument}
    pending = list(function.body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
            continue
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.Lambda)):
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        pending.extend(ast.iter_child_nodes(node))
    return names


def assigned_attributes(node: ast.ClassDef) -> set[str]:
    """The names a class's methods assign on self (``self.name = ...``)."""
    return {
        target.attr
        for child in ast.walk(node)
        if isinstance(child, ast.Attribute) and isinstance(child.ctx, ast.Store)
        for target in [child]
        if isinstance(target.value, ast.Name) and target.value.id == "self"
    }


def drift(pxd_text: str, py_text: str) -> list[str]:
    """Every declaration of the .pxd that names something the .py does not have, in words."""
    declared = read_pxd(pxd_text)
    tree = ast.parse(py_text)
    defined = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}
    classes = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
    problems = []
    checked = [(function, defined, "") for function in declared.functions]
    for declared_class in declared.classes:
        source_class = classes.get(declared_class.name)
        if source_class is None:
            problems.append(f"line {declared_class.line}: the .py defines no class {declared_class.name}")
            continue
        assigned = assigned_attributes(source_class)
        unused = [name for name in declared_class.attributes if name not in assigned]
        if unused:
            problems.append(
                f"line {declared_class.line}: {declared_class.name} declares {', '.join(unused)}, "
                "which its methods never assign"
            )
        methods = {node.name: node for node in source_class.body if isinstance(node, ast.FunctionDef)}
        checked += [(method, methods, f"{declared_class.name}.") for method in declared_class.methods]
    for function, sources, owner in checked:
        where = f"line {function.line}: {owner}{function.name}"
        source = sources.get(function.name)
        if source is None:
            problems.append(f"{where} is declared, but the .py defines no function {function.name}")
            continue
        arguments = source.args
        if arguments.vararg or arguments.kwarg or arguments.kwonlyargs or arguments.posonlyargs:
            problems.append(
                f"{where}: the .py takes *args, **kwargs or keyword-only arguments, which a .pxd cannot type"
            )
        names = [argument.arg for argument in arguments.args]
        with_default = set(names[len(names) - len(arguments.defaults) :]) if arguments.defaults else set()
        expected = [(name, name in with_default) for name in names]
        if function.arguments != expected:
            problems.append(
                f"{where}: the .pxd declares the arguments {function.arguments}, "
                f"the .py has {expected} (name, has a default)"
            )
        missing = sorted(set(function.locals) - bound_names(source))
        if missing:
            problems.append(f"{where}: @cython.locals types {', '.join(missing)}, which the .py function never binds")
    return problems


def pxd_ids(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def test_every_module_with_a_pxd_is_compiled():
    """A .pxd beside a module not compiled declares C types nothing uses, and would be read wrongly as
    speeding up its module."""
    uncompiled = [pxd_ids(path) for path in DECLARATIONS if path.with_suffix(".py") not in COMPILED]
    assert uncompiled == [], f"delete these, or list their modules in setup.py's COMPILED: {uncompiled}"


@pytest.mark.parametrize("pxd", DECLARATIONS, ids=pxd_ids)
def test_pxd_declares_only_functions_arguments_and_locals_its_py_still_has(pxd):
    assert drift(pxd.read_text(), pxd.with_suffix(".py").read_text()) == []


@pytest.mark.parametrize("pxd", DECLARATIONS, ids=pxd_ids)
def test_pxd_cimports_only_what_a_compiled_module_declares(pxd):
    """A cimported function is called through the C table of the module's extension: the module must be compiled,
    or the extension importing it fails to load."""
    compiled = {module_name(source, ROOT): source for source in COMPILED}
    for module, names in read_pxd(pxd.read_text()).cimports.items():
        assert module in compiled, f"{pxd_ids(pxd)} cimports from {module}, which setup.py does not compile"
        declarations_path = compiled[module].with_suffix(".pxd")
        assert declarations_path.exists(), f"{module} has no .pxd to cimport from"
        offered = read_pxd(declarations_path.read_text())
        declared = {function.name for function in offered.functions} | offered.types
        declared |= {declared_class.name for declared_class in offered.classes}
        assert set(names) <= declared, f"{pxd_ids(pxd)} cimports {sorted(set(names) - declared)} from {module}"


SOURCE = """
def count(cards, allowed=0):
    total = 0
    for card in cards:
        total += card & allowed
    return total
"""
DECLARED = """
cimport cython
@cython.locals(total="unsigned long long",
               card="unsigned long long")
cpdef unsigned long long count(cards, unsigned long long allowed=*) except? 0
"""


def test_drift_is_nothing_when_every_declared_name_exists():
    assert drift(DECLARED, SOURCE) == []


@pytest.mark.parametrize(
    "renamed, problem",
    [
        (("total", "sum_"), "@cython.locals types total"),
        (("def count", "def tally"), "the .py defines no function count"),
        (("allowed=0", "mask=0"), "the .pxd declares the arguments"),
        (("allowed=0", "allowed"), "the .pxd declares the arguments"),
    ],
)
def test_drift_names_a_local_function_or_argument_renamed_in_the_py(renamed, problem):
    problems = drift(DECLARED, SOURCE.replace(*renamed))
    assert len(problems) == 1 and problem in problems[0], problems


CLASS_SOURCE = """
class Hand:
    def __init__(self, bits):
        self.bits = bits

    def play(self, bit):
        held = self.bits & bit
        self.bits ^= held
        return held
"""
CLASS_DECLARED = """
cimport cython
cdef class Hand:
    cdef unsigned long long bits
    @cython.locals(held="unsigned long long")
    cpdef play(self, unsigned long long bit)
"""


def test_drift_is_nothing_when_a_cdef_class_declares_what_its_class_has():
    assert drift(CLASS_DECLARED, CLASS_SOURCE) == []


@pytest.mark.parametrize(
    "renamed, problem",
    [
        (("self.bits", "self.mask"), "declares bits, which its methods never assign"),
        (("def play", "def lay"), "the .py defines no function play"),
        (("held = ", "taken = "), "@cython.locals types held"),
        (("class Hand", "class Deck"), "the .py defines no class Hand"),
    ],
)
def test_drift_names_an_attribute_method_or_class_renamed_in_the_py(renamed, problem):
    problems = drift(CLASS_DECLARED, CLASS_SOURCE.replace(*renamed))
    assert any(problem in found for found in problems), problems


def test_a_pxd_form_the_reader_does_not_know_fails_rather_than_being_skipped():
    with pytest.raises(AssertionError, match="a form this reader does not know"):
        read_pxd('cdef extern from "hand.h":\n    int bits\n')
