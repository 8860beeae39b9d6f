"""An independent player of Auction Forty-Fives, written from the rules as docs/auction-forty-fives.md restates them, alone: its own
rank lists, its own legality, trick winner, auction, draw and score. It imports nothing of the referee's rules, so
where it and adjudicate agree on thousands of random deals, two readings of the rules page agree."""

import random

SUITS = "SHDC"
RANKS = "23456789TJQKA"


def pack() -> list[str]:
    return [rank + suit for suit in SUITS for rank in RANKS]


def trump_order(trump: str) -> list[str]:
    """Highest first: the 5, the J, AH, the A of trumps, K, Q, then high in red, low in black."""
    top = ["5" + trump, "J" + trump, "AH"] + ([] if trump == "H" else ["A" + trump]) + ["K" + trump, "Q" + trump]
    rest = "T98764 32".replace(" ", "") if trump in "HD" else "234678 9T".replace(" ", "")
    return top + [rank + trump for rank in rest]


def plain_order(suit: str) -> list[str]:
    """A suit that is not trump, highest first: red K Q J T ... 2 A, black K Q J A 2 ... T; AH is never a heart."""
    if suit in "HD":
        cards = [rank + suit for rank in "KQJT98765432"] + ([] if suit == "H" else ["AD"])
    else:
        cards = [rank + suit for rank in "KQJA23456789T"]
    return cards


def is_trump(card: str, trump: str) -> bool:
    return card == "AH" or card[1] == trump


def legal(hand: list, trick: list, trump: str) -> list:
    """The cards of ``hand`` that may be played to ``trick`` (plays so far)."""
    if not trick:
        return list(hand)
    led = trick[0]["card"]
    trumps = [card for card in hand if is_trump(card, trump)]
    if is_trump(led, trump):
        order = trump_order(trump)
        # The 5, J of trumps and AH may be kept back when the trump led ranks lower.
        bound = [
            card
            for card in trumps
            if not (card in ("5" + trump, "J" + trump, "AH") and order.index(card) < order.index(led))
        ]
        return trumps if bound else list(hand)
    following = [card for card in hand if card[1] == led[1] and not is_trump(card, trump)]
    return following + trumps if following else list(hand)


def winner(trick: list, trump: str) -> dict:
    trumps = [play for play in trick if is_trump(play["card"], trump)]
    if trumps:
        order = trump_order(trump)
        return min(trumps, key=lambda play: order.index(play["card"]))
    suit = trick[0]["card"][1]
    order = plain_order(suit)
    return min((play for play in trick if play["card"][1] == suit), key=lambda play: order.index(play["card"]))


class Auction:
    """The auction as the rules page tells it: round once from the dealer's left; after the dealer holds, every
    player who has not passed bids again until one is left."""

    def __init__(self, players: int, dealer: int, min_bid: int, all_pass: str, scores: list):
        self.players, self.dealer, self.min_bid, self.all_pass, self.scores = players, dealer, min_bid, all_pass, scores
        self.turn = (dealer + 1) % players
        self.passed: set = set()
        self.high, self.bidder, self.held, self.over = 0, None, False, False

    def least(self, seat: int) -> int:
        return 20 if self.scores[seat % 2] >= 100 and self.min_bid < 20 else self.min_bid

    def allowed(self, seat: int) -> list:
        """Every bid ``seat`` may make now: numbers, "hold", None (a pass)."""
        if self.over or seat != self.turn or seat in self.passed:
            return []
        out = [value for value in (15, 20, 25, 30) if value >= self.least(seat) and value > self.high]
        if seat == self.dealer and self.bidder is not None and self.bidder != seat and self.high >= self.least(seat):
            out.append("hold")
        bagged = self.all_pass == "dealer-bagged" and seat == self.dealer and self.bidder is None
        if not bagged:
            out.append(None)
        return out

    def bid(self, seat: int, value) -> None:
        if value is None:
            self.passed.add(seat)
        elif value == "hold":
            self.bidder, self.held = seat, True
        else:
            self.high, self.bidder = value, seat
        if not self.held:
            if seat == self.dealer:
                self.over = True
            else:
                self.turn = (seat + 1) % self.players
            return
        remaining = [each for each in range(self.players) if each not in self.passed]
        if len(remaining) <= 1:
            self.over = True
            return
        following = (seat + 1) % self.players
        while following in self.passed:
            following = (following + 1) % self.players
        self.turn = following


def score(tricks: list, trump: str, bidder: int, bid: int, before: list, options: dict) -> dict:
    points = [0, 0]
    for trick in tricks:
        points[winner(trick, trump)["seat"] % 2] += 5
    order = trump_order(trump)
    played = [
        (order.index(play["card"]), index, play)
        for index, trick in enumerate(tricks)
        for play in trick
        if is_trump(play["card"], trump)
    ]
    high = None
    if played:
        _, index, play = min(played, key=lambda entry: entry[0])
        high = {"card": play["card"], "trick": index, "side": winner(tricks[index], trump)["seat"] % 2}
        points[high["side"]] += 5
    side = bidder % 2
    made = points[side] >= bid
    hand = [0, 0]
    hand[side] = (options["thirty_scores"] if bid == 30 else points[side]) if made else -bid
    other = 1 - side
    out_from = options["bid_out_from"]
    hand[other] = 0 if out_from is not None and before[other] >= out_from else points[other]
    totals = [before[0] + hand[0], before[1] + hand[1]]
    reached = [each for each in (0, 1) if totals[each] >= options["game_to"]]
    won = side if len(reached) == 2 else reached[0] if reached else None
    return {
        "points": points,
        "highest_trump": high,
        "made": made,
        "hand_scores": hand,
        "totals": totals,
        "game_over": won is not None,
        "winner": won,
    }


def random_options(rng: random.Random) -> dict:
    return {
        "min_bid": rng.choice((15, 20)),
        "all_pass": rng.choice(("redeal", "dealer-bagged")),
        "dealer_robs_pack": rng.random() < 0.3,
        "thirty_scores": rng.choice((60, 30)),
        "bid_out_from": rng.choice((None, None, 100)),
        "game_to": rng.choice((120, 125)),
    }


def random_deal(rng: random.Random, players: int) -> dict:
    """A random legal deal to its end: the record, and what each phase saw, for injecting faults."""
    options = random_options(rng)
    before = [rng.randrange(-60, 116), rng.randrange(-60, 116)]
    deck = pack()
    rng.shuffle(deck)
    dealer = rng.randrange(players)
    hands = [[] for _ in range(players)]
    top = 0
    for packet in (3, 2):
        for turn in range(players):
            hands[(dealer + 1 + turn) % players] += deck[top : top + packet]
            top += packet
    stock = deck[top:]
    record = {"players": players, "dealer": dealer, "hands": [list(hand) for hand in hands], "stock": list(stock)}
    record.update(options, scores_before=before)
    auction = Auction(players, dealer, options["min_bid"], options["all_pass"], before)
    bids, auctions = [], []
    while not auction.over:
        seat = auction.turn
        choices = auction.allowed(seat)
        last_chance = seat == dealer and auction.bidder is None
        numbers = [choice for choice in choices if choice is not None]
        if None in choices and (not numbers or (not last_chance and rng.random() < 0.5)):
            value = None
        else:
            value = rng.choice(numbers[: 1 + rng.randrange(len(numbers))])
        auctions.append((seat, choices))
        bids.append({"seat": seat, "bid": value})
        auction.bid(seat, value)
    trump = rng.choice(SUITS)
    bidder, bid = auction.bidder, auction.high
    discards, drawn = [], 0
    for turn in range(players):
        seat = (dealer + 1 + turn) % players
        cards = rng.sample(hands[seat], rng.randint(0, min(5, len(stock) - drawn)))
        entry = {"seat": seat, "cards": cards}
        if seat == dealer and options["dealer_robs_pack"] and cards and rng.random() < 0.5:
            takes = rng.sample(stock[drawn:], len(cards))
            entry["takes"] = takes
            stock = stock[:drawn] + takes + [card for card in stock[drawn:] if card not in takes]
        new = stock[drawn : drawn + len(cards)]
        drawn += len(cards)
        hands[seat] = [card for card in hands[seat] if card not in cards] + new
        discards.append(entry)
    after_draw = [list(hand) for hand in hands]
    plays, tricks, positions = [], [], []
    leader = (bidder + 1) % players
    for _ in range(5):
        trick = []
        for turn in range(players):
            seat = (leader + turn) % players
            allowed = legal(hands[seat], trick, trump)
            positions.append((seat, list(hands[seat]), list(trick), allowed))
            card = rng.choice(allowed)
            hands[seat].remove(card)
            trick.append({"seat": seat, "card": card})
            plays.append({"seat": seat, "card": card})
        tricks.append(trick)
        leader = winner(trick, trump)["seat"]
    record.update(bids=bids, trump=trump, discards=discards, plays=plays)
    return {
        "record": record,
        "auction": {"bidder": bidder, "bid": bid, "trump": trump},
        "auctions": auctions,
        "after_draw": after_draw,
        "tricks": tricks,
        "positions": positions,
        "score": score(tricks, trump, bidder, bid, before, options),
    }
