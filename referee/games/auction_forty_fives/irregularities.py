"""Rulings on irregularities: the misdeal (Forty-Five's, as the rules page says: auction-forty-fives.deal), and a
renege or an exposed card (auction-forty-fives.i-revoke, i-exposure; a renege found after the fact is the revoke
proof's rectification, disputes.py)."""

from referee.engine.records import require_per_seat, require_seat
from referee.games.auction_forty_fives import rules
from referee.games.auction_forty_fives.disputes import require_table
from referee.games.auction_forty_fives.rules import CATALOGUE, TRICKS_PER_HAND
from referee.games.forty_five import irregularities as forty_five_irregularities
from referee.rulings import InvalidRecord


def misdeal(request: dict) -> dict:
    """Forty-Five's grounds and its consequence, the deal passing to the left, at a table of 4 or 6."""
    require_table(request["players"], "/players")
    return forty_five_irregularities.misdeal(request)


def revoke(request: dict) -> dict:
    players, offender, kind = request["players"], request["offender"], request["kind"]
    require_table(players, "/players")
    require_seat(offender, players, "/offender")
    tricks_won = request.get("tricks_won")
    if tricks_won is not None:
        require_per_seat(tricks_won, players, "tricks_won")
        if sum(tricks_won) > TRICKS_PER_HAND:
            raise InvalidRecord.at("/tricks_won", f"{sum(tricks_won)} tricks were counted, but a hand has only 5")
    if kind == "failure-to-follow":
        return CATALOGUE.ruling(
            rules.REVOKE,
            f"Seat {offender} reneged (failed to follow suit, or to play a trump to a trump lead, when required): "
            f"the play is illegal and is rejected, and a legal card must be played. Found only after the trick, "
            f"the renege stands and side {rules.side_of(offender)} scores nothing for the hand, losing its bid if "
            f"it bid ({rules.RENEGE_FOUND}).",
            penalty="play-rejected",
            receives_cards=True,
            must_still_pay=False,
        )
    return CATALOGUE.ruling(
        rules.EXPOSURE,
        f"Seat {offender} exposed a card: the rules name no penalty, so the card is played in turn as usual.",
        penalty="none",
        receives_cards=True,
        must_still_pay=False,
    )
