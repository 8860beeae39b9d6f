"""A fifth game added by its own package alone: a copy of referee/ with whist-lite (tests/fifth_game/whist_lite) added
as referee/games/whist_lite, run in a fresh interpreter, answers every endpoint the registry
gives a game, and nothing shared was edited to add it."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIFTH = ROOT / "tests" / "fifth_game"

# Run in the copy: every endpoint of whist-lite, through the Flask app and the library, reported as JSON.
PROBE = r"""
import json, random
import referee
from referee.api.app import create_app, spec_yaml
from referee.engine.replay import play_out
from referee.games import GAMES, RULES

client = create_app({"TESTING": True}).test_client()
base = "/v1/games/whist-lite"
out = {"referee": referee.__file__, "games": [game["id"] for game in client.get("/v1/games").get_json()]}
out["details"] = client.get(base).get_json()
out["profiles"] = client.get(base + "/profiles").get_json()
seeds = {"dealer": 1, "hand_number": 7, "server_seed": "ab" * 16, "client_seeds": ["cd"]}
deal = client.post(base + "/deal", json={**seeds, "book": True}).get_json()
out["deal"] = deal
out["verify"] = client.post(base + "/deal/verify", json={**seeds, "commitment": deal["commitment"],
                                                         "hands": deal["hands"]}).get_json()
record, _ = play_out(RULES["whist-lite"], random.Random(5), dealt=deal["record"])
out["adjudicate"] = client.post(base + "/adjudicate", json=record).get_json()
bad = {**record, "plays": [record["plays"][1], *record["plays"][1:]]}
out["adjudicate_bad"] = client.post(base + "/adjudicate", json=bad).get_json()
out["state"] = client.post(base + "/state", json={**record, "plays": record["plays"][:5]}).get_json()
out["state_bad"] = client.post(base + "/state", json=bad).get_json()
drawn = client.post(base + "/picture", json=bad)
out["picture"] = [drawn.mimetype, drawn.get_data(as_text=True) == referee.picture("whist-lite", bad)]
out["picture_text"] = drawn.get_data(as_text=True)
batch = client.post(base + "/adjudicate/batch", data=json.dumps(record) + "\n" + json.dumps(bad) + "\n",
                    content_type="application/x-ndjson")
out["batch"] = [json.loads(line) for line in batch.get_data(as_text=True).splitlines()]
snapshot = {"hand": ["2C", "AH", "3H"], "trick": [{"seat": 3, "card": "KH"}]}
out["legal_moves"] = client.post(base + "/legal-moves", json=snapshot).get_json()
out["check_move"] = client.post(base + "/check-move", json={**snapshot, "card": "2C"}).get_json()
out["check_move_bad"] = client.post(base + "/check-move", json={**snapshot, "card": "XX"}).status_code
plays = [{"seat": 0, "card": "9S"}, {"seat": 1, "card": "AS"}, {"seat": 2, "card": "KH"}, {"seat": 3, "card": "2S"}]
out["trick_winner"] = client.post(base + "/trick-winner", json={"plays": plays}).get_json()
out["score"] = client.post(base + "/score", json={"tricks_won": [8, 2, 2, 1], "profile": "seed"}).get_json()
out["library"] = referee.run("whist-lite", "score", {"tricks_won": [8, 2, 2, 1], "book": True})
out["paths"] = sorted(path for path in __import__("yaml").safe_load(spec_yaml(client.application.extensions["referee_api"]))["paths"] if "whist-lite" in path)
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def fifth(tmp_path_factory) -> dict:
    copy = tmp_path_factory.mktemp("fifth") / "referee"
    shutil.copytree(ROOT / "referee", copy, ignore=shutil.ignore_patterns("__pycache__", "*.c"))
    shutil.copytree(FIFTH / "whist_lite", copy / "games" / "whist_lite", ignore=shutil.ignore_patterns("__pycache__"))
    finished = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=copy.parent,
        capture_output=True,
        text=True,
        timeout=300,
        env={"PYTHONPATH": str(copy.parent), "PATH": "/usr/bin:/bin"},
    )
    assert finished.returncode == 0, finished.stderr
    answers = json.loads(finished.stdout.splitlines()[-1])
    assert answers["referee"].startswith(str(copy))
    return answers


def test_fifth_game_is_listed_after_the_others_with_its_details_and_profiles(fifth):
    assert fifth["games"][-1] == "whist-lite" and len(fifth["games"]) == 6
    assert fifth["details"]["options"] == {"book": False}
    assert "whist-lite.play.follow" in {rule["id"] for rule in fifth["details"]["rules"]}
    assert [profile["id"] for profile in fifth["profiles"]] == ["seed"]


def test_fifth_game_deals_fairly_and_verifies_its_deal(fifth):
    deal = fifth["deal"]
    assert deal["rule"] == "whist-lite.deal" and [len(hand) for hand in deal["hands"]] == [13] * 4
    assert deal["record"]["book"] is True and deal["record"]["hand_number"] == 7
    assert fifth["verify"]["verified"] is True and fifth["verify"]["rule"] == "whist-lite.i-fair-deal"


def test_fifth_game_adjudicates_a_deal_and_a_batch(fifth):
    assert fifth["adjudicate"]["valid"] is True and sum(fifth["adjudicate"]["tricks_won"]) == 13
    assert fifth["adjudicate"]["rule"] == "whist-lite.i-book"
    assert fifth["adjudicate_bad"]["violation"]["rule"] == "whist-lite.i-out-of-turn"
    summary = fifth["batch"][-1]["summary"]
    assert (summary["valid"], summary["invalid"]) == (1, 1)
    assert summary["violations"] == {"whist-lite.i-out-of-turn": 1}


def test_fifth_game_answers_state_from_a_prefix_of_its_record(fifth):
    state = fifth["state"]
    assert (state["phase"], state["rule"]) == ("play", "whist-lite.play.follow")
    assert (len(state["tricks"]), len(state["trick"])) == (1, 1)
    assert state["to_act"] == (state["trick"][0]["seat"] + 1) % 4 and state["violation"] is None
    assert set(state["legal"]) <= set(state["hands"][state["to_act"]]) and state["legal"]
    assert state["score"]["points"] == [0, 0, 0, 0]  # the record's house rule book: one trick scores nothing
    assert fifth["state_bad"]["violation"]["rule"] == "whist-lite.i-out-of-turn"


def test_fifth_game_is_drawn_from_its_answers_alone(fifth):
    """No PICTURE in its package: the hands, the tricks and the violation are drawn from what every game answers."""
    assert fifth["picture"] == ["image/svg+xml", True]
    assert fifth["state_bad"]["violation"]["explanation"].split()[0] in fifth["picture_text"]
    assert 'class="card violation"' in fifth["picture_text"]
    assert fifth["picture_text"].count('class="card') >= 52


def test_fifth_game_snapshots_follow_suit_and_name_the_winner(fifth):
    assert fifth["legal_moves"]["legal"] == ["AH", "3H"] and fifth["legal_moves"]["rule"] == "whist-lite.play.follow"
    assert fifth["check_move"]["legal"] is False
    assert fifth["check_move_bad"] == 422
    assert (fifth["trick_winner"]["seat"], fifth["trick_winner"]["card"]) == (1, "AS")


def test_fifth_game_scores_under_its_profile_and_its_house_rule(fifth):
    assert fifth["score"]["points"] == [8, 2, 2, 1] and fifth["score"]["profile"].startswith("whist-lite@seed#")
    assert fifth["library"]["points"] == [2, 0, 0, 0]


def test_fifth_game_has_every_path_in_the_openapi_document(fifth):
    paths = {path.removeprefix("/v1/games/whist-lite") for path in fifth["paths"]}
    assert paths == {
        "/legal-moves",
        "/check-move",
        "/trick-winner",
        "/score",
        "/adjudicate",
        "/adjudicate/batch",
        "/deal",
        "/deal/verify",
        "/state",
        "/picture",
    }
