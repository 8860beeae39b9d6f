"""The checks a Forty-Five request must pass before it describes a game state: each failure is a 422
(InvalidRecord) naming the field, never a ruling."""

from referee.games.forty_five.rules import MAX_PLAYERS, MIN_PLAYERS, TRICKS_PER_HAND
from referee.engine.records import (require_distinct, require_distinct_cards, require_per_seat, require_players,
                                   require_seat)
from referee.rulings import InvalidRecord, pointer


def require_tricks_won(tricks_won, players: int) -> None:
    require_per_seat(tricks_won, players, "tricks_won")
    if sum(tricks_won) > TRICKS_PER_HAND:
        raise InvalidRecord.at("/tricks_won", f"{sum(tricks_won)} tricks were counted, but a hand has only 5")


def require_trick_order(trick: list, players, field: str) -> None:
    """Seats in range, each once, and (with ``players``) in clockwise order from the leader. A dead seat is
    skipped in the rotation (forty-five.i-pot), so a later seat may follow: never one the turn has passed."""
    seen = {}
    errors = []
    leader = trick[0]["seat"] if trick else None
    previous_turn = -1
    for index, play in enumerate(trick):
        seat = play["seat"]
        where = pointer(field, index, "seat")
        if players is not None and seat >= players:
            errors.append((where, f"seat {seat} is out of range: seats are 0 to {players - 1} with {players} players"))
            continue
        if seat in seen:
            errors.append((where, f"seat {seat} already played to this trick at /{field}/{seen[seat]}"))
            continue
        seen[seat] = index
        if players is None:
            continue
        turn = (seat - leader) % players  # places clockwise after the leader
        if turn < previous_turn:
            previous = trick[index - 1]["seat"]
            errors.append((where, f"seat {seat} cannot play after seat {previous}: play goes clockwise from the "
                                  f"leader, seat {leader}, so seat {seat}'s turn came before seat {previous}'s"))
        previous_turn = max(previous_turn, turn)
    if errors:
        raise InvalidRecord(errors)


def require_snapshot(request: dict) -> None:
    """A snapshot can describe a position: the table, the trick's seats and order, every card once."""
    players = request.get("players")
    if players is not None:
        require_players(players, MIN_PLAYERS, MAX_PLAYERS)
        if len(request["trick"]) >= players:
            raise InvalidRecord.at("/trick", f"{len(request['trick'])} plays is a complete trick for {players} "
                                             f"players: nobody is left to play")
        if request.get("seat") is not None:
            require_seat(request["seat"], players, "/seat")
    require_trick_order(request["trick"], players, "trick")
    trick, hand = request["trick"], request["hand"]
    require_distinct_cards([*(play["card"] for play in trick), *hand],
                           lambda: [*((("trick", i, "card"), play["card"]) for i, play in enumerate(trick)),
                                    *((("hand", i), card) for i, card in enumerate(hand))])


def require_record(record: dict) -> None:
    players = record["players"]
    require_players(players, MIN_PLAYERS, MAX_PLAYERS)
    require_seat(record["dealer"], players, "/dealer")
    hands = record["hands"]
    if len(hands) != players:
        raise InvalidRecord.at("/hands", f"must hold one hand per seat: {players} players, {len(hands)} hands")
    require_distinct([*((pointer("hands", seat, i), card) for seat, hand in enumerate(hands)
                        for i, card in enumerate(hand)), ("/turned", record["turned"])])
    errors = []
    for index, action in enumerate(record["actions"]):
        seat = action.get("seat")
        if seat is not None and seat >= players:
            errors.append((pointer("actions", index, "seat"),
                           f"seat {seat} is out of range: seats are 0 to {players - 1} with {players} players"))
    if errors:
        raise InvalidRecord(errors)
