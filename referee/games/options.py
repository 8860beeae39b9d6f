"""A game's options, each stated once: its name, the values it takes, its default and a line for players.

A game's ``Options`` (in its rules.py) is a frozen dataclass over ``OptionSet`` whose fields are made by ``option``;
an instance is the options a deal is played under. Everything else derives from it: the defaults GET /v1/games
lists, the profiles' defaults, the reading of a request, and (in referee/schemas) the request fields.
"""

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from functools import cache, lru_cache
from operator import itemgetter


@dataclass(frozen=True)
class Option:
    name: str
    default: object
    description: str
    # The values a request may give (strings or numbers); empty for a flag or a number in ``between``.
    choices: tuple = ()
    # (least, most) for a number option without choices.
    between: tuple | None = None
    # A house rule is part of every profile (its hash says it was played); an option that is not one states a fact
    # of the position a request describes (a demoted ace), which no profile sets.
    house_rule: bool = True

    @property
    def kind(self) -> type:
        """bool, int or str: what a value of the option is (null aside, where the default is null)."""
        if isinstance(self.default, bool):
            return bool
        values = self.choices or self.between or (self.default,)
        return int if all(type(value) is int for value in values) else str

    @property
    def nullable(self) -> bool:
        return self.default is None

    def narrowed(self, choices: tuple = (), description: str = "") -> "Option":
        """The same option where a variant offers only some of its values, or words it for its own rules."""
        return Option(
            self.name,
            self.default,
            description or self.description,
            choices or self.choices,
            self.between,
            self.house_rule,
        )


def option(default, description: str, *, choices: tuple = (), between: tuple | None = None, house_rule: bool = True):
    """A field of an Options dataclass: the option named as the field is."""
    return field(default=default, metadata={"option": (description, tuple(choices), between, house_rule)})


def reuse(options: type, name: str, **narrowing):
    """A field of another game's Options reused as it stands, or narrowed (choices, description)."""
    spec = options.spec(name)
    if narrowing:
        spec = spec.narrowed(**narrowing)
    return option(
        spec.default, spec.description, choices=spec.choices, between=spec.between, house_rule=spec.house_rule
    )


@dataclass(frozen=True)
class OptionSet:
    """The base of every game's Options: the class states the options, an instance the values in force."""

    @classmethod
    def specs(cls) -> tuple[Option, ...]:
        return _specs(cls)

    @classmethod
    def spec(cls, name: str) -> Option:
        return next(spec for spec in cls.specs() if spec.name == name)

    @classmethod
    def defaults(cls) -> dict:
        """Every option's default: what a request that omits the option gets."""
        return {spec.name: spec.default for spec in cls.specs()}

    @classmethod
    def house_rule_defaults(cls) -> dict:
        """The house rules' defaults: what a profile names a value for."""
        return {spec.name: spec.default for spec in cls.specs() if spec.house_rule}

    @classmethod
    def of(cls, request: dict):
        """The options a loaded request names (its option fields; the rest keep their defaults)."""
        names, defaults, every = _reading(cls)
        # Read in C, with no Python frame per option (every request reads its options): a loaded request names
        # every option (its schema fills in the defaults), so all of them at once where it does.
        try:
            values = every(request)
        except KeyError:
            values = tuple(map(request.get, names, defaults))
        return _options_of(cls, values)

    def values(self) -> dict:
        return {item.name: getattr(self, item.name) for item in fields(self)}


@cache
def _specs(cls: type) -> tuple[Option, ...]:
    return tuple(Option(item.name, item.default, *item.metadata["option"]) for item in fields(cls))


@cache
def _reading(cls: type) -> tuple[tuple[str, ...], tuple, Callable[[dict], tuple]]:
    """What ``of`` reads a request with: the options' names, their defaults in the same order, and a reader of
    every option's value at once (KeyError when a request lacks one)."""
    specs = _specs(cls)
    names = tuple(spec.name for spec in specs)
    # itemgetter answers a tuple for two names or more, the value itself for one.
    every = itemgetter(*names) if len(names) > 1 else lambda request: tuple(request[name] for name in names)
    return names, tuple(spec.default for spec in specs), every


@lru_cache(maxsize=256)
def _options_of(cls: type, values: tuple):
    # Requests name few distinct sets of options: each is built once, and the same values give the same object.
    return cls(*values)
