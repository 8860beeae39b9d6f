"""The snapshot endpoints: legal-moves, check-move and trick-winner, each a check of the request then one rule call."""

from referee.games.forty_five import rules as r
from referee.games.forty_five.play import judge, trick_winner as decide_trick
from referee.games.forty_five.rules import CATALOGUE
from referee.games.forty_five.scoring import MAX_PLAYERS, MIN_PLAYERS
from referee.games.records import require_distinct_cards, require_players, require_seat
from referee.games.tricks import next_seat
from referee.rulings import InvalidRecord, pointer


def _check_trick(trick: list, players, field: str) -> None:
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


def _out_of_turn(request: dict) -> str | None:
    """Why the given seat may not play now, or None when it may (or no seat was given)."""
    seat, trick, players = request.get("seat"), request["trick"], request.get("players")
    if seat is None:
        return None
    if any(play["seat"] == seat for play in trick):
        return f"Seat {seat} has already played to this trick, so it is not its turn."
    if players is not None and trick:
        expected = next_seat(trick[-1]["seat"], players)
        if seat != expected:
            return f"Seat {trick[-1]['seat']} played last, so seat {expected} plays next, not seat {seat}."
    return None


def _load_snapshot(request: dict):
    players = request.get("players")
    if players is not None:
        require_players(players, MIN_PLAYERS, MAX_PLAYERS)
        if len(request["trick"]) >= players:
            raise InvalidRecord.at("/trick", f"{len(request['trick'])} plays is a complete trick for {players} "
                                             f"players: nobody is left to play")
        if request.get("seat") is not None:
            require_seat(request["seat"], players, "/seat")
    _check_trick(request["trick"], players, "trick")
    trick, hand = request["trick"], request["hand"]
    require_distinct_cards([*(play["card"] for play in trick), *hand],
                           lambda: [*((("trick", i, "card"), play["card"]) for i, play in enumerate(trick)),
                                    *((("hand", i), card) for i, card in enumerate(hand))])
    return judge(request["hand"], request["trick"], request["trump"], request["trump_ace_demoted"])


def legal_moves(request: dict) -> dict:
    judgement = _load_snapshot(request)
    refusal = _out_of_turn(request)
    if refusal:
        return CATALOGUE.ruling(r.OUT_OF_TURN, refusal, legal=[])
    return judgement.answer()


def check_move(request: dict) -> dict:
    judgement = _load_snapshot(request)
    refusal = _out_of_turn(request)
    if refusal:
        return CATALOGUE.ruling(r.OUT_OF_TURN, refusal, legal=False)
    legal, rule, why = judgement.verdict(request["card"])
    return CATALOGUE.ruling(rule, why, legal=legal)


def trick_winner(request: dict) -> dict:
    plays, players = request["plays"], request.get("players")
    if players is not None:
        require_players(players, MIN_PLAYERS, MAX_PLAYERS)
        if len(plays) > players:
            raise InvalidRecord.at("/plays", f"{len(plays)} plays is longer than a trick of {players} players")
    _check_trick(plays, players, "plays")
    require_distinct_cards([play["card"] for play in plays],
                           lambda: ((("plays", i, "card"), play["card"]) for i, play in enumerate(plays)))
    return decide_trick(plays, request["trump"], request["trump_ace_demoted"])
