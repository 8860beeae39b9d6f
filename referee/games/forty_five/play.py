"""Legality and the trick winner: each written once, used by every endpoint and by adjudicate.

``judge`` is the one check: it returns the Legality of the hand (the legal set with its ruling),
and ``judge_card`` answers "may I play this card, and why (not)" from that same set, so
legal-moves, check-move and the replay can never disagree.
"""

from referee.cards import SUIT_NAMES, SUIT_SINGULAR as SINGULAR, card_series, suit_of
from referee.games.forty_five import rules as r
from referee.games.forty_five.rules import (CATALOGUE, HEARTS_ACE, PLAYED_SUIT, PRIVILEGED, TRICK_STRENGTH,
                                            TRUMP_RANK, ace_of, is_trump)
from referee.engine.legality import Legality
from referee.engine.tricks import winning_play


def card_list(cards) -> str:
    return card_series(cards, "or")


def trump_phrase(trump: str) -> str:
    return f"{SUIT_NAMES[trump].capitalize()} are trump"


def judge_card(legality: Legality, hand, card: str) -> tuple[bool, str, str]:
    """(legal, rule id, explanation) for playing ``card`` now, from the Legality legal-moves answers with."""
    if card not in hand:
        return False, r.NOT_HELD, f"You do not hold {card}, so you cannot play it."
    legal, explanation = legality.verdict(card)
    return legal, legality.rule, explanation


def judge(hand, trick: list, trump: str, demoted: bool = False) -> Legality:
    """What the player holding ``hand`` may play to ``trick`` (plays so far, the leader's first)."""
    hand = tuple(hand)
    if not trick:
        return Legality(hand, r.LEAD,
            "You lead the trick: any card may be played.",
            "You lead the trick, so {card} may be played.",
            "")
    led = trick[0]["card"]
    led_suit = PLAYED_SUIT[trump][led]
    if led_suit == trump:
        return _judge_trump_led(hand, trick, led, trump, demoted)
    return _judge_plain_led(hand, led, led_suit, trump)


def _judge_plain_led(hand: tuple, led: str, led_suit: str, trump: str) -> Legality:
    played = PLAYED_SUIT[trump]
    following = tuple(card for card in hand if played[card] == led_suit)
    ah_note = " (AH is a trump, not a heart)" if led_suit == "H" and HEARTS_ACE in hand else ""
    if not following:
        return Legality(hand, r.FOLLOW_OR_TRUMP,
            f"{led} was led and you hold no {SUIT_NAMES[led_suit]}{ah_note}: any card may be played.",
            f"{led} was led and you hold no {SUIT_NAMES[led_suit]}, so {{card}} may be played.",
            "")
    trumps = tuple(card for card in hand if played[card] == trump)
    legal = tuple(card for card in hand if card in following or card in trumps)
    duty = f"{led} was led and you hold {card_series(following)}{ah_note}, so you must follow suit or trump"
    trumps_text = f" ({trump_phrase(trump).lower()}; trumping is always allowed)"
    return Legality(legal, r.FOLLOW_OR_TRUMP,
        f"{duty}{trumps_text}: you may play {card_list(legal)}.",
        f"{led} was led; {{card}} follows suit or trumps, which is always allowed.",
        f"{duty}{trumps_text}; {{card}} is neither a {SINGULAR[led_suit]} nor a trump.")


def _judge_trump_led(hand: tuple, trick: list, led: str, trump: str, demoted: bool) -> Legality:
    ranks = TRUMP_RANK[trump, demoted]
    played = PLAYED_SUIT[trump]
    led_rank = ranks[led]
    trumps = tuple(card for card in hand if played[card] == trump)
    opening = f"{trump_phrase(trump)} and {led} was led"
    if not trumps:
        return Legality(hand, r.RENEGE,
            f"{opening}; you hold no trump, so any card may be played.",
            f"{opening}; you hold no trump, so {{card}} may be played.",
            "")
    privileged = PRIVILEGED[trump, demoted]
    excused = tuple(card for card in trumps if card in privileged and ranks[card] > led_rank)
    bound = tuple(card for card in trumps if card not in excused)
    rule = _deciding_rule(trick, excused, bound, trump, demoted, led_rank)
    if not bound:
        only = (f"your only trump, {excused[0]}, ranks" if len(excused) == 1
                else f"your only trumps, {card_series(excused)}, rank")
        led_note = (" (judged against the card led, not the higher trump played since)" if rule == r.RENEGE_LED
                    else "")
        return Legality(hand, rule,
            f"{opening}; {only} above {led}{led_note} and need not be played (the renege privilege), so any card "
                f"may be played.",
            f"{opening}; {_your_trumps(excused)} need not be played to a lower trump, so {{card}} may be "
                f"played.",
            "")
    reasons = _why_bound(bound, trump, demoted, led, ranks)
    duty = f"{opening}; you hold {card_series(bound)}{reasons}, so you must play a trump"
    return Legality(trumps, rule,
        f"{duty}: {card_list(trumps)}.",
        f"{opening}; {{card}} is a trump, which answers the trump lead.",
        f"{duty}, and {{card}} is not a trump.")


def _your_trumps(cards: tuple) -> str:
    return f"your trump {cards[0]}" if len(cards) == 1 else f"your trumps {card_series(cards)}"


def _why_bound(bound: tuple, trump: str, demoted: bool, led: str, ranks: dict) -> str:
    """Says why a trump that is usually privileged must be played here."""
    notes = []
    for card in bound:
        if card in PRIVILEGED[trump, False]:
            if demoted and card == ace_of(trump):
                notes.append(f"{card} is a demoted ace and has lost its privilege")
            else:
                notes.append(f"{card} ranks below the {led} led, so it has no privilege")
    return f" ({'; '.join(notes)})" if notes else ", which must be played to a trump lead"


def _deciding_rule(trick, excused, bound, trump, demoted, led_rank) -> str:
    """The rule that made the difference: the demoted ace, the card-led reading, or the renege rule itself."""
    ace = ace_of(trump)
    undemoted = TRUMP_RANK[trump, False]
    if demoted and ace in bound and ace in PRIVILEGED[trump, False] and undemoted[ace] > undemoted[trick[0]["card"]]:
        return r.DEMOTED_ACE
    ranks = TRUMP_RANK[trump, demoted]
    highest_so_far = max(ranks.get(play["card"], 0) for play in trick)
    if highest_so_far > led_rank and any(ranks[card] < highest_so_far for card in excused):
        return r.RENEGE_LED
    return r.RENEGE


def trick_winner(plays: list, trump: str, demoted: bool = False) -> dict:
    """The winning play of a complete trick and its ruling fields (forty-five.play.winner)."""
    seat, card = winning_seat(plays, trump, demoted)
    if is_trump(card, trump):
        demoted_note = ""
        ace = ace_of(trump)
        if demoted and any(play["card"] == ace for play in plays):
            demoted_note = f" ({ace} is a demoted ace, the lowest trump)"
        why = f"{trump_phrase(trump)}; {card} is the highest trump played{demoted_note}"
    else:
        why = f"No trump was played; {card} is the highest {SINGULAR[suit_of(card)]}, the suit led"
    return CATALOGUE.ruling(r.WINNER, f"{why}, so seat {seat} wins the trick.", winner=seat, card=card)


def winning_seat(plays: list, trump: str, demoted: bool = False) -> tuple[int, str]:
    led_suit = PLAYED_SUIT[trump][plays[0]["card"]]
    best = winning_play(plays, TRICK_STRENGTH[trump, led_suit, demoted])
    return best["seat"], best["card"]


# The Game protocol over a position: {"hands", "trick", "leader", "trump", "demoted", "tricks_won"}.

def to_act(position: dict) -> int | None:
    trick = position["trick"]
    if trick:
        return (trick[-1]["seat"] + 1) % len(position["hands"])
    return position["leader"] if position["hands"][position["leader"]] else None


def position_legality(position: dict) -> Legality:
    return judge(position["hands"][to_act(position)], position["trick"], position["trump"], position["demoted"])


def position_judge(position: dict, card: str) -> tuple[bool, str, str]:
    return judge_card(position_legality(position), position["hands"][to_act(position)], card)


def apply(position: dict, play: dict) -> dict:
    hands = [list(hand) for hand in position["hands"]]
    hands[play["seat"]].remove(play["card"])
    trick, leader, tricks_won = [*position["trick"], play], position["leader"], position["tricks_won"]
    if len(trick) == len(hands):
        leader = winning_seat(trick, position["trump"], position["demoted"])[0]
        tricks_won = [*tricks_won]
        tricks_won[leader] += 1
        trick = []
        joining = position.get("joining")
        if joining is not None:  # a turned ace the dealer took joins the hand after the first trick
            hands[joining["seat"]].append(joining["card"])
            return {**position, "hands": hands, "trick": trick, "leader": leader, "tricks_won": tricks_won,
                    "joining": None}
    return {**position, "hands": hands, "trick": trick, "leader": leader, "tricks_won": tricks_won}


def position_trick_winner(position: dict, plays: list) -> dict:
    seat, card = winning_seat(plays, position["trump"], position["demoted"])
    return {"seat": seat, "card": card}
