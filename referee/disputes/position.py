"""The checks every claim position passes before any game looks at it: a snapshot that no deal can reach is a
422 naming the field, never a ruling."""

from referee.engine.records import require_distinct_cards, require_seat
from referee.rulings import InvalidRecord, pointer


def require_claim_position(request: dict) -> None:
    hands, trick = request["hands"], request["trick"]
    players = len(hands)
    if request.get("players") is not None and request["players"] != players:
        raise InvalidRecord.at("/hands", f"must hold one hand per seat: {request['players']} players, not {players}")
    require_seat(request["claim"]["seat"], players, "/claim/seat")
    # Where a game's claim also gives the captured piles or the cards still to be drawn, they are places too.
    captured, stock = request.get("captured") or [], request.get("stock") or []
    cards = [
        *(card for hand in hands for card in hand),
        *(play["card"] for play in trick),
        *(card for pile in captured for card in pile),
        *stock,
    ]
    require_distinct_cards(
        cards,
        lambda: [
            *((("hands", seat, index), card) for seat, hand in enumerate(hands) for index, card in enumerate(hand)),
            *((("trick", index, "card"), play["card"]) for index, play in enumerate(trick)),
            *(
                (("captured", seat, index), card)
                for seat, pile in enumerate(captured)
                for index, card in enumerate(pile)
            ),
            *((("stock", index), card) for index, card in enumerate(stock)),
        ],
    )
    if len(trick) >= players:
        raise InvalidRecord.at("/trick", f"a trick in progress holds fewer plays than the {players} seats")
    for index, play in enumerate(trick):
        require_seat(play["seat"], players, pointer("trick", index, "seat"))
        if index and play["seat"] != (trick[index - 1]["seat"] + 1) % players:
            raise InvalidRecord.at(
                pointer("trick", index, "seat"),
                f"seat {(trick[index - 1]['seat'] + 1) % players} plays after seat "
                f"{trick[index - 1]['seat']}, not seat {play['seat']}",
            )
    leader = request.get("leader")
    if trick and leader is not None and leader != trick[0]["seat"]:
        raise InvalidRecord.at("/leader", f"seat {trick[0]['seat']} led this trick, not seat {leader}")
    if not trick:
        if leader is None:
            raise InvalidRecord.at("/leader", "give the seat that leads: the trick is empty")
        require_seat(leader, players, "/leader")
    played = {play["seat"] for play in trick}
    sizes = [len(hand) + (seat in played) for seat, hand in enumerate(hands)]
    if len(set(sizes)) > 1:
        raise InvalidRecord.at(
            "/hands",
            "the hands must be equal once the current trick is complete (cards held "
            f"then: {', '.join(str(size) for size in sizes)})",
        )
    if "tricks" not in request["claim"] and "penalty_cards_at_most" not in request["claim"]:
        raise InvalidRecord.at("/claim", "give tricks (the tricks claimed) or penalty_cards_at_most")
    if "tricks" in request["claim"] and "penalty_cards_at_most" in request["claim"]:
        raise InvalidRecord.at("/claim", "give tricks or penalty_cards_at_most, not both")


def claim_leader(request: dict) -> int:
    trick = request["trick"]
    return trick[0]["seat"] if trick else request["leader"]
