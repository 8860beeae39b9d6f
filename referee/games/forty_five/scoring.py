"""Sides and the score of a hand, in both systems, and the game at 45 (written once, used by score and adjudicate)."""

from operator import add

from referee.cards import card_series
from referee.engine.records import require_players
from referee.games.forty_five import rules
from referee.games.forty_five.rules import CATALOGUE, DIFFERENTIAL, MAX_PLAYERS, MIN_PLAYERS, STANDARD, TRICKS_PER_HAND
from referee.rulings import InvalidRecord, pointer

GAME_POINTS = 45

DEFAULT_SIDES = {
    players: (
        [[0, 2], [1, 3]]
        if players == 4
        else [[0, 2, 4], [1, 3, 5]]
        if players == 6
        else [[seat] for seat in range(players)]
    )
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
}


def resolve_sides(players: int, sides) -> list[list[int]]:
    """The explicit sides, checked to hold every seat exactly once, or the default (forty-five.i-players)."""
    if sides is None:
        return [list(side) for side in DEFAULT_SIDES[players]]
    errors, seen = [], {}
    for side_index, side in enumerate(sides):
        for position, seat in enumerate(side):
            where = pointer("sides", side_index, position)
            if seat >= players:
                errors.append(
                    (where, f"seat {seat} is out of range: seats are 0 to {players - 1} with {players} players")
                )
            elif seat in seen:
                errors.append(
                    (where, f"seat {seat} is already in side {seen[seat]}: every seat is in exactly one side")
                )
            else:
                seen[seat] = side_index
    missing = [seat for seat in range(players) if seat not in seen]
    if missing:
        errors.append(("/sides", f"seats {missing} are in no side: every seat is in exactly one side"))
    if errors:
        raise InvalidRecord(errors)
    return [list(side) for side in sides]


def side_of_seats(sides: list[list[int]]) -> dict[int, int]:
    return {seat: index for index, side in enumerate(sides) for seat in side}


def check_scores_before(scores_before, sides: list) -> list[int]:
    if scores_before is None:
        return [0] * len(sides)
    if len(scores_before) != len(sides):
        raise InvalidRecord.at(
            "/scores_before", f"must hold one score per side: {len(sides)} sides, {len(scores_before)} scores"
        )
    return list(scores_before)


def score_hand(
    tricks: list[int], sides: list[list[int]], scoring: str, scores_before: list[int], complete: bool = True
) -> dict:
    """The score answer for tricks taken per seat; ``complete`` is False for a deal stopped part-way."""
    by_side = [sum(map(tricks.__getitem__, side)) for side in sides]
    if scoring == STANDARD:
        points, rule, why = _standard(by_side, complete)
    else:
        points, rule, why = _differential(by_side, complete)
    totals = list(map(add, scores_before, points))
    winner = _first_at_least(totals, GAME_POINTS)
    if winner is not None:
        rule = rules.SCORE_GAME if scoring == DIFFERENTIAL else rules.GAME_BOTH_SYSTEMS
        why += f"; side {winner} reaches {totals[winner]}, and 45 is game, so side {winner} wins the game"
    return CATALOGUE.ruling(
        rule,
        why + ".",
        sides=sides,
        tricks_by_side=by_side,
        points=points,
        totals=totals,
        game_over=winner is not None,
        winner=winner,
    )


def _first_at_least(values: list[int], least: int) -> int | None:
    """The index of the first value at or above ``least``, or None."""
    for index, value in enumerate(values):
        if value >= least:
            return index
    return None


def _standard(by_side: list[int], complete: bool) -> tuple[list[int], str, str]:
    points = [10 if taken == 5 else 5 if taken >= 3 else 0 for taken in by_side]
    scorer = _first_at_least(points, 1)
    if scorer is not None:
        return points, rules.SCORE_STANDARD, f"Side {scorer} took {by_side[scorer]} tricks and scores {points[scorer]}"
    if not complete:
        return (
            points,
            rules.SCORE_STANDARD,
            (f"No side has taken three tricks so far (tricks by side {by_side}), so nobody has scored yet"),
        )
    if len(by_side) > 2:
        return (
            points,
            rules.NO_MAJORITY,
            (f"No side took three tricks (tricks by side {by_side}), so the hand is spoilt and nobody scores"),
        )
    return points, rules.SCORE_STANDARD, f"No side took three tricks (tricks by side {by_side}), so nobody scores"


def _differential(by_side: list[int], complete: bool) -> tuple[list[int], str, str]:
    most, fewest = max(by_side), min(by_side)
    leaders = [index for index, taken in enumerate(by_side) if taken == most]
    points = [0] * len(by_side)
    if len(leaders) > 1:
        if not complete:
            return (
                points,
                rules.SCORE_DIFFERENTIAL,
                (f"Sides {leaders} tie for most tricks so far with {most} each, so nobody has scored yet"),
            )
        if len(by_side) > 2:
            return (
                points,
                rules.NO_MAJORITY,
                (f"Sides {leaders} tie for most tricks with {most} each, so the hand is spoilt and nobody scores"),
            )
        return (
            points,
            rules.SCORE_DIFFERENTIAL,
            (f"Sides {leaders} tie for most tricks with {most} each, so nobody scores"),
        )
    points[leaders[0]] = 5 * (most - fewest)
    return (
        points,
        rules.SCORE_DIFFERENTIAL,
        (
            f"Side {leaders[0]} took the most tricks ({most}) and the fewest taken "
            f"is {fewest}, so it scores 5 x {most - fewest} = {points[leaders[0]]}"
        ),
    )


def score(request: dict) -> dict:
    """POST /score: the score of one hand from tricks taken per seat."""
    players = request["players"]
    require_players(players, MIN_PLAYERS, MAX_PLAYERS)
    tricks = request["tricks"]
    if len(tricks) != players:
        raise InvalidRecord.at("/tricks", f"must hold one count per seat: {players} players, {len(tricks)} counts")
    if sum(tricks) > TRICKS_PER_HAND:
        raise InvalidRecord.at("/tricks", f"{sum(tricks)} tricks were counted, but a hand has only 5")
    sides = resolve_sides(players, request.get("sides"))
    scores_before = check_scores_before(request.get("scores_before"), sides)
    return score_hand(tricks, sides, request["scoring"], scores_before, complete=sum(tricks) == TRICKS_PER_HAND)


def revoke_score(played: dict, offenders: list[int], scores_before: list[int]) -> dict:
    """forty-five.i-revoke-found applied to the score of the hand as it was played (``played``): each side with a
    seat that revoked (``offenders``, side indexes) scores nothing for the hand, each other side what it took."""
    points = [0 if side in offenders else point for side, point in enumerate(played["points"])]
    totals = list(map(add, scores_before, points))
    winner = _first_at_least(totals, GAME_POINTS)
    cancelled = "; ".join(
        f"side {side} revoked and scores nothing for the hand"
        + (f" (its tricks made {played['points'][side]})" if played["points"][side] else "")
        for side in offenders
    )
    why = f"An established revoke is put right, not replayed: {cancelled}"
    scorers = [side for side, point in enumerate(points) if point]
    if scorers:
        why += "; " + "; ".join(f"side {side} scores the {points[side]} its tricks made" for side in scorers)
    if winner is not None:
        why += f"; side {winner} reaches {totals[winner]}, and 45 is game, so side {winner} wins the game"
    return CATALOGUE.ruling(
        rules.REVOKE_FOUND,
        why + ".",
        sides=played["sides"],
        tricks_by_side=played["tricks_by_side"],
        points=points,
        totals=totals,
        game_over=winner is not None,
        winner=winner,
    )


def dead_hand_score(
    winners: list[int], dead_from: dict, sides: list[list[int]], scoring: str, scores_before: list[int]
) -> dict:
    """forty-five.i-exposure-in-result: the hand scored on its tricks (``winners``: each trick's winner, in order),
    a trick won by a hand dead from an earlier or the same trick (``dead_from``: seat -> the trick of its exposure)
    counting for no one."""
    won = [0] * (max(seat for side in sides for seat in side) + 1)
    void = []
    for index, winner in enumerate(winners):
        if winner in dead_from and index >= dead_from[winner]:
            void.append(index + 1)
        else:
            won[winner] += 1
    scored = score_hand(won, sides, scoring, scores_before)
    dead = ", ".join(f"seat {seat}'s hand is dead from trick {trick + 1}" for seat, trick in sorted(dead_from.items()))
    if void:
        lost = f"{'trick' if len(void) == 1 else 'tricks'} {card_series(map(str, void))}, won by a dead hand, "
        lost += f"{'counts' if len(void) == 1 else 'count'} for no one"
    else:
        lost = "no dead hand won a trick after its exposure"
    facts = {key: value for key, value in scored.items() if key not in ("rule", "basis", "explanation")}
    return CATALOGUE.ruling(
        rules.EXPOSURE_IN_RESULT, f"After an exposure, {dead}: {lost}. {scored['explanation']}", **facts
    )
