"""What the notation needs to know of each game, read from the game's own request schemas.

A record's fields are written as tag pairs (one value each) or as sections (cards and moves); which, and how a value
is spelled, follows from the field's kind. A field name means the same kind in every game (``plays`` is always a list
of {seat, card}), so the kinds are found from the schemas, never listed per game; ``export()`` gives the same
description as JSON for the notation's other implementations (the TypeScript reader).
"""

from dataclasses import dataclass
from functools import cache

from marshmallow import fields, validate

from referee.games import GAMES
from referee.operations import OPERATIONS, RECORD_OPERATIONS
from referee.schemas.common import (
    BoundedList,
    Card,
    CardList,
    Flag,
    IntegerList,
    ListOfLists,
    PlayList,
    Suit,
    TypedList,
)

# Written as sections: cards and moves, too long for a tag's one line.
SECTION_KINDS = ("hands", "cards", "bids", "discards", "plays", "actions", "reported", "claim")
# The fields written first, in this order, among the tags and among the sections (the rest follow in the
# schema's order).
LEADING_FIELDS = ("profile", "players", "dealer", "hand_number", "hands")


@dataclass(frozen=True)
class Field:
    name: str
    kind: str  # int, int?, bool, text, card, suit, suit?, ints, sides, or one of SECTION_KINDS
    label: str  # its tag or section name: hand_number -> HandNumber

    @property
    def is_section(self) -> bool:
        return self.kind in SECTION_KINDS


@dataclass(frozen=True, eq=False)  # one per game (layout is cached), so hashed as itself
class Layout:
    game: str
    fields: tuple[Field, ...]
    # The table's size where the game fixes it (None: the record's players field says).
    players: int | None
    # Forty-Five's actions: each type but "play" and the key of its card, if it has one.
    actions: dict
    standards: tuple[str, ...]
    reported_types: tuple[str, ...]

    def field_named(self, label: str) -> Field | None:
        return _by_label(self).get(squash(label))

    @property
    def tags(self) -> tuple[Field, ...]:
        return tuple(field for field in self.fields if not field.is_section)

    @property
    def sections(self) -> tuple[Field, ...]:
        return tuple(field for field in self.fields if field.is_section)


def squash(label: str) -> str:
    """A tag or section name as it is matched: case, underscores and hyphens ignored."""
    return label.lower().replace("_", "").replace("-", "")


def label_of(name: str) -> str:
    return "".join(part.title() for part in name.split("_"))


@cache
def _by_label(layout: Layout) -> dict:
    return {squash(field.label): field for field in layout.fields}


def _choices(field) -> tuple[str, ...]:
    for validator in field.validators:
        if isinstance(validator, validate.OneOf):
            return tuple(validator.choices)
    return ()


def _kind(name: str, field) -> str:
    nullable = "?" if field.allow_none else ""
    if isinstance(field, ListOfLists):
        return "sides" if isinstance(field.inner, IntegerList) else "hands"
    if isinstance(field, CardList):
        return "cards"
    if isinstance(field, PlayList):
        return "plays"
    if isinstance(field, TypedList):
        return "actions"
    if isinstance(field, IntegerList):
        return "ints"
    if isinstance(field, BoundedList):
        return {"bid": "bids", "discard": "discards"}[field.item_name]
    if isinstance(field, fields.Nested):
        return "claim"
    if isinstance(field, fields.List):
        return "reported"
    if isinstance(field, Flag):
        return "bool"
    if isinstance(field, Card):
        return "card"
    if isinstance(field, Suit):
        return "suit" + nullable
    if isinstance(field, fields.Integer):
        return "int" + nullable
    if isinstance(field, fields.String):
        return "text"
    raise TypeError(f"the notation has no way to write the field {name} ({type(field).__name__})")


@cache
def layout(game: str) -> Layout:
    """The notation's view of ``game``'s record: OPERATIONS[game]'s record-taking operations' fields."""
    operations = OPERATIONS[game]
    found: dict[str, object] = {}
    for path in RECORD_OPERATIONS:
        if path in operations:
            for name, field in operations[path].request.fields.items():
                found.setdefault(name, field)
    ordered = [name for name in LEADING_FIELDS if name in found]
    ordered += [name for name in found if name not in LEADING_FIELDS]
    kinds = {name: _kind(name, found[name]) for name in ordered}
    tags = [name for name in ordered if kinds[name] not in SECTION_KINDS]
    sections = sorted(
        (name for name in ordered if kinds[name] in SECTION_KINDS),
        key=lambda name: (SECTION_KINDS.index(kinds[name]), name not in LEADING_FIELDS),
    )
    actions, standards, reported_types = {}, (), ()
    for name in sections:
        field = found[name]
        if kinds[name] == "actions":
            for kind, keys in field.loading.items():
                if kind != "play":
                    actions[kind] = next((key for key, is_card, _ in keys if is_card), None)
        elif kinds[name] == "claim":
            standards = _choices(field.schema.fields["standard"])
        elif kinds[name] == "reported":
            reported_types = _choices(field.inner.schema.fields["type"])
    info = GAMES[game]
    return Layout(
        game=game,
        fields=tuple(Field(name, kinds[name], label_of(name)) for name in (*tags, *sections)),
        players=info.min_players if info.min_players == info.max_players else None,
        actions=actions,
        standards=standards,
        reported_types=reported_types,
    )


GAMES_WITH_RECORDS = tuple(game for game in OPERATIONS if any(path in OPERATIONS[game] for path in RECORD_OPERATIONS))


def export() -> dict:
    """Every game's layout as JSON, for the notation's other readers and writers."""
    return {
        game: {
            "fields": [[field.name, field.kind, field.label] for field in layout(game).fields],
            "players": layout(game).players,
            "actions": layout(game).actions,
            "standards": list(layout(game).standards),
            "reported_types": list(layout(game).reported_types),
        }
        for game in GAMES_WITH_RECORDS
    }
