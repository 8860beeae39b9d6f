"""Random legal Forty-Five deals for the property tests, played by an oracle written from the rule text,
independent of the engine's tables."""

import random

from referee.cards import FULL_PACK

TRUMP_ORDER = {
    "S": "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S TS",
    "C": "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC",
    "D": "5D JD AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D",
    "H": "5H JH AH KH QH TH 9H 8H 7H 6H 4H 3H 2H",
}
# A 4-player deal of 5 cards each that the example-based tests replay (dealer seat 3).
HANDS = [
    ["AD", "KS", "2C", "3H", "9D"],
    ["5D", "QS", "4C", "TH", "8D"],
    ["JD", "AS", "7C", "JH", "6D"],
    ["AH", "2S", "9C", "QH", "3D"],
]
DEFAULT_SIDES = {4: [[0, 2], [1, 3]], 6: [[0, 2, 4], [1, 3, 5]]}


def is_trump(card, trump):
    return card == "AH" or card[1] == trump


def trump_order(trump, demoted):
    order = TRUMP_ORDER[trump].split()
    return [c for c in order if c != "A" + trump] + ["A" + trump] if demoted else order


def oracle_legal(hand, trick, trump, demoted):
    """The legal cards, straight from forty-five.play.follow-or-trump and forty-five.play.renege."""
    if not trick:
        return list(hand)
    led = trick[0]["card"]
    trumps = [c for c in hand if is_trump(c, trump)]
    if is_trump(led, trump):
        order = trump_order(trump, demoted)
        privileged = {"5" + trump, "J" + trump, "AH"} - ({"A" + trump} if demoted else set())
        must = [c for c in trumps if not (c in privileged and order.index(c) < order.index(led))]
        return trumps if must else list(hand)
    following = [c for c in hand if c[1] == led[1] and not is_trump(c, trump)]
    return following + trumps if following else list(hand)


def oracle_winner(trick, trump, demoted):
    order = trump_order(trump, demoted)
    trumps = [p for p in trick if is_trump(p["card"], trump)]
    if trumps:
        return min(trumps, key=lambda p: order.index(p["card"]))["seat"]
    plain = {"S": "KQJA23456789T", "C": "KQJA23456789T", "D": "KQJT98765432A", "H": "KQJT98765432"}
    led = trick[0]["card"][1]
    return min((p for p in trick if p["card"][1] == led), key=lambda p: plain[led].index(p["card"][0]))["seat"]


def random_deal(rng: random.Random, players: int, dead_seat):
    """A record of a legal deal with robbing, played at random by the oracle; the dead seat is passed over."""
    pack = list(FULL_PACK)
    rng.shuffle(pack)
    dealer = rng.randrange(players)
    sizes = [5] * players
    if dead_seat is not None:
        sizes[dead_seat] = rng.choice([4, 6])
    hands, position = [], 0
    for size in sizes:
        hands.append(pack[position : position + size])
        position += size
    turned = pack[position]
    trump, ace = turned[1], "A" + turned[1]
    live = [list(h) for h in hands]
    actions, demoted, robbed_seats, snapshots = [], False, set(), []
    ace_waiting = False
    if turned[0] == "A" and dealer != dead_seat:
        choice = rng.choice(["dealer-rob", "dealer-keep", None])
        if choice == "dealer-rob":
            discard = rng.choice(live[dealer])
            live[dealer].remove(discard)
            actions.append({"type": "dealer-rob", "discard": discard})
            ace_waiting = True
        elif choice:
            actions.append({"type": "dealer-keep"})
    holder = next((s for s, h in enumerate(live) if ace in h and s != dead_seat), None)
    plan = rng.choice(["rob", "announce", "none"]) if holder is not None and turned[0] != "A" else "none"
    seats = [s for s in range(players) if s != dead_seat]
    leader = next(s for s in ((dealer + k) % players for k in range(1, players + 1)) if s != dead_seat)
    tricks_won = [0] * players
    for _trick in range(5):
        order = seats[seats.index(leader) :] + seats[: seats.index(leader)]
        trick = []
        for seat in order:
            if seat == holder and seat not in robbed_seats:
                robbed_seats.add(seat)
                if plan == "rob":
                    discard = rng.choice(live[seat])
                    live[seat].remove(discard)
                    live[seat].append(turned)
                    actions.append({"type": "rob", "seat": seat, "discard": discard})
                elif plan == "announce":
                    actions.append({"type": "announce", "seat": seat})
                else:
                    demoted = True
            snapshots.append((len(actions), seat, list(live[seat]), list(trick), demoted))
            card = rng.choice(oracle_legal(live[seat], trick, trump, demoted))
            live[seat].remove(card)
            trick.append({"seat": seat, "card": card})
            actions.append({"type": "play", "seat": seat, "card": card})
        leader = oracle_winner(trick, trump, demoted)
        tricks_won[leader] += 1
        if ace_waiting:
            live[dealer].append(turned)
            ace_waiting = False
    sides = DEFAULT_SIDES.get(players, [[s] for s in range(players)])
    if rng.random() < 0.3:
        shuffled = list(range(players))
        rng.shuffle(shuffled)
        cut = rng.randrange(1, players)
        sides = [sorted(shuffled[:cut]), sorted(shuffled[cut:])]
    record = {
        "players": players,
        "dealer": dealer,
        "hands": hands,
        "turned": turned,
        "actions": actions,
        "sides": sides,
        "scoring": rng.choice(["standard", "differential"]),
    }
    return record, tricks_won, demoted, snapshots
