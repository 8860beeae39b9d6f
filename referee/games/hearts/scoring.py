"""Points (hearts.score) and the settlement over the average (hearts.settle, hearts.i-exact)."""

from fractions import Fraction

from referee.cards import SUIT_CARDS, card_series

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


def settle_totals(totals: list[int], catalogue) -> dict:
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
    return catalogue.ruling("hearts.settle", explanation, average=average_text, average_value=average_value,
                            pot=pot_text, pot_value=pot_value, entries=entries)
