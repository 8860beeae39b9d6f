"""The recorded tricks walked through a game's own apply, every position on the way kept: the revoke prover's
view of a deal whose hands were never written down. A record the game cannot have produced is a 422."""

from dataclasses import dataclass

from referee.engine.disputes import Arrivals
from referee.engine.game import Rules, play_action
from referee.engine.position import Position
from referee.engine.records import require_distinct_cards
from referee.engine.replay import after
from referee.rulings import InvalidRecord, pointer


@dataclass(frozen=True)
class Play:
    trick: int
    index: int
    seat: int
    card: str
    before: Position  # the game's position just before this play


def walk(rules: Rules, request: dict) -> tuple[list[Play], Arrivals]:
    """Every play of ``request["tricks"]`` with the position before it, and when cards joined the hands."""
    tricks = request["tricks"]
    cards = [play["card"] for trick in tricks for play in trick]
    require_distinct_cards(
        cards,
        lambda: [
            (("tricks", t, i, "card"), play["card"]) for t, trick in enumerate(tricks) for i, play in enumerate(trick)
        ],
    )
    # A stock given with the tricks is the undealt cards as dealt: each is in it once, and may be played after it
    # is drawn (whether it was, the game's tricks_start decides).
    stock = request.get("stock") or []
    require_distinct_cards(stock, lambda: [(("stock", index), card) for index, card in enumerate(stock)])
    position, arrivals = rules.disputes.tricks_start(request)
    plays = []
    for t, trick in enumerate(tricks):
        if not trick:
            raise InvalidRecord.at(pointer("tricks", t), "a trick holds at least one play")
        for i, play in enumerate(trick):
            seat, card = play["seat"], play["card"]
            expected = rules.to_act(position)
            if expected is None:
                raise InvalidRecord.at(pointer("tricks", t, i), f"the deal was over before {card} was played")
            if i > 0 and not position.trick:
                raise InvalidRecord.at(
                    pointer("tricks", t, i), f"trick {t} was complete after {i} plays, so {card} cannot belong to it"
                )
            if seat != expected:
                raise InvalidRecord.at(
                    pointer("tricks", t, i, "seat"),
                    f"seat {expected} plays here (turn order and the last trick's winner), not seat {seat}",
                )
            if not position.holds(seat, card):
                raise InvalidRecord.at(
                    pointer("tricks", t, i, "card"),
                    f"seat {seat} cannot hold {card} here: the record shows it joining another hand or the hand later",
                )
            plays.append(Play(t, i, seat, card, position))
            position = after(rules, position, play_action(play, len(plays) - 1))
        if position.trick and t < len(tricks) - 1:
            raise InvalidRecord.at(pointer("tricks", t), f"trick {t} is incomplete, yet a later trick follows it")
    return plays, arrivals
