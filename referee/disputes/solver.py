"""The claim solver: the rest of a hand searched on the hands as bitmasks, for every game whose play a ``TrickRules``
states (referee.engine.disputes), the game supplying only its rules: which cards may be played to a trick, which
play wins it, what a card is worth (``Disputes.penalty_taken``) and which cards are alike (``card_classes``).

The techniques are those of double-dummy bridge solvers (Bo Haglund's DDS) and of paranoid search (Sturtevant and
Korf, "On pruning techniques for multi-player games", 2000): the claimer's side against every other seat as one.

- Null-window alpha-beta: the exact value is found by testing "at least v?" and halving the range (MTD), each test
  a cheap search whose memo the next reuses; where the claimer's side plays its best for penalty cards, by stepping
  down from the top (exact_bits says why). A claim's own threshold is tested first: it decides the claim, and a
  claim of every trick left (or of no penalty card) that holds needs no other test.
- A memo of bounds at trick boundaries keyed on relative ranks and on the ranks that mattered (partition search,
  Ginsberg 1996; DDS's "winning ranks"): a card's identity is replaced by its place among the cards of its group
  still in play, and a search's answer records the cards whose rank decided a trick in it. The answer then holds
  for every position of the same shape (the seat on lead, how many cards of each group and class each seat holds)
  whose cards, from the highest of each group down to the lowest that mattered, lie the same way: the small cards
  may lie anywhere. The game's classes keep apart the cards whose identity its rules ask (a card that scores, a
  trump with a reneging privilege), so that its rules ask the ranks of no other card: which card is led decides
  which may be played only through its group and class, and a trick goes to the highest card of a group in it.
- Bounds from the cards left: no more tricks than remain, no more penalty than is still in play; and, as DDS's
  quick tricks, the tricks the seat on lead can take by leading cards nobody can beat.
- Equivalent cards: of a run of cards one hand holds next to each other among the cards in play, alike in class,
  one is tried.
- Move order: the memo's best card first, then, of each group, the cards that win the trick cheaply before those
  that lose it; onto a trick going where a seat wants it, its costliest cards first.

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
# How many groups' memo parts and runs a search keeps worked out (a group's parts some 600 bytes, its runs some
# 200): past it they are worked out afresh.
SEGMENTS_KEPT = 16_000


def _card(bit: int) -> str:
    return FULL_PACK[bit.bit_length() - 1]


def top_cards(depths: bytes, highest: list) -> int:
    """The cards in play that are among the ``depths[group]`` highest of their group, as bits."""
    cards = 0
    for group, depth in enumerate(depths):
        cards |= highest[group][depth]
    return cards


def entry_key(shape: bytes, depths: bytes, tops: list) -> bytes:
    return b"".join([shape, depths, *[top[:depth] for top, depth in zip(tops, depths)]])


def kept(worked_out: dict, key, value):
    """``value``, kept under ``key`` among what a search has worked out, at most SEGMENTS_KEPT entries: a full dict
    is emptied first (what it held is worked out afresh when asked again)."""
    if len(worked_out) >= SEGMENTS_KEPT:
        worked_out.clear()
    worked_out[key] = value
    return value


class TrickSearch:
    """The search itself, on the hands as bits (a C class in the compiled build: solver.pxd types it)."""

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
        # The memo: entries by shape, depths and the highest cards' places; and each shape's depths kept.
        self.table: dict = {}
        self.variants: dict = {}
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
        self.kind_of = {bit: kind for group in self.groups for bit, kind in group}
        self.above = {bit: group[place + 1 :] for group in self.groups for place, (bit, _) in enumerate(group)}
        self.group_masks = [sum(bit for bit, _ in group) for group in self.groups]
        # each card's group's cards from it up
        self.at_or_above = {
            bit: sum(higher for higher, _ in group[place:])
            for group in self.groups
            for place, (bit, _) in enumerate(group)
        }
        # A group's part of a memo key, and its cards tried, depend on that group's cards alone: each is worked out
        # once for each way the group's cards lie, and looked up after (SEGMENTS_KEPT bounds what is kept).
        self.segments: dict = {}
        self.runs: dict = {}
        self.worth = {bit: disputes.penalty_taken(root, [_card(bit)]) for bit in self.group_of} if penalty else None
        self.penalty = penalty
        self.from_the_top = penalty and best_play
        # The cards of each worth, so that the penalty still in play is counted a worth at a time.
        self.by_worth: list = []
        if penalty:
            for worth in sorted(set(self.worth.values()) - {0}):
                self.by_worth.append((worth, sum(bit for bit, value in self.worth.items() if value == worth)))

    # -- the position as bits ---------------------------------------------------------------------------------

    def bits_of(self, position: Position) -> tuple[list, list, int]:
        """(hands, the trick as (seat, bit) plays, the seat to play)."""
        trick = [(play["seat"], CARD_BITS[play["card"]]) for play in position.trick]
        seat = (trick[-1][0] + 1) % self.players if trick else position.leader
        return list(position.hands), trick, seat

    def played(self, trick: list, seat: int, card: int) -> tuple[list, int, int, int]:
        """After ``seat`` plays ``card`` to ``trick``: the trick then (empty once complete), the seat to play next
        (the winner leads), what the claimer's side gained, and the card whose rank decided the trick (0 where it
        was the only card of its group, and won by its group alone)."""
        played = [*trick, (seat, card)]
        if len(played) < self.players:
            return played, (seat + 1) % self.players, 0, 0
        bits = [bit for _, bit in played]
        winner, won_by = played[self.winner(bits)]
        mask = self.group_masks[self.group_of[won_by]]
        decided_by = 0
        for bit in bits:
            if bit != won_by and bit & mask:
                decided_by = won_by
                break
        return [], winner, self.gained(winner, played), decided_by

    def gained(self, winner: int, trick: list) -> int:
        if winner not in self.claimers:
            return 0
        if self.worth is None:
            return 1
        worth, taken = self.worth, 0
        for _, bit in trick:
            taken += worth[bit]
        return -taken

    def bounds(self, hands: list, in_play: int) -> tuple[int, int]:
        """The least and the most the claimer's side can still gain at a trick boundary (``in_play``: the hands'
        cards together)."""
        low = high = 0
        if self.worth is None:
            for hand in hands:
                high = max(high, hand.bit_count())
            return low, high
        for worth, cards in self.by_worth:
            if worth > 0:
                low -= worth * (in_play & cards).bit_count()
            else:
                high -= worth * (in_play & cards).bit_count()
        return low, high

    def sure_tricks(self, hands: list, leader: int) -> tuple[int, int]:
        """The tricks ``leader`` takes by leading, one after another, the cards no other seat can beat: in each group,
        its cards above every other seat's of that group that no other group's best card held elsewhere beats (a
        group's higher card beats whatever its lower one does). The other seats only lose cards meanwhile, so none
        can beat them later either. With it, the cards it rests on: each group's highest card held elsewhere."""
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
                beaten = False
                for top in tops:
                    if winner([card, top]):
                        beaten = True
                        break
                if beaten:
                    break
                sure += 1
        rests_on = 0
        for top in tops:
            rests_on |= top
        return sure, rests_on

    def sure_tricks_bounds(self, hands: list, leader: int, low: int, high: int) -> tuple[int, int, int]:
        """(low, high) narrowed by the tricks the leader is sure of: the claimer's side cashes them where it plays
        for tricks (best play), and the other side always does, holding the claimer's side to the rest. With them,
        the cards the narrowing rests on."""
        if self.maximizes[leader]:
            sure, rests_on = self.sure_tricks(hands, leader)
            return (sure, high, rests_on) if sure > low else (low, high, 0)
        if leader not in self.claimers:
            sure, rests_on = self.sure_tricks(hands, leader)
            most = hands[leader].bit_count() - sure
            return (low, most, rests_on) if most < high else (low, high, 0)
        return low, high, 0

    def parts(self, hands: list, leader: int) -> tuple[bytes, list, list]:
        """The position at a trick boundary as the memo reads it: its shape (the seat on lead, and how many cards of
        each group and class each seat holds); for each group, the seat and class of each of its cards in play,
        highest first (each card replaced by its place among its group's cards in play); and for each group, its
        highest cards in play, none, one, two and so on, as bits."""
        segments, shape, tops, highest = self.segments, [bytes((leader,))], [], []
        for group, mask in enumerate(self.group_masks):
            held = (group, *[hand & mask for hand in hands])
            found = segments.get(held)
            if found is None:
                found = kept(segments, held, self.segment(held))
            shape.append(found[0])
            tops.append(found[1])
            highest.append(found[2])
        return b"".join(shape), tops, highest

    def segment(self, held: tuple) -> tuple[bytes, bytes, tuple]:
        """One group's part of the shape, of the places and of the highest cards: ``held`` is the group and each
        seat's cards of it."""
        group, *hands = held
        span, places, highest = self.span, bytearray(), [0]
        for bit, kind in reversed(self.groups[group]):
            for seat, hand in enumerate(hands):
                if hand & bit:
                    places.append(seat * span + kind)
                    highest.append(highest[-1] | bit)
                    break
        return bytes(sorted(places)) + b"\xff", bytes(places), tuple(highest)

    def depths(self, relevant: int, in_play: int) -> bytes:
        """For each group, how many of its highest cards in play reach down to its lowest card in ``relevant``."""
        found, at_or_above = bytearray(), self.at_or_above
        for mask in self.group_masks:
            depth, cards = 0, relevant & in_play & mask
            while cards:
                card = cards & -cards
                cards ^= card
                depth = max(depth, (in_play & at_or_above[card]).bit_count())
            found.append(depth)
        return bytes(found)

    def recalled(self, shape: bytes, tops: list, alpha: int, beta: int) -> tuple:
        """What the memo knows of a position: (lower bound, the depths it rests on, upper bound, the depths it rests
        on, the best card found), from the entries whose highest cards lie as the position's do, read until one
        settles the search's window (alpha, beta)."""
        lower, upper, lower_depths, upper_depths, first = -_INFINITY, _INFINITY, b"", b"", None
        for depths in self.variants.get(shape, ()):
            entry = self.table.get(entry_key(shape, depths, tops))
            if entry is None:
                continue
            low, high, best = entry
            if first is None:
                first = best
            if low > lower:
                lower, lower_depths = low, depths
                if lower >= beta:
                    break
            if high < upper:
                upper, upper_depths = high, depths
                if upper <= alpha:
                    break
            if lower == upper:
                break
        return lower, lower_depths, upper, upper_depths, first

    def remember(self, shape: bytes, tops: list, relevant: int, in_play: int, bounds: tuple, best_card) -> None:
        """Keeps ``bounds`` (lower, upper) for every position of this shape whose highest cards, down to the lowest
        one the search's outcome rested on in each group, lie as this one's do."""
        depths = self.depths(relevant, in_play)
        key = entry_key(shape, depths, tops)
        entry = self.table.get(key)
        if entry is None:
            if len(self.table) >= self.memo_entries:
                return
            variants = self.variants.get(shape, ())
            if depths not in variants:
                self.variants[shape] = (*variants, depths)
            self.table[key] = (*bounds, best_card)
        else:
            self.table[key] = (max(entry[0], bounds[0]), min(entry[1], bounds[1]), best_card)

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
            found = kept(self.runs, (group, in_play, legal), tuple(chosen))
        return found

    def stands_for(self, hands: list, trick: list, seat: int, card: int) -> int:
        """The cards ``card`` was tried for (moves): those of ``seat``'s hand above it in its run of equivalent
        cards, ``card`` being already out of the hand."""
        in_play = card
        for hand in hands:
            in_play |= hand
        for _, bit in trick:
            in_play |= bit
        hand, kind, run = hands[seat], self.kind_of[card], 0
        for bit, other_kind in self.above[card]:
            if bit & in_play:
                if not bit & hand or other_kind != kind:
                    break
                run |= bit
        return run

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
                if leading == wanted:  # the trick is going where the seat wants it: its costliest cards onto it
                    under.sort(key=self.worth.__getitem__, reverse=True)  # a stable sort, reversed or not
            return under + overtaking
        if self.worth is None:
            chosen.reverse()  # leads: the highest card of each group first
        return chosen

    def value(self, hands: list, trick: list, seat: int, alpha: int, beta: int) -> tuple[int, int]:
        """What the claimer's side gains from here (fail-soft alpha-beta), and the cards whose ranks the answer
        rests on: it holds for every position alike in shape whose cards, from the highest of each group down to
        the lowest of these, lie as this one's do."""
        first, relevant, in_play = None, 0, 0
        if not trick:
            if not hands[seat]:
                return 0, 0
            in_play = 0
            for hand in hands:
                in_play |= hand
            low, high = self.bounds(hands, in_play)
            if low >= beta:
                return low, 0
            if high <= alpha:
                return high, 0
            shape, tops, highest = self.parts(hands, seat)
            lower, lower_depths, upper, upper_depths, first = self.recalled(shape, tops, alpha, beta)
            if lower >= beta:
                return lower, top_cards(lower_depths, highest)
            if upper <= alpha:
                return upper, top_cards(upper_depths, highest)
            if lower == upper:
                return lower, top_cards(lower_depths, highest) | top_cards(upper_depths, highest)
            if lower > low:
                low, relevant = lower, relevant | top_cards(lower_depths, highest)
            if upper < high:
                high, relevant = upper, relevant | top_cards(upper_depths, highest)
            if self.worth is None:
                low, high, rests_on = self.sure_tricks_bounds(hands, seat, low, high)
                relevant |= rests_on
                if low >= beta:
                    return low, relevant
                if high <= alpha:
                    return high, relevant
            alpha, beta = max(alpha, low), min(beta, high)
            if alpha >= beta:
                return alpha, relevant
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
            following, next_seat, gained, decided_by = self.played(trick, seat, card)
            found, rests_on = self.value(hands, following, next_seat, low - gained, high - gained)
            found += gained
            relevant |= rests_on | decided_by
            if rests_on & hands[seat] & self.group_masks[self.group_of[card]] and rests_on & self.stands_for(
                hands, trick, seat, card
            ):
                # The cards tried as one differ only in rank: where the answer rests on one left in the hand, it
                # rests on the card played in the line where that one was played instead.
                relevant |= card
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
            if best <= alpha:
                bounds = (-_INFINITY, best)
            elif best >= beta:
                bounds = (best, _INFINITY)
            else:
                bounds = (best, best)
            self.remember(shape, tops, relevant, in_play, bounds, best_card)
        return best, relevant

    def exact_bits(self, hands: list, trick: list, seat: int, threshold: int | None = None) -> int:
        """The exact value by null-window tests ("at least v?"); ``threshold`` is tested first (where it lies inside
        the range). A test that fails is the cheap kind (one defence refutes it), one that holds the costly kind
        (every defence must be met). Where the claimer's side plays its best for penalty cards, the value lies near
        the top of a wide range (few penalty cards taken): the tests step down from the top, each failure lowering
        it, and only the last holds. Elsewhere they halve the range."""
        in_play = 0
        for hand in hands:
            in_play |= hand
        low, high = self.bounds(hands, in_play)
        if self.worth is not None:
            for _, bit in trick:  # a trick in progress: its cards go to its winner too
                low, high = low - max(self.worth[bit], 0), high - min(self.worth[bit], 0)
        while low < high:
            if threshold is not None and low < threshold <= high:
                test, threshold = threshold, None
            else:
                test = high if self.from_the_top else (low + high + 1) // 2
            found, _ = self.value(hands, trick, seat, test - 1, test)
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
                following, next_seat, gained, _ = self.played(trick, seat, card)
                if gained + (self.exact_bits(hands, following, next_seat) if hands[next_seat] else 0) == target:
                    plays.append({"seat": seat, "card": _card(card)})
                    trick, seat, target = following, next_seat, target - gained
                    break
                hands[seat] ^= card
            else:  # the exact values of a position's children always include its own: never loop on it
                raise LookupError(f"no card continues a line worth {target}")
        return plays


class Solver(TrickSearch, Steps):
    """The exact value of a claim position for the claimer's side: tricks it takes, or minus the penalty it takes.
    The same questions as the general search (claims.Search: exact, line, positions), on a game's TrickRules."""
