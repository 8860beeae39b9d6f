"""Profiles (api.md, "Profiles: named house rules"): listed with their hashes and sources, named in any
request, overridable option by option, reported on every answer given under one, and refused by name."""

import hashlib
import json

import pytest

import referee
from referee.games import GAMES

EXPECTED = {
    "forty-five": ["seed"],
    "hearts": ["hoyle", "black-lady", "omnibus", "openspiel"],
    "auction-hearts": ["hoyle"],
    "california-jack": ["seed", "classic"],
}


def jcs_hash(options: dict) -> str:
    # The options are strings, small integers, booleans and null: their JCS form is sorted compact JSON.
    text = json.dumps(options, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


@pytest.mark.parametrize("game", list(EXPECTED))
def test_every_game_lists_its_profiles_with_hash_options_and_source(client, game):
    profiles = client.get(f"/v1/games/{game}/profiles").get_json()
    assert [profile["id"] for profile in profiles] == EXPECTED[game]
    for profile in profiles:
        assert profile["hash"] == f"{game}@{profile['id']}#{jcs_hash(profile['options'])}"
        assert set(profile["options"]) == set(profiles[0]["options"]) and profile["source"]


def test_the_default_profile_is_the_seed_and_hashes_the_game_options(client):
    for game, info in GAMES.items():
        default = client.get(f"/v1/games/{game}/profiles").get_json()[0]
        assert all(info.options.get(name, value) == value for name, value in default["options"].items())


def test_black_lady_lists_the_house_rules_the_contract_names(client):
    black_lady = next(p for p in client.get("/v1/games/hearts/profiles").get_json() if p["id"] == "black-lady")
    assert black_lady["options"] == {
        "passing": "left-right-across-hold",
        "opening_lead": "two-of-clubs",
        "no_points_first_trick": True,
        "hearts_broken": "required-qs-breaks",
        "queen_of_spades": 13,
        "jack_of_diamonds": 0,
        "moon": "add-to-others",
        "game_to": 100,
    }
    omnibus = next(p for p in client.get("/v1/games/hearts/profiles").get_json() if p["id"] == "omnibus")
    assert omnibus["options"] == {**black_lady["options"], "jack_of_diamonds": -10}


def test_an_answer_under_a_profile_names_it_and_an_override_changes_the_hash(client):
    listed = {p["id"]: p["hash"] for p in client.get("/v1/games/hearts/profiles").get_json()}
    body = {"players": 4, "captured": [["QS", "2H"], [], [], []], "profile": "black-lady"}
    answer = client.post("/v1/games/hearts/score", json=body).get_json()
    assert answer["profile"] == listed["black-lady"] and answer["points"] == [14, 0, 0, 0]
    overridden = client.post("/v1/games/hearts/score", json={**body, "queen_of_spades": 0}).get_json()
    assert overridden["points"] == [1, 0, 0, 0]
    assert overridden["profile"].startswith("hearts@black-lady#") and overridden["profile"] != listed["black-lady"]
    same = client.post("/v1/games/hearts/score", json={**body, "queen_of_spades": 13}).get_json()
    assert same["profile"] == listed["black-lady"]


def test_answers_without_a_profile_carry_none(client):
    answer = client.post("/v1/games/hearts/score", json={"players": 4, "captured": [["QS"], [], [], []]}).get_json()
    assert "profile" not in answer and answer["points"] == [0, 0, 0, 0]


@pytest.mark.parametrize("game", list(EXPECTED))
def test_an_unknown_profile_is_a_422_naming_profile(client, game):
    response = client.post(f"/v1/games/{game}/trick-winner", json={"profile": "no-such-rules", "plays": []})
    assert response.status_code == 422
    errors = response.get_json()["errors"]
    assert errors[0]["pointer"] == "/profile" and "no-such-rules" in errors[0]["message"]


def test_a_profile_applies_only_the_options_an_operation_takes():
    answer = referee.run(
        "hearts",
        "trick-winner",
        {
            "profile": "omnibus",
            "plays": [
                {"seat": 0, "card": "2C"},
                {"seat": 1, "card": "AC"},
                {"seat": 2, "card": "QS"},
                {"seat": 3, "card": "JD"},
            ],
        },
    )
    assert answer["winner"] == 1 and answer["profile"].startswith("hearts@omnibus#")
