"""Legality and the trick winner (hearts.play.follow, and the house rules on leads and the first trick): each
written once, used by every endpoint and the replay."""

from typing import NamedTuple

from referee.cards import CARD_BITS, RANKS, SUIT_BITS, SUIT_NAMES, SUIT_SINGULAR, bits_of, suit_of
from referee.games.hearts.rules import QUEEN_OF_SPADES, Variant
from referee.engine.legality import Legality
from referee.engine.tricks import next_seat


def cards_text(cards) -> str:
    return ", ".join(cards) if cards else "no cards"


def beats(card: int, best: int, led: int) -> bool:
    """hearts.play.follow's trick winner, the one statement of it, on cards as bits (referee.cards.CARD_BITS):
    ``card`` beats ``best``, the best card so far of a trick to which the suit ``led`` (its bitmask) was led, if
    it is of the suit led and higher. No trumps; within a suit the bits rise with the rank, ace high."""
    return bool(card & led) and card > best


def trick_winner_play(plays: list[dict]) -> dict:
    """The winning play of a complete trick (the leader's first), by beats()."""
    best = plays[0]
    best_bit, led = CARD_BITS[best["card"]], SUIT_BITS[suit_of(best["card"])]
    for play in plays:
        bit = CARD_BITS[play["card"]]
        if beats(bit, best_bit, led):
            best, best_bit = play, bit
    return best


def may_play(card: int, led: int, hand: int) -> bool:
    """hearts.play.follow, the one statement of legality, on cards as bits (referee.cards.CARD_BITS): the
    leader (``led`` 0, nothing led) plays anything; a follower plays the suit led (``led``, its bitmask) if
    able, anything otherwise (``hand``, the bitmask of the cards held). legality() and the replay both ask it."""
    return not led or bool(card & led) or not hand & led


class Stage(NamedTuple):
    """What the deal so far tells the legality check; only the house rules ask (the seed's play needs none)."""

    first_trick: bool = False
    # The card that broke the penalty suit (hearts.hearts-broken), None while it is unbroken.
    broken_by: str | None = None
    # The card the opening lead must be (hearts.lead.two-of-clubs), only at the opening lead.
    opening_card: str | None = None


SEED_STAGE = Stage()


def breaks(card: str, penalty_suit: str, variant: Variant) -> bool:
    """Whether playing ``card`` breaks the penalty suit (hearts.hearts-broken, hearts.i-queen-breaks)."""
    return card[1] == penalty_suit or (card == QUEEN_OF_SPADES and variant.house.hearts_broken == "required-qs-breaks")


def stage_after(played, penalty_suit: str, variant: Variant, opening_card: str | None) -> Stage:
    """The stage once ``played`` (the cards of the completed tricks) are gone; ``opening_card`` is the card the
    opening lead must be under two-of-clubs (used only while nothing has been played)."""
    broken_by = next((card for card in played if breaks(card, penalty_suit, variant)), None)
    first = not played
    return Stage(first, broken_by, opening_card if first and variant.house.opening_lead == "two-of-clubs" else None)


def lowest_club(cards) -> str | None:
    """The lowest club among ``cards``: the opening card under two-of-clubs (hearts.i-lowest-club)."""
    clubs = [card for card in cards if card[1] == "C"]
    return min(clubs, key=lambda card: RANKS.index(card[0])) if clubs else None


def legality(hand, trick, variant: Variant, stage: Stage = SEED_STAGE, penalty_suit: str = "H") -> Legality:
    """What the player holding ``hand`` may play to ``trick`` (plays so far, the leader's first), at ``stage``
    of a deal whose penalty cards are of ``penalty_suit``."""
    if not trick:
        return _lead(tuple(hand), variant, stage, penalty_suit)
    led = trick[0]["card"]
    suit = suit_of(led)
    held, led_bits = bits_of(hand), SUIT_BITS[suit]
    following = tuple([card for card in hand if may_play(CARD_BITS[card], led_bits, held)])
    if held & led_bits:
        reason = (f"{led} was led and you hold {cards_text(following)}, so you must follow with a "
                  f"{SUIT_SINGULAR[suit]}")
        return _legality(following, variant.follow, reason,
                         f"{reason}; {{card}} is not a {SUIT_SINGULAR[suit]}, so it may not be played.")
    void = f"{led} was led and you hold no {SUIT_NAMES[suit]}"
    if stage.first_trick and variant.house.no_points_first_trick:
        scoring = variant.scoring_cards(penalty_suit)
        safe = tuple([card for card in following if card not in scoring])
        if safe:
            reason = f"{void}; no card that scores may be played to the first trick"
            return _legality(safe, variant.first_trick, reason,
                             f"{reason}, and {{card}} scores, so it may not be played.")
        reason = f"{void} and only cards that score, so any of them may be played to the first trick"
        return _legality(following, variant.first_trick, reason, reason)
    reason = f"{void}, so any card may be played"
    return _legality(following, variant.follow, reason, reason)


def _lead(hand: tuple, variant: Variant, stage: Stage, penalty_suit: str) -> Legality:
    """The opening lead and every later lead, under the house rules in force."""
    if stage.opening_card is not None:
        card = stage.opening_card
        rule = variant.two_of_clubs if card == "2C" else variant.lowest_club
        reason = f"You make the opening lead and {card} is the lowest club in play, so you must lead it"
        return _legality((card,) if card in hand else (), rule, reason,
                         f"{reason}; {{card}} may not be led.")
    house, candidates = variant.house, hand
    if stage.first_trick and house.no_points_first_trick:
        scoring = variant.scoring_cards(penalty_suit)
        safe = tuple([card for card in hand if card not in scoring])
        if safe and len(safe) < len(hand):
            reason = "You lead the first trick, to which no card that scores may be played"
            return _legality(safe, variant.first_trick, reason, f"{reason}; {{card}} scores, so it may not be led.")
    if house.hearts_broken == "not-required":
        reason = "You lead this trick, so any card may be played"
        return _legality(candidates, variant.lead_any, reason, reason)
    suit_name = SUIT_NAMES[penalty_suit]
    if stage.broken_by is not None:
        rule = variant.queen_breaks if stage.broken_by == QUEEN_OF_SPADES else variant.hearts_broken
        reason = f"You lead and {suit_name} were broken when {stage.broken_by} was played, so any card may be led"
        return _legality(candidates, rule, reason, reason)
    unbroken = tuple([card for card in candidates if card[1] != penalty_suit])
    if not unbroken:
        reason = f"You lead and {suit_name} are not broken, but you hold only {suit_name}, so any of them may be led"
        return _legality(candidates, variant.hearts_broken, reason, reason)
    rule = variant.only_hearts if unbroken == (QUEEN_OF_SPADES,) and variant.only_hearts else variant.hearts_broken
    reason = f"You lead and {suit_name} are not broken yet, so you may not lead a {SUIT_SINGULAR[penalty_suit]}"
    return _legality(unbroken, rule, reason, f"{reason}: {{card}} may not be led.")


def _legality(legal: tuple, rule: str, reason: str, refusal: str) -> Legality:
    return Legality(legal, rule, f"{reason}: {cards_text(legal)}.", f"{reason}; {{card}} may be played.", refusal)


def judge_card(hand, trick, card: str, variant: Variant, stage: Stage = SEED_STAGE,
               penalty_suit: str = "H") -> tuple[bool, str, str]:
    """(legal, rule, explanation) for playing ``card`` now: the same Legality legal-moves answers with."""
    if card not in hand:
        return False, variant.not_held, f"You do not hold {card}: your hand is {cards_text(hand)}."
    allowed = legality(hand, trick, variant, stage, penalty_suit)
    legal, explanation = allowed.verdict(card)
    return legal, allowed.rule, explanation


# The Game protocol over a position: {"hands", "trick", "leader", "captured", "penalty_suit"}.

def to_act(position: dict) -> int | None:
    trick = position["trick"]
    if trick:
        return next_seat(trick[-1]["seat"], len(position["hands"]))
    return position["leader"] if position["hands"][position["leader"]] else None


def position_variant(position: dict, variant: Variant) -> Variant:
    """``variant`` under the house rules the position's deal is played by."""
    return variant.under(position.get("house", variant.house))


def position_stage(position: dict, variant: Variant) -> Stage:
    """The stage of the deal, from the captured piles (the cards of the completed tricks)."""
    if not variant.house.restricts_play:
        return SEED_STAGE
    played = [card for pile in position["captured"] for card in pile]
    opening = lowest_club([card for hand in position["hands"] for card in hand]) if not played else None
    return stage_after(played, position["penalty_suit"], variant, opening)


def position_legality(position: dict, variant: Variant) -> Legality:
    variant = position_variant(position, variant)
    return legality(position["hands"][to_act(position)], position["trick"], variant,
                    position_stage(position, variant), position["penalty_suit"])


def position_judge(position: dict, card: str, variant: Variant) -> tuple[bool, str, str]:
    variant = position_variant(position, variant)
    return judge_card(position["hands"][to_act(position)], position["trick"], card, variant,
                      position_stage(position, variant), position["penalty_suit"])


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
