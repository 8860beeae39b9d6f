"""What a Hearts seat may see (hearts.i-view): every card played is public; the pass is made face down, so a seat
knows only the cards it passed and those passed to it, which reach its hand (the engine counts them its own)."""

from referee.cards import CARD_BITS
from referee.engine.position import Position
from referee.engine.visibility import Visibility
from referee.games.hearts.play import legal_bits
from referee.games.hearts.rules import VIEW


def played(record: dict, position: Position) -> set:
    """Every card of the record's plays: the table saw each one fall, a play the rules refuse included."""
    return {play["card"] for play in record.get("plays") or ()}


def may_play(position: Position, before: list, hand: int) -> int:
    """hearts.play.follow, the one statement of it (play.legal_bits), on a trick's plays so far."""
    return legal_bits(hand, [CARD_BITS[play["card"]] for play in before])


VISIBILITY = Visibility(VIEW, played, may_play)
