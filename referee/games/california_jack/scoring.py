"""High, Low, Jack and Game from captured cards, and the immediate win at 10: written once."""

from referee.cards import FULL_PACK, SUIT_NAMES, SUITS, card_series
from referee.games.california_jack.checks import require_piles
from referee.games.california_jack.rules import (BOTH_TEN, GAME_POINTS_BY_RANK, HONOURS, RULES, SCORE, WIN,
                                                 WINNING_TOTAL)

GAME_POINTS = {card: GAME_POINTS_BY_RANK.get(card[0], 0) for card in FULL_PACK}
HONOUR_CARDS = {trump: tuple((name, rank + trump) for name, rank in HONOURS) for trump in SUITS}


def breakdown(pile, trump: str) -> dict:
    held = set(pile)
    entry = {name: int(card in held) for name, card in HONOUR_CARDS[trump]}
    entry["game"] = sum(GAME_POINTS[card] for card in pile)
    return entry


def total(entry: dict) -> int:
    return entry["high"] + entry["low"] + entry["jack"] + entry["game"]


def describe(seat: int, entry: dict, trump: str) -> str:
    honours = [f"{name.capitalize()} ({card})" for name, card in HONOUR_CARDS[trump] if entry[name]]
    parts = honours + [f"Game {entry['game']}"]
    return f"seat {seat} has {total(entry)} ({card_series(parts)})"


def score_answer(captured: list, trump: str) -> dict:
    """The score of both players' captured piles, and the winner at 10 (the score endpoint and the replay)."""
    entries = [breakdown(pile, trump) for pile in captured]
    totals = [total(entry) for entry in entries]
    reached = [seat for seat, points in enumerate(totals) if points >= WINNING_TOTAL]
    standing = (f"{SUIT_NAMES[trump].capitalize()} are trump: "
                f"{describe(0, entries[0], trump)}; {describe(1, entries[1], trump)}")
    if len(reached) == 2:
        return RULES.ruling(
            BOTH_TEN, f"{standing}. Both have {WINNING_TOTAL} or more, which one game cannot produce: it ends when "
                      f"the first total reaches {WINNING_TOTAL}, so no winner can be named.",
            totals=totals, breakdown=entries, winner=None, game_over=True)
    if reached:
        winner = reached[0]
        return RULES.ruling(WIN, f"{standing}. Seat {winner} has {WINNING_TOTAL} or more and wins.",
                            totals=totals, breakdown=entries, winner=winner, game_over=True)
    return RULES.ruling(SCORE, f"{standing}. Nobody has {WINNING_TOTAL} yet.",
                        totals=totals, breakdown=entries, winner=None, game_over=False)


def score(request: dict) -> dict:
    """POST /v1/games/california-jack/score."""
    require_piles(request["captured"], "captured")
    return score_answer(request["captured"], request["trump"])


def position_score(position: dict) -> dict:
    return score_answer(position["captured"], position["trump"])
