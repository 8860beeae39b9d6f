"""Points (hearts.score) and the settlement over the average (hearts.settle, hearts.i-exact)."""

from fractions import Fraction

from referee.cards import SUIT_CARDS, SUIT_SINGULAR, card_series
from referee.games.hearts.checks import require_hands, require_per_seat
from referee.games.hearts.rules import MAX_PLAYERS, MIN_PLAYERS, SETTLE, SUIT_COUNTS, Variant
from referee.rulings import InvalidRecord

ZERO = Fraction(0)


def penalty_points(captured: list[list[str]], penalty_suit: str) -> list[int]:
    """One point per card of ``penalty_suit`` each seat took."""
    return [len(penalty_cards(cards, penalty_suit)) for cards in captured]


def penalty_cards(cards: list[str], penalty_suit: str) -> list[str]:
    suit_cards = SUIT_CARDS[penalty_suit]
    return [card for card in cards if card in suit_cards]


def fraction_text(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def amount(value: Fraction) -> tuple[str, float]:
    return fraction_text(value), float(value)


def settle(totals: list[int], catalogue) -> dict:
    """hearts.settle over one total per player, in exact fractions (hearts.i-exact)."""
    if not MIN_PLAYERS <= len(totals) <= MAX_PLAYERS:
        raise InvalidRecord.at("/totals", f"must hold one total per player: Hearts is played by {MIN_PLAYERS} to "
                                          f"{MAX_PLAYERS} (hearts.strip), not {len(totals)}")
    players = len(totals)
    grand_total = sum(totals)
    average = Fraction(grand_total, players)
    entries, payers, collectors = [], [], []
    paid = collected = ZERO
    for seat, total in enumerate(totals):
        pays = max(total - average, ZERO)
        collects = max(average - total, ZERO)
        paid += pays
        collected += collects
        if pays:
            payers.append(f"seat {seat} pays {fraction_text(pays)}")
        if collects:
            collectors.append(f"seat {seat} collects {fraction_text(collects)}")
        entries.append({"seat": seat, "total": total,
                        "pays": fraction_text(pays), "pays_value": float(pays),
                        "collects": fraction_text(collects), "collects_value": float(collects)})
    if payers:
        movement = (f"{card_series(payers)} into the pot; {card_series(collectors)}; "
                    f"{fraction_text(paid)} is paid in and {fraction_text(collected)} collected")
    else:
        movement = "every score equals the average, so nobody pays or collects"
    explanation = (f"The totals make {grand_total}, so the average over {players} players is "
                   f"{fraction_text(average)}: {movement}.")
    average_text, average_value = amount(average)
    pot_text, pot_value = amount(paid)
    return catalogue.ruling(SETTLE, explanation, average=average_text, average_value=average_value,
                            pot=pot_text, pot_value=pot_value, entries=entries)


def score_answer(captured: list[list[str]], penalty_suit: str, variant: Variant) -> dict:
    points = penalty_points(captured, penalty_suit)
    players = len(captured)
    takers = [f"seat {seat} took {points[seat]} ({', '.join(penalty_cards(captured[seat], penalty_suit))})"
              for seat in range(players) if points[seat]]
    taken = "; ".join(takers) if takers else "nobody has taken any"
    explanation = f"One point per {SUIT_SINGULAR[penalty_suit]} taken: {taken}."
    return variant.ruling(variant.score, explanation, points=points, penalty_suit=penalty_suit,
                            in_play=SUIT_COUNTS[players][penalty_suit], total=sum(points))


def score(request: dict, penalty_suit: str, variant: Variant) -> dict:
    """POST /v1/games/{hearts, auction-hearts}/score: the penalty cards each seat took."""
    players, captured = request["players"], request["captured"]
    require_per_seat(captured, players, "captured")
    require_hands(captured, "captured", players)
    return score_answer(captured, penalty_suit, variant)


def position_score(position: dict, variant: Variant) -> dict:
    return score_answer(position["captured"], position["penalty_suit"], variant)
