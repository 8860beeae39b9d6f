"""Rulings on irregularities: misdeal, dead hand, exposure and failure to follow."""

from referee.cards import card_series
from referee.engine.records import require_distinct, require_per_seat, require_players, require_seat
from referee.engine.tricks import next_seat
from referee.games.forty_five import rules
from referee.games.forty_five.rules import CATALOGUE, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, TRICKS_PER_HAND
from referee.games.wording import counted
from referee.rulings import InvalidRecord, pointer


def require_tricks_won(tricks_won, players: int) -> None:
    require_per_seat(tricks_won, players, "tricks_won")
    if sum(tricks_won) > TRICKS_PER_HAND:
        raise InvalidRecord.at("/tricks_won", f"{sum(tricks_won)} tricks were counted, but a hand has only 5")


def misdeal(request: dict) -> dict:
    players, dealer = request["players"], request["dealer"]
    require_players(players, MIN_PLAYERS, MAX_PLAYERS)
    require_seat(dealer, players, "/dealer")
    grounds, reasons = [], []
    cards_dealt = request.get("cards_dealt")
    if cards_dealt is not None:
        require_per_seat(cards_dealt, players, "cards_dealt")
        wrong = [seat for seat, count in enumerate(cards_dealt) if count != HAND_SIZE]
        if wrong:
            grounds.append(rules.MISDEAL_COUNT)
            reasons.append(
                card_series(f"seat {seat} got {counted(cards_dealt[seat], 'card')}" for seat in wrong)
                + f" instead of {HAND_SIZE}"
            )
    if request["dealer_exposed_card"]:
        grounds.append(rules.MISDEAL_EXPOSED)
        reasons.append("the dealer exposed a card in dealing")
    if request["pack_uncut"] and request["new_deal_demanded_before_completion"]:
        grounds.append(rules.MISDEAL_UNCUT)
        reasons.append("the pack was not cut and a new deal was demanded before the deal was complete")
    if request["dealer_counted_cards"]:
        grounds.append(rules.MISDEAL_COUNTED)
        reasons.append("the dealer counted the cards")
    next_dealer = next_seat(dealer, players) if grounds else dealer
    if grounds:
        why = f"Misdeal: {'; '.join(reasons)}. The deal passes to seat {next_dealer}, the dealer's left."
    else:
        uncut = (
            " An uncut pack is a misdeal only if a new deal is demanded before the deal is complete."
            if request["pack_uncut"]
            else ""
        )
        why = f"No ground for a misdeal was found; the deal stands and seat {dealer} remains the dealer.{uncut}"
    return CATALOGUE.ruling(rules.MISDEAL, why, misdeal=bool(grounds), grounds=grounds, next_dealer=next_dealer)


def dead_hand(request: dict) -> dict:
    players = request["players"]
    require_players(players, MIN_PLAYERS, MAX_PLAYERS)
    hands, hand_sizes = request.get("hands"), request.get("hand_sizes")
    if (hands is None) == (hand_sizes is None):
        raise InvalidRecord.at("", "give exactly one of hands and hand_sizes")
    if hands is not None:
        require_per_seat(hands, players, "hands")
        require_distinct(
            (pointer("hands", seat, i), card) for seat, hand in enumerate(hands) for i, card in enumerate(hand)
        )
        hand_sizes = [len(hand) for hand in hands]
    else:
        require_per_seat(hand_sizes, players, "hand_sizes")
    tricks_won = request.get("tricks_won") or [0] * players
    require_tricks_won(tricks_won, players)
    # The sizes are what each seat holds now: a regular hand has given up one card to each trick complete.
    complete = sum(tricks_won)
    regular = HAND_SIZE - complete
    dead = [seat for seat, size in enumerate(hand_sizes) if size != regular]
    wins_pot = next((seat for seat in dead if tricks_won[seat] >= 3), None)
    standard = f"With {counted(complete, 'trick')} complete a regular hand holds {counted(regular, 'card')}"
    holding = card_series(f"seat {seat} holds {hand_sizes[seat]}" for seat in dead)
    rule = rules.DEAD_HAND
    if not dead:
        why = f"{standard}, and every hand does, so no hand is dead."
    elif wins_pot is not None:
        why = (
            f"{standard}; seat {wins_pot} holds {hand_sizes[wins_pot]}, an irregular hand, but won "
            f"{counted(tricks_won[wins_pot], 'trick')} with it before it was discovered, so seat {wins_pot} wins "
            f"the pot."
        )
    else:
        hands_are = "those hands are" if len(dead) > 1 else "that hand is"
        if complete == TRICKS_PER_HAND:
            aftermath = "the hand is over, and the tricks taken stand"
        elif players - len(dead) < 2:
            rule = rules.DEAD_HAND_FOUND
            aftermath = "fewer than two live hands remain, so play stops and the hand is scored on the tricks completed"
        else:
            aftermath = "the others play on"
        why = f"{standard}, but {holding}, so {hands_are} dead: {aftermath}."
    return CATALOGUE.ruling(rule, why, dead=dead, wins_pot=wins_pot, expected_size=regular)


def revoke(request: dict) -> dict:
    players, offender, kind = request["players"], request["offender"], request["kind"]
    require_players(players, MIN_PLAYERS, MAX_PLAYERS)
    require_seat(offender, players, "/offender")
    tricks_won = request.get("tricks_won")
    if kind == "failure-to-follow":
        if tricks_won is not None:
            require_tricks_won(tricks_won, players)
        return CATALOGUE.ruling(
            rules.REVOKE,
            f"Seat {offender} failed to follow when able: the play is illegal and is rejected, and must be "
            f"replaced by a legal card; the rules name no further penalty.",
            penalty="play-rejected",
            receives_cards=True,
            must_still_pay=True,
        )
    if tricks_won is None:
        raise InvalidRecord.at("/tricks_won", "an exposure is judged by the tricks won so far: give tricks_won")
    require_tricks_won(tricks_won, players)
    leader = max(range(players), key=tricks_won.__getitem__)
    if tricks_won[leader] >= 2:
        return CATALOGUE.ruling(
            rules.EXPOSURE,
            f"Seat {leader} has already won {counted(tricks_won[leader], 'trick')}, so seat {offender}'s "
            f"exposure makes its hand dead: it receives no cards until the pot in progress is won, and "
            f"must still add to the pot when the others do.",
            penalty="dead-hand",
            receives_cards=False,
            must_still_pay=True,
        )
    return CATALOGUE.ruling(
        rules.EARLY_EXPOSURE,
        f"No player has won two tricks yet (most is {tricks_won[leader]}), so seat {offender}'s "
        f"exposure carries no penalty.",
        penalty="none",
        receives_cards=True,
        must_still_pay=True,
    )
