"""High, Low, Jack and Game from captured cards, and the immediate win at 10: written once."""

from referee.cards import FULL_PACK, SUIT_NAMES, SUITS, card_series
from referee.engine.records import require_distinct
from referee.games.california_jack.rules import (
    BOTH_TEN,
    CATALOGUE,
    GAME_POINTS_BY_RANK,
    HAND_GAME_TIE,
    HAND_IN_PROGRESS,
    HAND_SCORE,
    HAND_WIN,
    HONOURS,
    PACK_SIZE,
    REVOKE_FOUND,
    SCORE,
    STANDARD_OPTIONS,
    WIN,
    WINNING_TOTAL,
    Options,
)

GAME_POINTS = {card: GAME_POINTS_BY_RANK.get(card[0], 0) for card in FULL_PACK}
HONOUR_CARDS = {trump: tuple((name, rank + trump) for name, rank in HONOURS) for trump in SUITS}


def require_piles(piles: list, field: str) -> None:
    """Each card in one pile only (captured piles, hands): a 422 naming where it repeats."""
    require_distinct(((field, seat, index), card) for seat, pile in enumerate(piles) for index, card in enumerate(pile))


def breakdown(pile, trump: str) -> dict:
    held = set(pile)
    # A plain loop and map(): a comprehension or generator is a call of its own (every answer asks this per seat).
    entry = {}
    for name, card in HONOUR_CARDS[trump]:
        entry[name] = 1 if card in held else 0
    entry["game"] = sum(map(GAME_POINTS.__getitem__, pile))
    return entry


def total(entry: dict) -> int:
    return entry["high"] + entry["low"] + entry["jack"] + entry["game"]


# What each card adds to the total of the player who captures it, per trump (its game points, and 1 for High, Low
# or Jack): a total is the sum over its pile, so a replay keeps it as it goes instead of counting the pile again.
WORTH = {trump: {card: total(breakdown([card], trump)) for card in FULL_PACK} for trump in SUITS}


# How a player names each trump's honours: "High (AS)".
HONOUR_WORDS = {
    trump: tuple((name, f"{name.capitalize()} ({card})") for name, card in HONOUR_CARDS[trump]) for trump in SUITS
}


def describe(seat: int, entry: dict, trump: str) -> str:
    parts = [words for name, words in HONOUR_WORDS[trump] if entry[name]]
    parts.append(f"Game {entry['game']}")
    return f"seat {seat} has {total(entry)} ({card_series(parts)})"


def score_answer(
    captured: list,
    trump: str,
    house: Options = STANDARD_OPTIONS,
    complete: bool = False,
    scores_before: list | None = None,
) -> dict:
    """The score of both players' captured piles, and the winner at 10 (the score endpoint and the replay)."""
    if house.at_hand_end:
        return hand_score(captured, trump, complete, scores_before or [0, 0])
    entries = [breakdown(pile, trump) for pile in captured]
    totals = [total(entry) for entry in entries]
    reached = [seat for seat, points in enumerate(totals) if points >= WINNING_TOTAL]
    standing = (
        f"{SUIT_NAMES[trump].capitalize()} are trump: "
        f"{describe(0, entries[0], trump)}; {describe(1, entries[1], trump)}"
    )
    if len(reached) == 2:
        return CATALOGUE.ruling(
            BOTH_TEN,
            f"{standing}. Both have {WINNING_TOTAL} or more, which one game cannot produce: it ends when "
            f"the first total reaches {WINNING_TOTAL}, so no winner can be named.",
            totals=totals,
            breakdown=entries,
            winner=None,
            game_over=True,
        )
    if reached:
        winner = reached[0]
        return CATALOGUE.ruling(
            WIN,
            f"{standing}. Seat {winner} has {WINNING_TOTAL} or more and wins.",
            totals=totals,
            breakdown=entries,
            winner=winner,
            game_over=True,
        )
    return CATALOGUE.ruling(
        SCORE,
        f"{standing}. Nobody has {WINNING_TOTAL} yet.",
        totals=totals,
        breakdown=entries,
        winner=None,
        game_over=False,
    )


def pile_total(pile, trump: str) -> int:
    """The total of a captured pile: total(breakdown(pile, trump)), summed from WORTH."""
    worth = WORTH[trump]
    return sum([worth[card] for card in pile])


def ends_game(points: int, house: Options) -> bool:
    """Whether the trick that brought its taker's total to ``points`` ends the game at once: the total reaches 10
    (california-jack.win, i-win-before-draw). Under scoring end-of-hand no trick does: the hand is played out and
    decided at its end (classic.score, classic.win). Every replay of tricks (adjudicate, the Game protocol, the
    dispute desk) asks this, through the draw (drawing.py), so none of them can stop a hand the others play on."""
    return points >= WINNING_TOTAL and not house.at_hand_end  # the total first: asked after every trick


def game_winner(captured: list, trump: str, house: Options) -> int | None:
    """The seat whose captured pile has ended the game (ends_game), or None while play goes on."""
    return next((seat for seat, pile in enumerate(captured) if ends_game(pile_total(pile, trump), house)), None)


HAND_ORDER = ("high", "low", "jack", "game")


def hand_score(captured: list, trump: str, complete: bool, scores_before: list) -> dict:
    """california-jack.classic.score and .win: one point each for High, Low, Jack and Game, at the hand's end."""
    entries = [breakdown(pile, trump) for pile in captured]
    game_points = [entry["game"] for entry in entries]
    game_seat = None if game_points[0] == game_points[1] else game_points.index(max(game_points))
    points = [
        [name for name in HAND_ORDER[:3] if entry[name]] + (["game"] if seat == game_seat else [])
        for seat, entry in enumerate(entries)
    ]
    facts = {
        "breakdown": entries,
        "points": [len(names) for names in points],
        "scores_before": list(scores_before),
        "game_point": game_seat,
    }
    if not complete:
        taken = "; ".join(
            f"seat {seat} has taken {card_series(name.capitalize() for name in names if name != 'game')}"
            for seat, names in enumerate(points)
            if set(names) - {"game"}
        )
        return CATALOGUE.ruling(
            HAND_IN_PROGRESS,
            (
                f"{SUIT_NAMES[trump].capitalize()} are trump and the hand is in progress: game points {game_points[0]} "
                f"and {game_points[1]}{'; ' + taken if taken else ''}; totals move only at the end of the hand."
            ),
            totals=list(scores_before),
            winner=None,
            game_over=False,
            **facts,
        )
    honours = "; ".join(
        f"seat {seat}: {card_series(name.capitalize() for name in names) if names else 'nothing'}"
        for seat, names in enumerate(points)
    )
    totals, winner = list(scores_before), None
    for name in HAND_ORDER:  # counted in this order, so the first to reach 10 is known (classic.win)
        for seat in (0, 1):
            if name in points[seat]:
                totals[seat] += 1
                if winner is None and totals[seat] >= WINNING_TOTAL:
                    winner = seat
    for seat in (0, 1):
        totals[seat] = scores_before[seat] + len(points[seat])
    tie = " (equal game points, so nobody scores Game)" if game_seat is None else ""
    standing = (
        f"{SUIT_NAMES[trump].capitalize()} are trump; the hand scores {honours}{tie}: totals {totals[0]} and "
        f"{totals[1]}"
    )
    if winner is None:
        rule = HAND_GAME_TIE if game_seat is None else HAND_SCORE
        return CATALOGUE.ruling(
            rule,
            f"{standing}; nobody has {WINNING_TOTAL} yet, so another hand is dealt.",
            totals=totals,
            winner=None,
            game_over=False,
            **facts,
        )
    both = all(total >= WINNING_TOTAL for total in totals)
    how = (
        f"both reach {WINNING_TOTAL}, and counting High, Low, Jack, Game in order seat {winner} gets there first"
        if both
        else f"seat {winner} reaches {WINNING_TOTAL}"
    )
    return CATALOGUE.ruling(
        HAND_WIN, f"{standing}; {how} and wins.", totals=totals, winner=winner, game_over=True, **facts
    )


def score(request: dict) -> dict:
    """POST /v1/games/california-jack/score."""
    require_piles(request["captured"], "captured")
    house = Options.of(request)
    complete = sum(len(pile) for pile in request["captured"]) == PACK_SIZE
    return score_answer(request["captured"], request["trump"], house, complete, request.get("scores_before"))


REVOKE_POINTS = 2


def revoke_score(played: dict, revokers: list[int], trump: str, house: Options, scores_before: list) -> dict:
    """california-jack.i-revoke-found applied to the score of the hand as it was played (``played``): each revoker's
    Jack and Game do not count for the hand, and its opponent scores 2 points for the revoke, counted before any
    other point (the Laws of Whist: a revoke's penalty takes precedence of every other score), so in the classic
    count the opponent reaches 10 by them first, and in the seed's the game is decided on the corrected totals."""
    entries = [dict(entry) for entry in played["breakdown"]]
    for seat in revokers:
        entries[seat]["jack"] = 0
    bonus = [REVOKE_POINTS * sum(1 for seat in revokers if seat != each) for each in (0, 1)]
    void = "; ".join(f"seat {seat}'s Jack and Game do not count and seat {1 - seat} scores 2" for seat in revokers)
    why = f"An established revoke is put right, not replayed: {void}"
    if house.at_hand_end:
        game_seat = None if played["game_point"] in revokers else played["game_point"]
        names = [
            [name for name in HAND_ORDER[:3] if entries[seat][name]] + (["game"] if seat == game_seat else [])
            for seat in (0, 1)
        ]
        points = [bonus[seat] + len(names[seat]) for seat in (0, 1)]
        totals = [before + point for before, point in zip(scores_before, points)]
        # The revoke's points first, then High, Low, Jack and Game in that order (classic.win): who reaches 10 first.
        running, reached = list(scores_before), []
        for seat in (0, 1):
            running[seat] += bonus[seat]
            if running[seat] >= WINNING_TOTAL and not reached:
                reached = [seat]
        for name in HAND_ORDER:
            for seat in (0, 1):
                if name in names[seat]:
                    running[seat] += 1
                    if running[seat] >= WINNING_TOTAL and not reached:
                        reached = [seat]
        facts = {"points": points, "scores_before": list(scores_before), "game_point": game_seat}
    else:
        for seat in revokers:
            entries[seat]["game"] = 0
        totals = [total(entry) + bonus[seat] for seat, entry in enumerate(entries)]
        reached = [seat for seat in (0, 1) if totals[seat] >= WINNING_TOTAL and seat not in revokers]
        facts = {}
    winner = reached[0] if len(reached) == 1 else None
    standing = f"totals {totals[0]} and {totals[1]}"
    ending = (
        f"seat {winner} has {WINNING_TOTAL} or more and wins"
        if winner is not None
        else "nobody has 10 on the corrected totals, so nobody wins and another hand is dealt"
    )
    return CATALOGUE.ruling(
        REVOKE_FOUND,
        f"{why}: {standing}; {ending}.",
        totals=totals,
        breakdown=entries,
        winner=winner,
        game_over=winner is not None,
        **facts,
    )
