"""Public APIs of the libraries only (docs/engine.md): no private attribute of marshmallow, flask-smorest
or werkzeug is read, called or set anywhere in referee/, so an upgrade that keeps their public API keeps ours."""

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "referee"
LIBRARIES = ("marshmallow", "flask_smorest", "werkzeug")
# Our own objects, whose private attributes are ours: self and cls in a method, super() in an override.
OWN = ("self", "cls")


def private_names(library: str) -> set[str]:
    """Every _name (not __dunder__) a module of ``library`` defines, on itself or on any of its classes, and the
    attributes flask-smorest's decorators set on view functions."""
    package = importlib.import_module(library)
    modules = [
        package,
        *(
            importlib.import_module(found.name)
            for found in pkgutil.walk_packages(package.__path__, f"{library}.")
            if not found.name.endswith("__main__")
        ),
    ]
    names = set()
    for module in modules:
        names.update(vars(module))
        for _, cls in inspect.getmembers(module, inspect.isclass):
            names.update(name for klass in cls.__mro__ for name in vars(klass))
        source = Path(module.__file__).read_text(encoding="utf-8")
        names.update(node.attr for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Attribute))
    return {name for name in names if name.startswith("_") and not name.startswith("__")}


PRIVATE = set().union(*(private_names(library) for library in LIBRARIES))


def private_uses(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in PRIVATE:
            owner = node.value
            own = (isinstance(owner, ast.Name) and owner.id in OWN) or (
                isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) and owner.func.id == "super"
            )
            if not own:
                found.append(f"line {node.lineno}: .{node.attr}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "setattr", "hasattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value in PRIVATE
        ):
            found.append(f"line {node.lineno}: {node.func.id}(..., {node.args[1].value!r})")
    return found


def test_no_private_attribute_of_marshmallow_flask_smorest_or_werkzeug_is_used():
    offenders = {
        str(path.relative_to(PACKAGE.parent)): found
        for path in sorted(PACKAGE.rglob("*.py"))
        if (found := private_uses(path))
    }
    assert offenders == {}


def test_the_check_finds_a_private_attribute_read_set_or_named(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text(
        "view._apidoc = documented._apidoc\ncurrent = request._get_current_object()\n"
        "hooks = getattr(schema, '_hooks', {})\nown = self._apidoc\n",
        encoding="utf-8",
    )
    assert sorted(found.split(":")[0] for found in private_uses(planted)) == ["line 1", "line 1", "line 2", "line 3"]
