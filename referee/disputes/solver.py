"""The claim solver: the rest of a hand searched on the hands as bitmasks, for every game whose play a ``TrickRules``
states (referee.engine.disputes), the game supplying only its rules: which cards may be played to a trick, which
play wins it, what a card is worth (``Disputes.penalty_taken``) and which cards are alike (``card_classes``).

The techniques are those of double-dummy bridge solvers (Bo Haglund's DDS) and of paranoid search (Sturtevant and
Korf, "On pruning techniques for multi-player games", 2000): the claimer's side against every other seat as one.

- Null-window alpha-beta: the exact value is found by testing "at least v?" and halving the range (MTD), each test
  a cheap search whose memo the next reuses. A claim's own threshold is tested first: it decides the claim, and a
  claim of every trick left (or of no penalty card) that holds needs no other test.
- A memo of bounds at trick boundaries keyed on relative ranks: a card's identity is replaced by its place among the
  cards of its group still in play, so positions that differ only in which small cards were played share an entry.
  The game's classes keep apart the cards whose identity its rules ask (a card that scores, a trump with a reneging
  privilege).
- Bounds from the cards left: no more tricks than remain, no more penalty than is still in play; and, as DDS's
  quick tricks, the tricks the seat on lead can take by leading cards nobody can beat.
- Equivalent cards: of a run of cards one hand holds next to each other among the cards in play, alike in class,
  one is tried.
- Move order: the memo's best card first, then, of each group, the cards that win the trick cheaply before those
  that lose it.

The memo holds at most ``memo_entries`` entries (referee.limits: SOLVER_MEMO_ENTRIES, sized to the memory a search
is given); once it is full, positions not in it are searched without being remembered, which costs time, never
correctness.
"""

import time
from collections.abc import Callable

from referee.cards import CARD_BITS, FULL_PACK
from referee.disputes.search_steps import CLOCK_EVERY, OutOfBudget, Steps
from referee.engine.position import Position
from referee.limits import SOLVER_MEMO_ENTRIES

_INFINITY = 10**6
# How many groups' key parts and runs a search keeps worked out (each some 100 to 200 bytes): past it they are
# worked out afresh.
SEGMENTS_KEPT = 50_000


def _card(bit: int) -> str:
    return FULL_PACK[bit.bit_length() - 1]


class Solver(Steps):
    """The exact value of a claim position for the claimer's side: tricks it takes, or minus the penalty it takes.
    The same questions as the general search (claims.Search: exact, line, positions), on a game's TrickRules."""

    def __init__(
        self,
        rules,
        trick_rules,
        root: Position,
        claimers: frozenset,
        penalty: bool,
        best_play: bool,
        budget: int,
        deadline: float = float("inf"),
        clock: Callable[[], float] = time.monotonic,
        memo_entries: int = SOLVER_MEMO_ENTRIES,
    ):
        disputes = rules.disputes
        self.rules, self.penalty_taken, self.plays = rules, disputes.penalty_taken, {}
        self.players = root.players
        self.legal, self.winner = trick_rules.legal, trick_rules.winner
        self.claimers = claimers
        self.maximizes = [best_play and seat in claimers for seat in range(self.players)]
        # Move order only: a seat wants its own side to take tricks, but the claimer's penalty cards to fall to it
        # (the claimer's side wants the others to take them).
        self.wanted = [(seat in claimers) != penalty for seat in range(self.players)]
        self.budget, self.positions = budget, 0
        self.deadline, self.clock = deadline, clock
        self.table: dict = {}
        self.memo_entries = memo_entries
        classes = disputes.card_classes(root)
        # Each group's cards, lowest first, and each card's group and class (what its rules ask of it apart from
        # its group and rank): the relative-rank key and the equivalent cards are read from them.
        groups: dict = {}
        for card, (group, rank, kind) in classes.items():
            groups.setdefault(group, []).append((rank, CARD_BITS[card], kind))
        # Classes as small numbers, so that a memo key is a few bytes: a seat and a class to each card in play.
        numbers = {
            kind: number
            for number, kind in enumerate(sorted({kind for cards in groups.values() for *_, kind in cards}, key=repr))
        }
        self.groups = [
            [(bit, numbers[kind]) for _, bit, kind in sorted(cards)] for _group, cards in sorted(groups.items())
        ]
        self.span = len(numbers)  # a seat and a class make one number below 256 (at most 10 seats)
        self.group_of = {bit: index for index, group in enumerate(self.groups) for bit, _ in group}
        self.group_masks = [sum(bit for bit, _ in group) for group in self.groups]
        # A group's part of a memo key, and its cards tried, depend on that group's cards alone: each is worked out
        # once for each way the group's cards lie, and looked up after (SEGMENTS_KEPT bounds what is kept).
        self.segments: dict = {}
        self.runs: dict = {}
        self.worth = {bit: disputes.penalty_taken(root, [_card(bit)]) for bit in self.group_of} if penalty else None
        self.penalty = penalty

    # -- the position as bits ---------------------------------------------------------------------------------

    def bits_of(self, position: Position) -> tuple[list, list, int]:
        """(hands, the trick as (seat, bit) plays, the seat to play)."""
        trick = [(play["seat"], CARD_BITS[play["card"]]) for play in position.trick]
        seat = (trick[-1][0] + 1) % self.players if trick else position.leader
        return list(position.hands), trick, seat

    def played(self, trick: list, seat: int, card: int) -> tuple[list, int, int]:
        """After ``seat`` plays ``card`` to ``trick``: the trick then (empty once complete), the seat to play next
        (the winner leads) and what the claimer's side gained."""
        played = [*trick, (seat, card)]
        if len(played) < self.players:
            return played, (seat + 1) % self.players, 0
        winner = played[self.winner([bit for _, bit in played])][0]
        return [], winner, self.gained(winner, played)

    def gained(self, winner: int, trick: list) -> int:
        if winner not in self.claimers:
            return 0
        if self.worth is None:
            return 1
        worth = self.worth
        return -sum(worth[bit] for _, bit in trick)

    def bounds(self, hands: list) -> tuple[int, int]:
        """The least and the most the claimer's side can still gain at a trick boundary."""
        if self.worth is None:
            return 0, max(hand.bit_count() for hand in hands)
        low = high = 0
        worth = self.worth
        for hand in hands:
            while hand:
                bit = hand & -hand
                hand ^= bit
                value = worth[bit]
                if value > 0:
                    low -= value
                else:
                    high -= value
        return low, high

    def sure_tricks(self, hands: list, leader: int) -> int:
        """The tricks ``leader`` takes by leading, one after another, the cards no other seat can beat: in each group,
        its cards above every other seat's of that group that no other group's best card held elsewhere beats (a
        group's higher card beats whatever its lower one does). The other seats only lose cards meanwhile, so none
        can beat them later either."""
        hand, others = hands[leader], 0
        for seat, held in enumerate(hands):
            if seat != leader:
                others |= held
        runs, tops = [], []
        for group in self.groups:
            run = []
            for bit, _ in reversed(group):  # highest first
                if bit & others:
                    tops.append(bit)
                    break
                if bit & hand:
                    run.append(bit)
            if run:
                runs.append(run)
        winner, sure = self.winner, 0
        for run in runs:
            for card in run:
                if any(winner([card, top]) for top in tops):
                    break
                sure += 1
        return sure

    def sure_tricks_bounds(self, hands: list, leader: int, low: int, high: int) -> tuple[int, int]:
        """(low, high) narrowed by the tricks the leader is sure of: the claimer's side cashes them where it plays
        for tricks (best play), and the other side always does, holding the claimer's side to the rest."""
        if self.maximizes[leader]:
            return max(low, self.sure_tricks(hands, leader)), high
        if leader not in self.claimers:
            return low, min(high, hands[leader].bit_count() - self.sure_tricks(hands, leader))
        return low, high

    def key(self, hands: list, leader: int) -> bytes:
        """The position at a trick boundary with each card replaced by its place among its group's cards in play:
        for each group, the seat holding each of them, lowest first, with its class."""
        segments = self.segments
        parts = [bytes((leader,))]
        for group, mask in enumerate(self.group_masks):
            held = (group, *[hand & mask for hand in hands])
            segment = segments.get(held)
            if segment is None:
                segment = self.segment(held)
                if len(segments) >= SEGMENTS_KEPT:
                    segments.clear()
                segments[held] = segment
            parts.append(segment)
        return b"".join(parts)

    def segment(self, held: tuple) -> bytes:
        """One group's part of a key: ``held`` is the group and each seat's cards of it."""
        group, *hands = held
        span, part = self.span, bytearray()
        for bit, kind in self.groups[group]:
            for seat, hand in enumerate(hands):
                if hand & bit:
                    part.append(seat * span + kind)
                    break
        part.append(255)
        return bytes(part)

    def run_starts(self, group: int, in_play: int, legal: int) -> tuple:
        """Of ``legal`` cards of ``group``, one of each run of equivalent ones: adjacent among the group's cards in
        play and alike in class."""
        found = self.runs.get((group, in_play, legal))
        if found is None:
            chosen, previous_kind, previous_kept = [], None, False
            for card, kind in self.groups[group]:
                if not card & in_play:
                    continue
                if card & legal:
                    if not (previous_kept and kind == previous_kind):
                        chosen.append(card)
                    previous_kept, previous_kind = True, kind
                else:
                    previous_kept = False
            found = tuple(chosen)
            if len(self.runs) >= SEGMENTS_KEPT:
                self.runs.clear()
            self.runs[group, in_play, legal] = found
        return found

    # -- the search -----------------------------------------------------------------------------------------

    def moves(self, hands: list, trick: list, seat: int) -> list:
        """The legal cards of ``seat``, one of each run of equivalent ones, those that win the trick cheaply
        first."""
        hand, bits = hands[seat], [bit for _, bit in trick]
        legal = self.legal(hand, bits)
        if legal & (legal - 1) == 0:
            return [legal] if legal else []
        in_play = 0
        for other in hands:
            in_play |= other
        for _, bit in trick:
            in_play |= bit
        chosen, group_of, for_groups = [], self.group_of, legal
        while for_groups:  # group by group, in the order of their lowest legal cards
            group = group_of[for_groups & -for_groups]
            mask = self.group_masks[group]
            chosen += self.run_starts(group, in_play & mask, for_groups & mask)
            for_groups &= ~mask
        if trick:
            leading = trick[self.winner(bits)][0] in self.claimers
            wanted = self.wanted[seat]  # whether the seat wants the claimer's side to take the trick
            at, winner = len(bits), self.winner
            overtaking = [card for card in chosen if winner([*bits, card]) == at]
            if overtaking and leading != wanted and (seat in self.claimers) == wanted:
                # the cheapest card that takes the trick for the side the seat wants, then the lowest others
                return overtaking + [card for card in chosen if card not in overtaking]
            under = [card for card in chosen if card not in overtaking]
            if self.worth is not None:
                under.reverse()  # ducking under the winner: the highest card that still loses first
            return under + overtaking
        if self.worth is None:
            chosen.reverse()  # leads: the highest card of each group first
        return chosen

    def value(self, hands: list, trick: list, seat: int, alpha: int, beta: int) -> int:
        """What the claimer's side gains from here (fail-soft alpha-beta)."""
        first = None
        if not trick:
            if not hands[seat]:
                return 0
            low, high = self.bounds(hands)
            if low >= beta:
                return low
            if high <= alpha:
                return high
            key = self.key(hands, seat)
            entry = self.table.get(key)
            if entry is not None:
                lower, upper, first = entry
                if lower >= beta:
                    return lower
                if upper <= alpha or lower == upper:
                    return upper
                low, high = max(low, lower), min(high, upper)
            if self.worth is None:
                low, high = self.sure_tricks_bounds(hands, seat, low, high)
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
            alpha, beta = max(alpha, low), min(beta, high)
            if alpha >= beta:
                return alpha
        if self.positions == self.budget:
            raise OutOfBudget("budget")
        self.positions += 1
        if self.positions % CLOCK_EVERY == 0 and self.clock() > self.deadline:
            raise OutOfBudget("time")
        maximizing = self.maximizes[seat]
        moves = self.moves(hands, trick, seat)
        if first is not None and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        best, best_card = (-_INFINITY if maximizing else _INFINITY), None
        low, high = alpha, beta
        for card in moves:
            hands[seat] ^= card
            following, next_seat, gained = self.played(trick, seat, card)
            found = gained + self.value(hands, following, next_seat, low - gained, high - gained)
            hands[seat] ^= card
            if maximizing:
                if found > best:
                    best, best_card = found, card
                    low = max(low, best)
            elif found < best:
                best, best_card = found, card
                high = min(high, best)
            if low >= high:
                break
        if not trick:
            entry = self.table.get(key)
            if entry is None and len(self.table) >= self.memo_entries:
                return best
            lower, upper = (entry[0], entry[1]) if entry is not None else (-_INFINITY, _INFINITY)
            if best <= alpha:
                upper = min(upper, best)
            elif best >= beta:
                lower = max(lower, best)
            else:
                lower = upper = best
            self.table[key] = (lower, upper, best_card)
        return best

    def exact_bits(self, hands: list, trick: list, seat: int, threshold: int | None = None) -> int:
        """The exact value by null-window tests ("at least v?"), halving the range each time; ``threshold`` is
        tested first (where it lies inside the range)."""
        low, high = self.bounds(hands)
        if self.worth is not None:
            for _, bit in trick:  # a trick in progress: its cards go to its winner too
                low, high = low - max(self.worth[bit], 0), high - min(self.worth[bit], 0)
        while low < high:
            if threshold is not None and low < threshold <= high:
                test, threshold = threshold, None
            else:
                test = (low + high + 1) // 2
            found = self.value(hands, trick, seat, test - 1, test)
            if found >= test:
                low = found
            else:
                high = found
        return low

    def exact(self, position: Position, threshold: int | None = None) -> int:
        """The exact value; ``threshold``: the value a claim needs, its null-window test made first."""
        hands, trick, seat = self.bits_of(position)
        if not any(hands):
            return 0
        return self.exact_bits(hands, trick, seat, threshold)

    def line(self, position: Position, target: int) -> list[dict]:
        """A continuation to the end of the hand along which the claimer's side gains exactly ``target``."""
        hands, trick, seat = self.bits_of(position)
        plays = []
        while hands[seat]:
            for card in self.moves(hands, trick, seat):
                hands[seat] ^= card
                following, next_seat, gained = self.played(trick, seat, card)
                if gained + (self.exact_bits(hands, following, next_seat) if hands[next_seat] else 0) == target:
                    plays.append({"seat": seat, "card": _card(card)})
                    trick, seat, target = following, next_seat, target - gained
                    break
                hands[seat] ^= card
            else:  # the exact values of a position's children always include its own: never loop on it
                raise LookupError(f"no card continues a line worth {target}")
        return plays
