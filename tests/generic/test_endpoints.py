"""Every endpoint of every game, over HTTP: each game is listed and described as the registry has it; each operation
answers its documented example as the library does, refuses any method but POST, and names each required field the
example goes without; an operation the game does not have is a 404; each profile deals, plays, draws, batches and
adjudicates under its own name; an unknown profile is a 422 naming it."""

import json
import random

import pytest
from disputes_support import agree_where_both_decided
from games_under_test import games_under_test

import referee
from referee.api.examples import example_request
from referee.engine.replay import play_out
from referee.games import GAMES, RULES
from referee.operations import OPERATIONS

OPERATION_CASES = [
    pytest.param(game, path, id=f"{game}/{path}") for game in games_under_test() for path in OPERATIONS[game]
]
PROFILE_CASES = [
    pytest.param(game, profile, id=f"{game}@{profile}")
    for game in games_under_test()
    for profile in GAMES[game].profiles.profiles
]


def test_every_game_is_listed_with_its_details_catalogue_rank_tables_and_profiles(client):
    listed = {game["id"]: game for game in client.get("/v1/games").get_json()}
    for game in games_under_test():
        info = GAMES[game]
        players = {"min": info.min_players, "max": info.max_players}
        assert listed[game] == {"id": game, "name": info.name, "players": players, "options": dict(info.options)}
        details = client.get(f"/v1/games/{game}").get_json()
        assert {key: details[key] for key in listed[game]} == listed[game]
        assert details["rules"] == info.rules.as_list() and details["rank_tables"] == info.rank_tables
        assert details["rank_tables"], f"{game} publishes no rank table"
        for shared in ("i-not-held", "i-out-of-turn", "i-game-over"):  # the replay's own rulings, in every game
            assert f"{game}.{shared}" in info.rules
        profiles = client.get(f"/v1/games/{game}/profiles").get_json()
        assert [profile["id"] for profile in profiles] == list(GAMES[game].profiles.profiles)


@pytest.mark.parametrize("game, path", OPERATION_CASES)
def test_every_operation_answers_its_documented_example_as_the_library_does(client, game, path):
    example = example_request(game, path)
    assert example is not None, f"{game}'s examples.py documents no request for {path}"
    response = client.post(f"/v1/games/{game}/{path}", json=example)
    assert response.status_code == 200, response.get_data()[:300]
    answer = response.get_json()
    if path == "analysis":  # bounded by the service's deadline, as the library's run is
        agree_where_both_decided(answer, referee.run(game, path, example))
    else:
        assert answer == referee.run(game, path, example)
    assert answer["rule"] in GAMES[game].rules and answer["explanation"]
    assert answer["basis"] == GAMES[game].rules[answer["rule"]].basis


@pytest.mark.parametrize("game, path", OPERATION_CASES)
def test_every_required_field_the_documented_example_goes_without_is_a_422_naming_it(client, game, path):
    example = example_request(game, path)
    required = [
        field.data_key or name for name, field in OPERATIONS[game][path].request.fields.items() if field.required
    ]
    for name in required:
        assert name in example, f"{game}'s example for {path} leaves out the required {name}"
        response = client.post(f"/v1/games/{game}/{path}", json={key: example[key] for key in example if key != name})
        assert response.status_code == 422 and response.content_type == "application/problem+json", name
        assert f"/{name}" in [error["pointer"] for error in response.get_json()["errors"]], name


@pytest.mark.parametrize("game", games_under_test())
def test_every_operation_refuses_get_and_an_operation_the_game_has_not_is_a_404(client, game):
    for path in OPERATIONS[game]:
        response = client.get(f"/v1/games/{game}/{path}")
        assert response.status_code == 405 and "POST" in response.headers["Allow"], path
    absent = sorted({path for operations in OPERATIONS.values() for path in operations} - set(OPERATIONS[game]))
    for path in [*absent, "no-such-operation"]:
        response = client.post(f"/v1/games/{game}/{path}", json={})
        assert response.status_code == 404 and response.content_type == "application/problem+json", path


@pytest.mark.parametrize("game, profile", PROFILE_CASES)
def test_every_profile_deals_plays_draws_batches_and_adjudicates_under_its_name(client, game, profile):
    players = GAMES[game].player_counts[0]
    body = {"dealer": 0, "hand_number": 1, "server_seed": "5e" * 16, "profile": profile}
    if GAMES[game].min_players != GAMES[game].max_players:
        body["players"] = players
    dealt = client.post(f"/v1/games/{game}/deal", json=body).get_json()
    record, _ = play_out(RULES[game], random.Random(profile), dealt=dealt["record"])
    answer = client.post(f"/v1/games/{game}/adjudicate", json=record).get_json()
    assert answer["valid"] is True and answer["violation"] is None, answer["explanation"]
    assert answer["profile"].startswith(f"{game}@{profile}#")
    state = client.post(f"/v1/games/{game}/state", json=record).get_json()
    assert state["phase"] == "over" and state["to_act"] is None
    drawn = client.post(f"/v1/games/{game}/picture", json=record)
    assert drawn.status_code == 200 and drawn.mimetype == "image/svg+xml"
    batch = client.post(
        f"/v1/games/{game}/adjudicate/batch", data=json.dumps(record) + "\n", content_type="application/x-ndjson"
    )
    lines = [json.loads(line) for line in batch.get_data(as_text=True).splitlines()]
    assert lines[0] == {"line": 1, "status": 200, "answer": answer}
    assert lines[-1]["summary"]["valid"] == 1


@pytest.mark.parametrize("game", games_under_test())
def test_an_unknown_profile_is_a_422_naming_profile(client, game):
    example = example_request(game, "adjudicate")
    response = client.post(f"/v1/games/{game}/adjudicate", json={**example, "profile": "no-such-house"})
    assert response.status_code == 422 and response.content_type == "application/problem+json"
    assert [error["pointer"] for error in response.get_json()["errors"]] == ["/profile"]
