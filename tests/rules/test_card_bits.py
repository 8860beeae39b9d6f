"""Cards as bits (referee.cards.CARD_BITS): the typed form Hearts' follow-suit and trick-winner rules are stated in
(play.may_play, play.beats), and the deal checks' quick test (cards.distinct_within)."""

import random

from hypothesis import given
from hypothesis import strategies as st

from referee.cards import CARD_BITS, FULL_PACK, RANKS, SUIT_BITS, SUIT_CARDS, SUITS, bits_of, distinct_within
from referee.games.hearts.play import beats, may_play, trick_winner_play

cards = st.sampled_from(FULL_PACK)


def test_card_bits_one_bit_per_card_and_the_suits_partition_the_pack():
    assert sorted(CARD_BITS.values()) == [1 << index for index in range(52)]
    assert sum(SUIT_BITS.values()) == bits_of(FULL_PACK) == (1 << 52) - 1
    assert all(bits_of(SUIT_CARDS[suit]) == SUIT_BITS[suit] for suit in SUITS)


def test_hearts_play_follow_bits_rise_with_the_rank_within_a_suit():
    # beats() compares two cards of the suit led by their bits: ace high.
    for suit in SUITS:
        bits = [CARD_BITS[rank + suit] for rank in RANKS]
        assert bits == sorted(bits)


@given(st.lists(cards, min_size=1, max_size=17, unique=True), cards, st.sampled_from([None, *SUITS]))
def test_hearts_play_follow_may_play_is_follow_suit_if_able(hand, card, led_suit):
    led = SUIT_BITS[led_suit] if led_suit else 0
    holds_led = led_suit is not None and any(held[1] == led_suit for held in hand)
    expected = led_suit is None or card[1] == led_suit or not holds_led
    assert may_play(CARD_BITS[card], led, bits_of(hand)) is expected


@given(st.lists(cards, min_size=3, max_size=6, unique=True))
def test_hearts_play_follow_the_highest_card_of_the_suit_led_wins(trick_cards):
    plays = [{"seat": seat, "card": card} for seat, card in enumerate(trick_cards)]
    led = trick_cards[0][1]
    highest = max((card for card in trick_cards if card[1] == led), key=lambda card: RANKS.index(card[0]))
    assert trick_winner_play(plays)["card"] == highest
    # beats is the same rule, card by card: only a higher card of the suit led beats the best so far (here the lead).
    lead = trick_cards[0]
    for card in trick_cards[1:]:
        expected = card[1] == led and RANKS.index(card[0]) > RANKS.index(lead[0])
        assert beats(CARD_BITS[card], CARD_BITS[lead], SUIT_BITS[led]) is expected


def test_distinct_within_refuses_a_repeat_a_card_outside_the_pack_and_a_non_card():
    pack = bits_of(FULL_PACK) & ~CARD_BITS["2C"]
    dealt = random.Random(7).sample([card for card in FULL_PACK if card != "2C"], 13)
    assert distinct_within(dealt, pack)
    assert not distinct_within([*dealt, dealt[0]], pack)
    assert not distinct_within([*dealt, "2C"], pack)
    assert not distinct_within([*dealt, "10H"], pack) and not distinct_within([*dealt, ["AH"]], pack)
