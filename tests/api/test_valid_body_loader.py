"""The quick path for valid bodies (referee/schemas/loading.py) must load exactly what
marshmallow's Schema.load loads, and step aside for everything else."""

import pytest
from conftest import DemoRequest
from hypothesis import given
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError, validates_schema

from referee.cards import CARD_LOOKUP
from referee.operations import OPERATIONS
from referee.schemas.common import CardList, Seat
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
