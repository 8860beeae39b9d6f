"""What the dispute desk (referee/disputes) asks of Auction Forty-Fives: positions for Forty-Five's one legality
check (so the renege privilege is the play module's), claims by side, and the rectification of a renege found after
the fact (auction-forty-fives.i-renege-found). After the draw every hand is complete and nothing joins it, so every
card a seat plays was held from the opening lead."""

from referee.engine.disputes import Arrivals, Disputes
from referee.engine.position import Position
from referee.engine.records import require_seat
from referee.games.auction_forty_fives.rules import (
    ANALYSIS,
    CATALOGUE,
    CLAIM,
    CLAIM_STATED_LINE,
    CONDONED,
    EXPOSURE,
    PLAYER_COUNTS,
    RENEGE_FOUND,
    REVOKE_PROOF,
    TRICKS_PER_HAND,
    side_of,
    sides,
)
from referee.games.forty_five import disputes as forty_five_disputes
from referee.games.forty_five.deal import Deal
from referee.rulings import InvalidRecord, pointer


def require_table(players: int, where: str) -> None:
    if players not in PLAYER_COUNTS:
        raise InvalidRecord.at(where, f"{players} players cannot play: the game takes 4 or 6, in two sides")


def play_position(hands: list, trick: list, leader: int, trump: str) -> Position:
    """Forty-Five's play with these hands and this trick (nobody robs: no ace is demoted)."""
    players = len(hands)
    position = Position(players, (leader - 1) % players, hands, leader, Deal(trump))
    position.trick = list(trick)
    return position


def tricks_start(request: dict) -> tuple[Position, Arrivals]:
    players, tricks = request["players"], request["tricks"]
    require_table(players, "/players")
    if len(tricks) > TRICKS_PER_HAND:
        raise InvalidRecord.at("/tricks", f"a hand has {TRICKS_PER_HAND} tricks, not {len(tricks)}")
    if request.get("bidder") is not None:
        require_seat(request["bidder"], players, "/bidder")
    hands = [[] for _ in range(players)]
    for t, trick in enumerate(tricks):
        for i, play in enumerate(trick):
            require_seat(play["seat"], players, pointer("tricks", t, i, "seat"))
            hands[play["seat"]].append(play["card"])
    leader = tricks[0][0]["seat"] if tricks and tricks[0] else 0
    return play_position(hands, [], leader, request["trump"]), Arrivals()


def rectification(request: dict, revoke: dict) -> dict:
    """The renege found after the fact: the offending side scores nothing for the hand and, if it bid, is set back
    by its bid (auction-forty-fives.i-renege-found)."""
    side = side_of(revoke["seat"])
    seats = " and ".join(str(seat) for seat in sides(request["players"])[side])
    bidder, bid = request.get("bidder"), request.get("bid")
    if bidder is None or bid is None:
        consequence = "and, if it bid, it is set back by its bid"
    elif side_of(bidder) == side:
        consequence = f"and, as it bid, it is set back by its bid of {bid}"
    else:
        consequence = (
            f"(it did not bid, so it loses nothing more), and side {1 - side}'s bid of {bid} is scored as usual"
        )
    return CATALOGUE.ruling(
        RENEGE_FOUND,
        f"The renege stands and the hand is not replayed: side {side} (seats {seats}) scores nothing for this hand "
        f"{consequence}.",
    )


def claim_start(request: dict) -> tuple[Position, frozenset, int]:
    hands, trick = request["hands"], request["trick"]
    require_table(len(hands), "/hands")
    leader = trick[0]["seat"] if trick else request["leader"]
    claimers = frozenset(sides(len(hands))[side_of(request["claim"]["seat"])])
    return play_position([list(hand) for hand in hands], trick, leader, request["trump"]), claimers, 0


DISPUTES = Disputes(
    tricks_start=tricks_start,
    required=forty_five_disputes.required,
    rectification=rectification,
    claim_start=claim_start,
    claim_key=forty_five_disputes.claim_key,
    trick_rules=forty_five_disputes.trick_rules,
    card_classes=forty_five_disputes.card_classes,
    rule_ids={
        "revoke-proof": REVOKE_PROOF,
        "out-of-turn-condoned": CONDONED,
        "claim": CLAIM,
        "claim-stated-line": CLAIM_STATED_LINE,
        "analysis": ANALYSIS,
        "exposure": EXPOSURE,
    },
)
