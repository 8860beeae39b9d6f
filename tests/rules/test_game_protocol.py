"""The Game protocol (referee/games/protocol.py), proved by code written once for all four games: random
legal deals played out by each game's own legality and apply, then replayed by adjudicate. Both views of
the rules must agree: every deal valid, the same trick winners, the same score, and a card the legality
check refuses is the violation adjudicate reports, at that play, with that rule."""

import random

import pytest
from hypothesis import given, settings, strategies as st

import referee
from referee.games import PROTOCOLS
from referee.games.protocol import play_out

GAMES = list(PROTOCOLS)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=25)
@given(seed=st.integers(0, 2 ** 32))
def test_a_deal_played_by_the_protocol_is_valid_for_adjudicate(game_id, seed):
    game = PROTOCOLS[game_id]
    record, last = play_out(game, random.Random(seed))
    answer = referee.adjudicate(game_id, record)
    assert answer["valid"], answer["violation"]
    assert answer["score"] == game.score(last)
    position = game.start(record)
    for trick in answer["tricks"]:
        if trick["winner"] is not None:
            assert game.trick_winner(position, trick["plays"]) == {"seat": trick["winner"], "card": trick["card"]}
    assert game.to_act(last) is None


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=25)
@given(seed=st.integers(0, 2 ** 32))
def test_the_first_refused_card_is_the_violation_adjudicate_finds(game_id, seed):
    """Play out a deal; at the first position where the player holds a card the legality check refuses,
    play it instead: adjudicate must stop there, citing the rule the judge gave."""
    game = PROTOCOLS[game_id]
    rng = random.Random(seed)
    record = game.deal(rng, None)
    position, plays = game.start(record), []
    while (seat := game.to_act(position)) is not None:
        legality = game.legality(position)
        refused = [card for card in position["hands"][seat] if card not in legality.legal]
        for card in position["hands"][seat]:
            legal, rule, explanation = game.judge(position, card)
            assert legal == (card in legality.legal) and rule == legality.rule and card in explanation
        if refused:
            card = rng.choice(refused)
            answer = referee.adjudicate(game_id, game.with_plays(record, [*plays, {"seat": seat, "card": card}]))
            assert not answer["valid"]
            assert answer["violation"]["rule"] == legality.rule
            assert (answer["violation"]["seat"], answer["violation"]["card"]) == (seat, card)
            return
        play = {"seat": seat, "card": rng.choice(legality.legal)}
        plays.append(play)
        position = game.apply(position, play)
