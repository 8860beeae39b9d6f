"""Public APIs of the libraries only (docs/engine.md): no private attribute of marshmallow, flask-smorest
or werkzeug is read, called, set or overridden anywhere in referee/, so an upgrade that keeps their public API keeps
ours."""

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "referee"
LIBRARIES = ("marshmallow", "flask_smorest", "werkzeug")
# Our own objects, whose private attributes are ours: self and cls in a method, super() in an override.
OWN = ("self", "cls")
# The private methods a library documents as the ones to override: marshmallow's custom fields ("Creating a field
# class": implement _serialize and/or _deserialize).
DOCUMENTED_HOOKS = {"marshmallow": {"_serialize", "_deserialize"}}


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


def private_overrides(module) -> list[str]:
    """Each method a class of ``module`` defines over a private one of a library class it derives from: a hook the
    library may rename or stop calling in any release."""
    found = []
    for _, cls in inspect.getmembers(module, inspect.isclass):
        if cls.__module__ != module.__name__:
            continue
        for name, value in vars(cls).items():
            # Methods only: a metaclass's bookkeeping (marshmallow's _declared_fields, abc's _abc_impl) is data.
            method = callable(value) or isinstance(value, (classmethod, staticmethod, property))
            if not method or not name.startswith("_") or name.startswith("__"):
                continue
            for base in cls.__mro__[1:]:
                library = base.__module__.partition(".")[0]
                if library in LIBRARIES and name in vars(base) and name not in DOCUMENTED_HOOKS.get(library, ()):
                    found.append(f"{cls.__name__}.{name} overrides {base.__module__}.{base.__name__}.{name}")
    return found


def test_no_private_method_of_marshmallow_flask_smorest_or_werkzeug_is_overridden():
    import referee

    modules = [
        importlib.import_module(found.name)
        for found in pkgutil.walk_packages(referee.__path__, "referee.")
        if not found.name.endswith("__main__")
    ]
    assert {module.__name__: found for module in modules if (found := private_overrides(module))} == {}


def test_the_check_finds_a_private_hook_overridden_but_not_a_documented_one():
    from flask_smorest import Api
    from marshmallow import fields

    class Quiet(Api):
        def _register_responses(self):
            pass

    class Upper(fields.String):
        def _deserialize(self, value, attr, data, **kwargs):
            return value.upper()

    planted = type(inspect)("planted")
    Quiet.__module__ = Upper.__module__ = "planted"
    planted.Quiet, planted.Upper = Quiet, Upper
    assert private_overrides(planted) == [
        "Quiet._register_responses overrides flask_smorest.spec.APISpecMixin._register_responses"
    ]


def test_the_check_finds_a_private_attribute_read_set_or_named(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text(
        "view._apidoc = documented._apidoc\ncurrent = request._get_current_object()\n"
        "hooks = getattr(schema, '_hooks', {})\nown = self._apidoc\n",
        encoding="utf-8",
    )
    assert sorted(found.split(":")[0] for found in private_uses(planted)) == ["line 1", "line 1", "line 2", "line 3"]
