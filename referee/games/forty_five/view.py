"""What a Forty-Five seat may see (forty-five.i-view): the turned card and every card played are public; robbing or
announcing the ace shows who holds the ace of trumps; the card a robber gives up is its own secret (it reaches no
other hand, so the engine counts it known only to the robber, whose card it was)."""

from referee.engine.actions import PLAY, ROB
from referee.engine.position import Position
from referee.engine.visibility import Visibility
from referee.games.forty_five.play import legal_bits
from referee.games.forty_five.rules import VIEW


def public(record: dict, position: Position) -> set:
    """The turned card, each card played, and the ace of trumps once a seat robs with it or announces it."""
    seen = {action["card"] for action in record.get("actions") or () if action.get("type", PLAY) == PLAY}
    fields = position.fields
    seen.add(fields.turned)
    if any(choice in ("rob", "announce") for choice in fields.robbed.values()):
        seen.add(fields.ace)
    return seen


def may_play(position: Position, before: list, hand: int) -> int:
    """forty-five.play.follow-or-trump and play.renege (play.legal_bits), with the ace of trumps taken at its full
    rank: a demoted ace reneges on nothing, so counting it a reneging trump only ever proves less."""
    return legal_bits(hand, before, position.fields.trump, False)


def public_turn(position: Position) -> tuple | None:
    """forty-five.i-rob-timing: the ace holder may rob or announce until it plays, so while the engine waits on its
    choice before the opening lead, the table sees only that the opening lead is due. Who holds the ace is its own
    secret until it robs, announces or plays; a turned ace is the dealer's choice, which everyone sees."""
    if position.phase == ROB and position.fields.turned[0] != "A":
        return PLAY, position.leader
    return None


VISIBILITY = Visibility(VIEW, public, may_play, public_turn)
