"""What the dispute desk (referee/disputes) asks of Hearts and Auction Hearts: the engine's positions (with the house
rules, so every option the legality check reads is in them), the claim key, card classes for equivalent-card
pruning, penalty cards, and the rectification of a revoke found after the hand."""

from dataclasses import dataclass

from referee.cards import RANKS, SUIT_NAMES, suit_of
from referee.engine.actions import OVER
from referee.engine.disputes import Arrivals, Disputes, TrickRules
from referee.engine.position import Position
from referee.engine.records import require_seat
from referee.engine.tricks import next_seat
from referee.games.hearts.deal import (
    Deal,
    located_cards,
    located_hands,
    located_plays,
    lowest_club,
    require_cards_located_if_faulty,
)
from referee.games.hearts.play import breaks, legal_bits, winning_place
from referee.games.hearts.rules import (
    ANALYSIS,
    CARDS_EACH,
    CLAIM,
    CLAIM_STATED_LINE,
    CONDONED,
    HEARTS,
    HOUSE_RULE_NAMES,
    REVOKE,
    REVOKE_FOUND,
    REVOKE_PROOF,
    SUIT_COUNTS,
    Options,
    Variant,
)
from referee.games.hearts.scoring import card_points
from referee.rulings import InvalidRecord, pointer


@dataclass(frozen=True)
class DisputeRules:
    """The rule ids a game played with Hearts' play cites on the dispute desk."""

    revoke_proof: str
    revoke_found: str
    claim: str
    claim_stated_line: str
    analysis: str  # what the analysis values each play by (i-analysis)
    condoned: str  # a play out of turn that stands (i-out-of-turn-condoned)
    exposure: str  # the rule that says an exposed card carries no penalty
    # Auction Hearts: the revoker also pays the bid (Foster's law 24).
    pays_bid: bool = False


def _position(
    variant: Variant,
    hands: list,
    trick: list,
    leader: int,
    penalty_suit: str,
    house_rules: dict | None = None,
    played: list | None = None,
) -> Position:
    """A position for the one legality check: under ``house_rules`` (the request's options), with ``played`` (the
    cards of the completed tricks, which tell it the first trick and broken hearts) among the captured cards;
    who took them matters to no claim, which counts only the tricks still to come."""
    players, played = len(hands), played or []
    fields = Deal(variant.under(Options.of(house_rules or {})), penalty_suit)
    position = Position(players, 0, hands, leader, fields)
    position.trick = list(trick)
    position.captured[0] = list(played)
    if fields.variant.house.restricts_play:
        fields.broken_by = next((card for card in played if breaks(card, penalty_suit, fields.variant)), None)
        if not played and fields.variant.house.opening_lead == "two-of-clubs":
            fields.opening_card = lowest_club([card for hand in hands for card in hand])
    if trick:
        position.to_act = next_seat(trick[-1]["seat"], players)
    elif not position.hands[leader]:
        position.phase, position.to_act = OVER, None
    return position


def tricks_start(variant: Variant, request: dict) -> tuple[Position, Arrivals]:
    players, tricks = request["players"], request["tricks"]
    if len(tricks) > CARDS_EACH[players]:
        raise InvalidRecord.at(
            "/tricks", f"a {players}-player deal has {CARDS_EACH[players]} tricks, not {len(tricks)}"
        )
    plays = [play for trick in tricks for play in trick]
    for t, trick in enumerate(tricks):
        for i, play in enumerate(trick):
            require_seat(play["seat"], players, pointer("tricks", t, i, "seat"))
    require_cards_located_if_faulty(
        [play["card"] for play in plays],
        lambda: [where for t, trick in enumerate(tricks) for where in located_plays(trick, "tricks", t)],
        players,
    )
    hands = [[] for _ in range(players)]
    for play in plays:
        hands[play["seat"]].append(play["card"])
    leader = tricks[0][0]["seat"] if tricks and tricks[0] else 0
    # The whole pack is dealt at the start: a card played later was in the hand all along.
    return _position(variant, hands, [], leader, request.get("penalty_suit", "H")), Arrivals()


def required(position: Position, card: str, proof: str) -> str:
    return "follow"


def claim_start(variant: Variant, request: dict) -> tuple[Position, frozenset, int]:
    """The claim's position; house rules that depend on the deal so far need played (hearts.i-played)."""
    hands, trick = request["hands"], request["trick"]
    players = len(hands)
    house_rules = {name: request[name] for name in HOUSE_RULE_NAMES if name in request}
    played = request.get("played")
    if played is None and Options.of(house_rules).restricts_play:
        raise InvalidRecord.at(
            "/played",
            "these house rules depend on the deal so far: give played, the cards of "
            "the completed tricks ([] on the first trick)",
        )
    played = played or []
    require_cards_located_if_faulty(
        [card for hand in hands for card in hand] + [play["card"] for play in trick] + played,
        lambda: located_hands(hands, "hands") + located_plays(trick, "trick") + located_cards(played, "played"),
        players,
    )
    position = _position(
        variant,
        hands,
        trick,
        trick[0]["seat"] if trick else request["leader"],
        request.get("penalty_suit", "H"),
        house_rules,
        played,
    )
    return position, frozenset({request["claim"]["seat"]}), 0


def claim_key(position: Position):
    # Hands as bitmasks: the claim search's memo keeps a key per position, and a hand's int is 32 bytes
    # where its frozenset took up to 728.
    return tuple(position.hands), tuple([(play["seat"], play["card"]) for play in position.trick]), position.leader


def card_classes(position: Position) -> dict:
    """Suit, rank (ace high) and worth (what the card scores under the house rules: the queen of spades and the
    jack of diamonds may count apart): adjacent cards of a suit in one hand with one worth win and lose alike."""
    fields = position.fields
    worth = card_points(fields.variant.house)
    penalty_suit = fields.penalty_suit
    cards = [card for seat in range(position.players) for card in position.cards(seat)]
    cards += [play["card"] for play in position.trick]
    return {
        card: (
            suit_of(card),
            RANKS.index(card[0]),
            int(suit_of(card) == penalty_suit) if penalty_suit != "H" else worth.get(card, 0),
        )
        for card in cards
    }


def penalty_taken(position: Position, cards: list) -> int:
    """The penalty cards among ``cards``: the penalty suit, and the queen of spades where it scores."""
    fields = position.fields
    scoring = fields.variant.scoring_cards(fields.penalty_suit)
    return sum(1 for card in cards if card in scoring)


def penalty_name(position: Position) -> str | None:
    """The penalty suit's name ("hearts"); None before an auction has named it."""
    suit = position.fields.penalty_suit
    return SUIT_NAMES[suit] if suit is not None else None


def rectification(variant: Variant, ids: DisputeRules, request: dict, revoke: dict) -> dict:
    suit = request.get("penalty_suit", "H")
    count = SUIT_COUNTS[request["players"]][suit]
    bid = " and pays the amount of the bid in addition" if ids.pays_bid else ""
    return variant.ruling(
        ids.revoke_found,
        f"The revoke was not corrected before the trick was turned, so it stands: seat "
        f"{revoke['seat']} is charged with every {SUIT_NAMES[suit][:-1]} of the hand ({count}) as "
        f"if it had taken them all{bid}, and the others are charged with none.",
    )


HEARTS_TRICKS = TrickRules(legal=legal_bits, winner=winning_place)


def trick_rules(position: Position) -> TrickRules | None:
    """The play as the claim solver searches it: the seed's play (hearts.play.follow, beats()), the same at every
    trick; house rules that restrict the play ask the deal so far, and the general search answers for them."""
    return None if position.fields.variant.house.restricts_play else HEARTS_TRICKS


def disputes(variant: Variant, ids: DisputeRules) -> Disputes:
    return Disputes(
        tricks_start=lambda request: tricks_start(variant, request),
        required=required,
        rectification=lambda request, revoke: rectification(variant, ids, request, revoke),
        claim_start=lambda request: claim_start(variant, request),
        claim_key=claim_key,
        card_classes=card_classes,
        rule_ids={
            "revoke-proof": ids.revoke_proof,
            "revoke-found": ids.revoke_found,
            "out-of-turn-condoned": ids.condoned,
            "claim": ids.claim,
            "claim-stated-line": ids.claim_stated_line,
            "analysis": ids.analysis,
            "exposure": ids.exposure,
        },
        penalty_taken=penalty_taken,
        penalty_name=penalty_name,
        trick_rules=trick_rules,
    )


DISPUTES = disputes(
    HEARTS,
    DisputeRules(
        revoke_proof=REVOKE_PROOF,
        revoke_found=REVOKE_FOUND,
        claim=CLAIM,
        claim_stated_line=CLAIM_STATED_LINE,
        analysis=ANALYSIS,
        condoned=CONDONED,
        exposure=REVOKE,
    ),
)
