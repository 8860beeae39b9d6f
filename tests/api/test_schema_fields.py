"""The list fields' fast pass for all-valid input must agree with the item-by-item pass that words errors."""

import pytest
from hypothesis import given
from hypothesis import strategies as st
from marshmallow import ValidationError

from referee.cards import CARD_LOOKUP
from referee.schemas.common import BoundedList, CardList, PlayList

card_spellings = st.sampled_from(sorted(CARD_LOOKUP))
junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 12),
    st.floats(allow_nan=False),
    st.text(max_size=3),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
)
card_values = st.one_of(card_spellings, card_spellings, junk)
plays = st.one_of(
    st.fixed_dictionaries({"seat": st.integers(0, 9), "card": card_spellings}),
    st.fixed_dictionaries({"seat": st.one_of(st.integers(-1, 11), junk), "card": card_values}),
    st.fixed_dictionaries({"seat": st.integers(0, 9), "card": card_spellings, "extra": junk}),
    st.fixed_dictionaries({"card": card_spellings}),
    junk,
)


def item_by_item(field, value):
    try:
        return field.load_items(value)
    except ValidationError:
        return None


@given(st.lists(card_values, max_size=8))
def test_card_list_fast_pass_agrees_with_item_by_item(value):
    field = CardList(max_length=8)
    expected = item_by_item(field, value)
    assert field.load_valid_items(value) in (None, expected)
    if expected is not None:
        assert field.load_valid_items(value) == expected


@given(st.lists(plays, max_size=6))
def test_play_list_fast_pass_agrees_with_item_by_item(value):
    field = PlayList(max_length=6)
    expected = item_by_item(field, value)
    fast = field.load_valid_items(value)
    assert fast == expected  # the fast pass declines exactly the lists that hold an error


@pytest.mark.parametrize(
    "play", [{"seat": True, "card": "AH"}, {"seat": 1.0, "card": "AH"}, {"seat": 1, "card": ["AH"]}]
)
def test_play_list_fast_pass_declines_lookalikes(play):
    assert PlayList(max_length=1).load_valid_items([play]) is None


def test_a_subclass_with_its_own_item_check_is_not_bypassed_by_the_fast_pass():
    class TwoSeats(PlayList):
        def load_item(self, item):
            play = super().load_item(item)
            if play["seat"] > 1:
                raise ValidationError({"seat": ["only seats 0 and 1"]})
            return play

    with pytest.raises(ValidationError) as refused:
        TwoSeats(max_length=2).deserialize([{"seat": 0, "card": "AH"}, {"seat": 5, "card": "KH"}])
    assert refused.value.messages == {1: {"seat": ["only seats 0 and 1"]}}


class SeatList(BoundedList):
    """A list field that states its item's checks once, in load_item, and writes no fast pass of its own."""

    item_name = "seat"

    def load_item(self, item):
        if type(item) is not int or not 0 <= item < 4:
            raise ValidationError("must be a seat from 0 to 3")
        return item


def test_a_list_with_only_load_item_has_the_fast_pass_load_item_gives():
    field = SeatList(max_length=3)
    assert field.quick_load_applies
    assert field.quick_load([0, 3]) == [0, 3] == field.deserialize([0, 3])
    assert field.quick_load([0, 7]) is None  # the item-by-item pass words the error
    with pytest.raises(ValidationError) as refused:
        field.deserialize([0, 7])
    assert refused.value.messages == {1: ["must be a seat from 0 to 3"]}
    assert not SeatList(max_length=3, validate=lambda value: True).quick_load_applies
