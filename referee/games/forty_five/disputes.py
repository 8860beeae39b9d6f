"""What the dispute desk (referee/disputes) asks of Forty-Five: positions for its one legality check (so AH as a
trump, the renege privilege judged against the card led and the demoted ace are all the play module's), the
turned ace that joins the dealer's hand only after trick 1, claims by side, card classes for equivalent-card
pruning, and the rectification of a revoke found after the hand."""

from functools import cache

from referee.cards import card_series
from referee.engine.disputes import Arrivals, Disputes, TrickRules
from referee.engine.position import Position
from referee.engine.records import require_seat
from referee.games.forty_five.deal import Deal
from referee.games.forty_five.play import TrumpTricks
from referee.games.forty_five.rules import (
    ANALYSIS,
    CATALOGUE,
    CLAIM,
    CLAIM_STATED_LINE,
    CONDONED,
    EXPOSURE,
    PLAIN_RANK,
    PLAYED_SUIT,
    PRIVILEGED,
    REVOKE_FOUND,
    REVOKE_PROOF,
    TRICKS_PER_HAND,
    TRUMP_RANK,
    ace_of,
)
from referee.games.forty_five.scoring import resolve_sides
from referee.rulings import InvalidRecord, pointer


def _position(hands: list, trick: list, leader: int, trump: str, demoted: bool) -> Position:
    """The play with these hands and this trick (the seat to act is the play's own: FortyFive.to_act)."""
    players = len(hands)
    position = Position(players, (leader - 1) % players, hands, leader, Deal(trump, demoted))
    position.trick = list(trick)
    return position


def tricks_start(request: dict) -> tuple[Position, Arrivals]:
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
        raise InvalidRecord.at(
            "/turned", f"the turned card names the trump suit, so it cannot be {turned} when the trump is {trump}"
        )
    # The turned ace joins the dealer's hand after the first trick (trick 0).
    arrivals = Arrivals({late_ace: (dealer, 0)} if late_ace is not None else {})
    return _position(hands, [], leader, trump, request["trump_ace_demoted"]), arrivals


def required(position: Position, card: str, proof: str) -> str:
    trump = position.fields.trump
    return "trump" if PLAYED_SUIT[trump][position.trick[0]["card"]] == trump else "follow-or-trump"


def rectification(request: dict, revoke: dict) -> dict:
    players, seat = request["players"], revoke["seat"]
    side = next(side for side in resolve_sides(players, request.get("sides")) if seat in side)
    who = f"seat {seat}" if len(side) == 1 else f"the side of seats {card_series(str(member) for member in side)}"
    return CATALOGUE.ruling(
        REVOKE_FOUND,
        f"The revoke stands and the hand is not replayed: {who} scores nothing for this hand, "
        f"and the other sides score the tricks they took.",
    )


def claim_start(request: dict) -> tuple[Position, frozenset, int]:
    hands, trick, trump = request["hands"], request["trick"], request["trump"]
    players = len(hands)
    sides = resolve_sides(players, request.get("sides"))
    seat = request["claim"]["seat"]
    side = next(side for side in sides if seat in side)
    leader = trick[0]["seat"] if trick else request["leader"]
    return (
        _position([list(hand) for hand in hands], trick, leader, trump, request["trump_ace_demoted"]),
        frozenset(side),
        0,
    )


def claim_key(position: Position):
    # Hands as bitmasks: the claim search's memo keeps a key per position, and a hand's int is 32 bytes
    # where its frozenset took up to 728.
    return tuple(position.hands), tuple([(play["seat"], play["card"]) for play in position.trick]), position.leader


def card_classes(position: Position) -> dict:
    """The suit a card counts as (AH a trump), its rank there, and, for a card with the renege privilege, the card
    itself."""
    trump, demoted = position.fields.trump, position.fields.demoted
    cards = [card for seat in range(position.players) for card in position.cards(seat)]
    cards += [play["card"] for play in position.trick]
    classes = {}
    for card in cards:
        suit = PLAYED_SUIT[trump][card]
        rank = TRUMP_RANK[trump, demoted][card] if suit == trump else PLAIN_RANK[suit][card]
        # each privileged trump its own class: whether it may renege depends on which card was led
        classes[card] = (suit, rank, card if card in PRIVILEGED[trump, demoted] else "")
    return classes


@cache
def _trick_rules(trump: str, demoted: bool) -> TrickRules:
    """The play under one trump as the claim solver searches it (play.TrumpTricks)."""
    tricks = TrumpTricks(trump, demoted)
    return TrickRules(legal=tricks.legal, winner=tricks.winner)


def trick_rules(position: Position) -> TrickRules | None:
    """The play as the claim solver searches it, where every seat still plays (no dead hand is passed over)."""
    fields = position.fields
    return None if fields.dead else _trick_rules(fields.trump, fields.demoted)


DISPUTES = Disputes(
    tricks_start=tricks_start,
    required=required,
    rectification=rectification,
    claim_start=claim_start,
    claim_key=claim_key,
    card_classes=card_classes,
    rule_ids={
        "revoke-proof": REVOKE_PROOF,
        "out-of-turn-condoned": CONDONED,
        "claim": CLAIM,
        "claim-stated-line": CLAIM_STATED_LINE,
        "analysis": ANALYSIS,
        "exposure": EXPOSURE,
    },
    trick_rules=trick_rules,
)
