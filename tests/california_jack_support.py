"""An independent, deliberately plain California Jack player for the tests: it shares no code with the engine,
so agreement between the two is evidence, not an echo."""

import random

from referee.cards import FULL_PACK

RANKS = "23456789TJQKA"
POINTS = {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}


def deck_for(dealer: int, hands: list, stock: list) -> list:
    """The deck order (top first) that deals ``hands`` and leaves ``stock``: the non-dealer gets the first card."""
    first, second = hands[1 - dealer], hands[dealer]
    deck = []
    for a, b in zip(first, second):
        deck += [a, b]
    return deck + list(stock)


def shuffled_deck(seed: int) -> list:
    deck = list(FULL_PACK)
    random.Random(seed).shuffle(deck)
    return deck


def stock_with(trump_card: str, *known: str) -> list:
    """A 40-card stock ending with ``trump_card``, avoiding ``known`` cards (already in hands)."""
    rest = [card for card in FULL_PACK if card != trump_card and card not in known]
    return rest[:39] + [trump_card]


def plain_total(pile: list, trump: str) -> int:
    honours = sum(1 for rank in "A2J" if rank + trump in pile)
    return honours + sum(POINTS.get(card[0], 0) for card in pile)


def plain_legal(hand: list, led: str | None, trump: str, void_must_trump: bool = True) -> list:
    if led is None:
        return list(hand)
    same = [card for card in hand if card[1] == led[1]]
    if same:
        return same
    trumps = [card for card in hand if card[1] == trump]
    if trumps and void_must_trump:
        return trumps
    return list(hand)


def plain_winner(first: dict, second: dict, trump: str) -> dict:
    a, b = first["card"], second["card"]
    if b[1] == a[1]:
        return second if RANKS.index(b[0]) > RANKS.index(a[0]) else first
    return second if b[1] == trump else first


def random_game(deck: list, dealer: int, rng: random.Random, void_must_trump: bool = True, choose=None):
    """Play legal random cards until someone reaches 10. Returns (plays, states, winner, trick count, draws);
    ``states[i]`` is (hands, seat to act, led card or None) just before play i."""
    hands = [[], []]
    hands[1 - dealer] = deck[0:12:2]
    hands[dealer] = deck[1:12:2]
    stock = deck[12:]
    trump = stock[-1][1]
    captured = [[], []]
    leader, drawn, plays, states, draws, tricks = 1 - dealer, 0, [], [], [], 0
    while True:
        trick = []
        for seat in (leader, 1 - leader):
            led = trick[0]["card"] if trick else None
            states.append(([list(h) for h in hands], seat, led))
            card = (choose or rng.choice)(plain_legal(hands[seat], led, trump, void_must_trump))
            hands[seat].remove(card)
            play = {"seat": seat, "card": card}
            trick.append(play)
            plays.append(play)
        winner = plain_winner(trick[0], trick[1], trump)["seat"]
        tricks += 1
        captured[winner] += [play["card"] for play in trick]
        if plain_total(captured[winner], trump) >= 10:
            return plays, states, winner, tricks, draws
        if drawn < len(stock):
            for seat in (winner, 1 - winner):
                hands[seat].append(stock[drawn])
                draws.append({"seat": seat, "card": stock[drawn]})
                drawn += 1
        leader = winner
