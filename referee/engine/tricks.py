"""Trick mechanics every game shares: turn order and following suit."""

from referee.cards import suit_of


def next_seat(seat: int, players: int) -> int:
    return (seat + 1) % players


def cards_in_suit(hand, suit: str) -> list[str]:
    return [card for card in hand if suit_of(card) == suit]


def winning_play(plays: list[dict], strength: dict[str, int]) -> dict:
    """The play whose card ranks highest in ``strength`` (card -> number; the earliest on a tie)."""
    # A plain loop over the precomputed table rather than max(key=...): it runs once for every
    # trick of every replay, and the loop needs no call per card.
    best = plays[0]
    best_strength = strength[best["card"]]
    for play in plays:  # the first compares equal to itself and stays best: no slice to copy
        play_strength = strength[play["card"]]
        if play_strength > best_strength:
            best, best_strength = play, play_strength
    return best
