"""What the dispute desk (referee/disputes) asks of Forty-Five: positions for its one legality check (so AH as a
trump, the renege privilege judged against the card led and the demoted ace are all the play module's), the
turned ace that joins the dealer's hand only after trick 1, claims by side, card classes for equivalent-card
pruning, and the rectification of a revoke found after the hand."""

from referee.cards import bits_of, card_series
from referee.games.forty_five import rules as r
from referee.games.forty_five.rules import (CATALOGUE, PLAIN_RANK, PLAYED_SUIT, PRIVILEGED, TRICKS_PER_HAND,
                                            TRUMP_RANK, ace_of)
from referee.games.forty_five.scoring import resolve_sides
from referee.games.protocol import Disputes
from referee.engine.records import require_seat
from referee.rulings import InvalidRecord, pointer


def _position(hands: list, trick: list, leader: int, trump: str, demoted: bool) -> dict:
    players = len(hands)
    return {"hands": hands, "trick": list(trick), "leader": leader, "trump": trump, "demoted": demoted,
            "tricks_won": [0] * players, "players": players}


def tricks_start(request: dict) -> tuple[dict, tuple]:
    players, tricks, trump = request["players"], request["tricks"], request["trump"]
    resolve_sides(players, request.get("sides"))  # the rectification names the revoker's side
    if len(tricks) > TRICKS_PER_HAND:
        raise InvalidRecord.at("/tricks", f"a hand has {TRICKS_PER_HAND} tricks, not {len(tricks)}")
    hands = [[] for _ in range(players)]
    for t, trick in enumerate(tricks):
        for i, play in enumerate(trick):
            require_seat(play["seat"], players, pointer("tricks", t, i, "seat"))
            hands[play["seat"]].append(play["card"])
    leader = tricks[0][0]["seat"] if tricks and tricks[0] else 0
    # The dealer sits to the right of the opening leader (forty-five.play.lead). Unless the turned card is known
    # to be something else, the ace of trumps may have been turned and taken in by the dealer after trick 1.
    turned = request.get("turned")
    dealer = (leader - 1) % players
    late_ace = ace_of(trump) if turned is None or turned == ace_of(trump) else None
    if turned is not None and turned[1] != trump:
        raise InvalidRecord.at("/turned", f"the turned card names the trump suit, so it cannot be {turned} when "
                                          f"the trump is {trump}")
    return _position(hands, [], leader, trump, request["trump_ace_demoted"]), (dealer, late_ace)


def held_at(knowledge: tuple, seat: int, card: str, trick: int) -> bool:
    dealer, late_ace = knowledge
    return not (trick == 0 and seat == dealer and card == late_ace)


def required(position: dict, card: str, proof: str) -> str:
    trump = position["trump"]
    return "trump" if PLAYED_SUIT[trump][position["trick"][0]["card"]] == trump else "follow-or-trump"


def rectification(request: dict, revoke: dict) -> dict:
    players, seat = request["players"], revoke["seat"]
    side = next(side for side in resolve_sides(players, request.get("sides")) if seat in side)
    who = f"seat {seat}" if len(side) == 1 else f"the side of seats {card_series(str(member) for member in side)}"
    return CATALOGUE.ruling(r.REVOKE_FOUND,
                            f"The revoke stands and the hand is not replayed: {who} scores nothing for this hand, "
                            f"and the other sides score the tricks they took.")


def claim_start(request: dict) -> tuple[dict, frozenset, int]:
    hands, trick, trump = request["hands"], request["trick"], request["trump"]
    players = len(hands)
    sides = resolve_sides(players, request.get("sides"))
    seat = request["claim"]["seat"]
    side = next(side for side in sides if seat in side)
    leader = trick[0]["seat"] if trick else request["leader"]
    return _position([list(hand) for hand in hands], trick, leader, trump, request["trump_ace_demoted"]), \
        frozenset(side), 0


def claim_key(position: dict):
    # Hands as bitmasks: the claim search's memo keeps a key per position, and a hand's int is 32 bytes
    # where its frozenset took up to 728.
    return (tuple([bits_of(hand) for hand in position["hands"]]),
            tuple((play["seat"], play["card"]) for play in position["trick"]), position["leader"])


def card_classes(position: dict) -> dict:
    """The suit a card counts as (AH a trump), its rank there, and whether it has the renege privilege."""
    trump, demoted = position["trump"], position["demoted"]
    cards = [card for hand in position["hands"] for card in hand] + [play["card"] for play in position["trick"]]
    classes = {}
    for card in cards:
        suit = PLAYED_SUIT[trump][card]
        rank = TRUMP_RANK[trump, demoted][card] if suit == trump else PLAIN_RANK[suit][card]
        classes[card] = (suit, rank, int(card in PRIVILEGED[trump, demoted]))
    return classes


DISPUTES = Disputes(
    tricks_start=tricks_start, held_at=held_at, required=required, rectification=rectification,
    claim_start=claim_start, claim_key=claim_key, card_classes=card_classes, penalty_taken=None,
    catalogue=CATALOGUE, rule_ids={"revoke-proof": r.REVOKE_PROOF, "claim": r.CLAIM},
)
