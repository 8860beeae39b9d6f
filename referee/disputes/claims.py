"""rulings/claim: does a claim hold, decided by an exact search of the remaining play, written once for every game.

The search is minimax over the game's own legality and apply (its Rules, on the engine's positions): under
"any-play" every seat, the claimer's side too, plays to defeat the claim (doubtful points go against the claimer:
bridge Law 70's principle); under "best-play" the claimer's side plays to make it (double dummy). It is alpha-beta
with a memo of bounds on a canonical position key (the game's claim_key), the memo's best card tried first, and
equivalent cards pruned (two cards of one hand with nothing in play between them and the same worth lead to the same
outcomes). A position budget and a deadline bound the work, the counter line's search included: past either the
answer is "not decided", never a timeout. The memo holds at most one entry per position counted, so the budget
bounds its memory too (referee/limits.py).
"""

import os
import time
from collections.abc import Callable

from referee.cards import CARD_BITS
from referee.disputes.position import require_claim_position
from referee.disputes.search_steps import CLOCK_EVERY, OutOfBudget, Steps
from referee.disputes.solver import Solver
from referee.disputes.stated_line import STATED_LINE, require_stated_line
from referee.engine.disputes import Disputes
from referee.engine.game import Rules
from referee.engine.position import Position
from referee.games.wording import counted
from referee.limits import SOLVER_MEMO_ENTRIES, limits_from

ANY_PLAY, BEST_PLAY = "any-play", "best-play"
STANDARDS = (ANY_PLAY, BEST_PLAY, STATED_LINE)

_INFINITY = 10**6

# Read once at import; serving.py has refused a bad value before any worker imports this.
_LIMITS = limits_from(os.environ)
CLAIM_BUDGET, CLAIM_SECONDS = _LIMITS.claim_budget, _LIMITS.claim_seconds
SOLVER_BUDGET = _LIMITS.solver_budget


class Search(Steps):
    """The value of a position: what the claimer's side gains from here (tricks, or minus penalty cards)."""

    def __init__(
        self,
        rules: Rules,
        root: Position,
        claimers: frozenset,
        penalty: bool,
        best_play: bool,
        budget: int,
        deadline: float = float("inf"),
        clock: Callable[[], float] = time.monotonic,
        stated: tuple[int, tuple[str, ...]] | None = None,
    ):
        """``stated``: under stated-line, the claimer's seat and its line (its cards in the order it said it will
        play them); that seat then plays by ``stated_choice``, every other seat against the claim."""
        disputes = rules.disputes
        self.rules = rules
        self.to_act, self.legality, self.key = rules.to_act, rules.legality, disputes.claim_key
        self.penalty_taken = disputes.penalty_taken
        self.claimers, self.penalty, self.best_play = claimers, penalty, best_play
        self.budget, self.positions = budget, 0
        self.deadline, self.clock = deadline, clock
        self.table: dict = {}
        self.plays: dict = {}  # (seat, card) -> its action, made once: a search plays each card many times
        self.classes = disputes.card_classes(root)
        groups: dict = {}
        for card, (group, rank, _worth) in self.classes.items():
            groups.setdefault(group, []).append((rank, card))
        self.group_order = {group: [card for _, card in sorted(cards)] for group, cards in groups.items()}
        self.stated_seat, self.stated_line = stated if stated is not None else (None, ())

    def moves(self, position: Position, seat: int) -> list[str]:
        """The legal cards, one of each run of interchangeable ones."""
        legal = self.legality(position).legal
        if len(legal) < 2:
            return list(legal)
        in_play = 0  # the cards still in the hands or the trick, as bits
        for hand in position.hands:
            in_play |= hand
        for played in position.trick:
            in_play |= CARD_BITS[played["card"]]
        legal_set, classes, covered, chosen, runs = set(legal), self.classes, set(), [], {}
        for card in legal:
            if card in covered:
                continue
            chosen.append(card)
            group, _rank, worth = classes[card]
            run = runs.get(group)
            if run is None:
                run = runs[group] = [other for other in self.group_order[group] if CARD_BITS[other] & in_play]
            at = run.index(card)
            for step in (-1, 1):
                index = at + step
                while 0 <= index < len(run) and run[index] in legal_set and classes[run[index]][2] == worth:
                    covered.add(run[index])
                    index += step
        return chosen

    def choices(self, position: Position, seat: int) -> list[str]:
        """The cards the search tries for ``seat``: its moves, or for a seat that stated its line, what it plays."""
        if seat != self.stated_seat:
            return self.moves(position, seat)
        return self.stated_choice(position)

    def stated_choice(self, position: Position) -> list[str]:
        """The first card of the stated line still held that is legal; when none is, every legal card, to be
        chosen worst for the claim (doubtful points go against the claimer, Law 70). None is pruned as
        interchangeable: which of them stays in the hand decides the line's later cards."""
        legal = self.legality(position).legal
        for card in self.stated_line:
            if card in legal:
                return [card]
        return list(legal)

    def floor(self, position: Position) -> int:
        """The least the claimer's side can gain from here: no trick, or every penalty card still in play."""
        if not self.penalty:
            return 0
        cards = [card for seat in range(position.players) for card in position.cards(seat)]
        return -self.penalty_taken(position, cards + [played["card"] for played in position.trick])

    def value(self, position: Position, alpha: int, beta: int) -> int:
        seat = self.to_act(position)
        if seat is None:
            return 0
        key = self.key(position)
        lower, upper, first = self.table.get(key, (-_INFINITY, _INFINITY, None))
        if lower >= beta:
            return lower
        if upper <= alpha or lower == upper:
            return upper
        alpha, beta = max(alpha, lower), min(beta, upper)
        if self.positions == self.budget:
            raise OutOfBudget("budget")
        self.positions += 1
        if self.positions % CLOCK_EVERY == 0 and self.clock() > self.deadline:
            raise OutOfBudget("time")
        maximizing = self.best_play and seat in self.claimers and seat != self.stated_seat
        # A minimizing seat that reaches the floor need look no further (every seat minimizes under any-play).
        floor = -_INFINITY if maximizing else self.floor(position)
        moves = self.choices(position, seat)
        if first in moves:
            moves.remove(first)
            moves.insert(0, first)
        low, high = alpha, beta
        best, best_card = (-_INFINITY if maximizing else _INFINITY), None
        for card in moves:
            child = self.step(position, seat, card)
            gained = self.gain(position, card, child)
            found = gained + self.value(child, low - gained, high - gained)
            if maximizing:
                if found > best:
                    best, best_card = found, card
                    low = max(low, best)
            elif found < best:
                best, best_card = found, card
                high = min(high, best)
                if best <= floor:
                    break
            if low >= high:
                break
        if best <= alpha:
            upper = best
        elif best >= beta:
            lower = best
        else:
            lower = upper = best
        self.table[key] = (lower, upper, best_card)
        return best

    def exact(self, position: Position, threshold: int | None = None) -> int:
        """The exact value, by one full-window search: ``threshold`` (the value a claim needs) is the solver's hint
        for its first test, and a full window has no first test to choose."""
        return self.value(position, -_INFINITY, _INFINITY)

    def line(self, position: Position, target: int) -> list[dict]:
        """A continuation to the end of the hand along which the claimer's side gains exactly ``target``."""
        plays = []
        while (seat := self.to_act(position)) is not None:
            for card in self.choices(position, seat):
                child = self.step(position, seat, card)
                gained = self.gain(position, card, child)
                if gained + self.exact(child) == target:
                    plays.append({"seat": seat, "card": card})
                    position, target = child, target - gained
                    break
            else:  # the exact values of a position's children always include its own: never loop on it
                raise LookupError(f"no card continues a line worth {target} from {self.key(position)!r}")
        return plays


def searcher(
    rules: Rules,
    position: Position,
    claimers: frozenset,
    penalty: bool,
    best_play: bool,
    budget: int | None = None,
    deadline: float = float("inf"),
    clock: Callable[[], float] = time.monotonic,
    stated: tuple | None = None,
    shares: int = 1,
):
    """The search for a claim from ``position``: the claim solver on the game's TrickRules where its play has them
    there, else (and for a stated line) the general search on its positions. ``budget``: the positions it may look
    at (None: the service's budget for the search chosen, REFEREE_SOLVER_BUDGET or REFEREE_CLAIM_BUDGET);
    ``shares``: how many searches share the limits at once (an analysis runs one a side), each keeping to its
    part of the budget and of the solver's memo."""
    trick_rules = rules.disputes.trick_rules and rules.disputes.trick_rules(position)
    if trick_rules is None or stated is not None:
        budget = CLAIM_BUDGET if budget is None else budget
        return Search(rules, position, claimers, penalty, best_play, budget // shares, deadline, clock, stated)
    budget = SOLVER_BUDGET if budget is None else budget
    return Solver(
        rules,
        trick_rules,
        position,
        claimers,
        penalty,
        best_play,
        budget // shares,
        deadline,
        clock,
        SOLVER_MEMO_ENTRIES // shares,
    )


def claim(
    rules: Rules,
    request: dict,
    budget: int | None = None,
    seconds: float | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> dict:
    """The ruling; ``budget`` positions and ``seconds`` on ``clock`` (the service's limits by default) bound the
    search and the counter line's together."""
    disputes = rules.disputes

    def ruling(kind: str, explanation: str, **facts) -> dict:
        return rules.catalogue.ruling(disputes.rule_ids[kind], explanation, **facts)

    deadline = clock() + (CLAIM_SECONDS if seconds is None else seconds)
    require_claim_position(request)
    claimed, standard = request["claim"], request["standard"]
    stated = require_stated_line(claimed, standard, request["hands"][claimed["seat"]])
    position, claimers, to_draw = disputes.claim_start(request)
    penalty = "penalty_cards_at_most" in claimed
    claimant = _claimant(claimed["seat"], claimers)
    undecided = {
        "holds": False,
        "decided": False,
        "standard": standard,
        "value": None,
        "line": None,
        "counter_line": None,
    }
    searched = "claim" if stated is None else "claim-stated-line"
    if to_draw is None:
        return ruling(
            "claim-stock-unknown",
            f"The draw pile is not given and the hands do not show it empty, "
            f"so cards may still be drawn and the rest of the play is not "
            f"known; the rules cover no claim before the pile is empty, so "
            f"{claimant}'s claim is not decided and is not upheld (give stock: "
            f"[] when the pile is empty).",
            **undecided,
            positions=0,
        )
    if to_draw:
        return ruling(
            "claim-drawing",
            f"The draw pile still holds {counted(to_draw, 'card')}, so the rest of "
            f"the play is not known and the rules cover no claim before it is "
            f"empty: {claimant}'s claim is not upheld.",
            **undecided,
            positions=0,
        )
    search = searcher(rules, position, claimers, penalty, standard == BEST_PLAY, budget, deadline, clock, stated)
    try:
        gained = search.exact(position, -claimed["penalty_cards_at_most"] if penalty else claimed["tricks"])
        holds = -gained <= claimed["penalty_cards_at_most"] if penalty else gained >= claimed["tricks"]
        # Within what is left of the same budget and time: a decided answer shows its evidence, the line that
        # defeats a failing claim, or (where the claimer's side chooses its cards) one that makes a claim that holds
        # against the strongest defence. Under any-play a holding claim has no line to show: every line makes it.
        evidence = search.line(position, gained) if not holds or standard != ANY_PLAY else None
    except OutOfBudget as stopped:
        if stopped.reason == "budget":
            why = f"The search stopped after {counted(search.positions, 'position')} (the budget)"
        else:
            allowed = CLAIM_SECONDS if seconds is None else seconds
            why = (
                f"The time allowed for the search ({counted_seconds(allowed)}) ran out after "
                f"{counted(search.positions, 'position')}"
            )
        return ruling(
            searched,
            f"{why}, so {claimant}'s claim is not decided and is not upheld.",
            **undecided,
            positions=search.positions,
        )
    value = -gained if penalty else gained
    return ruling(
        searched,
        _explanation(disputes, position, claimant, claimed, standard, value, holds),
        holds=holds,
        decided=True,
        standard=standard,
        value=value,
        line=evidence if holds else None,
        counter_line=None if holds else evidence,
        positions=search.positions,
    )


def counted_seconds(seconds: float) -> str:
    return counted(int(seconds), "second") if seconds == int(seconds) else f"{seconds:g} seconds"


def _claimant(seat: int, claimers: frozenset) -> str:
    if len(claimers) == 1:
        return f"seat {seat}"
    others = ", ".join(str(member) for member in sorted(claimers)[:-1])
    return f"seat {seat}'s side (seats {others} and {max(claimers)})"


def _explanation(
    disputes: Disputes, position: Position, claimant: str, claimed: dict, standard: str, value: int, holds: bool
) -> str:
    who = claimant[0].upper() + claimant[1:]
    if standard == STATED_LINE:
        how = (
            f"with seat {claimed['seat']} playing its line as stated (and, whenever no card of it is legal, the card "
            f"worst for the claim) however the other seats play"
        )
    if "penalty_cards_at_most" in claimed:
        cards = disputes.penalty_name(position)
        limit = claimed["penalty_cards_at_most"]
        claim_text = f"{who} claims to take at most {limit} more {cards if limit != 1 else cards.rstrip('s')}"
        if standard == ANY_PLAY:
            outcome = f"however everyone plays, the most it can be made to take is {value}"
        elif standard == BEST_PLAY:
            outcome = f"with its best play against the best defence, it takes {value}"
        else:
            outcome = f"{how}, the most it can be made to take is {value}"
    else:
        claim_text = f"{who} claims at least {counted(claimed['tricks'], 'trick')} of those still to play"
        if standard == ANY_PLAY:
            outcome = f"however everyone plays, it takes at least {counted(value, 'trick')}"
        elif standard == BEST_PLAY:
            outcome = f"with its best play against the best defence, it takes {counted(value, 'trick')}"
        else:
            outcome = f"{how}, it takes at least {counted(value, 'trick')}"
    if standard == STATED_LINE:
        claim_text += f" with the line {', '.join(claimed['line'])}"
    verdict = (
        "so the claim holds"
        if holds
        else "so the claim fails: the counter-line is a way of playing the remaining cards that defeats it"
    )
    return f"{claim_text}: {outcome}, {verdict}."
