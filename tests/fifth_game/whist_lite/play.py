"""The play (whist-lite.play.follow, whist-lite.play.winner): legality, applying a play and the trick winner, each
stated once, and the game's Rules, which the engine runs for every endpoint."""

from referee.games.whist_lite import deal
from referee.games.whist_lite.rules import (
    CATALOGUE,
    CONDONED,
    FOLLOW,
    GAME_OVER,
    NOT_HELD,
    OUT_OF_TURN,
    PLAYERS,
    REVOKE_FOUND,
    WINNER,
    Options,
)
from referee.games.whist_lite.scoring import points, revoke_points, tricks_won

from referee.cards import RANKS, suit_of
from referee.engine.actions import OVER, plays
from referee.engine.game import Rules
from referee.engine.legality import Legality
from referee.engine.position import Position


def winning_play(plays: list) -> dict:
    led = suit_of(plays[0]["card"])
    return max((play for play in plays if suit_of(play["card"]) == led), key=lambda play: RANKS.index(play["card"][0]))


class WhistLite(Rules):
    """The position's ``fields`` are the house rules in force (Options)."""

    catalogue, dealing = CATALOGUE, deal.DEALING

    def start(self, record: dict) -> Position:
        return deal.start(record)

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

    def condoned_rule(self) -> str:
        return CONDONED

    def rectify(self, record: dict, position: Position, revokes: list, played: dict) -> tuple[dict, dict]:
        revokers = sorted({revoke.seat for revoke in revokes})
        score = revoke_points(played["score"], revokers)
        rectifications = {
            seat: {
                **CATALOGUE.ruling(REVOKE_FOUND, f"Seat {seat} revoked and scores nothing for the deal."),
                "effect": {"seat": seat, "points": 0},
            }
            for seat in revokers
        }
        return {"score": score}, rectifications

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
        return self.before_play(deal.DEALING.shuffled(rng, PLAYERS), rng)


RULES = WhistLite()


def trick_winner(request: dict) -> dict:
    """POST trick-winner: the winning play of a complete trick."""
    play = winning_play(request["plays"])
    return CATALOGUE.ruling(WINNER, f"{play['card']} is the highest card of the suit led.", **play)
