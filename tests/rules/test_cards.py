import pytest

from referee.cards import FULL_PACK, CardError, pack_without, parse_card, parse_suit


@pytest.mark.parametrize(
    "spelling, card",
    [
        ("TH", "TH"),
        ("10H", "TH"),
        ("10h", "TH"),
        ("th", "TH"),
        ("10♥", "TH"),
        ("T♥", "TH"),
        ("AS", "AS"),
        ("a♠", "AS"),
        ("5d", "5D"),
        ("5♦", "5D"),
        ("kc", "KC"),
        ("K♣", "KC"),
        ("2S", "2S"),
    ],
)
def test_every_accepted_spelling_is_canonicalised(spelling, card):
    assert parse_card(spelling) == card


@pytest.mark.parametrize(
    "bad, message",
    [
        ("1H", '"1H" is not a card: rank must be one of 2-9, T (or 10), J, Q, K, A'),
        ("0H", '"0H" is not a card: rank must be one of 2-9, T (or 10), J, Q, K, A'),
        ("AX", '"AX" is not a card: suit must be one of S, H, D, C (or ♠ ♥ ♦ ♣)'),
        ("", '"" is not a card: suit must be one of S, H, D, C (or ♠ ♥ ♦ ♣)'),
        ("H", '"H" is not a card: rank must be one of 2-9, T (or 10), J, Q, K, A'),
        ("AH ", '"AH " is not a card: suit must be one of S, H, D, C (or ♠ ♥ ♦ ♣)'),
        ("♥A", '"♥A" is not a card: suit must be one of S, H, D, C (or ♠ ♥ ♦ ♣)'),
        (10, '10 is not a card: a card is a string such as "TH" or "10♥"'),
        (None, 'None is not a card: a card is a string such as "TH" or "10♥"'),
    ],
)
def test_a_bad_card_gets_one_clear_reason(bad, message):
    with pytest.raises(CardError) as error:
        parse_card(bad)
    assert str(error.value) == message


def test_a_huge_bad_string_is_quoted_briefly():
    with pytest.raises(CardError) as error:
        parse_card("X" * 1_000_000)
    assert len(str(error.value)) < 120


def test_suits_accept_letters_lower_case_and_glyphs():
    assert [parse_suit(s) for s in ("S", "h", "♦", "c")] == ["S", "H", "D", "C"]
    with pytest.raises(CardError, match="is not a suit"):
        parse_suit("X")


def test_parsed_cards_are_the_same_interned_object():
    assert parse_card("10♥") is parse_card("th")


def test_full_and_stripped_packs():
    assert len(FULL_PACK) == 52 == len(set(FULL_PACK))
    stripped = pack_without(("2C", "2D"))
    assert len(stripped) == 50 and "2C" not in stripped and "2D" not in stripped
