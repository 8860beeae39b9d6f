"""What a California Jack seat may see (california-jack.i-view): every card played and the turned trump card; with
the stock face up (california-jack.classic.face-up) its top card and every card drawn from it too. A card a seat
draws from a face-down stock only that seat knows (the engine counts every card that reached its hand)."""

from referee.engine.position import Position
from referee.engine.visibility import Visibility
from referee.games.california_jack.play import allowed
from referee.games.california_jack.rules import VIEW


def public(record: dict, position: Position) -> set:
    table = position.fields
    seen = {play["card"] for play in record.get("plays") or ()}
    if table.trump_card is not None:
        seen.add(table.trump_card)
    if table.house.face_up:  # every card drawn so far, and the one now on top
        seen.update(table.stock[: table.drawn + 1])
    return seen


def may_play(position: Position, before: list, hand: int) -> int:
    """california-jack.play.follow and its house rules (play.allowed), as the position's options have them."""
    table = position.fields
    led = before[0]["card"] if before else None
    return allowed(hand, table.trump, led, table.house.void_must_trump, table.house.follow)[0]


VISIBILITY = Visibility(VIEW, public, may_play)
