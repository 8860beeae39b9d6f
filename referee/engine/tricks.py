"""Trick mechanics every game shares: turn order and following suit."""

from referee.cards import suit_of


def next_seat(seat: int, players: int) -> int:
    return (seat + 1) % players


def cards_in_suit(hand, suit: str) -> list[str]:
    return [card for card in hand if suit_of(card) == suit]
