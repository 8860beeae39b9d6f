"""Legality, the trick winner and the replay of a deal's plays: written once, used by both games."""

from dataclasses import dataclass, field
from typing import NamedTuple

from referee.cards import FULL_PACK, RANKS, SUIT_CARDS, SUIT_NAMES, SUITS, rank_of, suit_of
from referee.games.hearts.rules import RuleIds
from referee.games.tricks import next_seat, winning_play

SUIT_SINGULAR = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}

# STRENGTH[led suit][card]: ace high within the suit led; any other suit cannot win (no trumps).
STRENGTH = {led: {card: (RANKS.index(rank_of(card)) + 1 if suit_of(card) == led else 0) for card in FULL_PACK}
            for led in SUITS}


def cards_text(cards) -> str:
    return ", ".join(cards) if cards else "no cards"


def trick_winner_play(plays: list[dict]) -> dict:
    return winning_play(plays, STRENGTH[suit_of(plays[0]["card"])])


# A NamedTuple rather than a frozen dataclass: built on every legal-moves and check-move call,
# and a frozen dataclass's __init__ (one object.__setattr__ a field) cost twice as much.
class LegalSet(NamedTuple):
    """The cards that may be played now, with the rule and the reason: the one check behind every endpoint."""

    legal: tuple[str, ...]
    rule: str
    reason: str
    led: str | None = None


def may_play(card: str, led_suit: str | None, hand) -> bool:
    """hearts.play.follow, the one statement of legality: the leader plays anything; a follower
    plays the suit led if able, anything otherwise. legal_set and the replay both ask it; the hand
    is only looked at when the card does not follow suit."""
    return led_suit is None or card[1] == led_suit or SUIT_CARDS[led_suit].isdisjoint(hand)


def legal_set(hand, trick, rules: RuleIds) -> LegalSet:
    if not trick:
        return LegalSet(tuple(hand), rules.lead_any, "You lead this trick, so any card may be played")
    led = trick[0]["card"]
    suit = suit_of(led)
    following = tuple([card for card in hand if may_play(card, suit, hand)])
    if not SUIT_CARDS[suit].isdisjoint(hand):
        return LegalSet(following, rules.follow,
                        f"{led} was led and you hold {cards_text(following)}, so you must follow with a "
                        f"{SUIT_SINGULAR[suit]}", led)
    return LegalSet(following, rules.follow,
                    f"{led} was led and you hold no {SUIT_NAMES[suit]}, so any card may be played", led)


class Judgement(NamedTuple):  # a NamedTuple, as LegalSet
    legal: bool
    rule: str
    explanation: str


def judge_card(hand, trick, card: str, rules: RuleIds) -> Judgement:
    """Whether ``card`` may be played now and why: asks ``legal_set`` so it can never disagree with legal-moves."""
    if card not in hand:
        return Judgement(False, rules.not_held,
                         f"You do not hold {card}: your hand is {cards_text(hand)}.")
    allowed = legal_set(hand, trick, rules)
    if card in allowed.legal:
        return Judgement(True, allowed.rule, f"{allowed.reason}; {card} may be played.")
    suit = suit_of(allowed.led)
    return Judgement(False, allowed.rule,
                     f"{allowed.reason}; {card} is not a {SUIT_SINGULAR[suit]}, so it may not be played.")


@dataclass
class Replay:
    """A deal replayed up to its end or its first violation."""

    tricks: list[dict] = field(default_factory=list)
    captured: list[list[str]] = field(default_factory=list)
    violation: dict | None = None
    complete: bool = False


def _who_acts(to_act: int, trick: list, first_trick: bool, opening_text: str | None) -> str:
    """A sentence naming the seat to act now and why."""
    if trick:
        last = trick[-1]
        return f"seat {last['seat']} played {last['card']}, so seat {to_act} plays next"
    if first_trick:
        return opening_text or f"seat {to_act}, the dealer's left, makes the opening lead"
    return f"seat {to_act} won the last trick and leads"


def replay(hands: list[list[str]], plays: list[dict], leader: int, rules: RuleIds, catalogue,
           opening_text: str | None = None) -> Replay:
    """Replays ``plays`` from ``hands`` (not modified); stops at the first play that breaks a rule.

    ``opening_text`` overrides how the opening leader is described (Auction Hearts' first_lead option).
    """
    players = len(hands)
    # Sets make each play's check a few lookups; the sentences that explain a ruling are only
    # written for the play that breaks a rule (judge_card, from the same may_play).
    holding = [set(dealt) for dealt in hands]
    result = Replay(captured=[[] for _ in range(players)])
    tricks, captured = result.tricks, result.captured
    trick: list[dict] = []
    led_suit = None
    to_act = leader
    seat_after = [next_seat(seat, players) for seat in range(players)]  # a list index in the loop, not a call
    for index, play in enumerate(plays):
        seat, card = play["seat"], play["card"]
        if not trick and not holding[to_act]:
            result.violation = catalogue.ruling(
                rules.game_over,
                f"The deal is over: seat {to_act} would lead but holds no card, so seat {seat}'s {card} "
                f"comes after the end.", index=index, seat=seat, card=card)
            break
        if seat != to_act:
            who = _who_acts(to_act, trick, not tricks, opening_text)
            result.violation = catalogue.ruling(
                rules.out_of_turn, f"Out of turn: {who}, but seat {seat} played {card}.",
                index=index, seat=seat, card=card)
            break
        hand = holding[seat]
        if card not in hand or not may_play(card, led_suit, hand):
            still_held = [held for held in hands[seat] if held in hand]
            judgement = judge_card(still_held, trick, card, rules)
            result.violation = catalogue.ruling(
                judgement.rule, f"Seat {seat}: {judgement.explanation}", index=index, seat=seat, card=card)
            break
        hand.remove(card)
        if not trick:
            tricks.append({"leader": seat, "plays": trick, "winner": None, "card": None})
            led_suit = card[1]
        trick.append(play)  # the loaded play itself: {"seat", "card"}, canonical already
        if len(trick) == players:
            won = trick_winner_play(trick)
            winner = won["seat"]
            last = tricks[-1]
            last["winner"], last["card"] = winner, won["card"]
            captured[winner].extend([played["card"] for played in trick])
            to_act, trick, led_suit = winner, [], None
        else:
            to_act = seat_after[seat]
    # Complete: every card played. After a misdeal one hand can empty before the others, which is not the end.
    result.complete = result.violation is None and not trick and not any(holding)
    return result
