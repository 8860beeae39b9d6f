"""The pass before play, a phase of the deal (hearts.pass, hearts.i-pass-rotation, hearts.i-pass-record): which
way the cards go on this deal, what a seat must pass, whether its pass is legal, and the hands the pass leaves."""

from collections.abc import Callable

from referee.engine.actions import PASS, Action
from referee.engine.position import Position
from referee.games.hearts.rules import PASS_SIZE, Variant
from referee.games.wording import counted
from referee.rulings import InvalidRecord

EVEN_CYCLE = ("left", "right", "across", "hold")
ODD_CYCLE = ("left", "right", "hold")


def has_across(players: int) -> bool:
    return players % 2 == 0


def direction_of(request: dict, variant: Variant) -> str | None:
    """The direction of this deal's pass ("hold" when nothing is passed), or None where no passing is played."""
    players = request["players"]
    named = request.get("pass_direction")
    if named is not None:
        if named == "across" and not has_across(players):
            raise InvalidRecord.at(
                "/pass_direction",
                f"a {players}-player table has no seat across: pass left, right or hold ({variant.pass_rotation})",
            )
        return named
    if variant.house.passing == "none":
        return None
    if request.get("hand_number") is None:
        raise InvalidRecord.at(
            "/hand_number",
            "passing left-right-across-hold needs the deal's hand_number (0 for the first deal) or a pass_direction",
        )
    cycle = EVEN_CYCLE if has_across(players) else ODD_CYCLE
    return cycle[request["hand_number"] % len(cycle)]


def offset(direction: str, players: int) -> int:
    """How many seats to the left the cards go."""
    return {"left": 1, "right": players - 1, "across": players // 2, "hold": 0}[direction]


def actions(request: dict) -> list[Action]:
    """The record's passes, one action a seat in seat order (index the passing seat)."""
    return [
        Action(PASS, seat, seat, cards, cards=tuple(cards)) for seat, cards in enumerate(request.get("passes") or ())
    ]


def fault(position: Position, action: Action) -> tuple[str, str, str | None] | None:
    """The rule a seat's pass breaks, why, and the card at fault; None when it is legal."""
    fields, seat, passed = position.fields, action.seat, action.entry
    variant, direction = fields.variant, fields.direction
    if len(set(passed)) != len(passed) or len(passed) != (0 if direction == "hold" else PASS_SIZE):
        why = (
            "nothing is passed on a hold deal"
            if direction == "hold"
            else f"each player passes {counted(PASS_SIZE, 'card')} {direction}"
        )
        return variant.pass_record, f"Seat {seat} passed {', '.join(passed) or 'nothing'}, but {why}.", None
    missing = [card for card in passed if not position.holds(seat, card)]
    if missing:
        return variant.not_held, f"Seat {seat} passed {', '.join(missing)}, which it was not dealt.", missing[0]
    return None


def act(position: Position, action: Action, opening: Callable[[Position], Position]) -> dict | None:
    """A seat's pass judged and, when legal, made: the cards leave its hand; they reach the receiving hands once
    every seat has passed (the cards received are not looked at before one's own pass is made), and then
    ``opening`` (the deal's) settles the opening lead."""
    if position.phase != PASS or action.seat != position.to_act:
        return _violation(
            position.fields.variant,
            position.fields.variant.pass_record,
            action.seat,
            f"Seat {action.seat} passed out of order: seat {position.to_act} passes next.",
        )
    found = fault(position, action)
    if found is not None:
        return _violation(position.fields.variant, found[0], action.seat, found[1], found[2])
    for card in action.entry:
        position.take(action.seat, card)
    position.fields.passes.append(list(action.entry))
    position.to_act = action.seat + 1
    if position.to_act == position.players:
        opening(made(position))
    return None


def made(position: Position) -> Position:
    """The pass complete: each seat receives what the seat ``offset`` to its right passed, after its own cards
    (hearts.i-pass-record); the opening lead comes next."""
    fields, players = position.fields, position.players
    if fields.passes and fields.direction != "hold":
        shift = offset(fields.direction, players)
        for seat in range(players):
            for card in fields.passes[(seat - shift) % players]:
                position.give(seat, card)
    fields.passed_hands = [position.cards(seat) for seat in range(players)]
    return position


def choices(position: Position) -> dict:
    """What the seat to act must pass: the ruling, how many cards and which way (the pass phase's state)."""
    fields = position.fields
    variant, direction, seat = fields.variant, fields.direction, position.to_act
    count = 0 if direction == "hold" else PASS_SIZE
    what = "nothing: this is a hold deal" if direction == "hold" else f"{counted(PASS_SIZE, 'card')} {direction}"
    return {
        **variant.ruling(variant.passing, f"Seat {seat} passes {what}, face down, before the opening lead."),
        "pass": {"count": count, "direction": direction},
    }


def _violation(variant: Variant, rule: str, seat: int, explanation: str, card: str | None = None) -> dict:
    return variant.ruling(rule, explanation, phase="pass", index=seat, seat=seat, card=card)


def chosen(record: dict, rng, variant: Variant) -> dict:
    """The pass before the opening lead where the record's house rules play one (hearts.pass, i-pass-rotation),
    chosen with the random source: the deal's number when the record names neither it nor a direction, then
    3 cards from each hand (none on a hold deal). A record with its passes, or with no passing, is as it was."""
    if "passes" in record or (variant.house.passing == "none" and record.get("pass_direction") is None):
        return record
    if record.get("hand_number") is None and record.get("pass_direction") is None:
        record = {**record, "hand_number": rng.randrange(12)}  # a whole cycle of either rotation (4 and 3 long)
    direction = direction_of(record, variant)
    return {
        **record,
        "passes": [[] if direction == "hold" else rng.sample(hand, PASS_SIZE) for hand in record["hands"]],
    }
