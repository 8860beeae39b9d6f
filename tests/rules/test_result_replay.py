"""The result of a deal as it was played (api.md v1.3, docs/disputes.md), checked against a replay written here from
the contract and the rules' own words, not from the engine: thousands of seeded random deals of Hearts (the default
profile, hoyle) and Forty-Five (standard scoring), each with revokes, plays out of turn that the table followed (or
did not), and cards not held put in at random and the record cut anywhere. The replay works out which
irregularities the record has, whether each revoke is established (the principle of Law 63: the offender or a
partner has played to a later trick), whether each play out of turn is condoned (its trick was completed),
whether the deal is settled, and then the settled score: hearts.i-revoke-found charges each revoker every heart of
the pack (13) and the others nothing; forty-five.i-revoke-found leaves a revoking seat's side nothing and the other
sides what their tricks made. referee.result must say the same.

For those two games nothing here asks the engine but referee.result itself: the deal, the legality of each card,
the trick's winner and the score are the rules' text (hearts.play.follow, forty-five.play.follow-or-trump and its
renege privilege, forty-five.rank, forty-five.score.standard). Every game of the registry is then played by its own
Rules (deal, legality, trick winner; never result or play_on), and the replay's irregularities, establishment and
settled are compared the same way."""

import random
from dataclasses import dataclass, field

import pytest

import referee
from referee import conformance
from referee.engine.actions import PLAY, Action
from referee.engine.replay import opening
from referee.games import GAMES, RULES

RANKS = "23456789TJQKA"
SUITS = "SHDC"
DEALS = 1500  # a game: both games together take about 5 s on an idle 2-core box
EVERY_GAME_DEALS = 150


def pack() -> list[str]:
    return [rank + suit for suit in SUITS for rank in RANKS]


# -- Hearts (hearts.strip, hearts.play.follow, hearts.play.winner, hearts.score, hearts.i-revoke-found) ----------

HEARTS_STRIPPED = {3: ("2C",), 4: (), 5: ("2C", "2D"), 6: ("2C", "3C", "2D", "2S")}


class Hearts:
    game = "hearts"
    player_counts = (3, 4, 5, 6)

    def deal(self, rng: random.Random, players: int) -> tuple[dict, list[list[str]]]:
        cards = [card for card in pack() if card not in HEARTS_STRIPPED[players]]
        rng.shuffle(cards)
        each = len(cards) // players
        hands = [cards[seat * each : (seat + 1) * each] for seat in range(players)]
        dealer = rng.randrange(players)
        return {"players": players, "dealer": dealer, "hands": hands}, hands

    def with_plays(self, record: dict, plays: list) -> dict:
        return {**record, "plays": plays}

    def play_index(self, record: dict, index: int) -> int:
        return index

    def legal(self, hand: list[str], trick: list[str]) -> list[str]:
        """Follow suit if able, else any card; any card may be led (hoyle: hearts need not be broken)."""
        following = [card for card in hand if trick and card[1] == trick[0][1]]
        return following or list(hand)

    def winner(self, trick: list[tuple[int, str]]) -> int:
        led = trick[0][1][1]
        return max((play for play in trick if play[1][1] == led), key=lambda play: RANKS.index(play[1][0]))[0]

    def sides(self, players: int) -> list[list[int]]:
        return [[seat] for seat in range(players)]

    def settled_points(self, players: int, taken: list[list[str]], revokers: set) -> list[int]:
        if revokers:
            return [13 if seat in revokers else 0 for seat in range(players)]
        return [sum(card[1] == "H" for card in cards) for cards in taken]


# -- Forty-Five (forty-five.rank, forty-five.rob, forty-five.play.follow-or-trump, forty-five.score.standard) -----

TRUMP_ORDER = {
    "black": ["5", "J", "AH", "A", "K", "Q", "2", "3", "4", "6", "7", "8", "9", "T"],
    "H": ["5", "J", "AH", "K", "Q", "T", "9", "8", "7", "6", "4", "3", "2"],
    "D": ["5", "J", "AH", "A", "K", "Q", "T", "9", "8", "7", "6", "4", "3", "2"],
}
PLAIN_ORDER = {
    "black": ["K", "Q", "J", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T"],
    "D": ["K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2", "A"],
    "H": ["K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"],
}
FORTY_FIVE_SIDES = {4: [[0, 2], [1, 3]], 6: [[0, 2, 4], [1, 3, 5]]}


def colour(suit: str) -> str:
    return "black" if suit in "SC" else suit


class FortyFive:
    game = "forty-five"
    player_counts = tuple(range(2, 11))

    def __init__(self):
        self.trump = None

    def is_trump(self, card: str) -> bool:
        return card == "AH" or card[1] == self.trump

    def trump_rank(self, card: str) -> int:
        """0 is the highest trump."""
        return TRUMP_ORDER[colour(self.trump)].index("AH" if card == "AH" else card[0])

    def deal(self, rng: random.Random, players: int) -> tuple[dict, list[list[str]]]:
        """Five cards each, the next turned for trump; the holder of the ace of trumps robs or announces, and a
        turned ace is taken by the dealer (its discard now, the ace after the first trick) or kept back."""
        cards = pack()
        rng.shuffle(cards)
        hands = [cards[seat * 5 : (seat + 1) * 5] for seat in range(players)]
        turned = cards[players * 5]
        dealer = rng.randrange(players)
        self.trump = turned[1]
        record = {"players": players, "dealer": dealer, "hands": hands, "turned": turned, "scoring": "standard"}
        playing = [list(hand) for hand in hands]
        self.late = None  # (seat, card) joining a hand after the first trick
        actions = []
        if turned[0] == "A":
            if rng.random() < 0.5:
                discard = rng.choice(playing[dealer])
                playing[dealer].remove(discard)
                self.late = (dealer, turned)
                actions.append({"type": "dealer-rob", "seat": dealer, "discard": discard})
            else:
                actions.append({"type": "dealer-keep", "seat": dealer})
        else:
            holder = next((seat for seat, hand in enumerate(hands) if "A" + self.trump in hand), None)
            if holder is not None:
                if rng.random() < 0.5:
                    discard = rng.choice(playing[holder])
                    playing[holder].remove(discard)
                    playing[holder].append(turned)
                    actions.append({"type": "rob", "seat": holder, "discard": discard})
                else:
                    actions.append({"type": "announce", "seat": holder})
        record["actions"] = actions
        return record, playing

    def with_plays(self, record: dict, plays: list) -> dict:
        return {**record, "actions": [*record["actions"], *({"type": "play", **play} for play in plays)]}

    def play_index(self, record: dict, index: int) -> int:
        return len(record["actions"]) + index

    def legal(self, hand: list[str], trick: list[str]) -> list[str]:
        """Follow suit or trump when able; to a trump lead, a trump, except that the 5 and J of trumps and AH need
        not be played to a lower trump led (the renege privilege)."""
        if not trick:
            return list(hand)
        led = trick[0]
        trumps = [card for card in hand if self.is_trump(card)]
        if self.is_trump(led):
            privileged = {"5" + self.trump, "J" + self.trump, "AH"}
            owed = [
                card for card in trumps if not (card in privileged and self.trump_rank(card) < self.trump_rank(led))
            ]
            return trumps if owed else list(hand)
        following = [card for card in hand if card[1] == led[1] and not self.is_trump(card)]
        return following + trumps if following else list(hand)

    def winner(self, trick: list[tuple[int, str]]) -> int:
        trumps = [play for play in trick if self.is_trump(play[1])]
        if trumps:
            return min(trumps, key=lambda play: self.trump_rank(play[1]))[0]
        led = trick[0][1][1]
        order = PLAIN_ORDER[colour(led)]
        return min((play for play in trick if play[1][1] == led), key=lambda play: order.index(play[1][0]))[0]

    def sides(self, players: int) -> list[list[int]]:
        return FORTY_FIVE_SIDES.get(players, [[seat] for seat in range(players)])

    def settled_points(self, players: int, taken: list[list[str]], revokers: set) -> list[int]:
        tricks = [len(cards) // players for cards in taken]
        points = []
        for side in self.sides(players):
            won = sum(tricks[seat] for seat in side)
            revoked = any(seat in revokers for seat in side)
            points.append(0 if revoked else 10 if won == 5 else 5 if won >= 3 else 0)
        return points


# -- the deal as it was played, irregularities put in at random ---------------------------------------------------


@dataclass
class Expected:
    record: dict
    irregularities: list = field(default_factory=list)  # (type, seat, index, trick, established)
    settled: bool = False
    points: list | None = None


def play_a_deal(model, rng: random.Random) -> Expected:
    """A deal played card by card under the rules above, except where this puts in an irregularity: a card the
    seat holds that the rules refuse it (a revoke), a trick played in the wrong order (two plays after the lead
    swapped, or the seat after the leader leading), a card the seat does not hold (the record ends there); the
    record cut at any play."""
    players = rng.choice(model.player_counts)
    record, hands = model.deal(rng, players)
    hands = [list(hand) for hand in hands]
    leader = (record["dealer"] + 1) % players
    plays, found, taken = [], [], [[] for _ in range(players)]
    revoke_rate, disorder_rate = rng.choice((0, 0.05, 0.15)), rng.choice((0, 0.1, 0.25))
    stop_at = rng.randrange(len(hands[0]) * players + 1) if rng.random() < 0.3 else None
    last_trick_of = {}  # seat -> the last trick it played to
    stopped, trick_number = False, 0
    complete = []  # per trick: whether all seats played to it
    while any(hands) and not stopped:
        order = [(leader + turn) % players for turn in range(players)]
        if rng.random() < disorder_rate:
            if players >= 3 and rng.random() < 0.5:
                at = rng.randrange(1, players - 1)
                order[at], order[at + 1] = order[at + 1], order[at]
                early = at  # the play at this place of the trick is out of turn
            else:
                order = order[1:] + order[:1]
                early = 0
        else:
            early = None
        trick = []
        for place, seat in enumerate(order):
            if stop_at is not None and len(plays) == stop_at:
                stopped = True
                break
            index = model.play_index(record, len(plays))
            # A card not held only in a trick played in order (see the expected failures below).
            if early is None and rng.random() < 0.01:
                elsewhere = [card for other in range(players) if other != seat for card in hands[other]]
                if elsewhere:
                    card = rng.choice(elsewhere)
                    plays.append({"seat": seat, "card": card})
                    found.append(["not-held", seat, index, trick_number, False])
                    stopped = True
                    break
            legal = model.legal(hands[seat], [card for _, card in trick])
            refused = [card for card in hands[seat] if card not in legal]
            if place == early:
                found.append(["out-of-turn", seat, index, trick_number, None])
            if trick and refused and rng.random() < revoke_rate:
                card = rng.choice(refused)
                found.append(["revoke", seat, index, trick_number, None])
            else:
                card = rng.choice(legal)
            hands[seat].remove(card)
            trick.append((seat, card))
            plays.append({"seat": seat, "card": card})
            last_trick_of[seat] = trick_number
        complete.append(len(trick) == players)
        if len(trick) == players:
            leader = model.winner(trick)
            taken[leader] += [card for _, card in trick]
            if trick_number == 0 and getattr(model, "late", None):
                seat, card = model.late
                hands[seat].append(card)
        trick_number += 1
    record = model.with_plays(record, plays)
    found = standing(found, model.sides(players), complete, last_trick_of)
    deal_over = not stopped and not any(hands)
    settled = deal_over and all(irregularity[4] for irregularity in found)
    revokers = {seat for kind, seat, *_ in found if kind == "revoke"}
    points = model.settled_points(players, taken, revokers) if settled else None
    return Expected(record, found, settled, points)


def standing(found: list, sides: list, complete: list, last_trick_of: dict) -> list[tuple]:
    """Each irregularity (type, seat, index, trick, established) as it stands when the record ends: a play out of
    turn is condoned once its trick is complete (the rest of the table played after it); a revoke is established
    once the offender or a partner has played to a later trick (Law 63); a card not held never stands."""
    side_of = {seat: side for side in sides for seat in side}
    out = []
    for kind, seat, index, trick, _ in found:
        if kind == "out-of-turn":
            established = complete[trick]
        elif kind == "revoke":
            established = any(last_trick_of.get(partner, -1) > trick for partner in side_of[seat])
        else:
            established = False
        out.append((kind, seat, index, trick, established))
    return out


@pytest.mark.parametrize("model", [Hearts, FortyFive], ids=lambda model: model.game)
def test_result_agrees_with_a_replay_written_from_the_contract(model):
    """hearts.i-revoke-found, forty-five.i-revoke-found, hearts.i-out-of-turn-condoned,
    forty-five.i-out-of-turn-condoned: the irregularities, each revoke's establishment (Law 63), settled and the
    settled score of thousands of deals, as the replay above works them out."""
    rng = random.Random(f"result-replay/{model.game}")
    seen = dict.fromkeys(["settled", "unsettled", "not-held"], 0)
    for number in range(DEALS):
        expected = play_a_deal(model(), rng)
        answer = referee.result(model.game, expected.record)
        got = [
            (each["type"], each["seat"], each["index"], each["trick"], each["established"])
            for each in answer["irregularities"]
        ]
        where = f"deal {number}: {expected.record}"
        assert got == expected.irregularities, where
        assert answer["settled"] is expected.settled, where
        if expected.settled:
            assert answer["score"]["points"] == expected.points, where
            for each in answer["irregularities"]:
                rule = each["rectification"]["rule"]
                kind = "out-of-turn-condoned" if each["type"] == "out-of-turn" else "revoke-found"
                assert rule == f"{model.game}.i-{kind}", where
        else:
            assert answer["score"] is None, where
        for kind, _, _, _, established in expected.irregularities:
            key = kind if kind == "not-held" else (kind, established)
            seen[key] = seen.get(key, 0) + 1
        seen["settled" if expected.settled else "unsettled"] += 1
    kinds = {(kind, established) for kind in ("revoke", "out-of-turn") for established in (True, False)}
    assert set(seen) >= kinds and all(count >= 20 for count in seen.values()), seen


# -- every game: what happened, with the cards judged by the game's own legality check -----------------------------

# The seats that score together (api.md v1.3: a revoke is established once the offender or a partner has played to
# a later trick): forty-five.i-players; auction-forty-fives, the even seats and the odd seats; every other game's
# players each alone.
PARTNERS = {
    "forty-five": lambda players: FORTY_FIVE_SIDES.get(players, [[seat] for seat in range(players)]),
    "auction-forty-fives": lambda players: [list(range(0, players, 2)), list(range(1, players, 2))],
}


def play_by_the_games_rules(game: str, rng: random.Random) -> tuple[dict, list, bool]:
    """A deal of ``game`` dealt as POST deal deals it and played to its end by the game's own Rules (its conformance
    suite's actions before the play, its legality check, its trick winner), with irregularities put in as play_a_deal puts them;
    the plays' order in a trick after the lead changed in the record only (the cards and the trick's winner are
    the same). Returns the record, what this finds (as play_a_deal), and whether the deal was played to its end."""
    rules, info = RULES[game], GAMES[game]
    players = rng.choice(info.player_counts)
    profile = rng.choice(list(info.profiles.profiles))
    inputs = conformance.deal_inputs(f"result-replay/{rng.random()}", players, rng.randrange(players), rng.randrange(8))
    situation = rng.choice(rules.conformance.situations)
    ready, _ = rules.conformance.before_play(rules, {**conformance.dealt(game, profile, inputs), **situation}, rng)
    position = opening(rules, ready)
    plays, found, last_trick_of, complete = [], [], {}, []
    stop_at = rng.randrange(60) if rng.random() < 0.3 else None
    stopped = False
    while (seat := rules.to_act(position)) is not None and not stopped:
        number, trick, early = len(position.tricks), [], None
        roll = rng.random()
        if roll < 0.1 and number > 0:  # the seat after the leader leads (never the opening lead, which may be owed)
            early = 0
            seat = min(
                (other for other in range(players) if other != seat and position.cards(other)),
                key=lambda other: (other - seat) % players,
            )
            rules.turn_to(position, seat)
        swap = rng.randrange(1, players - 1) if roll > 0.85 and players >= 3 else None
        while seat is not None and len(position.tricks) == number:
            if stop_at is not None and len(plays) + len(trick) == stop_at:
                stopped = True
                break
            legal = rules.legality(position).legal
            refused = [card for card in position.cards(seat) if card not in legal]
            if early is None and swap is None and rng.random() < 0.01:
                elsewhere = [card for other in range(players) if other != seat for card in position.cards(other)]
                if elsewhere:
                    trick.append(({"seat": seat, "card": rng.choice(elsewhere)}, "not-held"))
                    stopped = True
                    break
            if position.trick and refused and rng.random() < 0.08:
                card, kind = rng.choice(refused), "revoke"
            else:
                card, kind = rng.choice(list(legal)), None
            trick.append(({"seat": seat, "card": card}, kind))
            rules.apply(position, Action(PLAY, seat, len(plays), {"seat": seat, "card": card}, card=card))
            seat = rules.to_act(position)
        if swap is not None and swap + 1 < len(trick):
            trick[swap], trick[swap + 1] = trick[swap + 1], trick[swap]
            early = swap
        for place, (play, kind) in enumerate(trick):
            index = rules.conformance.play_index(ready, len(plays))
            if kind == "not-held":
                found.append(["not-held", play["seat"], index, number, False])
                plays.append(play)
                break
            if place == early:
                found.append(["out-of-turn", play["seat"], index, number, None])
            if kind == "revoke":
                found.append(["revoke", play["seat"], index, number, None])
            plays.append(play)
            last_trick_of[play["seat"]] = number
        complete.append(len(position.tricks) > number)
    record = rules.with_plays(ready, plays)
    partners = PARTNERS.get(game, lambda players: [[seat] for seat in range(players)])(players)
    over = not stopped and rules.to_act(position) is None
    return record, standing(found, partners, complete, last_trick_of), over


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_plays_on_past_its_irregularities_as_the_contract_says(game):
    """Every game's i-revoke-found and i-out-of-turn-condoned: the irregularities result finds, each revoke's
    establishment (Law 63, partners included), each condonation, and settled, against the replay's, on deals
    played by the game's own rules (the scores are the games' own tests' business)."""
    rng = random.Random(f"result-replay/every-game/{game}")
    kinds = set()
    for number in range(EVERY_GAME_DEALS):
        record, expected, over = play_by_the_games_rules(game, rng)
        answer = referee.result(game, record)
        got = [
            (each["type"], each["seat"], each["index"], each["trick"], each["established"])
            for each in answer["irregularities"]
        ]
        where = f"deal {number}: {record}"
        assert got == expected, where
        assert answer["settled"] is (over and all(established for *_, established in expected)), where
        kinds |= {(kind, established) for kind, *_, established in expected}
    assert kinds >= {("revoke", True), ("revoke", False), ("out-of-turn", True), ("not-held", False)}, kinds


# Three seats, a diamond trick: seat 0 leads 2D, then seat 2 plays before seat 1, whom its play passed over.
IN_DISORDER = {"players": 3, "dealer": 2, "hands": [["2D", "3C"], ["3D", "4C"], ["4D", "5C"]]}


@pytest.mark.parametrize(
    "plays",
    [
        # The seat passed over plays 5C, which seat 2 holds: it may play now with no new fault, and the card is not
        # its own.
        [{"seat": 0, "card": "2D"}, {"seat": 2, "card": "4D"}, {"seat": 1, "card": "5C"}],
        # The seat playing out of turn plays 3D, which seat 1 holds.
        [{"seat": 0, "card": "2D"}, {"seat": 2, "card": "3D"}],
    ],
    ids=["passed-over", "out-of-turn"],
)
def test_a_card_not_held_is_not_held_whoever_was_to_play(plays):
    """hearts.i-not-held (api.md v1.3: a card the seat does not hold ends the result, the irregularity not-held)."""
    answer = referee.result("hearts", {**IN_DISORDER, "plays": plays})
    assert answer["settled"] is False
    last = answer["irregularities"][-1]
    assert (last["type"], last["seat"], last["index"], last["rule"]) == (
        "not-held",
        plays[-1]["seat"],
        len(plays) - 1,
        "hearts.i-not-held",
    )
