"""Whist-lite, a throwaway fifth game (tests/rules/test_fifth_game.py copies its folder to referee/games/whist_lite): 4
players, 13 cards each, follow suit, no trump, one point a trick. It subclasses the engine's Rules, the one protocol,
and touches nothing shared: the registry finds it, and the engine answers every endpoint of a play from it."""

from dataclasses import dataclass

from referee.cards import FULL_PACK, RANKS, suit_of
from referee.engine import replay, snapshot
from referee.engine.actions import OVER, plays
from referee.engine.game import Dealing, Rules
from referee.engine.legality import Legality
from referee.engine.position import Position
from referee.engine.records import require_distinct_cards, require_seat
from referee.games.info import GameInfo
from referee.games.options import OptionSet, option
from referee.games.profiles import ProfileBook
from referee.rulings import INTERPRETATION, RULE, Rule, RuleCatalogue, fair_deal_rules, record_rules

GAME_ID = "whist-lite"
PLAYERS, HAND = 4, 13
DEAL, FOLLOW, WINNER, SCORE, BOOK = (
    f"{GAME_ID}.{name}" for name in ("deal", "play.follow", "play.winner", "score", "i-book")
)
NOT_HELD, OUT_OF_TURN, GAME_OVER, FAIR_DEAL = (
    f"{GAME_ID}.i-{name}" for name in ("not-held", "out-of-turn", "game-over", "fair-deal")
)
CATALOGUE = RuleCatalogue(
    [
        *record_rules(GAME_ID),
        *fair_deal_rules(GAME_ID),
        Rule(DEAL, RULE, "4 players, 13 cards each, dealt one at a time from the dealer's left, who leads first."),
        Rule(FOLLOW, RULE, "Any card may be led; the others follow suit if able, otherwise play any card."),
        Rule(WINNER, RULE, "The highest card of the suit led wins the trick (no trump); its winner leads the next."),
        Rule(SCORE, RULE, "Each trick taken scores 1 point."),
        Rule(BOOK, INTERPRETATION, "House rule book: a side's first six tricks score nothing, each trick past them 1."),
    ]
)


@dataclass(frozen=True)
class Options(OptionSet):
    book: bool = option(False, f"house rule ({BOOK}): only tricks past six score")


def winning_play(plays: list) -> dict:
    led = suit_of(plays[0]["card"])
    return max((play for play in plays if suit_of(play["card"]) == led), key=lambda play: RANKS.index(play["card"][0]))


def points(tricks_won: list, book: bool) -> dict:
    scored = [max(0, taken - 6) if book else taken for taken in tricks_won]
    return CATALOGUE.ruling(BOOK if book else SCORE, f"The seats score {', '.join(map(str, scored))}.", points=scored)


def tricks_won(position: Position) -> list[int]:
    return [sum(1 for trick in position.tricks if trick["winner"] == seat) for seat in range(PLAYERS)]


def layout(deck: list, players: int, dealer: int, options: dict) -> dict:
    return {"hands": [deck[(seat - dealer - 1) % PLAYERS :: PLAYERS] for seat in range(PLAYERS)]}


DEALING = Dealing(
    rule=DEAL,
    fair_deal=FAIR_DEAL,
    pack=lambda players: FULL_PACK,
    layout=layout,
    record=lambda dealt, players, dealer: {"dealer": dealer, "hands": dealt["hands"], "plays": []},
)


class WhistLite(Rules):
    """The position's ``fields`` are the house rules in force (Options)."""

    catalogue, dealing = CATALOGUE, DEALING

    def start(self, record: dict) -> Position:
        require_seat(record["dealer"], PLAYERS, "/dealer")
        hands = record["hands"]
        require_distinct_cards(
            [card for hand in hands for card in hand],
            lambda: [
                (("hands", seat, index), card) for seat, hand in enumerate(hands) for index, card in enumerate(hand)
            ],
        )
        return Position(PLAYERS, record["dealer"], hands, (record["dealer"] + 1) % PLAYERS, Options.of(record))

    def actions(self, record: dict) -> list:
        return plays(record["plays"])

    def fault(self, position: Position, action) -> tuple[str, str] | None:
        if not position.holds(action.seat, action.card):
            return NOT_HELD, f"Seat {action.seat} does not hold {action.card}."
        legal, why = self.legality(position).verdict(action.card)
        return None if legal else (FOLLOW, why)

    def apply(self, position: Position, action) -> None:
        position.take(action.seat, action.card)
        position.trick.append(action.entry)
        position.to_act = (action.seat + 1) % PLAYERS
        if len(position.trick) == PLAYERS:
            winning = winning_play(position.trick)
            position.tricks.append(
                {"leader": position.leader, "plays": position.trick, "winner": winning["seat"], "card": winning["card"]}
            )
            pile = position.captured[winning["seat"]]
            position.captured[winning["seat"]] = pile + [play["card"] for play in position.trick]
            position.trick, position.leader, position.to_act = [], winning["seat"], winning["seat"]
            if not any(position.hands):
                position.phase, position.to_act = OVER, None

    def out_of_turn(self, position: Position, action, seat: int) -> dict:
        return self.violation(position, action, OUT_OF_TURN, f"Seat {seat} is to play, not seat {action.seat}.")

    def after_end(self, position: Position, action) -> dict:
        return self.violation(position, action, GAME_OVER, "Every card has been played.")

    def answer(self, record: dict, position: Position, violation: dict | None) -> dict:
        score = self.score(position)
        return {
            **score,
            "valid": violation is None,
            "violation": violation,
            "tricks": position.tricks,
            "tricks_won": tricks_won(position),
            "score": score,
        }

    def legality(self, position: Position) -> Legality:
        hand, trick = position.cards(position.to_act), position.trick
        following = [card for card in hand if trick and suit_of(card) == suit_of(trick[0]["card"])]
        if following:
            return Legality(
                tuple(following),
                FOLLOW,
                f"You must follow suit: {', '.join(following)}.",
                "{card} follows suit.",
                "{card} does not follow suit, and you can.",
            )
        return Legality(tuple(hand), FOLLOW, "You may play any card.", "{card} may be played.", "")

    def not_held(self, position: Position, seat: int, card: str) -> tuple[str, str]:
        return NOT_HELD, f"You do not hold {card}."

    def ending(self, position: Position, score: dict | None = None) -> dict:
        return score or self.score(position)

    def score(self, position: Position) -> dict:
        return points(tricks_won(position), position.fields.book)

    def snapshot(self, request: dict) -> tuple[Position, dict | None]:
        """The seat to act (seat 0) holds ``hand``; the others have played the trick."""
        hands = [list(request["hand"]), [], [], []]
        position = Position(PLAYERS, 0, hands, (PLAYERS - len(request["trick"])) % PLAYERS, Options())
        position.trick, position.to_act = list(request["trick"]), 0
        return position, None

    def deal(self, rng, players: int | None = None) -> dict:
        return self.before_play(DEALING.shuffled(rng, PLAYERS), rng)


RULES = WhistLite()
PROFILES = ProfileBook(GAME_ID, Options.house_rule_defaults(), [("seed", "Whist-lite", {}, "This test's own rules.")])
INFO = GameInfo(
    GAME_ID,
    "Whist-lite",
    PLAYERS,
    PLAYERS,
    CATALOGUE,
    Options,
    {"every suit": list(reversed(RANKS))},
    PROFILES,
    listed=6,
)


def adjudicate(record: dict) -> dict:
    return replay.adjudicate(RULES, record)


def legal_moves(request: dict) -> dict:
    return snapshot.legal_moves(RULES, request)


def check_move(request: dict) -> dict:
    return snapshot.check_move(RULES, request)


def trick_winner(request: dict) -> dict:
    play = winning_play(request["plays"])
    return CATALOGUE.ruling(WINNER, f"{play['card']} is the highest card of the suit led.", **play)


def score(request: dict) -> dict:
    return points(request["tricks_won"], request["book"])
