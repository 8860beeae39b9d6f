"""Legality and the trick winner: each written once, used by every endpoint and by adjudicate."""

from referee.cards import card_series, FULL_PACK, SUIT_NAMES, SUITS, suit_of
from referee.games.california_jack.rules import (FOLLOW, FOLLOW_OR_TRUMP, MUST_TRUMP, NOT_HELD, RANK_ORDER,
                                                 Options, other)
from referee.games.california_jack.scoring import ends_game
from referee.engine.legality import Legality
from referee.engine.tricks import cards_in_suit, winning_play

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


def legality(hand: list, trump: str, led: str | None, void_must_trump: bool, follow: str = "follow-suit") -> Legality:
    """What the player holding ``hand`` may play to a trick led with ``led`` (None: the player leads), following
    suit (california-jack.play.follow) or, under follow-or-trump, following suit or trumping."""
    if led is None:
        return _legality(hand, FOLLOW, f"you lead, so any card may be played: {listed(hand)}")
    led_suit = suit_of(led)
    following = cards_in_suit(hand, led_suit)
    if following and follow == "follow-or-trump" and led_suit != trump:
        trumps = cards_in_suit(hand, trump)
        if trumps:
            allowed = [card for card in hand if suit_of(card) in (led_suit, trump)]
            return _legality(allowed, FOLLOW_OR_TRUMP,
                             f"{led} was led and you hold {listed(following)}, so you must follow suit or trump "
                             f"({suit_name(trump)}): {listed(allowed)}")
    if following:
        extra = "" if led_suit != trump else f" ({suit_name(trump)} are trump)"
        return _legality(following, FOLLOW,
                         f"{led} was led{extra} and you hold {listed(following)}, so you must follow suit")
    trumps = cards_in_suit(hand, trump)
    if not trumps:
        return _legality(hand, FOLLOW,
                         f"{led} was led and you hold no {suit_name(led_suit)} and no trump "
                         f"({suit_name(trump)}), so any card may be played: {listed(hand)}")
    if void_must_trump:
        held = "the trumps" if len(trumps) > 1 else "the trump"
        return _legality(trumps, MUST_TRUMP,
                         f"{led} was led and you hold no {suit_name(led_suit)} but hold {held} {listed(trumps)} "
                         f"({suit_name(trump)} are trump), so you must play a trump")
    return _legality(hand, MUST_TRUMP,
                     f"{led} was led and you hold no {suit_name(led_suit)}; with void_must_trump false you may "
                     f"play a trump ({listed(trumps)}) or any other card: {listed(hand)}")


def _legality(legal, rule: str, reason: str) -> Legality:
    """``reason`` names the cards; it completes legal-moves' sentence and both of check-move's."""
    return Legality(tuple(legal), rule, reason[0].upper() + reason[1:] + ".", f"{{card}} is legal: {reason}.",
                    f"{{card}} is not legal: {reason} ({listed(legal)}).")


def judge_card(hand: list, card: str, legal: Legality) -> tuple[bool, str, str]:
    """(legal, rule id, explanation) for playing ``card`` now, from the Legality legal-moves answers with."""
    if card not in hand:
        return False, NOT_HELD, f"You do not hold {card}: your hand is {listed(hand)}."
    allowed, explanation = legal.verdict(card)
    return allowed, legal.rule, explanation


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


# The Game protocol over a position: {"hands", "trick", "leader", "trump", "void_must_trump", "stock",
# "captured", "winner"}; the stock is what is left to draw, top first.

def to_act(position: dict) -> int | None:
    if position["winner"] is not None:
        return None
    seat = position["leader"] if not position["trick"] else other(position["leader"])
    return seat if position["hands"][seat] else None


def position_legality(position: dict) -> Legality:
    trick = position["trick"]
    house = position.get("house", Options())
    return legality(position["hands"][to_act(position)], position["trump"], trick[0]["card"] if trick else None,
                    position["void_must_trump"], house.follow)


def position_judge(position: dict, card: str) -> tuple[bool, str, str]:
    return judge_card(position["hands"][to_act(position)], card, position_legality(position))


def apply(position: dict, play: dict) -> dict:
    """The trick's winner takes both cards and, unless that reaches 10 (california-jack.win; not under scoring
    end-of-hand), both draw, the winner first (california-jack.draw, i-draw-order)."""
    hands = [list(hand) for hand in position["hands"]]
    hands[play["seat"]].remove(play["card"])
    trick = [*position["trick"], play]
    if len(trick) < 2:
        return {**position, "hands": hands, "trick": trick}
    winner = trick_winner(trick, position["trump"])["seat"]
    captured = [list(pile) for pile in position["captured"]]
    captured[winner] += [played["card"] for played in trick]
    stock, reached = position["stock"], None
    if ends_game(captured[winner], position["trump"], position.get("house", Options())):
        reached = winner
    else:
        for seat in (winner, other(winner))[:len(stock)]:
            hands[seat].append(stock[0])
            stock = stock[1:]
    return {**position, "hands": hands, "trick": [], "leader": winner, "captured": captured, "stock": stock,
            "winner": reached}


def position_trick_winner(position: dict, plays: list) -> dict:
    return trick_winner(plays, position["trump"])
