"""A claim in a deal's result (api.md v1.3): "the rest are mine", made after the record's last play, ends the play.

Conceded, or found to hold by the claim search (referee.disputes.claims, the same search and standards as
rulings/claim), the claimer's side takes every remaining trick and the cards still held go to it in the score. A
claim that fails is settled against the claimer (doubtful points go against it, the principle of Law 70): the
remaining tricks are scored as the search's counter line plays them. Written once for every game: the game supplies
only its play (legality, apply, the trick winner) and who scores with whom (``Rules.side``).
"""

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from referee.disputes.claims import (
    BEST_PLAY,
    CLAIM_SECONDS,
    OutOfBudget,
    _claimant,
    counted_seconds,
    searcher,
)
from referee.disputes.stated_line import STATED_LINE, require_stated_line
from referee.engine.actions import PLAY
from referee.engine.game import Rules, play_action
from referee.engine.position import Position
from referee.games.wording import counted
from referee.rulings import InvalidRecord


@dataclass
class ClaimOutcome:
    """What a claim did to the deal: ``answer``, the result's ``claim``; ``settled``: whether it settles the rest of
    the play (False: the search ran out of its budget or time, or cards are still to be drawn); ``irregularity``:
    a claim that failed, as the result lists it."""

    answer: dict
    settled: bool
    irregularity: dict | None = None
    plays: list = field(default_factory=list)  # the plays that finished the deal, as they were scored


def require_claimable(rules: Rules, position: Position, claim: dict) -> None:
    """A claim needs a deal still in its play: a 422 naming ``/claim`` otherwise, never a guess."""
    if claim["seat"] >= position.players:
        raise InvalidRecord.at(
            "/claim/seat", f"must be a seat of this deal: 0 to {position.players - 1}, not {claim['seat']}"
        )
    if rules.to_act(position) is None:
        raise InvalidRecord.at("/claim", "the record's deal is over: no trick is left to claim")
    if position.phase != PLAY or rules.plays_wait(position):
        raise InvalidRecord.at("/claim", "a claim is made during the play: the record has not reached it")
    if rules.disputes is None:
        raise InvalidRecord.at("/claim", "this game's referee decides no claims (it has no dispute desk)")
    require_stated_line(claim, claim["standard"], position.cards(claim["seat"]))


def settle_claim(
    rules: Rules, position: Position, claim: dict, clock: Callable[[], float] = time.monotonic
) -> ClaimOutcome:
    """Plays ``position`` (the deal where the claim was made) to its end as the claim settles it, in place."""
    seat, standard, conceded = claim["seat"], claim["standard"], claim["conceded"]
    disputes = rules.disputes
    claimers = rules.side(position, seat)
    claimant = _claimant(seat, claimers)
    left = _tricks_left(position)
    base = {"seat": seat, "standard": standard, "conceded": conceded, "tricks_left": left}

    def ruling(
        kind: str, explanation: str, holds: bool | None, value=None, line=None, counter_line=None, positions=0
    ) -> dict:
        return {
            **base,
            **rules.catalogue.ruling(disputes.rule_ids[kind], explanation),
            "decided": holds is not None,
            "holds": holds,
            "value": value,
            "line": line,
            "counter_line": counter_line,
            "positions": positions,
        }

    still_to_draw = disputes.cards_to_draw(position) if disputes.cards_to_draw is not None else 0
    if still_to_draw:
        return ClaimOutcome(
            ruling(
                "claim-drawing",
                f"The draw pile still holds {counted(still_to_draw, 'card')}, so the rest of the play is not known "
                f"and the rules cover no claim before it is empty: {claimant}'s claim does not settle the deal.",
                holds=None,
            ),
            settled=False,
        )
    if conceded:
        plays = _any_line(rules, position)
        start = len(position.tricks)
        _play(rules, position, plays)
        _award(position, start, seat, claimers)
        return ClaimOutcome(
            ruling(
                "claim",
                f"{_capital(claimant)} claimed the {_remaining(left)} and the other side conceded: the claimer's "
                f"side takes every one of them, and the cards still held go to it in the score.",
                holds=True,
                value=left,
                line=plays,
            ),
            settled=True,
            plays=plays,
        )
    stated = (seat, tuple(claim["line"])) if standard == STATED_LINE else None
    searched = "claim" if stated is None else "claim-stated-line"
    search = searcher(
        rules, position, claimers, False, standard == BEST_PLAY, None, clock() + CLAIM_SECONDS, clock, stated
    )
    try:
        value = search.exact(position, left)
        plays = search.line(position, value)
    except OutOfBudget as stopped:
        why = (
            f"the search stopped after {counted(search.positions, 'position')} (the budget)"
            if stopped.reason == "budget"
            else f"the time allowed for the search ({counted_seconds(CLAIM_SECONDS)}) ran out after "
            f"{counted(search.positions, 'position')}"
        )
        return ClaimOutcome(
            ruling(
                searched,
                f"{_capital(claimant)} claimed the {_remaining(left)}, and {why}: the claim is not decided, so "
                f"the deal has no result yet.",
                holds=None,
                positions=search.positions,
            ),
            settled=False,
        )
    holds = value >= left
    claimed_in = len(position.tricks)
    _play(rules, position, plays)
    if standard == BEST_PLAY:
        how = "with its best play against the best defence, it takes"
    elif standard == STATED_LINE:
        how = (
            f"with seat {seat} playing its line as stated ({', '.join(claim['line'])}; whenever no card of it is "
            "legal, the card worst for the claim) however the other seats play, it takes"
        )
    else:
        how = "however everyone plays, it takes"
    if holds:
        return ClaimOutcome(
            ruling(
                searched,
                f"{_capital(claimant)} claimed the {_remaining(left)}: {how} every one of them, so the claim holds "
                f"and the claimer's side takes them.",
                holds=True,
                value=value,
                line=plays,
                positions=search.positions,
            ),
            settled=True,
            plays=plays,
        )
    answer = ruling(
        searched,
        f"{_capital(claimant)} claimed the {_remaining(left)}, but {how} only {counted(value, 'trick')}, so the "
        f"claim fails. It is settled against the claimer: the rest is scored as the counter line plays it.",
        holds=False,
        value=value,
        counter_line=plays,
        positions=search.positions,
    )
    irregularity = {
        "type": "claim",
        "seat": seat,
        "phase": PLAY,
        "index": None,
        "trick": claimed_in,
        "card": None,
        "established": True,
        "rule": answer["rule"],
        "basis": answer["basis"],
        "explanation": answer["explanation"],
        "rectification": {
            **rules.catalogue.ruling(
                disputes.rule_ids[searched],
                f"Doubtful points go against the claimer (the principle of Law 70): the {_remaining(left)} are "
                f"scored as the counter line plays them, {claimant} taking {counted(value, 'trick')}.",
            ),
            "effect": {"claimers": sorted(claimers), "tricks": value, "counter_line": plays},
        },
    }
    return ClaimOutcome(answer, settled=True, irregularity=irregularity, plays=plays)


def _tricks_left(position: Position) -> int:
    """The tricks not yet complete, the current one included: a seat yet to play to it holds one card for each."""
    return max(hand.bit_count() for hand in position.hands)


def _any_line(rules: Rules, position: Position) -> list[dict]:
    """A legal way to play the rest (each seat its first legal card), on a copy: under a concession the line does not
    decide who takes the tricks, only which cards fall together."""
    probe = position.copy()
    plays = []
    while (seat := rules.to_act(probe)) is not None:
        card = rules.legality(probe).legal[0]
        plays.append({"seat": seat, "card": card})
        rules.apply(probe, play_action({"seat": seat, "card": card}))
    return plays


def _play(rules: Rules, position: Position, plays: list) -> None:
    for play in plays:
        rules.apply(position, play_action(play))
    rules.finish(position)


def _award(position: Position, start: int, seat: int, claimers: frozenset) -> None:
    """Every trick from ``start`` on goes to the claimer's side: one an opponent won by the cards is credited to the
    claimer, its cards moved to the claimer's pile."""
    for at in range(start, len(position.tricks)):
        trick = position.tricks[at]
        winner = trick["winner"]
        if winner in claimers:
            continue
        cards = [play["card"] for play in trick["plays"]]
        position.captured[winner] = [card for card in position.captured[winner] if card not in cards]
        position.captured[seat] = [*position.captured[seat], *cards]
        position.tricks[at] = {**trick, "winner": seat}


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def _remaining(left: int) -> str:
    return "last trick" if left == 1 else f"remaining {left} tricks"
