"""Random legal Hearts deals for the property tests, played by rules written apart from the engine."""

import random

from referee.cards import RANKS
from referee.games.hearts.rules import CARDS_EACH, PACKS


def deal(players: int, rng: random.Random) -> list[list[str]]:
    pack = sorted(PACKS[players])
    rng.shuffle(pack)
    each = CARDS_EACH[players]
    return [sorted(pack[seat * each : (seat + 1) * each]) for seat in range(players)]


def may_play(hand: list[str], trick: list[dict]) -> list[str]:
    if not trick:
        return list(hand)
    led_suit = trick[0]["card"][1]
    following = [card for card in hand if card[1] == led_suit]
    return following or list(hand)


def winner(trick: list[dict]) -> int:
    led_suit = trick[0]["card"][1]
    return max((play for play in trick if play["card"][1] == led_suit), key=lambda p: RANKS.index(p["card"][0]))["seat"]


def play_deal(hands: list[list[str]], dealer: int, rng: random.Random, penalty_suit: str = "H"):
    """A legal play record from ``hands``; returns (plays, points per seat, states before each play)."""
    players = len(hands)
    holding = [list(hand) for hand in hands]
    to_act = (dealer + 1) % players
    plays, states, trick = [], [], []
    points = [0] * players
    while holding[to_act]:
        states.append(([list(h) for h in holding], list(trick), to_act))
        card = rng.choice(may_play(holding[to_act], trick))
        holding[to_act].remove(card)
        play = {"seat": to_act, "card": card}
        plays.append(play)
        trick.append(play)
        if len(trick) == players:
            to_act = winner(trick)
            points[to_act] += sum(1 for p in trick if p["card"][1] == penalty_suit)
            trick = []
        else:
            to_act = (to_act + 1) % players
    return plays, points, states
