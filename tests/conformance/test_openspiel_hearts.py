"""Differential test against OpenSpiel 2.0.2's hearts under the `openspiel` profile (issue 18).

OpenSpiel deals, picks the pass direction and plays at random, passing included; every step is put to the
referee as OpenSpiel saw it: the same legal set through legal-moves, the chosen card legal and a held card
OpenSpiel refuses illegal through check-move; then the whole deal, as a record, through adjudicate: valid,
the same trick winners and the same points. Needs the bench extra (`make conformance` installs it).
"""

import os
import random

import pytest

import referee

pyspiel = pytest.importorskip("pyspiel")

DEALS = int(os.environ.get("REFEREE_CONFORMANCE_DEALS", "1000"))
DIRECTIONS = {"No Pass": "hold", "Left": "left", "Across": "across", "Right": "right"}
PROFILE = {"profile": "openspiel", "players": 4}
# OpenSpiel deals the first card to seat 0, so its dealer is seat 3 in the referee's terms.
DEALER = 3


def play_one(game, rng: random.Random) -> None:
    state = game.new_initial_state()
    pass_action = rng.choice([action for action, _ in state.chance_outcomes()])
    direction = DIRECTIONS[state.action_to_string(pyspiel.PlayerId.CHANCE, pass_action)]
    state.apply_action(pass_action)
    hands = [[] for _ in range(4)]
    dealt = 0
    while state.is_chance_node():
        action = rng.choice([action for action, _ in state.chance_outcomes()])
        hands[dealt % 4].append(state.action_to_string(pyspiel.PlayerId.CHANCE, action))
        state.apply_action(action)
        dealt += 1
    passes = [[] for _ in range(4)]
    if direction != "hold":
        for _ in range(12):
            seat = state.current_player()
            action = rng.choice(state.legal_actions())
            passes[seat].append(state.action_to_string(seat, action))
            state.apply_action(action)
    plays, played, trick, winners = [], [], [], []
    holding = {seat: set() for seat in range(4)}
    for seat, hand in enumerate(hands):
        holding[seat].update(card for card in hand if card not in passes[seat])
        holding[(seat + {"hold": 0, "left": 1, "across": 2, "right": 3}[direction]) % 4].update(passes[seat])
    while not state.is_terminal():
        seat = state.current_player()
        legal = sorted(state.action_to_string(seat, action) for action in state.legal_actions())
        hand = sorted(holding[seat])
        snapshot = {**PROFILE, "hand": hand, "trick": trick, "played": played, "seat": seat}
        answer = referee.run("hearts", "legal-moves", snapshot)
        assert sorted(answer["legal"]) == legal, (snapshot, answer)
        refused = [card for card in hand if card not in legal]
        if refused:
            verdict = referee.run("hearts", "check-move", {**snapshot, "card": rng.choice(refused)})
            assert verdict["legal"] is False, (snapshot, verdict)
        action = rng.choice(state.legal_actions())
        card = state.action_to_string(seat, action)
        assert referee.run("hearts", "check-move", {**snapshot, "card": card})["legal"] is True
        state.apply_action(action)
        holding[seat].discard(card)
        plays.append({"seat": seat, "card": card})
        trick = [*trick, {"seat": seat, "card": card}]
        if len(trick) == 4:
            played = played + [play["card"] for play in trick]
            winners.append(None if state.is_terminal() else state.current_player())
            trick = []
    record = {
        **PROFILE,
        "dealer": DEALER,
        "hands": hands,
        "pass_direction": direction,
        "passes": passes,
        "plays": plays,
    }
    answer = referee.adjudicate("hearts", record)
    assert answer["valid"] and answer["complete"], answer["violation"]
    assert answer["pass"]["direction"] == direction
    for ours, theirs in zip(answer["tricks"], winners):
        assert theirs is None or ours["winner"] == theirs
    # OpenSpiel returns 26 less each player's points (a reward to maximise).
    assert answer["score"]["points"] == [round(26 - value) for value in state.returns()]


def test_openspiel_hearts_random_deals_are_judged_the_same_way():
    game = pyspiel.load_game("hearts")
    rng = random.Random(20261124)
    for _ in range(DEALS):
        play_one(game, rng)
