"""state against the published conformance suite, for every game: at every step of every playthrough,
state of the record cut before that step answers the step's phase, its seat to act and what that seat may do, and
the record's whole state answers the deal's end as adjudicate does. Each game's record keeps its actions in its own
lists, so each game's conformance module says how to cut it (``prefix``); state itself is written once, on the engine."""

import json
from pathlib import Path

import pytest
from games_under_test import games_under_test

import referee
from referee import conformance
from referee.games import game_part

ROOT = Path(__file__).resolve().parent.parent.parent / "conformance"
PLAYTHROUGHS = [
    path
    for path in conformance.suite_files(ROOT)
    if path.suffix == ".jsonl" and path.stem != "faults" and path.parent.name in games_under_test()
]


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
            assert answer["to_act"] is None and answer["legal"] == [], where


def test_every_game_has_playthroughs_here():
    assert {path.parent.name for path in PLAYTHROUGHS} == set(games_under_test())
