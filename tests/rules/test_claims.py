"""rulings/claim (referee/disputes/claims.py) against an independent reference: a plain minimax over every legal
card (no memo, no pruning, no equivalent cards) on small random positions of all four games, under both
standards and for tricks and penalty cards. The counter line must be legal and defeat the claim; a search past
its budget or its time, the counter line's included, is "not decided", never an error (the settings themselves:
tests/service/test_limits.py)."""

import gc
import itertools
import random
import re
import tracemalloc

import pytest
from disputes_support import cards_held, claim_request, gained_by, hands_of, reference
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.disputes.claims import CLOCK_EVERY, OutOfBudget, Search, claim
from referee.engine.game import Rules, play_action
from referee.engine.position import Position
from referee.engine.replay import after, opening
from referee.games import RULES

GAMES = list(RULES)


def small_claim(game_id: str, rng: random.Random) -> dict:
    request = claim_request(game_id, rng)
    request["standard"] = rng.choice(["any-play", "best-play"])
    return request


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=40)
@given(seed=st.integers(0, 2**32))
def test_the_search_agrees_with_a_brute_force_reference(game_id, seed):
    game = RULES[game_id]
    request = small_claim(game_id, random.Random(seed))
    answer = referee.run(game_id, "rulings/claim", request)
    position, claimers, _ = game.disputes.claim_start(
        referee.operations.load(referee.operations.find(game_id, "rulings/claim"), request)
    )
    penalty = "penalty_cards_at_most" in request["claim"]
    best_play = request["standard"] == "best-play"
    expected = reference(game, position, claimers, game.disputes.penalty_taken if penalty else None, best_play)
    value = -expected if penalty else expected
    holds = value <= request["claim"]["penalty_cards_at_most"] if penalty else value >= request["claim"]["tricks"]
    assert (answer["decided"], answer["value"], answer["holds"]) == (True, value, holds), answer
    assert answer["rule"] == game.disputes.rule_ids["claim"]
    if holds:
        assert answer["counter_line"] is None
        return
    # The counter line is legal by the game's own check, plays to the end, and defeats the claim.
    gained = gained_by(game, position, claimers, penalty, answer["counter_line"])
    assert (-gained > request["claim"]["penalty_cards_at_most"]) if penalty else gained < request["claim"]["tricks"]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_i_claim_explanation_is_in_words_a_director_reads(game_id):
    """<game>.i-claim: a claim that holds and one that fails, in every game, are explained in words: no field of the
    answer (counter_line) or any other name a program uses appears in the sentence a director reads out."""
    rng = random.Random(11)
    seen = {}
    while len(seen) < 2:
        request = small_claim(game_id, rng)
        answer = referee.run(game_id, "rulings/claim", request)
        assert answer["rule"] == RULES[game_id].disputes.rule_ids["claim"]
        seen.setdefault(answer["holds"], answer["explanation"])
    for explanation in seen.values():
        assert not re.search(r"\w_\w", explanation), explanation
    assert "the counter-line is a way of playing the remaining cards that defeats it" in seen[False]


def hearts_claim_on_a_fresh_deal(tricks: int, standard: str, **limits) -> dict:
    """Seat 0's claim of ``tricks`` at the opening lead (seat 1's) of a seeded 4-player Hearts deal."""
    game = RULES["hearts"]
    record = game.deal(random.Random(7), 4)
    request = {
        "hands": record["hands"],
        "trick": [],
        "leader": 1,
        "claim": {"seat": 0, "tricks": tricks},
        "standard": standard,
    }
    return claim(game, referee.operations.load(referee.operations.find("hearts", "rulings/claim"), request), **limits)


def test_hearts_i_claim_a_search_past_its_budget_is_not_decided():
    answer = hearts_claim_on_a_fresh_deal(13, "any-play", budget=50)
    assert (answer["decided"], answer["holds"], answer["value"], answer["counter_line"]) == (False, False, None, None)
    assert answer["positions"] == 50 and answer["rule"] == "hearts.i-claim" and "budget" in answer["explanation"]
    assert "after 50 positions (the budget)" in answer["explanation"]


@pytest.mark.parametrize("budget", [1, 2, 255, 256, 257])
def test_hearts_i_claim_positions_never_exceed_the_budget(budget):
    """positions says how much was searched: a search stopped by its budget looked at exactly the budget's
    positions, never one more."""
    answer = hearts_claim_on_a_fresh_deal(13, "best-play", budget=budget)
    assert (answer["decided"], answer["positions"]) == (False, budget)


def test_california_jack_i_claim_drawing_while_cards_remain_to_be_drawn():
    answer = referee.run(
        "california-jack",
        "rulings/claim",
        {
            "trump": "S",
            "hands": [["AS"], ["2H"]],
            "leader": 0,
            "stock": ["3D", "4D"],
            "claim": {"seat": 0, "tricks": 1},
        },
    )
    assert (answer["rule"], answer["basis"], answer["decided"]) == (
        "california-jack.i-claim-drawing",
        "not-covered",
        False,
    )


def test_forty_five_i_claim_is_the_claimers_side():
    # Seat 2 (seat 0's partner) holds the five of trumps: the side takes both tricks however anyone plays.
    request = {
        "players": 4,
        "trump": "D",
        "hands": [["2C", "3C"], ["KD", "4C"], ["5D", "JD"], ["6C", "7C"]],
        "leader": 1,
        "claim": {"seat": 0, "tricks": 2},
    }
    answer = referee.run("forty-five", "rulings/claim", request)
    assert (answer["holds"], answer["value"], answer["rule"]) == (True, 2, "forty-five.i-claim")
    alone = referee.run("forty-five", "rulings/claim", {**request, "sides": [[0], [1], [2], [3]]})
    assert (alone["holds"], alone["value"]) == (False, 0)


def test_hearts_i_claim_a_search_past_its_time_is_not_decided():
    """A clock one second further on at each reading: the 2 seconds allowed have run out at the third reading
    in the search (the first sets the deadline), whatever the machine's speed."""
    answer = hearts_claim_on_a_fresh_deal(4, "best-play", budget=10**9, seconds=2, clock=itertools.count().__next__)
    assert (answer["decided"], answer["holds"], answer["value"], answer["counter_line"]) == (False, False, None, None)
    assert answer["positions"] == 3 * CLOCK_EVERY and answer["rule"] == "hearts.i-claim"
    assert answer["explanation"] == (
        f"The time allowed for the search (2 seconds) ran out after "
        f"{3 * CLOCK_EVERY} positions, so seat 0's claim is not decided and is not "
        f"upheld."
    )


def failing_claim_whose_counter_line_searches_further() -> tuple[dict, int, int]:
    """A Hearts claim that fails, with the positions its value takes to search and those its counter line adds."""
    game, operation = RULES["hearts"], referee.operations.find("hearts", "rulings/claim")
    for seed in range(200):
        request = small_claim("hearts", random.Random(seed))
        loaded = referee.operations.load(operation, request)
        answer = claim(game, loaded)
        if not answer["decided"] or answer["holds"]:
            continue
        position, claimers, _ = game.disputes.claim_start(loaded)
        search = Search(
            game,
            position,
            claimers,
            "penalty_cards_at_most" in request["claim"],
            request["standard"] == "best-play",
            10**9,
        )
        search.exact(position)
        if answer["positions"] > search.positions:
            return loaded, search.positions, answer["positions"]
    raise AssertionError("no claim among the seeds searches further for its counter line")


def test_the_counter_line_is_searched_within_the_claims_own_budget():
    """The budget bounds both searches together: one position short of what the value and its counter line take,
    the claim is not decided, however few of those positions the counter line wanted."""
    loaded, for_the_value, in_all = failing_claim_whose_counter_line_searches_further()
    game = RULES["hearts"]
    short = claim(game, loaded, budget=in_all - 1)
    assert (short["decided"], short["counter_line"], short["positions"]) == (False, None, in_all - 1)
    assert for_the_value < in_all - 1  # the value alone fitted: the counter line is what ran past the budget
    assert claim(game, loaded, budget=in_all)["decided"]


def memo_reference(game: Rules, position: Position, claimers: set, penalty, best_play: bool, memo: dict) -> int:
    """The same minimax with exact values remembered per position (no windows, no equivalent cards): fast
    enough for deeper positions, where alpha-beta's bounds and transpositions have something to get wrong."""
    key = (
        tuple(tuple(sorted(hand)) for hand in hands_of(position)),
        tuple((play["seat"], play["card"]) for play in position.trick),
        position.leader,
        tuple(tuple(sorted(pile)) for pile in position.captured),
    )
    if key not in memo:
        seat = game.to_act(position)
        values = []
        for card in game.legality(position).legal if seat is not None else ():
            child = after(game, position, play_action({"seat": seat, "card": card}))
            gained = 0
            if not child.trick and child.leader in claimers:
                cards = [played["card"] for played in position.trick] + [card]
                gained = -penalty(position, cards) if penalty else 1
            values.append(gained + memo_reference(game, child, claimers, penalty, best_play, memo))
        memo[key] = 0 if seat is None else max(values) if best_play and seat in claimers else min(values)
    return memo[key]


@pytest.mark.parametrize("game_id", ["hearts", "forty-five"])
@settings(max_examples=8)
@given(seed=st.integers(0, 2**32))
def test_best_play_agrees_with_an_exact_memo_search_on_deeper_positions(game_id, seed):
    rng = random.Random(seed)
    game = RULES[game_id]
    players = 4 if game_id == "hearts" else 2
    record = game.deal(rng, players)
    position = opening(game, record)
    while cards_held(position) > 4 * players:
        game.apply(
            position, play_action({"seat": game.to_act(position), "card": rng.choice(game.legality(position).legal)})
        )
    request = {
        "players": players,
        "hands": hands_of(position),
        "trick": [],
        "leader": position.leader,
        "claim": {"seat": rng.randrange(players), "tricks": 3},
        "standard": "best-play",
    }
    if game_id == "forty-five":
        request["trump"] = position.fields.trump
    answer = referee.run(game_id, "rulings/claim", request)
    loaded = referee.operations.load(referee.operations.find(game_id, "rulings/claim"), request)
    start, claimers, _ = game.disputes.claim_start(loaded)
    assert answer["value"] == memo_reference(game, start, claimers, None, True, {})


BLACK_LADY = {
    "passing": "left-right-across-hold",
    "opening_lead": "two-of-clubs",
    "no_points_first_trick": True,
    "hearts_broken": "required-qs-breaks",
    "queen_of_spades": 13,
    "moon": "add-to-others",
    "game_to": 100,
}


@settings(max_examples=30)
@given(seed=st.integers(0, 2**32))
def test_hearts_i_claim_under_house_rules_agrees_with_the_brute_force_reference(seed):
    """Claims under Black Lady: the search asks the same legality check (first trick, hearts broken) as the plain
    minimax, and penalty cards are hearts and the queen of spades."""
    rng, game = random.Random(seed), RULES["hearts"]
    record = {**game.deal(rng, 4), **BLACK_LADY, "hand_number": 3, "passes": [[], [], [], []]}
    position = opening(game, record)
    cards_left = rng.randint(2, 3) * 4 - rng.randrange(4)
    while cards_held(position) > cards_left:
        seat = game.to_act(position)
        game.apply(position, play_action({"seat": seat, "card": rng.choice(game.legality(position).legal)}))
    played = sorted(card for pile in position.captured for card in pile)
    seat = rng.randrange(4)
    penalty = rng.random() < 0.5
    request = {
        **BLACK_LADY,
        "players": 4,
        "hands": hands_of(position),
        "trick": list(position.trick),
        "leader": position.leader,
        "played": played,
        "standard": rng.choice(["any-play", "best-play"]),
        "claim": {"seat": seat, "penalty_cards_at_most": rng.randint(0, 3)}
        if penalty
        else {"seat": seat, "tricks": rng.randint(0, 3)},
    }
    answer = referee.run("hearts", "rulings/claim", request)
    root, claimers, _ = game.disputes.claim_start(
        referee.operations.load(referee.operations.find("hearts", "rulings/claim"), request)
    )
    assert root.fields.variant.house == position.fields.variant.house
    assert game.legality(root).legal == game.legality(position).legal
    expected = reference(
        game, root, claimers, game.disputes.penalty_taken if penalty else None, request["standard"] == "best-play"
    )
    assert answer["decided"] and answer["value"] == (-expected if penalty else expected), answer


def test_hearts_i_played_a_claim_under_house_rules_needs_played():
    request = {
        "profile": "black-lady",
        "players": 4,
        "hands": [["2S"], ["3S"], ["4S"], ["5S"]],
        "leader": 0,
        "claim": {"seat": 0, "tricks": 1},
    }
    with pytest.raises(referee.InvalidRecord) as error:
        referee.run("hearts", "rulings/claim", request)
    assert error.value.errors[0][0] == "/played"
    answer = referee.run("hearts", "rulings/claim", {**request, "played": []})
    assert answer["profile"].startswith("hearts@black-lady#") and answer["decided"]


def test_california_jack_i_revoke_proof_follow_or_trump_is_no_revoke_under_classic():
    """Trumping while holding the suit led is legal under classic's follow-or-trump: no revoke is proved."""
    # Seat 0 trumps 5H with 2S, wins, draws 3C (the stock is known), then leads 9H: it held a heart.
    tricks = [
        [{"seat": 1, "card": "5H"}, {"seat": 0, "card": "2S"}],
        [{"seat": 0, "card": "9H"}, {"seat": 1, "card": "3D"}],
    ]
    body = {"trump": "S", "tricks": tricks, "stock": ["3C", "4C", "5C", "6S"]}
    seed = referee.run("california-jack", "rulings/revoke-proof", body)
    assert [(revoke["trick"], revoke["required"], revoke["proof"]["card"]) for revoke in seed["revokes"]] == [
        (0, "follow", "9H")
    ]
    classic = referee.run("california-jack", "rulings/revoke-proof", {**body, "follow": "follow-or-trump"})
    assert classic["revokes"] == []
    face_up = referee.run(
        "california-jack", "rulings/revoke-proof", {**body, "profile": "classic", "stock": ["3S", "4C", "5C", "6C"]}
    )
    assert face_up["revokes"] == [] and face_up["profile"].startswith("california-jack@classic#")


@pytest.mark.parametrize("game_id, players", [("hearts", 3), ("hearts", 4), ("auction-hearts", 6), ("forty-five", 8)])
def test_the_memo_of_the_largest_budget_fits_the_memory_it_is_given(game_id, players):
    """A position counted against the budget keeps at most one memo entry: at the largest budget the settings
    allow, the memo of a whole deal searched under best-play (the widest search) stays within CLAIM_MEMORY_MIB."""
    from referee.limits import CLAIM_MEMORY_MIB, MAX_CLAIM_BUDGET

    game = RULES[game_id]
    position = opening(game, game.deal(random.Random(45), players))
    gc.collect()
    tracemalloc.start()
    try:
        search = Search(game, position, frozenset({0}), False, True, 3000)
        try:
            search.exact(position)
        except OutOfBudget:
            pass
        gc.collect()
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(search.table) > 500
    assert held / len(search.table) * MAX_CLAIM_BUDGET <= CLAIM_MEMORY_MIB * 1024 * 1024
