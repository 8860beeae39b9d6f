"""POST /v1/games/{game}/view and state's ``for_seat`` (api.md v1.3): a record as one seat, or a spectator, may know
it at the point the record has reached.

What is public is the rules' business, so each game states it once, in its folder's ``view.py`` (a ``Visibility``
on its Rules): the cards the whole table has seen, and the duty to follow that makes a failure to follow proof of
a void. Written here once for every game: a seat knows those cards and every card that reached its own hand (dealt,
passed to it, robbed, drawn); every other card, wherever it stands in the record or the answer, becomes null with
the lengths kept; and what the play proves about the other hands is gathered as ``known``."""

import re

from referee.cards import CARD_BITS, SUIT_NAMES, card_series, suit_of
from referee.engine.actions import PLAY
from referee.engine.position import Position
from referee.engine.records import require_seat
from referee.engine.replay import replay
from referee.engine.state import state, state_of
from referee.rulings import InvalidRecord

SUITS = "SHDC"


def known_cards(rules, record: dict, position: Position, seat: int | None) -> frozenset:
    """The cards ``seat`` (None: a spectator) may know at the point the record has reached."""
    public = rules.visibility.public(record, position)
    if seat is None:
        return frozenset(public)
    # The hand as dealt too: a game may keep in ``received`` only the hand a seat holds after a discard and draw.
    dealt = record.get("hands") or ()
    return frozenset(public).union(position.received[seat], dealt[seat] if seat < len(dealt) else ())


def hidden(value, known: frozenset, withheld: str | None = None):
    """``value`` (a record or an answer, as JSON) with every card not in ``known`` made null, the lengths kept; with
    ``withheld``, every other string that names such a card (a sentence) replaced by it (told)."""
    if type(value) is str:
        if value in CARD_BITS:
            return None if value not in known else value
        return value if withheld is None else told(value, known, withheld)
    if type(value) is list:
        return [hidden(each, known, withheld) for each in value]
    if type(value) is dict:
        return {key: hidden(each, known, withheld) for key, each in value.items()}
    return value


CARD_NAMED = re.compile(r"\b[2-9TJQKA][SHDC]\b")


def told(text: str, known: frozenset, withheld: str) -> str:
    """``text`` when every card it names is one the seat may know; else ``withheld``, a sentence that names none."""
    return withheld if any(card not in known for card in CARD_NAMED.findall(text)) else text


def voids(rules, position: Position, known: frozenset) -> list[set]:
    """Per seat, the suits the play so far proves it holds none of: a play that the game's duty to follow would have
    forbidden had the seat held any card of a suit still unseen (a discard on a lead, where trumping or a privilege
    to renege could not explain it). A card drawn since that the seat may not know, or one of that suit, ends it."""
    lacking = [set() for _ in range(position.players)]
    seen = set()
    tricks = [*position.tricks, {"plays": position.trick}] if position.trick else position.tricks
    for trick in tricks:
        plays = trick["plays"]
        for place, play in enumerate(plays):
            if place:
                lacking[play["seat"]] |= _proved_void(rules, position, plays[:place], play["card"], seen)
            seen.add(play["card"])
        for draw in trick.get("draws") or ():
            card = draw["card"]
            if card in known:
                lacking[draw["seat"]].discard(suit_of(card))
            else:
                lacking[draw["seat"]].clear()
    return lacking


def _proved_void(rules, position: Position, before: list, card: str, seen: set) -> set:
    played, may_play = CARD_BITS[card], rules.visibility.may_play
    proved = set()
    for suit in SUITS:
        if suit == suit_of(card):
            continue
        unseen = [other for other in CARD_BITS if suit_of(other) == suit and other not in seen]
        if unseen and all(not may_play(position, before, played | CARD_BITS[other]) & played for other in unseen):
            proved.add(suit)
    return proved


def holdings(position: Position, known: frozenset, seat: int | None) -> list[list]:
    """Per seat, the cards of another seat's hand that ``seat`` may know are there (its own hand is shown whole)."""
    return [
        [] if other == seat else [card for card in position.cards(other) if card in known]
        for other in range(position.players)
    ]


def view(rules, request: dict) -> dict:
    """The view answer: the record as ``request["seat"]`` may know it, and what the play proves of the others."""
    seat = request["seat"]
    record = {key: value for key, value in request.items() if key != "seat"}
    position, _violation = replay(rules, record)
    if seat is not None:
        require_seat(seat, position.players, "/seat")
    known = known_cards(rules, record, position, seat)
    lacking = voids(rules, position, known)
    if seat is not None:
        lacking[seat] = set()
    answer_voids = [[suit for suit in SUITS if suit in each] for each in lacking]
    hidden_count = sum(1 for card in _cards_in(record) if card not in known)
    holds = holdings(position, known, seat)
    proofs = [f"seat {other} holds no {_suit_names(each)}" for other, each in enumerate(answer_voids) if each]
    proofs += [f"seat {other} holds {card_series(cards)}" for other, cards in enumerate(holds) if cards]
    sees = "every card played" if seat is None else "its own cards, every card played"
    explanation = (
        f"{'A spectator' if seat is None else f'Seat {seat}'} sees {sees} and whatever else the rules of the game "
        f"show the table ({rules.visibility.rule}); {'1 card' if hidden_count == 1 else f'{hidden_count} cards'} "
        f"of the record {'is' if hidden_count == 1 else 'are'} hidden from it."
        + (f" It knows that {'; '.join(proofs)}." if proofs else "")
    )
    return rules.catalogue.ruling(
        rules.visibility.rule,
        explanation,
        seat=seat,
        record=hidden(record, known),
        known={"voids": answer_voids, "holds": holds},
    )


def _cards_in(value):
    if type(value) is str and value in CARD_BITS:
        yield value
    elif type(value) is list:
        for each in value:
            yield from _cards_in(each)
    elif type(value) is dict:
        for each in value.values():
            yield from _cards_in(each)


def _suit_names(suits: list) -> str:
    return card_series([SUIT_NAMES[suit] for suit in suits], "or")


def state_answer(rules, record: dict) -> dict:
    """state's answer: for every seat, or with ``for_seat`` for that seat alone."""
    return state_for_seat(rules, record) if "for_seat" in record else state(rules, record)


def state_for_seat(rules, record: dict) -> dict:
    """state's answer with ``for_seat``: only what that seat (None: a spectator) may know. Another seat's hand is its
    cards as nulls, and what the seat to act may do is shown only to that seat."""
    seat = record["for_seat"]
    record = {key: value for key, value in record.items() if key != "for_seat"}
    if rules.visibility is None:
        raise InvalidRecord.at("/for_seat", "this game's referee does not say what each seat may see (it has no views)")
    position, violation = replay(rules, record)
    answer = state_of(rules, position, violation)
    if seat is not None:
        require_seat(seat, position.players, "/for_seat")
    known = known_cards(rules, record, position, seat)
    acting = answer["to_act"]
    turn = rules.visibility.public_turn(position)
    if turn is not None and acting != seat:
        # The engine waits on a choice only the seat making it knows it has: the table sees the turn it can see.
        phase, acting = turn
        answer = {**answer, "phase": phase, "to_act": acting}
        if acting == seat:
            due = position.copy()
            due.phase, due.to_act = phase, acting
            allowed = rules.legality(due)
            answer = {key: value for key, value in answer.items() if key in STATE_KEPT}
            answer.update(rules.catalogue.ruling(allowed.rule, allowed.explanation), legal=list(allowed.legal))
    if acting is not None and acting != seat:
        answer = {key: value for key, value in answer.items() if key in STATE_KEPT}
        answer.update(
            rules.catalogue.ruling(
                rules.visibility.rule,
                f"Seat {acting} is to {'play' if answer['phase'] == PLAY else 'act'}; what it may do depends on its "
                f"own cards, so only seat {acting} is shown it.",
            ),
            legal=[],
        )
    answer = hidden(answer, known)
    if answer.get("violation"):
        violation = answer["violation"]
        violation["explanation"] = told(
            violation["explanation"],
            known,
            f"The action breaks {violation['rule']}; the reason names cards "
            f"{'a spectator' if seat is None else f'seat {seat}'} may not see.",
        )
    answer["explanation"] = told(answer["explanation"], known, "The answer names cards this seat may not see.")
    answer["for_seat"] = seat
    return answer


# The fields of state's answer that show nothing of the seat to act's cards.
STATE_KEPT = ("phase", "to_act", "hands", "trick", "tricks", "score", "violation")
