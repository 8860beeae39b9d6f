"""The claim solver (referee/disputes/solver.py) against the general search (claims.Search, itself checked against
a brute-force reference in test_claims.py) on deeper endings of every game whose play has TrickRules, for tricks
and penalty cards under both standards; its lines replayed through the game's own rules; its TrickRules against
the game's legality check (one statement of the play: the solver's legal cards are the game's)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.cards import CARD_BITS
from referee.disputes.claims import Search, searcher
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
