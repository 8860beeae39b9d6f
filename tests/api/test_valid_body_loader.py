"""The quick path for valid bodies (referee/schemas/loading.py) must load exactly what
marshmallow's Schema.load loads, and step aside for everything else."""

import json

import pytest
from conftest import DemoRequest
from hypothesis import given
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError, validates_schema

from referee.cards import CARD_LOOKUP
from referee.operations import OPERATIONS
from referee.schemas.common import BoundedList, CardList, ListOfLists, Seat
from referee.schemas.loading import ValidBodyLoader

cards = st.sampled_from(sorted(CARD_LOOKUP))
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-2, 60), st.sampled_from(["S", "h", "♦", "plain", "fancy", "x"]), cards
)
plays = st.fixed_dictionaries({"seat": st.integers(0, 10), "card": cards})
values = st.one_of(
    scalars,
    st.lists(cards, max_size=14),
    st.lists(plays, max_size=5),
    st.lists(st.lists(cards, max_size=6), max_size=5),
    st.lists(st.one_of(st.integers(0, 9), st.none()), max_size=5),
)

SCHEMAS = [pytest.param(DemoRequest(), id="demo")] + [
    pytest.param(operation.request, id=f"{game}/{path}")
    for game, operations in OPERATIONS.items()
    for path, operation in operations.items()
]


def bodies_for(schema: Schema):
    names = sorted(field.data_key or name for name, field in schema.load_fields.items())
    return st.dictionaries(st.sampled_from(names + ["unknown"]), values, max_size=len(names) + 1)


def marshmallow_load(schema, body):
    try:
        return schema.load(body)
    except ValidationError:
        return None


@pytest.mark.parametrize("schema", SCHEMAS)
def test_the_quick_path_agrees_with_marshmallow(schema):
    loader = ValidBodyLoader(schema)

    @given(bodies_for(schema))
    def check(body):
        expected = marshmallow_load(schema, body)
        quick = loader.load(body)
        assert quick is None or (quick == expected and list(quick) == list(expected))  # the same order too
        if loader.usable and expected is not None:
            assert quick == expected  # a valid body never needs the slow path

    check()


def test_a_schema_with_its_own_checks_always_takes_marshmallow():
    class CrossChecked(Schema):
        hand = CardList(required=True, max_length=5)
        seat = Seat()

        @validates_schema
        def seat_needs_a_hand(self, data, **kwargs):
            if "seat" in data and not data["hand"]:
                raise ValidationError("no hand", "hand")

    loader = ValidBodyLoader(CrossChecked())
    assert not loader.usable and loader.load({"hand": [], "seat": 1}) is None


def in_key_order(draw, pairs: list) -> dict:
    """A dict of ``pairs`` with its keys in an order drawn at random."""
    return dict(draw(st.permutations(pairs)))


@st.composite
def plays_in_any_order(draw) -> list:
    return [
        in_key_order(draw, [("seat", draw(st.integers(0, 3))), ("card", draw(cards))])
        for _ in range(draw(st.integers(0, 6)))
    ]


@st.composite
def actions_in_any_order(draw) -> list:
    return [
        in_key_order(draw, [("type", "play"), ("seat", draw(st.integers(0, 3))), ("card", draw(cards))])
        for _ in range(draw(st.integers(0, 6)))
    ]


@st.composite
def bids_in_any_order(draw) -> list:
    return [
        in_key_order(
            draw, [("seat", draw(st.integers(0, 3))), ("bid", draw(st.one_of(st.none(), st.integers(-3, 30))))]
        )
        for _ in range(draw(st.integers(0, 5)))
    ]


@pytest.mark.parametrize(
    "game, field, items, keys",
    [
        ("hearts", "plays", plays_in_any_order(), ("seat", "card")),
        ("forty-five", "actions", actions_in_any_order(), ("type", "seat", "card")),
        ("auction-hearts", "bids", bids_in_any_order(), ("seat", "bid")),
    ],
)
def test_the_quick_path_loads_items_in_their_schema_order_whatever_their_key_order_and_spelling(
    game, field, items, keys
):
    # The fast passes keep an item already in its loaded form (load_play, load_object): one whose keys come
    # in another order, or whose card is spelled otherwise, must still load as the schema orders it (and as
    # marshmallow loads it), its card canonical, or an answer that echoes it would change.
    operation = OPERATIONS[game]["adjudicate"]
    base = {
        "hearts": {"players": 4, "dealer": 0, "hands": [["2C"], ["3C"], ["4C"], ["5C"]]},
        "forty-five": {"players": 4, "dealer": 0, "hands": [["2C"], ["3C"], ["4C"], ["5C"]], "turned": "6C"},
        "auction-hearts": {"players": 4, "dealer": 0, "hands": [["2C"], ["3C"], ["4C"], ["5C"]]},
    }[game]

    @given(items)
    def check(given_items):
        body = {**base, field: given_items}
        quick = operation.valid_body_loader.load(body)
        expected = [
            {key: CARD_LOOKUP[item[key]] if key == "card" else item[key] for key in keys} for item in given_items
        ]
        assert json.dumps(quick[field]) == json.dumps(expected)
        assert json.dumps(quick) == json.dumps(operation.request.load(body))

    check()


def list_fields():
    """Every list field of every operation's request whose fast pass applies, once each by its class and shape."""
    found = {}
    for operations in OPERATIONS.values():
        for operation in operations.values():
            for field in operation.request.load_fields.values():
                if isinstance(field, BoundedList) and not isinstance(field, ListOfLists) and field.quick_load_applies:
                    shape = (getattr(field, "loading", None), getattr(field, "seats", None))
                    found.setdefault((type(field).__name__, repr(shape)), field)
    return list(found.values())


items = st.one_of(
    scalars,
    plays,
    st.dictionaries(
        st.sampled_from(["type", "seat", "card", "bid", "with", "player", "extra"]),
        st.one_of(scalars, st.sampled_from(["rob", "announce", "play", "bid", "discard"])),
        max_size=4,
    ),
    # Auction Forty-Fives' bids and discards ({"seat", "bid"}, {"seat", "cards", "takes"}).
    st.dictionaries(
        st.sampled_from(["seat", "bid", "cards", "takes", "extra"]),
        st.one_of(scalars, st.just("hold"), st.integers(-(2**60), 2**60), st.lists(scalars, max_size=11)),
        max_size=4,
    ),
)


@pytest.mark.parametrize("field", list_fields(), ids=lambda field: type(field).__name__)
def test_an_items_fast_pass_and_its_worded_check_are_one_check(field):
    # Each kind of item is checked once (card_of, load_play, load_typed): the list's fast pass takes an item exactly
    # when load_item, the check that words every fault, takes it, and loads it the same way.
    @given(items)
    def check(item):
        quick = field.load_valid_items([item])
        try:
            loaded = field.load_item(item)
        except ValidationError as error:
            assert quick is None, f"the fast pass took {item!r}, which load_item refuses: {error.messages}"
        else:
            assert quick is not None and repr(quick[0]) == repr(loaded)  # equal, key order included

    check()


def test_a_bid_already_in_its_loaded_form_is_kept_not_copied():
    # As a play is (load_play): the engine never changes a bid, so the fast pass keeps the request's own object
    # where it is loaded already ({"seat", "bid"} in that order) and makes a new one only to put its keys in order.
    operation = OPERATIONS["auction-hearts"]["adjudicate"]
    bids = [{"seat": 1, "bid": 3}, {"bid": None, "seat": 2}]
    body = {"players": 4, "dealer": 0, "hands": [["2C"], ["3C"], ["4C"], ["5C"]], "bids": bids}
    loaded = operation.valid_body_loader.load(body)["bids"]
    assert loaded[0] is bids[0]
    assert loaded[1] is not bids[1] and list(loaded[1].items()) == [("seat", 2), ("bid", None)]


@pytest.mark.parametrize("field", ["bids", "discards"])
def test_auction_forty_fives_bids_and_discards_load_in_one_pass_when_valid(field, monkeypatch):
    # A valid list of bids or discards is taken by its list's own fast pass, never by load_item item by item: load_item
    # words every fault, which a valid item has none of (the auction-forty-fives.bid and .draw records' load).
    schema = OPERATIONS["auction-forty-fives"]["adjudicate"].request
    lists = schema.load_fields[field]
    items = {
        "bids": [{"seat": 1, "bid": 20}, {"seat": 2, "bid": None}, {"seat": 0, "bid": "hold"}],
        "discards": [{"seat": 1, "cards": ["2c", "7D"]}, {"seat": 0, "cards": [], "takes": ["10h"]}],
    }[field]
    expected = [lists.load_item(item) for item in items]

    def refuse(self, item):
        raise AssertionError(f"{item!r} went item by item")

    monkeypatch.setattr(type(lists), "load_item", refuse)
    assert lists.quick_load(items) == expected
    assert (
        expected[-1]
        == {"bids": {"seat": 0, "bid": "hold"}, "discards": {"seat": 0, "cards": [], "takes": ["TH"]}}[field]
    )
