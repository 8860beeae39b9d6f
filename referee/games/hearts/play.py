"""Legality and the trick winner (hearts.play.follow): each written once, used by every endpoint and the replay."""

from referee.cards import FULL_PACK, RANKS, SUIT_CARDS, SUIT_NAMES, SUIT_SINGULAR, SUITS, rank_of, suit_of
from referee.games.hearts.rules import Variant
from referee.games.legality import Legality
from referee.games.tricks import next_seat, winning_play

# STRENGTH[led suit][card]: ace high within the suit led; any other suit cannot win (no trumps).
STRENGTH = {led: {card: (RANKS.index(rank_of(card)) + 1 if suit_of(card) == led else 0) for card in FULL_PACK}
            for led in SUITS}


def cards_text(cards) -> str:
    return ", ".join(cards) if cards else "no cards"


def trick_winner_play(plays: list[dict]) -> dict:
    return winning_play(plays, STRENGTH[suit_of(plays[0]["card"])])


def may_play(card: str, led_suit: str | None, hand) -> bool:
    """hearts.play.follow, the one statement of legality: the leader plays anything; a follower
    plays the suit led if able, anything otherwise. legality() and the replay both ask it; the hand
    is only looked at when the card does not follow suit."""
    return led_suit is None or card[1] == led_suit or SUIT_CARDS[led_suit].isdisjoint(hand)


def legality(hand, trick, variant: Variant) -> Legality:
    """What the player holding ``hand`` may play to ``trick`` (plays so far, the leader's first)."""
    if not trick:
        reason = "You lead this trick, so any card may be played"
        return _legality(tuple(hand), variant.lead_any, reason, reason)
    led = trick[0]["card"]
    suit = suit_of(led)
    following = tuple([card for card in hand if may_play(card, suit, hand)])
    if not SUIT_CARDS[suit].isdisjoint(hand):
        reason = (f"{led} was led and you hold {cards_text(following)}, so you must follow with a "
                  f"{SUIT_SINGULAR[suit]}")
        return _legality(following, variant.follow, reason,
                         f"{reason}; {{card}} is not a {SUIT_SINGULAR[suit]}, so it may not be played.")
    reason = f"{led} was led and you hold no {SUIT_NAMES[suit]}, so any card may be played"
    return _legality(following, variant.follow, reason, reason)


def _legality(legal: tuple, rule: str, reason: str, refusal: str) -> Legality:
    return Legality(legal, rule, f"{reason}: {cards_text(legal)}.", f"{reason}; {{card}} may be played.", refusal)


def judge_card(hand, trick, card: str, variant: Variant) -> tuple[bool, str, str]:
    """(legal, rule, explanation) for playing ``card`` now: the same Legality legal-moves answers with."""
    if card not in hand:
        return False, variant.not_held, f"You do not hold {card}: your hand is {cards_text(hand)}."
    allowed = legality(hand, trick, variant)
    legal, explanation = allowed.verdict(card)
    return legal, allowed.rule, explanation


# The Game protocol over a position: {"hands", "trick", "leader", "captured", "penalty_suit"}.

def to_act(position: dict) -> int | None:
    trick = position["trick"]
    if trick:
        return next_seat(trick[-1]["seat"], len(position["hands"]))
    return position["leader"] if position["hands"][position["leader"]] else None


def position_legality(position: dict, variant: Variant) -> Legality:
    return legality(position["hands"][to_act(position)], position["trick"], variant)


def position_judge(position: dict, card: str, variant: Variant) -> tuple[bool, str, str]:
    return judge_card(position["hands"][to_act(position)], position["trick"], card, variant)


def apply(position: dict, play: dict) -> dict:
    hands = [list(hand) for hand in position["hands"]]
    hands[play["seat"]].remove(play["card"])
    trick, leader, captured = [*position["trick"], play], position["leader"], position["captured"]
    if len(trick) == len(hands):
        leader = trick_winner_play(trick)["seat"]
        captured = [list(pile) for pile in captured]
        captured[leader] += [played["card"] for played in trick]
        trick = []
    return {**position, "hands": hands, "trick": trick, "leader": leader, "captured": captured}


def position_trick_winner(position: dict, plays: list) -> dict:
    return trick_winner_play(plays)
