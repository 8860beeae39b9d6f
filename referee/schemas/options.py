"""Request fields generated from a game's Options (referee/games/options.py): each option's values, default and
description are written once, in the game's rules.py, and every schema that takes the option gets this field."""

from marshmallow import Schema, fields, validate

from referee.games.options import Option
from referee.schemas.common import SET_BY_PROFILES, Choice, Flag, Integer, Request


def option_field(options: type, name: str) -> fields.Field:
    """The request field of the option ``name`` of ``options`` (a game's Options), its default filled in when the
    request omits it."""
    return _request_field(options.spec(name))


def _request_field(spec: Option) -> fields.Field:
    # A house rule's default is the seed's rules: under a profile, the profile's value stands in for it.
    metadata = {"description": spec.description, SET_BY_PROFILES: spec.house_rule}
    kwargs = {"metadata": metadata, "load_default": spec.default}
    if spec.nullable:
        kwargs["allow_none"] = True
    if spec.kind is bool:
        return Flag(**kwargs)
    if spec.kind is int:
        check = validate.OneOf(spec.choices) if spec.choices else validate.Range(*spec.between)
        return Integer(validate=check, **kwargs)
    return Choice(spec.choices, **kwargs)


def option_fields(options: type, *names: str) -> dict[str, fields.Field]:
    """The fields of the options ``names`` (every option when none is named), in the order they are given."""
    specs = {spec.name: spec for spec in options.specs()}
    return {name: _request_field(specs[name]) for name in names or specs}


def options_schema(options: type, name: str, *names: str) -> type[Request]:
    """A request schema holding the options ``names`` (every option when none is named), for schemas to extend."""
    return Request.from_dict(option_fields(options, *names), name=name)


def listing_schema(games, name: str) -> type[Schema]:
    """The options of every game as GET /v1/games lists them (option name: default), each option once: its values
    are those any game takes, its description says which games take it."""
    taken: dict[str, list[tuple[str, Option]]] = {}
    for info in games:
        for spec in info.options_type.specs():
            taken.setdefault(spec.name, []).append((info.id, spec))
    listed = {}
    for option_name, uses in taken.items():
        spec = uses[0][1]
        description = "; ".join(f"{game}: {use.description}" for game, use in uses)
        kwargs = {"metadata": {"description": description}, "allow_none": spec.nullable}
        if spec.kind is bool:
            listed[option_name] = fields.Boolean(**kwargs)
            continue
        choices = list(dict.fromkeys(choice for _, use in uses for choice in use.choices))
        if all(use.choices for _, use in uses):
            check = validate.OneOf(choices)
        else:
            # One game lists its values, another takes a range (game_to): the listing holds every one of them.
            bounds = [bound for _, use in uses for bound in (use.between or use.choices)]
            check = validate.Range(min(bounds), max(bounds))
        kind = fields.Integer if spec.kind is int else fields.String
        listed[option_name] = kind(validate=check, **kwargs)
    return Schema.from_dict(listed, name=name)
