"""state against the published conformance suite, for every game: at every step of every playthrough,
state of the record cut before that step answers the step's phase, its seat to act and what that seat may do; the
record's whole state answers the deal's end as adjudicate does; and a record with a play fault injected answers the
violation adjudicate finds and, beside it, the position before the faulty play. Each game's record keeps its actions in its own
lists, so each game's conformance module says how to cut it (``prefix``); state itself is written once, on the engine."""

import json
from pathlib import Path

import pytest
from games_under_test import SUITE, games_under_test, playthroughs

import referee
from referee import conformance
from referee.games import game_part

PLAYTHROUGHS = playthroughs()


# What a step of a phase before the play lists as legal, and the state answer's field that says the same.
CHOICES = {
    "rob": "choices",
    "turned-ace": "choices",
    "bid": "bid",
    "name": "penalty_suit",
    "trump": "trump_suits",
    "discard": "discard",
}
# The state phase of a conformance step's phase (the suite names the dealer's choice on a turned ace and the naming
# of the penalty suit apart; state counts them in the rob and bid phases).
PHASES = {"turned-ace": "rob", "name": "bid", "trump": "bid"}


def lines(path: Path) -> list[dict]:
    return [json.loads(text) for text in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("path", PLAYTHROUGHS, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_state_of_every_prefix_gives_the_steps_seat_and_choices(path):
    for number, line in enumerate(lines(path), 1):
        game, record = line["game"], line["record"]
        for step, expected in enumerate(line["steps"]):
            answer = referee.state(game, game_part(game, "conformance").prefix(record, step))
            where = f"{path.name} line {number} step {step}"
            assert answer["violation"] is None, where
            assert answer["phase"] == PHASES.get(expected["phase"], expected["phase"]), where
            assert answer["to_act"] == expected["to_act"], where
            # The steps' rules are not compared: a step cites the rule of the action taken (a bid's own check) or of
            # its snapshot, whose played cards are in piles, not in the order played, so which card broke hearts
            # first (the queen or a heart) only state can know.
            if expected["phase"] == "play":
                assert answer["legal"] == expected["legal"], where
            elif expected["phase"] == "pass":  # the suite names the hand passed from; state shows it among the hands
                passing = dict(expected["legal"])
                assert answer["hands"][expected["to_act"]] == passing.pop("hand"), where
                assert answer["legal"] == [] and answer["pass"] == passing, where
            else:
                assert answer["legal"] == [] and answer[CHOICES[expected["phase"]]] == expected["legal"], where


@pytest.mark.parametrize("path", PLAYTHROUGHS, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_state_of_a_whole_record_is_its_end_as_adjudicate_answers_it(path):
    for number, line in enumerate(lines(path), 1):
        answer, adjudicated = referee.state(line["game"], line["record"]), line["answer"]
        where = f"{path.name} line {number}"
        assert answer["tricks"] == adjudicated["tricks"], where
        assert answer["score"] == adjudicated["score"], where
        assert answer["violation"] is None and adjudicated["violation"] is None, where
        if answer["phase"] == "over":
            assert answer["to_act"] is None and answer["legal"] == [] and answer["trick"] == [], where
            # The rule that ends the deal is adjudicate's; its explanation says the deal is over rather than that
            # every play was legal, so only that it explains is compared.
            assert (answer["rule"], answer["basis"]) == (adjudicated["rule"], adjudicated["basis"]), where
            assert answer["explanation"], where


# The fields of state that describe the position (the rest explain it).
POSITION = ("phase", "to_act", "legal", "hands", "trick", "tricks", "score")
FAULTS = [SUITE / game / "faults.jsonl" for game in games_under_test()]


@pytest.mark.parametrize("path", FAULTS, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_state_of_a_record_with_a_faulty_play_is_the_position_before_it_and_the_violation(path):
    # A play fault's line lists the steps before the faulty play (the faults before the play are injected into
    # the actions of a phase whose steps the line does not cut at).
    played = [line for line in lines(path) if line["fault"]["kind"] in conformance.PLAY_KINDS]
    assert {line["fault"]["kind"] for line in played} == set(conformance.PLAY_KINDS)
    for number, line in enumerate(played, 1):
        game, record = line["game"], line["record"]
        answer = referee.state(game, record)
        before = referee.state(game, game_part(game, "conformance").prefix(record, len(line["steps"])))
        where = f"{path.name} play fault {number} ({line['fault']['kind']})"
        assert answer["violation"] == line["answer"]["violation"] and before["violation"] is None, where
        assert (answer["rule"], answer["explanation"]) == (
            answer["violation"]["rule"],
            answer["violation"]["explanation"],
        ), where
        assert {key: answer[key] for key in POSITION} == {key: before[key] for key in POSITION}, where


def test_every_game_has_playthroughs_here():
    assert {path.parent.name for path in PLAYTHROUGHS} == set(games_under_test())
