"""Points (hearts.score) and the settlement over the average (hearts.settle, hearts.i-exact)."""

from fractions import Fraction

from referee.cards import SUIT_CARDS, SUIT_SINGULAR, card_series
from referee.games.hearts.deal import require_hands, require_per_seat
from referee.games.hearts.rules import (
    JACK_OF_DIAMONDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    QUEEN_OF_SPADES,
    SETTLE,
    SUIT_COUNTS,
    Options,
    Variant,
    pack_for,
)
from referee.rulings import InvalidRecord

ZERO = Fraction(0)


def fraction_text(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def amount(value: Fraction) -> tuple[str, float]:
    return fraction_text(value), float(value)


def settle(request: dict, variant: Variant) -> dict:
    """POST /v1/games/hearts/settle: hearts.settle over the request's one total per player, in exact fractions
    (hearts.i-exact)."""
    totals, catalogue = request["totals"], variant.catalogue
    if not MIN_PLAYERS <= len(totals) <= MAX_PLAYERS:
        raise InvalidRecord.at(
            "/totals",
            f"must hold one total per player: Hearts is played by {MIN_PLAYERS} to "
            f"{MAX_PLAYERS} (hearts.strip), not {len(totals)}",
        )
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
        entries.append(
            {
                "seat": seat,
                "total": total,
                "pays": fraction_text(pays),
                "pays_value": float(pays),
                "collects": fraction_text(collects),
                "collects_value": float(collects),
            }
        )
    if payers:
        movement = (
            f"{card_series(payers)} into the pot; {card_series(collectors)}; "
            f"{fraction_text(paid)} is paid in and {fraction_text(collected)} collected"
        )
    else:
        movement = "every score equals the average, so nobody pays or collects"
    explanation = (
        f"The totals make {grand_total}, so the average over {players} players is {fraction_text(average)}: {movement}."
    )
    average_text, average_value = amount(average)
    pot_text, pot_value = amount(paid)
    return catalogue.ruling(
        SETTLE,
        explanation,
        average=average_text,
        average_value=average_value,
        pot=pot_text,
        pot_value=pot_value,
        entries=entries,
    )


def score_answer(
    captured: list[list[str]],
    penalty_suit: str,
    variant: Variant,
    stopped: bool = False,
    scores_before: list[int] | None = None,
) -> dict:
    """The points each seat took; under house rules that change the score, the queen, the jack, the moon and
    the game's totals too (``stopped``: a violation ended the replay, so the deal cannot end the game)."""
    if not variant.house.changes_score:
        return _seed_score(captured, penalty_suit, variant)
    return _house_score(captured, penalty_suit, variant, stopped, scores_before)


def _seed_score(captured: list[list[str]], penalty_suit: str, variant: Variant) -> dict:
    suit, points, takers = penalty_suit[0], [], []  # a card's suit is its second character (referee.cards)
    for seat, cards in enumerate(captured):
        # A loop, not a comprehension: where compiled, ``card`` is then a typed str (scoring.pxd) and card[1] a
        # character compared in C, where a comprehension's variable is an object and card[1] a new string.
        penalty = []
        for card in cards:
            if card[1] == suit:  # one point each (hearts.score)
                penalty.append(card)
        points.append(len(penalty))
        if penalty:
            takers.append(f"seat {seat} took {len(penalty)} ({', '.join(penalty)})")
    players = len(captured)
    taken = "; ".join(takers) if takers else "nobody has taken any"
    explanation = f"One point per {SUIT_SINGULAR[penalty_suit]} taken: {taken}."
    return variant.ruling(
        variant.score,
        explanation,
        points=points,
        penalty_suit=penalty_suit,
        in_play=SUIT_COUNTS[players][penalty_suit],
        total=sum(points),
    )


def card_points(house: Options) -> dict:
    """What each card that scores counts under ``house``."""
    values = {card: 1 for card in SUIT_CARDS["H"]}
    if house.queen_of_spades:
        values[QUEEN_OF_SPADES] = house.queen_of_spades
    if house.jack_of_diamonds:
        values[JACK_OF_DIAMONDS] = house.jack_of_diamonds
    return values


def score_is_final(captured: list[list[str]], values: dict) -> bool:
    """hearts.i-score-final: every card in play that scores (``values``) has been taken, so the tricks still to
    come cannot change the deal's score."""
    return values.keys() & pack_for(len(captured)) <= set().union(*captured)


def _house_score(captured, penalty_suit, variant, stopped, scores_before) -> dict:
    house, players = variant.house, len(captured)
    values = card_points(house)
    moon_cards = variant.scoring_cards(penalty_suit)
    points = [sum(values.get(card, 0) for card in pile) for pile in captured]
    taken = [[card for card in pile if card in values] for pile in captured]
    in_play = SUIT_COUNTS[players][penalty_suit] + (1 if house.queen_of_spades else 0)
    parts = [f"seat {seat} took {', '.join(cards)} ({points[seat]})" for seat, cards in enumerate(taken) if cards]
    scale = f"each {SUIT_SINGULAR[penalty_suit]} counts 1"
    if house.queen_of_spades:
        scale += f", the queen of spades {house.queen_of_spades}"
    if house.jack_of_diamonds:
        scale += f", the jack of diamonds minus {-house.jack_of_diamonds}"
    explanation = f"Under these house rules {scale}: {'; '.join(parts) if parts else 'nobody has taken any'}."
    jack_taken = house.jack_of_diamonds and any(JACK_OF_DIAMONDS in pile for pile in captured)
    rule = variant.jack if jack_taken else variant.queen if house.queen_of_spades else variant.score
    shooter = next((seat for seat, pile in enumerate(captured) if moon_cards.issubset(pile)), None)
    if shooter is not None and house.moon != "none":
        value = sum(values[card] for card in moon_cards)
        if house.moon == "add-to-others":
            points = [point - value if seat == shooter else point + value for seat, point in enumerate(points)]
            effect = f"they score 0 for those cards and every other player {value}"
        else:
            points = [point - 2 * value if seat == shooter else point for seat, point in enumerate(points)]
            effect = f"they score minus {value} for those cards"
        explanation += (
            f" Seat {shooter} took every {SUIT_SINGULAR[penalty_suit]} and the queen of spades and "
            f"shoots the moon: {effect}."
            if house.queen_of_spades
            else f" Seat {shooter} took every {SUIT_SINGULAR[penalty_suit]} and shoots the moon: {effect}."
        )
        rule = variant.moon
    else:
        shooter = None
    facts = {
        "points": points,
        "penalty_suit": penalty_suit,
        "in_play": in_play,
        "total": sum(len([card for card in cards if card in moon_cards]) for cards in taken),
        "moon": shooter,
    }
    if house.game_to is not None:
        final = not stopped and score_is_final(captured, values)
        game, explanation, rule = _game(
            points, scores_before or [0] * players, final, house.game_to, explanation, rule, variant
        )
        facts.update(game)
    return variant.ruling(rule, explanation, **facts)


def _game(points, scores_before, final, game_to, explanation, rule, variant) -> tuple[dict, str, str]:
    """hearts.game: the totals after this deal, and the winner when the game is over (hearts.i-game-tie), once
    the deal's score is final (hearts.i-score-final)."""
    totals = [before + point for before, point in zip(scores_before, points)]
    facts = {"scores_before": list(scores_before), "totals": totals, "game_over": False, "winner": None, "winners": []}
    standing = card_series(f"seat {seat} {total}" for seat, total in enumerate(totals))
    if not final:
        return (
            facts,
            (
                f"{explanation} Totals so far: {standing}; the deal is still in progress, and the game can "
                f"end only once every card that scores has been taken."
            ),
            rule,
        )
    if max(totals) < game_to:
        return facts, f"{explanation} Totals: {standing}; nobody has reached {game_to}, so the game goes on.", rule
    lowest = min(totals)
    winners = [seat for seat, total in enumerate(totals) if total == lowest]
    facts.update(game_over=True, winners=winners, winner=winners[0] if len(winners) == 1 else None)
    if len(winners) == 1:
        return (
            facts,
            (
                f"{explanation} Totals: {standing}; a total has reached {game_to}, so the game is over and "
                f"seat {winners[0]} wins with the lowest, {lowest}."
            ),
            variant.game,
        )
    tied = card_series(f"seat {seat}" for seat in winners)
    return (
        facts,
        (
            f"{explanation} Totals: {standing}; a total has reached {game_to}, so the game is over and "
            f"{tied} share the win with the lowest, {lowest}."
        ),
        variant.game_tie,
    )


def score(request: dict, variant: Variant) -> dict:
    """POST /v1/games/{hearts, auction-hearts}/score: the penalty cards each seat took (of the request's penalty
    suit, where the game names one; hearts otherwise)."""
    players, captured, penalty_suit = request["players"], request["captured"], request.get("penalty_suit", "H")
    require_per_seat(captured, players, "captured")
    require_hands(captured, "captured", players)
    variant = variant.under(Options.of(request))
    scores_before = request.get("scores_before")
    if scores_before is not None:
        require_per_seat(scores_before, players, "scores_before")
    return score_answer(captured, penalty_suit, variant, scores_before=scores_before)


def revoke_score(
    players: int, penalty_suit: str, variant: Variant, revokers: list[int], rule: str, scores_before=None
) -> tuple[dict, int]:
    """The deal's score once its established revokes are put right (``rule``: the game's i-revoke-found): each
    revoker charged with every card of the pack in play that counts against a player, as if it had taken them all
    and alone in error (Foster's Complete Hoyle, Laws of Hearts 24), the others with nothing; and that charge.
    Nobody shoots the moon on a charge, and a card that counts for its taker (the jack of diamonds) counts for
    nobody: the deal is scored by the rectification, not by the cards as they fell."""
    house = variant.house
    values = card_points(house) if house.changes_score else dict.fromkeys(SUIT_CARDS[penalty_suit], 1)
    charge = sum(value for card, value in values.items() if value > 0 and card in pack_for(players))
    points = [charge if seat in revokers else 0 for seat in range(players)]
    who = card_series(f"seat {seat}" for seat in revokers)
    each = "each " if len(revokers) > 1 else ""
    explanation = (
        f"An established revoke is put right, not replayed: {who} {'are' if len(revokers) > 1 else 'is'} {each}"
        f"charged {charge} as if {'each' if len(revokers) > 1 else 'it'} had taken every card that scores, and "
        f"the others nothing."
    )
    facts = {"points": points, "penalty_suit": penalty_suit, "in_play": SUIT_COUNTS[players][penalty_suit]}
    if house.changes_score:
        facts.update(total=sum(points), moon=None)
        if house.game_to is not None:
            game, explanation, rule = _game(
                points, scores_before or [0] * players, True, house.game_to, explanation, rule, variant
            )
            facts.update(game)
    else:
        facts["total"] = sum(points)
    return variant.ruling(rule, explanation, **facts), charge
