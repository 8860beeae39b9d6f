"""The recorded tricks walked through a game's own apply, every position on the way kept: the revoke prover's
view of a deal whose hands were never written down. A record the game cannot have produced is a 422."""

from dataclasses import dataclass

from referee.games.protocol import Game
from referee.engine.records import require_distinct_cards
from referee.rulings import InvalidRecord, pointer


@dataclass(frozen=True)
class Play:
    trick: int
    index: int
    seat: int
    card: str
    before: dict  # the game's position just before this play


def walk(game: Game, request: dict) -> tuple[list[Play], object]:
    """Every play of ``request["tricks"]`` with the position before it, and the game's knowledge for held_at."""
    tricks = request["tricks"]
    cards = [play["card"] for trick in tricks for play in trick]
    require_distinct_cards(cards, lambda: [(("tricks", t, i, "card"), play["card"])
                                           for t, trick in enumerate(tricks) for i, play in enumerate(trick)])
    # A stock given with the tricks is the undealt cards as dealt: each is in it once, and may be played after it
    # is drawn (whether it was, the game's tricks_start decides).
    stock = request.get("stock") or []
    require_distinct_cards(stock, lambda: [(("stock", index), card) for index, card in enumerate(stock)])
    position, knowledge = game.disputes.tricks_start(request)
    plays = []
    for t, trick in enumerate(tricks):
        if not trick:
            raise InvalidRecord.at(pointer("tricks", t), "a trick holds at least one play")
        for i, play in enumerate(trick):
            seat, card = play["seat"], play["card"]
            expected = game.to_act(position)
            if expected is None:
                raise InvalidRecord.at(pointer("tricks", t, i), f"the deal was over before {card} was played")
            if i > 0 and not position["trick"]:
                raise InvalidRecord.at(pointer("tricks", t, i),
                                       f"trick {t} was complete after {i} plays, so {card} cannot belong to it")
            if seat != expected:
                raise InvalidRecord.at(pointer("tricks", t, i, "seat"),
                                       f"seat {expected} plays here (turn order and the last trick's winner), "
                                       f"not seat {seat}")
            if card not in position["hands"][seat]:
                raise InvalidRecord.at(pointer("tricks", t, i, "card"),
                                       f"seat {seat} cannot hold {card} here: the record shows it joining "
                                       f"another hand or the hand later")
            plays.append(Play(t, i, seat, card, position))
            position = game.apply(position, play)
        if position["trick"] and t < len(tricks) - 1:
            raise InvalidRecord.at(pointer("tricks", t), f"trick {t} is incomplete, yet a later trick follows it")
    return plays, knowledge
