"""Whose turn it is in a snapshot (legal-moves, check-move): one check for every game, each citing its own
``<game>.i-out-of-turn``, so that every game answers a seat asking out of turn alike: a ruling, never a 422.

A snapshot shows who has played to the trick in progress: a seat among them has had its turn, and where the
table's size is known only the seat after the last play is to play. With the trick empty the snapshot does not
say who leads, so no seat is refused.
"""

from referee.engine.tricks import next_seat
from referee.rulings import RuleCatalogue


def out_of_turn(seat: int | None, trick: list, players: int | None) -> str | None:
    """Why ``seat`` may not play to ``trick`` now, or None when it may (or no seat was given)."""
    if seat is None or not trick:
        return None
    if any(play["seat"] == seat for play in trick):
        return f"Seat {seat} has already played to this trick, so it is not its turn."
    last = trick[-1]
    if players is not None and seat != next_seat(last["seat"], players):
        return (
            f"Seat {last['seat']} played {last['card']}, so seat {next_seat(last['seat'], players)} plays next, "
            f"not seat {seat}."
        )
    return None


def turn_ruling(catalogue: RuleCatalogue, rule_id: str, request: dict, players: int | None = None) -> dict | None:
    """The out-of-turn ruling for a snapshot request (``players``: the table's size where the game fixes it,
    else the request's), or None when its seat may play."""
    why = out_of_turn(request.get("seat"), request["trick"], request.get("players") if players is None else players)
    return None if why is None else catalogue.ruling(rule_id, why)


def refused_moves(ruling: dict) -> dict:
    """legal-moves for a seat out of turn: it may play nothing now."""
    return {"legal": [], **ruling}


def refused_card(ruling: dict) -> dict:
    """check-move for a seat out of turn: the card may not be played now."""
    return {"legal": False, **ruling}
