"""Legality and the trick winner: each written once, used by every endpoint and by adjudicate."""

from typing import NamedTuple

from referee.cards import card_series, FULL_PACK, SUIT_NAMES, SUITS, suit_of
from referee.games.california_jack.rules import FOLLOW, MUST_TRUMP, NOT_HELD, RANK_ORDER, RULES, WINNER
from referee.games.tricks import cards_in_suit, winning_play

# Strength of every card in a trick, per trump and suit led: trumps above the suit led, the rest nowhere.
_TRUMP_BONUS = 100
TRICK_STRENGTH = {
    (trump, led): {
        card: (_TRUMP_BONUS + RANK_ORDER[card[0]] if suit_of(card) == trump
               else RANK_ORDER[card[0]] if suit_of(card) == led else -1)
        for card in FULL_PACK
    }
    for trump in SUITS
    for led in SUITS
}


def listed(cards) -> str:
    return card_series(cards, "and")


def suit_name(suit: str) -> str:
    return SUIT_NAMES[suit]


# A NamedTuple, not a frozen dataclass: built on every call, it needs no per-field __setattr__.
class Legality(NamedTuple):
    """The cards a player may play now and the rule that decides it: one answer for both endpoints."""

    legal: list
    rule: str
    reason: str  # names the cards; completes "…, so" in check-move's explanation


def legality(hand: list, trump: str, led: str | None, void_must_trump: bool) -> Legality:
    if led is None:
        return Legality(list(hand), FOLLOW, f"you lead, so any card may be played: {listed(hand)}")
    led_suit = suit_of(led)
    following = cards_in_suit(hand, led_suit)
    if following:
        extra = "" if led_suit != trump else f" ({suit_name(trump)} are trump)"
        return Legality(following, FOLLOW,
                        f"{led} was led{extra} and you hold {listed(following)}, so you must follow suit")
    trumps = cards_in_suit(hand, trump)
    if not trumps:
        return Legality(list(hand), FOLLOW,
                        f"{led} was led and you hold no {suit_name(led_suit)} and no trump "
                        f"({suit_name(trump)}), so any card may be played: {listed(hand)}")
    if void_must_trump:
        held = "the trumps" if len(trumps) > 1 else "the trump"
        return Legality(trumps, MUST_TRUMP,
                        f"{led} was led and you hold no {suit_name(led_suit)} but hold {held} {listed(trumps)} "
                        f"({suit_name(trump)} are trump), so you must play a trump")
    return Legality(list(hand), MUST_TRUMP,
                    f"{led} was led and you hold no {suit_name(led_suit)}; with void_must_trump false you may "
                    f"play a trump ({listed(trumps)}) or any other card: {listed(hand)}")


def legal_moves_answer(legal: Legality) -> dict:
    return RULES.ruling(legal.rule, legal.reason[0].upper() + legal.reason[1:] + ".", legal=legal.legal)


def check_answer(card: str, hand: list, legal: Legality) -> dict:
    """Whether ``card`` is legal now, and why: asks the same Legality legal-moves answers with."""
    if card not in hand:
        return RULES.ruling(NOT_HELD, f"You do not hold {card}: your hand is {listed(hand)}.", legal=False)
    if card in legal.legal:
        return RULES.ruling(legal.rule, f"{card} is legal: {legal.reason}.", legal=True)
    return RULES.ruling(legal.rule, f"{card} is not legal: {legal.reason} ({listed(legal.legal)}).", legal=False)


def trick_winner(plays: list, trump: str) -> dict:
    """The winning play of a complete trick, as {"seat", "card"}."""
    strength = TRICK_STRENGTH[trump, suit_of(plays[0]["card"])]
    return winning_play(plays, strength)


def explain_winner(plays: list, trump: str, winning: dict) -> str:
    led = plays[0]["card"]
    card = winning["card"]
    if suit_of(card) == trump:
        trumps = [play["card"] for play in plays if suit_of(play["card"]) == trump]
        if len(trumps) == 1:
            how = f"{card} is the only trump ({suit_name(trump)})"
        else:
            how = f"{card} is the highest trump ({suit_name(trump)}) of {listed(trumps)}"
    else:
        how = f"no trump was played and {card} is the highest {suit_name(suit_of(led))[:-1]}, the suit led"
    return f"Seat {winning['seat']} wins with {card}: {how}."


def trick_winner_answer(plays: list, trump: str) -> dict:
    winning = trick_winner(plays, trump)
    return RULES.ruling(WINNER, explain_winner(plays, trump, winning), winner=winning["seat"], card=winning["card"])
