"""A deal as it was played, irregularities and all, written once for every game: ``play_on`` walks every action of
a record through the game's own legality check and apply, where ``run`` stops at the first violation.

A play the rules forbade stands and play goes on from the position it made (a revoke, rectified later by the
game's own rule once it is established); a play out of turn that the table followed stands (condoned); a card the
seat does not hold, or any other action the rules refuse, ends the walk: the record no longer describes a deal
from there. What each irregularity costs is the game's business (``Rules.rectify``); what happened is this
module's.
"""

from dataclasses import dataclass, field

from referee.cards import card_series
from referee.engine.actions import PLAY, ActionList
from referee.engine.position import Position
from referee.engine.records import require_seat
from referee.engine.replay import replay, run
from referee.rulings import InvalidRecord, pointer

IRREGULARITY_TYPES = (
    "revoke",
    "out-of-turn",
    "not-held",
    "irregular-hand",
    "exposure",
    "claim",
    "after-end",
    "refused",
)
# What may be reported beside a record (a result request's ``reported``): facts its actions cannot show.
REPORTED_TYPES = ("exposure",)


@dataclass
class Irregularity:
    """One irregular action of a record, as the walk met it."""

    type: str  # "revoke", "out-of-turn"
    seat: int
    phase: str
    index: int  # the action's index in its own list of the record
    trick: int  # the trick it was played to, 0-based
    card: str | None
    ruling: dict  # the violation adjudicate answers it with (rule, basis, explanation)
    legal: tuple = ()  # what the seat could have played instead
    should_have_played: int | None = None  # out of turn: the seat whose turn it was
    established: bool = False  # a revoke: established (Law 63); out of turn: condoned, the table played after it
    rectification: dict | None = None  # a reported fact: its game's rectification, whether or not the deal settles
    changes_score: bool = False  # a reported fact whose rectification ``Rules.rectify`` applies to the score


@dataclass
class Played:
    """A record walked to its end or to the action that ended the walk (``stop``: the violation, None when every
    action could be played on)."""

    position: Position
    irregularities: list = field(default_factory=list)
    stop: dict | None = None
    stop_type: str | None = None  # "not-held", "out-of-turn", "after-end", "refused" (an action before the play)
    # (trick, seat): a seat whose turn a play out of turn took; it plays later in that trick with no new fault
    passed_over: set = field(default_factory=set)


def play_on(rules, record: dict) -> Played:
    actions = rules.actions(record)
    position, at, violation = _clean_prefix(rules, record, actions)
    if at is None:
        return Played(position)  # no irregularity, so nothing to establish: the seats' last tricks are not needed
    played = Played(position)
    # Each action the rules refused is asked the one check on its own, so that the refusal can be told apart (a
    # revoke that stands, a play out of turn, a card not held); the legal plays between refusals are judged as the
    # replay judges them.
    while at < len(actions) and _refused(rules, played, position, actions[at], violation):
        at, violation = _next_refused(rules, position, actions, at + 1)
    if played.stop is None:
        rules.finish(position)
    _establish(rules, played)
    return played


def _refused(rules, played: Played, position: Position, action, violation: dict | None) -> bool:
    """Acts on ``action`` as the rules allow, or as the table played it where play goes on past its refusal (the
    irregularity noted in ``played``): whether the walk goes on. ``violation``: the rules' refusal of ``action``
    where the typed loop has already judged it (None: it is asked here)."""
    trick = len(position.tricks)
    if violation is None:
        if action.phase == PLAY and rules.plays_wait(position):
            # A card while a phase before the play is still open: judged as the replay judges it, never applied.
            played.stop, played.stop_type = rules.early_play(position, action), "refused"
            return False
        violation = rules.act(position, action)
        if violation is None:
            return True
    # The one check refused the action (adjudicate's violation, word for word); what kind of refusal it is decides
    # whether play goes on.
    seat = rules.to_act(position, action)
    if seat is None:
        played.stop, played.stop_type = violation, "after-end"
    elif action.phase != PLAY or rules.plays_wait(position):
        # Refused outright, not a card that stands: an action before the play broke its phase's rule, or a card came
        # while a phase before the play (an auction, a discard) was still open.
        played.stop, played.stop_type = violation, "refused"
    elif not position.holds(action.seat, action.card):
        # Not held (or played twice), whoever was to play: the record no longer describes a deal from here. The seat
        # to act has its refusal in adjudicate's words; another seat's is worded here, not as out of turn.
        if action.seat != seat:
            rule, why = rules.not_held(position, action.seat, action.card)
            violation = rules.violation(position, action, rule, f"Seat {action.seat}, out of turn: {why}")
        played.stop, played.stop_type = violation, "not-held"
    elif action.seat != seat and not _in_trick(position, action.seat):
        # Played out of turn: it stands if the table plays after it (decided at the end), and the order of the trick
        # goes on from it. A seat the out-of-turn card passed over plays when it may, with no new fault.
        if (trick, action.seat) not in played.passed_over and not _in_trick(position, seat):
            played.passed_over.add((trick, seat))
            played.irregularities.append(
                Irregularity("out-of-turn", action.seat, PLAY, action.index, trick, action.card, violation, (), seat)
            )
        rules.turn_to(position, action.seat)
        again = rules.act(position, action)
        if again is not None:
            _revoke(rules, played, position, action, again, trick)
        return True
    elif action.seat != seat:
        played.stop, played.stop_type = violation, "out-of-turn"
    else:
        _revoke(rules, played, position, action, violation, trick)
        return True
    return False


def _next_refused(rules, position: Position, actions, at: int) -> tuple[int, dict | None]:
    """The place of the next action from ``at`` that the rules refuse, the legal plays before it applied as the
    replay applies them (the game's own typed loop), with the refusal (None where it is still to be asked): ``at``
    itself where the actions are not plays of an ActionList (each is then asked on its own), the end of the record
    where none is refused."""
    if type(actions) is not ActionList or at < len(actions.before) or at >= len(actions):
        return at, None
    offset = at - len(actions.before)
    violation = run(rules, position, ActionList([], actions.plays[offset:], actions.first_index + offset))
    if violation is None:
        return len(actions), None
    return len(actions.before) + violation["index"] - actions.first_index, violation


def _clean_prefix(rules, record: dict, actions) -> tuple[Position, int | None, dict | None]:
    """The position the record reaches up to its first refused action, judged as the replay judges it (a game's plays
    through its own typed loop), that action's place among the record's actions (None: none is refused, and the
    position is the record's end) and its refusal where the loop judged it. Where the record's actions are not an
    ActionList of actions then plays, or the refusal comes before the plays, the walk starts again from the deal."""
    if type(actions) is ActionList:
        position = rules.start(record)
        if run(rules, position, actions.before) is None:
            at, violation = _next_refused(rules, position, actions, len(actions.before))
            if at == len(actions):
                rules.finish(position)
                return position, None, None
            return position, at, violation
        return rules.start(record), 0, None
    position, violation = replay(rules, record, actions)
    if violation is None:
        return position, None, None
    return rules.start(record), 0, None


def _revoke(rules, played: Played, position: Position, action, violation: dict, trick: int) -> None:
    """A held card the rules forbade: it stands, and play goes on from the position it makes."""
    legal = rules.legality(position).legal
    played.irregularities.append(
        Irregularity("revoke", action.seat, PLAY, action.index, trick, action.card, violation, legal)
    )
    rules.apply(position, action)


def _in_trick(position: Position, seat: int) -> bool:
    for play in position.trick:
        if play["seat"] == seat:
            return True
    return False


def _establish(rules, played: Played) -> None:
    """A revoke is established once the offender or a partner has played to a later trick (the principle of the
    Laws of Duplicate Bridge, Law 63A1); a play out of turn is condoned once the rest of the table has played to
    its trick (its trick is complete)."""
    position = played.position
    for irregularity in played.irregularities:
        if irregularity.type == "out-of-turn":
            irregularity.established = irregularity.trick < len(position.tricks)
            continue
        side = rules.side(position, irregularity.seat)
        irregularity.established = any(
            play["seat"] in side for trick in _tricks(position)[irregularity.trick + 1 :] for play in trick["plays"]
        )


# adjudicate's own fields: the rest of its answer is the game's (the auction, the trump, the pot ...), which the
# result keeps.
ADJUDICATE_FIELDS = frozenset(
    ("valid", "violation", "complete", "tricks", "irregularities", "score", "rule", "basis", "explanation")
)
# Where a game's score carries the game's state after the deal, the result answers them at its top level too.
GAME_FACTS = ("totals", "game_over", "winner")


def result(rules, record: dict, claims=None) -> dict:
    """POST /v1/games/{game}/result: the deal as it was played, each irregularity with its rectification, and the
    score once they are put right. ``claims``: what decides a claim that ends the record (the dispute desk's
    referee.disputes.claim_result, given by the shells: the engine imports nothing of the desk)."""
    played = play_on(rules, record)
    position = played.position
    as_answer = rules.answer(record, position, played.stop)
    # A copy: a claim plays the rest of the deal on from this position, after the tricks as the cards fell.
    as_played = {"tricks": list(as_answer["tricks"]), "score": as_answer["score"]}
    # Reported facts are checked against the deal as the record shows it, before a claim plays the rest.
    reported = reported_facts(rules, record, played)
    claim = record.get("claim")
    outcome = None
    if claim is not None and played.stop is None:
        if claims is None:
            raise InvalidRecord.at("/claim", "no claim is decided here: the dispute desk is not loaded")
        claims.require_claimable(rules, position, claim)
        _establish_by_claim(rules, played, claim)
    pending = [irregularity for irregularity in played.irregularities if not irregularity.established]
    if claim is not None and played.stop is None and not pending:
        outcome = claims.settle_claim(rules, position, claim)
    ended = rules.answer(record, position, None) if outcome is not None and outcome.settled else as_answer
    revokes = [irregularity for irregularity in played.irregularities if irregularity.type == "revoke"]
    seat = None if played.stop is not None or outcome is not None else rules.to_act(position)
    settled = played.stop is None and not pending and seat is None and (outcome is None or outcome.settled)
    established = [revoke for revoke in revokes if revoke.established]
    rectified, rectifications = {}, {}
    penalized_facts = [fact for fact in reported if fact.changes_score]
    if settled and (established or penalized_facts):
        rectified, rectifications = rules.rectify(record, position, established + penalized_facts, ended)
    irregularities, penalized = [], set()
    for irregularity in played.irregularities:
        answer = _irregularity(irregularity)
        if irregularity.type == "out-of-turn":
            if irregularity.established:
                answer["rectification"] = _condoned(rules, irregularity)
        elif irregularity.seat in rectifications:
            first = rectifications[irregularity.seat]
            answer["rectification"] = _already(irregularity, first) if irregularity.seat in penalized else first
            penalized.add(irregularity.seat)
        irregularities.append(answer)
    irregularities += _irregular_hands(rules, record, position)
    irregularities = _in_order(irregularities, reported)
    if outcome is not None and outcome.irregularity is not None:
        irregularities.append(outcome.irregularity)
    if played.stop is not None:
        irregularities.append(_stopped(played))
        ruling = {key: played.stop[key] for key in ("rule", "basis", "explanation")}
    elif pending:
        ruling = _correctable(rules, pending[0])
    elif outcome is not None and not outcome.settled:
        ruling = {key: outcome.answer[key] for key in ("rule", "basis", "explanation")}
    elif seat is not None:
        ruling = _unfinished(rules, seat, as_answer)
    else:
        # adjudicate's own sentence says every play followed the rules: true only of a deal with no irregularity.
        ruled = rectified.get("score") or (ended["score"] if played.irregularities or outcome is not None else ended)
        ruling = {key: ruled[key] for key in ("rule", "basis", "explanation")}
        if outcome is not None:
            ruling["explanation"] = f"{outcome.answer['explanation']} {ruling['explanation']}"
    if claim is not None and outcome is None:
        # A claim the record reaches no position to decide is said to be undecided, never passed over in silence.
        why = "the deal as recorded stops before it" if played.stop is not None else "the revoke is put right first"
        ruling["explanation"] = f"{ruling['explanation']} The claim by seat {claim['seat']} is not decided: {why}."
    game_fields = {key: value for key, value in ended.items() if key not in ADJUDICATE_FIELDS}
    score = rectified.get("score", ended["score"]) if settled else None
    facts = {key: score[key] for key in GAME_FACTS if score is not None and key in score}
    return {
        "settled": settled,
        "as_played": as_played,
        "irregularities": irregularities,
        **game_fields,
        **rectified,
        "score": score,
        **facts,
        "claim": None if outcome is None else outcome.answer,
        **ruling,
    }


def _irregular_hands(rules, record: dict, position: Position) -> list[dict]:
    """Each irregular hand the deal found, in the trick it was found in: the trick of the card played at the action
    that found it (the next seat's, as the record passed the hand over), else the last trick played (found when the
    hand had no card left at its turn, or at the deal's end)."""
    found = rules.irregular_hands(position)
    if not found:
        return []
    cards = {action.index: action.card for action in rules.actions(record) if action.phase == PLAY}
    answers = []
    for finding, rectification in found:
        card = cards.get(finding["index"])
        trick = next(
            (at for at, each in enumerate(_tricks(position)) if any(play["card"] == card for play in each["plays"])),
            max(len(_tricks(position)) - 1, 0),
        )
        answers.append(
            {
                "type": "irregular-hand",
                "seat": finding["seat"],
                "phase": PLAY,
                "index": finding["index"],
                "trick": trick,
                "card": None,
                "established": True,
                "rule": finding["rule"],
                "basis": finding["basis"],
                "explanation": finding["explanation"],
                "rectification": rectification,
            }
        )
    return answers


def _establish_by_claim(rules, played: Played, claim: dict) -> None:
    """A revoke is established too when a member of the offending side makes or agrees to a claim or concession
    (the Laws of Duplicate Bridge, Law 63A3): a claim by its side, or one the table conceded."""
    claimers = rules.side(played.position, claim["seat"])
    for irregularity in played.irregularities:
        if irregularity.type == "revoke" and not irregularity.established:
            offenders = rules.side(played.position, irregularity.seat)
            irregularity.established = claim["conceded"] or bool(offenders & claimers)


def reported_facts(rules, record: dict, played: Played) -> list:
    """The facts reported beside the record (``reported``: each a card exposed during a trick), each checked against
    the deal as it was played (a seat at the table, a trick the deal reached, a card the seat held then: else a 422
    naming the field) and ruled by the game's exposure rule (``Rules.exposure``)."""
    position = played.position
    tricks = _tricks(position)
    over = played.stop is None and not position.trick and rules.to_act(position) is None
    reached = len(position.tricks) + (0 if over else 1)
    facts = []
    for index, fact in enumerate(record.get("reported") or ()):
        seat, card, trick = fact["seat"], fact["card"], fact["trick"]
        require_seat(seat, position.players, pointer("reported", index, "seat"))
        if trick >= reached:
            raise InvalidRecord.at(
                pointer("reported", index, "trick"),
                f"trick {trick} (0-based) was never played: "
                + (f"the deal as recorded reaches trick {reached - 1}" if reached else "the deal as recorded has none"),
            )
        later = {play["card"] for each in tricks[trick:] for play in each["plays"] if play["seat"] == seat}
        if card not in later and not position.holds(seat, card):
            raise InvalidRecord.at(
                pointer("reported", index, "card"), f"seat {seat} did not hold {card} during trick {trick} (0-based)"
            )
        fact = Irregularity(fact["type"], seat, PLAY, index, trick, card, {}, established=True)
        fact.ruling, fact.rectification, fact.changes_score = rules.exposure(position, fact)
        facts.append(fact)
    return facts


def _in_order(irregularities: list, reported: list) -> list:
    """The irregular actions' answers and the reported facts' in the order they happened: a fact after the actions
    of its trick (the record cannot say which came first within a trick)."""
    answers = [
        {**_irregularity(fact), "explanation": fact.ruling["explanation"], "rectification": fact.rectification}
        for fact in reported
    ]
    return sorted(irregularities + answers, key=lambda answer: answer["trick"])


def _tricks(position: Position) -> list:
    if position.trick:
        return [*position.tricks, {"leader": position.leader, "plays": position.trick, "winner": None, "card": None}]
    return position.tricks


def _irregularity(irregularity: Irregularity) -> dict:
    ruling = irregularity.ruling
    if irregularity.type == "out-of-turn":
        status = (
            " The rest of the table played to the trick after it, so it stands."
            if irregularity.established
            else " The rest of the table has not played to the trick after it yet."
        )
    elif irregularity.established:
        status = (
            f" The revoke is established: seat {irregularity.seat}'s side played to a later trick, so it stands "
            f"and is put right, not taken back."
        )
    else:
        status = " The revoke is not established yet: no card of the offender's side has been played to a later trick."
    return {
        "type": irregularity.type,
        "seat": irregularity.seat,
        "phase": irregularity.phase,
        "index": irregularity.index,
        "trick": irregularity.trick,
        "card": irregularity.card,
        "established": irregularity.established,
        "rule": ruling["rule"],
        "basis": ruling["basis"],
        "explanation": ruling["explanation"] + status,
        "rectification": None,
    }


def _already(irregularity: Irregularity, first: dict) -> dict:
    return {
        "rule": first["rule"],
        "basis": first["basis"],
        "explanation": (
            f"Seat {irregularity.seat} was already penalized for its earlier revoke: a seat pays for its revokes "
            f"once a deal."
        ),
        "effect": None,
    }


def _stopped(played: Played) -> dict:
    stop = played.stop
    return {
        "type": played.stop_type,
        "seat": stop["seat"],
        "phase": PLAY,
        "index": stop["index"],
        "trick": len(played.position.tricks),
        "card": stop.get("card"),
        "established": False,
        "rule": stop["rule"],
        "basis": stop["basis"],
        "explanation": stop["explanation"],
        "rectification": None,
    }


def _condoned(rules, irregularity: Irregularity) -> dict:
    return {
        **rules.catalogue.ruling(
            rules.condoned_rule(),
            f"Seat {irregularity.seat} played {irregularity.card} when seat {irregularity.should_have_played} was to "
            f"play, and the rest of the table played to the trick after it: the card stands with no penalty, the "
            f"trick is won as the cards fell, and its winner leads the next.",
        ),
        "effect": {"condoned": True},
    }


def _correctable(rules, irregularity: Irregularity) -> dict:
    if irregularity.type == "out-of-turn":
        return rules.catalogue.ruling(
            irregularity.ruling["rule"],
            f"{irregularity.ruling['explanation']} The rest of the table has not played to the trick after it, so "
            f"it can still be taken back: seat {irregularity.should_have_played} plays, and the deal has no "
            f"result yet.",
        )
    revoke = irregularity
    instead = card_series(revoke.legal)
    return rules.catalogue.ruling(
        revoke.ruling["rule"],
        f"{revoke.ruling['explanation']} It can still be corrected: seat {revoke.seat} takes back {revoke.card} "
        f"and plays {'one of ' if len(revoke.legal) > 1 else ''}{instead} instead, so the deal has no result yet.",
    )


def _unfinished(rules, seat: int, adjudicated: dict) -> dict:
    """A record that stops before the deal ends, in the play or before it (an auction in progress): adjudicate's
    own ruling on where it stands."""
    return rules.catalogue.ruling(
        adjudicated["rule"],
        f"The record ends before the deal does: seat {seat} is to act next, so the deal has no result yet. "
        f"{adjudicated['explanation']}",
    )
