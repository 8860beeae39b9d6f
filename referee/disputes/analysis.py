"""analysis: where each card of a deal went wrong, decided by the claim search (referee.disputes.claims), written
once for every game with a dispute desk.

For each play of the record's play phase, the value the seat to play could guarantee just before it and just after
it: its side's tricks still to win, or minus the penalty cards it will still take, with its best play against every
other seat as one side (double dummy, the paranoid assumption: ``<game>.i-analysis``). A card whose value after is
below the value before cost its side that much; ``best`` names every legal card that keeps the value. ``unit``
names what the values count (tricks, or the game's penalty cards), in the singular and the plural, so that anyone
writing a cost for people (the picture, the desk) says "1 trick" or "3 hearts" from the answer alone.

The record is replayed forward with the game's own rules (stopping at an illegal play, which is ruled, not
refused), then the plays are searched from the last back to the first: the search's memo (one search per side, kept
for the whole deal) then holds the endings the earlier plays lead into, and when the one budget and deadline of the
analysis run out, the plays left undecided are the earliest, the longest to search.
"""

import time
from collections.abc import Callable
from dataclasses import dataclass

from referee.disputes.claims import CLAIM_SECONDS, OutOfBudget, Steps, searcher
from referee.engine.actions import PLAY
from referee.engine.game import Rules
from referee.engine.position import Position
from referee.games.wording import counted
from referee.rulings import InvalidRecord


@dataclass
class _Play:
    index: int
    seat: int
    card: str
    before: Position  # the position just before the play
    to_draw: int  # cards still to be drawn then: the rest of the play is not known while any are


def analysis(
    rules: Rules,
    record: dict,
    budget: int | None = None,
    seconds: float | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> dict:
    """POST /v1/games/{game}/analysis: every play of ``record`` with what it cost the seat that made it; ``budget``
    positions and ``seconds`` on ``clock`` (the claim search's limits by default) bound the whole analysis."""
    disputes = rules.disputes
    if disputes is None:
        raise InvalidRecord.at("", "this game's referee analyses no deals (it has no dispute desk)")
    deadline = clock() + (CLAIM_SECONDS if seconds is None else seconds)
    plays, violation, reached = _replayed(rules, record)
    penalty = disputes.penalty_taken is not None
    # What the values count, named from the position of the first play (the penalty suit is named by then), or
    # where the replay stopped when the record has no play (which may be before any suit is named).
    singular, plural = _unit(rules, plays[0].before if plays else reached, penalty)
    searches: dict[frozenset, Steps] = {}
    answers: list[dict] = [None] * len(plays)  # type: ignore[list-item]
    stopped = None  # why the search stopped: "budget" or "time"
    # Every search is built on the earliest position searched, which holds every card any later one does.
    root = next((play.before for play in plays if not play.to_draw), None)
    # The budget is shared out equally between the sides' searches before any starts: each search keeps to its own,
    # so the positions searched (and the memos' entries) never pass the one budget.
    sides = {rules.side(play.before, play.seat) for play in plays if not play.to_draw}
    shares = max(len(sides), 1)

    def used() -> int:
        return sum(search.positions for search in searches.values())

    for at in range(len(plays) - 1, -1, -1):
        play = plays[at]
        answer = {"index": play.index, "seat": play.seat, "card": play.card}
        if play.to_draw:
            answers[at] = {
                **answer,
                **_undecided(
                    f"the draw pile still holds {counted(play.to_draw, 'card')}: the rest of the play is not known "
                    f"({disputes.rule_ids.get('claim-drawing', disputes.rule_ids['claim'])})"
                ),
            }
            continue
        if stopped is None:
            side = rules.side(play.before, play.seat)
            search = searches.get(side)
            if search is None:
                search = searches[side] = searcher(
                    rules, root, side, penalty, True, budget, deadline, clock, None, shares
                )
            try:
                answers[at] = {**answer, **_decided(search, play)}
                continue
            except OutOfBudget as out:
                stopped = out.reason
        answers[at] = {**answer, **_undecided(_stopped_reason(stopped, search.budget, shares, seconds))}
    positions = used()
    explanation = _explanation(rules, plays, answers, violation, penalty, positions, (singular, plural))
    return {
        **rules.catalogue.ruling(disputes.rule_ids["analysis"], explanation),
        "plays": answers,
        "decided": all(answer["decided"] for answer in answers),
        "stopped_at": violation,
        "positions": positions,
        "unit": {"singular": singular, "plural": plural},
    }


def _replayed(rules: Rules, record: dict) -> tuple[list[_Play], dict | None, Position]:
    """The record's plays, each with the position before it, up to its first illegal action (its violation), and
    the position the replay reached."""
    cards_to_draw = rules.disputes.cards_to_draw
    position = rules.start(record)
    plays: list[_Play] = []
    for action in rules.actions(record):
        if action.phase != PLAY:
            violation = rules.act(position, action)
        elif rules.plays_wait(position):
            violation = rules.early_play(position, action)
        else:
            before = position.copy()
            violation = rules.play(position, action.seat, action.card, action.index, action.entry)
            if violation is None:
                to_draw = cards_to_draw(before) if cards_to_draw is not None else 0
                plays.append(_Play(action.index, action.seat, action.card, before, to_draw))
        if violation is not None:
            return plays, violation, position
    return plays, None, position


def _decided(search: Steps, play: _Play) -> dict:
    """The play's values, each legal card searched: the value before is the best of them (the seat to play is on
    its own side, and takes its best)."""
    position, seat = play.before, play.seat
    search.rules.to_act(position)  # a game settles the seat to act (and what it may play) when asked it
    worth = {}
    for card in search.rules.legality(position).legal:
        child = search.step(position, seat, card)
        worth[card] = search.gain(position, card, child) + search.exact(child)
    before, after = max(worth.values()), worth[play.card]
    return {
        "before": before,
        "after": after,
        "cost": before - after,
        "best": [card for card, value in worth.items() if value == before],
        "decided": True,
        "reason": None,
    }


def _undecided(reason: str) -> dict:
    return {"before": None, "after": None, "cost": None, "best": None, "decided": False, "reason": reason}


def _stopped_reason(stopped: str, each: int, sides: int, seconds: float | None) -> str:
    """Why the later plays' search stopped; ``each``: the budget of each of the ``sides`` searches."""
    if stopped == "budget":
        shared = f" ({counted(each, 'position')} for each of the {sides} sides' searches)" if sides > 1 else ""
        return f"the analysis's budget of {counted(each * sides, 'position')}{shared} was spent on the later plays"
    allowed = CLAIM_SECONDS if seconds is None else seconds
    shown = counted(int(allowed), "second") if allowed == int(allowed) else f"{allowed:g} seconds"
    return f"the time allowed for the analysis ({shown}) ran out on the later plays"


def _explanation(
    rules: Rules,
    plays: list[_Play],
    answers: list[dict],
    violation: dict | None,
    penalty: bool,
    positions: int,
    unit: tuple[str, str],
) -> str:
    if not plays:
        said = "The record has no play to analyse."
    else:
        decided = [answer for answer in answers if answer["decided"]]
        costly = [answer for answer in decided if answer["cost"] > 0]
        whose = "side's" if _has_sides(rules, plays) else "own"
        said = (
            f"Each play is valued by what the seat to play could still guarantee with its best play against every "
            f"other seat (its {whose} "
            f"{'tricks still to win' if not penalty else 'penalty cards still to take, counted against it'}). "
            f"{counted(len(decided), 'play')} of {len(plays)} decided ({counted(positions, 'position')} searched)"
        )
        if costly:
            said += "; these cost their side something: " + "; ".join(
                f"seat {answer['seat']}'s {answer['card']} (index {answer['index']}) cost "
                f"{counted(answer['cost'], *unit)} (best: {', '.join(answer['best'])})"
                for answer in costly
            )
        else:
            said += "; no decided play cost its side anything"
        said += "."
        if len(decided) < len(answers):
            reasons = sorted({answer["reason"] for answer in answers if not answer["decided"]})
            said += f" Not decided: {'; '.join(reasons)}."
    if violation is not None:
        said += (
            f" The analysis stops where the record breaks a rule (index {violation.get('index')}, "
            f"{violation['rule']}): {violation['explanation']}"
        )
    return said


def _has_sides(rules: Rules, plays: list[_Play]) -> bool:
    return any(len(rules.side(play.before, play.seat)) > 1 for play in plays)


def _unit(rules: Rules, position: Position, penalty: bool) -> tuple[str, str]:
    """What the values of ``position``'s deal count, (singular, plural): tricks, or the penalty cards as the game
    names them ("hearts"; "penalty cards" where it gives them no name, or none yet: an auction not over)."""
    if not penalty:
        return ("trick", "tricks")
    named = rules.disputes.penalty_name
    plural = named(position) if named is not None else None
    if plural is None:
        return ("penalty card", "penalty cards")
    return (plural[:-1] if plural.endswith("s") else plural, plural)
