"""The evidence every decided claim answer carries (<game>.i-claim, api.md v1.3): ``line`` when a claim holds under
best-play, ``counter_line`` when it fails, each replayed here by the game's own legality to the value the answer
gives."""

import random

import pytest
from disputes_support import claim_request
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.engine.game import Rules, play_action
from referee.engine.position import Position
from referee.engine.replay import after
from referee.games import RULES

GAMES = sorted(RULES)


def gained_by(game: Rules, position: Position, claimers: frozenset, penalty: bool, plays: list) -> int:
    """What the claimer's side gains along ``plays``, each checked legal by the game; they must end the hand."""
    gained = 0
    for play in plays:
        assert game.to_act(position) == play["seat"] and play["card"] in game.legality(position).legal, play
        child = after(game, position, play_action(play))
        if not child.trick and child.leader in claimers:
            cards = [played["card"] for played in position.trick] + [play["card"]]
            gained += -game.disputes.penalty_taken(position, cards) if penalty else 1
        position = child
    assert game.to_act(position) is None
    return gained


def small_claim(game_id: str, rng: random.Random) -> dict:
    """A claim late in a random deal; in California Jack after the draws, said so with stock []."""
    request = claim_request(game_id, rng)
    return {**request, "stock": []} if game_id == "california-jack" else request


def loaded(game_id: str, request: dict) -> dict:
    return referee.operations.load(referee.operations.find(game_id, "rulings/claim"), request)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_i_claim_a_best_play_claim_that_holds_carries_a_winning_line(game_id, seed):
    """<game>.i-claim: a claim that holds under best-play carries ``line``, legal play to the end of the hand worth
    the answer's value; under any-play a holding claim carries none (every line makes it)."""
    game = RULES[game_id]
    request = small_claim(game_id, random.Random(seed))
    position, claimers, _ = game.disputes.claim_start(loaded(game_id, request))
    penalty = "penalty_cards_at_most" in request["claim"]
    for standard in ("best-play", "any-play"):
        answer = referee.run(game_id, "rulings/claim", {**request, "standard": standard})
        assert answer["rule"] == f"{game_id}.i-claim"
        if not answer["holds"]:
            assert answer["line"] is None
            assert (
                gained_by(game, position, claimers, penalty, answer["counter_line"]) * (-1 if penalty else 1)
                == (answer["value"])
            )
        elif standard == "any-play":
            assert answer["line"] is None
        else:
            assert (
                gained_by(game, position, claimers, penalty, answer["line"]) * (-1 if penalty else 1)
                == (answer["value"])
            )
