"""legal-moves, check-move and trick-winner from a caller's snapshot, under a variant:
each checks the request, then asks the one legality check or trick winner."""

from referee.games.hearts.checks import (located_plays, require_cards_located_if_faulty, require_snapshot,
                                         require_trick_order)
from referee.games.hearts.play import judge_card, legality, trick_winner_play
from referee.games.hearts.rules import Variant
from referee.games.tricks import next_seat
from referee.rulings import InvalidRecord


def _turn_problem(request: dict, variant: Variant) -> dict | None:
    """An out-of-turn ruling when the snapshot shows ``seat`` is not the one to play, else None."""
    seat, trick, players = request.get("seat"), request["trick"], request.get("players")
    if seat is None or not trick:
        return None
    last = trick[-1]
    if seat in {play["seat"] for play in trick}:
        return variant.ruling(variant.out_of_turn, f"Seat {seat} has already played to this trick.")
    if players is not None and seat != next_seat(last["seat"], players):
        return variant.ruling(variant.out_of_turn, f"Seat {last['seat']} played {last['card']}, so seat "
                                                   f"{next_seat(last['seat'], players)} plays next, not seat {seat}.")
    return None


def legal_moves(request: dict, variant: Variant) -> dict:
    require_snapshot(request)
    turn = _turn_problem(request, variant)
    if turn is not None:
        return {"legal": [], **turn}
    hand = request["hand"]
    if not hand:
        return {"legal": [], **variant.ruling(variant.game_over, "You hold no cards: your part in this deal is over.")}
    allowed = legality(hand, request["trick"], variant)
    return variant.ruling(allowed.rule, allowed.explanation, legal=list(allowed.legal))


def check_move(request: dict, variant: Variant) -> dict:
    require_snapshot(request)
    turn = _turn_problem(request, variant)
    if turn is not None:
        return {"legal": False, **turn}
    legal, rule, explanation = judge_card(request["hand"], request["trick"], request["card"], variant)
    return variant.ruling(rule, explanation, legal=legal)


def trick_winner(request: dict, variant: Variant) -> dict:
    plays, players = request["plays"], request.get("players")
    if players is not None and len(plays) != players:
        raise InvalidRecord.at("/plays", f"a complete trick at a {players}-player table holds {players} plays, "
                                         f"not {len(plays)}")
    require_trick_order(plays, players, "plays")
    require_cards_located_if_faulty([play["card"] for play in plays], lambda: located_plays(plays, "plays"), players)
    won = trick_winner_play(plays)
    led = plays[0]["card"]
    if won is plays[0]:
        why = f"{led} was led and no higher card of its suit was played"
    else:
        why = f"{led} was led and {won['card']} is the highest card of that suit played"
    return variant.ruling(variant.follow, f"Seat {won['seat']} wins: {why} (no trumps, ace high).",
                          winner=won["seat"], card=won["card"])

