"""What the dispute desk (referee/disputes) asks of California Jack: positions for its one legality check, the
draws after every trick (known with the stock, unknown without it), claims once the draw pile is empty, card
classes for equivalent-card pruning, and the rectification of a revoke found after the fact."""

from referee.cards import bits_of, suit_of
from referee.engine.actions import OVER
from referee.engine.disputes import Arrivals, Disputes
from referee.engine.position import Position
from referee.games.california_jack.deal import Table, trump_of
from referee.games.california_jack.drawing import draws
from referee.games.california_jack.play import trick_winner
from referee.games.california_jack.rules import (
    ANALYSIS,
    CATALOGUE,
    CLAIM,
    CLAIM_DRAWING,
    CLAIM_STATED_LINE,
    CLAIM_STOCK_UNKNOWN,
    CONDONED,
    EXPOSURE,
    HAND_SIZE,
    PLAYERS,
    RANK_ORDER,
    REVOKE_FOUND,
    REVOKE_PROOF,
    STOCK_SIZE,
    TRICKS_IN_GAME,
    Options,
    other,
)
from referee.games.california_jack.scoring import GAME_POINTS, HONOUR_CARDS, game_winner, pile_total
from referee.rulings import InvalidRecord, pointer

# Draws follow each of the first tricks while the regular 40-card stock lasts (california-jack.draw).
DRAW_ROUNDS = STOCK_SIZE // PLAYERS


def _position(hands, trick, leader, trump, house: Options, stock, captured) -> Position:
    """The play from these hands, this trick and these captured piles, drawing from ``stock`` (top first); over
    already where a captured pile has ended the game."""
    position = Position(PLAYERS, other(leader), hands, leader, Table(trump, None, list(stock), house))
    position.trick = list(trick)
    position.captured = [list(pile) for pile in captured]
    table = position.fields
    table.totals = [pile_total(pile, trump) for pile in captured]
    table.winner = game_winner(captured, trump, house)
    if table.winner is not None:
        position.phase, position.to_act = OVER, None
    elif trick:
        position.to_act = other(trick[-1]["seat"])
    return position


def _draws(tricks: list, stock: list, trump: str, house: Options) -> dict:
    """card -> (seat, trick after which it was drawn), as the stock and the recorded tricks make them."""
    drawn, captured, next_card = {}, [[], []], 0
    for t, trick in enumerate(tricks):
        if len(trick) < PLAYERS:
            break
        winner = trick_winner(trick, trump)["seat"]
        captured[winner] += [play["card"] for play in trick]
        cards = draws(stock, next_card, winner, pile_total(captured[winner], trump), house)
        if cards is None:
            break
        for seat, card in cards:
            drawn[card] = (seat, t)
        next_card += len(cards)
    return drawn


def tricks_start(request: dict) -> tuple[Position, Arrivals]:
    tricks, trump, stock = request["tricks"], request["trump"], request.get("stock")
    if len(tricks) > TRICKS_IN_GAME:
        raise InvalidRecord.at("/tricks", f"a game has at most {TRICKS_IN_GAME} tricks, not {len(tricks)}")
    hands = [[], []]
    for trick in tricks:
        for play in trick:
            hands[play["seat"]].append(play["card"])
    drawn = None
    if stock is not None:
        house = Options.of(request)
        trump_card, named = trump_of(stock, house)
        if named != trump:
            where = "first" if house.face_up else "last"
            raise InvalidRecord.at(
                "/trump", f"the {where} card of the stock, {trump_card}, is the trump card, so the trump is {named}"
            )
        drawn = _draws(tricks, stock, trump, house)
        for t, trick in enumerate(tricks):
            for i, play in enumerate(trick):
                seat, card = play["seat"], play["card"]
                if card in stock and (drawn.get(card, (None, t))[0] != seat or drawn[card][1] >= t):
                    raise InvalidRecord.at(
                        pointer("tricks", t, i, "card"),
                        f"{card} is in the stock and was not yet drawn by seat {seat} when it was played",
                    )
                if card in stock:
                    hands[seat].remove(card)  # it joins the hand when drawn (apply draws it)
    leader = tricks[0][0]["seat"] if tricks and tricks[0] else 0
    position = _position(hands, [], leader, trump, Options.of(request), stock or [], [[], []])
    # Without the stock, any card may have been drawn while draws went on.
    arrivals = Arrivals(unknown_before=DRAW_ROUNDS) if drawn is None else Arrivals(drawn)
    return position, arrivals


def required(position: Position, card: str, proof: str) -> str:
    if suit_of(proof) != suit_of(position.trick[0]["card"]):
        return "trump"
    return "follow-or-trump" if position.fields.house.follow == "follow-or-trump" else "follow"


def rectification(request: dict, revoke: dict) -> dict:
    seat = revoke["seat"]
    return CATALOGUE.ruling(
        REVOKE_FOUND,
        f"The revoke stands and the play is not undone: seat {other(seat)} scores 2 points for it, "
        f"and seat {seat}'s Jack and Game do not count for this hand.",
    )


def claim_start(request: dict) -> tuple[Position, frozenset, int]:
    hands, trick, trump = request["hands"], request["trick"], request["trump"]
    stock, captured = request.get("stock") or [], request.get("captured") or [[], []]
    leader = trick[0]["seat"] if trick else request["leader"]
    position = _position([list(hand) for hand in hands], trick, leader, trump, Options.of(request), stock, captured)
    return position, frozenset({request["claim"]["seat"]}), _still_to_draw(request)


def _still_to_draw(request: dict) -> int | None:
    """The cards left in the draw pile: the stock given, or none once a hand holds fewer than 6 cards (no draw
    refills it any more); None when neither shows it, since hands of 6 may follow the last draw or an earlier one
    (california-jack.i-claim-stock-unknown)."""
    if request.get("stock") is not None:
        return len(request["stock"])
    played = {play["seat"] for play in request["trick"]}
    held = len(request["hands"][0]) + (0 in played)
    return 0 if held < HAND_SIZE else None


def claim_key(position: Position):
    # Hands as bitmasks: the claim search's memo keeps a key per position, and a hand's int is 32 bytes
    # where its frozenset took up to 728.
    # The captured piles decide when a total reaches 10 and the game ends.
    return (
        tuple(position.hands),
        tuple([(play["seat"], play["card"]) for play in position.trick]),
        position.leader,
        tuple([bits_of(pile) for pile in position.captured]),
    )


def card_classes(position: Position) -> dict:
    """Suit, rank, and worth: the Game points and the honour (High, Low, Jack of trumps) the card carries."""
    honours = {card for _name, card in HONOUR_CARDS[position.fields.trump]}
    cards = [card for seat in range(PLAYERS) for card in position.cards(seat)]
    cards += [play["card"] for play in position.trick]
    return {card: (suit_of(card), RANK_ORDER[card[0]], (GAME_POINTS[card], card in honours)) for card in cards}


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
        "claim-drawing": CLAIM_DRAWING,
        "claim-stock-unknown": CLAIM_STOCK_UNKNOWN,
        "exposure": EXPOSURE,
    },
    cards_to_draw=lambda position: position.fields.stock_left,
)
