"""The one protocol every game implements: a ``Rules`` subclass, as python-chess's variants subclass ``Board``.

The engine (replay, snapshot, state), the dispute desk, dealing, batches and the conformance suite ask a game
only through these members, and ask every one (tests/rules/test_protocol_members.py). A game overrides the hooks its
rules need and inherits the rest; each hook is the one statement of its fact for that game (legality, applying an
action, the score).
"""

import random
from collections.abc import Callable
from dataclasses import dataclass

from referee.engine.actions import PLAY, Action
from referee.engine.disputes import Disputes
from referee.engine.position import Position
from referee.engine.visibility import Visibility
from referee.rulings import InvalidRecord, RuleCatalogue, pointer


@dataclass(frozen=True)
class Dealing:
    """How a game deals, stated once: the fair deal (referee/dealing.py, referee-deal-v1) and the random deals
    of the property tests both deal through it."""

    # The rule a deal follows (the deal answer cites it) and the interpretation a deal check cites.
    rule: str
    fair_deal: str
    # The pack a table of ``players`` uses, in the canonical order: suits S H D C, ranks 2 to A within each.
    pack: Callable[[int], tuple[str, ...]]
    # (deck top first, players, dealer, options) -> what the deal gives: ``hands`` in seat order, each in the order
    # its cards were received, and the game's own fields (``turned``, ``stock``, ``trump``, ``trump_card``).
    # ``options``: the house rules in force (as loaded), where the deal depends on them; {} is the standard rules.
    layout: Callable[[list, int, int, dict], dict]
    # (those dealt fields, players, dealer) -> the adjudicate record of the deal with no action yet.
    record: Callable[[dict, int, int], dict]
    # (those dealt fields) -> the sentences the deal's explanation adds about the game's own fields (the turned card,
    # the card that names trump); none for a deal of hands alone.
    described: Callable[[dict], list] = lambda dealt: []

    def shuffled(self, rng: random.Random, players: int) -> dict:
        """A random deal as an adjudicate record with no action: the pack shuffled by ``rng``, a random dealer."""
        deck = list(self.pack(players))
        rng.shuffle(deck)
        dealer = rng.randrange(players)
        return self.record(self.layout(deck, players, dealer, {}), players, dealer)


@dataclass(frozen=True)
class Conformance:
    """What the published conformance suite (referee/conformance.py, docs/conformance.md) asks of a game beyond its
    play: the actions before the opening lead, each as a step with what was legal there, and the snapshot request a
    position gives. Every choice is drawn from the random source it is given, so a seed makes a playthrough again."""

    # (the game's Rules, a dealt record, rng) -> (the record ready to play, the steps of its actions before the
    # opening lead: {"phase", "to_act", "legal", "rule", "action"}).
    before_play: Callable[["Rules", dict, random.Random], tuple[dict, list]]
    # The legal-moves request's fields of the position for the seat to act (the options in force are added to it).
    snapshot: Callable[[Position], dict]
    # (a dealt record, rng) -> records ready to play each with one illegal action before the play injected, as
    # (kind, record, phase, index): index where adjudicate's violation names it.
    faults_before_play: Callable[[dict, random.Random], list]
    # (a record ready to play, the index of a play among the plays) -> the violation index adjudicate gives it.
    play_index: Callable[[dict, int], int]
    # perft (docs/conformance.md): the record every count starts from, with the actions before play that count as
    # actions of the sequence (their number and each choice's record ready to play): [(actions, record), ...].
    perft_starts: Callable[[dict], list]
    # Extra record fields the playthroughs take in turn (a jackpot deal), {} for a plain deal.
    situations: tuple = ({},)
    # (name, a chooser of cards biased toward it, whether an answer shows it): lines sought until one shows it.
    # A chooser is (position, the legal cards, rng) -> the card played.
    sought: tuple = ()


class Rules:
    """A game's rules, as the engine asks them. Subclasses set the class attributes and override the hooks."""

    catalogue: RuleCatalogue = None
    dealing: Dealing = None
    disputes: Disputes | None = None  # revoke proofs and claims, where the game has them
    conformance: Conformance | None = None  # the published suite's view of the game
    visibility: Visibility | None = None  # what each seat may see of a record (views, state's for_seat)

    # -- a record --------------------------------------------------------------------------------------------

    def start(self, record: dict) -> Position:
        """The position before the record's first action, after the checks every record of the game must pass
        (each failure an InvalidRecord, a 422)."""
        raise NotImplementedError

    def actions(self, record: dict) -> list[Action]:
        """The record's actions in the order they happened: a list of Actions, or an ActionList (its plays left as
        the record's entries until an Action is asked for)."""
        raise NotImplementedError

    def plays(self, position: Position):
        """What judges a record's plays one at a time from ``position`` for the replay's one loop: a game's own
        ``referee.engine.replay.Plays``, which keeps the play in its own form between plays (the hands as C ints
        where compiled) and judges and applies each play with the same legality and the same apply as ``act``'s.
        None by default: the loop then gives each play to ``play`` (the replay's own ``Plays``)."""
        return None

    def play(self, position: Position, seat: int, card: str, index: int, entry: dict) -> dict | None:
        """Judges a play and, when the rules allow it, applies it: None, or the violation with the position left as it
        was. Asked for every play the replay meets (``entry``, the record's own; ``index`` where a violation names
        it), so a game may judge a legal play on the position's bitmasks and apply it with no Action made: the same
        legality and the same apply as ``act``'s, with the Action made only for a ruling. By default the play is
        judged as any action is (``act``)."""
        return self.act(position, Action(PLAY, seat, index, entry, card=card))

    def act(self, position: Position, action: Action) -> dict | None:
        """Judges ``action`` in ``position`` and, when the rules allow it, applies it: None, or the violation
        (the ruling with ``index``, ``seat``, ``card``) with the position left as it was before the action.

        One check answers both "whether" and "why not" (PokerKit's can_X / verify_X): ``fault`` is asked here,
        by check-move and by state, never restated."""
        seat = self.to_act(position, action)
        if seat is None:
            return self.after_end(position, action)
        if action.seat != seat:
            return self.out_of_turn(position, action, seat)
        fault = self.fault(position, action)
        if fault is not None:
            return self.violation(position, action, *fault)
        self.apply(position, action)
        return None

    def plays_wait(self, position: Position) -> bool:
        """Whether a play now comes while a phase before the play is still open (not one the opening lead closes, as
        Forty-Five's robbing is): the record's first play is then judged by ``early_play``, not ``play``."""
        return False

    def early_play(self, position: Position, action: Action) -> dict:
        """The violation of a play made while a phase before the play is still open (``plays_wait``). A game whose
        records cannot show one (Hearts': no card is played before every seat has passed) raises InvalidRecord, a
        422. By default the play is judged as any action is (``act``)."""
        return self.act(position, action)

    def to_act(self, position: Position, action: Action | None = None) -> int | None:
        """The seat to act now, None when the deal is over. ``action``, the action the record shows next, lets a
        game settle what that action reveals first (an irregular hand found when play passes it over)."""
        return position.to_act

    def fault(self, position: Position, action: Action) -> tuple[str, str] | None:
        """The rule ``action`` breaks, by the seat to act, and why; None when it is legal."""
        raise NotImplementedError

    def apply(self, position: Position, action: Action) -> None:
        """``position`` after a legal ``action`` (a trick completed, cards drawn, the phase moved on)."""
        raise NotImplementedError

    def judge(self, position: Position, card: str) -> tuple[bool, str, str]:
        """(legal, rule, explanation) for the seat to act playing ``card`` now, in the play: check-move's answer,
        from the same legality check."""
        seat = position.to_act
        if not position.holds(seat, card):
            return (False, *self.not_held(position, seat, card))
        allowed = self.legality(position)
        legal, explanation = allowed.verdict(card)
        return legal, allowed.rule, explanation

    def not_held(self, position: Position, seat: int, card: str) -> tuple[str, str]:
        """The rule and sentence for a seat playing a card it does not hold (``<game>.i-not-held``)."""
        raise NotImplementedError

    def violation(self, position: Position, action: Action, rule: str, explanation: str) -> dict:
        """The violation an action's fault is answered with."""
        return self.catalogue.ruling(rule, explanation, index=action.index, seat=action.seat, card=action.card)

    def out_of_turn(self, position: Position, action: Action, seat: int) -> dict:
        """The violation of ``action``, made by another seat than ``seat``, the seat to act."""
        raise NotImplementedError

    def after_end(self, position: Position, action: Action) -> dict | None:
        """An action after the deal ended: its violation (or None where the rules make it void and go on)."""
        raise NotImplementedError

    def finish(self, position: Position) -> None:
        """What the end of the record settles (an irregular hand found at its turn), after its last action."""

    def answer(self, record: dict, position: Position, violation: dict | None) -> dict:
        """The adjudicate answer for a replayed record."""
        raise NotImplementedError

    # -- the result of a deal as it was played (referee/engine/result.py) ---------------------------------------

    def irregular_hands(self, position: Position) -> list[tuple[dict, dict]]:
        """The irregular hands the deal found as it was played, each (the ruling that found it, with its ``seat``
        and ``index``: the action at which it was found; its rectification under the game's dead-hand rule, with
        ``effect``), which result lists; none by default, where a hand of the wrong size is refused outright."""
        return []

    def side(self, position: Position, seat: int) -> frozenset:
        """The seats that score with ``seat``: itself, and its partners where the game has sides."""
        return frozenset((seat,))

    def turn_to(self, position: Position, seat: int) -> None:
        """``seat`` to act now, whoever the rules said (a play out of turn that stands: the order goes on from it)."""
        if not position.trick:
            position.leader = seat
        position.to_act = seat

    def condoned_rule(self) -> str:
        """The rule id a play out of turn that the rest of the table played after stands under (the game's
        i-out-of-turn-condoned): its dispute desk's, where it has one; a game without one names its own."""
        if self.disputes is None:
            raise NotImplementedError
        return self.disputes.rule_ids["out-of-turn-condoned"]

    def rectify(self, record: dict, position: Position, revokes: list, played: dict) -> tuple[dict, dict]:
        """The deal's result with its established revokes (``revokes``: referee.engine.result.Irregularity, in the
        order they happened) put right by the game's own rule, once per offending seat, each offender as if alone in
        error: the answer's fields it changes (``score`` in adjudicate's shape, and the game's own: a pot's
        settlement), from ``played``, the adjudicate answer for the deal as it was played; and seat -> that seat's
        rectification (rule, basis, explanation, and ``effect``: what it did, as data an app can apply)."""
        raise NotImplementedError

    def exposure(self, position: Position, exposure) -> tuple[dict, dict, bool]:
        """A card shown when it should not have been, reported beside the record (``exposure``: referee.engine.
        result.Irregularity: its seat, card and trick), ruled by the game's exposure rule, ``position`` the deal as
        it was played: (the ruling on it: rule, basis, explanation; its rectification: rule, basis, explanation and
        ``effect``, as data; whether it changes the score, which ``rectify`` then puts right, given the exposure
        among its irregularities). By default the rules name no penalty, as the rule the game's disputes cite for
        an exposure (``rule_ids["exposure"]``) says; a game whose rules name no such rule refuses the report."""
        rule = (self.disputes.rule_ids if self.disputes else {}).get("exposure")
        if rule is None:
            raise InvalidRecord.at(
                pointer("reported", exposure.index, "type"), "this game's rules name no ruling for an exposed card"
            )
        seat, card = exposure.seat, exposure.card
        ruling = self.catalogue.ruling(
            rule, f"Seat {seat} exposed {card} during trick {exposure.trick + 1}, when it should not have been seen."
        )
        rectification = self.catalogue.ruling(
            rule,
            f"The rules name no penalty for an exposed card: seat {seat} keeps {card} and plays on, and the score "
            f"stands.",
        )
        return ruling, {**rectification, "effect": {"penalty": "none"}}, False

    # -- the position's questions ----------------------------------------------------------------------------

    def legality(self, position: Position):
        """The cards the seat to act may play, with the rule and why (``referee.engine.legality.Legality``)."""
        raise NotImplementedError

    def choices(self, position: Position) -> dict:
        """What the seat to act may do in a phase other than the play: the ruling that says so (rule, basis,
        explanation) and named fields in the record's own shape (the legal bids; robbing or not; pass 3 cards to
        the left), which state answers with."""
        raise NotImplementedError

    def ending(self, position: Position, score: dict | None = None) -> dict:
        """The ruling (rule, basis, explanation) on a deal that is over: how it ended and its score (``score``: the
        score, where the caller has it already)."""
        raise NotImplementedError

    def score(self, position: Position) -> dict | None:
        """The score so far, as adjudicate words it (None before anything scores)."""
        raise NotImplementedError

    # -- snapshots (legal-moves, check-move) -------------------------------------------------------------------

    def snapshot(self, request: dict) -> tuple[Position, dict | None]:
        """The position a legal-moves or check-move request describes, with the seat asking to act, and the
        ruling that refuses it a move (out of turn, no card left) or None."""
        raise NotImplementedError

    # -- records for the property tests and the conformance suite ----------------------------------------------

    def deal(self, rng: random.Random, players: int | None = None) -> dict:
        """A fresh deal as an adjudicate record with what comes before the play chosen (``before_play``)."""
        raise NotImplementedError

    def before_play(self, record: dict, rng: random.Random) -> dict:
        """A dealt record with what comes before the opening lead (a pass, robbing, an auction) chosen with the
        random source; a game with nothing before the play returns the record as it is."""
        return record

    def with_plays(self, record: dict, plays: list) -> dict:
        """The record with these plays ({"seat", "card"}) after its other actions."""
        return {**record, "plays": plays}


def play_action(play: dict, index: int = 0) -> Action:
    """A play ({"seat", "card"}) as an action."""
    return Action(PLAY, play["seat"], index, play, card=play["card"])
