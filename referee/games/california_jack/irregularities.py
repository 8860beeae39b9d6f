"""Misdeal, dead hand and revoke: the seed rules give no penalties, so these report the facts found."""

from collections import Counter
from typing import NamedTuple

from referee.cards import FULL_PACK
from referee.cards import card_series as listed
from referee.games.california_jack.rules import (
    CATALOGUE,
    DEAD_HAND,
    DEAL,
    EXPOSURE,
    HAND_SIZE,
    MISDEAL,
    PACK_SIZE,
    REVOKE,
    TRICKS_IN_GAME,
)
from referee.games.california_jack.scoring import require_piles
from referee.games.wording import counted
from referee.rulings import InvalidRecord

# Misdeal grounds other games' rules know; California Jack's rules name none of them.
OTHER_GAMES_GROUNDS = (
    "dealer_exposed_card",
    "pack_uncut",
    "new_deal_demanded_before_completion",
    "dealer_counted_cards",
)


class DealFindings(NamedTuple):
    """What breaks california-jack.deal in a deal, each as a phrase for the explanation."""

    wrong_counts: list  # seats dealt other than 6 cards
    repeated: list
    missing: list
    phrases: list


def deal_findings(cards_dealt: list | None, deck: list | None) -> DealFindings:
    """The one check of a deal against california-jack.deal, behind the misdeal ruling and adjudicate."""
    wrong_counts = [seat for seat, count in enumerate(cards_dealt or ()) if count != HAND_SIZE]
    repeated, missing = [], []
    if deck is not None:
        counts = Counter(deck)
        repeated = [card for card in FULL_PACK if counts[card] > 1]
        missing = [card for card in FULL_PACK if counts[card] == 0]
    phrases = []
    if wrong_counts:
        phrases.append(
            listed(f"seat {seat} was dealt {counted(cards_dealt[seat], 'card')}" for seat in wrong_counts)
            + f", not {HAND_SIZE}"
        )
    if repeated:
        phrases.append(f"the deck repeats {listed(repeated)}")
    if missing:
        phrases.append(f"the deck lacks {listed(missing)}")
    if deck is not None and not repeated and not missing and len(deck) != PACK_SIZE:
        phrases.append(f"the deck holds {counted(len(deck), 'card')}, not {PACK_SIZE}")
    return DealFindings(wrong_counts, repeated, missing, phrases)


def misdeal_irregularities(hands: list, stock: list) -> list[dict]:
    """adjudicate's misdeal finding for a record given as hands and stock (none when the deal is regular): the
    record still describes a deal, so it is replayed as dealt, as in the other games."""
    found = deal_findings([len(hand) for hand in hands], [*(card for hand in hands for card in hand), *stock])
    if not found.phrases:
        return []
    return [
        CATALOGUE.ruling(
            MISDEAL,
            f"The deal breaks {DEAL} ({'; '.join(found.phrases)}): a misdeal, for which the "
            f"rules name no penalty, so the record is replayed as dealt.",
            seat=None,
            seats=found.wrong_counts,
            missing=found.missing,
        )
    ]


def misdeal(request: dict) -> dict:
    dealer = request["dealer"]
    wrong_counts, repeated, missing, findings = deal_findings(request.get("cards_dealt"), request.get("deck"))
    ignored = [name for name in OTHER_GAMES_GROUNDS if request.get(name)]
    is_misdeal = bool(findings)
    if is_misdeal:
        explanation = (
            f"The deal breaks {DEAL} ({'; '.join(findings)}). The rules name no misdeal penalty: "
            f"seat {dealer} deals again."
        )
    else:
        explanation = "Nothing reported breaks the deal (6 cards each from a standard 52-card pack)."
    if ignored:
        explanation += f" California Jack's rules make no ground of {listed(ignored)}."
    return CATALOGUE.ruling(
        MISDEAL,
        explanation,
        misdeal=is_misdeal,
        grounds=[DEAL] if is_misdeal else [],
        next_dealer=dealer,
        wrong_counts=wrong_counts,
        repeated=repeated,
        missing=missing,
    )


def expected_hand_size(tricks_played: int) -> int:
    """Cards each player holds once ``tricks_played`` tricks are complete (and drawn after): 6 while the
    stock lasts, then one fewer per trick."""
    return min(HAND_SIZE, TRICKS_IN_GAME - tricks_played)


def dead_hand(request: dict) -> dict:
    hands, hand_sizes = request.get("hands"), request.get("hand_sizes")
    if (hands is None) == (hand_sizes is None):
        where = "/hands" if hands is not None else "/hand_sizes"
        raise InvalidRecord.at(where, "give either hand_sizes or hands, one of them")
    if hands is not None:
        require_piles(hands, "hands")
        hand_sizes = [len(hand) for hand in hands]
    tricks_won = request["tricks_won"]
    tricks_played = sum(tricks_won)
    if tricks_played > TRICKS_IN_GAME:
        raise InvalidRecord.at("/tricks_won", f"{tricks_played} tricks cannot be won: a game has {TRICKS_IN_GAME}")
    expected = expected_hand_size(tricks_played)
    # The rules know no dead hand: a hand of the wrong size is a fact to report, never a penalty.
    irregular = [seat for seat, size in enumerate(hand_sizes) if size != expected]
    standard = f"with {counted(tricks_played, 'trick')} complete each player should hold {counted(expected, 'card')}"
    if irregular:
        wrong = listed(f"seat {seat} holds {hand_sizes[seat]}" for seat in irregular)
        explanation = (
            f"{wrong[0].upper()}{wrong[1:]}, but {standard}; the rules have no dead hand, so no hand is "
            f"dead and the referee only reports the irregular {'hands' if len(irregular) > 1 else 'one'}."
        )
    else:
        explanation = f"Both hands are right: {standard}."
    return CATALOGUE.ruling(
        DEAD_HAND, explanation, dead=[], wins_pot=None, irregular=irregular, expected=expected, hand_sizes=hand_sizes
    )


def revoke(request: dict) -> dict:
    offender = request["offender"]
    if request["kind"] == "failure-to-follow":
        return CATALOGUE.ruling(
            REVOKE,
            (
                f"Seat {offender}'s card is rejected: failing to follow suit (or to trump when void, under "
                "void_must_trump) is an illegal play, and the seat must play a legal card instead; the rules name "
                "no further penalty."
            ),
            penalty="play-rejected",
            receives_cards=True,
            must_still_pay=False,
        )
    return CATALOGUE.ruling(
        EXPOSURE,
        (
            f"The rules say nothing about exposed cards: seat {offender} keeps the card, goes on drawing and plays "
            "on, with no penalty and nothing to pay."
        ),
        penalty="none",
        receives_cards=True,
        must_still_pay=False,
    )
