"""The claim solver (referee/disputes/solver.py) against the general search (claims.Search, itself checked against
a brute-force reference in test_claims.py) on deeper endings of every game whose play has TrickRules, for tricks
and penalty cards under both standards; its lines replayed through the game's own rules; its TrickRules against
the game's legality check (one statement of the play: the solver's legal cards are the game's)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.cards import CARD_BITS
from referee.disputes.claims import OutOfBudget, Search, searcher
from referee.disputes.solver import Solver
from referee.engine.game import play_action
from referee.engine.replay import after, opening
from referee.games import RULES

SOLVED = sorted(
    game for game, rules in RULES.items() if rules.disputes is not None and rules.disputes.trick_rules is not None
)


def ending(game: str, rng: random.Random, tricks_left: int, players: int | None = None):
    """A random deal of ``game`` played at random until ``tricks_left`` tricks remain (sometimes part of a trick
    more): the position, and a random seat's side as the claimers."""
    rules = RULES[game]
    record = rules.deal(rng, players)
    position = opening(rules, record)
    while rules.to_act(position) is not None and (
        max(len(position.cards(seat)) for seat in range(position.players)) > tricks_left
        or (position.trick and rng.random() < 0.5)
    ):
        play = {"seat": rules.to_act(position), "card": rng.choice(rules.legality(position).legal)}
        rules.apply(position, play_action(play))
    return position, rules.side(position, rng.randrange(position.players))


def penalties(game: str) -> tuple:
    return (False, True) if RULES[game].disputes.penalty_taken is not None else (False,)


def test_the_solver_covers_hearts_and_forty_five():
    assert {"hearts", "auction-hearts", "forty-five", "auction-forty-fives"} <= set(SOLVED)


@pytest.mark.parametrize("game", SOLVED)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(1, 4))
def test_i_claim_the_solver_agrees_with_the_general_search(game, seed, tricks_left):
    rules = RULES[game]
    rng = random.Random(seed)
    # 4 or 6 seats (every game with TrickRules seats both): the general search of a 10-seat ending is slow, and the solver is the same code at any size.
    position, claimers = ending(game, rng, tricks_left, rng.choice([4, 6]))
    if rules.to_act(position) is None or rules.disputes.trick_rules(position) is None:
        return
    for penalty in penalties(game):
        for best_play in (False, True):
            general = Search(rules, position, claimers, penalty, best_play, 10**7).exact(position)
            solver = searcher(rules, position, claimers, penalty, best_play, 10**7)
            assert isinstance(solver, Solver)
            assert solver.exact(position) == general, (penalty, best_play)


@pytest.mark.parametrize("game", SOLVED)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(1, 4))
def test_i_claim_the_solvers_line_is_legal_play_worth_its_value(game, seed, tricks_left):
    rules = RULES[game]
    rng = random.Random(seed)
    position, claimers = ending(game, rng, tricks_left, rng.choice([4, 6]))
    if rules.to_act(position) is None or rules.disputes.trick_rules(position) is None:
        return
    penalty = rng.choice(penalties(game))
    solver = searcher(rules, position, claimers, penalty, True, 10**6)
    value = solver.exact(position)
    gained, walked = 0, position
    for play in solver.line(position, value):
        assert rules.to_act(walked) == play["seat"]
        assert play["card"] in rules.legality(walked).legal
        before = walked
        walked = after(rules, walked, play_action(play))
        if not walked.trick and walked.leader in claimers:
            cards = [*(each["card"] for each in before.trick), play["card"]]
            gained += -rules.disputes.penalty_taken(before, cards) if penalty else 1
    assert rules.to_act(walked) is None
    assert gained == value


@pytest.mark.parametrize("game", SOLVED)
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_solvers_legal_cards_are_the_games_legality_check(game, seed):
    rules = RULES[game]
    rng = random.Random(seed)
    position, _ = ending(game, rng, rng.randint(1, 12))
    seat = rules.to_act(position)
    trick_rules = rules.disputes.trick_rules(position)
    if seat is None or trick_rules is None:
        return
    legal = trick_rules.legal(position.hands[seat], [CARD_BITS[play["card"]] for play in position.trick])
    assert legal == sum(CARD_BITS[card] for card in rules.legality(position).legal)


def test_hearts_i_claim_house_rules_that_restrict_the_play_keep_the_general_search():
    hearts = RULES["hearts"]
    request = {
        "players": 4,
        "hands": [["2C", "3C"], ["4C", "5C"], ["6C", "7C"], ["8C", "9C"]],
        "trick": [],
        "leader": 0,
        "claim": {"seat": 0, "tricks": 1},
        "hearts_broken": "required",
        "played": [],
    }
    position, claimers, _ = hearts.disputes.claim_start(request)
    assert hearts.disputes.trick_rules(position) is None
    assert isinstance(searcher(hearts, position, claimers, False, True, 100), Search)


@pytest.mark.parametrize("game", SOLVED)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(2, 5), memo_entries=st.integers(0, 20))
def test_i_claim_a_full_memo_costs_time_never_the_answer(game, seed, tricks_left, memo_entries):
    """Past its memo's size the solver goes on without remembering: the memo never holds more entries than it is
    given, and the value is the one an unbounded memo finds."""
    rules = RULES[game]
    position, claimers = ending(game, random.Random(seed), tricks_left, 4)
    if rules.to_act(position) is None or rules.disputes.trick_rules(position) is None:
        return
    trick_rules = rules.disputes.trick_rules(position)
    for penalty in penalties(game):
        unbounded = Solver(rules, trick_rules, position, claimers, penalty, True, 10**7)
        small = Solver(rules, trick_rules, position, claimers, penalty, True, 10**7, memo_entries=memo_entries)
        assert small.exact(position) == unbounded.exact(position)
        assert len(small.table) <= memo_entries


@pytest.mark.parametrize("game", SOLVED)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(2, 5), best_play=st.booleans())
def test_i_claim_a_memo_answer_carries_only_where_the_ranks_that_mattered_lie_alike(game, seed, tricks_left, best_play):
    """Partition search: an entry of the memo stands for every position of its shape whose highest cards, down to the
    lowest that decided a trick, lie as its own did. A solver that has searched one position, then asked a sibling
    of the same shape (the cards of each group and class dealt out again among the seats that held them, as many to
    each), answers the sibling as a fresh solver does, whichever of its entries the sibling matches."""
    rules = RULES[game]
    rng = random.Random(seed)
    position, claimers = ending(game, rng, tricks_left, 4)
    trick_rules = rules.disputes.trick_rules(position)
    if position.trick or rules.to_act(position) is None or trick_rules is None:
        return
    classes = rules.disputes.card_classes(position)
    alike: dict = {}
    for seat in range(position.players):
        for card in position.cards(seat):
            alike.setdefault((classes[card][0], classes[card][2]), []).append(card)
    dealt_again = {}
    for cards in alike.values():
        dealt_again.update(zip(cards, rng.sample(cards, len(cards))))
    sibling = position.copy()
    for seat in range(position.players):
        sibling.received[seat] = [dealt_again[card] for card in position.cards(seat)]
        sibling.hands[seat] = sum(CARD_BITS[card] for card in sibling.received[seat])
    for penalty in penalties(game):
        searched = Solver(rules, trick_rules, position, claimers, penalty, best_play, 10**7)
        searched.exact(position)
        fresh = Solver(rules, trick_rules, sibling, claimers, penalty, best_play, 10**7)
        assert searched.exact(sibling) == fresh.exact(sibling)


def test_i_claim_a_memo_answer_rests_on_the_cards_its_equivalent_card_stood_for():
    """hearts.i-claim: seat 1 holds 7C and 8C, next to each other among the clubs in play, so the solver tries one
    for both; where its answer rests on the 8C left in the hand, it rests on the 7C played in the line where the 8C
    was played instead. A sibling with seat 1's 8C and seat 3's 2C the other way round (seat 1 then holds no run of
    clubs) is then answered as a fresh solver answers it: seat 1, playing its best against the rest, takes no heart
    (found when an answer carried over to it, with seat 1 taking one)."""
    hearts = RULES["hearts"]

    def claim_position(hands: list):
        request = {
            "players": 4,
            "hands": hands,
            "trick": [],
            "leader": 0,
            "claim": {"seat": 1, "penalty_cards_at_most": 0},
        }
        position, claimers, _to_draw = hearts.disputes.claim_start(request)
        return position, claimers

    position, claimers = claim_position(
        [["KH", "7D", "2H", "8H"], ["7C", "8D", "8C", "JC"], ["3C", "QC", "QD", "3S"], ["5D", "2C", "3D", "TC"]]
    )
    sibling, _ = claim_position(
        [["KH", "7D", "2H", "8H"], ["7C", "8D", "2C", "JC"], ["3C", "QC", "QD", "3S"], ["5D", "8C", "3D", "TC"]]
    )
    trick_rules = hearts.disputes.trick_rules(position)
    searched = Solver(hearts, trick_rules, position, claimers, True, True, 10**7)
    assert searched.exact(position) == -2
    assert (
        searched.exact(sibling) == 0 == Solver(hearts, trick_rules, sibling, claimers, True, True, 10**7).exact(sibling)
    )


@pytest.mark.parametrize("game", SOLVED)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(1, 5), threshold=st.integers(-15, 6))
def test_i_claim_the_claims_threshold_tested_first_changes_no_value(game, seed, tricks_left, threshold):
    """A claim's own threshold is the solver's first null-window test (what decides the claim); the value it then
    finds is the value found by halving alone, wherever the threshold lies (outside the range included)."""
    rules = RULES[game]
    position, claimers = ending(game, random.Random(seed), tricks_left, 4)
    if rules.to_act(position) is None or rules.disputes.trick_rules(position) is None:
        return
    for penalty in penalties(game):
        for best_play in (False, True):
            plain = searcher(rules, position, claimers, penalty, best_play, 10**7).exact(position)
            first = searcher(rules, position, claimers, penalty, best_play, 10**7).exact(position, threshold)
            assert first == plain


def test_hearts_i_claim_every_trick_left_that_holds_is_decided_by_one_test():
    """ "The rest are mine", and they are: the first test (at least every trick left?) succeeds, and the range is
    closed: no other search is made."""
    hearts = RULES["hearts"]
    request = {
        "players": 4,
        "hands": [["AS", "KS", "QS"], ["2S", "3S", "4S"], ["5S", "6S", "7S"], ["8S", "9S", "TS"]],
        "trick": [],
        "leader": 0,
        "claim": {"seat": 0, "tricks": 3},
    }
    position, claimers, _ = hearts.disputes.claim_start(request)
    solver = searcher(hearts, position, claimers, False, True)
    tests = []
    value = solver.value
    solver.value = lambda *arguments: tests.append(arguments[3:]) or value(*arguments)
    assert solver.exact(position, 3) == 3
    assert tests[0] == (2, 3) and len([window for window in tests if window[1] - window[0] == 1]) >= 1
    searched_once = solver.positions
    halving = searcher(hearts, position, claimers, False, True)
    assert halving.exact(position) == 3 and halving.positions >= searched_once


def test_i_claim_each_search_takes_the_services_budget_for_its_kind():
    """The solver's positions cost time, its memo bounded apart; the general search's cost memory too: each has
    its own budget (REFEREE_SOLVER_BUDGET, REFEREE_CLAIM_BUDGET), and searches sharing the limits (an analysis's
    sides) each keep to their part of the budget and of the memo."""
    from referee.disputes import claims
    from referee.limits import SOLVER_MEMO_ENTRIES

    hearts = RULES["hearts"]
    position, claimers = ending("hearts", random.Random(3), 4)
    solver = searcher(hearts, position, claimers, False, True)
    assert isinstance(solver, Solver) and solver.budget == claims.SOLVER_BUDGET
    assert solver.memo_entries == SOLVER_MEMO_ENTRIES
    shared = searcher(hearts, position, claimers, False, True, None, shares=4)
    assert (shared.budget, shared.memo_entries) == (claims.SOLVER_BUDGET // 4, SOLVER_MEMO_ENTRIES // 4)
    general = searcher(hearts, position, claimers, False, True, stated=(0, ()))
    assert isinstance(general, Search) and general.budget == claims.CLAIM_BUDGET


@pytest.mark.parametrize("game_id, players", [("hearts", 4), ("forty-five", 10), ("auction-forty-fives", 6)])
def test_the_solvers_memo_entries_fit_the_bytes_each_is_given(game_id, players):
    """An entry of the solver's memo (a key of a byte a card in play, its bounds and its best card) takes at most
    SOLVER_ENTRY_BYTES, measured on whole deals of the largest tables, so a full memo (SOLVER_MEMO_ENTRIES) stays
    within CLAIM_MEMORY_MIB."""
    import gc
    import tracemalloc

    from referee.limits import CLAIM_MEMORY_MIB, SOLVER_ENTRY_BYTES, SOLVER_MEMO_ENTRIES

    assert SOLVER_MEMO_ENTRIES * SOLVER_ENTRY_BYTES <= CLAIM_MEMORY_MIB * 1024 * 1024
    game = RULES[game_id]
    gc.collect()
    tracemalloc.start()
    try:
        solvers, seed = [], 45
        while sum(len(solver.table) for solver in solvers) < 300:  # a 5-trick deal leaves few entries: several deals
            position = opening(game, game.deal(random.Random(seed), players))
            solver = Solver(game, game.disputes.trick_rules(position), position, frozenset({0}), False, True, 60_000)
            try:
                solver.exact(position)
            except OutOfBudget:
                pass
            solvers.append(solver)
            seed += 1
        entries = sum(len(solver.table) for solver in solvers)
        gc.collect()
        held, _ = tracemalloc.get_traced_memory()
        for solver in solvers:  # what the memos alone held: the rest of each solver stays
            solver.table, solver.variants = {}, {}
        gc.collect()
        without, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert (held - without) / entries <= SOLVER_ENTRY_BYTES


@pytest.mark.parametrize("game", SOLVED)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(1, 4))
def test_i_claim_the_leaders_sure_tricks_are_tricks_it_takes(game, seed, tricks_left):
    """The quick tricks bound: at a trick's start, the seat on lead takes at least its sure tricks with its best play
    however the others play (the general search, its side claiming under best play), so the solver may cut on them."""
    rules = RULES[game]
    rng = random.Random(seed)
    position, _ = ending(game, rng, tricks_left, rng.choice([4, 6]))
    if position.trick or rules.to_act(position) is None or rules.disputes.trick_rules(position) is None:
        return
    leader = rules.to_act(position)
    side = rules.side(position, leader)
    solver = searcher(rules, position, side, False, True)
    hands, _, _ = solver.bits_of(position)
    sure, _ = solver.sure_tricks(hands, leader)
    assert Search(rules, position, side, False, True, 10**7).exact(position) >= sure


@pytest.mark.parametrize("game", SOLVED)
def test_i_claim_the_worked_out_key_parts_are_kept_within_their_bound(game, monkeypatch):
    """The groups' key parts and runs a search keeps are bounded (SEGMENTS_KEPT): past the bound they are worked
    out afresh, and the search finds the same value with the same positions."""
    from referee.disputes import solver as solver_module

    rules = RULES[game]
    position, claimers = ending(game, random.Random(11), 4, 4)
    trick_rules = rules.disputes.trick_rules(position)
    if rules.to_act(position) is None or trick_rules is None:
        return
    kept = Solver(rules, trick_rules, position, claimers, False, True, 10**7)
    value = kept.exact(position)
    monkeypatch.setattr(solver_module, "SEGMENTS_KEPT", 3)
    bounded = Solver(rules, trick_rules, position, claimers, False, True, 10**7)
    assert bounded.exact(position) == value and bounded.positions == kept.positions
    assert len(bounded.segments) <= 3 and len(bounded.runs) <= 3
