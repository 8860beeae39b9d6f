"""Fields and schemas every game's request and answer schemas are built from.

Validation runs on every request, so it is kept lean: cards and plays are custom fields that
look each card up in one table instead of nested schemas or OneOf validators, and list fields
check their length before looking at any item, so a hostile 100,000-card list is refused
without being read.
Every field is strict: no strings for numbers, no 0/1 for booleans, no guessing.
"""

import json
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field as dataclass_field

from marshmallow import Schema, ValidationError, fields, validate

from referee.cards import CARD_LOOKUP, SUIT_LOOKUP, SUIT_RULE, quote, why_not_a_card
from referee.jsonio import MOST_EXACT_INTEGER
from referee.rulings import BASES
from referee.schemas.loading import ValidBodyLoader

MAX_SEATS = 10  # the largest table of any game (Forty-Five, 10 players)

# What openapi-generator's Go and Java clients type an integer without a format as; a wider one says int64.
INT32_RANGE = (-(2**31), 2**31 - 1)


def integer_format(minimum: int | None = None, maximum: int | None = None) -> str:
    """The format an integer schema states: int32 where its bounds fit in 32 bits, int64 where they do not or
    where nothing bounds it (a count in an answer), so that no generated client holds a value it cannot read."""
    low, high = INT32_RANGE
    fits = minimum is not None and maximum is not None and low <= minimum and maximum <= high
    return "int32" if fits else "int64"


CARD_PATTERN = "^(10|[2-9TJQKAtjqka])[SHDCshdc♠♥♦♣]$"
SUIT_PATTERN = "^[SHDCshdc♠♥♦♣]$"


@dataclass(frozen=True)
class Operation:
    """One adjudication endpoint of a game, as its schema module declares it."""

    path: str  # under /v1/games/{game}/, e.g. "legal-moves" or "rulings/misdeal"
    request: Schema  # an instance, built once: schema construction is costly
    answer: type[Schema]  # documents the answer; answers are plain dicts, never dumped
    run: Callable[[dict], dict]  # the game's pure function, taking the loaded request
    summary: str
    game: str = ""  # the game id, filled in by referee.schemas.GAME_OPERATIONS
    # Seconds of CPU a request, not milliseconds: the server runs at most REFEREE_EXPENSIVE_CONCURRENCY of these at
    # once (referee.slots), so cheap requests always find a worker.
    expensive: bool = False
    # For an otherwise cheap operation, the bodies that are expensive work and take a slot as above (a result with
    # a claim to search), asked of the body as sent.
    expensive_when: Callable[[object], bool] | None = None
    # For the docs page, in the game's own words: what the operation answers and what to send it (markdown). The
    # spec adds what every operation shares: how to send, how errors come back (referee.api.routes).
    description: str = ""

    def is_expensive(self, body) -> bool:
        return self.expensive or (self.expensive_when is not None and self.expensive_when(body))

    valid_body_loader: ValidBodyLoader = dataclass_field(init=False, repr=False, compare=False)
    accepted: frozenset = dataclass_field(init=False, repr=False, compare=False)  # the request's field names

    def __post_init__(self):
        object.__setattr__(self, "valid_body_loader", ValidBodyLoader(self.request))
        object.__setattr__(
            self, "accepted", frozenset(field.data_key or name for name, field in self.request.load_fields.items())
        )


# Named schemas every operation shares, added to the spec's components by the app: a generated client
# gets one Card type, one Seat, one Play, not one per field that holds them.
SHARED_SCHEMAS: dict[str, dict] = {}


def shared_schema(name: str, schema: dict) -> dict:
    """Names ``schema`` as a shared component and returns the reference to it."""
    SHARED_SCHEMAS[name] = schema
    return {"$ref": f"#/components/schemas/{name}"}


CARD_REF = shared_schema(
    "Card",
    {
        "type": "string",
        "pattern": CARD_PATTERN,
        "examples": ["TH", "AS", "5D"],
        "description": "A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits "
        "S H D C); requests also accept 10 for T, lower case and the suit glyphs.",
    },
)
SUIT_REF = shared_schema(
    "Suit",
    {
        "type": "string",
        "pattern": SUIT_PATTERN,
        "examples": ["H"],
        "description": "A suit: S, H, D or C (requests also accept lower case and the glyphs).",
    },
)
SEAT_REF = shared_schema(
    "Seat",
    {
        "type": "integer",
        "format": integer_format(0, MAX_SEATS - 1),
        "minimum": 0,
        "maximum": MAX_SEATS - 1,
        "description": "A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.",
    },
)
PLAY_REF = shared_schema(
    "Play",
    {
        "type": "object",
        "required": ["seat", "card"],
        "additionalProperties": False,
        "properties": {"seat": SEAT_REF, "card": CARD_REF},
        "description": "One card played by one seat.",
    },
)
BASIS_REF = shared_schema(
    "Basis",
    {
        "type": "string",
        "enum": list(BASES),
        "description": "What a ruling rests on: the rule text itself, a named interpretation where the text is "
        "silent or ambiguous, or nothing (the rules do not cover it; the facts are reported).",
    },
)
RULE_ID_REF = shared_schema(
    "RuleId",
    {
        "type": "string",
        "examples": ["hearts.play.follow"],
        "description": "A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.",
    },
)
EXPLANATION_REF = shared_schema(
    "Explanation",
    {
        "type": "string",
        "description": "One plain sentence a player would accept, naming the cards.",
    },
)


class OpenApiDescribed:
    """A custom field that tells apispec its own OpenAPI properties."""

    def openapi_properties(self) -> dict:
        raise NotImplementedError


# What may stand beside a reference to a shared schema: what is said of this use of it.
_KEPT_BESIDE_A_REFERENCE = ("description", "default", "readOnly", "writeOnly")


def custom_field_properties(converter, field, ret, **kwargs) -> dict:
    """apispec attribute function (registered in app.py, run after apispec's own): documents our custom
    fields. A field that stands for a shared schema is that reference alone (with null beside it if
    the field allows null), not the reference plus apispec's guesses from the field's class."""
    if not isinstance(field, OpenApiDescribed):
        return {}
    properties = field.openapi_properties()
    if "$ref" not in properties:
        return properties
    kept = {key: ret[key] for key in _KEPT_BESIDE_A_REFERENCE if key in ret}
    ret.clear()
    if field.allow_none:
        return {**kept, "anyOf": [properties, {"type": "null"}]}
    return {**kept, **properties}


# In a request field's metadata: a profile can set this field (a house rule), so the spec states no default for it.
SET_BY_PROFILES = "set_by_profiles"


def client_defaults(converter, field, ret, **kwargs) -> dict:
    """apispec attribute function (registered in app.py after custom_field_properties): which defaults stand in
    the spec. Generated clients send the spec's default for every field their constructors fill in
    (openapi-generator's Go and Java, openapi-python-client): a default that a profile can set would then
    override the profile, so it is stated in the description instead; so is a default beside a reference,
    which Java's generator writes as a bare name (a Suit's "H" as H). The server fills in the same default
    (the field's load_default) when a request leaves the field out."""
    by_profiles = field.metadata.get(SET_BY_PROFILES, False)
    if "default" not in ret or not (by_profiles or "$ref" in ret or "anyOf" in ret):
        return {}
    default = json.dumps(ret.pop("default"))
    stated = f"if left out: the profile's, else {default}" if by_profiles else f"if left out: {default}"
    description = ret.get("description")
    return {"description": f"{description}; {stated}" if description else stated[0].upper() + stated[1:]}


def integer_formats(converter, field, ret, **kwargs) -> dict:
    """apispec attribute function (registered in app.py after custom_field_properties): every integer field
    states its format from its bounds (integer_format); a reference to a shared schema states its own."""
    if not isinstance(field, fields.Integer) or "format" in ret or "type" not in ret:
        return {}
    bounds = [value for value in ret.get("enum", ()) if value is not None] or [ret.get("minimum"), ret.get("maximum")]
    if None in bounds:
        return {"format": integer_format()}
    return {"format": integer_format(min(bounds), max(bounds))}


class Card(OpenApiDescribed, fields.Field):
    """One card, any accepted spelling in, the canonical string out (in an answer: the canonical card)."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.quick_load_applies = not self.validators

    def quick_load(self, value) -> str | None:
        """The canonical card, if ``value`` spells one; else None (see ValidBodyLoader)."""
        return CARD_LOOKUP.get(value) if type(value) is str else None

    def _deserialize(self, value, attr, data, **kwargs):
        card = CARD_LOOKUP.get(value) if type(value) is str else None
        if card is None:
            raise ValidationError(why_not_a_card(value))
        return card

    def openapi_properties(self) -> dict:
        return CARD_REF


class Suit(OpenApiDescribed, fields.Field):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.quick_load_applies = not self.validators

    def quick_load(self, value) -> str | None:
        """The suit, if ``value`` spells one; else None (see ValidBodyLoader)."""
        return SUIT_LOOKUP.get(value) if type(value) is str else None

    def _deserialize(self, value, attr, data, **kwargs):
        suit = SUIT_LOOKUP.get(value) if type(value) is str else None
        if suit is None:
            raise ValidationError(f"{quote(value)} is not a suit: {SUIT_RULE}")
        return suit

    def openapi_properties(self) -> dict:
        return SUIT_REF


class Described(OpenApiDescribed, fields.Field):
    """An answer field documented by a shared schema (answers are plain dicts, never loaded)."""

    def __init__(self, reference: dict, **kwargs):
        super().__init__(**kwargs)
        self.reference = reference

    def openapi_properties(self) -> dict:
        return self.reference


class BoundedList(OpenApiDescribed, fields.Field):
    """A JSON array whose length is checked before any item is read."""

    item_name = "item"

    def __init__(self, *, max_length: int, min_length: int = 0, **kwargs):
        super().__init__(**kwargs)
        self.min_length = min_length
        self.max_length = max_length
        fast_pass_owner = next(cls for cls in type(self).__mro__ if "load_valid_items" in cls.__dict__)
        # A fast pass written for a list's own items knows their checks only: not a subclass's load_item, nor
        # validators. The default fast pass is load_item itself.
        self.quick_load_applies = not self.validators and (
            fast_pass_owner is BoundedList or type(self).load_item is fast_pass_owner.load_item
        )

    def _deserialize(self, value, attr, data, **kwargs):
        if not list_fits(value, self.min_length, self.max_length):
            if type(value) is not list:
                raise ValidationError(f"must be a list of {self.item_name}s")
            raise ValidationError(self._length_message(len(value)))
        loaded = self.quick_load(value)
        return loaded if loaded is not None else self.load_items(value)

    def quick_load(self, value) -> list | None:
        """The list as loaded, if it is a list of the right length whose items all pass the fast
        pass; else None (ValidBodyLoader then steps aside, _deserialize goes item by item)."""
        if not self.quick_load_applies or not list_fits(value, self.min_length, self.max_length):
            return None
        return self.load_valid_items(value)

    def load_valid_items(self, value: list) -> list | None:
        """A fast pass for the common case that every item is valid; None sends the list to
        load_items, which finds and words every error. By default each item loaded by load_item, the one statement
        of an item's checks, up to the first it refuses."""
        load_item = self.load_item
        try:
            return [load_item(item) for item in value]
        except ValidationError:
            return None

    def load_items(self, value: list) -> list:
        items, errors = [], {}
        for index, item in enumerate(value):
            try:
                items.append(self.load_item(item))
            except ValidationError as error:
                errors[index] = error.messages
        if errors:
            raise ValidationError(errors)
        return items

    def _length_message(self, length: int) -> str:
        if self.min_length == self.max_length:
            return f"must hold exactly {self.max_length} {self.item_name}s, not {length}"
        return f"must hold {self.min_length} to {self.max_length} {self.item_name}s, not {length}"

    def load_item(self, item):
        raise NotImplementedError

    def item_properties(self) -> dict:
        raise NotImplementedError

    def openapi_properties(self) -> dict:
        return {
            "type": "array",
            "items": self.item_properties(),
            "minItems": self.min_length,
            "maxItems": self.max_length,
        }


class CardList(BoundedList):
    item_name = "card"

    def load_valid_items(self, value):
        return valid_cards(value)

    def load_item(self, item):
        card = card_of(item)
        if card is None:
            raise ValidationError(why_not_a_card(item))
        return card

    def item_properties(self) -> dict:
        return CARD_REF


class PlayList(BoundedList):
    """Plays in the order made: ``[{"seat": 2, "card": "AH"}, ...]``, loaded as dicts."""

    item_name = "play"

    def __init__(self, *, seats: int = MAX_SEATS, table: str = "", **kwargs):
        """seats: the table's size where the game fixes it (seat numbers 0 to seats - 1);
        table: how the refusal names it, e.g. "California Jack has seats 0 and 1"."""
        super().__init__(**kwargs)
        self.seats = seats
        self.seat_rule = table or f"seats are 0 to {seats - 1}"

    def load_valid_items(self, value):
        return valid_objects(value, None, self.seats)

    def load_item(self, item):
        return load_play(item, self.seats, self.seat_rule, True)

    def item_properties(self) -> dict:
        # One Play type for every game; a seat past this table's size is a 422 that names it.
        return PLAY_REF


class TypedList(BoundedList):
    """A record's actions of several types in order, each an object told apart by its ``type`` (Forty-Five's rob,
    announce and play), loaded as dicts with canonical cards: ``shapes`` gives each type's required and optional
    keys, a key in ``card_keys`` holding a card and any other a seat; ``item_name`` and ``example`` word a refusal,
    ``item_schema`` is the spec's schema of an item."""

    def __init__(self, *, shapes: dict, card_keys: tuple, item_name: str, example: str, item_schema: dict, **kwargs):
        super().__init__(**kwargs)
        self.item_name = item_name
        self.item_schema = item_schema
        article = "an" if item_name[0] in "aeiou" else "a"
        self.shape = f"{article} {item_name} is an object such as {example}"
        # Each type's keys in the order an item is loaded, as load_object reads them.
        self.loading = {
            kind: tuple((key, key in card_keys, key in required) for key in (*required, *optional))
            for kind, (required, optional) in shapes.items()
        }

    def load_valid_items(self, value):
        return valid_objects(value, self.loading, MAX_SEATS)

    def load_item(self, item):
        return load_typed(item, self.loading, self.shape, True)

    def item_properties(self) -> dict:
        return self.item_schema


# Each kind of item is checked by one function (card_of, load_play, load_typed), which is both passes of its list: the
# fast pass, which stops at the first fault (``explain`` false: None, and the list goes item by item), and load_item,
# which words every fault of an item (``explain`` true: a ValidationError naming each key). Typed for the compiled
# build by common.pxd.

UNKNOWN_FIELD = "Unknown field."
MISSING_FIELD = "Missing data for required field."
PLAY_SHAPE = 'a play is an object such as {"seat": 2, "card": "AH"}'
ABSENT = object()


def list_fits(value, shortest: int, longest: int) -> bool:
    """Whether ``value`` is a list of ``shortest`` to ``longest`` items (a BoundedList's one check of a list's
    shape)."""
    return type(value) is list and shortest <= len(value) <= longest


def card_of(value, table: dict = CARD_LOOKUP) -> str | None:
    """The canonical spelling of ``value`` if it is a card in any spelling cards accept (``table``: CARD_LOOKUP, as
    a loop passes it once it has it), else None."""
    return table.get(value) if type(value) is str else None


def valid_cards(value: list) -> list | None:
    """The canonical cards of ``value``, if every item is a card."""
    table, cards = CARD_LOOKUP, []
    for item in value:
        card = card_of(item, table)
        if card is None:
            return None
        cards.append(card)
    return cards


def valid_card_lists(value: list, shortest: int, longest: int) -> list | None:
    """The canonical cards of each list of ``value``, if every item is a list of ``shortest`` to ``longest``
    cards (what CardList.quick_load does for each, in one pass)."""
    lists = []
    for item in value:
        if not list_fits(item, shortest, longest):
            return None
        cards = valid_cards(item)
        if cards is None:
            return None
        lists.append(cards)
    return lists


def valid_objects(value: list, loading: dict | None, seats: int) -> list | None:
    """The loaded items of ``value``, if every item is valid: plays (load_play's, seats below ``seats``) where
    ``loading`` is None, else a TypedList's items (load_typed's)."""
    items = []
    for item in value:
        loaded = load_play(item, seats, "", False) if loading is None else load_typed(item, loading, "", False)
        if loaded is None:
            return None
        items.append(loaded)
    return items


def load_play(item, seats: int, seat_rule: str, explain: bool):
    """A play ({"seat", "card"}) in its loaded form, its seat below ``seats`` (``seat_rule`` says so in a refusal)
    and its card canonical; where it is not one, None, or with ``explain`` a ValidationError naming every fault."""
    if type(item) is not dict:
        if not explain:
            return None
        raise ValidationError(PLAY_SHAPE)
    play, absent = item, ABSENT
    seat, card = play.get("seat", absent), play.get("card", absent)
    seat_taken = type(seat) is int and 0 <= seat < seats
    canonical = card_of(card, CARD_LOOKUP)
    if seat_taken and canonical is not None and len(play) == 2:
        # A play already in its loaded form is kept rather than copied: the engine never changes a play, and a copy
        # would be equal, key order included.
        if canonical == card and _seat_first(play):
            return play
        return {"seat": seat, "card": canonical}
    if not explain:
        return None
    faults = {key: [UNKNOWN_FIELD] for key in item if key != "seat" and key != "card"}
    if not seat_taken:
        faults["seat"] = [MISSING_FIELD if seat is absent else seat_fault(seat, seat_rule)]
    if canonical is None:
        faults["card"] = [MISSING_FIELD if card is absent else why_not_a_card(card)]
    raise ValidationError(faults)


def _seat_first(item: dict) -> bool:
    for key in item:
        return key == "seat"
    return False


def load_typed(item, loading: dict, shape: str, explain: bool):
    """A TypedList's item in its loaded form: its "type" one of ``loading``'s (type -> its keys, as load_object
    reads them), then its keys, any seat below MAX_SEATS; where it is not one, None, or with ``explain`` a
    ValidationError naming every fault (``shape`` words an item that is not an object)."""
    if type(item) is not dict:
        if not explain:
            return None
        raise ValidationError(shape)
    typed = item
    kind = typed.get("type")
    keys = loading.get(kind) if type(kind) is str else None
    if keys is None:
        if not explain:
            return None
        raise ValidationError({"type": [f"must be one of: {', '.join(loading)}"]})
    return load_object(typed, kind, keys, explain)


def load_object(item: dict, kind: str, keys: tuple, explain: bool):
    """``item`` (a TypedList's, of type ``kind``) in its loaded form: "type" first, then the keys of ``keys`` (key,
    holds a card, required) it holds, in that order, every required one present, each card made canonical, each
    other key a seat number, and no other key. Where a check fails: None; with ``explain``, every fault is worded
    instead and raised as one ValidationError (unknown keys first, then the keys in order)."""
    faults, table, absent = None, CARD_LOOKUP, ABSENT
    present = 1  # the keys found ("type" among them), to find any key not taken
    canonical = True  # whether every card is spelled canonically already
    for key, holds_card, required in keys:
        given = item.get(key, absent)
        if given is absent:
            if required:
                if not explain:
                    return None
                faults = _with_fault(faults, key, MISSING_FIELD)
            continue
        present += 1
        if holds_card:
            card = card_of(given, table)
            if card is None:
                if not explain:
                    return None
                faults = _with_fault(faults, key, why_not_a_card(given))
            elif card is not given and card != given:
                canonical = False
        elif type(given) is not int or not 0 <= given < MAX_SEATS:
            if not explain:
                return None
            faults = _with_fault(faults, key, seat_fault(given, ""))
    if present != len(item):
        if not explain:
            return None
        taken = {key for key, _, _ in keys}
        unknown = {key: [UNKNOWN_FIELD] for key in item if key not in taken and key != "type"}
        faults = {**unknown, **(faults or {})}
    if faults:
        raise ValidationError(faults)
    # An item already in its loaded form is kept rather than copied: the engine never changes an action, and a copy
    # would be equal, key order included.
    if canonical and _in_order(item, keys):
        return item
    return _loaded(item, kind, keys)


def _with_fault(faults: dict | None, key: str, message: str) -> dict:
    faults = {} if faults is None else faults
    faults[key] = [message]
    return faults


def seat_fault(given, seat_rule: str) -> str:
    """Why ``given`` is no seat of the table: no seat of any game, or past this table (``seat_rule`` says which
    seats it has)."""
    if type(given) is not int or not 0 <= given < MAX_SEATS:
        return f"must be a seat number from 0 to {MAX_SEATS - 1}"
    return f"seat {given} is out of range: {seat_rule}"


def _in_order(item: dict, keys: tuple) -> bool:
    """Whether ``item``'s keys are "type" and then some of ``keys``, in that order."""
    index, count = -1, len(keys)
    for key in item:
        if index < 0:
            if key != "type":
                return False
            index = 0
            continue
        while index < count and keys[index][0] != key:
            index += 1
        if index == count:
            return False
        index += 1
    return True


def _loaded(item: dict, kind: str, keys: tuple) -> dict:
    """A valid item in its loaded form: "type", then its keys in the type's order, each card canonical."""
    loaded = {"type": kind}
    for key, holds_card, _ in keys:
        if key in item:
            loaded[key] = CARD_LOOKUP[item[key]] if holds_card else item[key]
    return loaded


class ListOfLists(BoundedList):
    """A bounded list of bounded lists: hands or captured piles per seat, sides of seats."""

    def __init__(self, inner: BoundedList, **kwargs):
        super().__init__(**kwargs)
        self.inner = inner
        self.item_name = f"{inner.item_name} list"
        # Lists of cards (hands, piles) take valid_card_lists: one call for all of them, not three per list.
        self.card_lists = type(inner) is CardList and inner.quick_load_applies

    def load_valid_items(self, value):
        inner = self.inner
        if self.card_lists:
            return valid_card_lists(value, inner.min_length, inner.max_length)
        lists = [inner.quick_load(item) for item in value]
        return None if None in lists else lists

    def load_item(self, item):
        return self.inner.deserialize(item)

    def item_properties(self) -> dict:
        return self.inner.openapi_properties()


class IntegerList(BoundedList):
    item_name = "number"

    def __init__(self, *, minimum: int, maximum: int, nullable_items: bool = False, **kwargs):
        super().__init__(**kwargs)
        self.minimum, self.maximum, self.nullable_items = minimum, maximum, nullable_items

    def load_item(self, item):
        if item is None and self.nullable_items:
            return None
        if type(item) is not int or not self.minimum <= item <= self.maximum:
            raise ValidationError(f"must be a whole number from {self.minimum} to {self.maximum}")
        return item

    def item_properties(self) -> dict:
        return {
            "type": ["integer", "null"] if self.nullable_items else "integer",
            "format": integer_format(self.minimum, self.maximum),
            "minimum": self.minimum,
            "maximum": self.maximum,
        }


class Integer(fields.Integer):
    """A JSON integer and nothing else: not 3.0, not "3", not true."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        # quick_load knows one inclusive Range and nothing else; other validators go marshmallow's way.
        ranges = [
            check
            for check in self.validators
            if type(check) is validate.Range
            and check.min is not None
            and check.max is not None
            and check.min_inclusive
            and check.max_inclusive
        ]
        self.bounds = (ranges[0].min, ranges[0].max) if len(ranges) == len(self.validators) == 1 else None
        self.quick_load_applies = self.bounds is not None

    def quick_load(self, value) -> int | None:
        """The value, if it is an integer within the field's range; else None (see ValidBodyLoader)."""
        low, high = self.bounds
        return value if type(value) is int and low <= value <= high else None

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is not int:
            raise self.make_error("invalid")
        return value


class Flag(fields.Boolean):
    """A JSON true or false and nothing else: not 1, not "yes"."""

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is not bool:
            raise self.make_error("invalid")
        return value


class SeatNumber(OpenApiDescribed, Integer):
    def openapi_properties(self) -> dict:
        return SEAT_REF


def Seat(**kwargs) -> Integer:
    return SeatNumber(validate=validate.Range(0, MAX_SEATS - 1), **kwargs)


def Players(minimum: int, maximum: int, **kwargs) -> Integer:
    return Integer(validate=validate.Range(minimum, maximum), **kwargs)


# Where the rules set no bound (hand_number, a bid), a request's integer stays exact for every reader (I-JSON), so
# every answer that echoes it can be written in RFC 8785 canonical JSON and signed.
MOST_HAND_NUMBER = MOST_EXACT_INTEGER


def is_whole_number(value) -> bool:
    """A JSON integer (not 3.0, not true) that every client reads exactly: what a request's bid may be."""
    return type(value) is int and -MOST_EXACT_INTEGER <= value <= MOST_EXACT_INTEGER


WHOLE_NUMBER = "a whole number (from -(2^53 - 1) to 2^53 - 1)"


def HandNumber(
    description: str = "the deal's number in the game (0 first), as its fair deal numbers it", **kwargs
) -> Integer:
    """The one definition of hand_number, wherever a request takes it: the deal, its check, and every record."""
    return Integer(
        validate=validate.Range(0, MOST_HAND_NUMBER),
        metadata={"description": f"{description}; 0 to 2^53 - 1", "format": "int64"},
        **kwargs,
    )


def Choice(values, **kwargs) -> fields.String:
    return fields.String(validate=validate.OneOf(values), **kwargs)


def CardAnswer(**kwargs) -> Described:
    return Described(CARD_REF, **kwargs)


def SeatAnswer(**kwargs) -> Described:
    return Described(SEAT_REF, **kwargs)


def PlaysAnswer(**kwargs) -> fields.List:
    return fields.List(Described(PLAY_REF), **kwargs)


PROFILE_PATTERN = "^[a-z0-9][a-z0-9-]{0,39}$"


class Request(Schema):
    """What every request may name: the profile (a named set of house rules) it is played under."""

    profile = fields.String(
        validate=validate.Regexp(PROFILE_PATTERN),
        metadata={
            "description": "a profile id from GET /v1/games/{game}/profiles: its options apply unless this request "
            "sets an option itself, and the answer names it with its hash (answer field profile)",
            "examples": ["black-lady"],
        },
    )


class RulingAnswer(Schema):
    """The three ruling fields on every adjudication answer."""

    rule = Described(RULE_ID_REF, required=True)
    basis = Described(BASIS_REF, required=True)
    explanation = Described(EXPLANATION_REF, required=True)
    profile = fields.String(
        metadata={
            "description": "only when the request named a profile: game@profile#hash, the hash over the options "
            "actually applied (the profile's, with the request's own overrides)",
            "examples": ["hearts@black-lady#0123456789ab"],
        }
    )


class ProblemError(Schema):
    pointer = fields.String(
        required=True,
        metadata={
            "description": "JSON Pointer (RFC 6901) into the request body; a key that no UTF-8 text can carry or "
            "that would not show is written with \\uXXXX escapes"
        },
    )
    message = fields.String(required=True)
    line = fields.Integer(
        metadata={
            "description": "for a record sent as text (text/x-referee-record): the line of the text the problem is "
            "on, from 1"
        }
    )
    column = fields.Integer(metadata={"description": "with line: the column, from 1, counted in characters"})


class Problem(Schema):
    """RFC 9457 problem details."""

    type = fields.String(required=True, metadata={"examples": ["about:blank"]})
    title = fields.String(required=True)
    status = fields.Integer(required=True, validate=validate.Range(400, 599))
    detail = fields.String(required=True)
    errors = fields.List(
        fields.Nested(ProblemError),
        required=True,
        metadata={"description": "every problem found in the body, each with where it is"},
    )


# Answer shapes api.md fixes for every game. A game subclasses one to add fields;
# the answer schema must name every field the engine returns (the spec forbids extras).


class LegalMovesAnswer(RulingAnswer):
    legal = fields.List(CardAnswer(), required=True, metadata={"description": "the cards that may be played now"})


class CheckMoveAnswer(RulingAnswer):
    legal = fields.Boolean(required=True)


class TrickWinnerAnswer(RulingAnswer):
    winner = SeatAnswer(required=True, metadata={"description": "the winning seat"})
    card = CardAnswer(required=True, metadata={"description": "the winning card"})


class TrickAnswer(Schema):
    leader = SeatAnswer(required=True)
    plays = PlaysAnswer(required=True)
    winner = SeatAnswer(required=True, allow_none=True, metadata={"description": "null while the trick is unfinished"})
    card = CardAnswer(required=True, allow_none=True)


class ViolationAnswer(RulingAnswer):
    index = fields.Integer(required=True, metadata={"description": "0-based position of the offending entry"})
    seat = SeatAnswer(required=True, allow_none=True)
    card = CardAnswer(required=True, allow_none=True)


class IrregularityAnswer(RulingAnswer):
    seat = SeatAnswer(allow_none=True)


class MisdealAnswer(RulingAnswer):
    misdeal = fields.Boolean(required=True)
    grounds = fields.List(
        Described(RULE_ID_REF), required=True, metadata={"description": "rule ids of every ground found"}
    )
    next_dealer = SeatAnswer(required=True)


class DeadHandAnswer(RulingAnswer):
    dead = fields.List(SeatAnswer(), required=True)
    wins_pot = SeatAnswer(required=True, allow_none=True)


class RevokeAnswer(RulingAnswer):
    penalty = fields.String(required=True, validate=validate.OneOf(["dead-hand", "none", "play-rejected"]))
    receives_cards = fields.Boolean(required=True)
    must_still_pay = fields.Boolean(required=True)
