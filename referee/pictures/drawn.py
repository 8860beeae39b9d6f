"""What a picture is drawn from, gathered once for either view; with ``for_seat``, only what that seat may know."""

from dataclasses import dataclass

from referee.engine.actions import PLAY, Action
from referee.engine.replay import replay
from referee.engine.view import hidden, known_cards
from referee.games import GAMES, PICTURES, RULES
from referee.games.picturing import PictureFacts
from referee.operations import find, load_request, run_operation
from referee.pictures.cards import holding_order
from referee.rulings import InvalidRecord


@dataclass(frozen=True)
class Drawn:
    """Everything a picture is drawn from: the record as loaded, the answers every shell gives for it, the record's
    actions as the engine reads them, and what the game tells the picture."""

    game: str
    name: str
    record: dict
    answer: dict  # adjudicate's
    state: dict  # state's
    actions: list[Action]
    facts: PictureFacts
    # Whom the picture is drawn for, in words ("seat 2", "a spectator"); None: the whole record, every card shown.
    # Drawn for a seat, the record and both answers hold None for each card that seat may not know.
    viewer: str | None = None

    @property
    def dealt(self) -> list:
        return self.facts.dealt(self.record, self.answer)

    def held_order(self, as_dealt: bool = False) -> dict:
        """Where each card goes in a hand as a player holds it (referee.pictures.cards.holding_order): with the trump
        known when the cards were dealt (``as_dealt``), else with the trump known once the actions before the play
        were taken."""
        trump = (self.facts.trump_dealt if as_dealt else self.facts.trump)(self.record, self.answer)
        return holding_order(self.facts.ranking(trump), trump)

    @property
    def titled(self) -> str:
        """The game's name, and whom the picture is drawn for where it is one seat: "Hearts, as seat 2 may see it"."""
        return self.name if self.viewer is None else f"{self.name}, as {self.viewer} may see it"

    @property
    def players(self) -> int:
        return len(self.dealt)

    @property
    def violation(self) -> dict | None:
        return self.answer.get("violation")

    @property
    def phases_before_play(self) -> list[str]:
        """The phases of the record's actions before the play, in the order each was first taken."""
        return list(dict.fromkeys(action.phase for action in self.actions if action.phase != PLAY))

    def offending_action(self) -> Action | None:
        """The action the violation names: its index in its own list, in its phase where the violation says one."""
        violation = self.violation
        if violation is None:
            return None
        named = [action for action in self.actions if action.index == violation.get("index")]
        if violation.get("phase"):
            named = [action for action in named if action.phase == violation["phase"]]
        named.sort(key=lambda action: (action.card != violation.get("card"), action.seat != violation.get("seat")))
        return named[0] if named else None


def drawn(game: str, body) -> Drawn:
    """What a picture of ``body`` is drawn from; InvalidRecord (a 422) where ``state`` refuses the body. The picture
    takes every body ``state`` takes: a record cut where adjudicate cannot judge it yet (a pass still to be made) is
    drawn from what ``state`` answers. With ``for_seat`` (a seat, or None: a spectator), state answers for that seat
    alone, and the record and adjudicate's answer are cut to what it may know (seen_by)."""
    adjudicate = find(game, "adjudicate")
    state = run_operation(find(game, "state"), body)
    for_seat = type(body) is dict and FOR_SEAT in body
    judged = {key: value for key, value in body.items() if key != FOR_SEAT} if for_seat else body
    record = load_request(adjudicate, judged)
    try:
        answer = run_operation(adjudicate, judged)
    except InvalidRecord:
        answer = answer_from_state(state)
    if not for_seat:
        return Drawn(game, GAMES[game].name, record, answer, state, list(RULES[game].actions(record)), PICTURES[game])
    seat = body[FOR_SEAT]
    viewer = "a spectator" if seat is None else f"seat {seat}"
    # The cards are the engine's to tell (referee.engine.view), as state's answer for the seat has them.
    position, _violation = replay(RULES[game], record)
    known = known_cards(RULES[game], record, position, seat)
    record, answer = (seen_by(each, known, viewer) for each in (record, answer))
    actions = list(RULES[game].actions(record))
    return Drawn(game, GAMES[game].name, record, answer, state, actions, PICTURES[game], viewer)


FOR_SEAT = "for_seat"


def seen_by(value, known: frozenset, viewer: str):
    """``value`` (a record or an answer) as ``viewer`` may know it: each card not in ``known`` None, and each sentence
    that names one (an explanation, a ruling's reason) in words that name none."""
    return hidden(value, known, f"Withheld: these words name cards {viewer} may not see.")


def refuse_for_seat(body, view: str) -> None:
    """InvalidRecord (a 422 naming /for_seat) for a body with ``for_seat`` in a view that reviews the whole deal after
    it is played: what one seat saw is the deal and position views'."""
    if type(body) is dict and FOR_SEAT in body:
        raise InvalidRecord.at(
            f"/{FOR_SEAT}",
            f"the {view} view reviews the whole deal, every hand shown; draw what one seat may see with view=deal or "
            "view=position",
        )


def drawn_result(game: str, body) -> tuple[Drawn, dict]:
    """What the result view of ``body`` is drawn from, and ``result``'s answer; InvalidRecord (a 422) where ``result``
    refuses the body, and for a body with ``for_seat`` (refuse_for_seat). The tricks drawn are the result's, as the cards fell, past any irregularity."""
    refuse_for_seat(body, "result")
    operation = find(game, "result")
    answer = run_operation(operation, body)
    record = load_request(operation, body)
    shown = {**answer, "tricks": answer["as_played"]["tricks"], "violation": None, "irregularities": []}
    seen = Drawn(game, GAMES[game].name, record, shown, {}, list(RULES[game].actions(record)), PICTURES[game])
    return seen, answer


def drawn_analysis(game: str, body) -> tuple[Drawn, dict]:
    """What the analysis view of ``body`` is drawn from (the deal view's facts), and ``analysis``'s answer;
    InvalidRecord (a 422) where either refuses the body, and for a body with ``for_seat`` (refuse_for_seat)."""
    refuse_for_seat(body, "analysis")
    answer = run_operation(find(game, "analysis"), body)
    return drawn(game, body), answer


def answer_from_state(state: dict) -> dict:
    """What the picture reads of an adjudicate answer, from state's: the tricks (the one in progress last), the score,
    the violation and the ruling."""
    trick = state["trick"]
    in_progress = [{"leader": trick[0]["seat"], "plays": trick, "winner": None, "card": None}] if trick else []
    return {**state, "tricks": [*state["tricks"], *in_progress]}
